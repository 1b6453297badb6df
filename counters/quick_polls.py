"""An open score sheet's unchanged poll, answered before the middleware stack.

Every phone with a sheet open asks every ``NAIPES_SHEET_POLL_SECONDS`` whether another phone saved a change
(``…/<token>/live/?since=N``, or the view-only link's), and nearly always nothing has changed. The view
(:func:`counters.views.live_answer`) answers that with an empty ``204`` (or a ``304`` for the ``ETag`` the
phone quotes), but on the way it crossed sessions, language, CSRF, messages, CSP and htmx and loaded the
whole sheet. Here the same validator is read with one indexed query of the sheet's version, prepared once
per process (:mod:`naipes_site.prepared`); when nothing moved the answer goes back at once, with the headers
the stack below gave the first unchanged answer of its language and link (recorded once per process, as
:mod:`classroom.quick_polls` does for a live class). A moved sheet, an unknown link or anything else goes
the long way to the view, which decides as before. The version is always read from the database, so several
app servers answer alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from counters.counter import Counter
from counters.registry import by_slug
from counters.views import TOKEN_SHAPE, unchanged
from naipes_site import prepared
from naipes_site.unchanged_polls import StackHeaders

_LANG = "(?P<lang>" + "|".join(code for code, _name in settings.LANGUAGES) + ")"
_PATH = re.compile(rf"/{_LANG}/counters/(?P<slug>[a-z-]+)/(?P<view>view/)?(?P<token>[^/]+)/live/")


@cache
def _version(counter: Counter, link: str) -> prepared.Statement:
    """The version of a sheet found by its edit or view-only link: what the poll's validator is made of. The
    statement is written once per process from ``counter.sheets()``: a filter there that depends on the moment
    (sheets that expire) must take its time as a probe (``p.moment``), or it would be frozen at the first poll."""
    return prepared.Statement(counter.model, lambda p: counter.sheets().filter(**{link: p.text("token")})
                              .order_by().values_list("version")[:1])


_stack_headers = StackHeaders()
"""Per language and link (edit or view-only). They depend on neither the sheet nor the phone: the view reads no
session and sets no cookie for them."""


def version(slug: str, link: str, token: str) -> int | None:
    """The version of the sheet behind this link, or None."""
    if not TOKEN_SHAPE.fullmatch(token):
        return None
    found = _version(by_slug()[slug], link).run(token=token)
    return found[0][0] if found else None


class QuickSheetPollMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method != "GET" or not request.path_info.endswith("/live/"):
            return self.get_response(request)
        match = _PATH.fullmatch(request.path_info)
        if match is None or match["slug"] not in by_slug():
            return self.get_response(request)
        readonly = "view" if match["view"] else "edit"
        recorded = (match["lang"], readonly)
        if not _stack_headers.known(recorded):  # the first poll of its kind goes the long way, and shows the stack
            return _stack_headers.record(recorded, self.get_response(request))
        current = version(match["slug"], "view_token" if match["view"] else "token", match["token"])
        if current is None:
            return self.get_response(request)
        answer = unchanged(request, f'"{current}-{match["lang"]}-{readonly}"', current)
        if answer is None:
            return self.get_response(request)
        return _stack_headers.replay(recorded, answer)
