"""The Tute counter's forms: the players and the table's agreements, and one deal.

A deal is either counted (card points typed or cards tapped, acuses, the last trick) or won on the spot
by a tute. Every check is the engine's (:func:`naipes.games.tute.scores.score_deal` and friends); this module turns
its refusals into a sentence naming the player and the numbers, in the page's language.
"""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _, gettext_lazy, ngettext, ngettext_lazy

from counters.forms import (
    PICKED,
    TYPED,
    PlayersStartForm,
    SeatsForm,
    count_off,
    option_choices,
    page_lang,
    picked_total,
    seat_picker,
    table_rules,
)
from counters.games.tute import sheet as tute_sheet
from naipes.cards import SPANISH_SUITS, DuplicateCard
from naipes.games import tute
from naipes.games.tute import scores as tute_scores
from wording.cards import card_name, suit_name, the_card

MAX_TARGET = 10_000
CARD_POINTS_SHORT = ngettext_lazy(
    "The card points add up to %(total)d: %(diff)d short of the pack's %(expected)d. A pile may be missing or "
    "miscounted.",
    "The card points add up to %(total)d: %(diff)d short of the pack's %(expected)d. A pile may be missing or "
    "miscounted.", "diff")
CARD_POINTS_OVER = ngettext_lazy(
    "The card points add up to %(total)d: %(diff)d over the pack's %(expected)d. A card may be counted twice. (The "
    "diez de mesa is added apart: do not count it here.)",
    "The card points add up to %(total)d: %(diff)d over the pack's %(expected)d. A card may be counted twice. (The "
    "diez de mesa is added apart: do not count it here.)", "diff")
TUTE_RANK_NAMES = {1: gettext_lazy("the four aces"), 3: gettext_lazy("the four threes"),
                   11: gettext_lazy("the four caballos"), 12: gettext_lazy("the four reyes")}


class TuteStartForm(PlayersStartForm):
    game = "tute"
    game_name = "Tute"
    # A missing agreement (a form sent by hand) is the default, not "this field is required".
    muestra = forms.ChoiceField(choices=[("yes", "yes"), ("no", "no")], initial="yes", required=False)
    ties = forms.ChoiceField(choices=option_choices("tute", "ties"), initial="shared", required=False)
    ending = forms.ChoiceField(choices=[(v, v) for v in tute_scores.ENDINGS], initial="deals", error_messages={
        "required": gettext_lazy("Choose how the session ends."),
        "invalid_choice": gettext_lazy("Choose how the session ends.")})
    target = forms.IntegerField(required=False, min_value=1, max_value=MAX_TARGET, error_messages={
        "invalid": gettext_lazy("The length of the session is a whole number."),
        "min_value": gettext_lazy("The length of the session is at least 1."),
        "max_value": gettext_lazy("The length of the session is at most %(limit_value)s.")})
    # Last: the field's name hides the engine module for the rest of the class body.
    tute = forms.ChoiceField(choices=option_choices("tute", "tute"), initial="source", required=False)

    def clean(self):
        data = super().clean()
        if "player" in data and "ending" in data:
            rules = table_rules(self, "tute", {"players": len(data["player"]), "muestra": data.get("muestra") or "",
                                               "tute": data.get("tute") or "", "ties": data.get("ties") or ""},
                                words={"": _("These agreements are not a game of Tute the rules know.")})
            if rules is not None:
                data["options"] = {"muestra": rules.muestra, "tute": rules.tute, "ties": rules.ties,
                                   "ending": data["ending"],
                                   "target": data.get("target") or tute_sheet.TARGETS[data["ending"]]}
        return data


MAX_POINTS_TEXT = 6
MUESTRA_RANKS = ("1", "3", "12", "11")
"""The muestra cards worth telling apart: one of a tute rank rules out a tute of that rank, and a rey or
caballo of trumps the 40 (docs/rules-decisions.md §19)."""


