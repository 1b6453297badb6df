"""What every sheet does the same way, whatever its game: undo, redo, put back a version, the live
poll, and the view-only link. Each counter gives its model and its page (:data:`COUNTERS`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers

from counters import cirulo_views, docena_views, papayoo_views, paulo_views, table_views, tute_views
from counters.models import PapayooSheet, PauloBoard, TableSheet
from counters.views import (
    allow,
    live_answer,
    missing,
    redo_last_undo,
    restore_old_version,
    undo_last_change,
    versions_context,
)


@dataclass(frozen=True)
class Counter:
    model: type
    page: Callable[..., HttpResponse]
    missing: Callable[[HttpRequest], HttpResponse]
    only: tuple[tuple[str, str], ...] = ()
    """Extra filters that find the game's sheets (the games kept in :class:`TableSheet`)."""


def _table(module) -> Counter:
    """A game kept in :class:`TableSheet`: its module gives ``GAME`` and ``VIEWS`` (:mod:`counters.table_views`)."""
    game = module.GAME
    return Counter(TableSheet, module.VIEWS["page"], lambda request: table_views.missing(request, game),
                   (("game", game.slug),))


COUNTERS: dict[str, Counter] = {
    "papayoo": Counter(PapayooSheet, papayoo_views.page, lambda request: missing(request)),
    "paulo": Counter(PauloBoard, paulo_views.page, lambda request: missing(request, "board")),
    "tute": _table(tute_views),
    "cirulo": _table(cirulo_views),
    "docena": _table(docena_views),
}


def _find(kind: str, **link):
    """The sheet behind an edit link (``token``) or a view-only link (``view_token``)."""
    from counters.views import TOKEN_SHAPE
    (field, value), = link.items()
    if not TOKEN_SHAPE.fullmatch(value):
        return None
    return COUNTERS[kind].model.objects.filter(**{field: value}, **dict(COUNTERS[kind].only)).first()


def _done(kind: str, sheet) -> str:
    return reverse(f"counters:{kind}", args=[sheet.token]) + "#messages"


def _back(token: str, kind: str) -> str:
    return reverse(f"counters:{kind}", args=[token])


def _step(action):
    @allow("POST", back=_back)
    def view(request: HttpRequest, token: str, kind: str) -> HttpResponse:
        sheet = _find(kind, token=token)
        if sheet is None:
            return COUNTERS[kind].missing(request)
        return action(request, sheet, COUNTERS[kind].page, _done(kind, sheet))
    return view


undo = _step(undo_last_change)
redo = _step(redo_last_undo)
restore = _step(restore_old_version)


@allow("GET")
def live(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    sheet = _find(kind, token=token)
    if sheet is None:
        return COUNTERS[kind].missing(request)
    return live_answer(request, sheet, COUNTERS[kind].page)


@allow("GET")
def view(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    """The view-only page: the same sheet, live, with no form."""
    sheet = _find(kind, view_token=token)
    if sheet is None:
        return COUNTERS[kind].missing(request)
    request.readonly = True
    return COUNTERS[kind].page(request, sheet)


@allow("GET")
def view_live(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    sheet = _find(kind, view_token=token)
    if sheet is None:
        return COUNTERS[kind].missing(request)
    request.readonly = True
    return live_answer(request, sheet, COUNTERS[kind].page)


@allow("GET")
def older_versions(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    """The versions before ``?before=N``, a page at a time: the list's "older versions" link asks for
    them with htmx (which gets only the lines, to put in place of the link), or opens them as a page of
    their own without JavaScript."""
    sheet = _find(kind, token=token)
    if sheet is None:
        return COUNTERS[kind].missing(request)
    try:
        before = int(request.GET.get("before", "")[:9])
    except ValueError:
        before = sheet.version + 1
    context = {"kind": kind, "token": sheet.token, "version": sheet.version, "readonly": False,
               "sheet_url": reverse(f"counters:{kind}", args=[sheet.token]),
               **versions_context(sheet, kind, before=max(before, 1))}
    template = "counters/_version_items.html" if request.htmx else "counters/versions.html"
    response = render(request, template, context)
    patch_vary_headers(response, ("HX-Request",))
    return response
