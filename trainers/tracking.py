"""Recording answers against a learner: first attempts, reviews, streaks, review cards.

A question is scored once as a first attempt per learner, whatever page or token it came from; after
that it is only ever scored as a review, and only when the review page asked it (its token says so)
while its card waited to be reviewed.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from itertools import chain, zip_longest
from types import ModuleType
from typing import Any, cast

from django.db import IntegrityError, transaction
from django.db.models import Count, F, Q, Subquery
from django.db.models.functions import Coalesce, Greatest
from django.utils import timezone

from naipes_site import prepared
from trainers import item_stats, review, schedules, skills
from trainers.learner import daily_limits
from trainers.models import Attempt, Learner, ReviewCard, SkillMemory, Stat, UsedNonce
from trainers.tokens import Ticket

MILESTONES = (5, 10, 25, 50, 100, 250)
"""Streaks worth a word of encouragement."""

MASTERY = skills.MASTERY
"""Right first attempts in a row at a level that claim it: the first step of mastery, ready for a retest
(:mod:`trainers.skills`)."""

BLOCK = 10
"""A summary after every this many first attempts."""


@dataclass(frozen=True)
class Outcome:
    """What recording one answer did: ``kind`` is ``None`` when it was not scored (answered before)."""

    kind: str | None
    milestone: int | None = None
    block_done: bool = False
    mastered: bool = False
    """The level's streak reached :data:`MASTERY` and claimed it (:mod:`trainers.skills`): a retest comes in a week."""
    stat: Stat | None = field(default=None, compare=False, repr=False)
    """The trainer's count as this answer left it (a scored first attempt only): the streak shown next, not read
    again."""

    def kept(self) -> dict:
        """What a page shown later needs of it (the count is read again there)."""
        return {"kind": self.kind, "milestone": self.milestone, "block_done": self.block_done,
                "mastered": self.mastered}

    @property
    def scored(self) -> bool:
        return self.kind is not None

    @property
    def mastery(self) -> int:
        return MASTERY


NOT_SCORED = Outcome(None)


def _question(key: str, drill: str, seed: int, level: int, table: str = "") -> dict:
    """One question of one learner: the same seed under another table is another question."""
    return {"learner": key, "drill": drill, "seed": seed, "level": level, "table": table}


def level_key(drill: str, level: int) -> str:
    return f"{drill}:{level}"


def record(key: str, drill: ModuleType, ticket: Ticket, correct: bool, given: dict) -> Outcome:
    """Score one answer given through a page; :data:`NOT_SCORED` when it counted already."""
    now = timezone.now()
    seconds = max(0, int(time.time() - ticket.issued / 1000)) if ticket.issued else None
    question = _question(key, drill.SLUG, ticket.seed, ticket.level, ticket.table)
    # The learner's scheduler (their own parameters once fitted) and setting, read once: every answer
    # reviews its level's memory (trainers.skills). A first answer's review card is pure arithmetic (the
    # scheduler): worked out before the transaction, which holds SQLite's write lock, so that the other
    # workers' answers wait for the writes only.
    schedule = review.schedule_of(key)
    first_card = None if ticket.review or not _may_need_a_card(correct, seconds) else \
        review.first_card(correct, now, seconds, schedule.scheduler)
    try:
        with transaction.atomic():
            UsedNonce.objects.create(nonce=ticket.nonce)
            if ticket.review:
                outcome = _record_review(key, question, correct, given, seconds, ticket, now, schedule)
            else:
                return _record_first(key, drill, question, correct, given, seconds, now, first_card, schedule)
    except IntegrityError:
        return NOT_SCORED
    if outcome.scored and schedules.refit_due(schedule.fitted, now):
        # A fit takes milliseconds (docs/benchmarks.md): after the answer's transaction, once a day at most.
        try:
            schedules.refit(key, now)
        except Exception:  # never lose an answer to a fit  # noqa: BLE001
            schedules.log.exception("refitting a learner's schedule failed")
    return outcome


def _record_review(key, question, correct, given, seconds, ticket, now, schedule) -> Outcome:
    card = ReviewCard.objects.select_for_update().filter(**question).first()
    if card is None or (card.last_review and card.last_review.timestamp() * 1000 >= ticket.issued):
        return NOT_SCORED  # not waiting for a review, or already reviewed since this page was shown
    Attempt.objects.create(**question, kind=Attempt.REVIEW, correct=correct, given=given, seconds=seconds)
    skills.remember(key, card.drill, card.level, correct, seconds, now, retest=card.retest,
                    scheduler=schedule.scheduler)
    # A retest answered right has done its work; missed, it stays as any missed question.
    if correct and (card.retest or not schedule.spaced_repetition):
        card.delete()
    else:
        _store(card, review.reviewed(card.card, correct, now, seconds, schedule.scheduler))
        card.introduced = card.introduced or now
        card.retest = False
        card.save()
    return Outcome(Attempt.REVIEW)


