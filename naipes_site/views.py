"""Site-wide pages: the language redirect at `/`, the home page, errors."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.templatetags.static import static
from django.utils import translation
from django.views.decorators.http import require_GET


@require_GET
def root(request: HttpRequest) -> HttpResponse:
    """Send `/` to the browser's language, Spanish when it prefers neither."""
    lang = translation.get_language_from_request(request, check_path=False)
    return HttpResponseRedirect(f"/{lang}/")


@require_GET
def favicon(request: HttpRequest) -> HttpResponse:
    """Browsers ask for /favicon.ico whatever the page says; point them at the SVG icon."""
    return HttpResponseRedirect(static("favicon.svg"))


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    return render(request, "naipes_site/home.html")


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return render(request, "404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    return render(request, "500.html", status=500)
