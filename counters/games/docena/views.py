"""The La Docena stones ledger: each hand's stakes and winner, reganches, eliminations, and the end with the
last two (or three who agree) sharing the pot. Views: the shared ones (:mod:`counters.sheet_views`)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from counters.games.docena import sheet as docena_sheet
from counters.games.docena.forms import DocenaEntryForm, DocenaStartForm
from counters.table_views import TableCounter


class DocenaCounter(TableCounter):
    slug = "docena"
    start_form = DocenaStartForm
    entry_form_class = DocenaEntryForm
    sheet_module = docena_sheet

    def context(self, request, sheet, state, form, entry) -> dict:
        return {
            "hand_hint": _("For each player, the stones he left in the centre (the entró and his bets; 0 if he "
                           "withdrew on a caballo or a sota), and who won the hand. The winner takes the centre; if "
                           "he went all-in, he wins from each player only what he put in, and the side stake goes "
                           "to the best of the others."),
            "names": [{"seat": s, "name": n, "stones": state.stones[s], "out": state.stones[s] <= 0,
                       "buys": state.buys[s], "shares": s in state.sharers} for s, n in enumerate(sheet.players)],
            # Only a hand's row links to a page that edits it.
            "rows": [{"number": r.number, "kind": r.kind, "locked": r.kind != "hand", "entro": r.entro, "centre": r.centre,
                      "who": sheet.players[r.data["winner"]] if r.kind == "hand" else
                      (sheet.players[r.data["player"]] if r.kind == "reganche" else ""),
                      "stones": r.stones} for r in state.rows],
            "busted": [{"seat": s, "name": n} for s, n in enumerate(sheet.players) if state.stones[s] <= 0],
            "sharer_names": [sheet.players[s] for s in state.sharers],
            "options": sheet.options,
        }

    def csv(self, sheet, state) -> tuple[list, list]:
        header = [_("Entry"), _("Entró"), _("Centre"), _("Won by"), *sheet.players]
        rows = [[r.number, r.entro, r.centre, sheet.players[r.data["winner"]] if r.kind == "hand" else r.kind,
                 *r.stones] for r in state.rows]
        rows.append([_("Pot"), "", state.pot, "", *state.buys])
        return header, rows

    def hand_about(self, sheet, data: dict) -> dict:
        return {"who": sheet.players[data["winner"]], "role": "winner"} if data["kind"] == "hand" else {}

    def missing_message(self) -> str:
        return _("There is no La Docena ledger at this link. Check that the whole link was copied, or start a new "
                 "one.")


COUNTER = DocenaCounter()
