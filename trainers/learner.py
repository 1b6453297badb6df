"""Who is learning: a random id in a long-lived cookie, so progress belongs to the browser.

No account and no personal data: the id is random, and only progress is stored under it. A browser
that kept its progress under its session key before the cookie existed keeps it (the key is adopted).
"""

from __future__ import annotations

import re
import secrets
from functools import wraps

from django.conf import settings

from trainers.models import Learner

COOKIE = "naipes_learner"
MAX_AGE = 400 * 24 * 60 * 60
"""About 13 months, the longest a browser keeps a cookie: long enough for reviews months apart. The cookie is
sent again with every answer, and a learner unseen for that long is pruned (:mod:`trainers.retention`)."""

_ID = re.compile(r"[A-Za-z0-9_-]{20,40}")


def current(request) -> str | None:
    """This browser's learner id, or ``None`` when it has not answered anything yet."""
    key = getattr(request, "_learner", None)
    if key:
        return key
    session = getattr(request, "session", None)
    # Reading the session, even when the cookie answers, marks the response "Vary: Cookie": no shared
    # cache may then serve one browser's counts to another.
    adopted = session.session_key if session is not None and session.get("trainers") else None
    value = request.COOKIES.get(COOKIE, "")
    if _ID.fullmatch(value):
        return value
    return adopted or None


def ensure(request) -> str:
    """This browser's learner id, made now if needed; :func:`keeps_learner` sends the cookie."""
    key = current(request) or secrets.token_urlsafe(24)
    request._learner = key
    # Sent again with everything recorded, so that it lives MAX_AGE after the learner's last answer, which is
    # how long the rows under it are kept (trainers.retention), not MAX_AGE after the first.
    request._learner_cookie = key
    return key


def keeps_learner(view):
    """Send the learner cookie with the response when the view made or adopted an id."""
    @wraps(view)
    def wrapped(request, *args, **kwargs):
        response = view(request, *args, **kwargs)
        key = getattr(request, "_learner_cookie", None)
        if key:
            response.set_cookie(COOKIE, key, max_age=MAX_AGE, httponly=True, samesite="Lax",
                                secure=settings.SESSION_COOKIE_SECURE)
        return response
    return wrapped


def spaced_repetition(key: str | None) -> bool:
    """Whether this learner schedules reviews for later days (on unless switched off)."""
    if not key:
        return True
    setting = Learner.objects.filter(key=key).values_list("spaced_repetition", flat=True).first()
    return True if setting is None else setting


def set_spaced_repetition(key: str, on: bool) -> None:
    Learner.objects.update_or_create(key=key, defaults={"spaced_repetition": on})


DAILY_REVIEWS = (5, 500)
"""The daily reviews a learner may choose, from and to."""
DAILY_NEW = (0, 200)
"""The new questions a day a learner may choose, from and to."""


def daily_limits(key: str | None) -> tuple[int, int]:
    """This learner's most reviews a day and most new questions a day (the defaults when it has no settings)."""
    found = Learner.objects.filter(key=key).values_list("daily_reviews", "daily_new").first() if key else None
    if found is None:
        return (Learner._meta.get_field("daily_reviews").default, Learner._meta.get_field("daily_new").default)
    return found


def set_daily_limits(key: str, reviews: int, new: int) -> None:
    Learner.objects.update_or_create(key=key, defaults={"daily_reviews": reviews, "daily_new": new})


def review_round(request, restart: bool = False):
    """When this browser's review round began (kept in its session, which lives in the database).

    A question of the queue is served once per round: answered right it leaves today's queue; missed
    again it waits for the next round.
    """
    from django.utils import timezone
    from django.utils.dateparse import parse_datetime

    started = None if restart else parse_datetime(request.session.get("review_round") or "")
    if started is None:
        started = timezone.now()
        request.session["review_round"] = started.isoformat()
    return started
