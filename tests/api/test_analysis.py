"""The coach's analysis over JSON (``POST /api/v1/<game>/analysis``): a practice hand's seed, table, seat and
decisions in, each decision's cost against the best alternative, its error, the best, and the reasons with their
wording out; a forged or illegal sequence of decisions is a 400 naming the decision and why, never a 500."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import naipes
import naipes.games
from api.analysis import analysis_games
from api.openapi import document
from naipes import coach
from naipes.cards import Card

pytestmark = pytest.mark.django_db

SMALL = coach.Budget(worlds=8, least=4, batch=4)


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    """The analysis with few worlds: these tests check the API, not the evaluation's depth."""
    monkeypatch.setattr(coach, "DEFAULT_BUDGET", SMALL)


def code_of(action: Any) -> str:
    """A decision as a practice hand's address writes it."""
    if isinstance(action, Card):
        return action.code
    if action and isinstance(action[0], Card):
        return ".".join(c.code for c in action)
    return {"sing": "s" + (action[1] if len(action) > 1 else ""), "tute": "t", "no_sing": "n"}[action[0]]


def played(game: str, seed: int, rules: Any, count: int = 99) -> list[str]:
    """The first ``count`` decisions of the learner's seat played by the default bot, as codes."""
    hand = naipes.games.piece(game, "practice").deal(seed, rules)
    hand.run_bots()
    codes: list[str] = []
    while hand.phase != "done" and len(codes) < count:
        action = hand.learner_choice()
        codes.append(code_of(action))
        hand.act(action)
    return codes


def _post(client, game: str, body: Any) -> tuple[int, Any]:
    response = client.post(f"/api/v1/{game}/analysis", json.dumps(body), content_type="application/json")
    assert response["Content-Type"] == "application/json; charset=utf-8"
    return response.status_code, json.loads(response.content)


def test_the_coach_analyses_tute_papayoo_and_cirulo_over_json():
    assert {"tute", "papayoo", "cirulo"} <= set(analysis_games())


@pytest.mark.parametrize("game", ["tute", "papayoo", "cirulo"])
def test_an_unfinished_hand_gets_each_decision_with_its_cost_best_and_error(client, game):
    rules = naipes.game(game).DEFAULT_RULES
    decisions = played(game, 5, rules, 4)
    status, found = _post(client, game, {"seed": 5, "decisions": decisions, "lang": "en"})
    assert status == 200, found
    assert found["finished"] is False and found["unit"] == naipes.games.piece(game, "bots").UNIT
    assert [d["decision"] for d in found["decisions"]] == decisions
    for d in found["decisions"]:
        assert d["cost"] >= 0 and d["se"] >= 0
        if d["evaluated"]:
            assert d["best"] in [a["action"] for a in d["alternatives"]]
            assert isinstance(d["text"], str) and d["text"]
            assert d["mistake"] == (d["cost"] > SMALL.z * d["se"] and d["cost"] > SMALL.floor) or d["mistake"] is False


def test_a_finished_hand_with_declarations_is_analysed_in_both_languages(client):
    rules = naipes.game("tute").DEFAULT_RULES
    decisions = played("tute", 1, rules)
    status, found = _post(client, "tute", {"seed": 1, "decisions": decisions})
    assert status == 200, found
    assert found["finished"] is True
    evaluated = [d for d in found["decisions"] if d["evaluated"]]
    assert evaluated and all(set(d["text"]) == {"es", "en"} for d in evaluated)
    for d in found["decisions"]:
        for reason in d["reasons"]:
            assert set(reason["text"]) == {"es", "en"}


def test_the_same_hand_gets_the_same_analysis(client):
    body = {"seed": 3, "decisions": played("cirulo", 3, naipes.game("cirulo").DEFAULT_RULES, 3)}
    assert _post(client, "cirulo", body) == _post(client, "cirulo", body)


