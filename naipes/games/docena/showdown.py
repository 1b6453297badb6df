"""Comparing La Docena hands, and who takes the centre at a showdown.

The better rung wins; within a rung the figures decide (rey > caballo > sota, source 004, the combination
ladder); between two "nada" hands the highest single card does, the mala counting as a 3 de oros that loses to
a natural 3 (docs/rules-decisions.md §23). Anything else is a tie: :func:`compare` reports it,
:func:`showdown_winners` applies ``Rules.tie_rule`` (default: the mano's side wins, rules-decisions §24).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from naipes.cards import Card, DuplicateCard
from naipes.games.docena.hands import MALA_STRENGTH, NATURAL_THREE_STRENGTH, HandRank, rank_cards, strength
from naipes.games.docena.rules import DEFAULT_RULES, NADA, Rules, parse_hand
from naipes.tricks import WrongNumberOfCards

REASONS: tuple[str, ...] = (
    "better_rung", "higher_figure", "higher_card", "natural_three_beats_mala", "equal", "later_card",
)
"""Every reason a comparison gives (``docena.reason.<code>`` in the wording)."""


@dataclass(frozen=True)
class Comparison:
    """The outcome of :func:`comparison`: ``result`` is ``"a"``, ``"b"`` or ``"tie"``; ``reason`` says why."""

    result: str
    reason: str
    a: HandRank
    b: HandRank
    deciding: tuple[Card, Card] | None = None
    """Between two "nada" hands: the card of each that decided (the first that differ, highest first)."""
    place: int = 0
    """Which card decided, 0 for the highest, 1 for the next… (``"all_cards"`` reaches past the first)."""


def _prefix_order(a: Sequence[int], b: Sequence[int]) -> int:
    """1 if ``a`` is higher at the first place both have and they differ, -1 if lower, 0 if equal."""
    for x, y in zip(a, b, strict=False):
        if x != y:
            return 1 if x > y else -1
    return 0


def _judge(ra: HandRank, rb: HandRank, rules: Rules) -> tuple[int, str]:
    if ra.rank != rb.rank:
        return (1 if ra.rank < rb.rank else -1), "better_rung"
    if ra.rank != NADA:
        order = _prefix_order(ra.figures, rb.figures)
        return order, "higher_figure" if order else "equal"
    if rules.nada_rule == "tie":
        return 0, "equal"
    sa, sb = [strength(c) for c in ra.cards], [strength(c) for c in rb.cards]
    if rules.nada_rule == "highest_card":
        sa, sb = sa[:1], sb[:1]
    order = _prefix_order(sa, sb)
    if not order:
        return 0, "equal"
    x, y = next((x, y) for x, y in zip(sa, sb, strict=False) if x != y)
    return order, "natural_three_beats_mala" if {x, y} == {NATURAL_THREE_STRENGTH, MALA_STRENGTH} else "higher_card"


def comparison(a: Iterable[Card] | str, b: Iterable[Card] | str, rules: Rules = DEFAULT_RULES) -> Comparison:
    """Which of two hands is better and why (reason ``better_rung``, ``higher_figure``, ``higher_card``,
    ``later_card``, ``natural_three_beats_mala`` or ``equal``); ties are reported, not broken (see
    :func:`showdown_winners`). Between two "nada" hands ``deciding`` names the two cards that decided.

    >>> c = comparison("3C 2E 1B", "3E 2C 12O", Rules(nada_rule="all_cards"))
    >>> c.result, c.reason, c.place, [card.code for card in c.deciding]
    ('a', 'later_card', 2, ['1B', '12O'])

    >>> c = comparison("1C 12C", "1E 11E")
    >>> c.result, c.reason, c.a.key
    ('a', 'higher_figure', 'veintiuna')
    """
    ha, hb = parse_hand(a, rules.players), parse_hand(b, rules.players)
    if shared := set(ha) & set(hb):
        raise DuplicateCard("the two hands share a card", tuple(c.code for c in shared))
    ra, rb = rank_cards(ha), rank_cards(hb)
    order, reason = _judge(ra, rb, rules)
    deciding, place = None, 0
    if reason in ("higher_card", "natural_three_beats_mala"):
        place = next(i for i, (x, y) in enumerate(zip(ra.cards, rb.cards, strict=False)) if strength(x) != strength(y))
        deciding = (ra.cards[place], rb.cards[place])
        if place and reason == "higher_card":
            reason = "later_card"  # the highest cards were equal: a later one decided
    return Comparison({1: "a", -1: "b", 0: "tie"}[order], reason, ra, rb, deciding, place)


def compare(a: Iterable[Card] | str, b: Iterable[Card] | str, rules: Rules = DEFAULT_RULES) -> str:
    """``"a"`` or ``"b"`` for the better hand, ``"tie"`` when the rules cannot tell them apart
    (rules-decisions §24).

    >>> compare("1C 1E 1B", "5O 3O 2O"), compare("3C 2C", "3E 2E")
    ('a', 'tie')
    """
    return comparison(a, b, rules).result


def showdown_winners(hands: Sequence[Iterable[Card] | str], rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """Indexes of the hands that take the centre at a showdown (source 004, the deal and betting;
    rules-decisions §24).

    ``hands`` are the players still in, in turn order from the mano (index 0 = the mano, the first
    player dealt a card). The best hands are those no other hand beats; with ``tie_rule="mano"``
    the first of them in turn order wins alone, with ``"split"`` they all share.

    >>> showdown_winners(["3C 2C 12O", "3E 2E 1B", "5O 1O"])
    (0,)
    >>> showdown_winners(["3C 2C 12O", "3E 2E 1B", "5O 1O"], Rules(tie_rule="split"))
    (0, 1)
    """
    parsed = [parse_hand(h, rules.players) for h in hands]
    if not parsed:
        raise WrongNumberOfCards("a showdown needs at least one hand")
    every = [c for h in parsed for c in h]
    if len(set(every)) != len(every):
        raise DuplicateCard("two hands share a card", tuple({c.code for c in every if every.count(c) > 1}))
    ranks = [rank_cards(h) for h in parsed]
    best = tuple(i for i, r in enumerate(ranks) if not any(_judge(o, r, rules)[0] > 0 for o in ranks))
    return best[:1] if rules.tie_rule == "mano" else best
