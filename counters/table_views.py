"""The views every hand-by-hand counter built on :class:`counters.models.TableSheet` shares (Tute first):
start, show, add / edit / delete a hand, CSV. A :class:`Game` gives what differs: its forms, what the
engine says of the stored hands, its templates and its words.

Same contract as the Papayoo and Paulo views: forms work without JavaScript, bad input comes back with
everything typed and status 400, a change on an old version is refused with 409 (a double tap is
answered as saved), and every change goes through :func:`counters.history.commit`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import path, reverse
from django.utils.translation import gettext as _

from counters import history
from counters.models import TableEntry, TableSheet
from counters.views import (
    STALE,
    TOKEN_SHAPE,
    allow,
    quoted_version,
    render_index,
    repeated,
    sheet_context,
    stale_button_message,
    stale_message,
    to_index,
)
from naipes_site.share import csv_response


@dataclass(frozen=True)
class Game:
    slug: str
    start_form: type
    entry_form: type
    """Built as ``entry_form(data, initial=..., sheet=sheet)``; once valid, ``cleaned_data["entry"]``
    holds the hand as stored."""
    state: Callable[[TableSheet, list], Any]
    """What the engine says of the stored hands; needs ``over`` and ``next_number``."""
    ended_at: Callable[[TableSheet, list], int | None]
    context: Callable[[HttpRequest, TableSheet, Any], dict]
    csv: Callable[[TableSheet, Any], tuple[list, list]]
    about: Callable[[TableSheet, dict, int], dict]
    """What a saved hand is called in the history: number, and who won it."""
    missing_message: Callable[[], str]


def find(game: Game, token: str) -> TableSheet | None:
    if not TOKEN_SHAPE.fullmatch(token):
        return None
    return TableSheet.objects.filter(token=token, game=game.slug).first()


def missing(request: HttpRequest, game: Game) -> HttpResponse:
    return render(request, "counters/missing.html", {"title": _("Link not found"), "message": game.missing_message()},
                  status=404)


def sheet_url(game: Game, sheet: TableSheet, anchor: str = "") -> str:
    return reverse(f"counters:{game.slug}", args=[sheet.token]) + anchor


def entry_form(game: Game, sheet: TableSheet, data=None, entry: TableEntry | None = None):
    initial = {"version": sheet.version, **(game.entry_form.initial_from(entry) if entry else {})}
    return game.entry_form(data, initial=initial, sheet=sheet)


def page(game: Game, request: HttpRequest, sheet: TableSheet, form=None, entry=None, status=200, error="",
         error_at="top") -> HttpResponse:
    entries = list(sheet.entry_set.all())
    state = game.state(sheet, entries)
    form = form or entry_form(game, sheet, entry=entry)
    context = {
        **sheet_context(request, sheet, game.slug), "has_form": not state.over,
        "sheet": sheet, "state": state, "form": form, "entry": entry, "error": error, "error_at": error_at,
        "draft": f"edit-{entry.number}-v{sheet.version}" if entry else f"new-{state.next_number}",
        **game.context(request, sheet, state),
    }
    template = "counters/table_hand.html" if entry else "counters/table_sheet.html"
    return render(request, template, context, status=status)


def _stale(game: Game, request: HttpRequest, sheet: TableSheet, entry=None) -> HttpResponse:
    """A change on an old version: a repeat counts once; otherwise what was typed comes back, current."""
    sheet.refresh_from_db()
    done = repeated(request, sheet, sheet_url(game, sheet, "#messages"))
    if done:
        return done
    data = request.POST.copy()
    data["version"] = str(sheet.version)
    if entry is not None:
        entry = sheet.entry_set.filter(pk=entry.pk).first()
        if entry is None:
            return page(game, request, sheet, status=STALE, error=_(
                "Someone else deleted that hand a moment ago, so your change to it was not saved."))
    return page(game, request, sheet, entry_form(game, sheet, data, entry), entry, status=STALE,
                error=stale_message(), error_at="form")


def views(game: Game) -> dict[str, Callable]:
    """The game's view functions, by name."""

    def back(token: str, *args, **kwargs) -> str:
        return reverse(f"counters:{game.slug}", args=[token])

    @allow("POST", back=to_index(f"#{game.slug}"))
    def start(request: HttpRequest) -> HttpResponse:
        form = game.start_form(request.POST)
        if not form.is_valid() or "options" not in form.cleaned_data:
            return render_index(request, status=400, **{f"{game.slug}_form": form})
        sheet = TableSheet.objects.create(game=game.slug, players=form.cleaned_data["player"],
                                          options=form.cleaned_data["options"])
        return HttpResponseRedirect(sheet_url(game, sheet))

    @allow("GET")
    def show(request: HttpRequest, token: str) -> HttpResponse:
        sheet = find(game, token)
        return page(game, request, sheet) if sheet else missing(request, game)

    @allow("POST", back=back)
    def add(request: HttpRequest, token: str) -> HttpResponse:
        sheet = find(game, token)
        if sheet is None:
            return missing(request, game)
        if quoted_version(request) != sheet.version:
            return _stale(game, request, sheet)
        state = game.state(sheet, list(sheet.entry_set.all()))
        if state.over:
            return page(game, request, sheet, status=400, error=_("The game is over: no more hands can be added. "
                                                                  "Edit or delete a hand to change it."))
        form = entry_form(game, sheet, request.POST)
        if not form.is_valid():
            return page(game, request, sheet, form, status=400)
        data, number = form.cleaned_data["entry"], state.next_number
        try:
            history.commit(sheet, form.cleaned_data["version"], "add",
                           lambda s: TableEntry.objects.create(sheet=s, number=number, data=data),
                           history.fingerprint(request), about=game.about(sheet, data, number))
        except history.StaleVersion:
            return _stale(game, request, sheet)
        messages.success(request, _("Hand %(n)d saved.") % {"n": number})
        return HttpResponseRedirect(sheet_url(game, sheet, "#messages"))

    @allow("GET", "POST")
    def edit(request: HttpRequest, token: str, number: int) -> HttpResponse:
        sheet = find(game, token)
        if sheet is None:
            return missing(request, game)
        entry = sheet.entry_set.filter(number=number).first()
        if request.method == "POST" and quoted_version(request) != sheet.version:
            return _stale(game, request, sheet, entry or TableEntry(sheet=sheet, number=number, pk=0))
        if entry is None:
            return page(game, request, sheet, status=404, error=_(
                "This sheet has no hand %(n)d (it may have been deleted on another phone): the sheet below is up "
                "to date.") % {"n": number})
        if request.method != "POST":
            return page(game, request, sheet, entry=entry)
        form = entry_form(game, sheet, request.POST, entry)
        if not form.is_valid():
            return page(game, request, sheet, form, entry, status=400)
        data = form.cleaned_data["entry"]
        after = [TableEntry(number=e.number, data=data if e.pk == entry.pk else e.data) for e in sheet.entry_set.all()]
        ended = game.ended_at(sheet, after)
        if ended is not None:
            form.add_error(None, _("With this change the game was over after hand %(n)d, and the hands after it were "
                                   "never played. Delete them first if this change is right.") % {"n": ended})
            return page(game, request, sheet, form, entry, status=400)
        try:
            history.commit(sheet, form.cleaned_data["version"], "edit",
                           lambda s: TableEntry.objects.filter(pk=entry.pk).update(data=data),
                           history.fingerprint(request), about={"noun": "hand", "n": number})
        except history.StaleVersion:
            return _stale(game, request, sheet, entry)
        messages.success(request, _("Hand %(n)d changed.") % {"n": number})
        return HttpResponseRedirect(sheet_url(game, sheet, "#messages"))

    @allow("POST", back=back)
    def delete(request: HttpRequest, token: str, number: int) -> HttpResponse:
        sheet = find(game, token)
        if sheet is None:
            return missing(request, game)
        entry = sheet.entry_set.filter(number=number).first()

        def remove(s: TableSheet) -> None:
            entry.delete()
            history.renumber(s.entry_set.all())
        try:
            if entry is None:
                raise history.StaleVersion(sheet.token)
            history.commit(sheet, quoted_version(request) or 0, "delete", remove, history.fingerprint(request),
                           about={"noun": "hand", "n": number})
        except history.StaleVersion:
            sheet.refresh_from_db()
            return (repeated(request, sheet, sheet_url(game, sheet, "#messages"))
                    or page(game, request, sheet, status=STALE, error=stale_button_message()))
        messages.success(request, _("Hand %(n)d deleted. “Undo” brings it back.") % {"n": number})
        return HttpResponseRedirect(sheet_url(game, sheet, "#messages"))

    @allow("GET")
    def picked(request: HttpRequest, token: str) -> HttpResponse:
        """Each card grid's running total as the cards are picked (htmx asks as the form changes; the
        engine counts, through the form's ``picked_points``)."""
        sheet = find(game, token)
        if sheet is None:
            return missing(request, game)
        form = game.entry_form(request.GET, sheet=sheet)
        totals = [(f"cards_{seat}", form.picked_points(seat)) for seat in range(len(sheet.players))]
        return render(request, "counters/_picked_totals.html", {"pickers": totals})

    @allow("GET")
    def export_csv(request: HttpRequest, token: str) -> HttpResponse:
        sheet = find(game, token)
        if sheet is None:
            return missing(request, game)
        header, rows = game.csv(sheet, game.state(sheet, list(sheet.entry_set.all())))
        return csv_response(f"{game.slug}-{sheet.created:%Y-%m-%d}.csv", header, rows)

    return {"start": start, "show": show, "add": add, "edit": edit, "delete": delete, "csv": export_csv, "picked": picked,
            "page": lambda request, sheet, **kwargs: page(game, request, sheet, **kwargs)}


def urls(game: Game, table: dict[str, Callable]) -> list:
    s = game.slug
    return [
        path(f"{s}/", table["start"], name=f"{s}-start"),
        path(f"{s}/<str:token>/", table["show"], name=s),
        path(f"{s}/<str:token>/hands/", table["add"], name=f"{s}-add"),
        path(f"{s}/<str:token>/hands/<int:number>/", table["edit"], name=f"{s}-edit"),
        path(f"{s}/<str:token>/hands/<int:number>/delete/", table["delete"], name=f"{s}-delete"),
        path(f"{s}/<str:token>/csv/", table["csv"], name=f"{s}-csv"),
        # The cards-taken grids' running totals, for the games whose hand form has card grids.
        *([path(f"{s}/<str:token>/hands/picked/", table["picked"], name=f"{s}-picked")]
          if hasattr(game.entry_form, "picked_points") else []),
    ]
