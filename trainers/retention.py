"""What the trainers keep, and for how long (``manage.py prune`` reads this module).

A learner is a random id in a cookie (:mod:`trainers.learner`), and every row of its progress is keyed by
that id: the counts, the answers, the review cards, its settings, and the rows the apps above keep for it
(practice hands), which they declare here with :func:`learner_rows` from their own ``retention`` module.
A learner's rows go together, all at once, in two cases:

- **unseen for** :data:`UNSEEN_KEPT` (400 days, about 13 months): none of its rows changed in that time.
  Its cookie lives that long after its last answer (it is sent again with every answer), and browsers keep
  no cookie longer, so nobody can reach those rows any more.
- **one answer, never back, for** :data:`ONE_ANSWER_KEPT` (7 days): a single answer and nothing else. A
  browser that keeps no cookie (a script, a private window, a crawler that posts) starts a new learner at
  every answer; a learner who comes back within the week keeps that first answer, and one who comes back
  later loses one answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from django.db import models
from django.db.models import Count
from django.utils import timezone
from django.utils.translation import gettext as _

from naipes_site.retention import register
from trainers import learner, tokens
from trainers.models import Attempt, Learner, ReviewCard, SkillMemory, Stat, UsedNonce

NONCES_KEPT = timedelta(seconds=tokens.MAX_AGE) + timedelta(hours=1)
"""A nonce is only needed while its token can still be answered, which is ``tokens.MAX_AGE`` after it was
issued, and so at most that long after it was used; an hour more covers clocks a little apart."""

UNSEEN_KEPT = timedelta(seconds=learner.MAX_AGE)
"""The learner cookie's lifetime: past it, no browser holds the id any more."""

ONE_ANSWER_KEPT = timedelta(days=7)
"""A week: long enough for a learner who answered once to come back (its first review is due within a day)."""

BATCH = 500
"""Learners forgotten per round of deletes: the statements stay short, whatever piled up."""


def used_nonces() -> int:
    deleted, _ = UsedNonce.objects.filter(created__lt=timezone.now() - NONCES_KEPT).delete()
    return deleted


@dataclass(frozen=True)
class LearnerRows:
    """A table of rows kept under a learner's id."""

    model: type[models.Model]
    seen: str
    """Its column of when a row was last written: the learner was seen then."""
    learner: str = "learner"
    """Its column holding the learner's id."""
    by_an_answer: bool = False
    """Whether a trainer's answer writes it (the count, the answer and the review card): a learner with
    rows of any other table did more than answer once."""


LEARNER_ROWS: list[LearnerRows] = []


def learner_rows(model: type[models.Model], seen: str, *, learner: str = "learner", by_an_answer: bool = False) -> None:
    """Declare a table of rows kept under a learner's id: they go with the learner (an app above calls this
    from its own ``retention`` module)."""
    rows = LearnerRows(model, seen, learner, by_an_answer)
    if rows not in LEARNER_ROWS:
        LEARNER_ROWS.append(rows)


learner_rows(Stat, "updated", by_an_answer=True)
learner_rows(Attempt, "created", by_an_answer=True)
learner_rows(ReviewCard, "updated", by_an_answer=True)
learner_rows(SkillMemory, "updated", by_an_answer=True)
learner_rows(Learner, "created", learner="key")


def _without_learners_seen_since(rows: models.QuerySet, column: str, since) -> models.QuerySet:
    for table in LEARNER_ROWS:
        recent = table.model.objects.filter(**{f"{table.seen}__gte": since}).order_by().values(table.learner)
        rows = rows.exclude(**{f"{column}__in": recent})
    return rows


def forget(keys: list[str]) -> int:
    """Every row of these learners, in every table declared; how many rows went."""
    return sum(table.model.objects.filter(**{f"{table.learner}__in": keys}).delete()[0] for table in LEARNER_ROWS)


def _forget_all(find) -> int:
    deleted, last = 0, None
    while keys := find():
        if keys == last:  # nothing went: never loop for ever
            break
        deleted += forget(keys)
        last = keys
    return deleted


def unseen_learners() -> int:
    """The learners none of whose rows changed in :data:`UNSEEN_KEPT`, with all their rows."""
    since = timezone.now() - UNSEEN_KEPT
    deleted = 0
    for table in LEARNER_ROWS:
        def find(table=table) -> list[str]:
            old = table.model.objects.filter(**{f"{table.seen}__lt": since})
            old = _without_learners_seen_since(old, table.learner, since)
            return list(old.order_by().values_list(table.learner, flat=True).distinct()[:BATCH])
        deleted += _forget_all(find)
    return deleted


def one_answer_learners() -> int:
    """The learners with one answer and nothing else, not seen for :data:`ONE_ANSWER_KEPT`, with its rows."""
    since = timezone.now() - ONE_ANSWER_KEPT

    def find() -> list[str]:
        answers = _without_learners_seen_since(Attempt.objects.all(), "learner", since)
        for table in LEARNER_ROWS:
            if not table.by_an_answer:
                answers = answers.exclude(learner__in=table.model.objects.order_by().values(table.learner))
        once = answers.order_by().values("learner").annotate(n=Count("id")).filter(n=1)
        return list(once.values_list("learner", flat=True)[:BATCH])
    return _forget_all(find)


register("used question nonces", f"{int(NONCES_KEPT.total_seconds() // 3600)} hours", used_nonces,
         lambda: _("The marks of questions already answered, which stop an answer from counting twice: %(hours)s hours.")
         % {"hours": int(NONCES_KEPT.total_seconds() // 3600)})
register("learners with one answer who never came back, with their rows", f"{ONE_ANSWER_KEPT.days} days",
         one_answer_learners,
         lambda: _("The progress of a browser that answered one question and never came back (one that keeps no "
                   "cookie starts again at every answer): %(days)s days after that answer.") % {"days": ONE_ANSWER_KEPT.days})
register("learners unseen for a long time, with all their progress", f"{UNSEEN_KEPT.days} days after their last answer",
         unseen_learners,
         lambda: _("Your progress (counts, answers, review cards, what you remember of each level, practice hands, "
                   "your settings and the review schedule fitted to your answers), kept under a random id in a cookie: "
                   "%(days)s days after your last answer, when your browser forgets that cookie.")
         % {"days": UNSEEN_KEPT.days})
