"""Requests that used to give a 500 with DEBUG off, each now a 400 (or the page, untouched): a Host
outside ALLOWED_HOSTS, text holding a lone surrogate, and numbers longer than Python reads."""

import json
import re

import pytest
from django.test import Client

from trainers import tokens

pytestmark = pytest.mark.django_db

HUGE = "1" * 5000  # int() refuses more than 4,300 digits


@pytest.fixture
def client():
    return Client(raise_request_exception=False)


# -- Host header ----------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/es/", "/en/paulo/", "/es/trainers/", "/api/v1/", "/es/no-such-page/",
                                  "/static/css/site.css"])
def test_a_host_outside_allowed_hosts_is_a_plain_400(client, path):
    response = client.get(path, HTTP_HOST="evil.example")
    assert response.status_code == 400
    assert response["Content-Type"].startswith("text/plain")
    assert b"evil.example" not in response.content


def test_a_post_with_a_bad_host_is_a_400_too(client):
    response = client.post("/api/v1/paulo/trick", "{}", content_type="application/json", HTTP_HOST="evil.example")
    assert response.status_code == 400


def test_the_400_page_itself_survives_a_bad_host(rf):
    """The error view no longer needs the host (the layout's links fall back to relative ones)."""
    from naipes_site.views import bad_request

    request = rf.get("/es/", HTTP_HOST="evil.example")
    assert bad_request(request).status_code == 400


def test_hreflang_links_are_absolute_on_an_allowed_host(client):
    page = client.get("/es/", HTTP_HOST="localhost").content.decode()
    assert 'hreflang="en" href="http://localhost/en/"' in page


# -- lone surrogates ------------------------------------------------------------------------------

def test_a_surrogate_json_key_is_refused_naming_it(client):
    body = '{"cards":["1O"],"muestra":"O","\\ud800":1}'
    response = client.post("/api/v1/paulo/trick", body, content_type="application/json")
    assert response.status_code == 400
    error = json.loads(response.content)["error"]
    assert error["code"] == "bad_text"
    assert error["field"] == "\\ud800"
    assert "\\ud800" in error["message"]["en"]


@pytest.mark.parametrize(("path", "body", "field"), [
    ("cirulo/settle", '{"players":{"Ana\\udfff":["1O"]},"pot":0}', "players.Ana\\udfff"),
    ("tute/trick", '{"cards":["1O","\\ud800"]}', "cards[1]"),
    ("papayoo/score", '{"die":"\\udbff","piles":{}}', "die"),
    ("trainers/paulo-trumps/answer", '{"token":"x","answer":["\\ud800"]}', "answer[0]"),
])
def test_a_surrogate_anywhere_in_a_body_is_refused_naming_the_field(client, path, body, field):
    response = client.post(f"/api/v1/{path}", body, content_type="application/json")
    assert response.status_code == 400
    assert json.loads(response.content)["error"]["field"] == field


def test_a_surrogate_deep_in_a_body_is_found_without_recursion(client):
    body = '{"cards":' + "[" * 900 + '"\\ud800"' + "]" * 900 + "}"
    response = client.post("/api/v1/tute/trick", body, content_type="application/json")
    assert response.status_code == 400


def test_the_text_guard_refuses_a_form_field_holding_a_surrogate(rf):
    from naipes_site.middleware import TextGuardMiddleware

    request = rf.post("/es/counters/papayoo/new/", "player=x", content_type="application/x-www-form-urlencoded")
    request._post = request.POST.copy()
    request._post.setlist("player", ["Ana", "\ud800"])
    response = TextGuardMiddleware(lambda r: None)(request)
    assert response.status_code == 400
    assert b"player" in response.content


def test_percent_encoded_surrogates_in_forms_arrive_as_replacement_characters(client):
    """UTF-8 cannot carry a surrogate: Django reads the bytes as U+FFFD, which is harmless text."""
    response = client.get("/es/trainers/paulo-trumps/?seed=%ED%A0%80")
    assert response.status_code in (200, 400)


# -- huge numbers ---------------------------------------------------------------------------------

def _post(client, slug, fields):
    token = tokens.issue(slug, 1, 7, channel=tokens.PAGE)  # the page answers only its own tokens
    return client.post(f"/es/trainers/{slug}/answer/", {"token": token, **fields})


@pytest.mark.parametrize("slug", ["papayoo-round", "tute-count", "cirulo-settle"])
def test_a_number_box_with_thousands_of_digits_is_out_of_range(client, slug):
    page = client.get(f"/es/trainers/{slug}/?seed=7").content.decode()
    boxes = set(re.findall(r'name="(n-[^"]+)"', page))
    assert boxes
    response = _post(client, slug, {box: HUGE for box in boxes})
    assert response.status_code in (200, 400)
    assert HUGE[:50] in response.content.decode()  # what was typed is kept


def test_a_position_with_thousands_of_digits_is_refused_not_a_crash(client):
    page = client.get("/es/trainers/paulo-trumps/?seed=7").content.decode()
    boxes = sorted(set(re.findall(r'name="(pos-[^"]+)"', page)))
    response = _post(client, "paulo-trumps", {box: HUGE for box in boxes})
    assert response.status_code in (200, 400)


def test_a_ladder_rung_with_thousands_of_digits_is_refused(client):
    assert _post(client, "docena-hand", {"choice": HUGE}).status_code in (200, 400)


def test_docena_hand_json_answer_with_thousands_of_digits_is_a_400(client):
    question = json.loads(client.get("/api/v1/trainers/docena-hand/question?seed=3").content)
    body = json.dumps({"token": question["token"], "answer": HUGE})
    response = client.post("/api/v1/trainers/docena-hand/answer", body, content_type="application/json")
    assert response.status_code == 400
    assert json.loads(response.content)["error"]["code"] == "not_a_rung"


def test_a_json_number_with_thousands_of_digits_is_malformed_json(client):
    body = '{"cards":["1O"],"muestra":"O","players":' + HUGE + "}"
    response = client.post("/api/v1/paulo/trick", body, content_type="application/json")
    assert response.status_code == 400


def test_a_query_number_with_thousands_of_digits_is_a_400(client):
    assert client.get(f"/api/v1/paulo/order?muestra=O&players={HUGE}").status_code == 400
    assert client.get(f"/api/v1/trainers/paulo-trumps/question?seed={HUGE}").status_code == 400
    assert client.get(f"/es/trainers/paulo-trumps/?seed={HUGE}").status_code in (200, 400)


def test_json_nested_deeper_than_any_request_needs_is_refused_before_parsing(client):
    """A RecursionError in the C parser is never raised: the depth is checked first."""
    body = '{"cards": ' + "[" * 100_000 + "]" * 100_000 + "}"
    response = client.post("/api/v1/paulo/trick", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "malformed_json"
