"""Bad input: every error code, its message in both languages, and garbage that must never give a 500."""

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from api import catalog
from wording.api import TEXTS as API_TEXTS

GENERIC = API_TEXTS["error.invalid_input"]["es"]

# (method, path, body or query, code, field, words each message must contain)
CASES = [
    ("POST", "tute/trick", b"{not json", "malformed_json", None, ()),
    ("POST", "tute/trick", b"\xff\xfe", "malformed_json", None, ()),
    ("POST", "tute/trick", b"", "malformed_json", None, ()),
    ("POST", "tute/trick", b'{"cards": ["4C"], "muestra": NaN}', "malformed_json", None, ()),
    ("POST", "cirulo/legal", [["2C"]], "not_an_object", None, ()),
    ("POST", "tute/trick", {}, "missing_field", "cards", ("cards",)),
    ("POST", "paulo/legal", {"hand": ["4B"], "players": 8}, "missing_field", "muestra", ("muestra",)),
    ("POST", "papayoo/score", {"piles": {}}, "missing_field", "die", ("die",)),
    ("GET", "docena/compare", {"a": "3C"}, "missing_field", "b", ("b",)),
    ("POST", "tute/trick", {"cards": "4C 5C"}, "wrong_type", "cards", ("cards",)),
    ("POST", "tute/trick", {"cards": [4, 5]}, "wrong_type", "cards[0]", ("cards[0]",)),
    ("POST", "tute/trick", {"cards": [["4C"]]}, "wrong_type", "cards[0]", ("cards[0]",)),
    ("POST", "tute/trick", {"cards": ["4C"], "players": "4"}, "wrong_type", "players", ("players",)),
    ("POST", "tute/trick", {"cards": ["4C"], "players": 4.0}, "wrong_type", "players", ("players",)),
    ("POST", "tute/trick", {"cards": ["4C"], "muestra": 7}, "wrong_type", "muestra", ("muestra",)),
    ("POST", "tute/legal", {"hand": ["4C"], "stock_empty": "yes"}, "wrong_type", "stock_empty", ("stock_empty",)),
    ("POST", "tute/score", {"cards": [], "acuses": "OC"}, "wrong_type", "acuses", ("acuses",)),
    ("POST", "cirulo/settle", {"players": [["1O"]]}, "wrong_type", "players", ("players",)),
    ("POST", "cirulo/settle", {"players": {"Ana": "1O", "Bea": [], "Cy": []}}, "wrong_type", "players.Ana",
     ("players.Ana",)),
    ("POST", "cirulo/settle", {"players": {"A": [], "B": [], "C": []}, "pot": "2"}, "wrong_type", "pot", ("pot",)),
    ("POST", "papayoo/score", {"die": 3, "piles": {}}, "wrong_type", "die", ("die",)),
    ("POST", "paulo/trick", {"cards": ["4B"], "muestra": "O", "variant": {"x": 1}}, "wrong_type", "variant",
     ("variant",)),
    ("GET", "paulo/order", {"muestra": "C", "players": "ocho"}, "wrong_type", "players", ("players",)),
    ("POST", "paulo/trick", {"cards": ["4B"], "muestra": "O", "order": "sevilla"}, "invalid_value", "order",
     ("sevilla", "durcal")),
    ("POST", "cirulo/trick", {"cards": ["4B"], "pack": 52}, "invalid_value", "pack", ("52", "48")),
    ("POST", "tute/trick", {"cards": ["4C"], "variant": "durcal"}, "unknown_variant", "variant",
     ("durcal", "free_discard")),
    ("GET", "paulo/order", {"muestra": "O", "variant": "sevilla"}, "unknown_variant", "variant", ("sevilla",)),
    ("POST", "paulo/trick", {"cards": ["4B"], "muestra": "O", "order": "default", "variant": "durcal"},
     "conflicting_options", "order", ("durcal",)),
    ("POST", "tute/trick", {"cards": ["4C"], "players": 7}, "bad_players", "players", ("7",)),
    ("GET", "paulo/order", {"muestra": "O", "players": 5}, "bad_players", "players", ("5",)),
    ("POST", "cirulo/settle", {"players": {"Ana": [], "Bea": []}}, "bad_players", "players", ("2",)),
    ("POST", "papayoo/score", {"die": "H", "piles": {}}, "bad_piles", "piles", ("0",)),
    ("POST", "papayoo/score", {"die": "H", "piles": {"A": [], "B": [], "C": []}, "players": 2}, "bad_players",
     "players", ("2",)),
    ("POST", "papayoo/score", {"die": "H", "piles": {"A": [], "B": [], "C": [], "D": []}, "players": 3},
     "too_many_piles", "piles", ("4", "3")),
    ("POST", "paulo/trick", {"cards": ["4B"], "muestra": "O", "players": 2}, "bad_players", None, ()),
    ("GET", "paulo/order", {"muestra": "X"}, "unknown_muestra", "muestra", ("X",)),
    ("GET", "paulo/order", {"muestra": "E", "players": 6}, "unknown_muestra", "muestra", ("E",)),
    ("POST", "tute/trick", {"cards": ["4C"], "muestra": "Z"}, "unknown_muestra", "muestra", ("Z",)),
    ("POST", "tute/score", {"cards": [], "acuses": ["O", "X"]}, "unknown_suit", "acuses", ("X",)),
    ("POST", "papayoo/score", {"die": "P", "piles": {}}, "unknown_suit", "die", ("P",)),
    ("POST", "tute/trick", {"cards": ["4C", "13C"]}, "unknown_card", "cards", ("13C",)),
    ("POST", "papayoo/trick", {"cards": ["12C"]}, "unknown_card", "cards", ("12C",)),
    ("GET", "docena/hand", {"cards": "5O,XX"}, "unknown_card", "cards", ("XX",)),
    ("POST", "tute/trick", {"cards": ["8C"]}, "card_not_in_deck", "cards", ("8C",)),
    ("POST", "paulo/legal", {"hand": ["7E"], "muestra": "O", "players": 6}, "card_not_in_deck", "hand", ("7E",)),
    ("GET", "docena/hand", {"cards": "4C"}, "card_not_in_deck", "cards", ("4C",)),
    ("POST", "papayoo/legal", {"hand": ["1S"], "players": 8}, "card_not_in_deck", "hand", ("1S",)),
    ("POST", "tute/trick", {"cards": ["4C", "4c"]}, "duplicate_card", "cards", ("4C",)),
    ("POST", "cirulo/legal", {"hand": ["2C", "5O"], "trick": ["5O"]}, "duplicate_card", "trick", ("5O",)),
    ("POST", "papayoo/score", {"die": "H", "piles": {"A": ["3P"], "B": ["3P"], "C": []}}, "duplicate_card",
     "piles.B", ("3P",)),
    ("GET", "docena/compare", {"a": "3C,3E", "b": "3C,3B"}, "duplicate_card", "b", ("3C",)),
    ("POST", "tute/trick", {"cards": []}, "wrong_number_of_cards", "cards", ("0",)),
    ("POST", "tute/trick", {"cards": ["1O", "2O", "3O", "4O", "5O"]}, "wrong_number_of_cards", "cards", ("5",)),
    ("POST", "paulo/legal", {"hand": ["4B", "5B", "6B", "7B", "1B", "2B"], "muestra": "O"},
     "wrong_number_of_cards", "hand", ("6",)),
    ("POST", "cirulo/legal", {"hand": ["2C"], "trick": ["1O", "2O", "3O", "4O"]}, "wrong_number_of_cards",
     "trick", ("4",)),
    ("GET", "docena/hand", {"cards": "3C,3E,3B,3O"}, "wrong_number_of_cards", "cards", ("4",)),
    ("GET", "docena/hand", {"cards": ""}, "wrong_number_of_cards", "cards", ("0",)),
    ("POST", "tute/legal", {"hand": ["3C"], "trick": ["1C"], "face_down": ["5C"]}, "card_not_in_hand",
     "face_down", ("5C",)),
    ("POST", "tute/score", {"cards": [], "acuses": ["O", "o"], "muestra": "O"}, "duplicate_acuse", None, ()),
    ("POST", "tute/trick", {"cards": ["4C"], "players": 5, "hand_size": 8}, "bad_hand_size", None, ()),
    ("POST", "cirulo/trick", {"cards": ["4C"], "removal_order": ["O", "C", "E"]}, "bad_removal_order", None, ()),
    ("POST", "cirulo/settle", {"players": {"A": [], "B": [], "C": []}, "pot": -1}, "bad_pot", None, ()),
    ("POST", "cirulo/settle", {"players": {"A": ["1O"], "B": [], "C": []}, "complete": True}, "incomplete_round",
     None, ()),
]


