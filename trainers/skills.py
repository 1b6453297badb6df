"""Mastery as a measured claim: each learner's memory of each skill, the mastery path's unit (a drill's level,
``<drill>:<level>``), scheduled with FSRS (:mod:`trainers.review`).

Every first attempt and every review of a level's questions reviews the level's own FSRS card, kept in
:class:`~trainers.models.SkillMemory`. The claim has two steps (docs/learning-loop.md, "Mastery"):

1. **claimed**: :data:`trainers.tracking.MASTERY` right first attempts in a row at the level (the streak the path
   always showed): ready for a retest, due :data:`RETEST_AFTER` later;
2. **mastered**: a retest (a question of that level placed in the review queue when due) answered right at least
   :data:`RETEST_AFTER` after the claim, **and** the scheduler predicting at least :data:`RECALL_GOAL` recall
   :data:`HORIZON` from now.

It falls back when the prediction drops under the goal (**slipping**: a retest is placed again) or when a retest
is missed (**failed**: the claim is gone, and a new streak after the miss claims the level again).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import cast

from django.utils import formats
from django.utils.translation import gettext as _
from fsrs import Card, Scheduler
from fsrs.card import CardDict

from trainers import review
from trainers.drills import DRILLS
from trainers.models import ReviewCard, SkillMemory, Stat
from trainers.tokens import SEED_LIMIT

RETEST_AFTER = timedelta(days=7)
"""A retest counts only this long after the level's streak first reached the mark."""

HORIZON = timedelta(days=7)
"""Mastery predicts recall this far ahead."""

RECALL_GOAL = 0.9
"""The predicted recall a mastered skill keeps; under it the skill slips and a retest is due."""

RETEST_GAP = timedelta(days=1)
"""Two retests of one skill are at least this far apart: a skill still slipping after a retest is asked again
the next day, not again and again the same afternoon."""

MASTERY = 5
"""Right first attempts in a row that claim a level (the same number as :data:`trainers.tracking.MASTERY`)."""

LEARNING, CLAIMED, MASTERED, SLIPPING, FAILED = "learning", "claimed", "mastered", "slipping", "failed"


def skill_key(drill: str, level: int) -> str:
    return f"{drill}:{level}"


def _card(stored: dict | None) -> Card | None:
    """The FSRS card kept as ``to_dict()``; ``None`` for none, or for one that cannot be read (remembered as
    nothing, never a failed page)."""
    try:
        return None if not stored else Card.from_dict(cast(CardDict, stored))
    except (KeyError, TypeError, ValueError):
        return None


def recall(stored: dict | None, at: datetime, scheduler: Scheduler) -> float:
    """The recall the scheduler predicts for a skill's card at ``at`` (0 for a skill never answered)."""
    card = _card(stored)
    if card is None or card.last_review is None:
        return 0.0
    return scheduler.get_card_retrievability(card, current_datetime=max(at, card.last_review))


def slips_at(stored: dict | None, scheduler: Scheduler) -> datetime | None:
    """The first moment the recall predicted :data:`HORIZON` ahead falls under :data:`RECALL_GOAL` (the last
    review itself when it already does there); ``None`` for a skill never answered."""
    card = _card(stored)
    if card is None or card.last_review is None:
        return None
    start = card.last_review
    if recall(stored, start + HORIZON, scheduler) < RECALL_GOAL:
        return start
    low, high = timedelta(0), timedelta(days=3650)
    if recall(stored, start + high + HORIZON, scheduler) >= RECALL_GOAL:
        return start + high
    while high - low > timedelta(minutes=30):
        middle = (low + high) / 2
        if recall(stored, start + middle + HORIZON, scheduler) >= RECALL_GOAL:
            low = middle
        else:
            high = middle
    return start + high


def retest_due(memory: SkillMemory, scheduler: Scheduler) -> datetime | None:
    """When this skill's next retest is due: a week after a claim, or when a passed skill starts to slip."""
    if memory.claimed is None:
        return None
    if memory.passed is None or memory.passed < memory.claimed + RETEST_AFTER:
        return memory.claimed + RETEST_AFTER
    slip = slips_at(memory.card, scheduler) or memory.passed
    return max(slip, memory.passed + RETEST_GAP)


@dataclass(frozen=True)
class State:
    """Where a skill stands on the mastery path, said in words by :meth:`words`."""

    kind: str
    recall: float = 0.0
    """The recall predicted a week from now."""
    when: datetime | None = None
    """Claimed: when the retest is due; failed: when the retest was missed."""
    best: int = 0
    """The level's best streak, shown while learning."""

    @property
    def mastered(self) -> bool:
        return self.kind == MASTERED

    @property
    def percent(self) -> int:
        return round(self.recall * 100)

    def words(self) -> str:
        """The state in the active language."""
        if self.kind == MASTERED:
            return _("mastered (recall in a week ≈ %(recall)s %%)") % {"recall": self.percent}
        if self.kind == SLIPPING:
            return _("slipping: predicted recall in a week fell to %(recall)s %%, a retest is due") % {
                "recall": self.percent}
        day = formats.date_format(self.when, "DATE_FORMAT") if self.when else ""
        if self.kind == CLAIMED:
            return _("%(n)s right in a row — retest due on %(date)s") % {"n": MASTERY, "date": day}
        if self.kind == FAILED:
            return _("retest failed on %(date)s: %(n)s right in a row claim it again") % {"n": MASTERY, "date": day}
        return _("learning: best run %(best)s of %(n)s") % {"best": min(self.best, MASTERY), "n": MASTERY}


