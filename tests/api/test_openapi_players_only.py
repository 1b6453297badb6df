"""A game whose only option is its number of players (a sixth game's first steps, say) still has its OpenAPI
document: its ``profile`` field offers its named profiles and no table code, since none sets anything."""

import json

import pytest

from api import openapi
from naipes.options import declared, option

pytestmark = pytest.mark.django_db


@pytest.fixture
def players_only(monkeypatch):
    """Every game declares only ``players``, as far as the OpenAPI document asks."""
    monkeypatch.setattr(openapi, "declared", lambda game: [option(game, "players")])


def test_the_profile_field_of_a_game_with_only_players_names_its_profiles_and_no_code(players_only):
    schema, help, _required = openapi.profile_param("paulo")
    assert schema["examples"] == schema["x-named-profiles"] and "standard" in schema["examples"]
    assert "table code" not in help and "standard" in help


def test_the_document_answers_for_games_with_only_players(players_only, client):
    response = client.get("/api/v1/openapi.json")
    assert response.status_code == 200
    profile = json.loads(response.content)["paths"]["/api/v1/docena/hand"]["get"]["parameters"]
    assert [p for p in profile if p["name"] == "profile"][0]["schema"]["examples"][0] == "standard"


def test_a_game_with_an_option_besides_players_shows_a_table_code():
    assert any(o.name != "players" for o in declared("paulo"))
    schema, help, _required = openapi.profile_param("paulo")
    assert schema["examples"][-1].startswith("paulo:") and "table code such as paulo:" in help