def _store(card: ReviewCard, scheduled) -> None:
    card.card, card.due, card.last_review = scheduled.to_dict(), scheduled.due, scheduled.last_review


def _may_need_a_card(correct: bool, seconds: int | None) -> bool:
    """A miss, or a right answer that took effort (scheduled when the learner has spaced repetition on)."""
    return not correct or review.rating(correct, seconds) == review.Rating.Hard


# An answer's statements, built by the ORM once per process (naipes_site.prepared): building them cost more
# than running them.
_ANSWERED = prepared.Statement(Attempt, lambda p: Attempt.objects.filter(
    learner=p.text("learner"), drill=p.text("drill"), seed=p.number("seed"), level=p.number("level"),
    table=p.text("table")).order_by().values_list("pk")[:1])
_COUNTS = prepared.Statement(Stat, lambda p: Stat.objects.select_for_update().filter(
    Q(scope="drill", key=p.text("drill")) | Q(scope="skill", key=p.text("skill")) | Q(scope="level", key=p.text("level")),
    learner=p.text("learner")).order_by().values_list("pk", "scope", "attempts", "correct", "streak", "best_streak"))
# The learner's three counts take the same step (Stat.add, in SQL): one statement for the three rows.
def _step(correct: bool) -> prepared.Statement:
    return prepared.Statement(Stat, lambda p: prepared.update(
        Stat.objects.filter(pk__in=[p.number("drill"), p.number("skill"), p.number("level")]),
        attempts=F("attempts") + 1, correct=F("correct") + (1 if correct else 0),
        streak=F("streak") + 1 if correct else 0,
        best_streak=Greatest("best_streak", F("streak") + 1) if correct else F("best_streak"), updated=p.moment("now")),
        write=True)


_STEP = {correct: _step(correct) for correct in (True, False)}
_FIRST_ATTEMPTS = prepared.Statement(Attempt, lambda p: Attempt.objects.filter(
    learner=p.text("learner"), kind=Attempt.FIRST).order_by().values("learner").annotate(n=Count("pk")).values_list("n"))


def _record_first(key, drill, question, correct, given, seconds, now, first_card, schedule) -> Outcome:
    if _ANSWERED.run(**question):
        return NOT_SCORED
    Attempt.objects.create(**question, kind=Attempt.FIRST, correct=correct, given=given, seconds=seconds)
    item_stats.count(drill.SLUG, question["level"], correct)
    names = {"drill": drill.SLUG, "skill": drill.SKILL, "level": level_key(drill.SLUG, question["level"])}
    # The learner's three counts are read in one query and written in one, not three of each.
    found = {scope: Stat(pk=pk, learner=key, scope=scope, key=names[scope], attempts=attempts, correct=right,
                         streak=streak, best_streak=best)
             for pk, scope, attempts, right, streak, best in _COUNTS.run(learner=key, **names)}
    stats = {}
    for scope, name in names.items():
        stat = found.get(scope) or Stat.objects.select_for_update().get_or_create(
            learner=key, scope=scope, key=name)[0]
        stat.add(correct)
        stat.updated = now
        stats[scope] = stat
    _STEP[correct].run(now=now, **{scope: stat.pk for scope, stat in stats.items()})
    if first_card is not None and (not correct or schedule.spaced_repetition):
        card = ReviewCard(**question)
        _store(card, first_card)
        card.save()
    drill_stat = stats["drill"]
    memory = skills.remember(key, drill.SLUG, question["level"], correct, seconds, now, level_stat=stats["level"],
                             scheduler=schedule.scheduler)
    first_attempts = sum(n for n, in _FIRST_ATTEMPTS.run(learner=key))
    return Outcome(
        Attempt.FIRST,
        milestone=drill_stat.streak if correct and drill_stat.streak in MILESTONES else None,
        block_done=first_attempts % BLOCK == 0,
        mastered=memory.claimed == now,  # claimed by this answer (again, after a missed retest)
        stat=drill_stat,
    )


def schedule_missed(key: str, drill: str, seed: int, level: int, table: str = "") -> bool:
    """A question of ``drill`` missed outside the trainers (a practice hand's coach refused a play)
    joins the review queue, due at once, under the table it was met under; ``False`` when that question
    already waits there."""
    question = _question(key, drill, seed, level, table)
    try:
        with transaction.atomic():
            if ReviewCard.objects.filter(**question).exists():
                return False
            card = ReviewCard(**question)
            _store(card, review.first_card(False, timezone.now(), scheduler=review.scheduler_for(key)))
            card.save()
    except IntegrityError:
        return False
    return True


# --- reading progress ---------------------------------------------------------------------------------


def streak(key: str | None, slug: str) -> Stat | None:
    if key is None:
        return None
    return Stat.objects.filter(learner=key, scope="drill", key=slug).first()


