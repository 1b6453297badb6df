"""The Papayoo score sheet: start, show, add / edit / delete a round, undo, CSV."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from counters import history, papayoo_sheet
from counters.forms import PapayooRoundForm, PapayooStartForm, page_lang
from counters.models import PapayooRound, PapayooSheet
from counters.share import csv_response, qr_svg
from counters.views import STALE, find, missing, quoted_version, render_index, stale_message, undo_last_change
from naipes_site.lexicon.cards import suit_name


@require_POST
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
    share_url = request.build_absolute_uri(sheet_url(sheet))
    context = {
        "sheet": sheet, "state": state, "form": form or round_form(sheet, entry=entry), "entry": entry,
        "error": error, "error_at": error_at, "can_undo": history.can_undo(sheet), "share_url": share_url,
        "qr": qr_svg(share_url, _("QR code of this sheet's link")),
        "names": [{"seat": s, "name": n, "total": state.totals[s], "leads": s in state.leaders,
                   "wins": s in state.winners, "deals": s == state.dealer} for s, n in enumerate(sheet.players)],
        "rows": [{"number": row.number, "dealer": sheet.players[row.dealer], "die": row.die,
                  "die_name": suit_name(row.die, page_lang()), "scores": row.scores, "totals": row.totals}
                 for row in state.rows],
        "dealer_name": sheet.players[state.dealer],
        "leader_names": [sheet.players[s] for s in state.leaders],
        "low_total": min(state.totals),
        "draft": f"edit-{entry.number}" if entry else f"new-{state.next_number}",
    }
    template = "counters/papayoo_round.html" if entry else "counters/papayoo.html"
    return render(request, template, context, status=status)


def _stale(request: HttpRequest, sheet: PapayooSheet, entry=None) -> HttpResponse:
    """Refuse a change made on an old version; keep what was typed, under the current version."""
    sheet.refresh_from_db()
    data = request.POST.copy()
    data["version"] = str(sheet.version)
    return page(request, sheet, round_form(sheet, data, entry), entry, status=STALE, error=stale_message(),
                error_at="form")


@require_GET
def show(request: HttpRequest, token: str) -> HttpResponse:
    sheet = find(PapayooSheet, token)
    return page(request, sheet) if sheet else missing(request)


@require_POST
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
        history.commit(sheet, form.cleaned_data["version"], "add", add)
    except history.StaleVersion:
        return _stale(request, sheet)
    messages.success(request, saved_message(sheet, state.next_number, data))
    return HttpResponseRedirect(sheet_url(sheet, "#messages"))


def saved_message(sheet: PapayooSheet, number: int, data: dict) -> str:
    if data.get("moon_shooter") is not None:
        return _("Round %(n)d saved: %(name)s shot the moon, 0 for them and 250 for everybody else.") % {
            "n": number, "name": sheet.players[data["moon_shooter"]]}
    return _("Round %(n)d saved.") % {"n": number}


def _entry(sheet: PapayooSheet, number: int) -> PapayooRound | None:
    return sheet.round_set.filter(number=number).first()


@require_http_methods(["GET", "POST"])
def edit_round(request: HttpRequest, token: str, number: int) -> HttpResponse:
    sheet = find(PapayooSheet, token)
    entry = sheet and _entry(sheet, number)
    if not entry:
        return missing(request)
    if request.method == "GET":
        return page(request, sheet, entry=entry)
    if quoted_version(request) != sheet.version:
        return _stale(request, sheet, entry)
    form = round_form(sheet, request.POST, entry)
    if not form.is_valid():
        return page(request, sheet, form, entry, status=400)
    data = form.cleaned_data

    def edit(s: PapayooSheet) -> None:
        PapayooRound.objects.filter(pk=entry.pk).update(die=data["die"], typed=data["typed"],
                                                        piles=data["piles"], scores=data["scores"])
    try:
        history.commit(sheet, data["version"], "edit", edit)
    except history.StaleVersion:
        return _stale(request, sheet, entry)
    messages.success(request, _("Round %(n)d changed.") % {"n": number})
    return HttpResponseRedirect(sheet_url(sheet, "#messages"))


@require_POST
def delete_round(request: HttpRequest, token: str, number: int) -> HttpResponse:
    sheet = find(PapayooSheet, token)
    entry = sheet and _entry(sheet, number)
    if not entry:
        return missing(request)

    def delete(s: PapayooSheet) -> None:
        entry.delete()
        history.renumber(s.round_set.all())
    try:
        history.commit(sheet, quoted_version(request) or 0, "delete", delete)
    except history.StaleVersion:
        sheet.refresh_from_db()
        return page(request, sheet, status=STALE, error=stale_message())
    messages.success(request, _("Round %(n)d deleted. “Undo the last change” brings it back.") % {"n": number})
    return HttpResponseRedirect(sheet_url(sheet, "#messages"))


@require_POST
def undo(request: HttpRequest, token: str) -> HttpResponse:
    sheet = find(PapayooSheet, token)
    if sheet is None:
        return missing(request)
    return undo_last_change(request, sheet, page, sheet_url(sheet, "#messages"))


@require_GET
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
