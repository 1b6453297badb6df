"""The API takes a table's rules as ``profile``: a named profile or a table code (rules-decisions §39, §41)."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from naipes import GAME_SLUGS, profiles as named

pytestmark = pytest.mark.django_db

# With bastos as muestra the Andorra is the 3 of bastos and the Tuerto the caballo of oros: the table's
# order says which of the two takes the trick (rules-decisions §2).
ANDORRA_AND_TUERTO = {"cards": ["3B", "11O", "5O", "6O"], "muestra": "B"}


def post(path: str, body: dict) -> tuple[int, dict]:
    response = Client().post(f"/api/v1/{path}", json.dumps(body), content_type="application/json")
    return response.status_code, json.loads(response.content)


def winner(body: dict) -> int:
    status, answer = post("paulo/trick", body)
    assert status == 200, answer
    return answer["winner"]


def test_a_named_profile_sets_the_rules_it_names():
    assert winner(ANDORRA_AND_TUERTO) == 0
    assert winner({**ANDORRA_AND_TUERTO, "profile": "durcal"}) == 1
    assert winner({**ANDORRA_AND_TUERTO, "profile": "paulo:o1-f1-s1"}) == 1
    assert winner({**ANDORRA_AND_TUERTO, "profile": "o1"}) == 1


def test_an_option_sent_beside_the_profile_changes_what_it_sets():
    assert winner({**ANDORRA_AND_TUERTO, "profile": "durcal", "order": "default"}) == 0


def test_a_query_string_takes_the_profile_too():
    response = Client().get("/api/v1/paulo/order", {"muestra": "B", "profile": "durcal"})
    standard = Client().get("/api/v1/paulo/order", {"muestra": "B"})
    assert response.status_code == standard.status_code == 200
    assert json.loads(response.content) != json.loads(standard.content)


@pytest.mark.parametrize(("profile", "es", "en"), [
    ("benidorm", "«benidorm» no es ni un perfil", "“benidorm” is neither a profile"),
    ("o7", "o es «Orden de los triunfos»", "o is “Order of the trumps”"),
    ("tute:o1", "«tute:o1» no es ni un perfil", "“tute:o1” is neither a profile"),
])
def test_a_bad_profile_is_a_400_naming_it_in_both_languages(profile, es, en):
    status, answer = post("paulo/trick", {**ANDORRA_AND_TUERTO, "profile": profile})
    assert status == 400
    error = answer["error"]
    assert error["code"] == "unknown_profile" and error["field"] == "profile"
    assert es in error["message"]["es"] and en in error["message"]["en"]
    assert "standard, lanjaron, durcal" in error["message"]["en"]


def test_a_profile_that_is_not_text_is_a_wrong_type():
    status, answer = post("paulo/trick", {**ANDORRA_AND_TUERTO, "profile": 3})
    assert status == 400 and answer["error"]["code"] == "wrong_type"


def test_the_openapi_document_lists_each_games_named_profiles_on_every_engine_endpoint():
    document = json.loads(Client().get("/api/v1/openapi.json").content)
    seen = set()
    for path, methods in document["paths"].items():
        for operation in methods.values():
            game = operation.get("tags", [""])[0]
            if game not in GAME_SLUGS:
                continue
            body = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
            fields = body.get("schema", {}).get("properties") or {
                p["name"]: p for p in operation.get("parameters", [])}
            schema = fields["profile"].get("schema", fields["profile"])
            assert schema["x-named-profiles"] == [p.slug for p in named.profiles(game)], path
            seen.add(game)
    assert seen == set(GAME_SLUGS)


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_an_endpoint_that_reads_no_option_but_the_players_still_takes_a_profile(slug):
    """A game whose one option is the number of players reads no other option: ``profile`` is still its table's."""
    from api.parsing import Source, read_options

    assert Source({"profile": "standard"}, query=False).options(slug, {}, read_options(slug)) == {}
    assert Source({"profile": f"{slug}:standard"}, query=False).options(slug, {}, read_options(slug)) == {}
