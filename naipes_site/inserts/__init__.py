"""Engine-drawn inserts for the rule pages: ``[[name key=value]]`` → HTML.

Each game registers its inserts in ``naipes_site/games/<game>/inserts.py`` with :func:`insert`. An insert
is a function ``(lang, **arguments) -> str`` returning HTML; most render a template from
``naipes_site/templates/inserts/games/<game>/``. :func:`render_table` draws any :class:`naipes.tables.Table`.
Apps above the site register theirs the same way from their ``AppConfig.ready`` (``[[trainer]]`` lives
in :mod:`trainers.inserts`), so the site never imports them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from django.template.loader import render_to_string
from django.utils import translation

import naipes.games
import wording
from naipes import RulesError
from naipes.cards import Card, CardError, Deck
from naipes.options import rules_from
from naipes.tables import Table, Term

_REGISTRY: dict[str, Callable[..., str]] = {}


class InsertError(ValueError):
    """Raised when a page asks for an insert that does not exist or with bad arguments."""


def insert(name: str) -> Callable[[Callable[..., str]], Callable[..., str]]:
    """Register an insert under ``name`` (used as ``[[name ...]]`` in the Markdown)."""

    def register(function: Callable[..., str]) -> Callable[..., str]:
        if name in _REGISTRY and _REGISTRY[name] is not function:
            raise InsertError(f"insert {name!r} registered twice")
        _REGISTRY[name] = function
        return function

    return register


def _load() -> None:
    _load_games(naipes.games.slugs())


@cache
def _load_games(games: tuple[str, ...]) -> None:
    """Import every registered game's inserts (each registers itself); a game being added without its
    ``inserts.py`` yet is left out: the start-up check names the file."""
    from naipes_site.games import pieces

    pieces("inserts")


def names() -> list[str]:
    _load()
    return sorted(_REGISTRY)


def render_insert(name: str, lang: str, **arguments: str) -> str:
    """The HTML of one insert, drawn in ``lang``."""
    _load()
    try:
        function = _REGISTRY[name]
    except KeyError:
        raise InsertError(f"unknown insert [[{name}]]") from None
    with translation.override(lang):
        try:
            return function(lang, **arguments)
        except TypeError as exc:
            raise InsertError(f"[[{name}]]: {exc}") from exc


def insert_rules(game: str, name: str, **values: object) -> Any:
    """The game's ``Rules`` from an insert's arguments, named after the game's options and read as the engine
    declares them (:mod:`naipes.options`); a value or combination it refuses breaks the page, naming the insert."""
    try:
        return rules_from(game, {option: str(value) for option, value in values.items()})
    except RulesError as exc:
        raise InsertError(f"[[{name}]]: {exc}") from exc


def insert_cards(deck: Deck, codes: str, name: str) -> tuple[Card, ...]:
    """The cards a page writes as codes (none for blank); a code ``deck`` lacks breaks the page, naming the insert."""
    try:
        return deck.parse(codes) if codes.strip() else ()
    except CardError as exc:
        raise InsertError(f"[[{name}]]: {exc}") from exc


def pick_example(examples: dict[str, Any], example: str, name: str) -> Any:
    """The worked example a page names for the insert ``name``; an unknown one breaks the page, listing the known."""
    try:
        return examples[example]
    except KeyError:
        raise InsertError(f"[[{name}]]: no example {example!r} (known: {', '.join(examples)})") from None


def game_text(game: str, key: str, lang: str) -> str:
    """A game's wording for ``key``, else the shared one, else the key itself for numbers and codes."""
    for candidate in (f"{game}.{key}", f"common.{key}"):
        if wording.has(candidate):
            return wording.text(candidate, lang)
    raise InsertError(f"no wording for {game}.{key}")


def cell_kind(value: object) -> str:
    if isinstance(value, Card):
        return "card"
    if isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
        return "cards"
    if isinstance(value, Term):
        return "term"
    if value is None or value == ():
        return "empty"
    return "text"


def render_table(table: Table, game: str, lang: str, *, css_class: str = "") -> str:
    """Draw an engine table: column keys and terms through the game's wording, cards as pictures."""
    rows = [
        [
            {"kind": cell_kind(cell), "value": game_text(game, cell.key, lang) if isinstance(cell, Term) else cell}
            for cell in row
        ]
        for row in table.rows
    ]
    return render_to_string(
        "inserts/table.html",
        {
            "caption": game_text(game, table.caption, lang) if table.caption else "",
            "columns": [game_text(game, f"column.{column}", lang) for column in table.columns],
            "rows": rows,
            "notes": [game_text(game, note, lang) for note in table.notes],
            "css_class": css_class,
        },
    )
