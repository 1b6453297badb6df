"""The Paulo chinos board: two teams, each hand as it ended, cartetas, and the team names. The views are the
shared ones (:mod:`counters.sheet_views`) and two of Paulo's own (a carteta, the team names); here is what is
Paulo's own."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.urls import path
from django.utils.translation import gettext as _, gettext_lazy

from counters import history
from counters.counter import Counter
from counters.games.paulo import board as paulo_board
from counters.games.paulo.forms import PauloHandForm, PauloStartForm, TeamsForm, refusal_message
from counters.games.paulo.text import award_text, csv_table, entry_parts, hand_choices, score_cell
from counters.models import PauloBoard, PauloHand
from counters.sheet_views import SheetView
from counters.views import quoted_version, stale_message


class PauloCounter(Counter):
    slug = "paulo"
    model = PauloBoard
    start_form = PauloStartForm
    sheet_module = paulo_board
    templates = ("counters/games/paulo/sheet.html", "counters/games/paulo/entry.html")

    def entries(self, sheet):
        return sheet.hand_set.all()

    def build(self, data: dict) -> PauloBoard:
        return PauloBoard(team_a=data["team_a"], team_b=data["team_b"], players=data["players"],
                          scoring=data["scoring"], target=data["target"])

    def is_over(self, state) -> bool:
        return state.winner is not None

    def entry_form(self, sheet, data=None, entry=None, entries=None):
        initial = {"version": sheet.version, "end": "played", "bets": 0}
        if entry:
            initial.update(winner=entry.winner, end=entry.end, bets=entry.bets)
        entries = list(self.entries(sheet)) if entries is None else entries
        return PauloHandForm(data, initial=initial, board=sheet, entries=entries,
                             replace=entry.number if entry else None)

    def context(self, request, sheet, state, form, entry) -> dict:
        # The form's bets are worth what they are worth before the hand being entered or edited.
        before = paulo_board.state_at(sheet, state.rules, state.steps[: entry.number - 1]) if entry else state
        return {
            "board": sheet, "before": before,
            # A refused renaming gives its own form to the page (:class:`Teams`).
            "teams_form": TeamsForm(initial={"version": sheet.version, "team_a": sheet.team_a, "team_b": sheet.team_b}),
            "choices": hand_choices(sheet, before, form),
            # The live refresh takes the score, and of the form being typed in only what the score changes: its
            # heading and what each number of bets is worth now (never a choice already made).
            "live_parts": ",".join(["#board", "#hands", "#tools", "#hand-title",
                                    *(f"#worth-{k}" for k in range(paulo_board.MAX_BETS + 1))]),
            "history": [{"step": step, **entry_parts(sheet, step, state.rules),
                         "cells": [score_cell(team, state.rules) for team in step.after.teams]} for step in state.steps],
        }

    def csv(self, sheet, state) -> tuple[list, list]:
        return csv_table(sheet, state)

    def store(self, sheet, form, number: int, entry):
        hand = form.cleaned_data["hand"]

        def save(b: PauloBoard) -> None:
            if entry:
                PauloHand.objects.filter(pk=entry.pk).update(kind="hand", winner=hand.winner, end=hand.end,
                                                             bets=hand.bets)
            else:
                hand.board = b
                hand.save()
        return save

    def about(self, sheet, form, number: int, state=None) -> dict:
        hand = form.cleaned_data["hand"]
        return {"noun": "hand", "n": hand.number, "who": sheet.teams[hand.winner], "role": "winner"}

    def refused_now(self, sheet, state) -> str:
        return refusal_message(state.broken, sheet, 0) if state.broken else ""

    def not_editable(self, entry) -> str:
        return _("A carteta entry has nothing to edit: delete it instead.") if entry.kind == "carteta" else ""

    def delete_refused(self, sheet, remaining: list) -> str:
        return replay_refused(sheet, remaining)

    def missing_message(self) -> str:
        return _("There is no Paulo board at this link. Check that the whole link was copied, or start a new board.")

    words = {
        **Counter.words,
        "over": gettext_lazy("The match is already won: no more hands can be scored. Edit or delete a hand to change "
                             "it."),
        "deleted": gettext_lazy("Entry %(n)d deleted. “Undo” brings it back."),
        "no_entry": gettext_lazy("This board has no hand %(n)d (it may have been deleted on another phone): the board "
                                 "below is up to date."),
        "gone_kept": gettext_lazy("Someone else deleted hand %(n)d a moment ago, so your change to it was not saved. "
                                  "What you chose is kept in the form for the next hand: save it there if it is still "
                                  "needed."),
        "moved": gettext_lazy("Someone else changed this board a moment ago: the hand you were editing is now hand "
                              "%(n)d, and your change was not saved. What you chose is kept: check it and save again "
                              "if it is still needed."),
    }

    def saved_message(self, sheet, form, number: int, edited: bool) -> str:
        hand, steps = form.cleaned_data["hand"], form.cleaned_data["steps"]
        return award_text(sheet, steps[hand.number - 1], paulo_board.rules_of(sheet), saved=True)

    def more_urls(self) -> list:
        k = {"counter": self}
        return [path("paulo/<str:token>/carteta/", Carteta.as_view(**k), name="paulo-carteta"),
                path("paulo/<str:token>/teams/", Teams.as_view(**k), name="paulo-teams")]


def replay_refused(board: PauloBoard, entries: list) -> str:
    """Why the engine refuses the board's entries as they would be after a change, or ""."""
    try:
        paulo_board.replay(entries, paulo_board.rules_of(board))
    except paulo_board.HandRefused as exc:
        return refusal_message(exc, board, len(entries) + 1)
    return ""


