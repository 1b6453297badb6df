"""The API's old variant names and the named profiles (docs/rules-decisions.md §43): one name, one table.

A variant whose name is a profile's is that profile, whole: ``variant=durcal`` and ``profile=durcal`` answer
the same. Every other variant sets one option and bears no profile's name. ``variant`` is deprecated in the
OpenAPI document, which points to ``profile``; the API page says so in both languages."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from api import catalog
from naipes import profiles as named

pytestmark = pytest.mark.django_db

GAMES = list(catalog.GAME_MODULES)


def profile_named(game: str, name: str) -> named.Profile | None:
    """The game's profile this variant name would be read as by a person: case, ``_`` and ``-`` aside."""
    wanted = name.lower().replace("_", "-")
    return next((p for p in named.profiles(game) if p.slug == wanted), None)


@pytest.mark.parametrize("game", GAMES)
def test_a_variant_named_like_a_profile_is_that_profile_whole(game):
    for name, variant in catalog.variants(game).items():
        profile = profile_named(game, name)
        if profile is None:
            assert not variant.profile, name
            assert len(variant.sets) == 1, f"{game} variant {name} names no table: it sets one option"
        else:
            assert variant.profile == profile.slug and dict(variant.sets) == dict(profile.options), name


@pytest.mark.parametrize("name", ["durcal", "lanjaron"])
def test_paulos_old_names_are_its_tables(name):
    assert catalog.variants("paulo")[name].profile == name


# A hand where Dúrcal's strict follow matters: bastos led with the 12, holding a basto, a trump and an oro.
LEGAL = {"hand": ["4B", "7B", "3O"], "trick": ["12O"], "muestra": "C", "players": 8}


def test_variant_durcal_and_profile_durcal_judge_the_same_hand_the_same(post):
    by_variant = post("paulo/legal", {**LEGAL, "variant": "durcal"})
    by_profile = post("paulo/legal", {**LEGAL, "profile": "durcal"})
    assert by_variant == by_profile and by_variant[0] == 200
    # Before profiles, variant=durcal set the order alone; the Dúrcal table also follows strictly.
    assert by_variant[1]["legal"] != post("paulo/legal", {**LEGAL, "order": "durcal"})[1]["legal"]


@pytest.mark.parametrize("name", ["durcal", "lanjaron"])
def test_a_query_with_the_old_name_answers_as_the_profile(get, name):
    query = {"muestra": "C", "players": 4}
    assert get("paulo/order", {**query, "variant": name}) == get("paulo/order", {**query, "profile": name})


def test_the_old_name_and_an_option_that_contradicts_its_table_are_refused_naming_the_option(post):
    status, answer = post("paulo/legal", {**LEGAL, "variant": "durcal", "strict_follow": False})
    assert status == 400 and answer["error"]["code"] == "conflicting_options"
    assert answer["error"]["field"] == "strict_follow"


@pytest.fixture(scope="module")
def spec(django_db_blocker):
    with django_db_blocker.unblock():
        return json.loads(Client().get("/api/v1/openapi.json").content)


def test_the_openapi_document_deprecates_variant_and_points_to_profile(spec):
    seen = 0
    for path in spec["paths"].values():
        for operation in path.values():
            fields = {p["name"]: p for p in operation.get("parameters", [])}
            body = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
            fields.update(body.get("schema", {}).get("properties", {}))
            variant = fields.get("variant")
            if variant is None:
                continue
            seen += 1
            assert variant.get("deprecated") or variant.get("schema", {}).get("deprecated")
            assert "profile" in variant["description"] and "profile" in fields
    assert seen == sum(1 for e in catalog.ENDPOINTS if catalog.VARIANT_PARAM in e.params)


def test_the_openapi_document_names_paulos_old_names_as_its_profiles(spec):
    legal = spec["paths"]["/api/v1/paulo/legal"]["post"]
    variant = legal["requestBody"]["content"]["application/json"]["schema"]["properties"]["variant"]
    assert "durcal, lanjaron are the old name of the profile of the same name" in variant["description"]


@pytest.mark.parametrize(("lang", "says"), [
    ("es", "es la forma antigua de nombrar reglas en la API"),
    ("en", "is the API’s old way of naming rules"),
])
def test_the_api_page_says_which_variant_names_are_tables(client: Client, lang, says):
    html = client.get(f"/{lang}/api/").content.decode()
    assert says in html
    assert f'href="/{lang}/paulo/compare/?a=standard&amp;b=durcal"' in html
