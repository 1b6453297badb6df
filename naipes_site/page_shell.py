"""A page's layout rendered once, around the one part that changes at each request; a page the same for
everyone but its CSRF token rendered once.

A trainer's new question is made for each request (a fresh seed, a signed token, a CSRF token), but the
page around it (head, header, navigation, the drill's title, levels and breadcrumbs, footer) is the same
for every request of that address and language: rendering it costs as much as the question. The
template is rendered once with a marker where the changing part goes, split there, and the two halves
are kept per process (``template_fragments``), compressed once as well (:mod:`naipes_site.gzip_pieces`); each
request renders only its part and joins the three.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from django.core.cache import caches
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.template.loader import render_to_string
from django.utils.safestring import mark_safe

from naipes_site import gzip_pieces, head, table_rules

SLOT = "slot_html"
"""The context variable the page's template writes where the changing part goes."""

_MARK = mark_safe("<!--naipes:slot-->")


def around(request: HttpRequest, template: str, context: dict, part: Callable[[], str]) -> HttpResponse:
    """``template`` as it renders with ``context``, with what ``part()`` makes in its slot, as a response. The
    layout is rendered the first time for this scheme, host and address (path and query, which the language
    links carry), so the caller passes only addresses whose layout nothing else changes but the tables the
    browser keeps (a layout names the table its page follows), from a bounded set. A ``HEAD`` makes neither
    (:mod:`naipes_site.head`): the part's CSRF token, if it writes one, is asked for by the caller."""
    if head.skips(request):
        return head.without_body(request)
    key = _hashed(f"shell:{template}:{request.scheme}://{request.get_host()}{request.get_full_path()}:"
                  f"{table_rules.kept_cookies(request)}")
    cache = caches["template_fragments"]
    halves = cache.get(key)
    if halves is None:
        page = render_to_string(template, {**context, SLOT: _MARK}, request)
        first, _mark, tail = page.partition(_MARK)
        if not _mark or _MARK in tail:
            raise ValueError(f"{template} must write {{{{ {SLOT} }}}} exactly once")
        halves = (gzip_pieces.fixed(first), gzip_pieces.fixed(tail))
        cache.set(key, halves, None)
    return gzip_pieces.response(request, [halves[0], part(), halves[1]])


_CSRF_MARK = mark_safe("<naipes-csrf>")
"""Where the CSRF token goes: text from a visitor is escaped (``&lt;``), so it can never read the same."""


def once(request: HttpRequest, template: str, context: dict | Callable[[], dict], key: str) -> HttpResponse:
    """``template`` rendered with ``context``, kept per process (the bounded ``query_pages`` cache) under
    ``key``, which names everything the page depends on but the CSRF token, as a response: each request
    gets its own token written in, as ``{{ csrf_token }}`` and ``{% csrf_token %}`` would (and the cookie
    it needs). The pieces between the tokens are kept compressed (:mod:`naipes_site.gzip_pieces`).
    ``context`` may be a function that makes it, called only when the page is not kept yet. A ``HEAD`` builds
    no body (:mod:`naipes_site.head`): a page kept tells whether it writes the token, else its templates do,
    else it is rendered and kept."""
    key = _hashed(f"once:{key}")
    cache = caches["query_pages"]
    between = cache.get(key)
    if between is not None and head.skips(request):
        return head.without_body(request, token=len(between) > 1)
    if between is None:
        made = context() if callable(context) else context
        answer = head.unrendered(request, template, made) if head.skips(request) else None
        if answer is not None:
            return answer
        page = render_to_string(template, {**made, "csrf_token": _CSRF_MARK}, request)
        between = [gzip_pieces.fixed(piece) for piece in page.split(_CSRF_MARK)]
        cache.set(key, between)
    pieces: list[gzip_pieces.Fixed | str] = [between[0]]
    if len(between) > 1:
        token = get_token(request)
        for piece in between[1:]:
            pieces += [token, piece]
    return gzip_pieces.response(request, pieces)


def _hashed(key: str) -> str:
    """A short key for any address (a cache key holds at most 250 characters)."""
    return hashlib.sha1(key.encode(), usedforsecurity=False).hexdigest()
