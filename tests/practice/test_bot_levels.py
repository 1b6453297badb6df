"""The bots' level of a practice hand: chosen on the start form, kept in the hand's address (so a shared link
replays the same hand at the same level) and in the browser for its next hands; an unknown level is a clear 400
in the page's language. Every engine seat plays at the level chosen: in Paulo the learner's partner too."""

from __future__ import annotations

import html as markup
from urllib.parse import parse_qs, urlparse

import pytest

import naipes.games
import wording
from naipes.bots import DEFAULT_LEVEL, LEVELS
from practice import levels
from practice.games import hands, trick_games

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")


def _query(url: str) -> dict[str, list[str]]:
    return parse_qs(urlparse(url).query)


@pytest.mark.parametrize("lang", LANGS)
def test_the_start_form_offers_every_level_with_what_it_does(client, lang):
    page = markup.unescape(client.get(f"/{lang}/practice/").content.decode())
    for level in LEVELS:
        assert page.count(f'name="level" value="{level}"') == len(hands())
        assert wording.text(f"bots.level.{level}", lang) in page
        assert wording.text(f"bots.level.{level}.summary", lang) in page
    assert page.count(f'value="{DEFAULT_LEVEL}" checked') == len(hands())
    assert f'href="/{lang}/practice/bots/"' in page


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("slug", list(hands()))
def test_a_level_asked_goes_into_the_hands_address_and_is_kept(client, slug, level):
    start = hands()[slug].url()
    response = client.get(start, {"level": level, "players": hands()[slug].default_players})
    assert response.status_code == 302
    assert _query(response.url).get("level") == ([level] if level != DEFAULT_LEVEL else None)
    kept = response.cookies.get(levels.COOKIE)
    assert kept is not None and (kept.value == level or level == DEFAULT_LEVEL)
    again = client.get(response.url)
    assert again.status_code == 200
    # The page's own links (this position, a replay, a new hand) keep the level.
    page = markup.unescape(again.content.decode())
    if level != DEFAULT_LEVEL:
        assert f"level={level}" in page


@pytest.mark.parametrize("level", LEVELS)
def test_a_new_hand_without_a_level_plays_the_kept_one_and_a_hand_under_way_the_default(client, level):
    client.cookies[levels.COOKIE] = level
    slug = next(iter(trick_games()))
    dealt = client.get(trick_games()[slug].url())
    assert _query(dealt.url).get("level") == ([level] if level != DEFAULT_LEVEL else None)
    seen: list[tuple[str, ...]] = []
    module = trick_games()[slug].hand
    replay = module.replay

    def spy(*args, **kwargs):
        seen.append(kwargs["levels"])
        return replay(*args, **kwargs)

    module.replay = spy
    try:
        assert client.get(f"{trick_games()[slug].url()}?seed=7").status_code == 200
    finally:
        module.replay = replay
    assert seen and all(set(s) == {DEFAULT_LEVEL} for s in seen)


@pytest.mark.parametrize("slug", list(trick_games()))
def test_every_engine_seat_plays_the_level_of_the_address(client, slug, monkeypatch):
    game = trick_games()[slug]
    seen: list[tuple[str, ...]] = []
    replay = game.hand.replay

    def spy(*args, **kwargs):
        seen.append(kwargs["levels"])
        return replay(*args, **kwargs)

    monkeypatch.setattr(game.hand, "replay", spy)
    level = LEVELS[-1]
    response = client.get(game.url(), {"seed": 3, "players": game.default_players, **levels.query(level)})
    assert response.status_code == 200
    # Every seat at the level: the partner of a game of teams (Paulo) is no exception.
    assert seen and all(s == (level,) * game.default_players for s in seen)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", list(hands()))
def test_an_unknown_level_is_a_clear_400_in_the_pages_language(client, slug, lang):
    url = hands()[slug].url().replace("/es/", f"/{lang}/", 1).replace("/en/", f"/{lang}/", 1)
    for query in ({"level": "no-such-level-exists"}, {"level": "no-such-level-exists", "seed": 5}):
        response = client.get(url, query)
        assert response.status_code == 400
        page = markup.unescape(response.content.decode())
        assert "no-such-level-exists" in page
        said = ("No hay bots del nivel" if lang == "es" else "No bots play at the level")
        assert said in page
        for level in LEVELS:
            assert wording.text(f"bots.level.{level}", lang) in page


def test_the_harness_level_is_never_offered(client):
    slug = next(iter(trick_games()))
    assert client.get(trick_games()[slug].url(), {"level": "random", "seed": 1}).status_code == 400


def test_every_level_and_unit_has_its_words():
    for level in LEVELS:
        for lang in LANGS:
            assert wording.text(f"bots.level.{level}", lang)
            assert wording.text(f"bots.level.{level}.summary", lang)
    for slug in naipes.games.slugs():
        module = naipes.games.piece(slug, "bots")
        if module is not None:
            assert all(wording.text(f"bots.unit.{module.UNIT}", lang) for lang in LANGS)
