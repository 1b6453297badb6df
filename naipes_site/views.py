"""Site-wide pages: the language redirect at `/`, the home page, errors."""

from __future__ import annotations

import sys

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, HttpResponseRedirect
from django.templatetags.static import static
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_safe

from naipes_site import table_rules, unavailable
from naipes_site.head import render
from naipes_site.plugins import HOME_PANELS


@require_safe
def root(request: HttpRequest) -> HttpResponse:
    """Send `/` to the browser's language, Spanish when it prefers neither."""
    lang = translation.get_language_from_request(request, check_path=False)
    return HttpResponseRedirect(f"/{lang}/")


@require_safe
def favicon(request: HttpRequest) -> HttpResponse:
    """Browsers ask for /favicon.ico whatever the page says; point them at the SVG icon."""
    return HttpResponseRedirect(static("favicon.svg"))


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    """A first visit's home page is the same for everybody: rendered once per process and address, then
    served from memory. A browser with any cookie but CSRF's may be a learner, whose page is their own."""
    # A table's rules (naipes_site.table_rules) change only that game's pages, never this one.
    cookies = {name for name in request.COOKIES if not name.startswith(table_rules.COOKIE_PREFIX)}
    if request.META.get("QUERY_STRING") or not cookies <= {settings.CSRF_COOKIE_NAME}:
        return _render_home(request)
    key = f"home:{request.scheme}://{request.get_host()}{request.path}"
    cache = caches["content"]
    body = cache.get(key)
    if body is None:
        response = _render_home(request)
        if response.cookies or request.META.get("CSRF_COOKIE_NEEDS_UPDATE"):
            return response  # not the same for everybody after all
        if getattr(response, "body_skipped", False):
            return response  # a HEAD's page, never built (naipes_site.head)
        cache.set(key, response.content, None)
        return response
    response = HttpResponse(body)
    # What the rendered page says (its practice box reads the session): it differs by cookie.
    patch_vary_headers(response, ("Cookie",))
    return response


def _render_home(request: HttpRequest) -> HttpResponse:
    """The home page with the panels the apps offer (``home_panels``, :mod:`naipes_site.plugins`)."""
    return render(request, "naipes_site/home.html", {"home_panels": [panel(request) for panel in HOME_PANELS]})


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """A form sent without a valid CSRF token (an old tab, cookies blocked): say so in the user's language."""
    return render(request, "403_csrf.html", status=403)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    try:
        return render(request, "400.html", status=400)
    except Exception:  # a request too broken for any page (its Host, its text): a 400 all the same
        return HttpResponseBadRequest("Bad Request\n", content_type="text/plain; charset=utf-8")


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return render(request, "404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    exc = sys.exc_info()[1]  # Django calls this inside its ``except``: the error being answered
    if unavailable.is_unreachable(exc):
        return unavailable.answer(request, exc)  # type: ignore[arg-type]
    return render(request, "500.html", status=500)
