"""The Papayoo score sheet: rounds with the die's suit and each player's points, typed or counted from the cards
picked, to a number of rounds or a threshold. The views are the shared ones (:mod:`counters.sheet_views`); here
is what is Papayoo's own."""

from __future__ import annotations

from django.utils.translation import gettext as _, gettext_lazy

from counters.counter import Counter
from counters.forms import page_lang
from counters.games.papayoo import sheet as papayoo_sheet
from counters.games.papayoo.forms import PapayooRoundForm, PapayooStartForm
from counters.models import PapayooRound, PapayooSheet
from wording.cards import suit_name


class PapayooCounter(Counter):
    slug = "papayoo"
    model = PapayooSheet
    start_form = PapayooStartForm
    sheet_module = papayoo_sheet
    templates = ("counters/games/papayoo/sheet.html", "counters/games/papayoo/entry.html")
    entries_path = "rounds"
    noun = "round"
    # The round form's running total as the cards are picked: each player's points so far and what is missing
    # to make the round's 250, with each card grid's own total.
    picked = ("rounds/tally/", "tally")
    picked_template = "counters/games/papayoo/_tally_update.html"

    def entries(self, sheet):
        return sheet.round_set.all()

    def build(self, data: dict) -> PapayooSheet:
        return PapayooSheet(
            players=data["player"], first_dealer=data["first_dealer"], ending=data["ending"],
            rounds=data["rounds"] if data["ending"] == "rounds" else None, threshold=data["threshold"],
            shoot_the_moon=data["shoot_the_moon"],
        )

    def entry_form(self, sheet, data=None, entry=None, entries=None):
        initial = {"version": sheet.version, **(PapayooRoundForm.initial_from(entry) if entry else {})}
        return PapayooRoundForm(data, initial=initial, sheet=sheet)

    def context(self, request, sheet, state, form, entry) -> dict:
        return {
            # The running total of the round being entered (None before anything is typed or picked).
            "tally": papayoo_sheet.tally(sheet, form.data) if form.is_bound else None,
            "names": [{"seat": s, "name": n, "total": state.totals[s], "leads": s in state.leaders,
                       "wins": s in state.winners, "deals": s == state.dealer} for s, n in enumerate(sheet.players)],
            "rows": [{"number": row.number, "dealer": sheet.players[row.dealer], "die": row.die,
                      "die_name": suit_name(row.die, page_lang()), "scores": row.scores, "totals": row.totals}
                     for row in state.rows],
            "dealer_name": sheet.players[state.dealer],
            "leader_names": [sheet.players[s] for s in state.leaders],
            "low_total": min(state.totals),
        }

    def picked_context(self, sheet, data) -> dict:
        return {"tally": papayoo_sheet.tally(sheet, data), "sheet": sheet}

    def csv(self, sheet, state) -> tuple[list, list]:
        header = [_("Round"), _("Dealer"), _("Die"), *sheet.players]
        lang = page_lang()
        rows = [[row.number, sheet.players[row.dealer], suit_name(row.die, lang), *row.scores] for row in state.rows]
        rows.append([_("Total"), "", "", *state.totals])
        return header, rows

    def store(self, sheet, form, number: int, entry):
        data = form.cleaned_data
        fields = {"die": data["die"], "typed": data["typed"], "piles": data["piles"], "scores": data["scores"]}
        if entry is None:
            return lambda s: PapayooRound.objects.create(sheet=s, number=number, **fields)
        return lambda s: PapayooRound.objects.filter(pk=entry.pk).update(**fields)

    def about(self, sheet, form, number: int, state=None) -> dict:
        dealer = {"who": sheet.players[state.dealer], "role": "dealer"} if state is not None else {}
        return {**super().about(sheet, form, number), **dealer}

    def edit_refused(self, sheet, entry, form) -> str:
        scores = form.cleaned_data["scores"]
        after = [PapayooRound(number=r.number, scores=scores if r.pk == entry.pk else r.scores)
                 for r in self.entries(sheet)]
        ended = papayoo_sheet.ended_at(sheet, after)
        if ended is None:
            return ""
        return _("With this change somebody reaches %(limit)d points in round %(n)d, so the game ended there and "
                 "the rounds after it were never played. Delete them first if this change is right.") % {
                     "limit": sheet.threshold, "n": ended}

    def missing_message(self) -> str:
        return _("There is no Papayoo score sheet at this link. Check that the whole link was copied, or start a "
                 "new sheet.")

    words = {
        "over": gettext_lazy("The game is over: no more rounds can be added. Edit or delete a round to change it."),
        "saved": gettext_lazy("Round %(n)d saved."),
        "changed": gettext_lazy("Round %(n)d changed."),
        "deleted": gettext_lazy("Round %(n)d deleted. “Undo” brings it back."),
        "no_entry": gettext_lazy("This sheet has no round %(n)d (it may have been deleted on another phone): the "
                                 "sheet below is up to date."),
        "gone": gettext_lazy("Someone else deleted round %(n)d a moment ago, so your change to it was not saved."),
        "gone_kept": gettext_lazy("Someone else deleted round %(n)d a moment ago, so your change to it was not saved. "
                                  "What you typed is kept in the form for a new round: save it there if it is still "
                                  "needed."),
        "moved": gettext_lazy("Someone else changed this sheet a moment ago: the round you were editing is now round "
                              "%(n)d, and your change was not saved. What you typed is kept: check it and save again "
                              "if it is still needed."),
    }

    def saved_message(self, sheet, form, number: int, edited: bool) -> str:
        if not edited and form.cleaned_data.get("moon_shooter") is not None:
            return _("Round %(n)d saved: %(name)s shot the moon, 0 for them and 250 for everybody else.") % {
                "n": number, "name": sheet.players[form.cleaned_data["moon_shooter"]]}
        return super().saved_message(sheet, form, number, edited)


COUNTER = PapayooCounter()
