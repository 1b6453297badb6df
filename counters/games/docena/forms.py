"""The La Docena counter's forms: the players and the house's conditions, and one entry of the stones
ledger (a hand, a reganche, or three agreeing to share the pot). The engine checks each against the
stones held (:mod:`naipes.games.docena.stones`); this module words its refusals with the rule page's words."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _, gettext_lazy

from counters.forms import TICKED, TYPED, PlayersStartForm, SeatsForm
from counters.games.docena import sheet as docena_sheet
from naipes.games.docena import stones as ledger

MAX_MONEY = 100_000
MAX_STAKE_TEXT = 5


class DocenaStartForm(PlayersStartForm):
    game = "docena"
    game_name = "La Docena"
    stones = ledger.STONES
    """The stones of a montón, for the hint above the boxes."""
    price = forms.IntegerField(min_value=0, max_value=MAX_MONEY, required=False, error_messages={
        "invalid": gettext_lazy("The price of a montón is a whole number of coins.")})
    reganche_price = forms.IntegerField(min_value=0, max_value=MAX_MONEY, required=False, error_messages={
        "invalid": gettext_lazy("The price of the reganche is a whole number of coins.")})
    vueltas = forms.IntegerField(min_value=0, max_value=20, required=False, error_messages={
        "invalid": gettext_lazy("The vueltas de reganche are a whole number.")})

    def clean(self):
        data = super().clean()
        if "player" in data and not self.errors:
            data["options"] = {"price": data.get("price") or 0, "reganche_price": data.get("reganche_price") or 0,
                               "vueltas": 1 if data.get("vueltas") is None else data["vueltas"]}
        return data


class DocenaEntryForm(SeatsForm):
    kind = forms.ChoiceField(choices=[("hand", "hand"), ("reganche", "reganche"), ("share", "share")],
                             required=False)
    winner = forms.CharField(required=False)
    side_winner = forms.CharField(required=False)
    """When the winner went all-in: the best of the other hands, who takes what was bet beyond him."""
    player = forms.CharField(required=False)
    seat_fields = {"stake": TYPED, "withdrew": TICKED}

    @classmethod
    def initial_from(cls, entry) -> dict:
        data = entry.data
        initial = {"kind": data["kind"], "number": entry.number}
        if data["kind"] == "hand":
            initial["winner"] = str(data["winner"])
            initial["side_winner"] = "".join(str(s) for s in data.get("side_winners", ()))
            for seat, (stake, out) in enumerate(zip(data["stakes"], data["withdrew"], strict=True)):
                initial[f"stake_{seat}"] = str(stake)
                initial[f"withdrew_{seat}"] = out
        elif data["kind"] == "reganche":
            initial["player"] = str(data["player"])
        return initial

    def _before(self):
        """The ledger as it stood before this entry (all of it for a new one; up to it for an edit)."""
        entries = list(self.sheet.entry_set.all())
        number = self.initial.get("number")
        return docena_sheet.state(self.sheet, entries if number is None else entries[: number - 1])

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        before = self._before()
        kind = data.get("kind") or "hand"
        if kind == "reganche":
            player = self._seat(data.get("player"))
            if player is None or before.stones[player] > 0:
                raise forms.ValidationError(_("Only a player who has lost all his stones can re-engage."))
            if not before.reganche_open:
                raise forms.ValidationError(_("The vueltas de reganche are over: whoever loses his stones now is "
                                              "out of the game."))
            data["entry"] = {"kind": "reganche", "player": player}
            return data
        if kind == "share":
            if before.over or len(before.left) not in (2, 3):
                raise forms.ValidationError(_("Only three players left can agree to share the pot."))
            data["entry"] = {"kind": "share"}
            return data
        stakes, withdrew = [], []
        for seat, name in enumerate(self.players):
            text = (self.cleaned_data.get(f"stake_{seat}") or "").strip()
            if text and (not (text.isascii() and text.isdigit()) or len(text) > MAX_STAKE_TEXT):
                self.add_error(f"stake_{seat}", _("%(name)s: “%(text)s” is not a whole number of stones.")
                               % {"name": name, "text": text[:MAX_STAKE_TEXT]})
                text = "0"
            stakes.append(int(text or 0))
            withdrew.append(bool(self.cleaned_data.get(f"withdrew_{seat}")))
        winner = self._seat(data.get("winner"))
        if winner is None:
            self.add_error("winner", _("Who won the hand (took the centre)? Choose one player."))
        if self.errors:
            return data
        side = self._seat(data.get("side_winner"))
        side_winners = [] if side is None or side == winner else [side]
        try:
            ledger.play_hand(before.stones, stakes, withdrew, winner, docena_sheet.rules_of(self.sheet), side_winners)
        except ledger.GameOver:
            raise forms.ValidationError(_("Only two players are left: the game is over.")) from None
        except ledger.StakeError as exc:
            name = self.players[exc.player] if 0 <= exc.player < len(self.players) else "?"
            messages = {
                "below_entro": _("%(name)s put %(stake)d stones in the centre, less than the entró of %(limit)d. Everybody "
                                 "who receives cards puts the entró (or all the stones he has left)."),
                "more_than_held": _("%(name)s put %(stake)d stones in the centre but had only %(limit)d."),
                "withdrew": _("%(name)s withdrew on a caballo or a sota and got the entró back: his stake is 0."),
                "out_of_game": _("%(name)s has no stones left and plays no more: his stake is 0."),
                "winner_not_in_hand": _("%(name)s cannot have won the hand: he was not in it to the end."),
                "winner_folded": _("%(name)s put %(stake)d stones, less than the %(limit)d others put, and had "
                                   "stones left: he folded, so he cannot have won."),
                "withdraw_needs_figures": _("%(name)s cannot have withdrawn on a caballo or a sota: with "
                                            "%(stake)d players left there are none in the pack (they come in "
                                            "from %(limit)d players)."),
                "side_winner_needed": _("The winner went all-in: he wins from each player only what he put in. "
                                        "Choose who won the side stake (the best hand of the others)."),
                "side_winner_is_winner": _("The side stake goes to another player than the winner."),
            }
            raise forms.ValidationError(messages[exc.reason] % {"name": name, "stake": exc.stake,
                                                                "limit": exc.limit}) from None
        data["entry"] = {"kind": "hand", "stakes": stakes, "withdrew": withdrew, "winner": winner}
        if side_winners:
            data["entry"]["side_winners"] = side_winners
        return data

    def seats(self) -> list[dict]:
        before = self._before()
        winner = str(self["winner"].value() or "")
        side = str(self["side_winner"].value() or "")
        return [{"side_winner": side == str(s), "seat": s, "seat_text": str(s), "name": n, "stones": before.stones[s], "in": before.stones[s] > 0,
                 "stake": self[f"stake_{s}"].value() or "", "withdrew": bool(self[f"withdrew_{s}"].value()),
                 "winner": winner == str(s), "errors": list(self[f"stake_{s}"].errors)}
                for s, n in enumerate(self.players)]
