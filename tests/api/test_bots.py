"""The bots over JSON: the levels of a game with their measured strength, and a level's card from one seat's view,
which must be a view some seat could have; anything else is a 400 with its reason in both languages, never a 500.

The views asked are the engine's own: a practice hand played a few tricks in, seen from the learner's seat by the
game's ``view_for``, sent field by field as the SeatView has them."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import naipes
import naipes.games
import wording
from api.bots import bot_games
from naipes.bots import DEFAULT_LEVEL, LEVELS, game_bots, legal_cards, level_bot, rng_for, strength
from naipes.practice import LEARNER
from tests.api.refusals import refusal

pytestmark = pytest.mark.django_db

WITH_BOTS = naipes.bots.games_with_bots()


def trick_bot_games() -> list[str]:
    """The games whose bot reads a trick game's view (``bot_table``); La Docena's view is its own
    (``tests/api/test_bot_decisions.py``)."""
    from api import catalog

    return [slug for slug in bot_games() if hasattr(catalog.game_modules()[slug], "bot_table")]


def _post(client, game: str, body: Any):
    return client.post(f"/api/v1/{game}/bot", json.dumps(body), content_type="application/json")


def _position(game: str, seed: int = 11, tricks: int = 2):
    """A practice hand of ``game`` at the learner's turn to play, after ``tricks`` tricks (or as far as it goes)."""
    practice = naipes.games.piece(game, "practice")
    rules = naipes.game(game).DEFAULT_RULES
    hand = practice.replay(seed, rules, [])
    while hand.phase != "done" and not (hand.phase == "play" and hand.to_play == LEARNER
                                        and len(hand.tricks) >= tricks):
        hand.act(hand.learner_choice())
    assert hand.phase == "play", game
    return hand


def _body(game: str, hand) -> dict[str, Any]:
    """The learner's view of ``hand`` as the API reads it: every field the SeatView fills."""
    view = game_bots(game).view_for(hand, LEARNER)
    body: dict[str, Any] = {
        "seat": view.seat, "players": view.players, "hand": [c.code for c in view.hand],
        "trick": [c.code for c in view.trick],
        "tricks": [{"leader": t.leader, "cards": [c.code for c in t.cards]} for t in view.tricks],
    }
    if view.muestra is not None:
        body["muestra"] = view.muestra.code
    if view.die is not None:
        body["die"] = view.die.letter
    if view.stock:
        body["stock"] = view.stock
    for name in ("gave", "received", "face_down"):
        if getattr(view, name):
            body[name] = [c.code for c in getattr(view, name)]
    return body


# -- the levels ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", WITH_BOTS)
def test_the_levels_are_listed_with_their_words_and_measured_strength(client, game):
    response = client.get(f"/api/v1/practice/{game}/bots")
    assert response.status_code == 200
    answer = json.loads(response.content)
    assert [entry["level"] for entry in answer["levels"]] == list(LEVELS)
    assert answer["default"] == DEFAULT_LEVEL and answer["unit"] == game_bots(game).UNIT
    for entry in answer["levels"]:
        assert entry["name"] == wording.both(f"bots.level.{entry['level']}")
        assert entry["summary"] == wording.both(f"bots.level.{entry['level']}.summary")
        measured = strength.of_level(game, entry["level"])
        assert [(s["against"], s["mean"], s["low"], s["high"], s["deals"]) for s in entry["strength"]] == \
            [(m.b, m.mean, m.low, m.high, m.deals) for m in measured]
    first = answer["levels"][0]
    assert first["estimates_value"] is False and first["strength"], "the beginner's figures are committed"


def test_an_unknown_game_has_no_levels(client):
    response = client.get("/api/v1/practice/no-such-game-exists/bots")
    assert response.status_code == 404 and json.loads(response.content)["error"]["code"] == "not_found"


