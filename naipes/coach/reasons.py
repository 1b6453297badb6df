"""What the games' reason checks share (``naipes/games/<slug>/coach.py``, its ``REASONS``).

A check reads the :class:`naipes.coach.evaluate.Evidence` of a mistake (the choice's and the best alternative's
play-outs in the same worlds) and gives a :class:`naipes.coach.Reason` only when the play-outs bear it out:
the event it names (a trick lost, a card taken, a pair not sung) happens in a large enough share of the worlds
(:data:`SHARE`) and those worlds carry most of the cost (:data:`ATTRIBUTION` of the summed difference), so the
difference does come from that trick, that card. Otherwise it gives ``None``, and the coach says the cost and
the better card without a reason.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from typing import Any

SHARE = 0.5
"""The least share of the worlds in which the named event happens with the choice and not with the best."""
ATTRIBUTION = 0.6
"""The least share of the cost (the summed world-by-world difference) those worlds carry."""


def supported(evidence: Any, swung: Sequence[bool], *, share: float = SHARE, attribution: float = ATTRIBUTION
              ) -> bool:
    """Whether the worlds flagged in ``swung`` are enough of them and carry enough of the cost."""
    if not swung or sum(swung) < share * len(swung):
        return False
    total = sum(evidence.diffs)
    if total <= 0:
        return False
    return sum(d for d, s in zip(evidence.diffs, swung, strict=True) if s) >= attribution * total


def took(end: Any, trick: int, seat: int) -> bool:
    """Whether ``seat`` took the ``trick``-th trick of a played-out hand."""
    return len(end.tricks) > trick and end.tricks[trick].winner == seat


def worlds(evidence: Any, event: Callable[[Any, Any], bool]) -> list[bool]:
    """``event(choice's end, best's end)`` in each world."""
    return [event(mine, best) for mine, best in evidence.pairs]


def median_points(ends: Sequence[Any], trick: int) -> int:
    """The median worth of the ``trick``-th trick over ``ends`` (the trick's points as the hand counts them)."""
    return round(statistics.median(end.tricks[trick].points for end in ends))


def lower(evidence: Any) -> bool:
    """Whether the best alternative is a lower card than the choice (a card to duck with)."""
    return getattr(evidence.best, "rank", 99) < getattr(evidence.chosen, "rank", 0)


def took_instead(evidence: Any) -> list[bool]:
    """The worlds where the choice took the trick it went to, with points in it, and the best did not."""
    k, seat = evidence.trick, evidence.seat
    return worlds(evidence, lambda mine, best: took(mine, k, seat) and not took(best, k, seat)
                  and mine.tricks[k].points > 0)


def lost_instead(evidence: Any) -> list[bool]:
    """The worlds where the best took the trick the card went to, with points in it, and the choice did not."""
    k, seat = evidence.trick, evidence.seat
    return worlds(evidence, lambda mine, best: took(best, k, seat) and not took(mine, k, seat)
                  and best.tricks[k].points > 0)


def swung_ends(evidence: Any, swung: Sequence[bool], which: int) -> list[Any]:
    """The choice's (``which`` 0) or the best's (1) ends in the worlds flagged in ``swung``."""
    return [pair[which] for pair, s in zip(evidence.pairs, swung, strict=True) if s]
