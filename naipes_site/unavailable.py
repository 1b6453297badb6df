"""The database out of reach (a server stopped or restarting, a wrong path): a short 503 page in the
user's language with ``Retry-After``, instead of the generic 500, and one log line per interval instead of
a traceback per request. Pages that need no database (the rules, the glossary, static files) never get here.

:func:`naipes_site.views.server_error` asks :func:`answer` first: every uncaught exception passes there,
whichever layer raised it (a view, a middleware, the session or the cache).
"""

from __future__ import annotations

import logging
import threading
import time

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.utils import translation

logger = logging.getLogger("naipes_site.unavailable")

RETRY_AFTER = 30
"""Seconds a client is asked to wait: about what a database restart takes."""
LOG_EVERY = 60.0
"""At most one log line per this many seconds (per process), however many requests fail."""



class OncePer:
    """A log line at most once per ``seconds`` in this process, saying how many it kept quiet since: an
    outage that fails every request writes one line a minute, not one per request."""

    def __init__(self, log: logging.Logger, seconds: float = LOG_EVERY) -> None:
        self.log, self.seconds = log, seconds
        self.lock = threading.Lock()
        self.last, self.quiet = float("-inf"), 0

    def __call__(self, level: int, message: str, exc: BaseException) -> None:
        now = time.monotonic()
        with self.lock:
            if now - self.last < self.seconds:
                self.quiet += 1
                return
            quiet, self.quiet, self.last = self.quiet, 0, now
        first_line = (str(exc).strip().splitlines() or [""])[0][:200]
        self.log.log(level, "%s: %s: %s (%d more since the last line)", message, type(exc).__name__, first_line,
                     quiet)


_log = OncePer(logger)


def is_unreachable(exc: BaseException | None) -> bool:
    """Errors of the connection, not of a query: no connection, a dropped one, a locked or missing file."""
    return isinstance(exc, OperationalError | InterfaceError)


def _language(request: HttpRequest) -> str:
    codes = [code for code, _name in settings.LANGUAGES]
    first = request.path.lstrip("/").split("/", 1)[0]
    if first in codes:
        return first
    return translation.get_language_from_request(request, check_path=False)[:2]


def answer(request: HttpRequest, exc: BaseException) -> HttpResponse:
    """The 503 page, rendered without the database (no context processors, no session)."""
    _log(logging.ERROR, "database unavailable, answering 503", exc)
    lang = _language(request)
    with translation.override(lang):
        html = render_to_string("503.html", {"lang": lang, "minutes": 1})
    response = HttpResponse(html, status=503)
    response["Retry-After"] = str(RETRY_AFTER)
    response["Cache-Control"] = "no-store"
    response._has_been_logged = True  # logged above, once per interval
    return response
