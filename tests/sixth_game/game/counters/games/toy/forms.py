"""The Toy counter's forms: the four players, and one hand (the tricks each took, ten in all)."""

from __future__ import annotations

from django import forms

import wording
from counters.forms import TYPED, PlayersStartForm, SeatsForm, page_lang, table_rules
from counters.games.toy import sheet as toy_sheet
from naipes.games import toy


class ToyStartForm(PlayersStartForm):
    game = "toy"
    game_name = "Toy"

    def clean(self):
        data = super().clean()
        if "player" in data and table_rules(self, "toy", {"players": len(data["player"])}) is not None:
            data["options"] = {}
        return data


class ToyHandForm(SeatsForm):
    seat_fields = {"tricks": TYPED}
    sheet_rules = staticmethod(toy_sheet.rules_of)

    @classmethod
    def initial_from(cls, entry) -> dict:
        return {f"tricks_{seat}": str(n) for seat, n in enumerate(entry.data["tricks"])}

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        tricks = []
        for seat, name in enumerate(self.players):
            text = (self.cleaned_data.get(f"tricks_{seat}") or "").strip() or "0"
            if not (text.isascii() and text.isdigit()) or len(text) > 2:
                self.add_error(f"tricks_{seat}", wording.text("toy.sheet.not_tricks", page_lang(), name=name,
                                                                       text=text[:2]))
                continue
            tricks.append(int(text))
        if self.errors:
            return data
        if sum(tricks) != toy.hand_size(self.rules):
            raise forms.ValidationError(wording.text("toy.sheet.tricks_total", page_lang(), total=sum(tricks),
                                                     expected=toy.hand_size(self.rules)))
        data["entry"] = {"tricks": tricks}
        return data

    def seats(self) -> list[dict]:
        return [{"seat": seat, "name": name, "tricks": self[f"tricks_{seat}"].value() or "",
                 "errors": self[f"tricks_{seat}"].errors} for seat, name in enumerate(self.players)]
