"""Grades back to the platform (LTI Assignment and Grade Services), through an outbox.

A finished attempt puts one row in :class:`~lti.models.ScoreToSend` (one per attempt: the attempt is the
idempotency key, so finishing twice adds nothing); :func:`send_due` posts the rows that are due with
pylti1p3's grade service and marks each sent once the platform accepted it, so a score goes at most once.
A refused or failed post is tried again later, each wait twice the last (``manage.py lti send-scores``, which
a scheduler runs every few minutes, and every new finish, send what is due)."""

from __future__ import annotations

import logging
from datetime import timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone
from pylti1p3.assignments_grades import AssignmentsGradesService
from pylti1p3.exception import LtiException, LtiServiceException
from pylti1p3.grade import Grade
from pylti1p3.service_connector import ServiceConnector
from requests import RequestException

from lti import http
from lti.launches import SCORE_SCOPE
from lti.models import Attempt, ScoreToSend
from lti.tool import registration_of

logger = logging.getLogger("lti")

FIRST_WAIT = timedelta(minutes=1)
LONGEST_WAIT = timedelta(hours=6)
GIVE_UP_AFTER = 30
"""Tries before a score is left unsent (about a week at the longest wait); the teacher's report says so."""


def finish(attempt: Attempt) -> ScoreToSend | None:
    """Queue the attempt's score (once), if its launch can send one."""
    if not (attempt.launch.can_score and attempt.launch.lineitem_url):
        return None
    try:
        with transaction.atomic():
            row, _ = ScoreToSend.objects.get_or_create(attempt=attempt)
    except IntegrityError:  # a second finish at the same moment: the first row stands
        row = ScoreToSend.objects.get(attempt=attempt)
    return row


def grade_of(attempt: Attempt) -> Grade:
    return (
        Grade()
        .set_score_given(attempt.right)
        .set_score_maximum(attempt.asked)
        .set_activity_progress("Completed")
        .set_grading_progress("FullyGraded")
        .set_timestamp((attempt.finished or timezone.now()).isoformat())
        .set_user_id(attempt.launch.sub)
    )


def send(row: ScoreToSend) -> bool:
    """Post one score; true once the platform accepted it."""
    attempt = row.attempt
    launch = attempt.launch
    connector = ServiceConnector(registration_of(launch.platform), requests_session=http.session)
    service = AssignmentsGradesService(connector, {"scope": [SCORE_SCOPE], "lineitem": launch.lineitem_url})
    try:
        service.put_grade(grade_of(attempt))
    except (LtiServiceException, LtiException, RequestException, ValueError, KeyError, TypeError) as exc:
        wait = min(LONGEST_WAIT, FIRST_WAIT * 2**row.tries)
        ScoreToSend.objects.filter(pk=row.pk, sent__isnull=True).update(
            tries=row.tries + 1, next_try=timezone.now() + wait, last_error=type(exc).__name__[:200]
        )
        logger.warning("lti score not accepted (try %d): %s", row.tries + 1, type(exc).__name__)
        return False
    ScoreToSend.objects.filter(pk=row.pk).update(sent=timezone.now(), tries=row.tries + 1, last_error="")
    return True


def send_due(limit: int = 50) -> tuple[int, int]:
    """Send what is due; ``(sent, failed)``. Each row is claimed first (its next try pushed on), so two
    senders at once never post the same score twice."""
    sent = failed = 0
    now = timezone.now()
    due = ScoreToSend.objects.filter(sent__isnull=True, next_try__lte=now, tries__lt=GIVE_UP_AFTER)
    for pk in list(due.order_by("next_try").values_list("pk", flat=True)[:limit]):
        claimed = ScoreToSend.objects.filter(pk=pk, sent__isnull=True, next_try__lte=now).update(
            next_try=now + FIRST_WAIT
        )
        if not claimed:
            continue
        row = ScoreToSend.objects.select_related("attempt__launch__platform").get(pk=pk)
        if send(row):
            sent += 1
        else:
            failed += 1
    return sent, failed
