"""The Paulo chinos board: start, show, add / edit / delete a hand, carteta, team names, undo, CSV."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from counters import history, paulo_board
from counters.models import PauloBoard, PauloHand
from counters.paulo_forms import PauloHandForm, PauloStartForm, TeamsForm, refusal_message
from counters.paulo_text import award_text, csv_table, entry_parts, hand_choices, score_cell
from counters.share import csv_response, qr_svg
from counters.views import STALE, find, missing, quoted_version, render_index, stale_message, undo_last_change


@require_POST
def start(request: HttpRequest) -> HttpResponse:
    form = PauloStartForm(request.POST)
    if not form.is_valid() or "rules" not in form.cleaned_data:
        return render_index(request, paulo_form=form, status=400)
    data = form.cleaned_data
    board = PauloBoard.objects.create(team_a=data["team_a"], team_b=data["team_b"], players=data["players"],
                                      scoring=data["scoring"], target=data["target"])
    return HttpResponseRedirect(board_url(board))


def board_url(board: PauloBoard, anchor: str = "") -> str:
    return reverse("counters:paulo", args=[board.token]) + anchor


def hand_form(board: PauloBoard, entries: list, data=None, entry: PauloHand | None = None) -> PauloHandForm:
    initial = {"version": board.version, "end": "played", "bets": 0}
    if entry:
        initial.update(winner=entry.winner, end=entry.end, bets=entry.bets)
    return PauloHandForm(data, initial=initial, board=board, entries=entries,
                         replace=entry.number if entry else None)


def page(request: HttpRequest, board: PauloBoard, form=None, entry=None, teams_form=None, status=200,
         error="", error_at="top") -> HttpResponse:
    entries = list(board.hand_set.all())
    state = paulo_board.state(board, entries)
    if state.broken and not error:
        error = refusal_message(state.broken, board, 0)
    # The form's bets are worth what they are worth before the hand being entered or edited.
    before = paulo_board.state_at(board, state.rules, state.steps[: entry.number - 1]) if entry else state
    share_url = request.build_absolute_uri(board_url(board))
    form = form or hand_form(board, entries, entry=entry)
    context = {
        "board": board, "state": state, "before": before, "entry": entry, "form": form,
        "teams_form": teams_form or TeamsForm(initial={"version": board.version, "team_a": board.team_a,
                                                        "team_b": board.team_b}),
        "choices": hand_choices(board, before, form),
        "history": [{"step": step, **entry_parts(board, step, state.rules),
                     "cells": [score_cell(team, state.rules) for team in step.after.teams]} for step in state.steps],
        "error": error, "error_at": error_at, "can_undo": history.can_undo(board), "share_url": share_url,
        "qr": qr_svg(share_url, _("QR code of this board's link")),
    }
    template = "counters/paulo_hand.html" if entry else "counters/paulo.html"
    return render(request, template, context, status=status)


def _stale(request: HttpRequest, board: PauloBoard, entry=None) -> HttpResponse:
    board.refresh_from_db()
    data = request.POST.copy()
    data["version"] = str(board.version)
    entries = list(board.hand_set.all())
    entry = entry and board.hand_set.filter(number=entry.number).first()
    return page(request, board, hand_form(board, entries, data, entry), entry, status=STALE, error=stale_message(),
                error_at="form")


@require_GET
def show(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    return page(request, board) if board else missing(request, "board")


def _save_hand(request: HttpRequest, board: PauloBoard, entry: PauloHand | None) -> HttpResponse:
    if quoted_version(request) != board.version:
        return _stale(request, board, entry)
    entries = list(board.hand_set.all())
    form = hand_form(board, entries, request.POST, entry)
    if not form.is_valid():
        return page(request, board, form, entry, status=400)
    hand, steps = form.cleaned_data["hand"], form.cleaned_data["steps"]

    def save(b: PauloBoard) -> None:
        if entry:
            PauloHand.objects.filter(pk=entry.pk).update(kind="hand", winner=hand.winner, end=hand.end,
                                                         bets=hand.bets)
        else:
            hand.board = b
            hand.save()
    try:
        history.commit(board, form.cleaned_data["version"], "edit" if entry else "add", save)
    except history.StaleVersion:
        return _stale(request, board, entry)
    step = steps[hand.number - 1]
    messages.success(request, award_text(board, step, paulo_board.rules_of(board), saved=True))
    return HttpResponseRedirect(board_url(board, "#messages"))


@require_POST
def add_hand(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    return _save_hand(request, board, None) if board else missing(request, "board")


@require_http_methods(["GET", "POST"])
def edit_hand(request: HttpRequest, token: str, number: int) -> HttpResponse:
    board = find(PauloBoard, token)
    entry = board and board.hand_set.filter(number=number).first()
    if not entry:
        return missing(request, "board")
    if entry.kind == "carteta" and request.method == "POST":
        return page(request, board, status=400, error=_("A carteta entry has nothing to edit: delete it instead."))
    if request.method == "GET":
        return page(request, board, entry=entry)
    return _save_hand(request, board, entry)


def _change(request: HttpRequest, board: PauloBoard, kind: str, entries: list, change, done: str) -> HttpResponse:
    """Check the entries as they would be after the change with the engine, then commit it."""
    try:
        paulo_board.replay(entries, paulo_board.rules_of(board))
    except paulo_board.HandRefused as exc:
        return page(request, board, status=400, error=refusal_message(exc, board, len(entries) + 1))
    try:
        history.commit(board, quoted_version(request) or 0, kind, change)
    except history.StaleVersion:
        board.refresh_from_db()
        return page(request, board, status=STALE, error=stale_message())
    messages.success(request, done)
    return HttpResponseRedirect(board_url(board, "#messages"))


@require_POST
def delete_hand(request: HttpRequest, token: str, number: int) -> HttpResponse:
    board = find(PauloBoard, token)
    entry = board and board.hand_set.filter(number=number).first()
    if not entry:
        return missing(request, "board")
    remaining = [e for e in board.hand_set.all() if e.number != number]
    for n, e in enumerate(remaining, start=1):
        e.number = n

    def delete(b: PauloBoard) -> None:
        entry.delete()
        history.renumber(b.hand_set.all())
    done = _("Entry %(n)d deleted. “Undo the last change” brings it back.") % {"n": number}
    return _change(request, board, "delete", remaining, delete, done)


@require_POST
def carteta(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    if board is None:
        return missing(request, "board")
    entries = list(board.hand_set.all())
    mark = PauloHand(number=len(entries) + 1, kind="carteta")

    def add(b: PauloBoard) -> None:
        mark.board = b
        mark.save()
    done = _("Carteta started: record each duel as a hand of its own.")
    return _change(request, board, "carteta", [*entries, mark], add, done)


@require_POST
def rename_teams(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    if board is None:
        return missing(request, "board")
    form = TeamsForm(request.POST)
    if not form.is_valid():
        return page(request, board, teams_form=form, status=400)

    def rename(b: PauloBoard) -> None:
        PauloBoard.objects.filter(pk=b.pk).update(team_a=form.cleaned_data["team_a"],
                                                  team_b=form.cleaned_data["team_b"])
    return _change(request, board, "teams", list(board.hand_set.all()), rename, _("Team names changed."))


@require_POST
def undo(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    if board is None:
        return missing(request, "board")
    return undo_last_change(request, board, page, board_url(board, "#messages"))


@require_GET
def export_csv(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    if board is None:
        return missing(request, "board")
    header, rows = csv_table(board, paulo_board.state(board, list(board.hand_set.all())))
    return csv_response(f"paulo-{board.created:%Y-%m-%d}.csv", header, rows)
