"""The La Docena stones ledger: each hand's stakes and winner, reganches, eliminations, and the end with the
last two (or three who agree) sharing the pot. Views: the shared ones (:mod:`counters.table_views`)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from counters import docena_sheet, table_views
from counters.docena_forms import DocenaEntryForm, DocenaStartForm


def context(request, sheet, state) -> dict:
    return {
        "game_title": _("La Docena stones ledger"),
        "hand_hint": _("For each player, the stones he left in the centre (the entró and his bets; 0 if he withdrew "
                       "on a caballo or a sota), and who won the hand. The winner takes the centre; if he went all-in, he "
                       "wins from each player only what he put in, and the side stake goes to the best of the others."),
        "names": [{"seat": s, "name": n, "stones": state.stones[s], "out": state.stones[s] <= 0,
                   "buys": state.buys[s], "shares": s in state.sharers} for s, n in enumerate(sheet.players)],
        "rows": [{"number": r.number, "kind": r.kind, "entro": r.entro, "centre": r.centre,
                  "who": sheet.players[r.data["winner"]] if r.kind == "hand" else
                  (sheet.players[r.data["player"]] if r.kind == "reganche" else ""),
                  "stones": r.stones} for r in state.rows],
        "busted": [{"seat": s, "name": n} for s, n in enumerate(sheet.players) if state.stones[s] <= 0],
        "sharer_names": [sheet.players[s] for s in state.sharers],
        "options": sheet.options,
    }


def csv_table(sheet, state) -> tuple[list, list]:
    header = [_("Entry"), _("Entró"), _("Centre"), _("Won by"), *sheet.players]
    rows = [[r.number, r.entro, r.centre, sheet.players[r.data["winner"]] if r.kind == "hand" else r.kind, *r.stones]
            for r in state.rows]
    rows.append([_("Pot"), "", state.pot, "", *state.buys])
    return header, rows


def about(sheet, data: dict, number: int) -> dict:
    if data["kind"] == "hand":
        return {"noun": "hand", "n": number, "who": sheet.players[data["winner"]], "role": "winner"}
    return {"noun": "hand", "n": number}


GAME = table_views.Game(
    slug="docena", start_form=DocenaStartForm, entry_form=DocenaEntryForm, state=docena_sheet.state,
    ended_at=docena_sheet.ended_at, context=context, csv=csv_table, about=about,
    missing_message=lambda: _("There is no La Docena ledger at this link. Check that the whole link was copied, or "
                              "start a new one."),
)
VIEWS = table_views.views(GAME)