# -- the bot's card -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", trick_bot_games())
def test_the_bot_plays_from_the_view_the_card_its_level_plays_in_a_hand(client, game, level):
    hand = _position(game)
    response = _post(client, game, {**_body(game, hand), "level": level, "seed": 5})
    assert response.status_code == 200, response.content
    answer = json.loads(response.content)
    legal = legal_cards(hand.verdicts(LEARNER))
    assert answer["legal"] == [c.code for c in legal.actions] and answer["card"] in answer["legal"]
    assert answer["kind"] == "play" and answer["unit"] == game_bots(game).UNIT and "ignored" not in answer
    bot = level_bot(game_bots(game), level)
    if not hasattr(bot, "choose_with_value"):
        assert answer["expected_value"] is None
    if level == DEFAULT_LEVEL:  # the beginner draws nothing at random: the hand's own choice
        expected = bot.choose(game_bots(game).view_for(hand, LEARNER), legal, rng_for(0, LEARNER, 0))
        assert answer["card"] == expected.code
    # The same view, level and seed: the same answer.
    assert _post(client, game, {**_body(game, hand), "level": level, "seed": 5}).content == response.content


@pytest.mark.parametrize("game", trick_bot_games())
def test_a_view_with_a_card_in_two_places_is_refused(client, game):
    body = _body(game, _position(game))
    refusal(_post(client, game, {**body, "trick": [body["hand"][0]]}), "duplicate_card")
    refusal(_post(client, game, {**body, "trick": [body["tricks"][0]["cards"][0]]}), "duplicate_card")
    body = _body(game, _position(game))
    body["tricks"][1]["cards"][0] = body["tricks"][0]["cards"][0]
    refusal(_post(client, game, body), "duplicate_card")


@pytest.mark.parametrize("game", trick_bot_games())
def test_unknown_codes_and_cards_of_another_deck_are_refused(client, game):
    body = _body(game, _position(game))
    refusal(_post(client, game, {**body, "hand": ["XX", *body["hand"][1:]]}), "unknown_card")
    refusal(_post(client, game, {**body, "hand": ["99O", *body["hand"][1:]]}), "unknown_card")


@pytest.mark.parametrize("game", trick_bot_games())
@pytest.mark.parametrize("field", ["hands", "others"])
def test_a_view_that_shows_another_seats_hand_is_refused(client, game, field):
    body = _body(game, _position(game))
    error = refusal(_post(client, game, {**body, field: {"1": body["hand"][:1]}}), "other_seats_cards")
    assert error["field"] == field
    refusal(_post(client, game, {**body, "hand": [body["hand"], body["hand"]]}), "other_seats_cards")


@pytest.mark.parametrize("game", trick_bot_games())
def test_a_position_no_seat_could_see_is_refused(client, game):
    body = _body(game, _position(game))
    # A trick led by a seat that did not take the one before.
    wrong = json.loads(json.dumps(body))
    wrong["tricks"][1]["leader"] = (wrong["tricks"][1]["leader"] + 1) % body["players"]
    error = refusal(_post(client, game, wrong), "impossible_view")
    assert str(wrong["tricks"][1]["leader"]) in error["message"]["en"]
    # The seat is not the one whose turn it is.
    refusal(_post(client, game, {**body, "seat": (body["seat"] + 1) % body["players"]}), "impossible_view")


def test_more_cards_than_a_seat_holds_is_refused(client):
    game = next(g for g in trick_bot_games() if "stock" not in _body(g, _position(g)))
    body = _body(game, _position(game))
    error = refusal(_post(client, game, {**body, "hand": body["hand"][1:]}), "impossible_view")
    assert str(len(body["hand"]) - 1) in error["message"]["es"]


@pytest.mark.parametrize("game", trick_bot_games())
def test_a_level_no_bot_plays_is_refused_in_both_languages(client, game):
    body = _body(game, _position(game))
    for level in ("no-such-level-exists", "random"):
        error = refusal(_post(client, game, {**body, "level": level}), "unknown_level")
        assert level in error["message"]["es"] and level in error["message"]["en"]
        assert "No hay bots" in error["message"]["es"] and "No bots play" in error["message"]["en"]