class TuteDealForm(SeatsForm):
    """One deal: counted to the end, or won on the spot by a tute."""

    muestra = forms.CharField(required=False)
    # Which card was turned up, when it matters: a rey or caballo of trumps rules out the 40 (§19).
    muestra_rank = forms.CharField(required=False)
    first_pair = forms.CharField(required=False)
    last = forms.CharField(required=False)
    tute_by = forms.CharField(required=False)
    tute_rank = forms.CharField(required=False)
    seat_fields = {"points": TYPED, "cards": PICKED, "acuses": PICKED}
    sheet_rules = staticmethod(tute_sheet.rules_of)

    @classmethod
    def initial_from(cls, entry) -> dict:
        data = entry.data
        initial = {k: data.get(k, "") for k in ("muestra", "first_pair")}
        initial["muestra_rank"] = (data.get("muestra_card") or "")[:-1]
        initial["last"] = "" if data.get("last") is None else str(data["last"])
        initial["tute_by"] = "" if data.get("tute_by") is None else str(data["tute_by"])
        initial["tute_rank"] = str(data.get("tute_rank") or "")
        for seat in range(len(data["totals"])):
            initial[f"points_{seat}"] = data.get("typed", [""] * len(data["totals"]))[seat]
            initial[f"cards_{seat}"] = data.get("piles", [[]] * len(data["totals"]))[seat]
            initial[f"acuses_{seat}"] = data.get("acuses", [[]] * len(data["totals"]))[seat]
        return initial

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        tute_by = self._seat(data.get("tute_by") or "")
        if tute_by is not None:
            return self._clean_tute(data, tute_by)
        return self._clean_counted(data)

    def _muestra(self, data) -> tuple[str, str]:
        """The muestra's suit letter and, when the table said which card it was, its code."""
        muestra = data.get("muestra") or "" if self.rules.muestra else ""
        if tute_sheet.suit_of(muestra) is None:
            return "", ""
        rank = data.get("muestra_rank") or ""
        return muestra, f"{rank}{muestra}" if rank in MUESTRA_RANKS else ""

    def _clean_tute(self, data, seat: int):
        muestra, muestra_card = self._muestra(data)
        try:
            rank = tute_scores.check_tute_rank(int(data.get("tute_rank") or 0), self.rules, muestra_card or None)
        except tute_scores.ImpossibleTute as exc:
            lang = page_lang()
            raise forms.ValidationError(
                _("The muestra was %(card)s. It is the last card drawn, after the last chance to declare, so "
                  "nobody shows %(tute)s in this hand: check the tute or the muestra.")
                % {"card": the_card(exc.muestra, lang), "tute": TUTE_RANK_NAMES[exc.muestra.rank]}) from None
        except (ValueError, tute_scores.NotATuteRank):
            if self.rules.tute == "classic":
                raise forms.ValidationError(_("Under the classic rule only the four reyes or the four caballos make "
                                              "a tute.")) from None
            raise forms.ValidationError(_("Say which four cards made the tute: aces, threes, caballos or "
                                          "reyes.")) from None
        totals = [tute_scores.tute_deal_points(self.rules) if s == seat else 0 for s in range(len(self.players))]
        data["entry"] = {"kind": "tute", "tute_by": seat, "tute_rank": rank, "muestra": muestra,
                         "muestra_card": muestra_card, "totals": totals, "winners": [seat]}
        return data

    def _clean_counted(self, data):
        lang = page_lang()
        muestra = data.get("muestra") or ""
        if self.rules.muestra and tute_sheet.suit_of(muestra) is None:
            self.add_error("muestra", _("Which suit was the muestra? Choose it."))
        elif not self.rules.muestra:
            muestra = ""
        muestra_card = self._muestra(data)[1] if muestra else ""
        last = self._seat(data.get("last") or "")
        if last is None:
            self.add_error("last", _("Who took the last trick (the diez de mesa)? Choose one player."))
        points, typed, piles, acuses = [], [], [], []
        picked = self._piles(
            tute.deck(self.rules), 40,
            lambda exc, name: (_("%(name)s: a card is picked twice (%(card)s).") if isinstance(exc, DuplicateCard)
                               else _("%(name)s: “%(card)s” is not a card of this pack."))
            % {"name": name, "card": exc.cards[0] if exc.cards else "?"},
            lambda card, first, second: _("The %(card)s is in two piles: %(first)s and %(second)s. A card is taken "
                                          "only once.") % {"card": card_name(card, lang), "first": first,
                                                           "second": second})
        for seat, (name, pile) in enumerate(zip(self.players, picked, strict=True)):
            text = (self.cleaned_data.get(f"points_{seat}") or "").strip()
            if pile:
                got = tute.hand_points(pile, [], None, False).card_points
                if text and text != str(got):
                    self.add_error(f"points_{seat}", _("%(name)s: the cards picked are worth %(cards)d, but %(typed)s "
                                                       "is typed. Clear one of them.")
                                   % {"name": name, "cards": got, "typed": text[:MAX_POINTS_TEXT]})
            elif text:
                if not (text.isascii() and text.isdigit()) or len(text) > MAX_POINTS_TEXT:
                    self.add_error(f"points_{seat}", _("%(name)s: “%(text)s” is not a whole number of points.")
                                   % {"name": name, "text": text[:MAX_POINTS_TEXT]})
                    got = 0
                else:
                    got = int(text)
            else:
                got = 0
            points.append(got)
            typed.append("" if pile else text)
            piles.append([c.code for c in pile])
            suits = [s for s in (self.cleaned_data.get(f"acuses_{seat}") or []) if isinstance(s, str)]
            if any(tute_sheet.suit_of(s) is None for s in suits):
                self.add_error(f"acuses_{seat}", _("%(name)s: an acuse is declared in a suit that does not exist.")
                               % {"name": name})
                suits = []
            acuses.append(suits)
        if self.errors:
            return data
        first_pair = data.get("first_pair") or ""
        try:
            hands = tute_scores.score_deal(points, acuses, last, muestra_card or muestra or None, self.rules,
                                    first_pair=first_pair or None)
        except tute_scores.ImpossibleCardPoints as exc:
            raise forms.ValidationError(ngettext("%(name)s: no pile of cards is worth %(points)d card point. Check the "
                                                 "count.",
                                                 "%(name)s: no pile of cards is worth %(points)d card points. Check the "
                                                 "count.", exc.points)
                                        % {"name": self.players[exc.player], "points": exc.points}) from None
        except tute_scores.CardPointsDoNotAddUp as exc:
            raise forms.ValidationError(count_off(exc, CARD_POINTS_SHORT, CARD_POINTS_OVER)) from None
        except tute.DuplicateAcuse:
            raise forms.ValidationError(_("A suit is declared twice: each pair of rey and caballo is declared only "
                                          "once in a deal, by the one who holds it.")) from None
        except tute.ImpossibleForty as exc:
            raise forms.ValidationError(
                _("%(name)s has the pair of %(suit)s declared, but the muestra was %(card)s. It is the last card "
                  "drawn, after the last chance to declare, so nobody declares the 40 in this hand: untick that "
                  "pair or check the muestra.")
                % {"name": self.players[exc.player], "suit": suit_name(exc.muestra.suit, lang),
                   "card": the_card(exc.muestra, lang)}) from None
        except tute_scores.TooManyAcuses as exc:
            raise forms.ValidationError(
                _("%(declared)d pairs are declared, but with %(players)d players only %(limit)d tricks are played "
                  "while the stock lasts, and each trick won allows one acuse. Check the pairs.")
                % {"declared": exc.declared, "players": len(self.players), "limit": exc.limit}) from None
        except tute_scores.FirstPairUnknown:
            raise forms.ValidationError(_("Without muestra, the first pair declared is the 40 and makes its suit "
                                          "trump: choose which of the declared suits came first.")) from None
        totals = [h.points for h in hands]
        result = tute.deal_winners(totals, last, self.rules)
        data["entry"] = {"kind": "counted", "muestra": muestra, "muestra_card": muestra_card, "first_pair": first_pair if not muestra else "",
                         "last": last, "typed": typed, "piles": piles, "acuses": acuses, "card_points": points,
                         "totals": totals, "winners": list(result.winners), "result": result.reason}
        return data

    # --- what the template draws ---

    def picked_points(self, seat: int) -> int | None:
        """The card points of the cards picked for ``seat`` so far (the grid's running total)."""
        return picked_total(self._value(f"cards_{seat}"), tute_sheet.pickable(self.rules),
                            lambda cards: tute.hand_points(cards, [], None, False).card_points)

    def _value(self, name: str):
        return self[name].value()

    def suit_choices(self, name: str) -> list[dict]:
        chosen = self._value(name) or ""
        return [{"letter": s.letter, "suit": s, "name": suit_name(s, page_lang()), "checked": chosen == s.letter}
                for s in SPANISH_SUITS]

    def muestra_choices(self) -> list[dict]:
        return self.suit_choices("muestra")

    def muestra_rank_choices(self) -> list[dict]:
        chosen = self._value("muestra_rank") or ""
        return [{"value": value, "name": name, "checked": chosen == value}
                for value, name in (("", _("Another card")), ("1", _("The as")), ("3", _("The tres")),
                                    ("12", _("The rey")), ("11", _("The caballo")))]

    def first_pair_choices(self) -> list[dict]:
        return self.suit_choices("first_pair")

    def seats(self) -> list[dict]:
        last = str(self._value("last") or "")
        out = []
        for seat, name in enumerate(self.players):
            declared = set(self._value(f"acuses_{seat}") or [])
            out.append({
                "seat": seat, "seat_text": str(seat), "name": name, "points": self._value(f"points_{seat}") or "",
                "picker": seat_picker(seat, tute_sheet.pickable(self.rules), self._value(f"cards_{seat}"),
                                      self.picked_points(seat)),
                "last": last == str(seat),
                "acuses": [{"letter": s.letter, "suit": s, "name": suit_name(s, page_lang()),
                            "checked": s.letter in declared} for s in SPANISH_SUITS],
                "errors": [*self[f"points_{seat}"].errors, *self[f"cards_{seat}"].errors,
                           *self[f"acuses_{seat}"].errors],
            })
        return out

    def tute_choices(self) -> dict:
        by, rank = str(self._value("tute_by") or ""), str(self._value("tute_rank") or "")
        return {"players": [{"seat": s, "name": n, "checked": by == str(s)} for s, n in enumerate(self.players)],
                "ranks": [{"rank": r, "name": TUTE_RANK_NAMES[r], "checked": rank == str(r)}
                          for r in tute.TUTE_RANKS[self.rules.tute]],
                "open": bool(by)}
