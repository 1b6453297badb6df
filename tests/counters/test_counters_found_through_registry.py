"""The counters are found through the registry (``counters/games/<slug>/``, :func:`naipes.games.modules`), and a
game whose ``GameInfo`` names a score sheet without its package is named by a start-up check with its step of
CONTRIBUTING.md's "Adding a game", never met as a traceback."""

from dataclasses import replace

import naipes
from counters import checks
from counters.registry import counters
from naipes_site import games as site_games
from naipes_site.games import game_infos


def test_the_counters_are_the_registered_games_with_a_score_sheet_in_the_registry_s_order():
    assert [c.slug for c in counters()] == [info.slug for info in game_infos() if info.counter is not None]
    assert not checks.every_counter_has_its_package()


def test_a_game_with_a_score_sheet_but_no_counter_is_named_with_its_step(monkeypatch):
    before = game_infos()
    fake = replace(before[0], slug="fake")  # a game no registry lists
    infos = {**site_games.info_by_slug(), "fake": fake}
    monkeypatch.setattr(naipes, "GAME_SLUGS", (*naipes.GAME_SLUGS, "fake"))
    monkeypatch.setattr(site_games, "_infos", lambda: infos)
    assert [c.slug for c in counters()] == [info.slug for info in before if info.counter is not None]
    [error] = checks.every_counter_has_its_package()
    assert error.id == "counters.E001" and "counters/games/fake/ with its COUNTER" in error.msg and "step 9" in error.msg
    assert "Adding a game" in error.hint
