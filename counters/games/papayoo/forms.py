"""Papayoo's score sheet forms: the start form (players, first dealer, how the game ends) and one round (the die,
and for each player the points typed or the cards picked)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _, gettext_lazy, ngettext_lazy

from counters.forms import (
    MAX_ROUNDS,
    PICKED,
    TYPED,
    PlayersStartForm,
    SeatsForm,
    option_choices,
    page_lang,
    picked_total,
    seat_picker,
    table_rules,
)
from counters.games.papayoo import sheet as papayoo_sheet
from counters.games.papayoo.sheet import PICKABLE
from naipes.cards import CardError, DuplicateCard, InvalidCardCode, Suit
from naipes.games import papayoo
from wording.cards import card_name, suit_name


class PapayooStartForm(PlayersStartForm):
    game = "papayoo"
    game_name = "Papayoo"
    dealer = forms.IntegerField(required=False, error_messages={
        "invalid": gettext_lazy("Mark one of the players as the first dealer.")})
    ending = forms.ChoiceField(choices=option_choices("papayoo", "ending"), initial="rounds", error_messages={
        "required": gettext_lazy("Choose how the game ends."),
        "invalid_choice": gettext_lazy("Choose how the game ends.")})
    rounds = forms.IntegerField(required=False, error_messages={
        "invalid": gettext_lazy("The number of rounds is a whole number, or empty for one per player.")})
    threshold = forms.TypedChoiceField(
        choices=option_choices("papayoo", "threshold"), coerce=int, initial=papayoo.THRESHOLDS[0],
        required=False, empty_value=papayoo.THRESHOLDS[0],
        error_messages={"invalid_choice": gettext_lazy("The points limit is 250 or 500.")})
    shoot_the_moon = forms.BooleanField(required=False)

    def count_refused(self, count: int) -> str:
        return _("Papayoo is played by 3 to 8 players, and %(count)d names are written.") % {"count": count}

    def clean(self):
        data = super().clean()
        names = data.get("player")
        if names:
            dealer = 1 if data.get("dealer") is None else data["dealer"]
            if not 1 <= dealer <= len(names):
                self.add_error("dealer", _("The first dealer must be one of the %(count)d players.")
                               % {"count": len(names)})
            else:
                data["first_dealer"] = dealer - 1
            rounds = data.get("rounds") if data.get("ending") == "rounds" else None
            if rounds is not None and rounds > MAX_ROUNDS:
                self.add_error("rounds", _("At most %(max)d rounds: leave the box empty for one round per "
                                           "player.") % {"max": MAX_ROUNDS})
                return data
            rules = table_rules(self, "papayoo", {
                "players": len(names), "ending": data.get("ending") or "", "rounds": rounds,
                "threshold": data.get("threshold"), "shoot_the_moon": bool(data.get("shoot_the_moon"))}, words={
                "rounds": _("At least one round must be played."), "threshold": _("The points limit is 250 or 500."),
                "ending": _("Choose how the game ends.")})
            if rules is not None:
                data["rules"] = rules
        return data

    def name_boxes(self) -> list[dict]:
        """The name boxes, each with a radio button to mark who deals first."""
        try:
            dealer = int(self.data.get("dealer", 1)) if self.is_bound else 1
        except (TypeError, ValueError):
            dealer = 1
        return [{**box, "deals": box["box"] == dealer} for box in super().name_boxes()]


MAX_POINTS_TEXT = 12
"""Longer than any number of points; a longer text is not read as a number (nor echoed in full)."""


ROUND_SHORT = ngettext_lazy(
    "The round adds up to %(total)d: %(diff)d short of %(expected)d. A Payoo may be missing, or the Papayoo (the 7 "
    "of %(suit)s) left out.",
    "The round adds up to %(total)d: %(diff)d short of %(expected)d. A Payoo may be missing, or the Papayoo (the 7 "
    "of %(suit)s) left out.", "diff")
ROUND_OVER = ngettext_lazy(
    "The round adds up to %(total)d: %(diff)d over %(expected)d. A card may be counted twice, or a 7 that is not "
    "the Papayoo counted as 40.",
    "The round adds up to %(total)d: %(diff)d over %(expected)d. A card may be counted twice, or a 7 that is not "
    "the Papayoo counted as 40.", "diff")


class PapayooRoundForm(SeatsForm):
    """One round: the die, and for each player the points typed or the cards picked."""

    die = forms.ChoiceField(
        choices=[(s.letter, s.value) for s in papayoo.ORDINARY_SUITS],
        error_messages={"required": gettext_lazy("Which suit did the die show? Choose it first."),
                        "invalid_choice": gettext_lazy("The die only shows spades, hearts, clubs or diamonds.")},
    )
    seat_fields = {"points": TYPED, "cards": PICKED}
    sheet_rules = staticmethod(papayoo_sheet.rules_of)

    @classmethod
    def initial_from(cls, entry) -> dict:
        """Initial values that put a stored round back into the form."""
        initial = {"die": entry.die}
        for seat, (typed, pile) in enumerate(zip(entry.typed, entry.piles, strict=True)):
            initial[f"points_{seat}"] = typed
            initial[f"cards_{seat}"] = pile
        return initial

    def _typed_points(self, seat: int, name: str) -> int | None:
        text = self.cleaned_data.get(f"points_{seat}") or ""
        if not text:
            return None
        try:
            if len(text) > MAX_POINTS_TEXT:
                raise ValueError(text)
            points = int(text)
        except ValueError:
            self.add_error(f"points_{seat}", _("%(name)s: “%(text)s” is not a whole number of points.")
                           % {"name": name, "text": text if len(text) <= MAX_POINTS_TEXT
                              else text[:MAX_POINTS_TEXT] + "…"})
            return None
        if points < 0:
            self.add_error(f"points_{seat}", _("%(name)s: points cannot be negative (%(points)d).")
                           % {"name": name, "points": points})
        elif points > papayoo.ROUND_TOTAL:
            self.add_error(f"points_{seat}", _("%(name)s: %(points)d is more than the %(total)d points of a "
                                               "whole round.") % {"name": name, "points": points,
                                                                    "total": papayoo.ROUND_TOTAL})
        return points

    def _pile(self, seat: int, name: str, deck) -> list:
        codes = self._picked(seat)
        try:
            return list(deck.parse(codes, unique=True))
        except CardError as exc:
            self.add_error(f"cards_{seat}", self._card_message(exc, name, deck))
            return []

    def _card_message(self, exc: CardError, name: str, deck) -> str:
        shown = exc.cards[0] if exc.cards else "?"
        if isinstance(exc, InvalidCardCode):
            return _("%(name)s: “%(card)s” is not a Papayoo card.") % {"name": name, "card": shown}
        card = papayoo.PAPAYOO_60.parse_one(shown)
        fields = {"name": name, "card": card_name(card, page_lang()), "count": self.rules.players}
        if isinstance(exc, DuplicateCard):
            return _("%(name)s: the %(card)s is picked twice.") % fields
        return _("%(name)s: the %(card)s is not in play with %(count)d players.") % fields

    def clean(self):
        data = super().clean()
        lang = page_lang()
        keys = papayoo_sheet.seat_keys(self.players)
        deck = papayoo.deck(self.rules)
        seats = list(enumerate(zip(keys, self.players, strict=True)))
        typed = {k: self._typed_points(seat, name) for seat, (k, name) in seats}
        piles = {k: self._pile(seat, name, deck) for seat, (k, name) in seats}
        if self.errors or not data.get("die"):
            return data
        die = papayoo.parse_die_suit(data["die"])
        try:
            counted = papayoo.round_scores(piles, die, self.rules)
        except DuplicateCard as exc:
            card = deck.parse_one(exc.cards[0])
            holders = [self.players[int(k)] for k, pile in piles.items() if card in pile]
            raise forms.ValidationError(
                _("The %(card)s is in two piles: %(first)s and %(second)s. A card is taken only once.")
                % {"card": card_name(card, lang), "first": holders[0], "second": holders[-1]}) from None
        except CardError:  # already reported per player
            return data
        scores: dict[str, int] = {}
        for seat, k in enumerate(keys):
            if piles[k]:
                points = counted.scores[k]
                if typed[k] is not None and typed[k] != points and counted.moon_shooter is None:
                    self.add_error(f"points_{seat}", _(
                        "%(name)s: the cards picked are worth %(cards)d, but %(typed)d is typed. Clear one "
                        "of them.") % {"name": self.players[seat], "cards": points, "typed": typed[k]})
                scores[k] = points
            else:
                scores[k] = typed[k] or 0
        if counted.moon_shooter is not None:
            scores, shooter = dict(counted.scores), counted.moon_shooter
        else:
            scores, shooter = papayoo.moon_shot(scores, self.rules)
        if self.errors:
            return data
        try:
            papayoo.check_round_total(scores, self.rules)
        except papayoo.RoundDoesNotAddUp as exc:
            message = ROUND_SHORT if exc.difference > 0 else ROUND_OVER
            raise forms.ValidationError(message % {
                "total": exc.total, "diff": abs(exc.difference), "expected": exc.expected,
                "suit": suit_name(die, lang)}) from None
        data["scores"] = [scores[k] for k in keys]
        data["typed"] = ["" if piles[k] else (self.cleaned_data.get(f"points_{seat}") or "")
                         for seat, k in enumerate(keys)]
        data["piles"] = [[c.code for c in piles[k]] for k in keys]
        data["moon_shooter"] = None if shooter is None else int(shooter)
        return data

    def picked_points(self, seat: int) -> int | None:
        """The points of the cards picked for ``seat`` so far (the grid's running total), counted by
        :func:`naipes.games.papayoo.pile_points` with the die chosen: before it is, no 7 is the Papayoo."""
        try:
            die = papayoo.parse_die_suit(str(self["die"].value() or ""))
        except papayoo.PapayooError:
            die = Suit.PAYOO
        offered = [c for c in PICKABLE if c in papayoo.deck(self.rules)]
        return picked_total(self[f"cards_{seat}"].value(), offered, lambda cards: papayoo.pile_points(cards, die))

    def seats(self) -> list[dict]:
        """Each player's part of the form, with what was typed or picked kept."""
        out = []
        for seat, name in enumerate(self.players):
            points, cards = self[f"points_{seat}"], self[f"cards_{seat}"]
            out.append({
                "seat": seat, "seat_text": str(seat), "name": name, "points": points, "cards": cards, "error_id": f"seat-errors-{seat}",
                "picker": seat_picker(seat, PICKABLE, cards.value(), self.picked_points(seat)),
                "errors": list(points.errors) + list(cards.errors),
            })
        return out

    def die_choices(self) -> list[dict]:
        chosen = self["die"].value()
        return [{"letter": s.letter, "suit": s, "name": suit_name(s, page_lang()), "checked": chosen == s.letter}
                for s in papayoo.ORDINARY_SUITS]
