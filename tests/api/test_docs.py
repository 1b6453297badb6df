"""The API page (/<lang>/api/), the index (/api/v1/) and the wording behind every answer."""

import json
import re
import time

import pytest
from django.core.cache import caches
from django.urls import get_resolver, reverse
from django.utils import translation

import naipes.games
from api import catalog
from api.http import texts
from naipes.games import cirulo, docena
from wording.api import TEXTS as API_TEXTS

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "words"), [
    ("es", ("API JSON", "Petición de ejemplo", "Respuesta (HTTP 200)", "Variantes y opciones")),
    ("en", ("JSON API", "Example request", "Answer (HTTP 200)", "Variants and options")),
])
def test_docs_page_in_both_languages(client, lang, words):
    with translation.override(lang):
        url = reverse("api-docs")
    assert url == f"/{lang}/api/"
    response = client.get(url)
    assert response.status_code == 200
    html = response.content.decode()
    assert html.count("<h1") == 1
    assert f'<html lang="{lang}">' in html
    for word in words:
        assert word in html
    assert 'hreflang="es"' in html and 'hreflang="en"' in html


@pytest.mark.parametrize("lang", ["es", "en"])
def test_docs_page_lists_every_endpoint_with_its_real_answer(client, lang):
    html = client.get(f"/{lang}/api/").content.decode()
    for endpoint in catalog.ENDPOINTS:
        assert f"<code>{endpoint.method} {endpoint.url}</code>" in html
        status, answer = catalog.run_example(endpoint)
        assert status == 200, (endpoint.name, answer)
    # the Tute example is source 002's second: the 2 of espadas trumps
    assert "&quot;winner&quot;: 1" in html and "&quot;card&quot;: &quot;2E&quot;" in html
    # the error example shows the error shape, computed too
    assert "&quot;code&quot;: &quot;duplicate_card&quot;" in html


def test_docs_page_lists_variants_and_error_codes(client):
    html = client.get("/en/api/").content.decode()
    for game in catalog.GAME_MODULES:
        for name in catalog.variants(game):
            assert f"<code>{name}</code>" in html
    for code, _meaning in catalog.ERROR_CODES:
        assert f"<code>{code}</code>" in html


def test_every_api_url_is_in_the_catalog_and_the_index(client):
    api = next(p for p in get_resolver().url_patterns if getattr(p, "namespace", None) == "api")
    named = {p.name for p in api.url_patterns if p.name and p.name not in {"index", "openapi"}}
    # Besides the games' endpoints, the bots' two (api/bots.py) and the coach's analysis (api/analysis.py), one
    # path for every game each.
    assert named == {e.name for e in catalog.ENDPOINTS} | {"practice-bots", "bot", "analysis"}
    index = json.loads(client.get("/api/v1/").content)
    assert [e["path"] for e in index["endpoints"]] == [reverse(f"api:{e.name}") for e in catalog.ENDPOINTS]
    game = index["bots"][1]["games"][0]
    assert [b["path"].replace("{game}", game) for b in index["bots"]] == [
        reverse("api:practice-bots", args=[game]), reverse("api:bot", args=[game])]
    analysed = index["coach"][0]["games"][0]
    assert index["coach"][0]["path"].replace("{game}", analysed) == reverse("api:analysis", args=[analysed])


def test_index_links_and_bilingual_summaries(client):
    response = client.get("/api/v1/")
    assert response["Content-Type"] == "application/json; charset=utf-8"
    index = json.loads(response.content)
    assert index["version"] == 1
    assert index["docs"]["es"].endswith("/es/api/")
    hand = next(e for e in index["endpoints"] if e["path"] == "/api/v1/docena/hand")
    assert hand["example"].endswith("/api/v1/docena/hand?cards=5O,3O,2O")
    assert hand["summary"]["es"] != hand["summary"]["en"]
    # The old name of the Dúrcal table is the profile, whole (docs/rules-decisions.md §43).
    assert index["variants"]["paulo"]["durcal"] == {**index["variants"]["paulo"]["durcal"], "profile": "durcal",
                                                    "sets": {"order": "durcal", "strict_follow": True,
                                                             "scoring": "cuerno"}}