def test_with_every_hand_visible_the_values_are_exact_at_the_end(client):
    rules = naipes.game("cirulo").DEFAULT_RULES
    decisions = played("cirulo", 2, rules)
    status, found = _post(client, "cirulo", {"seed": 2, "decisions": decisions, "all_visible": True})
    assert status == 200
    last = [d for d in found["decisions"] if d["evaluated"]][-1]
    assert last["exact"] is True and last["se"] == 0


@pytest.mark.parametrize(("change", "field"), [
    # A card the learner does not hold at that point.
    (lambda ds, hand: [*ds[:2], ds[0]], "decisions[2]"),
    # A card the rules forbid: not following the suit led while holding it.
    ("forbidden", None),
    # One decision more than the hand has.
    (lambda ds, hand: [*ds, ds[-1]], None),
])
def test_a_forged_or_illegal_sequence_is_a_400_naming_the_decision(client, change, field):
    rules = naipes.game("cirulo").DEFAULT_RULES
    decisions = played("cirulo", 4, rules)
    if change == "forbidden":
        decisions, field = _forbidden(rules)
    else:
        decisions = change(decisions, None)
        field = field or f"decisions[{len(decisions) - 1}]"
    status, found = _post(client, "cirulo", {"seed": 4, "decisions": decisions})
    assert status == 400, found
    assert found["error"]["code"] == "refused_decision"
    assert found["error"]["field"] == field
    assert set(found["error"]["message"]) == {"es", "en"}


def _forbidden(rules: Any) -> tuple[list[str], str]:
    """Decisions of seed 4 whose last is a card of another suit while the learner holds the suit led."""
    hand = naipes.games.piece("cirulo", "practice").deal(4, rules)
    hand.run_bots()
    codes: list[str] = []
    while hand.phase != "done":
        verdicts = hand.verdicts(0)
        illegal = [card for card, verdict in verdicts.items() if not verdict.legal]
        if illegal:
            return [*codes, illegal[0].code], f"decisions[{len(codes)}]"
        action = hand.learner_choice()
        codes.append(code_of(action))
        hand.act(action)
    raise AssertionError("no illegal card met")


@pytest.mark.parametrize(("body", "code"), [
    ({"seed": 1}, "missing_field"),
    ({"seed": 1, "decisions": "1O"}, "wrong_type"),
    ({"seed": 1, "decisions": ["zz"]}, "bad_decision"),
    ({"seed": 1, "decisions": [7]}, "wrong_type"),
    ({"seed": -1, "decisions": []}, "out_of_range"),
    ({"seed": 1, "decisions": [], "seat": 2}, "bad_seat"),
    ({"seed": 1, "decisions": [], "lang": "fr"}, "invalid_value"),
    ({"seed": 1, "decisions": [], "levels": ["godlike"] * 4}, "unknown_level"),
])
def test_bad_input_is_a_400_in_both_languages(client, body, code):
    status, found = _post(client, "cirulo", body)
    assert status == 400 and found["error"]["code"] == code
    assert set(found["error"]["message"]) == {"es", "en"}


def test_a_game_without_an_expert_or_unknown_is_a_404(client):
    for game in [slug for slug in naipes.games.slugs() if slug not in analysis_games()] + ["chess"]:
        status, found = _post(client, game, {"seed": 1, "decisions": []})
        assert status == 404 and found["error"]["code"] == "not_found"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(st.sampled_from(["1O", "12E", "7C", "5B", "sO", "n", "t", "1O.2O", ""]),
                          st.text(max_size=6), st.integers()), max_size=5))
def test_any_sequence_is_answered_never_a_500(client, decisions):
    status, _found = _post(client, "tute", {"seed": 9, "decisions": decisions})
    assert status in (200, 400)


