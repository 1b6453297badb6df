"""The Cirulo plate ledger: who paid into the plate, who shared it, what carried over, and each player's
balance. The views are the shared ones (:mod:`counters.sheet_views`); here is what is Cirulo's own."""

from __future__ import annotations

from django.utils.translation import gettext as _

from counters.games.cirulo import sheet as cirulo_sheet
from counters.games.cirulo.forms import CiruloHandForm, CiruloStartForm
from counters.table_views import TableCounter


class CiruloCounter(TableCounter):
    slug = "cirulo"
    start_form = CiruloStartForm
    entry_form_class = CiruloHandForm
    sheet_module = cirulo_sheet

    def context(self, request, sheet, state, form, entry) -> dict:
        best = max(state.balances) if state.rows else None
        return {
            "hand_hint": _("For each player, type the tantos of the oros taken or pick them, and tick who took at "
                           "least one trick. All the oros are paid every hand; the sheet settles the plate."),
            "names": [{"seat": s, "name": n, "balance": state.balances[s],
                       "leads": best is not None and state.balances[s] == best} for s, n in enumerate(sheet.players)],
            "rows": [{"number": r.number, "plate": r.plate, "carry": r.carry_over,
                      "cells": [{"pays": p, "share": sh, "status": st}
                                for p, sh, st in zip(r.pays, r.shares, r.status, strict=True)]}
                     for r in state.rows],
            "pack": sheet.options.get("pack", 40),
        }

    def csv(self, sheet, state) -> tuple[list, list]:
        header = [_("Hand"), *[f"{name}" for name in sheet.players], _("Plate"), _("Carried over")]
        rows = [[r.number, *[sh - p for p, sh in zip(r.pays, r.shares, strict=True)], r.plate, r.carry_over]
                for r in state.rows]
        rows.append([_("Balance"), *state.balances, "", state.plate])
        return header, rows

    def missing_message(self) -> str:
        return _("There is no Cirulo ledger at this link. Check that the whole link was copied, or start a new one.")


COUNTER = CiruloCounter()