def test_answers_are_utf8_not_escaped(client):
    body = {"die": "C", "piles": {"Léa": ["7C"], "Ñu": [], "Zoë": []}}
    response = client.post("/api/v1/papayoo/score", json.dumps(body), content_type="application/json")
    assert "Léa".encode() in response.content
    assert b"\\u" not in response.content


# --- wording: every code an answer can carry has a text in both languages ---------------------------

REASONS = {game: (*naipes.game(game).REASONS, *getattr(naipes.game(game), "WIN_REASONS", ()))
           for game in naipes.games.slugs()}
"""Every game's reason codes, of a play or a showdown, and of a trick won (a trick game)."""


@pytest.mark.parametrize(("game", "code"), [(g, c) for g, codes in REASONS.items() for c in codes])
def test_every_reason_has_both_languages(game, code):
    found = texts(f"{game}.reason.{code}")
    assert found and found["es"] and found["en"]


@pytest.mark.parametrize("key", [k for k in API_TEXTS if k.startswith("error.")])
def test_every_api_error_has_both_languages(key):
    es, en = API_TEXTS[key]["es"], API_TEXTS[key]["en"]
    assert es and en and es != en
    assert set(re.findall(r"{(\w+)}", es)) == set(re.findall(r"{(\w+)}", en))


@pytest.mark.parametrize("rung", [*docena.LADDER, docena.NADA_RUNG])
def test_every_docena_rung_and_form_is_named(rung):
    assert texts(f"docena.rung.{rung.key}")
    for form in rung.forms:
        assert texts(f"docena.form.{form.key}")


@pytest.mark.parametrize("status", cirulo.STATUSES)
def test_every_cirulo_status_is_worded(status):
    assert texts(f"cirulo.status.{status}")


def test_papayoo_check_is_worded():
    assert "243" in texts("papayoo.error.round_does_not_add_up", total=243)["en"]


# --- the trainers' API on the same page and in the index -----------------------------------------------


@pytest.mark.parametrize(("lang", "words"), [
    ("es", ("Ejercicios", "Códigos de error de los ejercicios", "al azar")),
    ("en", ("Trainers", "Trainer error codes", "random")),
])
def test_docs_page_documents_the_trainers_api_with_live_answers(client, lang, words):
    """The trainers' endpoints were missing from the API page and the index."""
    html = client.get(f"/{lang}/api/").content.decode()
    for word in words:
        assert word in html
    assert 'href="#trainers"' in html
    for endpoint in catalog.TRAINER_ENDPOINTS:
        assert f"<code>{endpoint.method} {endpoint.url}".replace("<slug>", "&lt;slug&gt;") in html
    for code, _meaning in catalog.TRAINER_ERROR_CODES:
        assert f"<code>{code}</code>" in html
    examples = catalog.trainer_examples()
    assert [e["status"] for e in examples] == [200, 200, 200, 200, 200]
    assert "id,game,drill,level,seed,type,question" in html  # the export's CSV, as it answered
    assert "&quot;correct&quot;: true" in html and "&quot;token&quot;" in html


def test_index_lists_the_trainers_endpoints(client):
    index = json.loads(client.get("/api/v1/").content)
    assert [t["path"] for t in index["trainers"]] == ["/api/v1/trainers/", "/api/v1/trainers/<slug>/question",
                                                      "/api/v1/trainers/<slug>/answer", "/api/v1/trainers/<slug>/export",
                                                      "/api/v1/trainers/class-code/export"]
    question = index["trainers"][1]
    assert set(question["fields"]) == {"seed", "level", "profile"}  # profile: the table it is asked under
    assert question["summary"]["es"] != question["summary"]["en"]


def test_the_docs_page_is_made_once_and_made_again_after_five_minutes(client, monkeypatch, renders):
    """Its examples are asked live, so it is kept five minutes per language, then asked again."""
    for name in ("content", "query_pages"):
        caches[name].clear()
    first = client.get("/en/api/").content
    assert renders.count("api/docs.html") == 1
    assert client.get("/en/api/").content == first and client.get("/en/api/").content == first
    assert client.get("/es/api/").content != first
    assert renders.count("api/docs.html") == 2
    now = time.time()
    monkeypatch.setattr("time.time", lambda: now + 301)
    assert client.get("/en/api/").status_code == 200
    assert renders.count("api/docs.html") == 3
