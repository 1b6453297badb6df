"""The Cirulo counter's forms: the players and the pack, and one hand (who took which oros, who took a
trick). The engine (:func:`naipes.games.cirulo.settle_tantos`) checks the hand; this module words its refusals."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _, gettext_lazy, ngettext_lazy

from counters.forms import (
    PICKED,
    TICKED,
    TYPED,
    PlayersStartForm,
    SeatsForm,
    count_off,
    option_choices,
    picked_total,
    seat_picker,
    table_rules,
)
from counters.games.cirulo import sheet as cirulo_sheet
from naipes.games import cirulo

MAX_TANTOS_TEXT = 4
TANTOS_SHORT = ngettext_lazy(
    "The tantos add up to %(total)d: %(diff)d short of the %(expected)d of all the oros. Every oro is taken by "
    "somebody: one is missing.",
    "The tantos add up to %(total)d: %(diff)d short of the %(expected)d of all the oros. Every oro is taken by "
    "somebody: one is missing.", "diff")
TANTOS_OVER = ngettext_lazy(
    "The tantos add up to %(total)d: %(diff)d over the %(expected)d of all the oros. An oro may be counted twice.",
    "The tantos add up to %(total)d: %(diff)d over the %(expected)d of all the oros. An oro may be counted twice.",
    "diff")


class CiruloStartForm(PlayersStartForm):
    game = "cirulo"
    game_name = "Cirulo"
    pack = forms.TypedChoiceField(choices=option_choices("cirulo", "pack"), coerce=int, initial=40,
                                  error_messages={"invalid_choice": gettext_lazy("The pack has 40 or 48 cards.")})

    def clean(self):
        data = super().clean()
        if "player" in data and "pack" in data:
            rules = table_rules(self, "cirulo", {"players": len(data["player"]), "pack": data["pack"]})
            if rules is not None:
                data["options"] = {"pack": rules.pack}
        return data


class CiruloHandForm(SeatsForm):
    seat_fields = {"tantos": TYPED, "cards": PICKED, "trick": TICKED}
    sheet_rules = staticmethod(cirulo_sheet.rules_of)

    @classmethod
    def initial_from(cls, entry) -> dict:
        data, initial = entry.data, {}
        for seat in range(len(data["tantos"])):
            initial[f"tantos_{seat}"] = data["typed"][seat]
            initial[f"cards_{seat}"] = data["piles"][seat]
            initial[f"trick_{seat}"] = data["took"][seat]
        return initial

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        keys = [str(seat) for seat in range(len(self.players))]
        tantos, typed, piles, took = [], [], [], []
        picked = self._piles(
            cirulo.deck(self.rules), 48,
            lambda exc, name: _("%(name)s: the oros picked are not cards of this pack.") % {"name": name},
            lambda card, first, second: _("The same oro is picked for %(first)s and %(second)s. A card is taken "
                                          "only once.") % {"first": first, "second": second})
        for seat, (name, pile) in enumerate(zip(self.players, picked, strict=True)):
            text = (self.cleaned_data.get(f"tantos_{seat}") or "").strip()
            if pile:
                value = cirulo.tantos(pile)
                if text and text != str(value):
                    self.add_error(f"tantos_{seat}", _("%(name)s: the oros picked are worth %(tantos)d tantos, but "
                                                       "%(typed)s is typed. Clear one of them.")
                                   % {"name": name, "tantos": value, "typed": text[:MAX_TANTOS_TEXT]})
            elif text and (not (text.isascii() and text.isdigit()) or len(text) > MAX_TANTOS_TEXT):
                self.add_error(f"tantos_{seat}", _("%(name)s: “%(text)s” is not a whole number of tantos.")
                               % {"name": name, "text": text[:MAX_TANTOS_TEXT]})
                value = 0
            else:
                value = int(text) if text else 0
            tantos.append(value)
            typed.append("" if pile else text)
            piles.append([c.code for c in pile])
            # Whoever took an oro took the trick it came in.
            took.append(bool(self.cleaned_data.get(f"trick_{seat}")) or bool(pile))
        if self.errors:
            return data
        try:
            cirulo.settle_tantos(dict(zip(keys, tantos, strict=True)), dict(zip(keys, took, strict=True)), 0, self.rules)
        except cirulo.TantosDoNotAddUp as exc:
            raise forms.ValidationError(count_off(exc, TANTOS_SHORT, TANTOS_OVER)) from None
        except cirulo.ImpossibleTantos as exc:
            if not exc.player:
                raise forms.ValidationError(_("Somebody took each trick: tick who took at least one.")) from None
            name = self.players[int(exc.player)]
            if exc.reason == "without a trick":
                raise forms.ValidationError(_("%(name)s has %(tantos)d tantos but took no trick: oros only come in "
                                              "tricks. Tick the trick, or check the tantos.")
                                            % {"name": name, "tantos": exc.tantos}) from None
            raise forms.ValidationError(_("%(name)s: no set of oros is worth %(tantos)d tantos. Check the count.")
                                        % {"name": name, "tantos": exc.tantos}) from None
        data["entry"] = {"tantos": tantos, "typed": typed, "piles": piles, "took": took}
        return data

    def picked_points(self, seat: int) -> int | None:
        """The tantos of the oros picked for ``seat`` so far (the grid's running total)."""
        return picked_total(self[f"cards_{seat}"].value(), cirulo_sheet.pickable(self.rules), cirulo.tantos)

    def seats(self) -> list[dict]:
        out = []
        for seat, name in enumerate(self.players):
            out.append({
                "seat": seat, "seat_text": str(seat), "name": name, "tantos": self[f"tantos_{seat}"].value() or "",
                "trick": bool(self[f"trick_{seat}"].value()),
                "picker": seat_picker(seat, cirulo_sheet.pickable(self.rules), self[f"cards_{seat}"].value(),
                                      self.picked_points(seat)),
                "errors": [*self[f"tantos_{seat}"].errors, *self[f"cards_{seat}"].errors],
            })
        return out
