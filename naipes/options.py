"""A game's options, declared once next to its ``Rules`` and read the same way by every app.

Each game module declares ``OPTIONS = declare(Rules, players=number(PLAYERS), …)`` right after its
``Rules``: one :class:`Option` per field, with the allowed values taken from the engine's own constants
(``PLAYERS``, ``THRESHOLDS``, ``VARIANTS``…) and the default from the dataclass. :func:`declare` refuses a
``Rules`` with a field left undeclared, so a new field cannot be forgotten.

Every app reads options from text (a query string, a form, a page's insert arguments) with
:func:`rules_from` and writes them back with :func:`values_of`:

>>> rules = rules_from("papayoo", {"players": "5", "shoot_the_moon": "true"})
>>> rules.players, rules.shoot_the_moon
(5, True)
>>> values_of(rules)
{'players': '5', 'shoot_the_moon': 'true'}
>>> rules_from("papayoo", values_of(rules)) == rules
True

The text of a value: a whole number in digits; ``true`` or ``false`` (``1``/``0``, ``yes``/``no``,
``on``/``off`` are read too); a choice as the engine spells it (read case-insensitively); a card by its
code (``2O``); an order of suits as letters separated by commas (``C,E,B``). An empty string, like a
missing name, means "not given": the base's value stays (an HTML form sends empty selects).

Names that are not options of the game are ignored: a query string carries other fields too (the
cards, the muestra), and the API lists what nothing read under ``"ignored"``. A value an option does
not take raises :class:`BadOption` (a :class:`naipes.RulesError`), which names the option and the
value; values each allowed alone but refused together (Paulo's 2 players without the Lanjarón deck)
raise the game's own ``RulesError`` from ``Rules``.

Every ``Rules`` field is a **table option**: something a group agrees before playing (what a named
profile of house rules sets). What belongs to one position (Paulo's muestra suit, Tute's trump, the
forty, the stock being gone, Papayoo's die) is never a ``Rules`` field: it is the game's ``State`` or
an argument of a verb, and each app reads it on its own.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from itertools import permutations
from typing import Any

from naipes import GAME_SLUGS, RulesError, game as game_module
from naipes.cards import Suit

KINDS: tuple[str, ...] = ("int", "bool", "choice", "card", "suit_order")
"""What an option's value is: a whole number, true or false, one word of a list, a card code, or an
order of suits."""

TRUE: tuple[str, ...] = ("true", "1", "yes", "on")
FALSE: tuple[str, ...] = ("false", "0", "no", "off")
"""The texts read as true and false (what a checkbox, a query string and JSON send), the first one
written."""

_INTEGER = re.compile(r"[+-]?[0-9]{1,9}")
_SPLIT = re.compile(r"[\s,;]+")
_SHOWN = 40
"""The most characters of a refused value an error repeats."""


class BadOption(RulesError):
    """A value an option does not take; ``option`` and ``value`` name them, ``allowed`` says what it
    takes (as text: ``3, 4, 5``, or ``1 or more``)."""

    code = "bad_option"

    def __init__(self, game: str, option: Option, value: str) -> None:
        self.game = game
        self.option = option.name
        self.value = value.strip()[:_SHOWN]
        self.allowed = option.allowed_text()
        super().__init__(f"{game}: {option.name} cannot be {self.value!r}; it takes {self.allowed}")


class UndeclaredOption(TypeError):
    """A ``Rules`` field without a declaration, or a declaration without a field: a bug in the engine, raised
    when the game's module loads (never a :class:`naipes.RulesError`: no visitor's input causes it)."""


@dataclass(frozen=True)
class Option:
    """One ``Rules`` field as a reader sees it.

    ``values`` lists every value it takes, in the engine's order; it is empty for an open number, which
    takes any whole number from ``least``. An ``optional`` option also takes ``None`` (its default: "worked
    out from the other options", as Tute's hand size from the players), written as nothing."""

    name: str
    kind: str
    values: tuple[Any, ...]
    default: Any = None
    optional: bool = False
    least: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise UndeclaredOption(f"{self.name}: unknown kind {self.kind!r}")
        if not self.values and (self.kind != "int" or self.least is None):
            raise UndeclaredOption(f"{self.name}: only a number may be open, and it needs a least value")

    @property
    def open(self) -> bool:
        """Any whole number from ``least`` (no list of values)."""
        return not self.values

    def allows(self, value: object) -> bool:
        """Whether ``value`` (as the engine types it) is one this option takes."""
        if value is None:
            return self.optional
        if self.kind == "int" and (isinstance(value, bool) or not isinstance(value, int)):
            return False
        if self.kind == "bool" and not isinstance(value, bool):
            return False
        if self.open:
            return self.least is not None and value >= self.least  # type: ignore[operator]
        return value in self.values

    def parse(self, text: str, *, game: str = "") -> Any:
        """The engine's value for ``text``; :class:`BadOption` if the option does not take it."""
        raw = str(text).strip()
        value: object = _NOT_READ
        if self.kind == "int" and _INTEGER.fullmatch(raw):
            value = int(raw)
        elif self.kind == "bool" and raw.lower() in TRUE + FALSE:
            value = raw.lower() in TRUE
        elif self.kind in ("choice", "card"):
            value = next((v for v in self.values if str(v).lower() == raw.lower()), _NOT_READ)
        elif self.kind == "suit_order":
            letters = tuple(_suit(item) for item in _SPLIT.split(raw) if item)
            value = next((v for v in self.values if v == letters), _NOT_READ)
        if value is _NOT_READ or not self.allows(value):
            raise BadOption(game, self, str(text))
        return value

    def text(self, value: object) -> str:
        """``value`` written as :meth:`parse` reads it back."""
        if value is None:
            return ""
        if isinstance(value, bool):
            return TRUE[0] if value else FALSE[0]
        if self.kind == "suit_order":
            return ",".join(s.letter for s in value)  # type: ignore[attr-defined]
        return str(value)

    def texts(self) -> tuple[str, ...]:
        """Every value as text (``""`` first for an optional option); empty for an open number."""
        return (("",) if self.optional else ()) + tuple(self.text(v) for v in self.values)

    def allowed_text(self) -> str:
        """What the option takes, for a message: ``3, 4, 5`` or ``1 or more``."""
        if self.open:
            return f"{self.least} or more"
        return ", ".join(self.text(v) for v in self.values)


_NOT_READ = object()


def _suit(text: str) -> Suit | None:
    lowered = text.lower()
    return next((s for s in Suit if lowered in (s.value, s.letter.lower())), None)


# -- Declaring a game's options ----------------------------------------------------------------------

@dataclass(frozen=True)
class Spec:
    """An option before :func:`declare` gives it its name and default."""

    kind: str
    values: tuple[Any, ...] = ()
    least: int | None = None


def number(values: Iterable[int] = (), *, least: int | None = None) -> Spec:
    """A whole number out of ``values`` (``PLAYERS``), or any from ``least`` when no values are given."""
    return Spec("int", tuple(values), least)


def flag() -> Spec:
    """True or false."""
    return Spec("bool", (False, True))


def choice(values: Iterable[str]) -> Spec:
    """One word out of ``values`` (``ORDERS``, ``VARIANTS["ties"]``…)."""
    return Spec("choice", tuple(values))


def card(codes: Iterable[str]) -> Spec:
    """A card out of ``codes``, by its code."""
    return Spec("card", tuple(codes))


def suit_order(suits: Iterable[Suit]) -> Spec:
    """An order of ``suits``, each once."""
    return Spec("suit_order", tuple(permutations(tuple(suits))))


def declare(rules: type, **specs: Spec) -> tuple[Option, ...]:
    """The options of a ``Rules`` dataclass, in the order of its fields; every field needs a spec and
    every spec a field. A field whose default is ``None`` is optional."""
    fields = {f.name: f for f in dataclasses.fields(rules)}
    if missing := [name for name in fields if name not in specs]:
        raise UndeclaredOption(f"{rules.__module__}.Rules: no option declared for {', '.join(missing)}")
    if extra := [name for name in specs if name not in fields]:
        raise UndeclaredOption(f"{rules.__module__}.Rules has no field {', '.join(extra)}")
    found = []
    for name, f in fields.items():
        spec = specs[name]
        default = f.default if f.default is not dataclasses.MISSING else f.default_factory()  # type: ignore[operator]
        option = Option(name, spec.kind, spec.values, default, optional=default is None, least=spec.least)
        if default is not None and not option.allows(default):
            raise UndeclaredOption(f"{rules.__module__}.Rules.{name}: the default {default!r} is not allowed")
        found.append(option)
    return tuple(found)


# -- Reading and writing ----------------------------------------------------------------------------

@cache
def declared(game: str) -> tuple[Option, ...]:
    """The options of ``game``, in the order of its ``Rules`` fields.

    >>> [o.name for o in declared("cirulo")]
    ['players', 'pack', 'removal_order']
    """
    options: tuple[Option, ...] = game_module(game).OPTIONS
    return options


def option(game: str, name: str) -> Option:
    """One option of ``game`` by name (``KeyError`` if it has none of that name)."""
    for found in declared(game):
        if found.name == name:
            return found
    raise KeyError(f"{game} has no option {name!r}")


def accepted(game: str, name: str, base: Any = None) -> tuple[Any, ...]:
    """The values of a listed option that ``base`` (the default rules) takes with its other options.

    >>> accepted("paulo", "players")  # 2 players need the Lanjarón deck
    (4, 6, 8)
    """
    base = base if base is not None else game_module(game).DEFAULT_RULES
    found = []
    for value in option(game, name).values:
        try:
            dataclasses.replace(base, **{name: value})
        except RulesError:
            continue
        found.append(value)
    return tuple(found)


def game_of(rules: object) -> str:
    """The slug of the game whose ``Rules`` these are."""
    for slug in GAME_SLUGS:
        if type(rules) is game_module(slug).Rules:
            return slug
    raise TypeError(f"{type(rules).__name__} is not the Rules of a game")


def typed(game: str, values: Mapping[str, str], *, only: Iterable[str] | None = None) -> dict[str, Any]:
    """The engine's values of the options given in ``values`` (names that are not options, and empty
    values, left out); ``only`` restricts the options read."""
    wanted = None if only is None else set(only)
    found: dict[str, Any] = {}
    for o in declared(game):
        if wanted is not None and o.name not in wanted:
            continue
        text = values.get(o.name)
        if text is None or str(text).strip() == "":
            continue
        found[o.name] = o.parse(text, game=game)
    return found


def rules_from(game: str, values: Mapping[str, str], base: Any = None, *,
               only: Iterable[str] | None = None) -> Any:
    """The game's ``Rules`` from text values over ``base`` (the default rules when ``None``): each option
    given replaces the base's; the rest keep the base's non-default choices (so an option worked out from
    another, as Papayoo's rounds from the players, follows it). Unknown names are ignored; ``only`` limits
    the options read (an app offering a few of them)."""
    rules_type = game_module(game).Rules
    kept = typed(game, values_of(base)) if base is not None else {}
    return rules_type(**{**kept, **typed(game, values, only=only)})


def values_of(rules: Any) -> dict[str, str]:
    """The options of ``rules`` that differ from the default, as text, in declaration order:
    ``rules_from(game, values_of(rules)) == rules``. A value the other options would give anyway (Papayoo's
    rounds equal to the players) is left out."""
    game = game_of(rules)
    found: dict[str, str] = {}
    for o in declared(game):
        value = getattr(rules, o.name)
        if value == o.default:
            continue
        try:
            if dataclasses.replace(rules, **{o.name: o.default}) == rules:
                continue
        except RulesError:
            pass  # the default is refused with the other options: this value is a choice, written
        found[o.name] = o.text(value)
    return found
