"""The game registry is complete: every game of the engine has every piece the site and the apps need.

Adding a game means adding it to ``naipes.GAME_SLUGS`` and writing its own files, its site ``INFO`` in
``naipes_site/games/<slug>/`` among them (CONTRIBUTING.md, "Adding a game"); this test names the piece that is
still missing.
"""

from __future__ import annotations

import pytest
from django.conf import settings

import wording
from api import catalog
from naipes import GAME_SLUGS
from naipes.registry import games, trick_games
from naipes_site import glossary, inserts
from naipes_site.games import content_files, game_info, game_infos
from trainers.drills import DRILLS

pytestmark = pytest.mark.django_db


def test_the_engine_and_the_site_list_the_same_games_in_the_same_order():
    assert tuple(games()) == GAME_SLUGS
    assert tuple(game.slug for game in game_infos()) == GAME_SLUGS


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_has_its_engine_module(slug):
    assert games()[slug].__name__ == f"naipes.games.{slug}"


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_has_both_rule_pages_and_both_cheat_sheets(slug):
    for path in content_files(settings.CONTENT_DIR, slug):
        assert path.is_file(), path


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_has_inserts(slug):
    inserts.names()
    assert any(f.__module__ == f"naipes_site.games.{slug}.inserts" for f in inserts._REGISTRY.values())


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_has_wording(slug):
    assert [key for key in wording.all_keys() if key.startswith(f"{slug}.")]


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_has_glossary_entries(slug):
    assert [entry for entry in glossary.entries() if entry["game"] == slug]


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_has_a_drill(slug):
    assert [drill for drill in DRILLS.values() if slug == drill.GAME]


@pytest.mark.parametrize("slug", trick_games())
def test_every_trick_game_has_a_trick_drill(slug):
    assert [drill for drill in DRILLS.values() if slug == drill.GAME and drill.SKILL == "trick"]


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_has_api_endpoints_that_answer(client, slug):
    endpoints = [e for e in catalog.ENDPOINTS if e.game == slug]
    assert endpoints
    for endpoint in endpoints:
        status, _answer = catalog.run_example(endpoint)
        assert status == 200, endpoint.name


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_that_declares_judges_has_them(slug):
    if not game_info(slug).judge:
        pytest.skip(f"{slug} declares no judge")
    from judges.catalog import for_game

    assert for_game(slug)


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_a_game_declares_a_practice_hand_exactly_when_the_practice_app_has_one(slug):
    from practice.games import hands

    assert game_info(slug).practice == (slug in hands())


@pytest.mark.parametrize("slug", [game.slug for game in game_infos() if game.counter])
def test_every_declared_score_sheet_is_on_the_counters_page(client, slug):
    html = client.get("/en/counters/").content.decode()
    assert f'id="{slug}"' in html


def test_a_game_without_its_pieces_stops_the_site_at_start_up(tmp_path):
    """The start-up check names the missing file instead of skipping the game."""
    from django.core.exceptions import ImproperlyConfigured

    from naipes_site.games import check

    with pytest.raises(ImproperlyConfigured, match="paulo.md"):
        check(tmp_path)
    check(settings.CONTENT_DIR)  # the real content passes


def test_a_game_folder_of_no_registered_game_fails_loudly_instead_of_being_skipped(monkeypatch):
    """A folder in ``naipes_site/games`` named after no game of the registry (a typo, a game half removed) is
    an error, not a gap."""
    import naipes
    from naipes.games import StrayGameModule

    monkeypatch.setattr(naipes, "GAME_SLUGS", GAME_SLUGS[:-1])
    with pytest.raises(StrayGameModule, match=GAME_SLUGS[-1]):
        glossary.entries()
