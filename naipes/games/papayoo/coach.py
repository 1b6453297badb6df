"""Papayoo's reasons for a mistake (:mod:`naipes.coach`): the card took the Papayoo, or payoos, that a lower card
would have left to another seat; the pass kept a 7 that the die made the Papayoo, or payoos, that the better pass
gave away."""

from __future__ import annotations

from typing import Any

from naipes.cards import Suit
from naipes.coach import Reason
from naipes.coach.reasons import lower, median_points, supported, swung_ends, took_instead, worlds
from naipes.games import papayoo
from naipes.games.papayoo import bots
from naipes.practice import LEARNER


def took_what_a_lower_card_ducked(evidence: Any) -> Reason | None:
    """``took_papayoo`` when the trick taken held the Papayoo in most of those worlds, else ``took_payoos``;
    with the trick's ``points`` (the median)."""
    if not lower(evidence):
        return None
    swung = took_instead(evidence)
    if not supported(evidence, swung):
        return None
    ends = swung_ends(evidence, swung, 0)
    k = evidence.trick
    die = evidence.before.die
    with_papayoo = sum(papayoo.papayoo_card(die) in end.tricks[k].cards for end in ends)
    code = "took_papayoo" if 2 * with_papayoo > len(ends) else "took_payoos"
    return Reason(code, {"points": median_points(ends, k)})


REASONS = (took_what_a_lower_card_ducked,)


def alternatives(hand: Any, chosen: Any) -> tuple[Any, ...] | None:
    """The learner's pass weighed against the beginner's and the club player's, and against every pass that swaps
    one card of the learner's for one it kept (not every pass: five of fifteen cards are three thousand; the coach
    screens these many on a few worlds first, :attr:`naipes.coach.Budget.finalists`), the learner's own first; the
    same cards passed in another order are the same pass."""
    if hand.phase != "pass":
        return None
    held, count = tuple(hand.hands[LEARNER]), hand.pass_count
    found = [tuple(chosen)]
    seen = {frozenset(chosen)}
    swaps = [tuple(c if c != out else into for c in chosen)
             for out in chosen for into in held if into not in chosen]
    for passed in (bots.beginner_pass(held, count, hand.die), bots.club_pass(held, count, hand.die), *swaps):
        if frozenset(passed) not in seen:
            seen.add(frozenset(passed))
            found.append(tuple(passed))
    return tuple(found)


# -- the pass (naipes.coach's OTHER_REASONS: read on the play-outs of the learner's pass and the better one) ----------

SEVEN_SHARE = 0.15
"""The die makes one 7 of four the Papayoo: a 7 kept becomes it in about a quarter of the deals, so the reason
asks that share of the worlds (less the noise), and that those worlds carry most of the cost."""


def _kept_by_choice(evidence: Any) -> set[Any]:
    """The cards the choice kept and the better pass gave away."""
    return set(evidence.best) - set(evidence.chosen)


def _took(end: Any, card: Any, seat: int) -> bool:
    return any(card in trick.cards and trick.winner == seat for trick in end.tricks)


def kept_seven(evidence: Any) -> Reason | None:
    """``pass_kept_seven``: the choice kept a 7 that the better pass gave away, the die made that 7 the Papayoo, and
    the seat took it with the choice and not with the better pass."""
    if not _is_pass(evidence):
        return None
    sevens = {c for c in _kept_by_choice(evidence) if c.rank == papayoo.PAPAYOO_RANK and c.suit is not Suit.PAYOO}
    if not sevens:
        return None
    seat = evidence.seat

    def event(mine: Any, best: Any) -> bool:
        card = papayoo.papayoo_card(mine.die)
        return card in sevens and _took(mine, card, seat) and not _took(best, card, seat)

    swung = worlds(evidence, event)
    if not supported(evidence, swung, share=SEVEN_SHARE):
        return None
    return Reason("pass_kept_seven", {"percent": round(100 * sum(swung) / len(swung))})


def _payoo_points(end: Any, seat: int) -> int:
    return sum(papayoo.card_points(c, end.die) for trick in end.tricks if trick.winner == seat
               for c in trick.cards if c.suit is Suit.PAYOO)


def kept_payoos(evidence: Any) -> Reason | None:
    """``pass_kept_payoos``: the choice kept payoos that the better pass gave away, and with it the seat took more
    payoo points than with the better pass; with the ``points`` more (the median over those worlds)."""
    if not _is_pass(evidence) or not any(c.suit is Suit.PAYOO for c in _kept_by_choice(evidence)):
        return None
    seat = evidence.seat
    swung = worlds(evidence, lambda mine, best: _payoo_points(mine, seat) > _payoo_points(best, seat))
    if not supported(evidence, swung):
        return None
    more = sorted(_payoo_points(m, seat) - _payoo_points(b, seat)
                  for (m, b), s in zip(evidence.pairs, swung, strict=True) if s)
    return Reason("pass_kept_payoos", {"points": more[len(more) // 2], "percent": round(100 * sum(swung) / len(swung))})


def _is_pass(evidence: Any) -> bool:
    return isinstance(evidence.chosen, tuple) and isinstance(evidence.best, tuple) and all(
        hasattr(c, "rank") for c in (*evidence.chosen, *evidence.best))


OTHER_REASONS = (kept_seven, kept_payoos)
