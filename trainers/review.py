"""Spaced repetition with FSRS (the maintained ``fsrs`` package): when to see a question again.

A question becomes a review card when it is missed (rated *again*) or answered right with effort
(*hard*: slower than :data:`EFFORT_SECONDS`). Each review rates it again and FSRS sets the next due
date. One learning step of a minute: a missed question is due at once in today's review, and once
answered right it leaves today's queue for a later day.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import cast

from django.utils import timezone
from fsrs import Card, Rating, Scheduler
from fsrs.card import CardDict

SCHEDULER = Scheduler(learning_steps=(timedelta(minutes=1),), relearning_steps=(timedelta(minutes=1),))

EFFORT_SECONDS = 45
"""A right answer that took longer than this was effortful: worth seeing again."""


def rating(correct: bool, seconds: int | None) -> Rating:
    if not correct:
        return Rating.Again
    if seconds is not None and seconds > EFFORT_SECONDS:
        return Rating.Hard
    return Rating.Good


def first_card(correct: bool, at: datetime, seconds: int | None = None) -> Card:
    """The card of a question just answered for the first time (missed, or right with effort)."""
    # The id fsrs would give it (the time in milliseconds), named here: left to fsrs, making it sleeps a
    # millisecond, which an answer's request would wait.
    card, _log = SCHEDULER.review_card(Card(card_id=int(at.timestamp() * 1000), due=at), rating(correct, seconds),
                                       review_datetime=at)
    return card


def reviewed(stored: dict, correct: bool, at: datetime, seconds: int | None = None) -> Card:
    """The card after one more review of it."""
    card, _log = SCHEDULER.review_card(Card.from_dict(cast(CardDict, stored)), rating(correct, seconds), review_datetime=at)
    return card


def end_of_today(now: datetime | None = None) -> datetime:
    """Midnight at the end of the site's day (``TIME_ZONE``): "due today" means due before this."""
    local = timezone.localtime(now or timezone.now())
    return timezone.make_aware(datetime.combine(local.date() + timedelta(days=1), time.min), local.tzinfo)


def start_of_today(now: datetime | None = None) -> datetime:
    """Midnight at the start of the site's day: "done today" means done since this."""
    return end_of_today(now) - timedelta(days=1)


def scheduler_for(learner_key: str) -> Scheduler:
    """The scheduler of one learner's memory: every caller asks here, never :data:`SCHEDULER` itself, so that a
    learner's own parameters can be given in one place."""
    return SCHEDULER
