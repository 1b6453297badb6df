"""What an unchanged poll answered before the middleware stack carries: the headers the stack gave the first one.

A poll that finds nothing new (a live class's seat, panel or projector; a score sheet open on another phone)
gets an empty 204 or 304 whose headers depend on neither the session nor the phone, only on the kind of poll
and the language. An early middleware (:mod:`classroom.quick_polls`, :mod:`counters.quick_polls`) lets the
first one of each kind go the long way, records what the stack added, and replays it on the next ones.
"""

from __future__ import annotations

from collections.abc import Hashable

from django.http import HttpResponse

OWN_HEADERS = frozenset({"etag", "content-length", "x-request-id"})
"""Set for each answer (its validator, its length; the request id by the guard above), never replayed."""


class StackHeaders:
    """Per kind of poll: the headers the middleware below added to its first unchanged answer (a 204 or a
    304, which get the same), kept for the life of the process."""

    def __init__(self) -> None:
        self._by_kind: dict[Hashable, list[tuple[str, str]]] = {}

    def known(self, kind: Hashable) -> bool:
        return kind in self._by_kind

    def record(self, kind: Hashable, response: HttpResponse) -> HttpResponse:
        """The long way's answer, unchanged; an unchanged one that sets no cookie is remembered for ``kind``."""
        if response.status_code in (204, 304) and not response.cookies:
            self._by_kind[kind] = [(name, value) for name, value in response.items()
                                   if name.lower() not in OWN_HEADERS]
        return response

    def replay(self, kind: Hashable, unchanged: HttpResponse) -> HttpResponse:
        """``unchanged`` (a 204 or 304 with its ETag) with the headers recorded for ``kind``."""
        for name, value in self._by_kind[kind]:
            unchanged[name] = value
        unchanged["Content-Length"] = "0"
        return unchanged

    def clear(self) -> None:
        self._by_kind.clear()
