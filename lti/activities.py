"""The LTI tool as a host of the apps' activities (the ``activities`` hook, :mod:`naipes_site.activities`): a launch of
an activity another app offers (a practice hand, a shared deal) opens that app's page, framed by the launching
platform only, and the app's "finished with ``given`` of ``maximum``" becomes the launch's one attempt and its
grade, through the outbox (:mod:`lti.scores`).

The context handed to the app is the launch's signed ticket (:func:`lti.launches.ticket`): the app never sees the
platform, the user or the line item."""

from __future__ import annotations

import uuid

from django.db import IntegrityError, transaction
from django.http import HttpResponse
from django.utils import timezone

from lti import framing, launches, scores
from lti.models import Attempt, Platform
from lti.pages import HOST
from naipes_site.activities import HOSTS, Host, Score

NAME = HOST

ATTEMPT = uuid.UUID("6c1d0f0e-5b1a-4c55-9d1e-7a4c1b0a9e31")
"""The namespace of an activity attempt's id: one attempt a launch, whatever the app reports after the first."""


def attempt_id(launch_pk: uuid.UUID) -> uuid.UUID:
    return uuid.uuid5(ATTEMPT, str(launch_pk))


def _frame(context: str, response: HttpResponse) -> HttpResponse:
    launch = launches.from_ticket(context)
    return framing.allow(response, [launch.platform] if launch is not None else [])


def _finished(context: str, activity: str, score: Score) -> bool:
    """The launch's attempt, the first time only (its id is the launch's), and its grade queued and sent."""
    launch = launches.from_ticket(context)
    if launch is None or launch.teacher or launch.activity != activity:
        return False
    try:
        with transaction.atomic():
            attempt = Attempt.objects.create(
                id=attempt_id(launch.pk),
                launch=launch,
                asked=score.maximum,
                answered=score.maximum,
                right=score.given,
                finished=timezone.now(),
            )
    except IntegrityError:  # finished before: a reload, "back", a second tab
        return False
    if scores.finish(attempt) is not None:
        scores.send_due()
    return True


def _valid(context: str) -> bool:
    return launches.from_ticket(context) is not None


def _refusal_origins() -> list[str]:
    return sorted({origin for platform in Platform.objects.all() for origin in framing.origins_of(platform)})


HOSTS.register(
    Host(name=NAME, frame=_frame, finished=_finished, valid=_valid, refusal_origins=_refusal_origins)
)
