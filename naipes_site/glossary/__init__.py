"""The cross-game glossary: one module per game (plus ``general``) defining ``ENTRIES``.

An entry is a dict: ``id`` (the anchor, unique across the site), ``term`` (the word said at a
Spanish table, kept in English pages too), ``english`` (its English rendering), and ``definition``
``{"es": ..., "en": ...}``. Each module reads its entries from its data file, ``<module>.toml`` here
(a translator edits the file, not the code), with :func:`load_entries`. Rule pages link to
``/<lang>/glossary/#<id>``.
"""

from __future__ import annotations

import importlib
import tomllib
from functools import cache
from importlib.util import find_spec
from pathlib import Path

from naipes import GAME_SLUGS

GLOSSARY_MODULES = ("general", *GAME_SLUGS)


def entry(id: str, term: str, english: str, *, es: str, en: str, asks: dict[str, str] | None = None) -> dict:
    """One entry: its anchor, the Spanish term, its English rendering and the definition in both languages;
    ``asks`` holds the questions, in each language, that search should answer with this entry."""
    found: dict = {"id": id, "term": term, "english": english, "definition": {"es": es, "en": en}}
    if asks is not None:
        found["asks"] = asks
    return found


def load_entries(module: str) -> list[dict]:
    """The entries of ``naipes_site/glossary/<module>.toml``, in the file's order: each table is an entry's
    id holding its ``term``, ``english``, ``es`` and ``en`` (the definition) and, where there is one, ``asks``."""
    with Path(__file__).with_name(f"{module}.toml").open("rb") as file:
        tables = tomllib.load(file)
    return [entry(id, fields["term"], fields["english"], es=fields["es"], en=fields["en"], asks=fields.get("asks"))
            for id, fields in tables.items()]


@cache
def entries() -> tuple[dict, ...]:
    """Every entry with its ``game``, sorted by term."""
    found: list[dict] = []
    for game in GLOSSARY_MODULES:
        if game in GAME_SLUGS and find_spec(f"{__name__}.{game}") is None:
            continue  # a game being added, without its entries yet: the start-up check names the file
        module = importlib.import_module(f"{__name__}.{game}")
        found.extend({**entry, "game": game} for entry in module.ENTRIES)
    return tuple(sorted(found, key=lambda e: (e["term"].lower(), e["game"])))


def ids() -> set[str]:
    return {entry["id"] for entry in entries()}
