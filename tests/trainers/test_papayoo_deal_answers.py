"""papayoo-deal asks two kinds of question: the counts (an object {"hand": …, "pass": …}) and the 1s set aside
(a list of card codes). A malformed answer is told the shape its own question wants, in both languages."""

from __future__ import annotations

import pytest

from trainers import tokens
from trainers.games.papayoo import deal as papayoo_deal

pytestmark = pytest.mark.django_db

URL = "/api/v1/trainers/papayoo-deal/"


def asked(client, asks: str) -> dict:
    """The first level-3 question of that kind."""
    for seed in range(200):
        question = client.get(URL + "question", {"seed": seed, "level": 3}).json()
        if question["data"]["asks"] == asks:
            return question
    raise AssertionError(asks)


def error(client, question: dict, answer) -> dict:
    response = client.post(URL + "answer", {"token": question["token"], "answer": answer},
                           content_type="application/json")
    assert response.status_code == 400
    return response.json()["error"]


@pytest.mark.parametrize("answer", ["7", 7, None, [], ["10O"], [5, 6]])
def test_a_counts_question_asks_for_an_object_not_a_list(client, answer):
    question = asked(client, "counts")
    assert question["answer_format"]["type"] == "numbers"
    found = error(client, question, answer)
    assert found["code"] == "malformed"
    assert found["message"] == {"es": 'Escribe los dos números: la respuesta es un objeto {"hand": …, "pass": …}.',
                                "en": 'Write both numbers: the answer is an object {"hand": …, "pass": …}.'}
    assert "list" not in found["message"]["en"] and "lista" not in found["message"]["es"]


def test_a_counts_question_names_the_box_missing(client):
    found = error(client, asked(client, "counts"), {"hand": 15})
    assert found["code"] == "missing" and "pass" in found["message"]["en"]


@pytest.mark.parametrize("answer", ["1C", 1, None, {"hand": 15, "pass": 5}, {"x": 1}])
def test_a_ones_question_asks_for_a_list_of_card_codes(client, answer):
    found = error(client, asked(client, "ones"), answer)
    assert found["code"] == "malformed"
    assert found["message"] == {"es": "Marca los unos: la respuesta es una lista de códigos de carta (puede estar vacía).",
                                "en": "Tick the 1s: the answer is a list of card codes (it may be empty)."}


def test_a_ones_question_names_a_card_that_is_not_in_the_deck(client):
    found = error(client, asked(client, "ones"), ["1Z"])
    assert found["code"] != "malformed" and "1Z" in found["message"]["en"]


def test_both_kinds_still_take_their_right_answer(client):
    for asks in ("counts", "ones"):
        question = asked(client, asks)
        right = papayoo_deal.expected(papayoo_deal.generate(tokens.rng(question["seed"], tokens.API), 3))
        told = client.post(URL + "answer", {"token": question["token"], "answer": right},
                           content_type="application/json").json()
        assert told["correct"] is True
