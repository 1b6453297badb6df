"""The counters' start page, and what the Papayoo and Paulo views share.

Function views, each with :func:`allow` naming the methods it takes. Forms work without JavaScript:
a change is saved with a normal POST and answered with a redirect (so a reload never posts again);
bad input re-renders the page with everything typed kept and status 400; a change made on a version
of the sheet that another phone has already changed is refused with status 409, unless it is the very
change just saved sent a second time (a double tap), which is answered as saved.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import wraps

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _

from counters import history
from counters.forms import PapayooStartForm
from counters.models import PapayooSheet, PauloBoard
from counters.paulo_forms import PauloStartForm

STALE = 409


def allow(*methods: str, back: Callable[..., str] | None = None):
    """Like ``require_http_methods``, with HEAD wherever GET is allowed, and a wrong method answered in
    words: a GET of an address that only takes a form (a copied or reloaded link) goes to ``back(**url
    arguments)``, the page that holds that form; any other method gets a 405 page in the page's language."""
    allowed = {*methods, "HEAD"} if "GET" in methods else set(methods)

    def decorator(view):
        @wraps(view)
        def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            if request.method in allowed:
                return view(request, *args, **kwargs)
            if back is not None and request.method in ("GET", "HEAD"):
                return HttpResponseRedirect(back(*args, **kwargs))
            return not_allowed(request, allowed)
        return wrapper
    return decorator


def not_allowed(request: HttpRequest, allowed: set[str]) -> HttpResponse:
    methods = ", ".join(sorted(allowed))
    context = {"title": _("This address does not take that request"),
               "message": _("This address only answers %(methods)s requests: open the score sheet itself, or "
                            "start a new one.") % {"methods": methods}}
    response = render(request, "counters/missing.html", context, status=405)
    response["Allow"] = methods
    return response


@allow("GET")
def index(request: HttpRequest) -> HttpResponse:
    return render_index(request)


def render_index(request: HttpRequest, papayoo_form=None, paulo_form=None, status: int = 200) -> HttpResponse:
    context = {
        "papayoo_form": papayoo_form or PapayooStartForm(),
        "paulo_form": paulo_form or PauloStartForm(),
    }
    return render(request, "counters/index.html", context, status=status)


TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""What :func:`counters.models.new_token` makes; anything else (a NUL byte, which PostgreSQL refuses in a
query, a cut or garbled link) is no sheet, without asking the database."""


def find(model: type[PapayooSheet] | type[PauloBoard], token: str):
    """The sheet behind a link, or None (the caller answers with :func:`missing`)."""
    if not TOKEN_SHAPE.fullmatch(token):
        return None
    return model.objects.filter(token=token).first()


def missing(request: HttpRequest, what: str = "sheet") -> HttpResponse:
    """A link that leads nowhere: say so in the page's language, with a way back (status 404)."""
    message = (_("There is no Papayoo score sheet at this link. Check that the whole link was copied, or "
                 "start a new sheet.") if what == "sheet" else
               _("There is no Paulo board at this link. Check that the whole link was copied, or start a "
                 "new board."))
    return render(request, "counters/missing.html", {"title": _("Link not found"), "message": message},
                  status=404)


def stale_message() -> str:
    return _("Someone else changed this sheet a moment ago, so your change was not saved. The sheet below "
             "is up to date and what you typed is kept: check it and save again if it is still needed.")


def stale_button_message() -> str:
    """A refused change that had nothing typed (delete, undo, carteta)."""
    return _("Someone else changed this sheet a moment ago, so that was not done. The sheet below is up to "
             "date: check it and press the button again if it is still needed.")


def repeated(request: HttpRequest, sheet, done_url: str) -> HttpResponse | None:
    """The answer to a change refused as stale that is in fact the last change sent again (a double
    tap, or a POST the browser resent): it is saved once, and the phone is told so. None otherwise."""
    if not history.is_repeat(sheet, history.fingerprint(request)):
        return None
    messages.success(request, _("Already saved: the same change was sent twice (a double tap, or two phones at once), and it "
                                "counts once."))
    return HttpResponseRedirect(done_url)


def undo_last_change(request: HttpRequest, sheet, page, done_url: str) -> HttpResponse:
    """Undo a sheet's or board's last change; ``page(request, sheet, status=..., error=...)`` shows refusals."""
    try:
        history.undo(sheet, quoted_version(request) or 0, history.fingerprint(request))
    except history.StaleVersion:
        sheet.refresh_from_db()
        return repeated(request, sheet, done_url) or page(request, sheet, status=STALE,
                                                         error=stale_button_message())
    except history.NothingToUndo:
        sheet.refresh_from_db()
        return page(request, sheet, status=400, error=_("There is nothing to undo."))
    messages.success(request, _("The last change was undone."))
    return HttpResponseRedirect(done_url)


def quoted_version(request: HttpRequest) -> int | None:
    try:
        return int(request.POST.get("version", ""))
    except ValueError:
        return None


def to_index(anchor: str) -> Callable[..., str]:
    return lambda *args, **kwargs: reverse("counters:index") + anchor
