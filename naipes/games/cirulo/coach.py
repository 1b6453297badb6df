"""Cirulo's reasons for a mistake (:mod:`naipes.coach`): the card took a trick with tantos (oros) that a lower
card would have left to another seat."""

from __future__ import annotations

from typing import Any

from naipes.coach import Reason
from naipes.coach.reasons import lower, median_points, supported, swung_ends, took_instead


def took_tantos_a_lower_card_ducked(evidence: Any) -> Reason | None:
    """``took_tantos`` with the trick's ``points`` in tantos (the median over the worlds that bear it out)."""
    if not lower(evidence):
        return None
    swung = took_instead(evidence)
    if not supported(evidence, swung):
        return None
    return Reason("took_tantos", {"points": median_points(swung_ends(evidence, swung, 0), evidence.trick)})


REASONS = (took_tantos_a_lower_card_ducked,)
