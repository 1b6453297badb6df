"""One decorator for the methods a view takes, shared by the apps whose views answer a wrong method in
words (counters, classroom): Django's ``require_http_methods`` answers an empty 405."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect

Refusal = Callable[[HttpRequest, str], HttpResponse]
"""Draws the app's page for a wrong method, given the methods allowed (``"GET, HEAD"``)."""


def allow(*methods: str, refused: Refusal, back: Callable[..., str] | None = None):
    """Like ``require_http_methods``, with HEAD wherever GET is allowed. A wrong method gets
    ``refused(request, methods)`` with the ``Allow`` header set; with ``back``, a GET of an address
    that only takes a form (a copied or reloaded link) goes instead to ``back(*url arguments)``, the
    page that holds that form."""
    allowed = {*methods, "HEAD"} if "GET" in methods else set(methods)
    names = ", ".join(sorted(allowed))

    def decorator(view):
        @wraps(view)
        def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            if request.method in allowed:
                return view(request, *args, **kwargs)
            if back is not None and request.method in ("GET", "HEAD"):
                return HttpResponseRedirect(back(*args, **kwargs))
            response = refused(request, names)
            response["Allow"] = names
            return response
        return wrapper
    return decorator