def state(memory: SkillMemory | None, now: datetime, scheduler: Scheduler, best: int = 0) -> State:
    """The mastery rule, at ``now``: see the module's docstring."""
    if memory is None or memory.claimed is None:
        if memory is not None and memory.failed is not None:
            return State(FAILED, when=memory.failed, best=best)
        return State(LEARNING, best=best)
    ahead = recall(memory.card, now + HORIZON, scheduler)
    if memory.passed is None or memory.passed < memory.claimed + RETEST_AFTER:
        return State(CLAIMED, ahead, when=memory.claimed + RETEST_AFTER, best=best)
    return State(MASTERED if ahead >= RECALL_GOAL else SLIPPING, ahead, best=best)


def states(key: str | None, now: datetime) -> dict[str, State]:
    """Every skill of this learner with a memory or a count, by ``<drill>:<level>``."""
    if not key:
        return {}
    scheduler = review.scheduler_for(key)
    memories = {m.skill: m for m in SkillMemory.objects.filter(learner=key)}
    best = dict(Stat.objects.filter(learner=key, scope="level").values_list("key", "best_streak"))
    return {skill: state(memories.get(skill), now, scheduler, best.get(skill, 0)) for skill in {*memories, *best}}


# --- writing -------------------------------------------------------------------------------------------------


def remember(key: str, drill: str, level: int, correct: bool, seconds: int | None, now: datetime, *,
             level_stat: Stat | None = None, retest: bool = False, scheduler: Scheduler | None = None) -> SkillMemory:
    """One answer of a question of this level (inside the answer's transaction): the skill's card is reviewed;
    a first attempt (``level_stat``, the level's count as it left it) may claim the level, a retest passes or
    fails the claim; the next retest is kept in the review queue (:func:`place_retest`). ``scheduler``: the
    learner's, when the caller has it already (else asked of :func:`trainers.review.scheduler_for`)."""
    scheduler = scheduler or review.scheduler_for(key)
    skill = skill_key(drill, level)
    memory = SkillMemory.objects.select_for_update().filter(learner=key, skill=skill).first() or \
        SkillMemory(learner=key, skill=skill)
    card = _card(memory.card) or Card(card_id=int(now.timestamp() * 1000), due=now)
    card, _log = scheduler.review_card(card, review.rating(correct, seconds), review_datetime=now)
    memory.card = card.to_dict()
    if level_stat is not None and memory.claimed is None and level_stat.streak >= MASTERY \
            and level_stat.attempts - memory.attempts_at_failure >= MASTERY:
        memory.claimed = now
    if retest:
        memory.retest_seed = None
        if correct and memory.claimed is not None and now >= memory.claimed + RETEST_AFTER:
            memory.passed = now
        elif not correct:
            stat = level_stat or Stat.objects.filter(learner=key, scope="level", key=skill).first()
            memory.failed, memory.claimed, memory.passed = now, None, None
            memory.attempts_at_failure = stat.attempts if stat else 0
    due = retest_due(memory, scheduler)
    if due != memory.retest_due or (due is not None and memory.retest_seed is None):
        memory.retest_due = due
        place_retest(memory, now)
    memory.save()
    return memory


def place_retest(memory: SkillMemory, now: datetime) -> None:
    """Keep this skill's retest in the review queue, due when :attr:`SkillMemory.retest_due` says (a question of
    the level never met, under the standard table): placed once, moved when the due date moves, and none while no
    retest is due. Saving the memory is the caller's."""
    drill, _sep, level = memory.skill.partition(":")
    if memory.retest_due is None or drill not in DRILLS or not level.isdecimal() \
            or int(level) not in DRILLS[drill].LEVELS:
        return
    due = memory.retest_due
    new = Card(card_id=int(due.timestamp() * 1000), due=due).to_dict()
    if memory.retest_seed is not None:
        moved = ReviewCard.objects.filter(learner=memory.learner, drill=drill, level=int(level), seed=memory.retest_seed,
                                          table="", retest=True).exclude(due=due).update(due=due, card=new)
        if moved or ReviewCard.objects.filter(learner=memory.learner, drill=drill, level=int(level),
                                              seed=memory.retest_seed, table="", retest=True).exists():
            return
    # A seed drawn at random among 2**53: never one of the learner's own questions in practice.
    memory.retest_seed = secrets.randbelow(SEED_LIMIT)
    ReviewCard.objects.create(learner=memory.learner, drill=drill, seed=memory.retest_seed, level=int(level), card=new,
                              due=due, retest=True)
