"""The files a translator edits: the engine's wording (``wording/texts/*.toml``, ``wording/games/*.toml``) and the glossary
(``naipes_site/glossary/general.toml`` and each game's ``naipes_site/games/<slug>/glossary.toml``). Each parses (a key written twice is an error there, not a silent
overwrite), and every entry holds its text in each language, non-empty, and no field the code would
never read (a misspelt ``en`` would leave the English text missing)."""

from __future__ import annotations

import importlib
import tomllib
from pathlib import Path

import pytest

import naipes.games
import wording
from naipes_site import games as site_games, glossary

WORDING_FILES = sorted([*wording.TEXTS_DIR.glob("*.toml"), *wording.GAMES_DIR.glob("*.toml")])
GLOSSARY_FILES = [*sorted(Path(glossary.__file__).parent.glob("*.toml")),
                  *sorted(Path(site_games.__file__).parent.glob("*/glossary.toml"))]
LANGS = set(wording.LANGS)


def _read(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _written(text: object) -> bool:
    return isinstance(text, str) and bool(text.strip())


def test_every_wording_module_has_its_file_and_every_file_its_module():
    """The card names are the one module built from a table its own code reads."""
    assert {path.stem for path in WORDING_FILES if path.parent == wording.TEXTS_DIR} == set(wording.MODULES) - {"cards"}
    assert {path.stem for path in WORDING_FILES if path.parent == wording.GAMES_DIR} == set(
        naipes.games.modules("wording.games"))


@pytest.mark.parametrize("path", WORDING_FILES, ids=lambda path: path.name)
def test_every_wording_key_says_its_text_in_both_languages(path):
    texts = _read(path)
    assert texts
    for key, table in texts.items():
        assert set(table) == LANGS, key
        assert all(_written(table[lang]) for lang in LANGS), key


@pytest.mark.parametrize("path", WORDING_FILES, ids=lambda path: path.name)
def test_a_wording_module_s_texts_are_its_file_in_the_file_s_order(path):
    if path.parent == wording.GAMES_DIR:  # a game's texts, then its profiles' names
        module = importlib.import_module(f"wording.games.{path.stem}")
        texts = {**module.TEXTS, **{wording.PROFILES + key: text for key, text in module.PROFILE_TEXTS.items()}}
    else:
        texts = importlib.import_module(f"wording.{path.stem}").TEXTS
    assert list(texts.items()) == list(_read(path).items())


def _glossary_of(path: Path) -> str:
    """The ``game`` of a glossary file's entries: ``general``, or the game whose folder holds it."""
    return path.stem if path.parent.name == "glossary" else path.parent.name


def test_every_glossary_module_has_its_file():
    assert {_glossary_of(path) for path in GLOSSARY_FILES} == set(glossary.modules())


@pytest.mark.parametrize("path", GLOSSARY_FILES, ids=_glossary_of)
def test_every_glossary_entry_has_its_term_and_its_definition_in_both_languages(path):
    entries = _read(path)
    assert entries
    for id, fields in entries.items():
        assert set(fields) - {"asks"} == {"term", "english", *LANGS}, id
        assert all(_written(fields[name]) for name in ("term", "english", *LANGS)), id
        if "asks" in fields:
            assert set(fields["asks"]) == LANGS and all(_written(fields["asks"][lang]) for lang in LANGS), id
