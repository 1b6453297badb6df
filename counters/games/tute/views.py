"""The Tute counter: deals counted to the end or won by a tute, over a session to agreed deals or points.
The views are the shared ones (:mod:`counters.sheet_views`); here is what is Tute's own."""

from __future__ import annotations

from django.utils.translation import gettext as _

from counters.forms import page_lang
from counters.games.tute import sheet as tute_sheet
from counters.games.tute.forms import TUTE_RANK_NAMES, TuteDealForm, TuteStartForm
from counters.table_views import TableCounter
from naipes.games.tute import scores as tute_scores
from wording.cards import card_name, suit_name


def muestra_words(row: tute_sheet.Row, lang: str) -> str:
    """The muestra as the table gave it: the card when it was told (it rules out a 40 or a tute), else the suit."""
    if row.muestra_card:
        return card_name(row.muestra_card, lang)
    return suit_name(row.muestra, lang) if row.muestra else ""


class TuteCounter(TableCounter):
    slug = "tute"
    start_form = TuteStartForm
    entry_form_class = TuteDealForm
    sheet_module = tute_sheet

    def context(self, request, sheet, state, form, entry) -> dict:
        lang = page_lang()
        standing = state.standing
        return {
            "hand_hint": _("For each player, type the card points of the tricks taken or pick the cards, tick the "
                           "pairs declared, and mark who took the last trick. The card points must add up to 120; "
                           "the sheet adds the acuses and the 10."),
            "rules": tute_sheet.rules_of(sheet),
            # What a tute counts in a session kept on points: the engine's number (rules-decisions §32).
            "tute_points": tute_scores.tute_deal_points(tute_sheet.rules_of(sheet)) if state.ending == "points" else None,
            "names": [{"seat": s, "name": n, "won": standing.deals_won[s], "points": standing.points[s],
                       "leads": s in standing.leaders, "wins": s in standing.winners}
                      for s, n in enumerate(sheet.players)],
            "rows": [{"number": r.number, "totals": r.totals, "winners": r.winners, "tute": r.data.get("kind") == "tute",
                      "tute_name": TUTE_RANK_NAMES.get(r.data.get("tute_rank"), ""),
                      "muestra": muestra_words(r, lang),
                      "cells": [{"total": t, "won": s in r.winners} for s, t in enumerate(r.totals)]}
                     for r in state.rows],
            "leader_names": [sheet.players[s] for s in standing.leaders],
            "winner_names": [sheet.players[s] for s in standing.winners],
        }

    def csv(self, sheet, state) -> tuple[list, list]:
        header = [_("Hand"), _("Muestra"), *sheet.players, _("Won by")]
        lang = page_lang()
        rows = [[r.number, muestra_words(r, lang), *r.totals,
                 ", ".join(sheet.players[w] for w in r.winners)] for r in state.rows]
        rows.append([_("Hands won"), "", *state.standing.deals_won, ""])
        rows.append([_("Points"), "", *state.standing.points, ""])
        return header, rows

    def hand_about(self, sheet, data: dict) -> dict:
        who = ", ".join(sheet.players[w] for w in data.get("winners") or [])
        return {"who": who, "role": "winner"} if who else {}

    def missing_message(self) -> str:
        return _("There is no Tute score sheet at this link. Check that the whole link was copied, or start a new "
                 "sheet.")


COUNTER = TuteCounter()
