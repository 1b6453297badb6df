"""A learner's own FSRS parameters, fitted from the reviews they answered (``docs/learning-loop.md``).

Every learner starts on FSRS's default parameters (:data:`trainers.review.SCHEDULER`). Once they have
answered :data:`MIN_REVIEWS` reviews a day or more after seeing the question last, over at least
:data:`MIN_QUESTIONS` questions, their history is fitted by the optimizer of ``fsrs-rs-python`` (the
open-spaced-repetition project's Rust implementation: no machine-learning framework) and the parameters are
kept on their :class:`~trainers.models.Learner` row; :func:`trainers.review.scheduler_for` schedules with
them. The thresholds come from the simulated learners of ``bench/learner_sim.py``: below them the defaults
predicted recall as well or better.

A fit takes a few milliseconds (measured in ``docs/benchmarks.md``), so it runs after a scored review, at
most once every :data:`REFIT_EVERY` per learner, outside the answer's transaction, on at most :data:`MAX_ANSWERS` of the
learner's answers. Any failure (the optimizer missing or refusing, parameters the scheduler does
not accept) keeps what was there before: a fit never breaks an answer.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import IntegrityError, transaction
from django.db.models import Q
from fsrs import Scheduler

from trainers.models import Attempt, Learner
from trainers.review import EFFORT_SECONDS, rating

log = logging.getLogger(__name__)

MIN_REVIEWS = 160
"""Reviews a day or more after the question was last seen (the ones FSRS learns from) before a fit."""

MIN_QUESTIONS = 20
"""Different questions those reviews are spread over."""

REFIT_EVERY = timedelta(days=1)
"""A learner is fitted again at most this often."""

MAX_QUESTIONS = 300
"""A fit reads the questions that made a card since the learner's this many latest ones..."""

MAX_ANSWERS = 2_000
"""...and at most this many answers: a bound on a fit's time (about 15 ms of CPU), whatever a learner's
history."""


@dataclass(frozen=True)
class Review:
    """One rating of one question: when, and how it was rated (``fsrs.Rating``)."""

    at: datetime
    rating: int


def days_between(earlier: datetime, later: datetime) -> int:
    """Whole days between two reviews, counted as ``fsrs.Scheduler`` counts them (24-hour periods)."""
    return max(0, (later - earlier).days)


def long_term_reviews(histories: Iterable[Sequence[Review]]) -> int:
    """How many reviews came a day or more after the question's previous one."""
    return sum(1 for history in histories for before, now in zip(history, history[1:], strict=False)
               if days_between(before.at, now.at) >= 1)


def enough(histories: Sequence[Sequence[Review]]) -> bool:
    """Whether a history is large enough to fit (:data:`MIN_REVIEWS` over :data:`MIN_QUESTIONS`)."""
    spread = sum(1 for history in histories if long_term_reviews([history]))
    return spread >= MIN_QUESTIONS and long_term_reviews(histories) >= MIN_REVIEWS


def valid(parameters) -> tuple[float, ...] | None:
    """The parameters as a tuple when ``fsrs.Scheduler`` accepts them (21 finite numbers within its bounds)."""
    try:
        numbers = tuple(float(x) for x in parameters)
        if any(x != x or x in (float("inf"), float("-inf")) for x in numbers):
            return None
        Scheduler(parameters=numbers)
    except (TypeError, ValueError):
        return None
    return numbers


