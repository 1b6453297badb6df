"""What every counter's views share (:mod:`counters.sheet_views`): the methods a view takes, the version
check's words and its answer to a double tap, what every sheet page shows around its own content (links, QR
codes, the live poll, the list of versions), undo, redo, putting back a version, and the poll's answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from django.conf import settings
from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _

from counters import history, history_text
from counters.models import KEPT
from naipes_site.head import render
from naipes_site.methods import allow as methods_allow
from naipes_site.share import qr_svg

STALE = 409


def allow(*methods: str, back: Callable[..., str] | None = None):
    """:func:`naipes_site.methods.allow` with the counters' 405 page. A GET of an address that only
    takes a form (a copied or reloaded link) goes to ``back(**url arguments)``, the page that holds it."""
    return methods_allow(*methods, refused=not_allowed, back=back)


def not_allowed(request: HttpRequest, methods: str) -> HttpResponse:
    context = {"title": _("This address does not take that request"),
               "message": _("This address only answers %(methods)s requests: open the score sheet itself, or "
                            "start a new one.") % {"methods": methods}}
    return render(request, "counters/missing.html", context, status=405)


TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""What :func:`counters.models.new_token` makes; anything else (a NUL byte, which PostgreSQL refuses in a
query, a cut or garbled link) is no sheet, without asking the database."""


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


def sheet_context(request: HttpRequest, sheet, kind: str) -> dict:
    """What every sheet page shows around its own content: both links with their QR codes, the live
    refresh, undo and redo, and the latest versions with a way back to any of them (older versions are
    one link away, :func:`versions_context`): a page never reads its whole history.

    ``request.readonly`` is set by the view-only link's views: the page then has no forms at all."""
    readonly = getattr(request, "readonly", False)
    edit_url = request.build_absolute_uri(reverse(f"counters:{kind}", args=[sheet.token]))
    view_url = request.build_absolute_uri(reverse(f"counters:{kind}-view", args=[sheet.view_token]))
    live = reverse(f"counters:{kind}-view-live", args=[sheet.view_token]) if readonly else \
        reverse(f"counters:{kind}-live", args=[sheet.token])
    return {
        "kind": kind, "readonly": readonly, "polled": getattr(request, "polled", False),
        "share_url": edit_url, "view_url": view_url,
        "qr": None if readonly else qr_svg(edit_url, _("QR code of the link that edits this sheet")),
        "view_qr": qr_svg(view_url, _("QR code of the link that only shows this sheet")),
        # Before anything is entered is when the other phones join: the links come first then.
        "share_first": not readonly and sheet.version == 1,
        "live_url": f"{live}?since={sheet.version}", "sheet_version": sheet.version,
        # Every change moves it on (counters.retention prunes what is past it).
        "kept_until": sheet.updated + KEPT, "kept_days": KEPT.days,
        # Written here, not by the template, which would give a fraction the page's decimal comma.
        "poll_every": f"{settings.NAIPES_SHEET_POLL_SECONDS:g}s",
        "can_undo": not readonly and history.can_undo(sheet), "can_redo": not readonly and history.can_redo(sheet),
        **({} if readonly else versions_context(sheet, kind)),
        # A poll must not use up the message meant for the page the phone loads after saving.
        **({"messages": ()} if getattr(request, "polled", False) else {}),
    }


def versions_context(sheet, kind: str, before: int | None = None) -> dict:
    """One page of the list of versions, the newest first: the latest ones, or those before version
    ``before``; with the address of the next older page, or the first version once it is reached."""
    changes, older = history.recent_versions(sheet, before)
    older_url = (reverse(f"counters:{kind}-history", args=[sheet.token]) + f"?before={changes[-1].version}"
                 if older else "")
    return {"versions": [{"version": c.version, "what": history_text.describe(c), "when": c.created} for c in changes],
            "change_count": sheet.version - 1, "older_url": older_url, "first_listed": not older}


