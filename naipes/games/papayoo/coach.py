"""Papayoo's reasons for a mistake (:mod:`naipes.coach`): the card took the Papayoo, or payoos, that a lower card
would have left to another seat."""

from __future__ import annotations

from typing import Any

from naipes.coach import Reason
from naipes.coach.reasons import lower, median_points, supported, swung_ends, took_instead
from naipes.games import papayoo


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