def stats(key: str | None, scope: str) -> list[Stat]:
    return list(Stat.objects.filter(learner=key, scope=scope)) if key else []


def answered(key: str | None, drill: str, seed: int, level: int, table: str = "") -> Attempt | None:
    """The last answer this learner gave to this question, under this table, if any."""
    if not key:
        return None
    return Attempt.objects.filter(**_question(key, drill, seed, level, table)).order_by("-created", "-id").first()


@dataclass(frozen=True)
class Share:
    """Today's share of the review queue: what a round serves today, and what waits for the next days."""

    cards: list[ReviewCard]
    """Due today and within today's limits, the most needed first (lowest predicted recall, then most overdue)."""
    later: int
    """Due today but over the limits: they wait for the next days."""
    limit: int
    """The learner's daily reviews."""
    done: int
    """Reviews already answered today."""


def todays_share(key: str | None, now=None) -> Share:
    """The cards a review serves today: at most the learner's daily reviews, counting those done today, and of
    them at most its daily new questions never reviewed before (counting those brought in today)."""
    if not key:
        return Share([], 0, 0, 0)
    now = now or timezone.now()
    today = review.start_of_today(now)
    # One query: the cards due, each carrying the day's counts and the learner's limits (the same for every row).
    done = Attempt.objects.filter(learner=key, kind=Attempt.REVIEW, created__gte=today).order_by().values(
        "learner").annotate(n=Count("pk")).values("n")
    brought = ReviewCard.objects.filter(learner=key, introduced__gte=today).order_by().values(
        "learner").annotate(n=Count("pk")).values("n")
    settings = Learner.objects.filter(key=key).order_by()
    default_reviews, default_new = daily_limits(None)
    due = list(ReviewCard.objects.filter(learner=key, due__lt=review.end_of_today(now)).annotate(
        done_today=Coalesce(Subquery(done), 0), brought_today=Coalesce(Subquery(brought), 0),
        daily_reviews=Coalesce(Subquery(settings.values("daily_reviews")[:1]), default_reviews),
        daily_new=Coalesce(Subquery(settings.values("daily_new")[:1]), default_new)))
    if not due:
        return Share([], 0, 0, 0)
    first = cast(Any, due[0])
    reviews, new, done_today, brought_today = first.daily_reviews, first.daily_new, first.done_today, first.brought_today
    budget, new_budget = max(0, reviews - done_today), max(0, new - brought_today)
    if len(due) > budget or sum(c.introduced is None for c in due) > new_budget:
        # Over a limit: the lowest predicted recall first (the learner's scheduler is asked only then).
        scheduler = review.scheduler_for(key)
        due.sort(key=lambda c: (skills.recall(c.card, now, scheduler), c.due, c.pk))
    else:
        due.sort(key=lambda c: (c.due, c.pk))  # all of them today: the most overdue first
    chosen: list[ReviewCard] = []
    for card in due:
        if len(chosen) >= budget:
            break
        if card.introduced is None:
            if new_budget <= 0:
                continue
            new_budget -= 1
        chosen.append(card)
    return Share(chosen, len(due) - len(chosen), reviews, done_today)


def due_today(key: str | None, now=None) -> list[ReviewCard]:
    """Review cards due before the end of today, within today's limits (:func:`todays_share`)."""
    return todays_share(key, now).cards


def waiting(key: str | None, since, now=None) -> list[ReviewCard]:
    """The review queue of a round begun at ``since``: today's share, not yet reviewed in the round,
    mixed across trainers (one of each trainer in turn, the most needed first)."""
    if not key:
        return []
    cards = [c for c in due_today(key, now) if c.last_review is None or c.last_review < since]
    by_drill: dict[str, list[ReviewCard]] = {}
    for card in cards:
        by_drill.setdefault(card.drill, []).append(card)
    return [card for card in chain.from_iterable(zip_longest(*by_drill.values())) if card is not None]


def is_waiting(key: str | None, drill: str, seed: int, level: int, since, table: str = "") -> bool:
    return any(c.drill == drill and c.seed == seed and c.level == level and c.table == table
               for c in waiting(key, since))


def cards(key: str | None) -> list[ReviewCard]:
    return list(ReviewCard.objects.filter(learner=key)) if key else []


def attempts(key: str | None, *, kind: str | None = None, since=None, last: int | None = None) -> list[Attempt]:
    if not key:
        return []
    found = Attempt.objects.filter(learner=key)
    if kind:
        found = found.filter(kind=kind)
    if since is not None:
        found = found.filter(created__gte=since)
    if last:
        return list(reversed(found.order_by("-created", "-id")[:last]))
    return list(found)


def reset(key: str | None) -> None:
    if key:
        for model in (Stat, Attempt, ReviewCard, SkillMemory):
            model.objects.filter(learner=key).delete()