def fit_parameters(histories: Sequence[Sequence[Review]]) -> tuple[float, ...] | None:
    """FSRS parameters fitted to these histories (one per question, oldest review first), whatever their
    size; ``None`` when the optimizer fails or gives parameters the scheduler refuses."""
    try:
        from fsrs_rs_python import DEFAULT_PARAMETERS, FSRS, FSRSItem, FSRSReview
    except ImportError:  # pragma: no cover - the package is a pinned dependency
        log.warning("fsrs-rs-python is not installed: learners keep the default parameters")
        return None
    items = []
    for history in histories:
        reviews = []
        for i, review in enumerate(history):
            delta = days_between(history[i - 1].at, review.at) if i else 0
            reviews.append(FSRSReview(int(review.rating), delta))
            if i and delta >= 1:  # what FSRS predicts: recall a day or more later
                items.append(FSRSItem(list(reviews)))
    if not items:
        return None
    try:
        fitted = FSRS(DEFAULT_PARAMETERS).compute_parameters(items, enable_short_term=True, num_relearning_steps=1)
    except Exception:  # the optimizer's own errors are plain exceptions  # noqa: BLE001
        log.exception("fitting FSRS parameters failed")
        return None
    return valid(fitted)


def fit(histories: Sequence[Sequence[Review]]) -> tuple[float, ...] | None:
    """The learner's own parameters, or ``None`` below the thresholds (the defaults stay)."""
    return fit_parameters(histories) if enough(histories) else None


# --- a learner's history and stored parameters ----------------------------------------------------------


def histories(key: str) -> list[list[Review]]:
    """The learner's rated answers, one list per question (and table), oldest first.

    A question's history starts at its first attempt: a question whose first answer is not kept (a review
    card made by a practice hand's coach, reviews imported from another device) is left out, since FSRS
    needs the first rating. A right first answer that made no card is never reviewed and teaches nothing.

    Bounded: the answers since the learner's :data:`MAX_QUESTIONS` latest questions that made a card, at most
    :data:`MAX_ANSWERS` of them from there on, so that the histories read begin with their first answer."""
    made_a_card = Q(correct=False) | Q(seconds__gt=EFFORT_SECONDS)
    since = Attempt.objects.filter(made_a_card, learner=key, kind=Attempt.FIRST).order_by(
        "-created", "-id").values_list("created", flat=True)[MAX_QUESTIONS - 1:MAX_QUESTIONS].first()
    answers = Attempt.objects.filter(learner=key)
    if since is not None:
        answers = answers.filter(created__gte=since)
    rows = answers.order_by("created", "id").values_list(
        "drill", "seed", "level", "table", "kind", "correct", "seconds", "created")[:MAX_ANSWERS]
    by_question: dict[tuple, list[Review]] = {}
    begun_before: set[tuple] = set()
    for drill, seed, level, table, kind, correct, seconds, created in rows:
        question = (drill, seed, level, table)
        if question in begun_before:
            continue
        if question not in by_question and kind != Attempt.FIRST:
            begun_before.add(question)  # its first rating is not kept, or came before `since`: left out
            continue
        by_question.setdefault(question, []).append(Review(created, int(rating(correct, seconds))))
    return [history for history in by_question.values() if len(history) > 1]


def refit(key: str, now: datetime) -> bool:
    """Fit the learner again if a day has passed since the last try; ``True`` when new parameters were kept.

    The try is claimed first (one row update), so two app servers never fit the same learner twice a day."""
    due = Q(fitted__isnull=True) | Q(fitted__lt=now - REFIT_EVERY)
    if not Learner.objects.filter(due, key=key).update(fitted=now):
        # No row yet (the learner never changed a setting), or tried within the day. A row is made only for a
        # learner with reviews enough to fit: one who answered once and never came back stays a learner of one
        # answer for the prune (trainers.retention).
        if Attempt.objects.filter(learner=key, kind=Attempt.REVIEW).count() < MIN_REVIEWS:
            return False
        try:
            with transaction.atomic():
                _, made = Learner.objects.get_or_create(key=key, defaults={"fitted": now})
        except IntegrityError:
            return False
        if not made:
            return False  # tried within the day
    parameters = fit(histories(key))
    if parameters is None:
        return False
    Learner.objects.filter(key=key).update(parameters=list(parameters))
    return True


def refit_due(fitted: datetime | None, now: datetime) -> bool:
    """Whether a learner last tried at ``fitted`` may be fitted again now."""
    return fitted is None or fitted < now - REFIT_EVERY