def send(client, method, path, data):
    if method == "GET":
        return client.get(f"/api/v1/{path}", data)
    body = data if isinstance(data, bytes) else json.dumps(data)
    return client.post(f"/api/v1/{path}", body, content_type="application/json")


@pytest.mark.parametrize(("method", "path", "data", "code", "field", "words"), CASES,
                         ids=[f"{c[3]}-{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_bad_input_gets_400_naming_the_problem_in_both_languages(client, method, path, data, code, field, words):
    response = send(client, method, path, data)
    assert response.status_code == 400
    assert response["Content-Type"] == "application/json; charset=utf-8"
    error = json.loads(response.content)["error"]
    assert error["code"] == code
    assert error.get("field") == field
    es, en = error["message"]["es"], error["message"]["en"]
    assert es and en and es != en
    assert es != GENERIC
    for text in (es, en):
        assert "{" not in text and "}" not in text, text
        for word in words:
            assert word in text, (word, text)


def test_card_errors_list_the_cards(post):
    status, answer = post("tute/trick", {"cards": ["4C", "8O"]})
    assert answer["error"]["cards"] == ["8O"]


def test_wrong_method_gets_405_json_with_allow(client):
    response = client.get("/api/v1/tute/trick")
    assert response.status_code == 405
    assert response["Allow"] == "POST"
    assert response["Content-Type"] == "application/json; charset=utf-8"
    error = json.loads(response.content)["error"]
    assert error["code"] == "method_not_allowed"
    assert "GET" in error["message"]["es"] and "POST" in error["message"]["en"]
    response = client.post("/api/v1/docena/hand", "{}", content_type="application/json")
    assert (response.status_code, response["Allow"]) == (405, "GET, HEAD")
    assert client.put("/api/v1/paulo/trick", "{}").status_code == 405


@pytest.mark.parametrize("path", ["/api/v1/nope", "/api/v1/tute/trick/", "/api/v1/tute"])
def test_unknown_path_gets_404_json(client, path):
    response = client.get(path)
    assert response.status_code == 404
    error = json.loads(response.content)["error"]
    assert error["code"] == "not_found"
    assert path in error["message"]["es"] and path in error["message"]["en"]


@pytest.mark.parametrize("path", ["/api/v1/trainers/a%0Ab/question", "/api/v1/nope%0A", "/api/v1/%0A%0D/x"])
def test_a_path_with_a_newline_gets_the_json_404_too(client, path):
    """Found by schemathesis: ``.`` does not match a newline, so such paths got the site's HTML 404."""
    response = client.get(path)
    assert response.status_code == 404 and response["Content-Type"].startswith("application/json")
    assert json.loads(response.content)["error"]["code"] == "not_found"


def test_too_large_body(post, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    status, answer = post("tute/trick", {"cards": ["4C"] * 500})
    assert (status, answer["error"]["code"]) == (400, "too_large")
    assert answer["error"]["message"]["es"] != answer["error"]["message"]["en"]


def test_huge_list_is_refused_quickly(post):
    status, answer = post("papayoo/legal", {"hand": ["1S"] * 100_000})
    assert (status, answer["error"]["code"]) == (400, "wrong_number_of_cards")


def test_deeply_nested_junk_is_malformed_not_a_crash(post):
    status, answer = post("tute/trick", "[" * 100_000 + "]" * 100_000)
    assert status == 400


def test_post_works_without_csrf_token(client):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    response = strict.post("/api/v1/cirulo/trick", json.dumps({"cards": ["1C"]}), content_type="application/json")
    assert response.status_code == 200


def test_misspelt_fields_are_reported_as_ignored(post):
    status, answer = post("tute/legal", {"hand": ["3C"], "stock_emtpy": True})
    assert (status, answer["ignored"]) == (200, ["stock_emtpy"])


# --- garbage: whatever arrives, the answer is 200 or a JSON 400, never a 500 --------------------------

json_junk = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["4C", "4c", "20P", "7H", "5O", "O", "C", "H", "durcal", "shoot_the_moon", "null"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=12,
)
POST_FIELDS = ["cards", "hand", "trick", "muestra", "players", "variant", "stock_empty", "acuses", "face_down",
               "last_trick", "pot", "die", "piles", "complete", "pack", "order", "strict_follow", "removal_order",
               "over_trump", "hand_size", "removed_two", "shoot_the_moon", "forty_taken", "deck_variant"]
POST_PATHS = [e.path for e in catalog.ENDPOINTS if e.method == "POST"]  # every game's, from the registry


def check_shape(response):
    assert response.status_code in (200, 400), response.content[:300]
    assert response["Content-Type"] == "application/json; charset=utf-8"
    answer = json.loads(response.content)
    if response.status_code == 400:
        assert set(answer["error"]["message"]) == {"es", "en"}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.sampled_from(POST_PATHS),
       body=st.dictionaries(st.sampled_from(POST_FIELDS), json_junk, max_size=6) | json_junk)
def test_garbage_bodies_never_crash(client, path, body):
    check_shape(client.post(f"/api/v1/{path}", json.dumps(body), content_type="application/json"))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.sampled_from(POST_PATHS), raw=st.binary(max_size=40))
def test_garbage_bytes_never_crash(client, path, raw):
    check_shape(client.post(f"/api/v1/{path}", raw, content_type="application/json"))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.sampled_from(["paulo/order", "docena/hand", "docena/compare"]),
       query=st.dictionaries(st.sampled_from(["muestra", "players", "variant", "cards", "a", "b", "order",
                                              "nada_rule", "x"]),
                             st.text(max_size=12) | st.sampled_from(["C", "8", "5O,3O,2O", "durcal", "-1"]),
                             max_size=5))
def test_garbage_queries_never_crash(client, path, query):
    check_shape(client.get(f"/api/v1/{path}", query))


def test_a_bad_number_of_players_never_reads_1_players(post):
    """A number is said in good grammar (no "1 jugadores" / "1 players"), and Paulo's 2 is said to need the
    Lanjarón deck."""
    status, answer = post("tute/trick", {"cards": ["4C"], "players": 1})
    es, en = answer["error"]["message"]["es"], answer["error"]["message"]["en"]
    assert "1 jugadores" not in es and "1 players" not in en
    status, answer = post("paulo/trick", {"cards": ["4B"], "muestra": "O", "players": 1})
    es, en = answer["error"]["message"]["es"], answer["error"]["message"]["en"]
    assert "4, 6 u 8 (2 solo con la baraja de Lanjarón)" in es
    assert "4, 6 or 8 (2 only with the Lanjarón deck)" in en
    assert "2, 4, 6, 8" not in es + en


def test_the_docs_page_says_rutas_de_la_api(client):
    html = client.get("/es/api/").content.decode()
    assert "Rutas de la API" in html and "Puntos de la API" not in html
