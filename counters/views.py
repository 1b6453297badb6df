"""The counters' start page, and what the Papayoo and Paulo views share.

Function views, each with ``@require_GET`` or ``@require_POST``. Forms work without JavaScript:
a change is saved with a normal POST and answered with a redirect (so a reload never posts again);
bad input re-renders the page with everything typed kept and status 400; a change made on a version
of the sheet that another phone has already changed is refused with status 409.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from counters import history
from counters.forms import PapayooStartForm
from counters.models import PapayooSheet, PauloBoard
from counters.paulo_forms import PauloStartForm

STALE = 409


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    return render_index(request)


def render_index(request: HttpRequest, papayoo_form=None, paulo_form=None, status: int = 200) -> HttpResponse:
    context = {
        "papayoo_form": papayoo_form or PapayooStartForm(),
        "paulo_form": paulo_form or PauloStartForm(),
    }
    return render(request, "counters/index.html", context, status=status)


def find(model: type[PapayooSheet] | type[PauloBoard], token: str):
    """The sheet behind a link, or None (the caller answers with :func:`missing`)."""
    if len(token) > 64:
        return None
    return model.objects.filter(token=token).first()


def missing(request: HttpRequest, what: str = "sheet") -> HttpResponse:
    """A link that leads nowhere: say so in the page's language, with a way back (status 404)."""
    message = (_("There is no Papayoo score sheet at this link. Check that the whole link was copied, or "
                 "start a new sheet.") if what == "sheet" else
               _("There is no Paulo board at this link. Check that the whole link was copied, or start a "
                 "new board."))
    return render(request, "counters/missing.html", {"message": message}, status=404)


def stale_message() -> str:
    return _("Someone else changed this sheet a moment ago, so your change was not saved. The sheet below "
             "is up to date and what you typed is kept: check it and save again if it is still needed.")


def undo_last_change(request: HttpRequest, sheet, page, done_url: str) -> HttpResponse:
    """Undo a sheet's or board's last change; ``page(request, sheet, status=..., error=...)`` shows refusals."""
    try:
        history.undo(sheet, quoted_version(request) or 0)
    except history.StaleVersion:
        sheet.refresh_from_db()
        return page(request, sheet, status=STALE, error=stale_message())
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
