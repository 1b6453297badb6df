"""Papayoo's reasons for a mistake (:mod:`naipes.coach`): the card took the Papayoo, or payoos, that a lower card
would have left to another seat."""

from __future__ import annotations

from typing import Any

from naipes.coach import Reason
from naipes.coach.reasons import lower, median_points, supported, swung_ends, took_instead
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
    """The learner's pass weighed against the beginner's and the club player's (not every pass: five of fifteen
    cards are three thousand), the learner's own first; a bot's pass of the same cards is the learner's."""
    if hand.phase != "pass":
        return None
    held, count = tuple(hand.hands[LEARNER]), hand.pass_count
    found = [tuple(chosen)]
    for passed in (bots.beginner_pass(held, count, hand.die), bots.club_pass(held, count, hand.die)):
        if frozenset(passed) not in {frozenset(f) for f in found}:
            found.append(tuple(passed))
    return tuple(found)
