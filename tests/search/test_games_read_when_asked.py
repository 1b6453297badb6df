"""The search finds each game's answers through the registry when asked (``search/games/<slug>.py``,
:func:`naipes.games.modules`), never a copy taken at import: a game without its module is named at start-up,
and with no game that judges an unnamed position, such a position gets no answer of the engine (never an error)."""

from dataclasses import replace

import naipes
from naipes import games
from search import answers, checks
from search.asking import Tables
from search.games import game_answers, unnamed_positions
from search.text import words


def section(game: str, anchor: str) -> str:
    return f"/en/{game}/#{anchor}"


def test_every_registered_game_has_its_answers_and_one_judges_unnamed_positions():
    assert list(game_answers()) == list(naipes.GAME_SLUGS)
    assert unnamed_positions() in naipes.GAME_SLUGS
    assert answers.position(words("4B vs 1O"), "", "en", section, Tables()) is not None


def test_with_no_game_for_unnamed_positions_such_a_position_has_no_engine_answer(monkeypatch):
    for slug, found in game_answers().items():
        monkeypatch.setattr(games.module("search.games", slug), "ANSWERS", replace(found, unnamed_positions=False))
    assert unnamed_positions() is None
    assert answers.position(words("4B vs 1O"), "", "en", section, Tables()) is None
    assert answers.position(words("4B vs 1O paulo"), "paulo", "en", section, Tables()) is not None


def test_a_registered_game_without_its_answers_is_named_with_its_step(monkeypatch):
    monkeypatch.setattr(naipes, "GAME_SLUGS", (*naipes.GAME_SLUGS, "brisca"))
    assert "brisca" not in game_answers()
    [error] = checks.every_game_has_its_answers()
    assert error.id == "search.E001" and "search/games/brisca.py (step 7" in error.msg
