"""Which answers a shared cache (nginx in front, ``deploy/nginx/naipes.conf``; a CDN) may keep.

Only a page that is the same for everyone says ``Cache-Control: public, max-age=…``: rule pages, cheat
sheets, the glossary, the card sheet, the question bank's page and a judge's verdict
(:mod:`naipes_site.page_cache`), each keyed by its address and the tables the browser keeps. Everything
else is the visitor's own: an answer that says nothing is marked ``private``, and one that sets a cookie or
carries a CSRF token (a page with a form) is made ``private`` whatever it said, so a shared cache never
gives one visitor's token or cookie to another.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control


class CacheScopeMiddleware:
    """Marks every answer that does not say it is for everyone as ``private`` (see the module)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        # get_token() leaves this key, even after the CSRF middleware has set the cookie and reset its value.
        said = {part.strip().lower() for part in response.get("Cache-Control", "").split(",")}
        if said & {"private", "no-store"}:
            return response  # no shared cache keeps it already
        if response.cookies or "CSRF_COOKIE_NEEDS_UPDATE" in request.META:
            patch_cache_control(response, private=True)  # takes "public" away, keeps the rest
        elif not response.has_header("Cache-Control"):
            response["Cache-Control"] = "private"
        return response
