"""The Papayoo score sheet: start, show, add / edit / delete a round, undo, CSV."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _

from counters import history, papayoo_sheet
from counters.forms import PapayooRoundForm, PapayooStartForm, page_lang
from counters.models import PapayooRound, PapayooSheet
from counters.views import (
    STALE,
    allow,
    find,
    missing,
    quoted_version,
    render_index,
    repeated,
    sheet_context,
    stale_button_message,
    stale_message,
    to_index,
)
from naipes_site.share import csv_response
from wording.cards import suit_name


def _back(token: str, *args, **kwargs) -> str:
    """Where a GET of an address that only takes a form goes: the sheet."""
    return reverse("counters:papayoo", args=[token])


@allow("POST", back=to_index("#papayoo"))
def start(request: HttpRequest) -> HttpResponse:
    form = PapayooStartForm(request.POST)
    if not form.is_valid() or "rules" not in form.cleaned_data:
        return render_index(request, papayoo_form=form, status=400)
    data = form.cleaned_data
    sheet = PapayooSheet.objects.create(
        players=data["player"], first_dealer=data["first_dealer"], ending=data["ending"],
        rounds=data["rounds"] if data["ending"] == "rounds" else None, threshold=data["threshold"],
        shoot_the_moon=data["shoot_the_moon"],
    )
    return HttpResponseRedirect(sheet_url(sheet))


def sheet_url(sheet: PapayooSheet, anchor: str = "") -> str:
    return reverse("counters:papayoo", args=[sheet.token]) + anchor


def round_form(sheet: PapayooSheet, data: QueryDict | None = None, entry: PapayooRound | None = None):
    initial = {"version": sheet.version, **(PapayooRoundForm.initial_from(entry) if entry else {})}
    rules = papayoo_sheet.rules_of(sheet)
    return PapayooRoundForm(data, initial=initial, players=sheet.players, rules=rules)


def page(request: HttpRequest, sheet: PapayooSheet, form=None, entry=None, status=200, error="",
         error_at="top") -> HttpResponse:
    """The sheet, with the form for the next round (or for the round being edited)."""
    rounds = list(sheet.round_set.all())
    state = papayoo_sheet.state(sheet, rounds)
    form = form or round_form(sheet, entry=entry)
    context = {
        **sheet_context(request, sheet, "papayoo"),
        "sheet": sheet, "state": state, "form": form, "entry": entry,
        "error": error, "error_at": error_at,
        "tally": tally_of(sheet, form), "has_form": not state.over,
        "names": [{"seat": s, "name": n, "total": state.totals[s], "leads": s in state.leaders,
                   "wins": s in state.winners, "deals": s == state.dealer} for s, n in enumerate(sheet.players)],
        "rows": [{"number": row.number, "dealer": sheet.players[row.dealer], "die": row.die,
                  "die_name": suit_name(row.die, page_lang()), "scores": row.scores, "totals": row.totals}
                 for row in state.rows],
        "dealer_name": sheet.players[state.dealer],
        "leader_names": [sheet.players[s] for s in state.leaders],
        "low_total": min(state.totals),
        # An edit's draft belongs to the version it was typed on: after any change (a deletion renumbers
        # the rounds) it would fill another round's form, or hide what another phone saved.
        "draft": f"edit-{entry.number}-v{sheet.version}" if entry else f"new-{state.next_number}",
    }
    template = "counters/papayoo_round.html" if entry else "counters/papayoo.html"
    return render(request, template, context, status=status)


def _stale(request: HttpRequest, sheet: PapayooSheet, entry=None) -> HttpResponse:
    """Refuse a change made on an old version; keep what was typed, under the current version.

    The same form sent twice is answered as saved. A round being edited is found again by its identity:
    another phone may have deleted a round before it (it is then edited under its new number) or
    deleted the round itself (what was typed is then offered as a new round)."""
    sheet.refresh_from_db()
    done = repeated(request, sheet, sheet_url(sheet, "#messages"))
    if done:
        return done
    data = request.POST.copy()
    data["version"] = str(sheet.version)
    error = stale_message()
    if entry is not None:
        now = _same_entry(sheet, request, entry)
        if now is None:
            error = _("Someone else deleted round %(n)d a moment ago, so your change to it was not saved. "
                      "What you typed is kept in the form for a new round: save it there if it is still "
                      "needed.") % {"n": entry.number}
            if papayoo_sheet.state(sheet, list(sheet.round_set.all())).over:
                error = _("Someone else deleted round %(n)d a moment ago, so your change to it was not "
                          "saved.") % {"n": entry.number}
                return page(request, sheet, status=STALE, error=error)
            return page(request, sheet, round_form(sheet, data), status=STALE, error=error, error_at="form")
        if now.number != entry.number:
            error = _("Someone else changed this sheet a moment ago: the round you were editing is now round "
                      "%(n)d, and your change was not saved. What you typed is kept: check it and save again "
                      "if it is still needed.") % {"n": now.number}
        entry = now
    return page(request, sheet, round_form(sheet, data, entry), entry, status=STALE, error=error,
                error_at="form")


def _same_entry(sheet: PapayooSheet, request: HttpRequest, entry: PapayooRound) -> PapayooRound | None:
    """The round a stale edit form was made for, wherever it is now (None: it was deleted)."""
    try:
        pk = int(request.POST.get("entry", ""))
    except ValueError:
        return _entry(sheet, entry.number)
    return sheet.round_set.filter(pk=pk).first()


@allow("GET")
def show(request: HttpRequest, token: str) -> HttpResponse:
    sheet = find(PapayooSheet, token)
    return page(request, sheet) if sheet else missing(request)


@allow("POST", back=_back)
def add_round(request: HttpRequest, token: str) -> HttpResponse:
    sheet = find(PapayooSheet, token)
    if sheet is None:
        return missing(request)
    if quoted_version(request) != sheet.version:
        return _stale(request, sheet)
    form = round_form(sheet, request.POST)
    state = papayoo_sheet.state(sheet, list(sheet.round_set.all()))
    if state.over:
        return page(request, sheet, status=400, error=_("The game is over: no more rounds can be added. "
                                                        "Edit or delete a round to change it."))
    if not form.is_valid():
        return page(request, sheet, form, status=400)
    data = form.cleaned_data

    def add(s: PapayooSheet) -> None:
        PapayooRound.objects.create(sheet=s, number=state.next_number, die=data["die"], typed=data["typed"],
                                    piles=data["piles"], scores=data["scores"])
    try:
        history.commit(sheet, form.cleaned_data["version"], "add", add, history.fingerprint(request),
                       about=about(state.next_number, sheet.players[state.dealer]))
    except history.StaleVersion:
        return _stale(request, sheet)
    messages.success(request, saved_message(sheet, state.next_number, data))
    return HttpResponseRedirect(sheet_url(sheet, "#messages"))


def saved_message(sheet: PapayooSheet, number: int, data: dict) -> str:
    if data.get("moon_shooter") is not None:
        return _("Round %(n)d saved: %(name)s shot the moon, 0 for them and 250 for everybody else.") % {
            "n": number, "name": sheet.players[data["moon_shooter"]]}
    return _("Round %(n)d saved.") % {"n": number}


def no_round(number: int) -> str:
    return _("This sheet has no round %(n)d (it may have been deleted on another phone): the sheet below is up "
             "to date.") % {"n": number}


def _entry(sheet: PapayooSheet, number: int) -> PapayooRound | None:
    return sheet.round_set.filter(number=number).first()


@allow("GET", "POST")
def edit_round(request: HttpRequest, token: str, number: int) -> HttpResponse:
    sheet = find(PapayooSheet, token)
    if sheet is None:
        return missing(request)
    entry = _entry(sheet, number)
    if request.method == "POST" and quoted_version(request) != sheet.version:
        return _stale(request, sheet, entry or PapayooRound(sheet=sheet, number=number))
    if entry is None:
        return page(request, sheet, status=404, error=no_round(number))
    if request.method != "POST":
        return page(request, sheet, entry=entry)
    form = round_form(sheet, request.POST, entry)
    if not form.is_valid():
        return page(request, sheet, form, entry, status=400)
    data = form.cleaned_data
    after = [PapayooRound(number=r.number, scores=data["scores"] if r.pk == entry.pk else r.scores)
             for r in sheet.round_set.all()]
    ended = papayoo_sheet.ended_at(sheet, after)
    if ended is not None:
        form.add_error(None, _("With this change somebody reaches %(limit)d points in round %(n)d, so the game "
                               "ended there and the rounds after it were never played. Delete them first if "
                               "this change is right.") % {"limit": sheet.threshold, "n": ended})
        return page(request, sheet, form, entry, status=400)

    def edit(s: PapayooSheet) -> None:
        PapayooRound.objects.filter(pk=entry.pk).update(die=data["die"], typed=data["typed"],
                                                        piles=data["piles"], scores=data["scores"])
    try:
        history.commit(sheet, data["version"], "edit", edit, history.fingerprint(request), about=about(number))
    except history.StaleVersion:
        return _stale(request, sheet, entry)
    messages.success(request, _("Round %(n)d changed.") % {"n": number})
    return HttpResponseRedirect(sheet_url(sheet, "#messages"))


@allow("POST", back=_back)
def delete_round(request: HttpRequest, token: str, number: int) -> HttpResponse:
    sheet = find(PapayooSheet, token)
    if sheet is None:
        return missing(request)
    entry = _entry(sheet, number)
    if not entry:
        sheet.refresh_from_db()
        return (repeated(request, sheet, sheet_url(sheet, "#messages"))
                or page(request, sheet, status=STALE if quoted_version(request) != sheet.version else 404,
                        error=no_round(number)))

    def delete(s: PapayooSheet) -> None:
        entry.delete()
        history.renumber(s.round_set.all())
    try:
        history.commit(sheet, quoted_version(request) or 0, "delete", delete, history.fingerprint(request),
                       about=about(number))
    except history.StaleVersion:
        sheet.refresh_from_db()
        return (repeated(request, sheet, sheet_url(sheet, "#messages"))
                or page(request, sheet, status=STALE, error=stale_button_message()))
    messages.success(request, _("Round %(n)d deleted. “Undo” brings it back.") % {"n": number})
    return HttpResponseRedirect(sheet_url(sheet, "#messages"))


def about(number: int, dealer: str = "") -> dict:
    """What a change touched, for the history list and the undo message (see :mod:`counters.history_text`)."""
    return {"noun": "round", "n": number, **({"who": dealer, "role": "dealer"} if dealer else {})}


def tally_of(sheet: PapayooSheet, form) -> papayoo_sheet.Tally | None:
    """The running total of the round being entered (None before anything is typed or picked)."""
    if not form.is_bound:
        return None
    return papayoo_sheet.tally(sheet, form.data)


@allow("GET")
def tally(request: HttpRequest, token: str) -> HttpResponse:
    """The round form's running total as the cards are picked: each player's points so far and what is
    missing to make the round's 250, and each card grid's own total (the engine counts; htmx asks this as
    the form changes)."""
    sheet = find(PapayooSheet, token)
    if sheet is None:
        return missing(request)
    form = round_form(sheet, request.GET)
    pickers = [(f"cards_{seat}", form.picked_points(seat)) for seat in range(len(sheet.players))]
    return render(request, "counters/_papayoo_tally_update.html",
                  {"tally": papayoo_sheet.tally(sheet, request.GET), "sheet": sheet, "pickers": pickers})


@allow("GET")
def export_csv(request: HttpRequest, token: str) -> HttpResponse:
    sheet = find(PapayooSheet, token)
    if sheet is None:
        return missing(request)
    state = papayoo_sheet.state(sheet, list(sheet.round_set.all()))
    header = [_("Round"), _("Dealer"), _("Die"), *sheet.players]
    lang = page_lang()
    rows = [[row.number, sheet.players[row.dealer], suit_name(row.die, lang), *row.scores] for row in state.rows]
    rows.append([_("Total"), "", "", *state.totals])
    return csv_response(f"papayoo-{sheet.created:%Y-%m-%d}.csv", header, rows)
