"""Every decision a seat makes, asked of the bots over JSON (``decision``): Papayoo's pass, Tute's cante, Paulo's
bet and answer, and La Docena's whole betting from its own view (the cards it holds and what was said at the table,
replayed by the engine). At each, the views are taken from hands the bots played, and the API answers what the
hand's own bot chose there; a view where the seat could not be making that decision is a 400 in both languages."""

from __future__ import annotations

import json
from typing import Any
from unittest import mock

import pytest

import naipes
import naipes.bots
import naipes.games
from api.bots import encode
from naipes.bots import Legal, game_bots, level_bot, rng_for
from naipes.games.docena import practice as docena_practice
from naipes.games.paulo import practice as paulo_practice
from tests.api.refusals import refusal

pytestmark = pytest.mark.django_db

PLAYERS_SAID = {"pass", "bet", "accept", "fold", "withdraw", "dejo", "discard", "cut"}


def _post(client, game: str, body: dict[str, Any]):
    return client.post(f"/api/v1/{game}/bot", json.dumps(body), content_type="application/json")


def _ok(response) -> dict[str, Any]:
    assert response.status_code == 200, response.content
    return json.loads(response.content)


def asked(game: str, seeds: range, kind: str, **options: Any) -> list[tuple[Any, int, Legal, Any]]:
    """(the hand as it stood, the seat, what it could do, what its bot chose) at every decision of ``kind`` in
    hands of the club player."""
    practice = naipes.games.piece(game, "practice")
    assert practice is not None
    rules = naipes.game(game).DEFAULT_RULES
    ask, found = naipes.bots.ask, []

    def spy(hand: Any, seat: int, legal: Legal) -> Any:
        chosen = ask(hand, seat, legal)
        if legal.kind == kind:
            found.append((_frozen(hand), seat, legal, chosen))
        return chosen

    with mock.patch.object(naipes.bots, "ask", spy):
        for seed in seeds:
            practice.autoplay(seed, rules, levels=("club",) * rules.players, **options)
    return found


def _frozen(hand: Any) -> Any:
    """The view-relevant state of a hand at a decision (the hand plays on afterwards)."""
    import copy

    return copy.deepcopy(hand)


def _trick_body(game: str, hand: Any, seat: int) -> dict[str, Any]:
    view = game_bots(game).view_for(hand, seat)
    body: dict[str, Any] = {
        "seat": seat, "players": view.players, "hand": [c.code for c in view.hand],
        "trick": [c.code for c in view.trick],
        "tricks": [{"leader": t.leader, "cards": [c.code for c in t.cards]} for t in view.tricks],
    }
    if view.muestra is not None:
        body["muestra"] = view.muestra.code
    if view.stock:
        body["stock"] = view.stock
    if view.declarations:
        body["acuses"] = [suit.letter for _who, suit, _points in view.declarations]
    if view.face_down:
        body["face_down"] = [c.code for c in view.face_down]
    return body


# -- Papayoo's pass -----------------------------------------------------------------------------------------------

def test_papayoo_passes_what_the_hands_bot_passes(client):
    for hand, seat, legal, chosen in asked("papayoo", range(2), "pass"):
        body = {"seat": seat, "hand": [c.code for c in hand.hands[seat]], "decision": "pass", "level": "club"}
        answer = _ok(_post(client, "papayoo", body))
        assert answer["kind"] == "pass" and answer["pick"] == legal.pick
        assert answer["legal"] == [c.code for c in legal.actions]
        assert sorted(answer["action"]) == sorted(c.code for c in chosen)
        expert = _ok(_post(client, "papayoo", {**body, "level": "expert"}))
        assert len(set(expert["action"])) == legal.pick and set(expert["action"]) <= set(answer["legal"])


def test_a_pass_after_the_first_trick_is_refused(client):
    hand, seat, _legal, _chosen = asked("papayoo", range(1), "play")[5]
    body = {**_trick_body("papayoo", hand, seat), "die": hand.die.letter, "decision": "pass"}
    error = refusal(_post(client, "papayoo", body), "impossible_view")
    assert "pase" in error["message"]["es"] and "pass" in error["message"]["en"]


# -- Tute's cante -------------------------------------------------------------------------------------------------

def test_tute_declares_what_the_hands_bot_declares(client):
    found = [d for d in asked("tute", range(12), "declare") if len(d[2].actions) > 1][:4]
    assert found, "no seat could sing in those hands"
    for hand, seat, legal, chosen in found:
        body = {**_trick_body("tute", hand, seat), "decision": "declare", "level": "club"}
        answer = _ok(_post(client, "tute", body))
        assert answer["kind"] == "declare"
        assert answer["legal"] == [encode(a) for a in legal.actions]
        assert answer["action"] == encode(chosen)


def test_a_cante_without_winning_the_last_trick_is_refused(client):
    hand, seat, _legal, _chosen = next(d for d in asked("tute", range(1), "play") if d[0].tricks and d[0].trick)
    error = refusal(_post(client, "tute", {**_trick_body("tute", hand, seat), "decision": "declare"}),
                   "impossible_view")
    assert "baza" in error["message"]["es"] and "trick" in error["message"]["en"]


