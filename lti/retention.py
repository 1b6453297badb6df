"""What the LTI tool keeps, and for how long (``manage.py prune`` reads this module): a launch keeps the
platform's opaque ids, the activity and the score, for as long as a school year; a login's state and nonce
for minutes."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from django.utils.translation import gettext as _

from lti.models import Launch
from lti.storage import LIFETIME, expired
from naipes_site.retention import register

KEPT = timedelta(days=400)
"""A school year and its resits: a teacher reads the report, and a grade not yet accepted is still tried."""


def old_launches() -> int:
    """Launches older than :data:`KEPT`, with their attempts and scores."""
    deleted, _ = Launch.objects.filter(created__lt=timezone.now() - KEPT).delete()
    return deleted


register(
    "LTI launches, their attempts and scores",
    f"{KEPT.days} days",
    old_launches,
    lambda: (
        _(
            "From a learning platform (LTI): the platform's anonymous ids of the student, the course and "
            "the link, the activity and the score, never a name or an e-mail address; deleted after "
            "%(days)d days."
        )
        % {"days": KEPT.days}
    ),
)
register(
    "LTI login states and nonces",
    f"{int(LIFETIME.total_seconds() // 60)} minutes",
    expired,
    lambda: (
        _(
            "A learning platform's sign-in (its state and its single-use number, no one's identity): "
            "%(minutes)d minutes."
        )
        % {"minutes": int(LIFETIME.total_seconds() // 60)}
    ),
)
