"""A class code's questions through the JSON API: the very file its answer key page downloads, in every
format and both languages, opened only with the teacher's key link (the bare code is the students')."""

from __future__ import annotations

import json

import pytest

from trainers import class_links
from trainers.bank.formats import FORMATS
from trainers.class_codes import ClassCode

# One of the live class's secrecy checks (its answers reach no one without the teacher's key link), so it runs
# on PostgreSQL too with the classroom's (`make test-postgres`).
pytestmark = [pytest.mark.django_db, pytest.mark.postgres]

LANGS = ("es", "en")
MIXED = ClassCode("tute", ("tute-trick", "tute-count", "paulo-trumps", "docena-hand"), 2, n=8, seed=77)
ONE_GAME = ClassCode("papayoo", ("papayoo-round",), 1, n=5, seed=4321)
URL = "/api/v1/trainers/class-code/export"


def body(response) -> bytes:
    return b"".join(response.streaming_content) if response.streaming else response.content


@pytest.mark.parametrize("code", [MIXED, ONE_GAME], ids=["mixed", "one-game"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("fmt", list(FORMATS))
def test_the_api_export_is_the_key_pages_export(client, code, lang, fmt):
    key = class_links.key_token(code)
    page = client.get(f"/{lang}/classroom/key/{key}/export/{fmt}/")
    api = client.get(URL, {"key": key, "format": fmt, "lang": lang})
    assert api.status_code == page.status_code == 200
    assert api.streaming and page.streaming  # sent as it is written, never whole in memory first
    assert api["Content-Type"] == page["Content-Type"] == FORMATS[fmt].content_type
    assert api["Content-Disposition"] == page["Content-Disposition"] == (
        f'attachment; filename="naipes-{"-".join(code.games)}-{str(code).lower()}-{lang}.{FORMATS[fmt].extension}"')
    assert body(api) == body(page)


def test_the_api_export_defaults_to_json_in_spanish(client):
    response = client.get(URL, {"key": class_links.key_token(ONE_GAME)})
    questions = json.loads(body(response))["questions"]
    assert len(questions) == ONE_GAME.n and {q["lang"] for q in questions} == {"es"}


@pytest.mark.parametrize("key", [
    "",
    str(MIXED),  # the code printed on the students' worksheet opens no answers
    class_links.key_token(MIXED) + "x",  # forged or cut
    class_links.quiz_token(MIXED),  # another kind of link
], ids=["missing", "bare-code", "forged", "quiz-link"])
def test_anything_but_a_key_link_is_a_json_404_in_both_languages(client, key):
    response = client.get(URL, {"key": key, "format": "csv"})
    assert response.status_code == 404
    error = response.json()["error"]
    assert error["code"] == "bad_key_link"
    assert "answer key" in error["message"]["en"] and "hoja de respuestas" in error["message"]["es"]


@pytest.mark.parametrize(("query", "code"), [
    ({"format": "docx"}, "bad_format"), ({"lang": "fr"}, "bad_lang"),
])
def test_a_bad_format_or_language_is_a_json_400(client, query, code):
    response = client.get(URL, {"key": class_links.key_token(MIXED), **query})
    assert response.status_code == 400 and response.json()["error"]["code"] == code


def test_a_key_given_twice_is_refused(client):
    key = class_links.key_token(MIXED)
    response = client.get(f"{URL}?key={key}&key={key}")
    assert response.status_code == 400 and response.json()["error"]["code"] == "duplicate_field"


def test_the_openapi_document_lists_the_class_code_export(client):
    operation = client.get("/api/v1/openapi.json").json()["paths"][URL]["get"]
    assert set(operation["responses"]["200"]["content"]) == {f.content_type for f in FORMATS.values()}
    assert "404" in operation["responses"]
    params = {p["name"]: p for p in operation["parameters"]}
    assert params["key"]["required"] is True
    assert params["format"]["schema"]["enum"] == list(FORMATS) and params["lang"]["schema"]["enum"] == ["es", "en"]
