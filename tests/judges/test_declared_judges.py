"""A game whose ``GameInfo`` says it has judges (``judge=True``) has its module, ``judges/games/<slug>.py``: the
start-up check names the file and its step of CONTRIBUTING.md's "Adding a game", never a traceback."""

from __future__ import annotations

import dataclasses

import pytest
from django.core import checks as django_checks

from judges import checks
from judges.catalog import judges
from naipes_site import games as site_games


@pytest.fixture
def toy(monkeypatch, register_game):
    """A sixth game in the registry that declares judges and has none yet."""
    info = dataclasses.replace(site_games.game_info("cirulo"), slug="toy", name="Toy", judge=True)
    infos = {**site_games.info_by_slug(), "toy": info}
    register_game("toy")
    monkeypatch.setattr(site_games, "info_by_slug", lambda: infos)
    return info


def test_every_game_that_declares_judges_has_them_today():
    assert checks.declared_without_judges() == []
    assert not [e for e in checks.every_game_declaring_judges_has_them() if e.is_serious()]


def test_a_game_declaring_judges_without_its_module_is_named_with_its_step(toy):
    found = checks.every_game_declaring_judges_has_them()
    assert [(e.id, e.msg) for e in found] == [
        ("judges.E002", "missing: judges/games/toy.py (step 9, its judges: its GameInfo says judge=True)")]
    assert found[0].hint == 'CONTRIBUTING.md, "Adding a game"' and isinstance(found[0], django_checks.Error)
    # The other games' judges go on: the toy's missing module is left out.
    assert {j.game for j in judges()} == {"paulo", "cirulo", "tute", "docena", "papayoo"}