def test_the_answer_satisfies_the_openapi_schema(client):
    from jsonschema import Draft202012Validator
    from openapi_spec_validator import validate

    spec = document()
    validate(spec)
    operation = spec["paths"]["/api/v1/{game}/analysis"]["post"]
    request = operation["requestBody"]["content"]["application/json"]
    Draft202012Validator(request["schema"]).validate(request["example"])
    for lang in (None, "es"):
        body = {"seed": 6, "decisions": played("cirulo", 6, naipes.game("cirulo").DEFAULT_RULES, 3),
                **({"lang": lang} if lang else {})}
        Draft202012Validator(request["schema"]).validate(body)
        status, found = _post(client, "cirulo", body)
        assert status == 200
        schema = operation["responses"]["200"]["content"]["application/json"]["schema"]
        Draft202012Validator(schema).validate(found)


def test_the_table_profile_deals_the_hand_it_names(client):
    """Without muestra (the profile ``sin-muestra``) the first acuse makes trumps: the hand is the one that table
    deals, and a sequence played at it is analysed there, where the standard table may refuse it."""
    rules = naipes.game("tute").Rules(players=4, muestra=False)
    decisions = played("tute", 2, rules, 5)
    status, found = _post(client, "tute", {"seed": 2, "players": 4, "profile": "sin-muestra", "decisions": decisions})
    assert status == 200, found
    assert [d["decision"] for d in found["decisions"]] == decisions


def test_a_declaration_and_its_alternatives_are_written_as_the_hand_writes_them(client):
    rules = naipes.game("tute").DEFAULT_RULES
    decisions = played("tute", 1, rules)
    status, found = _post(client, "tute", {"seed": 1, "decisions": decisions})
    assert status == 200
    declared = [d for d in found["decisions"] if d["kind"] == "declare"]
    assert declared
    for d in declared:
        assert {a["action"] for a in d["alternatives"]} >= {d["decision"], "n"}
        assert all(a["action"] for a in d["alternatives"])


# -- La Docena's betting and Paulo's bets ---------------------------------------------------------------------------

def test_docena_betting_is_analysed_with_its_codes_and_words(client, monkeypatch):
    # Seed 11, six players: 8 stones on a first card the learner could drop out on; another seat takes the centre in
    # most deals.
    monkeypatch.setattr(coach, "DEFAULT_BUDGET", coach.Budget())
    status, found = _post(client, "docena", {"seed": 11, "players": 6, "decisions": ["b8"], "lang": "en",
                                             "levels": ["beginner"] * 6})
    assert status == 200, found
    decision = found["decisions"][0]
    assert decision["kind"] == "bet" and decision["mistake"]
    assert decision["best"] in {a["action"] for a in decision["alternatives"]}
    assert "stones" in decision["text"]
    assert [r["code"] for r in decision["reasons"]] == ["staked_beaten_hand"]


@pytest.mark.parametrize("decisions", [["a"], ["dy"], ["b999"], ["p", "zz"]])
def test_a_docena_decision_the_hand_refuses_is_a_400_with_the_reason(client, decisions):
    status, found = _post(client, "docena", {"seed": 4, "players": 6, "decisions": decisions})
    assert status == 400
    error = found["error"]
    assert error["code"] in ("refused_decision", "bad_decision")
    assert error["field"] == f"decisions[{len(decisions) - 1}]"
    assert error["message"]["es"] and error["message"]["en"]


def test_a_paulo_bet_is_weighed_against_no_bet(client):
    from naipes.games.paulo import Rules, practice

    hand = practice.deal(4, Rules(players=4), betting=True)
    hand.levels = ("beginner",) * 4
    hand.run_bots()
    codes = []
    while hand.phase != "done":
        action = hand.learner_choice()
        hand.act(action)
        codes.append(action.code if isinstance(action, Card) else {"bet": "b", "accept": "q", "away": "x"}[action[0]])
    status, found = _post(client, "paulo", {"seed": 4, "players": 4, "bets": True, "decisions": codes,
                                            "levels": ["beginner"] * 4})
    assert status == 200, found
    bets = [d for d in found["decisions"] if d["kind"] in ("bet", "answer")]
    assert bets and all(d["evaluated"] for d in bets)
    assert {a["action"] for d in bets if d["kind"] == "bet" for a in d["alternatives"]} <= {"b", "n"}
