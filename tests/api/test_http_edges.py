"""HTTP at the edges: keys and query fields given twice, byte-order marks, invisible characters,
content types, methods other than GET and POST, numbers and names out of bounds. Each test is a bug
that was found by sending exactly that."""

import json

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings, strategies as st

from api import catalog
from api.http import short, texts

pytestmark = pytest.mark.django_db

THREE = {"A": [], "B": [], "C": []}


def error_of(response, status=400):
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"] == "application/json; charset=utf-8"
    error = json.loads(response.content)["error"]
    assert error["message"]["es"] and error["message"]["en"]
    assert error["message"]["es"] != error["message"]["en"]
    return error


# --- the same field twice: refused, never half read ------------------------------------------------


@pytest.mark.parametrize(("path", "body", "query", "field"), [
    # A key twice in a JSON object. The last "cards" silently won: the trick was judged on ["3O"] alone.
    ("paulo/trick", '{"cards": ["4B"], "cards": ["3O"], "muestra": "O"}', None, "cards"),
    ("paulo/trick", '{"cards": ["4B"], "muestra": "O", "muestra": "C"}', None, "muestra"),
    # Two players of the same name: the first one's pile vanished from the scores.
    ("papayoo/score", '{"die": "H", "piles": {"Ana": ["20P"], "Ana": [], "Bea": [], "Cy": []}}', None, "Ana"),
    ("cirulo/settle", '{"players": {"Ana": ["1O"], "Bea": [], "Ana": []}}', None, "Ana"),
    # A query field twice: ?cards=5O&cards=3O ranked the hand ["3O"] alone (rank 23) instead of refusing it.
    ("docena/hand", None, "cards=5O&cards=3O", "cards"),
    ("docena/hand", None, "cards=5O,3O,2O&players=8&players=4", "players"),
    ("docena/compare", None, "a=3C,3E&b=1C,1E&a=2O", "a"),
    ("paulo/order", None, "muestra=C&muestra=O&players=8", "muestra"),
])
def test_a_field_twice_in_a_json_object_or_a_query_is_refused_naming_it(client, path, body, query, field):
    if body is not None:
        response = client.post(f"/api/v1/{path}", body, content_type="application/json")
    else:
        response = client.get(f"/api/v1/{path}?{query}")
    error = error_of(response)
    assert (error["code"], error["field"]) == ("duplicate_field", field)
    assert field in error["message"]["es"] and field in error["message"]["en"]


def test_variant_may_still_be_repeated_in_a_query(client):
    response = client.get("/api/v1/paulo/order?muestra=C&players=8&variant=durcal&variant=strict_follow")
    assert response.status_code == 200
    assert json.loads(response.content)["order"] == "durcal"


# --- bytes and characters ----------------------------------------------------------------------------


def test_a_utf8_byte_order_mark_before_the_json_is_ignored(client):
    body = b"\xef\xbb\xbf" + json.dumps({"cards": ["4B", "3O"], "muestra": "O"}).encode()
    response = client.post("/api/v1/paulo/trick", body, content_type="application/json")
    assert response.status_code == 200
    assert json.loads(response.content)["card"] == "4B"


def test_an_invisible_character_in_a_code_is_spelt_out_in_the_message(client):
    # The message used to read «﻿5O» is not a card, which looks exactly like the valid 5O.
    error = error_of(client.get("/api/v1/docena/hand?cards=%EF%BB%BF5O"))
    assert error["code"] == "unknown_card"
    assert "\\ufeff5O" in error["message"]["en"] and "\ufeff" not in error["message"]["en"]
    assert error["cards"] == ["\\ufeff5O"]


def test_short_keeps_spaces_and_letters_and_spells_out_the_rest():
    assert short("  Léa\n\t Ñu ") == "Léa Ñu"
    assert short("a\u200bb\x00") == "a\\u200bb\\u0000"
    assert short(10**30, 8) == "1000000…"


# --- content types --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("data", "content_type"), [
    ({"cards": "4C"}, None),  # a multipart form, what a browser form sends
    ("cards=4C", "application/x-www-form-urlencoded"),
])
def test_a_form_instead_of_json_is_blamed_on_its_content_type(client, data, content_type):
    kwargs = {"content_type": content_type} if content_type else {}
    error = error_of(client.post("/api/v1/tute/trick", data, **kwargs))
    assert error["code"] == "wrong_content_type"
    sent = content_type or "multipart/form-data"
    assert sent in error["message"]["es"] and sent in error["message"]["en"]


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded",
                                          "application/vnd.api+json"])
def test_json_is_read_whatever_its_label_says(client, content_type):
    """``curl -d`` labels a JSON body as a form: it still works."""
    response = client.post("/api/v1/tute/trick", json.dumps({"cards": ["4C"]}), content_type=content_type)
    assert response.status_code == 200


def test_broken_json_under_a_json_type_is_still_malformed_json(client):
    error = error_of(client.post("/api/v1/tute/trick", "{", content_type="application/problem+json"))
    assert error["code"] == "malformed_json"


def test_ten_megabytes_are_refused_as_too_large(client):
    body = '{"cards": [' + ",".join(['"4C"'] * 2_000_000) + "]}"
    assert len(body) > 10_000_000
    assert error_of(client.post("/api/v1/tute/trick", body, content_type="application/json"))["code"] == "too_large"


# --- methods ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("url", ["/api/v1/", "/api/v1/paulo/order?muestra=C&players=8",
                                 "/api/v1/docena/hand?cards=5O,3O,2O", "/api/v1/docena/compare?a=1C,12C&b=1E,11E",
                                 "/en/api/", "/es/api/"])
