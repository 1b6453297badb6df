"""Tute's reasons for a mistake (:mod:`naipes.coach`): the card lost a trick with points at stake; it spent a
triunfo the seat needed to win a trick and sing its pair, or to stop another seat singing the forty; it did not
answer the suit led while the stock lasted, so the seat showed a void and lays face down the cards of that suit
it draws (manos abajo, docs/rules-decisions.md §20)."""

from __future__ import annotations

from typing import Any

from naipes.cards import Card
from naipes.coach import Reason
from naipes.coach.reasons import lost_instead, median_points, supported, swung_ends, worlds
from naipes.games import tute
from naipes.practice import LEARNER


def lost_points(evidence: Any) -> Reason | None:
    """``lost_points_trick``: the best alternative took the trick the card went to and the choice did not, with
    the trick's ``points`` (the median over the worlds that bear it out)."""
    swung = lost_instead(evidence)
    if not supported(evidence, swung):
        return None
    return Reason("lost_points_trick", {"points": median_points(swung_ends(evidence, swung, 1), evidence.trick)})


def _spends_trump(evidence: Any) -> bool:
    before, chosen, best = evidence.before, evidence.chosen, evidence.best
    trump = before.trump
    return (trump is not None and bool(before.stock) and chosen.suit is trump
            and (best.suit is not trump or tute.RANK_ORDER.index(best.rank) > tute.RANK_ORDER.index(chosen.rank)))


def _sung(end: Any, seat: int, after: int) -> set[Any]:
    return {suit for who, suit, _ in end.declared[after:] if who == seat}


def spent_trump_to_sing(evidence: Any) -> Reason | None:
    """``spent_trump_sing``: the choice spent a triunfo (a higher one than the best) while the seat held a pair
    not sung yet, and with the best it sang that pair where with the choice it did not; the pair's ``suit`` and
    ``points`` (20, or 40 in triunfos)."""
    if not _spends_trump(evidence):
        return None
    before, seat = evidence.before, evidence.seat
    held = before.hands[seat]
    done = {suit for _, suit, _ in before.declared}
    pairs = {c.suit for c in held if c.suit not in done
             and Card(tute.REY, c.suit) in held and Card(tute.CABALLO, c.suit) in held
             and evidence.chosen not in (Card(tute.REY, c.suit), Card(tute.CABALLO, c.suit))}
    if not pairs:
        return None
    after = len(before.declared)
    for suit in sorted(pairs, key=lambda s: s is not before.trump):
        def sung_instead(mine: Any, best: Any, s: Any = suit) -> bool:
            return s in _sung(best, seat, after) - _sung(mine, seat, after)

        swung = worlds(evidence, sung_instead)
        if supported(evidence, swung, share=0.4):
            points = next(p for who, s, p in swung_ends(evidence, swung, 1)[0].declared[after:]
                          if who == seat and s is suit)
            return Reason("spent_trump_sing", {"suit": suit.letter, "points": points})
    return None


def spent_trump_forty(evidence: Any) -> Reason | None:
    """``spent_trump_forty``: the choice spent a triunfo, and with it another seat sang the forty where with the
    best it did not."""
    if not _spends_trump(evidence):
        return None
    seat, after = evidence.seat, len(evidence.before.declared)

    def forty(end: Any) -> bool:
        return any(who != seat and points == 40 for who, _, points in end.declared[after:])

    swung = worlds(evidence, lambda mine, best: forty(mine) and not forty(best))
    return Reason("spent_trump_forty") if supported(evidence, swung, share=0.4) else None


def revealed_void(evidence: Any) -> Reason | None:
    """``revealed_void``: while the stock lasted the choice did not answer the suit led where the best did, and
    with it the seat drew cards of that suit, laid face down for all to see; the ``suit``."""
    before, seat = evidence.before, evidence.seat
    if not before.stock or not before.trick:
        return None
    led = before.trick[0].suit
    if evidence.chosen.suit is led or evidence.best.suit is not led:
        return None
    start = len(before.log.entries)

    def laid_down(end: Any) -> bool:
        return any(kind == "draw" and who == seat and detail["card"].suit is led
                   for kind, who, detail in end.log.entries[start:])

    swung = worlds(evidence, lambda mine, best: laid_down(mine) and not laid_down(best))
    return Reason("revealed_void", {"suit": led.letter}) if supported(evidence, swung) else None


REASONS = (lost_points, spent_trump_to_sing, spent_trump_forty, revealed_void)


def alternatives(hand: Any, chosen: Any) -> tuple[Any, ...] | None:
    """The learner's alternatives at a declaration: the tute or each acuse the engine allows now, and letting the
    chance go (``no_sing``), as the practice hand takes them."""
    if hand.phase != "declare":
        return None
    allowed = [("tute",) if key == "tute" else ("sing", key)
               for key, verdict in hand.declarations(LEARNER).items() if verdict.legal]
    return (*allowed, ("no_sing",))


# -- the declarations (naipes.coach's OTHER_REASONS) ---------------------------------------------------------------


def missed_sing(evidence: Any) -> Reason | None:
    """``missed_sing``: the choice let the chance go, or sang another pair, where the better one sang the pair of
    ``suit`` for ``points``; ``missed_tute`` where the better one showed the tute."""
    chosen, best = evidence.chosen, evidence.best
    if not (isinstance(chosen, tuple) and isinstance(best, tuple)) or best[:1] not in (("sing",), ("tute",)):
        return None
    if best[:1] == ("tute",):
        return Reason("missed_tute") if chosen[:1] != ("tute",) else None
    seat, after = evidence.seat, len(evidence.before.declared)

    def sung(end: Any) -> list[tuple[Any, int]]:
        return [(suit, points) for who, suit, points in end.declared[after:after + 1] if who == seat]

    swung = worlds(evidence, lambda mine, better: bool(sung(better)) and sung(better) != sung(mine))
    if not supported(evidence, swung):
        return None
    suit, points = sung(swung_ends(evidence, swung, 1)[0])[0]
    return Reason("missed_sing", {"suit": suit.letter, "points": points})


OTHER_REASONS = (missed_sing,)
