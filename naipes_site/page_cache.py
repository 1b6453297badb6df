"""Rule pages served from memory, already compressed, and answered ``304`` when the browser has them.

A rule page is the same for everyone who asks for the same path: it is rendered once per language,
page and variant, compressed once, and kept in the ``content`` cache (per process: it is derived data,
rebuilt from the files at will). Each answer then costs a dictionary look-up, not a template and a
gzip. The key holds the Markdown file's modification time, so an edited page is rebuilt.

When several app servers share a ``default`` cache (the database's or Redis, see
``naipes_site.database.shared_cache``), a page rendered by one of them is kept there too, under a key
of this release's files (:mod:`naipes_site.release`): the other servers, and every worker that starts,
take it from there instead of rendering it again.

From the second time a page is served from the cache, :class:`CachedPageMiddleware` answers it before
the rest of the middleware runs (sessions, language, CSRF, CSP…): those layers add the same headers to
every answer of a cached page, so they are recorded once with the entry and replayed. That halves the
cost of a warm rule page (``make load``).
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.dummy import DummyCache
from django.core.cache.backends.locmem import LocMemCache
from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response, patch_vary_headers
from django.utils.http import http_date
from django.utils.regex_helper import _lazy_re_compile

from naipes_site import head, release, table_rules
from naipes_site.unavailable import OncePer

CACHE_CONTROL = "public, max-age=300"
"""Five minutes fresh in the browser and in any proxy; after that a cheap ``304`` revalidation."""

logger = logging.getLogger(__name__)
_cache_trouble = OncePer(logger)

SHARED_SECONDS = 24 * 3600
"""How long the shared cache keeps a page: a day, so pages of past releases go by themselves."""

_VARIANT_QUERY = _lazy_re_compile(r"variant=[a-z0-9-]{1,40}")
_PROFILE_QUERY = _lazy_re_compile(r"profile=[A-Za-z0-9%:.,_-]{1,80}")
_ACCEPTS_GZIP = _lazy_re_compile(r"\bgzip\b")


def _key(request: HttpRequest, source: Path | None) -> str | None:
    """The cache key of this request's page; ``None`` when it must be rendered afresh (an htmx request; a
    rule page's query string other than one variant or one profile, which the page echoes in its links; a
    table the rule page cannot keep, :func:`naipes_site.table_rules.page_variant`). A page without a
    ``source`` is made from its address alone, each query string a page of its own, and from the tables the
    browser keeps, which a page without options in its address follows (a judge does)."""
    query = request.META.get("QUERY_STRING", "")
    if request.headers.get("HX-Request"):
        return None
    if source:
        if query and not (_VARIANT_QUERY.fullmatch(query) or _PROFILE_QUERY.fullmatch(query)):
            return None
        table = table_rules.page_variant(request)  # "" for the standard table: the key is what it always was
    else:
        table = table_rules.kept_cookies(request)
    if table is None:
        return None
    try:
        mtime = source.stat().st_mtime_ns if source else 0
    except OSError:
        return None
    raw = f"{request.scheme}|{request.get_host()}|{request.path}|{query}|{mtime}" + (f"|{table}" if table else "")
    return "page:" + hashlib.sha1(raw.encode(), usedforsecurity=False).hexdigest()


def _store(source: Path | None):
    """Rule pages are a known, small set; pages of any address (``source`` ``None``) are not, so they are
    kept in a cache of their own, bounded, the least used going first."""
    return caches["content"] if source else caches["query_pages"]


def serve(request: HttpRequest, source: Path | None, render: Callable[[], HttpResponse],
          seconds: int | None = None) -> HttpResponse:
    """The page ``render`` makes, from the cache when it is there; ``source`` is its Markdown file, or
    ``None`` for a page that its address alone decides (the same for everyone, whatever their cookies:
    it shows no form with a token, nothing of the visitor's). ``seconds``: how long a page is kept, for one
    that shows something live (``None``: as long as the process lives)."""
    key = _key(request, source)
    if key is None:
        return render()
    cache = _store(source)
    entry = cache.get(key)
    if entry is not None:
        # A pure cache hit: what the middleware adds to this answer is what it adds to every answer of it.
        request._cached_page = _Hit(key, source, entry, seconds)
    else:
        shared = _shared() if source else None  # a page of any address is cheaper made than fetched
        shared_key = f"{key}:{release.fingerprint()}"
        entry = _unpacked(_quietly(shared.get, shared_key)) if shared else None
        if entry is None:
            with head.rendering(request):  # a HEAD keeps the page too: its GET is then answered from here
                response = render()
            # Only a plain 200 that sets no cookie is the same for everybody.
            if response.status_code != 200 or response.cookies or request.META.get("CSRF_COOKIE_NEEDS_UPDATE"):
                return response
            entry = _entry(response)
            if shared:
                _quietly(shared.set, shared_key, {k: v for k, v in entry.items() if k != "plain"}, SHARED_SECONDS)
        cache.set(key, entry, seconds)
    return _answer(request, entry)


def whole_page(view: Callable[..., HttpResponse], seconds: int | None = None) -> Callable[..., HttpResponse]:
    """A view whose whole page its address alone decides (see :func:`serve` with no source); an htmx
    request, an error or a page that sets a cookie is made afresh each time."""
    @functools.wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        return serve(request, None, lambda: view(request, *args, **kwargs), seconds)
    return wrapped


def whole_page_for(seconds: int) -> Callable[[Callable[..., HttpResponse]], Callable[..., HttpResponse]]:
    """:func:`whole_page` for a page that shows something live, made again after ``seconds``."""
    return lambda view: whole_page(view, seconds)


def first_visit(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A view whose page is the same for every browser that brings no cookie but CSRF's and its kept tables'
    (a first visit), but shows a learner's own progress once they have any: made once per process, address
    and kept tables for the first visits (the bounded ``query_pages`` cache), rendered for anyone else. Not
    answered above the middleware, which looks at no cookie but the tables'."""
    @functools.wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        cookies = {name for name in request.COOKIES if not name.startswith(table_rules.COOKIE_PREFIX)}
        if request.headers.get("HX-Request") or not cookies <= {settings.CSRF_COOKIE_NAME}:
            return view(request, *args, **kwargs)
        raw = (f"first:{request.scheme}|{request.get_host()}|{request.get_full_path()}|"
               f"{table_rules.kept_cookies(request)}")
        key = "first:" + hashlib.sha1(raw.encode(), usedforsecurity=False).hexdigest()
        cache = caches["query_pages"]
        entry = cache.get(key)
        if entry is None:
            response = view(request, *args, **kwargs)
            if (response.status_code == 200 and not response.streaming and not response.cookies
                    and not request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
                    and not getattr(response, "body_skipped", False)):  # a HEAD's page, never built
                cache.set(key, {"body": response.content, "type": response["Content-Type"]})
            patch_vary_headers(response, ("Cookie",))  # as the page kept says (below): made or kept, the same headers
            return response
        response = HttpResponse(entry["body"], content_type=entry["type"])
        patch_vary_headers(response, ("Cookie",))  # a learner's cookie makes another page
        return response
    return wrapped


def _route_key(request: HttpRequest) -> str:
    raw = f"{request.scheme}|{request.get_host()}|{request.path}|{request.META.get('QUERY_STRING', '')}"
    return "route:" + hashlib.sha1(raw.encode(), usedforsecurity=False).hexdigest()


@dataclass(frozen=True)
class _Hit:
    key: str
    source: Path | None
    entry: dict
    seconds: int | None = None


_OWN_HEADERS = frozenset({"content-length"})
"""Set from the body of each answer (a 304 has none), never replayed."""


class CachedPageMiddleware:
    """Answers a cached page from the entry and the headers the stack below added to it last time.

    It sits just under the guards (request id, Host, text) and above everything else. The first hit of
    a page goes through the whole stack and records, in the entry, the headers the stack changed or
    added (CSP, framing, language, ``Vary``…); later requests for the same URL skip the stack. An edited
    Markdown file, another query or an htmx request makes another key, so they take the long way.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        fast = self._fast(request) if request.method in ("GET", "HEAD") else None
        if fast is not None:
            return fast
        response = self.get_response(request)
        hit = getattr(request, "_cached_page", None)
        if hit is not None and response.status_code == 200 and not response.cookies:
            self._record(request, hit, response)
        return response

    @staticmethod
    def _fast(request: HttpRequest) -> HttpResponse | None:
        route_key = _route_key(request)
        # The page's source once it was seen: a rule page's Markdown file, or "" for a page of any address.
        route = caches["content"].get(route_key)
        if route is None:
            route = caches["query_pages"].get(route_key)
        source = Path(route) if route else None
        key = _key(request, source) if route is not None else None
        entry = _store(source).get(key) if key else None
        stack = entry and entry.get("stack", {}).get(_gzipped(request))
        if entry is None or stack is None:
            return None
        response = _answer(request, entry)
        for name, value in stack:
            response[name] = value
        response["Content-Length"] = str(len(response.content))
        return response

    @staticmethod
    def _record(request: HttpRequest, hit: _Hit, response: HttpResponse) -> None:
        own = _answer(request, hit.entry)
        stack = [(name, value) for name, value in response.items()
                 if name.lower() not in _OWN_HEADERS and own.get(name) != value]
        _store(hit.source).set(hit.key, {**hit.entry, "stack": {**hit.entry.get("stack", {}),
                                                                 _gzipped(request): stack}}, hit.seconds)
        _store(hit.source).set(_route_key(request), str(hit.source) if hit.source else "", None)


def _shared():
    """The ``default`` cache when app servers share it; ``None`` when it is this process's memory."""
    default = caches["default"]
    return None if isinstance(default, LocMemCache | DummyCache) else default


def _quietly(call, *args):
    """A shared cache that fails (Redis away, no cache table yet) is a miss: the page is rendered here."""
    try:
        return call(*args)
    except Exception as exc:  # noqa: BLE001 - whatever the backend raises
        _cache_trouble(logging.WARNING, "shared page cache unavailable", exc)
        return None


def _entry(response: HttpResponse) -> dict:
    body = response.content
    return {
        "plain": body,
        "gzip": gzip.compress(body, compresslevel=6, mtime=0),
        "etag": '"' + hashlib.sha256(body).hexdigest()[:32] + '"',
        "modified": int(time.time()),
        "type": response["Content-Type"],
    }


def _unpacked(shared_entry: dict | None) -> dict | None:
    """A shared entry holds the compressed page only (a tenth of the size): the plain one is rebuilt."""
    if shared_entry is None:
        return None
    return {**shared_entry, "plain": gzip.decompress(shared_entry["gzip"])}


def _gzipped(request: HttpRequest) -> bool:
    return bool(_ACCEPTS_GZIP.search(request.headers.get("Accept-Encoding", "")))


def _answer(request: HttpRequest, entry: dict) -> HttpResponse:
    gzipped = _gzipped(request)
    response = HttpResponse(entry["gzip"] if gzipped else entry["plain"], content_type=entry["type"])
    if gzipped:
        response["Content-Encoding"] = "gzip"
    # The table's rules come from a cookie: a browser or proxy keeps one copy per cookie (§40).
    patch_vary_headers(response, ("Cookie", "Accept-Encoding"))
    response["ETag"] = entry["etag"]
    response["Last-Modified"] = http_date(entry["modified"])
    response["Cache-Control"] = CACHE_CONTROL
    return get_conditional_response(request, etag=entry["etag"], last_modified=entry["modified"],
                                    response=response)
