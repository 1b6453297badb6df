"""What every counter's forms share (each game's own forms are in ``counters/games/<slug>/forms.py``). Parsing and
wording live in the forms; every rule is asked of the engine.

Each form turns the engine's exceptions into a precise message in the page's language, naming the
player, the card and the number involved, so a mistake at the table can be found and fixed.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Callable

from django import forms
from django.utils.translation import gettext as _

from naipes.cards import CardError
from naipes.options import accepted, declared, option
from naipes.profiles import TABLE_FIELDS
from naipes_site import options as site_options
from naipes_site.options import page_lang as page_lang  # the games' forms and views take it from here

MAX_NAME = 40
MAX_ROUNDS = 100
"""Rounds a sheet may be set to last: far more than an evening, and a number the database keeps."""
JOINERS = frozenset("\u200c\u200d")
"""Zero-width non-joiner and joiner: part of how Persian, Hindi... words and emoji such as 👨‍👩‍👧 are
spelled, so they stay in names (other format and control characters go)."""


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
