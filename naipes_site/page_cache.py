"""Rule pages served from memory, already compressed, and answered ``304`` when the browser has them.

A rule page is the same for everyone who asks for the same path: it is rendered once per language,
page and variant, compressed once, and kept in the ``content`` cache (per process: it is derived data,
rebuilt from the files at will). Each answer then costs a dictionary look-up, not a template and a
gzip. The key holds the Markdown file's modification time, so an edited page is rebuilt.
"""

from __future__ import annotations

import gzip
import hashlib
import time
from collections.abc import Callable
from pathlib import Path

from django.core.cache import caches
from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response, patch_vary_headers
from django.utils.http import http_date
from django.utils.regex_helper import _lazy_re_compile

CACHE_CONTROL = "public, max-age=300"
"""Five minutes fresh in the browser and in any proxy; after that a cheap ``304`` revalidation."""

_VARIANT_QUERY = _lazy_re_compile(r"variant=[a-z0-9-]{1,40}")
_ACCEPTS_GZIP = _lazy_re_compile(r"\bgzip\b")


def _key(request: HttpRequest, source: Path) -> str | None:
    """The cache key of this request's page; ``None`` when it must be rendered afresh (a query string
    other than one variant, which the page echoes in its links; an htmx request)."""
    query = request.META.get("QUERY_STRING", "")
    if (query and not _VARIANT_QUERY.fullmatch(query)) or request.headers.get("HX-Request"):
        return None
    try:
        mtime = source.stat().st_mtime_ns
    except OSError:
        return None
    raw = f"{request.scheme}|{request.get_host()}|{request.path}|{query}|{mtime}"
    return "page:" + hashlib.sha1(raw.encode(), usedforsecurity=False).hexdigest()


def serve(request: HttpRequest, source: Path, render: Callable[[], HttpResponse]) -> HttpResponse:
    """The page ``render`` makes, from the cache when it is there; ``source`` is its Markdown file."""
    key = _key(request, source)
    if key is None:
        return render()
    cache = caches["content"]
    entry = cache.get(key)
    if entry is None:
        response = render()
        # Only a plain 200 that sets no cookie is the same for everybody.
        if response.status_code != 200 or response.cookies or request.META.get("CSRF_COOKIE_NEEDS_UPDATE"):
            return response
        body = response.content
        entry = {
            "plain": body,
            "gzip": gzip.compress(body, compresslevel=6, mtime=0),
            "etag": '"' + hashlib.sha256(body).hexdigest()[:32] + '"',
            "modified": int(time.time()),
            "type": response["Content-Type"],
        }
        cache.set(key, entry, None)
    return _answer(request, entry)


def _answer(request: HttpRequest, entry: dict) -> HttpResponse:
    gzipped = bool(_ACCEPTS_GZIP.search(request.headers.get("Accept-Encoding", "")))
    response = HttpResponse(entry["gzip"] if gzipped else entry["plain"], content_type=entry["type"])
    if gzipped:
        response["Content-Encoding"] = "gzip"
    patch_vary_headers(response, ("Accept-Encoding",))
    response["ETag"] = entry["etag"]
    response["Last-Modified"] = http_date(entry["modified"])
    response["Cache-Control"] = CACHE_CONTROL
    return get_conditional_response(request, etag=entry["etag"], last_modified=entry["modified"],
                                    response=response)
