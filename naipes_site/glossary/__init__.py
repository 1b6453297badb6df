"""The cross-game glossary: the terms shared by the Spanish-deck games (``general`` here) and each game's own
(``naipes_site/games/<slug>/glossary.py``), every module defining ``ENTRIES``.

An entry is a dict: ``id`` (the anchor, unique across the site), ``term`` (the word said at a
Spanish table, kept in English pages too), ``english`` (its English rendering), and ``definition``
``{"es": ..., "en": ...}``. Each module reads its entries from its data file beside it (``general.toml`` here,
``glossary.toml`` in a game's folder; a translator edits the file, not the code) with :func:`load_entries`.
Rule pages link to ``/<lang>/glossary/#<id>``.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from types import ModuleType

import naipes.games

GENERAL = "general"
"""The entries of no one game (``naipes_site/glossary/general.py``): ``game`` is ``"general"``."""


def entry(id: str, term: str, english: str, *, es: str, en: str, asks: dict[str, str] | None = None) -> dict:
    """One entry: its anchor, the Spanish term, its English rendering and the definition in both languages;
    ``asks`` holds the questions, in each language, that search should answer with this entry."""
    found: dict = {"id": id, "term": term, "english": english, "definition": {"es": es, "en": en}}
    if asks is not None:
        found["asks"] = asks
    return found


def load_entries(path: Path) -> list[dict]:
    """The entries of the data file ``path``, in the file's order: each table is an entry's id holding its
    ``term``, ``english``, ``es`` and ``en`` (the definition) and, where there is one, ``asks``."""
    with path.open("rb") as file:
        tables = tomllib.load(file)
    return [entry(id, fields["term"], fields["english"], es=fields["es"], en=fields["en"], asks=fields.get("asks"))
            for id, fields in tables.items()]


def modules() -> dict[str, ModuleType]:
    """``general`` and every registered game's glossary module, by the ``game`` its entries carry; a game being
    added without its module yet is left out (the start-up check names the file)."""
    from naipes_site.games import pieces
    from naipes_site.glossary import general

    return {GENERAL: general, **pieces("glossary")}


def entries() -> tuple[dict, ...]:
    """Every entry with its ``game``, sorted by term."""
    return _entries(naipes.games.slugs())


@cache
def _entries(games: tuple[str, ...]) -> tuple[dict, ...]:
    found = [{**entry, "game": game} for game, module in modules().items() for entry in module.ENTRIES]
    return tuple(sorted(found, key=lambda e: (e["term"].lower(), e["game"])))


def ids() -> set[str]:
    return {entry["id"] for entry in entries()}
