"""The cheap half of a poll: is there anything new for this phone or this projector?

Forty phones ask every two seconds, and nearly always nothing has changed. So the question is one small
indexed query, found by the hash of the phone's cookie or of the teacher link, whose row holds what the
poll's validator (its ETag) is made of: the session's state, question and version. The SQL is written by
the ORM once per database connection alias and then only executed (:mod:`naipes_site.prepared`): building
the query costs several times more than running it. Only when the validator has moved does the view make
the models, of the same row (the student with their session, or the session), and render: a moved poll
reads it once, not twice.

What is cached here is SQL text, the same for every request; the answer always comes from the
database, so several app servers see the same state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.utils import timezone

from classroom import live
from classroom.models import LiveSession
from naipes_site import prepared


@dataclass(frozen=True)
class Head:
    """What a poll's validator is made of; ``state`` already reads "ended" past the session's 12 hours.
    ``load()`` makes the student or the session of the same row, for a poll that has moved."""

    state: str
    current: int
    pace: str
    version: int
    load: Callable[[], Any] = field(compare=False, repr=False)


_SESSION_COLUMNS = prepared.columns(LiveSession)
_PLACES = [_SESSION_COLUMNS.index(name) for name in ("state", "current", "pace", "version", "ends_at")]


def _head(found: tuple[str, list[Any]] | None, offset: int, make: Callable[[str, list[Any]], Any]) -> Head | None:
    """The head of a row whose session's columns start at ``offset``; ``make(alias, row)`` loads it."""
    if found is None:
        return None
    alias, row = found
    state, current, pace, version, ends_at = (row[offset + place] for place in _PLACES)
    if timezone.now() >= ends_at:
        state = LiveSession.ENDED
    return Head(state, current, pace, version, lambda: make(alias, row))


def seat(token: str | None) -> Head | None:
    """The session of the phone holding this cookie, as its poll sees it, or None."""
    return _head(live.student_row(token), live.STUDENT_COLUMNS, live.student_from)


def panel(secret: str) -> Head | None:
    """The session behind a teacher link, as the projector's poll sees it, or None."""
    if not isinstance(secret, str) or not 20 <= len(secret) <= 64:
        return None
    return _head(live.session_row("teacher_hash", live.digest(secret)), 0, live.session_from)


def screen(key: str) -> Head | None:
    """The session behind a projector view's key, as its poll sees it, or None."""
    if not isinstance(key, str) or len(key) != 32:
        return None
    return _head(live.session_row("screen_hash", live.digest(key)), 0, live.session_from)