def test_head_works_wherever_get_does(client, url):
    # require_GET answered 405 to HEAD, which every general-purpose server must support.
    get, head = client.get(url), client.head(url)
    assert get.status_code == head.status_code == 200
    assert head["Content-Type"] == get["Content-Type"]
    assert head.content == b""


@pytest.mark.parametrize(("url", "allow"), [
    ("/api/v1/paulo/trick", "POST, OPTIONS"),
    ("/api/v1/docena/hand", "GET, HEAD, OPTIONS"),
    ("/api/v1/", "GET, HEAD, OPTIONS"),
])
def test_options_lists_the_methods(client, url, allow):
    response = client.options(url)
    assert (response.status_code, response["Allow"], response.content) == (204, allow, b"")


@pytest.mark.parametrize("method", ["put", "patch", "delete"])
def test_other_methods_get_a_json_405(client, method):
    response = getattr(client, method)("/api/v1/cirulo/settle", "{}", content_type="application/json")
    error = error_of(response, 405)
    assert error["code"] == "method_not_allowed" and response["Allow"] == "POST"
    assert method.upper() in error["message"]["en"]


# --- numbers and names ------------------------------------------------------------------------------------


@pytest.mark.parametrize("pot", [10**6, 2**63, 10**300])
def test_a_pot_beyond_any_plate_is_out_of_range(client, pot):
    # Used to be accepted and echoed back: 2^63 coins, beyond what a JavaScript client can even read.
    body = {"players": {"Ana": ["1O"], "Bea": [], "Cy": []}, "pot": pot}
    error = error_of(client.post("/api/v1/cirulo/settle", json.dumps(body), content_type="application/json"))
    assert (error["code"], error["field"]) == ("out_of_range", "pot")
    assert "999999" in error["message"]["es"] and "999999" in error["message"]["en"]


def test_the_largest_pot_is_still_settled(client):
    body = {"players": {"Ana": ["1O"], "Bea": ["2C"], "Cy": []}, "pot": 999_999}
    response = client.post("/api/v1/cirulo/settle", json.dumps(body), content_type="application/json")
    assert response.status_code == 200
    assert json.loads(response.content)["pot"] == 1_000_000


@pytest.mark.parametrize(("path", "field", "name"), [
    ("cirulo/settle", "players", ""),
    ("cirulo/settle", "players", "   "),
    ("papayoo/score", "piles", "x" * 41),
    ("papayoo/score", "piles", "A" * 2_000_000),  # echoed three times in the answer before
])
def test_blank_or_huge_player_names_are_refused(client, path, field, name):
    piles = {name: [], "Bea": [], "Cy": []}
    body = {"players": piles} if field == "players" else {"die": "H", "piles": piles}
    response = client.post(f"/api/v1/{path}", json.dumps(body), content_type="application/json")
    error = error_of(response)
    assert (error["code"], error["field"]) == ("bad_name", field)
    assert len(response.content) < 1000


def test_a_forty_character_name_is_fine(client):
    body = {"die": "H", "piles": {"N" * 40: ["20P"], "Bea": [], "Cy": []}}
    response = client.post("/api/v1/papayoo/score", json.dumps(body), content_type="application/json")
    assert json.loads(response.content)["scores"]["N" * 40] == 20


# --- the codes the API page lists all have words ----------------------------------------------------------


@pytest.mark.parametrize("code", [code for code, _meaning in catalog.ERROR_CODES])
def test_every_listed_error_code_has_a_message_in_both_languages(code):
    fields = {"field": "cards", "value": "x", "allowed": "a, b", "game": "Tute", "card": "4C", "cards": "4C",
              "count": 5, "min": 0, "max": 3, "deck": 40, "path": "/x", "method": "PUT", "variant": "v",
              "wanted": "w", "expected": {"es": "un texto", "en": "a string"}, "content_type": "text/csv",
              "total": 1, "reason": {"es": "un motivo.", "en": "a reason."}}
    found = next((texts(key, **fields) for key in (f"api.error.{code}", f"common.error.{code}",
                                                   f"cirulo.error.{code}", f"tute.error.{code}")
                  if texts(key, **fields)), None)
    assert found and found["es"] and found["en"] and found["es"] != found["en"]


# --- query garbage, repeated --------------------------------------------------------------------------------


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.sampled_from(["paulo/order", "docena/hand", "docena/compare"]),
       pairs=st.lists(st.tuples(st.sampled_from(["muestra", "players", "variant", "cards", "a", "b"]),
                                st.sampled_from(["C", "8", "5O,3O,2O", "durcal", "1C,12C", "", "\ufeff"])),
                      max_size=6))
def test_repeated_query_fields_never_crash(path, pairs):
    from urllib.parse import urlencode

    response = Client().get(f"/api/v1/{path}?{urlencode(pairs)}")
    assert response.status_code in (200, 400)
    if response.status_code == 400:
        assert set(json.loads(response.content)["error"]["message"]) == {"es", "en"}


@pytest.mark.parametrize("path", ["docena/hand?cards=5O&", "paulo/order?muestra=O&", "trainers/tute-trick/question?"])
def test_more_query_fields_than_django_takes_is_a_400_not_a_500(client, path):
    # Django's TooManyFieldsSent, raised when the view first read request.GET, came out as a JSON 500.
    response = client.get(f"/api/v1/{path}" + "&".join(f"x{i}=1" for i in range(1200)))
    assert error_of(response)["code"] == "too_large"