@pytest.mark.parametrize("game", trick_bot_games())
@pytest.mark.parametrize(("change", "code"), [
    ({"seat": 99}, "bad_seat"), ({"seed": -1}, "out_of_range"), ({"seed": "x"}, "wrong_type"),
    ({"tricks": "1O"}, "wrong_type"), ({"tricks": [["1O"]]}, "wrong_type"), ({"hand": []}, "wrong_number_of_cards"),
    ({"level": 3}, "wrong_type"),
])
def test_malformed_fields_are_400s(client, game, change, code):
    body = _body(game, _position(game))
    refusal(_post(client, game, {**body, **change}), code)


@pytest.mark.parametrize("body", ["[]", "{", '"text"', '{"hand": null}', '{"hand": {"a": 1}}', '{"tricks": [{}]}'])
@pytest.mark.parametrize("game", trick_bot_games())
def test_nonsense_is_never_a_500(client, game, body):
    response = client.post(f"/api/v1/{game}/bot", body, content_type="application/json")
    assert response.status_code == 400, response.content


def test_every_game_with_bots_answers_and_an_unknown_game_has_no_bot(client):
    assert bot_games() == WITH_BOTS
    assert _post(client, "no-such-game-exists", {"hand": ["1O"]}).status_code == 404


def test_the_openapi_document_lists_both(client):
    spec = json.loads(client.get("/api/v1/openapi.json").content)
    listing = spec["paths"]["/api/v1/practice/{game}/bots"]["get"]
    assert listing["parameters"][0]["schema"]["enum"] == WITH_BOTS
    bot = spec["paths"]["/api/v1/{game}/bot"]["post"]
    assert bot["parameters"][0]["schema"]["enum"] == bot_games()
    schema = bot["requestBody"]["content"]["application/json"]["schema"]
    assert schema["properties"]["level"]["enum"] == list(LEVELS)
    assert {"hand", "trick", "tricks", "seed", "level", "profile"} <= set(schema["properties"])
    answer = bot["responses"]["200"]["content"]["application/json"]["schema"]
    assert answer["properties"]["expected_value"]["type"] == ["number", "null"]
    for code in ("unknown_level", "other_seats_cards", "duplicate_card", "impossible_view"):
        assert code in bot["responses"]["400"]["description"]
    example = bot["requestBody"]["content"]["application/json"]["example"]
    assert any(_post(client, game, example).status_code == 200 for game in trick_bot_games())


# -- hostile views: never a 500 -----------------------------------------------------------------------------------


_CODES = st.sampled_from(["1O", "3C", "12E", "7B", "5O", "4C", "6E", "2B", "10S", "7H", "20P", "XX", "", "1o"])
_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 60), st.text(max_size=5), _CODES,
                    st.lists(_CODES, max_size=12),
                    st.lists(st.fixed_dictionaries({"leader": st.integers(-1, 8), "cards": st.lists(_CODES, max_size=5)}),
                             max_size=4))
_FIELDS = st.sampled_from(["hand", "trick", "tricks", "seat", "seed", "level", "players", "muestra", "die", "stock",
                           "gave", "received", "face_down", "acuses", "profile"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(trick_bot_games()), changes=st.dictionaries(_FIELDS, _VALUES, max_size=5),
       seed=st.integers(0, 5))
def test_hostile_views_are_answered_never_a_500(client, game, changes, seed):
    body = {**_body(game, _position(game, seed=seed, tricks=seed % 3)), **changes}
    response = _post(client, game, body)
    assert response.status_code in (200, 400), (body, response.content)
    if response.status_code == 400:
        message = json.loads(response.content)["error"]["message"]
        assert message["es"] and message["en"]
