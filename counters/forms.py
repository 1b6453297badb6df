"""Forms of the counters (the Papayoo sheet here, the Paulo board in :mod:`counters.paulo_forms`). Parsing and wording live here; every rule is asked of the engine.

Each form turns the engine's exceptions into a precise message in the page's language, naming the
player, the card and the number involved, so a mistake at the table can be found and fixed.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Callable

from django import forms
from django.utils.translation import get_language, gettext as _, gettext_lazy, ngettext_lazy

from counters import papayoo_sheet
from counters.papayoo_sheet import PICKABLE
from naipes.cards import CardError, DuplicateCard, InvalidCardCode, Suit
from naipes.games import papayoo
from naipes.options import accepted, declared, option
from naipes.profiles import TABLE_FIELDS
from naipes_site import options as site_options
from wording.cards import card_name, suit_name

MAX_NAME = 40
MAX_ROUNDS = 100
"""Rounds a sheet may be set to last: far more than an evening, and a number the database keeps."""
JOINERS = frozenset("\u200c\u200d")
"""Zero-width non-joiner and joiner: part of how Persian, Hindi... words and emoji such as 👨‍👩‍👧 are
spelled, so they stay in names (other format and control characters go)."""


def page_lang() -> str:
    return "en" if (get_language() or "es").startswith("en") else "es"


def clean_name(raw: object) -> str:
    """Trim a name, join inner runs of spaces and drop control and format characters (bidi overrides,
    zero-width spaces) but the joiners; Unicode in NFC form so that an accented letter typed two ways
    is the same name. A name with nothing visible in it (only spaces, joiners or combining accents)
    is no name: the empty string."""
    text = unicodedata.normalize("NFC", str(raw or ""))
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C" or ch in " \t" or ch in JOINERS)
    text = " ".join(text.split())
    if not any(unicodedata.category(ch)[0] in "LNPS" for ch in text):
        return ""
    return text.strip("".join(JOINERS))


class ListWidget(forms.Widget):
    """Reads every value given under one name (repeated inputs, checkboxes)."""

    def value_from_datadict(self, data, files, name):
        return data.getlist(name) if hasattr(data, "getlist") else list(data.get(name, []))


def option_choices(game: str, name: str) -> list[tuple[str, str]]:
    """The values an engine option takes, as a choice field's choices (the engine declares them once)."""
    return [(text, text) for text in option(game, name).texts()]


def table_rules(form: forms.Form, game: str, values: dict[str, object], words: dict[str, str] | None = None):
    """The game's ``Rules`` from the table's options a start form read (``values`` by option name: the
    form's text, or a typed value), through the site's one options reader; None when it refuses them.

    A refusal goes on the field of the option it names (on the form for a combination, named ``""``), in
    the form's own ``words`` for that option when it has them, else in the reader's (which name the option
    and what it takes)."""
    texts = {name: v if isinstance(v, str) else option(game, name).text(v) for name, v in values.items()}
    try:
        return site_options.read(game, texts)
    except site_options.OptionsError as exc:
        form.add_error(exc.option if exc.option in form.fields else None, (words or {}).get(exc.option, exc.message))
        return None


def picked_total(picked, offered, count) -> int | None:
    """What the engine's ``count`` makes of the cards picked in one grid (codes as sent; any code not
    offered is left out, the form's own check names it); None while none is picked."""
    chosen = {c for c in picked or [] if isinstance(c, str)}
    cards = [c for c in offered if c.code in chosen]
    return count(cards) if cards else None


def seat_picker(seat: int, cards, picked, total: int | None = None) -> dict:
    """What ``{% card_picker %}`` needs for one player's "cards taken" grid (named ``cards_<seat>``): the
    cards a counter offers, those picked (kept as sent, even after an error) and the running total."""
    return {"name": f"cards_{seat}", "cards": cards, "selected": [c for c in picked or [] if isinstance(c, str)],
            "total": total}


def count_off(exc, short, over) -> str:
    """The refusal of a count that misses what the pack holds (``exc.total`` against ``exc.expected``):
    ``short`` or ``over``, both ``ngettext_lazy`` on the difference (``diff``)."""
    diff = exc.expected - exc.total
    return (short if diff > 0 else over) % {"total": exc.total, "diff": abs(diff), "expected": exc.expected}


class VersionForm(forms.Form):
    """Every change quotes the version of the sheet it was made on."""

    version = forms.IntegerField(widget=forms.HiddenInput, min_value=1)


TYPED = functools.partial(forms.CharField, required=False)
"""A number a player's box takes as typed (the form reads it)."""
PICKED = functools.partial(forms.Field, required=False, widget=ListWidget)
"""What a player ticked or picked in a grid: every value sent under the name."""
TICKED = functools.partial(forms.BooleanField, required=False)


