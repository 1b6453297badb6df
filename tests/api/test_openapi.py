"""The OpenAPI 3.1 document at /api/v1/openapi.json: valid, and made from the same catalogue as the API
page, so every endpoint there is here with the same parameters."""

import json

import pytest
from django.test import Client
from openapi_spec_validator import validate

from api import catalog
from api.openapi import KINDS, english

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


def test_each_example_satisfies_its_own_schema(spec):
    from jsonschema import Draft202012Validator

    for e in catalog.ENDPOINTS:
        if e.method == "POST":
            body = spec["paths"][e.url]["post"]["requestBody"]["content"]["application/json"]
            Draft202012Validator(body["schema"]).validate(e.example)