# -- Paulo's bets -------------------------------------------------------------------------------------------------

def _bettor(hand: Any) -> int:
    """The seat whose bet waits for its answer: it bet before playing its card, so it is to play."""
    return next(seat for kind, seat, _ in reversed(hand.log.entries) if kind == "bet")


def test_paulo_bets_and_answers_as_the_hands_bots_do(client):
    bets = [d for d in asked("paulo", range(6), "play", betting=True) if paulo_practice.BET in d[2].actions]
    answers = asked("paulo", range(6), "answer", betting=True)
    assert bets and answers
    for hand, seat, legal, chosen in bets[:4]:
        body = {**_trick_body("paulo", hand, seat), "decision": "bet", "bets": hand.bets, "level": "club"}
        answer = _ok(_post(client, "paulo", body))
        assert answer["legal"] == [encode(a) for a in legal.actions] and answer["action"] == encode(chosen)
    for hand, seat, _legal, chosen in answers[:4]:
        body = {**_trick_body("paulo", hand, seat), "decision": "answer", "bets": hand.bets,
                "to_play": _bettor(hand), "level": "club"}
        answer = _ok(_post(client, "paulo", body))
        assert answer["kind"] == "answer" and answer["legal"] == [["accept"], ["away"]]
        assert answer["action"] == encode(chosen)


def test_an_answer_to_ones_own_team_or_a_bet_too_early_is_refused(client):
    hand, seat, _legal, _chosen = asked("paulo", range(1), "answer", betting=True)[0]
    body = {**_trick_body("paulo", hand, seat), "decision": "answer", "to_play": seat}
    refusal(_post(client, "paulo", body), "impossible_view")
    first = paulo_practice.replay(3, naipes.game("paulo").DEFAULT_RULES, [], betting=True)
    body = {**_trick_body("paulo", first, 0), "decision": "bet"}
    if not first.tricks and len(first.trick) < first.players - 1:
        refusal(_post(client, "paulo", body), "impossible_view")


# -- La Docena's betting ------------------------------------------------------------------------------------------

def _docena_body(hand: docena_practice.Hand, seat: int) -> dict[str, Any]:
    said = [{"seat": who, "action": kind, **detail} for kind, who, detail in hand.log.entries if kind in PLAYERS_SAID]
    return {"seat": seat, "hand": [c.code for c in hand.hands[seat]], "mano": hand.mano, "actions": said,
            "players": hand.players}


@pytest.mark.parametrize("kind", ["bet", "dejo", "discard"])
def test_la_docena_answers_every_betting_decision_as_the_hands_bot(client, kind):
    found = asked("docena", range(10), kind)[:5]
    assert found, f"no {kind} in those hands"
    bot = level_bot(game_bots("docena"), "club")
    for hand, seat, legal, chosen in found:
        answer = _ok(_post(client, "docena", {**_docena_body(hand, seat), "level": "club"}))
        assert answer["decision"] == answer["kind"] == kind
        assert answer["legal"] == [encode(a) for a in legal.actions]
        assert answer["action"] == encode(chosen)
        assert answer["action"] == encode(bot.choose(game_bots("docena").view_for(hand, seat), legal,
                                                     rng_for(0, seat, len(hand.log.entries))))
        expert = _ok(_post(client, "docena", {**_docena_body(hand, seat), "level": "expert", "decision": kind}))
        assert expert["action"] in answer["legal"]
        again = _ok(_post(client, "docena", {**_docena_body(hand, seat), "level": "expert", "decision": kind}))
        assert again == expert


def test_a_docena_log_no_deal_allows_or_out_of_turn_is_refused(client):
    hand, seat, _legal, _chosen = asked("docena", range(1), "bet")[3]
    body = _docena_body(hand, seat)
    refusal(_post(client, "docena", {**body, "seat": (seat + 1) % hand.players}), "impossible_view")
    refusal(_post(client, "docena", {**body, "decision": "dejo"}), "impossible_view")
    bad = {**body, "actions": [{"seat": hand.mano, "action": "bet", "stones": 99}, *body["actions"]]}
    error = refusal(_post(client, "docena", bad), "impossible_view")
    assert "reparto" in error["message"]["es"] and "deal" in error["message"]["en"]
    refusal(_post(client, "docena", {**body, "actions": [{"seat": 0, "action": "shout"}]}), "wrong_type")
    refusal(_post(client, "docena", {**body, "actions": [{"seat": 0, "action": "bet"}]}), "wrong_type")
    refusal(_post(client, "docena", {**body, "actions": "bet"}), "wrong_type")
    refusal(_post(client, "docena", {**body, "mano": 99}), "bad_seat")


@pytest.mark.parametrize(("game", "decision"), [("cirulo", "pass"), ("docena", "play"), ("tute", "answer")])
def test_a_decision_the_game_has_not_is_refused_in_both_languages(client, game, decision):
    error = refusal(_post(client, game, {"hand": ["1O"], "decision": decision}), "unknown_decision")
    assert decision in error["message"]["es"] and decision in error["message"]["en"]