def undo_last_change(request: HttpRequest, sheet, page, done_url: str) -> HttpResponse:
    """Undo a sheet's or board's last change; ``page(request, sheet, status=..., error=...)`` shows refusals."""
    return _history_step(request, sheet, page, done_url, history.undo, history.NothingToUndo,
                         _("There is nothing to undo."), history_text.undone_message)


def redo_last_undo(request: HttpRequest, sheet, page, done_url: str) -> HttpResponse:
    return _history_step(request, sheet, page, done_url, history.redo, history.NothingToRedo,
                         _("There is nothing to redo: no change was undone since the last one was made. An "
                           "earlier version can still be put back from the list of versions."),
                         history_text.redone_message)


def _history_step(request, sheet, page, done_url, step, nothing, nothing_message, said) -> HttpResponse:
    try:
        change = step(sheet, quoted_version(request) or 0, history.fingerprint(request))
    except history.StaleVersion:
        sheet.refresh_from_db()
        return repeated(request, sheet, done_url) or page(request, sheet, status=STALE,
                                                         error=stale_button_message())
    except nothing:
        sheet.refresh_from_db()
        return page(request, sheet, status=400, error=nothing_message)
    messages.success(request, said(change))
    return HttpResponseRedirect(done_url)


def restore_old_version(request: HttpRequest, sheet, page, done_url: str) -> HttpResponse:
    """Put back an earlier version of the sheet (itself a change, which undo takes back)."""
    try:
        wanted = int(request.POST.get("wanted", "")[:9])
    except ValueError:
        wanted = 0
    try:
        history.restore_version(sheet, quoted_version(request) or 0, wanted, history.fingerprint(request))
    except history.StaleVersion:
        sheet.refresh_from_db()
        return repeated(request, sheet, done_url) or page(request, sheet, status=STALE,
                                                         error=stale_button_message())
    except history.NoSuchVersion:
        sheet.refresh_from_db()
        return page(request, sheet, status=400, error=_("There is no earlier version %(v)d of this sheet to put "
                                                        "back.") % {"v": wanted})
    messages.success(request, _("Version %(v)d is back. “Undo” takes this back too.") % {"v": wanted})
    return HttpResponseRedirect(done_url)


def etag_of(sheet, request: HttpRequest) -> str:
    """The sheet as one phone sees it: its version, the page's language and whether it is view-only."""
    readonly = "view" if getattr(request, "readonly", False) else "edit"
    return f'"{sheet.version}-{translation.get_language()}-{readonly}"'


def live_answer(request: HttpRequest, sheet, page) -> HttpResponse:
    """What the open page's poll gets: ``304`` when the ETag it quotes is current, ``204`` (htmx then
    swaps nothing) when the version it was drawn at is current, else the page, from which htmx takes the
    parts that show the score (never the form being typed in)."""
    etag = etag_of(sheet, request)
    response = unchanged(request, etag, sheet.version)
    if response is None:
        request.polled = True
        response = page(request, sheet)
        response["ETag"] = etag
    response["Cache-Control"] = "no-cache"
    return response


def unchanged(request: HttpRequest, etag: str, version: int) -> HttpResponse | None:
    """A poll's answer when nothing moved: ``304`` for the quoted ``etag``, ``204`` for the ``version`` the page
    was drawn at (each with the ETag); None when the sheet moved."""
    # Compared weakly (RFC 9110 §13.1.2): the gzip layer sends the tag as W/"…", and the phone quotes it so.
    if etag in [t.strip().removeprefix("W/") for t in request.headers.get("If-None-Match", "").split(",")]:
        response = HttpResponse(status=304)
    elif request.GET.get("since", "") == str(version):
        response = HttpResponse(status=204)
    else:
        return None
    response["ETag"] = etag
    return response


def quoted_version(request: HttpRequest) -> int | None:
    try:
        return int(request.POST.get("version", ""))
    except ValueError:
        return None
