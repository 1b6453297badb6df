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

The three addresses are the URLconf's, never typed again here: when the middleware is built it reverses each
poll's URL name in every language and compiles the route that resolves it, so a moved route is followed (a
URLconf without the live class leaves that poll to the stack).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.urls import NoReverseMatch, resolve, reverse
from django.urls.resolvers import RoutePattern
from django.utils import translation

from classroom import polls
from classroom.live_views import COOKIE, _conditional, _panel_key, _seat_key
from classroom.screen_views import _key as _screen_key
from naipes_site.unchanged_polls import StackHeaders


@dataclass(frozen=True)
class _Poll:
    kind: str
    url_name: str
    arguments: tuple[str, ...]
    head: Callable[[HttpRequest, re.Match[str]], polls.Head | None]
    key: Callable[[polls.Head], str]


_POLLS = (
    _Poll("seat", "join:poll", (), lambda request, _match: polls.seat(request.COOKIES.get(COOKIE)), _seat_key),
    _Poll("panel", "classroom:live-panel", ("secret",), lambda _request, match: polls.panel(match["secret"]),
          _panel_key),
    _Poll("screen", "classroom:screen-poll", ("key",), lambda _request, match: polls.screen(match["key"]),
          _screen_key),
)


def _routes() -> list[tuple[_Poll, str, str]]:
    """Each poll in each language with the URLconf's route that answers it (``es/join/seat/poll/``)."""
    found = []
    for poll in _POLLS:
        for lang, _name in settings.LANGUAGES:
            with translation.override(lang):
                try:
                    resolved = resolve(reverse(poll.url_name, kwargs=dict.fromkeys(poll.arguments, "x")))
                except NoReverseMatch:  # a URLconf without it: that poll goes the long way
                    continue
            if resolved.view_name == poll.url_name:  # (an earlier route that takes its path serves it instead)
                found.append((poll, lang, resolved.route))
    return found


def _compiled(route: str) -> re.Pattern[str]:
    """A route as the resolver compiles it, for a whole path (with its leading ``/``)."""
    return re.compile("/" + RoutePattern(route, is_endpoint=True).regex.pattern.removeprefix("^"))


def _last_step(route: str) -> str:
    """The route's last step (``/poll/``), which the path ends with: ``/`` when it is a parameter."""
    last = route.rstrip("/").rsplit("/", 1)[-1]
    return "/" if "<" in last else f"/{last}/"


_stack_headers = StackHeaders()
"""Per kind of poll and language. They depend on neither the session nor the phone: the view reads no session
and sets no cookie."""


class QuickPollMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        routes = _routes()
        self.routes = [(poll, lang, _compiled(route)) for poll, lang, route in routes]
        self.endings = tuple({_last_step(route) for _poll, _lang, route in routes})

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method != "GET" or not request.path_info.endswith(self.endings):
            return self.get_response(request)
        found = self.route(request.path_info)
        if found:
            return self._answer(request, *found)
        return self.get_response(request)

    def route(self, path: str) -> tuple[_Poll, str, re.Match[str]] | None:
        """The poll a path asks, its language and the route's match; ``None`` for any other path."""
        for poll, lang, pattern in self.routes:
            match = pattern.match(path)
            if match:
                return poll, lang, match
        return None

    def _answer(self, request: HttpRequest, poll: _Poll, lang: str, match: re.Match[str]) -> HttpResponse:
        recorded = (poll.kind, lang)
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
