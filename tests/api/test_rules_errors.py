"""Only input the rules refuse is the request's fault: a ``RulesError`` (and the API's own errors) answer
400 with the engine's code; any other exception, a bare ``ValueError`` included, is a bug: a logged 500."""

from __future__ import annotations

import json
import logging

import pytest
from django.test import RequestFactory

from api.http import endpoint
from naipes import RulesError
from naipes.games import tute
from naipes.practice import PracticeError


def answer(view, game="tute"):
    response = endpoint(game)(view)(RequestFactory().get("/api/v1/test"))
    return response.status_code, json.loads(response.content)


def test_an_engine_refusal_is_a_400_with_its_code_in_the_game_s_words():
    def view(request):
        raise tute.BadPlayers("Tute is for 2 to 6 players, not 9")

    status, body = answer(view)
    assert status == 400 and body["error"]["code"] == "bad_players"
    assert body["error"]["message"]["en"] and body["error"]["message"]["es"]


def test_a_refused_practice_action_is_a_rules_error_too():
    assert issubclass(PracticeError, RulesError)

    def view(request):
        raise PracticeError("play one card", code="play_one_card")

    status, body = answer(view, None)
    assert status == 400 and body["error"]["code"] == "play_one_card"


@pytest.mark.parametrize("bug", [ValueError("a bug, not the request"), KeyError("x"), ZeroDivisionError()])
def test_any_other_error_is_a_logged_500_not_a_400(bug, caplog):
    def view(request):
        raise bug

    with caplog.at_level(logging.ERROR, logger="api.http"):
        status, body = answer(view)
    assert status == 500 and body["error"]["code"] == "internal_error"
    assert any("failed" in r.getMessage() for r in caplog.records)
