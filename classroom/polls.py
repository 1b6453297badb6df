"""The cheap half of a poll: is there anything new for this phone or this projector?

Forty phones ask every two seconds, and nearly always nothing has changed. So the question is one small
indexed query that reads only what the poll's validator (its ETag) is made of: the session's state,
question and version, found by the hash of the phone's cookie or of the teacher link. The SQL is
written by the ORM once per database connection alias and then only executed (:mod:`naipes_site.prepared`):
building the query costs several times more than running it. Only when the validator has moved does the
view load the models and render.

What is cached here is SQL text, the same for every request; the answer always comes from the
database, so several app servers see the same state.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils import timezone

from classroom.live import digest
from classroom.models import LiveSession, Student
from naipes_site import prepared


@dataclass(frozen=True)
class Head:
    """What a poll's validator is made of; ``state`` already reads "ended" past the session's 12 hours."""

    state: str
    current: int
    pace: str
    version: int


_FIELDS = ("state", "current", "pace", "version", "ends_at")

_HEADS = {
    "seat": prepared.Statement(Student, lambda p: Student.objects.filter(token_hash=p.text("hash")).order_by()
                               .values_list(*(f"session__{f}" for f in _FIELDS))[:1]),
    **{kind: prepared.Statement(LiveSession, lambda p, column=column: LiveSession.objects.filter(
        **{column: p.text("hash")}).order_by().values_list(*_FIELDS)[:1])
       for kind, column in (("panel", "teacher_hash"), ("screen", "screen_hash"))},
}


def _head(kind: str, secret: str) -> Head | None:
    _alias, found = _HEADS[kind].rows(hash=digest(secret))
    if not found:
        return None
    state, current, pace, version, ends_at = found[0]
    if timezone.now() >= ends_at:
        state = LiveSession.ENDED
    return Head(state, current, pace, version)


def seat(token: str | None) -> Head | None:
    """The session of the phone holding this cookie, as its poll sees it, or None."""
    if not token or len(token) > 64:
        return None
    return _head("seat", token)


def panel(secret: str) -> Head | None:
    """The session behind a teacher link, as the projector's poll sees it, or None."""
    if not isinstance(secret, str) or not 20 <= len(secret) <= 64:
        return None
    return _head("panel", secret)


def screen(key: str) -> Head | None:
    """The session behind a projector view's key, as its poll sees it, or None."""
    if not isinstance(key, str) or len(key) != 32:
        return None
    return _head("screen", key)
