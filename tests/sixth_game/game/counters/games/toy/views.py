"""The Toy sheet: the tricks each player took, hand by hand. The views are the shared ones
(:mod:`counters.sheet_views`); here is what is Toy's own."""

from __future__ import annotations

import wording
from counters.forms import page_lang
from counters.games.toy import sheet as toy_sheet
from counters.games.toy.forms import ToyHandForm, ToyStartForm
from counters.table_views import TableCounter


class ToyCounter(TableCounter):
    slug = "toy"
    start_form = ToyStartForm
    entry_form_class = ToyHandForm
    sheet_module = toy_sheet

    def context(self, request, sheet, state, form, entry) -> dict:
        best = max(state.totals) if state.rows else None
        return {"names": [{"seat": s, "name": n, "total": state.totals[s], "leads": best is not None
                           and state.totals[s] == best} for s, n in enumerate(sheet.players)],
                "rows": state.rows}

    def csv(self, sheet, state) -> tuple[list, list]:
        return [wording.text("toy.sheet.hand", page_lang()), *sheet.players], [[r.number, *r.tricks] for r in state.rows]

    def missing_message(self) -> str:
        return wording.text("toy.sheet.missing", page_lang())


COUNTER = ToyCounter()
