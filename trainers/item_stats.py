"""Anonymous item statistics: for each trainer and level, how many answered and the share right.

Counted from first answers in the trainers and from live-class answers, with one atomic update of two
counters: no learner, student, address or time is stored with them. Teachers see which questions most
learners find hard on the set-up pages.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.db.models import F

from naipes_site import prepared
from trainers.models import ItemStat

MIN_ANSWERS = 20
"""Fewer answers than this say nothing about a question's difficulty: no label is shown."""
HARD_SHARE = 0.5
"""Below this share of right answers a trainer's level is marked "hard for most learners"."""


def _changes(correct: bool) -> dict:
    return {"answered": F("answered") + 1, "right": F("right") + (1 if correct else 0)}


def _count(correct: bool) -> prepared.Statement:
    return prepared.Statement(ItemStat, lambda p: prepared.update(
        ItemStat.objects.filter(drill=p.text("drill"), level=p.number("level")), **_changes(correct)), write=True)


_COUNT = {correct: _count(correct) for correct in (True, False)}
"""The update built once (naipes_site.prepared): every first answer runs it."""


def count(drill: str, level: int, correct: bool) -> None:
    """One more answer of ``drill`` at ``level``; exact under concurrency (``F()`` updates in the database)."""
    changes = _changes(correct)
    if _COUNT[correct].run(drill=drill, level=level):
        return
    try:
        with transaction.atomic():
            ItemStat.objects.create(drill=drill, level=level, answered=1, right=1 if correct else 0)
    except IntegrityError:  # another request made the row first: count on it
        ItemStat.objects.filter(drill=drill, level=level).update(**changes)


@dataclass(frozen=True)
class Difficulty:
    answered: int
    right: int

    @property
    def share(self) -> float:
        return self.right / self.answered if self.answered else 0.0

    @property
    def known(self) -> bool:
        return self.answered >= MIN_ANSWERS

    @property
    def hard(self) -> bool:
        return self.known and self.share < HARD_SHARE

    @property
    def percent(self) -> int:
        return round(100 * self.share)


def difficulties() -> dict[tuple[str, int], Difficulty]:
    """Every counted trainer and level, in one query."""
    return {(s.drill, s.level): Difficulty(s.answered, s.right) for s in ItemStat.objects.all()}
