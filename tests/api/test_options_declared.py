"""The API reads a game's options as the engine declares them (naipes/options.py): the values it takes, the
OpenAPI schema of each option, the players' counts on the page and the variants' settings all come from
the declarations, never from a list of the API's own."""

from __future__ import annotations

import pytest
from django.test import Client
from django.utils import translation

from api import catalog
from api.openapi import document
from naipes import GAME_SLUGS
from naipes.options import option

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("game", GAME_SLUGS)
def test_every_option_the_api_reads_is_one_the_engine_declares(game):
    for name, declared in catalog.options(game).items():
        assert declared is option(game, name)


@pytest.mark.parametrize("game", GAME_SLUGS)
def test_every_variant_sets_values_the_engine_declares(game):
    for name, variant in catalog.variants(game).items():
        for field, value in variant.sets.items():
            assert option(game, field).allows(value), (game, name, field)


def test_the_openapi_schema_of_an_option_is_its_declaration():
    spec = document()
    body = spec["paths"]["/api/v1/tute/trick"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert body["properties"]["hand_size"]["enum"] == [4, 6, 8, None]
    assert body["properties"]["over_trump"]["description"] == \
        "If you cannot over-trump: must_trump or free_discard"
    paulo = spec["paths"]["/api/v1/paulo/trick"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert paulo["properties"]["strict_follow"]["type"] == "boolean"


@pytest.mark.parametrize(("lang", "text"), [("es", "Número de jugadores (3, 4, 5 o 6)"),
                                            ("en", "Number of players (3, 4, 5 or 6)")])
def test_the_players_field_lists_the_engine_s_counts(lang, text):
    players = next(p for p in catalog.ENDPOINTS if p.name == "cirulo-trick").params[-2]
    with translation.override(lang):
        assert str(players.help).startswith(text)
    assert players.default == "4"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_api_page_lists_each_option_s_values_and_label(lang):
    html = Client().get(f"/{lang}/api/").content.decode()
    assert "<code>must_trump</code>, <code>free_discard</code>" in html
    assert ("Si no puedes montar" if lang == "es" else "If you cannot over-trump") in html


@pytest.mark.parametrize(("body", "value", "allowed"), [
    ({"cards": ["4C"], "over_trump": "montar"}, "montar", "must_trump, free_discard"),
    ({"cards": ["4C"], "hand_size": 5}, "5", "4, 6, 8"),
    ({"cards": ["4C"], "removed_two": "3O"}, "3O", "2O, 2C, 2E, 2B"),
])
def test_a_value_the_engine_does_not_declare_is_an_invalid_value(post, body, value, allowed):
    status, answer = post("tute/trick", body)
    assert status == 400 and answer["error"]["code"] == "invalid_value"
    assert value in answer["error"]["message"]["en"] and allowed in answer["error"]["message"]["en"]


def test_a_choice_is_read_case_insensitively_and_given_back_as_the_engine_spells_it(post):
    status, answer = post("paulo/trick", {"cards": ["7C", "12C"], "muestra": "O", "players": 8,
                                          "order": " Durcal "})
    assert status == 200 and answer["order"] == "durcal"


def test_a_get_endpoint_documents_the_options_it_reads_from_the_query():
    parameters = {p["name"]: p for p in document()["paths"]["/api/v1/paulo/order"]["get"]["parameters"]}
    assert parameters["order"]["schema"] == {"type": "string"} and parameters["order"]["required"] is False
    assert parameters["strict_follow"]["schema"] == {"type": "boolean"}
    assert parameters["order"]["description"] == "Order of the trumps: default or durcal"