class SeatsForm(VersionForm):
    """One entry of a sheet played by its named players (``sheet.players``): the form has, for each seat,
    a field named ``<prefix>_<seat>`` for each of ``seat_fields`` (prefix: how the field is made)."""

    seat_fields: dict[str, Callable[[], forms.Field]] = {}
    sheet_rules: Callable | None = None
    """The game's rules the sheet is played under (``<game>_sheet.rules_of``), kept as ``rules``."""

    def __init__(self, *args, sheet, **kwargs):
        super().__init__(*args, **kwargs)
        self.sheet = sheet
        self.players = sheet.players
        self.rules = self.sheet_rules(sheet) if self.sheet_rules else None
        for seat in range(len(self.players)):
            for prefix, field in self.seat_fields.items():
                self.fields[f"{prefix}_{seat}"] = field()

    def _picked(self, seat: int) -> list[str]:
        """The card codes sent from the seat's grid (``cards_<seat>``), as sent."""
        return [c for c in (self.cleaned_data.get(f"cards_{seat}") or []) if isinstance(c, str)]

    def _piles(self, deck, most: int, bad_card: Callable[[CardError, str], str],
               twice: Callable[[object, str, str], str]) -> list[list]:
        """Each seat's picked cards (at most ``most``) as ``deck`` reads them. A code the deck refuses empties
        that pile, worded on its grid by ``bad_card(error, name)``; a card in two piles is worded on the form by
        ``twice(card, first name, second name)``."""
        piles: list[list] = []
        owner: dict = {}
        for seat, name in enumerate(self.players):
            try:
                pile = list(deck.parse(self._picked(seat)[:most], unique=True))
            except CardError as exc:
                self.add_error(f"cards_{seat}", bad_card(exc, name))
                pile = []
            for card in pile:
                if card in owner:
                    self.add_error(None, twice(card, owner[card], name))
                owner[card] = name
            piles.append(pile)
        return piles

    def _seat(self, text) -> int | None:
        text = str(text or "")
        # A seat is one or two digits: thousands of them would not even convert (never a 500).
        return int(text) if text.isascii() and text.isdigit() and len(text) <= 2 and int(text) < len(self.players) else None


class PlayersStartForm(forms.Form):
    """A start form whose players are written in numbered boxes, in seating order: trimmed, none empty between
    two names, none too long, none twice, and as many as the engine's game (``game``) is played by."""

    game: str
    game_name: str
    """How the messages name the game."""
    player = forms.Field(widget=ListWidget, required=False)

    def clean_player(self) -> list[str]:
        raw = [clean_name(name) for name in (self.cleaned_data.get("player") or [])]
        while raw and not raw[-1]:
            raw.pop()
        for box, name in enumerate(raw, start=1):
            if not name:
                raise forms.ValidationError(
                    _("Box %(box)d has no name. Names go in seating order: write one there or move the "
                      "names below it up.") % {"box": box})
            if len(name) > MAX_NAME:
                raise forms.ValidationError(
                    _("“%(name)s…” is too long: at most %(max)d characters.") % {"name": name[:12], "max": MAX_NAME})
        if len(raw) not in players_of(self.game):
            raise forms.ValidationError(self.count_refused(len(raw)))
        seen: set[str] = set()
        for name in raw:
            if name.casefold() in seen:
                raise forms.ValidationError(
                    _("“%(name)s” is written twice: each player needs a different name.") % {"name": name})
            seen.add(name.casefold())
        return raw

    def count_refused(self, count: int) -> str:
        """Why ``count`` names cannot start the game."""
        allowed = players_of(self.game)
        return _("%(game)s is played by %(low)d to %(high)d players, and %(count)d names are written.") % {
            "game": self.game_name, "low": min(allowed), "high": max(allowed), "count": count}

    @property
    def fewest(self) -> int:
        """The fewest players the game is played by, for the hint above the boxes."""
        return min(players_of(self.game))

    @property
    def most(self) -> int:
        return max(players_of(self.game))

    def name_boxes(self) -> list[dict]:
        """A box for each player the game may have, with what was typed in it."""
        typed = self.data.getlist("player") if self.is_bound and hasattr(self.data, "getlist") else []
        return [{"box": box, "value": typed[box - 1] if box <= len(typed) else ""}
                for box in range(1, max(players_of(self.game)) + 1)]


@functools.cache
def players_of(game: str) -> tuple[int, ...]:
    """How many players the game's standard rules take (the engine declares them)."""
    return accepted(game, "players")


# --- Papayoo --------------------------------------------------------------------------------------

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


def initial_from_table(form_class: type[forms.Form], game: str, table) -> dict[str, object]:
    """What a start form's fields that are the game's rules show at first: the table's values (the standard's
    where it sets none), as the form writes them (a tick, ``yes``/``no``, or the option's text)."""
    initial: dict[str, object] = {}
    for name, field in form_class.base_fields.items():
        if name in TABLE_FIELDS or name not in {o.name for o in declared(game)}:
            continue
        value = table.options.get(name, option(game, name).default)
        if isinstance(field, forms.BooleanField):
            initial[name] = bool(value)
        elif isinstance(value, bool):
            initial[name] = "yes" if value else "no"
        else:
            initial[name] = option(game, name).text(value)
    return initial
