"""Unchanged polls answered before the middleware stack: a phone's seat, the teacher's panel, the projector.

A live class of 30 sends about 19 polls a second and nearly every one finds nothing new. The view already
answers those with one precompiled query (:mod:`classroom.polls`) and an empty ``204`` (or ``304``), but
on the way it crossed sessions, language, CSRF, messages, CSP and htmx, which cost twice the view. This
middleware sits just under the guards (request id, Host, text) and asks the same query with the same
validator: when the poll is unchanged it answers at once, with the headers the stack below gave the last
unchanged answer of that kind (recorded the first time, as :mod:`naipes_site.page_cache` does for rule
pages). Anything else (a changed poll, an unknown cookie or link, a first answer of its kind) goes the
long way to the view, which decides exactly as before. The state is always read from the database, so
several app servers answer alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from classroom import polls
from classroom.live_views import COOKIE, _conditional, _panel_key, _seat_key
from classroom.screen_views import _key as _screen_key
from naipes_site.unchanged_polls import StackHeaders


@dataclass(frozen=True)
class _Poll:
    kind: str
    path: re.Pattern[str]
    head: Callable[[HttpRequest, re.Match[str]], polls.Head | None]
    key: Callable[[polls.Head], str]


_LANG = "(?P<lang>" + "|".join(code for code, _name in settings.LANGUAGES) + ")"

_POLLS = (
    _Poll("seat", re.compile(rf"/{_LANG}/join/seat/poll/"),
          lambda request, _match: polls.seat(request.COOKIES.get(COOKIE)), _seat_key),
    _Poll("panel", re.compile(rf"/{_LANG}/classroom/live/(?P<secret>[^/]+)/panel/"),
          lambda _request, match: polls.panel(match["secret"]), _panel_key),
    _Poll("screen", re.compile(rf"/{_LANG}/classroom/screen/(?P<key>[^/]+)/poll/"),
          lambda _request, match: polls.screen(match["key"]), _screen_key),
)

_stack_headers = StackHeaders()
"""Per kind of poll and language. They depend on neither the session nor the phone: the view reads no session
and sets no cookie."""


class QuickPollMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method != "GET" or not request.path_info.endswith("/poll/") \
                and not request.path_info.endswith("/panel/"):
            return self.get_response(request)
        for poll in _POLLS:
            match = poll.path.fullmatch(request.path_info)
            if match:
                return self._answer(request, poll, match)
        return self.get_response(request)

    def _answer(self, request: HttpRequest, poll: _Poll, match: re.Match[str]) -> HttpResponse:
        recorded = (poll.kind, match["lang"])
        if not _stack_headers.known(recorded):  # the first poll of its kind goes the long way, and shows the stack
            return _stack_headers.record(recorded, self.get_response(request))
        head = poll.head(request, match)
        unchanged = _conditional(request, poll.key(head)) if head is not None else None
        if unchanged is None:
            # The view loads, renders or refuses, as always; it is handed the validator just read, which it
            # would otherwise ask the database again for.
            request.live_poll_head = head
            return self.get_response(request)
        return _stack_headers.replay(recorded, unchanged)
