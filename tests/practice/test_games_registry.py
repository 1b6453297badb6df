"""Every practice hand has the pieces the shared pages need, and a hand without one stops the site at
start-up instead of being skipped: a refused play with no review drill would queue nothing, a game with no
template partial would be drawn as another game's table."""

from __future__ import annotations

from dataclasses import replace

import pytest
from django.core.exceptions import ImproperlyConfigured

import naipes
from naipes_site import games as site_games
from naipes_site.checks import stop_if_anything_is_missing
from naipes_site.games import game_info, game_infos
from practice import games
from practice.game import PracticeGame
from trainers.drills import DRILLS


def test_every_game_flagged_for_practice_has_its_hand_in_the_registrys_order():
    assert list(games.hands()) == [info.slug for info in game_infos() if info.practice]
    assert all(hand.slug == slug for slug, hand in games.hands().items())


@pytest.mark.parametrize("slug", list(games.hands()))
def test_every_hand_names_a_review_drill_of_its_own_game(slug):
    assert slug == DRILLS[games.hands()[slug].review_drill].GAME


@pytest.mark.parametrize("slug", list(games.trick_games()))
def test_every_trick_hand_has_its_own_partial_on_the_shared_hand(slug):
    from django.template.loader import get_template

    partial = games.hands()[slug].partial
    assert partial != "practice/_hand.html"
    assert get_template(partial).template.source.startswith('{% extends "practice/_hand.html" %}')


def test_the_real_hands_pass_the_start_up_check():
    games.check()


def test_a_hand_without_a_review_drill_stops_the_start_up():
    broken = {**games.hands(), "tute": replace(games.hands()["tute"], review_drill="tute-nothing")}
    with pytest.raises(ImproperlyConfigured, match="tute-nothing"):
        games.check(broken)


def test_a_hand_whose_review_drill_is_another_games_stops_the_start_up():
    broken = {**games.hands(), "tute": replace(games.hands()["tute"], review_drill="papayoo-trick")}
    with pytest.raises(ImproperlyConfigured, match="papayoo-trick"):
        games.check(broken)


@pytest.mark.parametrize("field", ["partial", "setup"])
def test_a_hand_whose_template_is_missing_stops_the_start_up(field):
    broken = {**games.hands(), "paulo": replace(games.hands()["paulo"], **{field: "practice/games/nothing.html"})}
    with pytest.raises(ImproperlyConfigured, match="nothing.html"):
        games.check(broken)


def test_a_trick_hand_cannot_be_declared_without_a_partial():
    tute = games.trick_games()["tute"]
    with pytest.raises(TypeError, match="partial"):
        PracticeGame(slug="tute", players=(4,), default_players=4, review_drill="tute-legal",  # type: ignore[call-arg]
                     engine=tute.engine, hand=tute.hand, deck=tute.deck, rule_anchors={})


def test_a_module_for_a_game_not_flagged_for_practice_stops_the_start_up():
    unflagged = {slug: hand for slug, hand in games.hands().items() if slug != "cirulo"}
    with pytest.raises(ImproperlyConfigured, match="cirulo"):
        games.check(unflagged)


def test_a_game_flagged_for_practice_without_its_module_is_left_out_and_named_at_start_up(monkeypatch):
    before = game_infos()
    brisca = replace(game_info("tute"), slug="brisca", name="Brisca")
    infos = {**site_games.info_by_slug(), "brisca": brisca}
    monkeypatch.setattr(naipes, "GAME_SLUGS", (*naipes.GAME_SLUGS, "brisca"))
    monkeypatch.setattr(site_games, "_infos", lambda: infos)
    assert list(games.hands()) == [info.slug for info in before if info.practice]
    with pytest.raises(ImproperlyConfigured, match=r"practice/games/brisca\.py .*step 9"):
        games.check()


def test_the_site_runs_the_check_when_it_starts(monkeypatch):
    """``manage.py`` and the served site run the ``naipes`` start-up checks (naipes_site.checks)."""
    broken = {**games.hands(), "tute": replace(games.hands()["tute"], review_drill="tute-nothing")}
    monkeypatch.setattr(games, "hands", lambda: broken)
    with pytest.raises(ImproperlyConfigured, match="tute-nothing"):
        stop_if_anything_is_missing()
