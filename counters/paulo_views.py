"""The Paulo chinos board: start, show, add / edit / delete a hand, carteta, team names, undo, CSV."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _

from counters import history, paulo_board
from counters.models import PauloBoard, PauloHand
from counters.paulo_forms import PauloHandForm, PauloStartForm, TeamsForm, refusal_message
from counters.paulo_text import award_text, csv_table, entry_parts, hand_choices, score_cell
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


def _back(token: str, *args, **kwargs) -> str:
    """Where a GET of an address that only takes a form goes: the board."""
    return reverse("counters:paulo", args=[token])


@allow("POST", back=to_index("#paulo"))
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
    form = form or hand_form(board, entries, entry=entry)
    context = {
        **sheet_context(request, board, "paulo"), "has_form": state.winner is None,
        "board": board, "state": state, "before": before, "entry": entry, "form": form,
        "teams_form": teams_form or TeamsForm(initial={"version": board.version, "team_a": board.team_a,
                                                        "team_b": board.team_b}),
        "choices": hand_choices(board, before, form),
        # The live refresh takes the score, and of the form being typed in only what the score changes: its
        # heading and what each number of bets is worth now (never a choice already made).
        "live_parts": ",".join(["#board", "#hands", "#tools", "#hand-title",
                                *(f"#worth-{k}" for k in range(paulo_board.MAX_BETS + 1))]),
        "history": [{"step": step, **entry_parts(board, step, state.rules),
                     "cells": [score_cell(team, state.rules) for team in step.after.teams]} for step in state.steps],
        "error": error, "error_at": error_at,
    }
    template = "counters/paulo_hand.html" if entry else "counters/paulo.html"
    return render(request, template, context, status=status)


def _stale(request: HttpRequest, board: PauloBoard, entry=None) -> HttpResponse:
    """Refuse a hand entered or edited on an old version, keeping what was chosen (see the Papayoo one)."""
    board.refresh_from_db()
    done = repeated(request, board, board_url(board, "#messages"))
    if done:
        return done
    data = request.POST.copy()
    data["version"] = str(board.version)
    entries = list(board.hand_set.all())
    error = stale_message()
    if entry is not None:
        now = _same_entry(board, request, entry)
        if now is None or now.kind != "hand":
            error = _("Someone else deleted hand %(n)d a moment ago, so your change to it was not saved. What "
                      "you chose is kept in the form for the next hand: save it there if it is still needed."
                      ) % {"n": entry.number}
            if paulo_board.state(board, entries).winner is not None:
                error = _("Someone else deleted hand %(n)d a moment ago, so your change to it was not saved."
                          ) % {"n": entry.number}
                return page(request, board, status=STALE, error=error)
            return page(request, board, hand_form(board, entries, data), status=STALE, error=error,
                        error_at="form")
        if now.number != entry.number:
            error = _("Someone else changed this board a moment ago: the hand you were editing is now hand "
                      "%(n)d, and your change was not saved. What you chose is kept: check it and save again "
                      "if it is still needed.") % {"n": now.number}
        entry = now
    return page(request, board, hand_form(board, entries, data, entry), entry, status=STALE, error=error,
                error_at="form")


def _same_entry(board: PauloBoard, request: HttpRequest, entry: PauloHand) -> PauloHand | None:
    """The hand a stale edit form was made for, wherever it is now (None: it was deleted)."""
    try:
        pk = int(request.POST.get("entry", ""))
    except ValueError:
        return board.hand_set.filter(number=entry.number).first()
    return board.hand_set.filter(pk=pk).first()


def no_entry(number: int) -> str:
    return _("This board has no hand %(n)d (it may have been deleted on another phone): the board below is up "
             "to date.") % {"n": number}


@allow("GET")
def show(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    return page(request, board) if board else missing(request, "board")


def _save_hand(request: HttpRequest, board: PauloBoard, entry: PauloHand | None) -> HttpResponse:
    if quoted_version(request) != board.version:
        return _stale(request, board, entry)
    entries = list(board.hand_set.all())
    if entry is None and paulo_board.state(board, entries).winner is not None:
        return page(request, board, status=400, error=_("The match is already won: no more hands can be "
                                                        "scored. Edit or delete a hand to change it."))
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
        history.commit(board, form.cleaned_data["version"], "edit" if entry else "add", save,
                       history.fingerprint(request),
                       about={"noun": "hand", "n": hand.number, "who": board.teams[hand.winner], "role": "winner"})
    except history.StaleVersion:
        return _stale(request, board, entry)
    step = steps[hand.number - 1]
    messages.success(request, award_text(board, step, paulo_board.rules_of(board), saved=True))
    return HttpResponseRedirect(board_url(board, "#messages"))


@allow("POST", back=_back)
def add_hand(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    return _save_hand(request, board, None) if board else missing(request, "board")


@allow("GET", "POST")
def edit_hand(request: HttpRequest, token: str, number: int) -> HttpResponse:
    board = find(PauloBoard, token)
    if board is None:
        return missing(request, "board")
    entry = board.hand_set.filter(number=number).first()
    if request.method == "POST" and quoted_version(request) != board.version:
        return _stale(request, board, entry or PauloHand(board=board, number=number))
    if entry is None:
        return page(request, board, status=404, error=no_entry(number))
    if entry.kind == "carteta":
        return page(request, board, status=400, error=_("A carteta entry has nothing to edit: delete it instead."))
    if request.method != "POST":
        return page(request, board, entry=entry)
    return _save_hand(request, board, entry)


def _change(request: HttpRequest, board: PauloBoard, kind: str, entries: list, change, done: str,
            refused=None, about: dict | None = None) -> HttpResponse:
    """Check the entries as they would be after the change with the engine, then commit it.
    ``refused(status, error)`` shows a refusal (default: the board with the error on top)."""
    def refuse(status: int, error: str) -> HttpResponse:
        return refused(status, error) if refused else page(request, board, status=status, error=error)

    if quoted_version(request) != board.version:
        return _refused_stale(request, board, refuse)
    try:
        paulo_board.replay(entries, paulo_board.rules_of(board))
    except paulo_board.HandRefused as exc:
        return refuse(400, refusal_message(exc, board, len(entries) + 1))
    try:
        history.commit(board, quoted_version(request) or 0, kind, change, history.fingerprint(request), about)
    except history.StaleVersion:
        return _refused_stale(request, board, refuse)
    messages.success(request, done)
    return HttpResponseRedirect(board_url(board, "#messages"))


def _refused_stale(request: HttpRequest, board: PauloBoard, refuse, error: str = "") -> HttpResponse:
    board.refresh_from_db()
    return (repeated(request, board, board_url(board, "#messages"))
            or refuse(STALE, error or stale_button_message()))


@allow("POST", back=_back)
def delete_hand(request: HttpRequest, token: str, number: int) -> HttpResponse:
    board = find(PauloBoard, token)
    if board is None:
        return missing(request, "board")
    entry = board.hand_set.filter(number=number).first()
    if entry is None:
        return (repeated(request, board, board_url(board, "#messages"))
                or page(request, board, status=STALE if quoted_version(request) != board.version else 404,
                        error=no_entry(number)))
    remaining = [e for e in board.hand_set.all() if e.number != number]
    for n, e in enumerate(remaining, start=1):
        e.number = n

    def delete(b: PauloBoard) -> None:
        entry.delete()
        history.renumber(b.hand_set.all())
    done = _("Entry %(n)d deleted. “Undo” brings it back.") % {"n": number}
    return _change(request, board, "delete", remaining, delete, done, about={"noun": "hand", "n": number})


@allow("POST", back=_back)
def carteta(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    if board is None:
        return missing(request, "board")
    entries = list(board.hand_set.all())
    if quoted_version(request) == board.version and paulo_board.state(board, entries).winner is not None:
        return page(request, board, status=400, error=_("The match is already won: no carteta can be played."))
    mark = PauloHand(number=len(entries) + 1, kind="carteta")

    def add(b: PauloBoard) -> None:
        mark.board = b
        mark.save()
    done = _("Carteta started: record each duel as a hand of its own.")
    return _change(request, board, "carteta", [*entries, mark], add, done, about={"noun": "hand", "n": mark.number})


@allow("POST", back=_back)
def rename_teams(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    if board is None:
        return missing(request, "board")

    def refused(status: int, error: str) -> HttpResponse:
        """The board with the names typed kept in the open renaming form, under the current version."""
        data = request.POST.copy()
        data["version"] = str(board.version)
        return page(request, board, teams_form=TeamsForm(data), status=status, error=error, error_at="teams")

    if quoted_version(request) != board.version:
        return _refused_stale(request, board, refused, stale_message())
    form = TeamsForm(request.POST)
    if not form.is_valid():
        return page(request, board, teams_form=form, status=400)

    def rename(b: PauloBoard) -> None:
        PauloBoard.objects.filter(pk=b.pk).update(team_a=form.cleaned_data["team_a"],
                                                  team_b=form.cleaned_data["team_b"])
    return _change(request, board, "teams", list(board.hand_set.all()), rename, _("Team names changed."), refused)


@allow("GET")
def export_csv(request: HttpRequest, token: str) -> HttpResponse:
    board = find(PauloBoard, token)
    if board is None:
        return missing(request, "board")
    header, rows = csv_table(board, paulo_board.state(board, list(board.hand_set.all())))
    return csv_response(f"paulo-{board.created:%Y-%m-%d}.csv", header, rows)