class BoardChange(SheetView):
    """A change to the board other than a hand (a carteta, the team names): checked with the engine as the
    entries would be after it, then committed."""

    methods = ("POST",)
    back_to_sheet = True

    def change(self, request: HttpRequest, kind: str, entries: list, change: Callable[[PauloBoard], None],
               done: str, about: dict | None = None) -> HttpResponse:
        board = self.sheet
        if quoted_version(request) != board.version:
            return self.counter.refused_step(request, board, self.refuse, self.stale_error())
        refusal = replay_refused(board, entries)
        if refusal:
            return self.refuse(400, refusal)
        try:
            history.commit(board, quoted_version(request) or 0, kind, change, history.fingerprint(request), about)
        except history.StaleVersion:
            return self.counter.refused_step(request, board, self.refuse, self.stale_error())
        messages.success(request, done)
        return self.done()

    def refuse(self, status: int, error: str) -> HttpResponse:
        return self.counter.page(self.request, self.sheet, status=status, error=error)

    def stale_error(self) -> str:
        return ""


class Carteta(BoardChange):
    def post(self, request: HttpRequest) -> HttpResponse:
        board = self.sheet
        entries = list(board.hand_set.all())
        if quoted_version(request) == board.version and paulo_board.state(board, entries).winner is not None:
            return self.refuse(400, _("The match is already won: no carteta can be played."))
        mark = PauloHand(number=len(entries) + 1, kind="carteta")

        def add(b: PauloBoard) -> None:
            mark.board = b
            mark.save()
        return self.change(request, "carteta", [*entries, mark], add,
                           _("Carteta started: record each duel as a hand of its own."),
                           about={"noun": "hand", "n": mark.number})


class Teams(BoardChange):
    """New team names; a refusal keeps the names typed in the open renaming form, under the current version."""

    def post(self, request: HttpRequest) -> HttpResponse:
        board = self.sheet
        form = TeamsForm(request.POST)
        if quoted_version(request) == board.version and not form.is_valid():
            return self.counter.page(request, board, teams_form=form, status=400)

        def rename(b: PauloBoard) -> None:
            PauloBoard.objects.filter(pk=b.pk).update(team_a=form.cleaned_data["team_a"],
                                                      team_b=form.cleaned_data["team_b"])
        return self.change(request, "teams", list(board.hand_set.all()), rename, _("Team names changed."))

    def refuse(self, status: int, error: str) -> HttpResponse:
        data = self.request.POST.copy()
        data["version"] = str(self.sheet.version)
        return self.counter.page(self.request, self.sheet, teams_form=TeamsForm(data), status=status, error=error,
                                 error_at="teams")

    def stale_error(self) -> str:
        return stale_message()


COUNTER = PauloCounter()
