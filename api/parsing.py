"""Reading a request: typed fields from a JSON body or a query string, cards against a game's deck,
players and variants. Anything wrong raises :class:`api.http.ApiError` naming the field.

A body field that no view asks for is not an error: the answer lists it under ``"ignored"``, so a
misspelt option shows instead of silently doing nothing.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, overload

from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest
from django.utils.functional import Promise

from api.http import ApiError, short, word
from naipes import games, profiles as named
from naipes.cards import Card, CardNotInDeck, Deck, InvalidCardCode
from naipes.options import FALSE, TRUE, BadOption, Option, declared as declared_options, option
from naipes_site import table_rules
from naipes_site.text_guard import first_bad_path

_MISSING = object()
_SPLIT = re.compile(r"[\s,;]+")
_INTEGER = re.compile(r"\s*-?[0-9]{1,9}\s*")
_TRUE, _FALSE = set(TRUE), set(FALSE)


@dataclass(frozen=True)
class Variant:
    """A named variant: the ``Rules`` fields it sets (values the engine declares: a test checks them), and a
    line for the API page."""

    sets: Mapping[str, object]
    help: Promise | str = ""
    profile: str = ""
    """The named profile this old name now stands for, whole (docs/rules-decisions.md §43); ``""`` for a
    variant that sets one option, as the field of that name does."""


def profile_alias(game: str, slug: str, help: Promise | str) -> Variant:
    """An old variant name that is also a named profile's: it sets that profile's options, all of them, so
    that ``variant=durcal`` and ``profile=durcal`` are the same table (docs/rules-decisions.md §43)."""
    return Variant(dict(named.profile(game, slug).options), help, profile=slug)


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


class _DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object; a key given twice is refused (the last one would silently win)."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise _DuplicateKey(key)
        found[key] = value
    return found


_BOM = b"\xef\xbb\xbf"
_JSON_TYPES = ("application/json", "text/plain", "")
"""Content types under which a body that is not JSON is just malformed JSON. Under any other type
(a form, a file upload) the type is named as the problem. A body that is JSON is read whatever its
type says, as ``curl -d`` labels it a form."""


MAX_NESTING = 32
"""No request of the API nests deeper than a few levels; 32 leaves room and refuses the hostile."""


def _nesting(text: str) -> int:
    """The deepest nesting of ``[`` and ``{`` in a JSON text, strings skipped.

    >>> _nesting('{"a": [1, [2]], "b": "[[[["}')
    3
    """
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def read_json(request: HttpRequest) -> Any:
    """The request body as JSON: UTF-8 (a leading byte-order mark is ignored), no NaN or Infinity, no
    key twice in an object, no nesting deep enough to exhaust the parser."""
    try:
        raw = request.body
    except RequestDataTooBig:
        raise ApiError("too_large") from None
    try:
        text = raw.removeprefix(_BOM).decode("utf-8")
        if _nesting(text) > MAX_NESTING:
            # Refused before parsing: a RecursionError deep in the C parser is best never raised at all.
            raise ValueError("nested too deep")
        data = json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_object)
    except _DuplicateKey as exc:
        raise ApiError("duplicate_field", field=short(exc.key, 40)) from None
    except (UnicodeDecodeError, ValueError, RecursionError):
        content_type = request.content_type or ""
        if content_type not in _JSON_TYPES and not content_type.endswith("+json"):
            raise ApiError("wrong_content_type", content_type=short(content_type, 40)) from None
        raise ApiError("malformed_json") from None
    # "\ud800" is valid JSON but no text: it could never be written back in an answer.
    if (where := first_bad_path(data)) is not None:
        raise ApiError("bad_text", field=short(where, 40))
    return data


def join(values: Iterable[object]) -> str:
    """Values for a message: ``O, C, E, B``."""
    return ", ".join(str(v).lower() if isinstance(v, bool) else str(v) for v in values)


class Source:
    """The fields of one request: a JSON object (POST) or the query string (GET)."""

    def __init__(self, data: Mapping[str, Any], *, query: bool, lists: Mapping[str, list[str]] | None = None):
        self.data = data
        self.query = query
        self.lists = lists or {}
        self.seen: set[str] = set()

    @classmethod
    def from_body(cls, request: HttpRequest) -> Source:
        data = read_json(request)
        if not isinstance(data, dict):
            raise ApiError("not_an_object")
        return cls(data, query=False)

    @classmethod
    def from_query(cls, request: HttpRequest, *, repeatable: Iterable[str] = ("variant",)) -> Source:
        """The query's fields; one given twice (``?cards=5O&cards=3O``) is refused, not half read,
        except those in ``repeatable``."""
        for key in request.GET:
            if key not in repeatable and len(request.GET.getlist(key)) > 1:
                raise ApiError("duplicate_field", field=short(key, 40))
        return cls({k: request.GET.get(k) for k in request.GET}, query=True,
                   lists={k: request.GET.getlist(k) for k in request.GET})

    def has(self, name: str) -> bool:
        return name in self.data

    def raw(self, name: str, *, required: bool) -> Any:
        self.seen.add(name)
        if name not in self.data:
            if required:
                raise ApiError("missing_field", field=name)
            return _MISSING
        return self.data[name]

    def ignored(self) -> list[str]:
        """Fields sent that nothing read (typos, or options of another game)."""
        return sorted(k for k in self.data if k not in self.seen)

    # -- scalars ----------------------------------------------------------------------------------

    @overload
    def integer(self, name: str, default: int, *, required: bool = False, most: int | None = None) -> int: ...

    @overload
    def integer(self, name: str, default: None = None, *, required: bool = False,
                most: int | None = None) -> int | None: ...

    def integer(self, name: str, default: int | None = None, *, required: bool = False,
                most: int | None = None) -> int | None:
        """A whole number; above ``most`` it is refused as ``out_of_range`` (a pot of 10^30 coins)."""
        value = self.raw(name, required=required)
        if value is _MISSING or (value is None and not required):
            return default
        if self.query and isinstance(value, str) and _INTEGER.fullmatch(value):
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool):
            raise ApiError("wrong_type", field=name, expected=word("type.integer"))
        if most is not None and value > most:
            raise ApiError("out_of_range", field=name, value=short(value), min=0, max=most)
        return value

    def boolean(self, name: str, default: bool = False) -> bool:
        value = self.raw(name, required=False)
        if value is _MISSING:
            return default
        if self.query and isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
            return value.strip().lower() in _TRUE
        if isinstance(value, bool):
            return value
        raise ApiError("wrong_type", field=name, expected=word("type.boolean"))

    def text(self, name: str, *, required: bool = False, nullable: bool = False, expected: str = "type.string",
             default: str | None = None) -> str | None:
        value = self.raw(name, required=required)
        if value is _MISSING:
            return default
        if value is None and nullable:
            return None
        if isinstance(value, str):
            return value
        raise ApiError("wrong_type", field=name, expected=word(expected))

    def mapping(self, name: str, *, expected: str = "type.piles") -> dict[str, Any]:
        value = self.raw(name, required=True)
        if self.query or not isinstance(value, dict):
            raise ApiError("wrong_type", field=name, expected=word(expected))
        return value

    def strings(self, name: str, *, expected: str) -> list[str]:
        """A list of short strings (JSON list; comma-separated in a query)."""
        value = self.raw(name, required=False)
        if value is _MISSING or value is None:
            return []
        if self.query and isinstance(value, str):
            return [v for v in _SPLIT.split(value) if v]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ApiError("wrong_type", field=name, expected=word(expected))
        return value

    # -- cards ------------------------------------------------------------------------------------

    def cards(self, name: str, deck: Deck, *, required: bool = True, least: int = 0,
              most: int | None = None) -> tuple[Card, ...]:
        value = self.raw(name, required=required)
        if value is _MISSING:
            value = []
        return parse_cards(value, deck, name, least=least, most=most, query=self.query)

    def trick(self, deck: Deck, players: int) -> tuple[Card, ...]:
        """A trick's ``cards`` in the order played: one at least, one a player at most."""
        return self.cards("cards", deck, least=1, most=players)

    def hand_and_trick(self, deck: Deck, hand_size: int,
                       players: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The ``hand`` a player plays from and the ``trick`` on the table before his turn (short of one
        card a player), with no card in both."""
        hand = self.cards("hand", deck, least=1, most=hand_size)
        played = self.cards("trick", deck, required=False, most=players - 1)
        distinct(hand=hand, trick=played)
        return hand, played

    # -- rules ------------------------------------------------------------------------------------

    def players(self, game: str, allowed: Iterable[int], default: int, *,
                allowed_text: dict[str, str] | None = None) -> int:
        """The ``players`` field; ``allowed_text`` words the allowed counts when a bare list would mislead."""
        allowed = tuple(allowed)
        players = self.integer("players", default)
        if players not in allowed:
            raise ApiError("bad_players", field="players", game=game, value=short(players),
                           allowed=allowed_text or join(allowed))
        return players

    def variant_names(self) -> list[str]:
        self.seen.add("variant")
        if self.query:
            return [v.lower() for item in self.lists.get("variant", []) for v in _SPLIT.split(item) if v]
        value = self.data.get("variant")
        if value is None:
            return []
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ApiError("wrong_type", field="variant", expected=word("type.variant"))
        return [v.strip().lower() for v in value if v.strip()]

    def option(self, game: str, declared: Option) -> object:
        """The value of one of the game's options (:mod:`naipes.options`): the JSON type its kind asks
        for, then one of the values the engine declares (a choice matched case-insensitively and given
        back as the engine spells it)."""
        name = declared.name
        value: object
        if declared.kind == "bool":
            value = self.boolean(name)
        elif declared.kind == "int":
            value = self.integer(name)
            if value is None and declared.optional:  # null: worked out from the other options
                return None
        else:
            value = self.text(name)
        try:
            return declared.parse(value if isinstance(value, str) else declared.text(value), game=game)
        except BadOption:
            raise ApiError("invalid_value", field=name, value=short(value), allowed=join(declared.values)) from None

    def profile(self, game: str, options: Mapping[str, Option]) -> dict[str, object]:
        """The options a ``profile`` field sets: a named profile of the game or a table code
        (:mod:`naipes_site.table_rules`, docs/rules-decisions.md §39 and §41); none when it is absent."""
        text = self.text("profile")
        if text is None:
            return {}
        slug = _game_of(options)
        found = table_rules.ResolvedTable(slug, "es", text)  # the field alone: the API keeps no cookie
        if found.refused is not None:
            reason = {lang: table_rules.error_text(found.refused, lang, short(text), slug) for lang in ("es", "en")}
            raise ApiError("unknown_profile", field="profile", reason=reason, game=game,
                           allowed=join(p.slug for p in named.profiles(slug)))
        return dict(found.table.options)

    def options(self, game: str, variants: Mapping[str, Variant],
                options: Mapping[str, Option]) -> dict[str, Any]:
        """``Rules`` keyword arguments from ``profile`` (the table's rules), then ``variant`` and the fields
        named after the game's options (:func:`read_options`), which change the profile's where they speak."""
        chosen: dict[str, object] = {}
        for name, declared in options.items():
            if not self.has(name):
                self.seen.add(name)
                continue
            chosen[name] = self.option(game, declared)
        for name in self.variant_names():
            if name not in variants:
                raise ApiError("unknown_variant", field="variant", value=short(name), game=game,
                               allowed=join(variants) or word("word.none"))
            for key, wanted in variants[name].sets.items():
                if key in chosen and chosen[key] != wanted:
                    raise ApiError("conflicting_options", field=key, variant=name, wanted=short(wanted),
                                   value=short(chosen[key]))
                chosen[key] = wanted
        return {**self.profile(game, options), **chosen}


class GameOptions(dict[str, Option]):
    """Options of one game read by its endpoints, which know whose they are even when they read none (a game
    whose only option is the number of players, read on its own)."""

    def __init__(self, game: str, options: Mapping[str, Option]):
        super().__init__(options)
        self.game = game


def _game_of(options: Mapping[str, Option]) -> str:
    """The slug of the game whose declared options these are (:func:`read_options` says; else the one that
    declares them)."""
    if isinstance(options, GameOptions):
        return options.game
    for slug in games.slugs():
        if any(o is mine for o in options.values() for mine in declared_options(slug)):
            return slug
    raise LookupError("options of no game")


def read_options(game: str, *names: str) -> GameOptions:
    """The options of ``game`` (as the engine declares them) that its endpoints read by name (maybe none)."""
    return GameOptions(game, {name: option(game, name) for name in names})


def parse_cards(value: Any, deck: Deck, name: str, *, least: int = 0, most: int | None = None,
                query: bool = False) -> tuple[Card, ...]:
    """Distinct cards of ``deck`` from a JSON list of codes (or, in a query, codes split by commas)."""
    if query and isinstance(value, str):
        value = [v for v in _SPLIT.split(value) if v]
    if not isinstance(value, list):
        raise ApiError("wrong_type", field=name, expected=word("type.cards"))
    most = len(deck) if most is None else most
    if not least <= len(value) <= most:
        raise ApiError("wrong_number_of_cards", field=name, count=len(value), min=least, max=most)
    cards: list[Card] = []
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise ApiError("wrong_type", field=f"{name}[{i}]", expected=word("type.card"))
        try:
            card = deck.parse_one(item)
        except InvalidCardCode:
            raise ApiError("unknown_card", field=name, cards=(short(item.strip().upper(), 12),)) from None
        except CardNotInDeck as exc:
            raise ApiError("card_not_in_deck", field=name, cards=exc.cards, deck=len(deck)) from None
        if card in cards:
            raise ApiError("duplicate_card", field=name, cards=(card.code,))
        cards.append(card)
    return tuple(cards)


NAME_LENGTH = 40
"""The longest player name ``piles`` and ``players`` take."""


def piles(value: Mapping[str, Any], field: str, deck: Deck) -> dict[str, tuple[Card, ...]]:
    """Each player's cards from ``{"name": [codes] or null}``: names of 1 to ``NAME_LENGTH``
    characters, no card twice, neither in one pile nor across piles."""
    found: dict[str, tuple[Card, ...]] = {}
    for name, pile in value.items():
        where = f"{field}.{short(name)}"
        if not name.strip() or len(name) > NAME_LENGTH:
            raise ApiError("bad_name", field=field, value=short(name), max=NAME_LENGTH)
        if pile is not None and not isinstance(pile, list):
            raise ApiError("wrong_type", field=where, expected=word("type.pile"))
        found[name] = parse_cards(pile or [], deck, where)
    distinct(**{f"{field}.{short(name, 60)}": cards for name, cards in found.items()})
    return found


def distinct(**groups: Iterable[Card]) -> None:
    """No card in two of the named groups (``hand`` and ``trick``, say)."""
    seen: set[Card] = set()
    for name, cards in groups.items():
        for card in cards:
            if card in seen:
                raise ApiError("duplicate_card", field=name, cards=(card.code,))
            seen.add(card)


def count(name: str, cards: tuple[Card, ...], least: int, most: int) -> None:
    if not least <= len(cards) <= most:
        raise ApiError("wrong_number_of_cards", field=name, count=len(cards), min=least, max=most)


def codes(cards: Iterable[Card]) -> list[str]:
    return [card.code for card in cards]
