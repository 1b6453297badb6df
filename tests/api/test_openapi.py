"""The OpenAPI 3.1 document at /api/v1/openapi.json: valid, and made from the same catalogue as the API
page, so every endpoint there is here with the same parameters."""

import json

import pytest
from django.test import Client
from openapi_spec_validator import validate

from api import catalog
from api.openapi import KINDS, document, english

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def spec(django_db_blocker):
    with django_db_blocker.unblock():
        response = Client().get("/api/v1/openapi.json")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    return json.loads(response.content)


def test_the_document_is_valid_openapi_3_1(spec):
    assert spec["openapi"].startswith("3.1")
    validate(spec)


def test_every_endpoint_of_the_catalogue_is_documented_with_its_parameters(spec):
    for e in catalog.ENDPOINTS:
        operation = spec["paths"][e.url][e.method.lower()]
        if e.method == "GET":
            names = {p["name"] for p in operation["parameters"]}
        else:
            names = set(operation["requestBody"]["content"]["application/json"]["schema"]["properties"])
        assert {p.name for p in e.params} <= names, e.name
    for t in catalog.TRAINER_ENDPOINTS:
        assert t.method.lower() in spec["paths"][t.url.replace("<slug>", "{slug}")]


def test_every_kind_of_value_in_the_catalogue_has_a_schema():
    kinds = {english(p.kind) for e in (*catalog.ENDPOINTS, *catalog.TRAINER_ENDPOINTS) for p in e.params}
    assert kinds - set(KINDS) <= {"as answer_format says"}


def _validator(spec, schema):
    """A validator of ``schema`` that resolves the document's ``#/components/...`` references."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator({**schema, "components": spec["components"]})


def test_each_example_satisfies_its_own_schema(spec):
    for e in catalog.ENDPOINTS:
        operation = spec["paths"][e.url][e.method.lower()]
        if e.method == "POST":
            body = operation["requestBody"]["content"]["application/json"]
            _validator(spec, body["schema"]).validate(e.example)
        else:
            for p in operation["parameters"]:
                if p["name"] in e.example and p["schema"].get("type") != "integer":
                    _validator(spec, p["schema"]).validate(str(e.example[p["name"]]))


def test_the_card_codes_are_the_packs_own():
    from naipes.cards import PAPAYOO_60, SPANISH_48

    assert document()["components"]["schemas"]["SpanishCard"]["enum"] == [c.code for c in SPANISH_48]
    assert document()["components"]["schemas"]["PapayooCard"]["enum"] == [c.code for c in PAPAYOO_60]


@pytest.mark.parametrize(("hand", "documented", "read"), [
    ("5O,3O,2O", True, True), ("12C", True, True),
    # A card of the 48-card pack that La Docena leaves out: a code, refused as card_not_in_deck.
    ("8E,9B", True, False),
    ("13O", False, False), ("5P", False, False), ("", False, False),
    # The document gives the canonical form; the API also reads spaces and a trailing comma.
    ("5O,", False, True), ("5O 3O", False, True),
])
def test_a_hand_in_a_query_is_documented_as_the_api_reads_it(spec, client, hand, documented, read):
    schema = next(p["schema"] for p in spec["paths"]["/api/v1/docena/hand"]["get"]["parameters"]
                  if p["name"] == "cards")
    assert _validator(spec, schema).is_valid(hand) is documented
    response = client.get("/api/v1/docena/hand", {"cards": hand})
    assert response.status_code == (200 if read else 400)


def test_cards_suits_and_names_are_documented_with_their_constraints(spec):
    body = spec["paths"]["/api/v1/papayoo/score"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    die, piles = body["properties"]["die"], body["properties"]["piles"]
    assert die["enum"] == ["S", "H", "C", "D"]
    assert _validator(spec, piles).is_valid({"Ana": ["20P", "7H"]})
    assert not _validator(spec, piles).is_valid({"Ana": ["7O"]})  # a Spanish card in a Papayoo pile
    assert not _validator(spec, piles).is_valid({"Ana": ["7H", "7H"]})  # duplicate_card
    assert not _validator(spec, piles).is_valid({"x" * 41: []})  # bad_name
    tute = spec["paths"]["/api/v1/tute/score"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert _validator(spec, tute["properties"]["muestra"]).is_valid(None)
    assert not _validator(spec, tute["properties"]["acuses"]).is_valid(["O", "O"])  # duplicate_acuse


def test_a_query_too_long_for_the_web_server_is_documented(spec):
    """gunicorn (and nginx) answer 414 to a request line over about 4 KB, before Django sees it:
    schemathesis sent such queries and found the status missing from the document."""
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            assert ("414" in operation["responses"]) is (method == "get"), (method, path)


def test_the_json_export_is_described_as_the_json_it_is(spec):
    """A client validates a JSON answer against the document: the export's must not be called opaque bytes
    (schemathesis refused the real file against ``type: string``)."""
    response = Client().get("/api/v1/trainers/paulo-trumps/export", {"seed": 0, "format": "json"})
    assert response.status_code == 200 and response["Content-Type"] == "application/json"
    schema = spec["paths"]["/api/v1/trainers/{slug}/export"]["get"]["responses"]["200"]["content"]["application/json"]
    _validator(spec, schema["schema"]).validate(json.loads(b"".join(response.streaming_content)
                                                           if response.streaming else response.content))
