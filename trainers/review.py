"""Spaced repetition with FSRS (the maintained ``fsrs`` package): when to see a question again.

A question becomes a review card when it is missed (rated *again*) or answered right with effort
(*hard*: slower than :data:`EFFORT_SECONDS`). Each review rates it again and FSRS sets the next due
date. One learning step of a minute: a missed question is due at once in today's review, and once
answered right it leaves today's queue for a later day.

A learner with enough reviews is scheduled with FSRS parameters of their own (:mod:`trainers.schedules`);
:func:`scheduler_for` is the one way to a learner's scheduler.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, time, timedelta
from functools import lru_cache
from typing import cast

from django.utils import timezone
from fsrs import Card, Rating, Scheduler
from fsrs.card import CardDict

from trainers.models import Learner

STEPS = (timedelta(minutes=1),)
SCHEDULER = Scheduler(learning_steps=STEPS, relearning_steps=STEPS)
"""The defaults: every learner's scheduler until their own parameters are fitted."""

EFFORT_SECONDS = 45
"""A right answer that took longer than this was effortful: worth seeing again."""


def rating(correct: bool, seconds: int | None) -> Rating:
    if not correct:
        return Rating.Again
    if seconds is not None and seconds > EFFORT_SECONDS:
        return Rating.Hard
    return Rating.Good


@lru_cache(maxsize=256)
def _scheduler(parameters: tuple[float, ...]) -> Scheduler:
    return Scheduler(parameters=parameters, learning_steps=STEPS, relearning_steps=STEPS)


def scheduler_of(parameters) -> Scheduler:
    """The scheduler of these stored parameters, or :data:`SCHEDULER` when there are none or the scheduler
    refuses them (a learner's stored row is never trusted to be well formed)."""
    if not parameters:
        return SCHEDULER
    try:
        return _scheduler(tuple(float(x) for x in parameters))
    except (TypeError, ValueError):
        return SCHEDULER


@dataclass(frozen=True)
class Schedule:
    """What one read of a learner's row says about scheduling them."""

    scheduler: Scheduler
    spaced_repetition: bool = True
    fitted: datetime | None = None
    """When their parameters were last fitted (or a fit tried): ``None`` never."""


def schedule_of(learner_key: str | None) -> Schedule:
    """The learner's scheduler and setting, in one query."""
    row = Learner.objects.filter(key=learner_key).values_list(
        "parameters", "spaced_repetition", "fitted").first() if learner_key else None
    if row is None:
        return Schedule(SCHEDULER)
    parameters, spaced, fitted = row
    return Schedule(scheduler_of(parameters), spaced, fitted)


def scheduler_for(learner_key: str) -> Scheduler:
    """The learner's own scheduler once their parameters are fitted, else the defaults (:data:`SCHEDULER`)."""
    return schedule_of(learner_key).scheduler


def first_card(correct: bool, at: datetime, seconds: int | None = None, scheduler: Scheduler = SCHEDULER) -> Card:
    """The card of a question just answered for the first time (missed, or right with effort)."""
    # The id fsrs would give it (the time in milliseconds), named here: left to fsrs, making it sleeps a
    # millisecond, which an answer's request would wait.
    card, _log = scheduler.review_card(Card(card_id=int(at.timestamp() * 1000), due=at), rating(correct, seconds),
                                       review_datetime=at)
    return card


def reviewed(stored: dict, correct: bool, at: datetime, seconds: int | None = None,
             scheduler: Scheduler = SCHEDULER) -> Card:
    """The card after one more review of it."""
    card, _log = scheduler.review_card(Card.from_dict(cast(CardDict, stored)), rating(correct, seconds), review_datetime=at)
    return card


def end_of_today(now: datetime | None = None) -> datetime:
    """Midnight at the end of the site's day (``TIME_ZONE``): "due today" means due before this."""
    local = timezone.localtime(now or timezone.now())
    return timezone.make_aware(datetime.combine(local.date() + timedelta(days=1), time.min), local.tzinfo)


def start_of_today(now: datetime | None = None) -> datetime:
    """Midnight at the start of the site's day: "done today" means done since this."""
    return end_of_today(now) - timedelta(days=1)
