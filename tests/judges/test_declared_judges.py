"""A game whose ``GameInfo`` says it has judges (``judge=True``) has its module, ``judges/games/<slug>.py``: the
start-up check names the file and its step of CONTRIBUTING.md's "Adding a game", never a traceback."""

from __future__ import annotations

import dataclasses

import pytest
from django.core import checks as django_checks

import naipes.games
from judges import checks
from judges.catalog import judges
from naipes_site import games as site_games


@pytest.fixture
def fake(monkeypatch, register_game):
    """A game registered after the real ones (no registry lists it) that declares judges and has none yet."""
    info = dataclasses.replace(site_games.game_info("cirulo"), slug="fake", name="Fake", judge=True)
    infos = {**site_games.info_by_slug(), "fake": info}
    register_game("fake")
    monkeypatch.setattr(site_games, "info_by_slug", lambda: infos)
    return info


def test_every_game_that_declares_judges_has_them_today():
    assert checks.declared_without_judges() == []
    assert not [e for e in checks.every_game_declaring_judges_has_them() if e.is_serious()]


def test_a_game_declaring_judges_without_its_module_is_named_with_its_step(fake):
    found = checks.every_game_declaring_judges_has_them()
    assert [(e.id, e.msg) for e in found] == [
        ("judges.E002", "missing: judges/games/fake.py (step 9, its judges: its GameInfo says judge=True)")]
    assert found[0].hint == 'CONTRIBUTING.md, "Adding a game"' and isinstance(found[0], django_checks.Error)
    # The other games' judges go on: the fake game's missing module is left out.
    declaring = {slug for slug in naipes.games.slugs() if slug != fake.slug and site_games.game_info(slug).judge}
    assert declaring and {j.game for j in judges()} == declaring
