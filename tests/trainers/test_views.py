"""Trainer pages and the trainers API over HTTP: full pages and htmx fragments, bad input, progress."""

import base64
import json
import re
import time
from random import Random

import pytest
from django.core import signing
from django.test import Client
from hypothesis import given, settings, strategies as st

from naipes import GAME_SLUGS
from tests.trainers.test_drills import form_for, wrong_for
from trainers import tokens
from trainers.drills import DRILLS
from trainers.models import Stat, UsedNonce

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
RIGHT = {"es": "¡Bien!", "en": "Right!"}
WRONG = {"es": "No del todo.", "en": "Not quite."}


def shown_question(html: str) -> tuple[int, int, str]:
    """The seed and level of the question on a page (from its share link) and its token."""
    seed, level = re.search(r'class="share-link" href="[^"]*\?seed=(\d+)&amp;level=(\d)"', html).groups()
    token = re.search(r'name="token" value="([^"]+)"', html).group(1)
    return int(seed), int(level), token


def answer_form(slug: str, html: str, wrong: bool = False) -> dict:
    """The form a person who knows the rules would post for the question on this page."""
    seed, level, token = shown_question(html)
    drill = DRILLS[slug]
    question = drill.generate(Random(seed), level)
    widget = drill.scene(question).widget
    answer = drill.expected(question)
    form = form_for(widget, wrong_for(widget, answer) if wrong else answer)
    return {"token": token, **{key: form.getlist(key) for key in form}}


def post(client, lang, slug, form, query="", **kwargs):
    return client.post(f"/{lang}/trainers/{slug}/answer/{query}", form, **kwargs)


# --- pages ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "en"])
def test_index_lists_every_trainer_grouped_by_game(client, lang):
    html = client.get(f"/{lang}/trainers/").content.decode()
    assert html.count("<h1") == 1
    for game in GAME_SLUGS:
        assert f'id="{game}"' in html
    for slug in DRILLS:
        assert f'href="/{lang}/trainers/{slug}/"' in html


@pytest.mark.parametrize("slug", list(DRILLS))
@pytest.mark.parametrize("lang", ["es", "en"])
def test_drill_page_works_without_javascript_and_with_htmx(client, slug, lang):
    response = client.get(f"/{lang}/trainers/{slug}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert html.count("<h1") == 1
    assert f'<html lang="{lang}">' in html
    action = f"/{lang}/trainers/{slug}/answer/"
    assert f'method="post" action="{action}#feedback" hx-post="{action}" hx-target="#feedback" hx-swap="outerHTML"' in html
    assert 'name="csrfmiddlewaretoken"' in html
    assert "/static/css/trainers.css" in html and "/static/js/trainers.js" in html
    assert not re.search(r"<script(?![^>]*\bsrc=)", html) and " style=" not in html and "<style" not in html
    assert "hx-on" not in html
    assert f"/{lang}/{DRILLS[slug].GAME}/#" not in html.split('id="feedback"')[1].split("</section>")[0]

    seed, level, _token = shown_question(html)
    response = post(client, lang, slug, answer_form(slug, html))
    # Without JavaScript: post, then redirect to the question's own address, shown answered.
    assert response.status_code == 303
    assert response["Location"] == f"/{lang}/trainers/{slug}/?seed={seed}&level={level}#feedback"
    page = client.get(response["Location"]).content.decode()
    assert "<html" in page and RIGHT[lang] in page and 'class="notice"' not in page
    assert f'href="/{lang}/{DRILLS[slug].GAME}/#{DRILLS[slug].RULE_ANCHOR}"' in page

    html = client.get(f"/{lang}/trainers/{slug}/?level=3").content.decode()
    fragment = post(client, lang, slug, answer_form(slug, html, wrong=True), headers=HTMX)
    assert fragment.status_code == 200
    text = fragment.content.decode()
    assert "<html" not in text and text.lstrip().startswith('<section id="feedback"')
    assert WRONG[lang] in text and "mark-bad" in text and 'class="explanation"' in text
    assert "next-button" in text and 'hx-target="#drill-area"' in text


@pytest.mark.parametrize("slug", list(DRILLS))
def test_page_before_answering_does_not_contain_the_answer(client, slug):
    html = client.get(f"/en/trainers/{slug}/?level=2").content.decode()
    seed, level, token = shown_question(html)
    drill = DRILLS[slug]
    question = drill.generate(Random(seed), level)
    answer = drill.expected(question)
    hidden = re.findall(r'<input type="hidden" name="([^"]+)"', html)
    assert sorted(hidden) == ["csrfmiddlewaretoken", "token"]
    assert "data-answer" not in html and " checked" not in html
    assert RIGHT["en"] not in html and 'class="explanation"' not in html
    payload = signing.loads(token, salt=tokens.SALTS[tokens.PAGE])
    assert set(payload) == {"drill", "level", "seed", "nonce", "t"}
    if drill.scene(question).widget.kind == "order":
        shown = re.findall(r'<select id="pos-(\w+)"', html)
        assert shown != answer
        selected = re.findall(r'<option value="(\d+)" selected>', html)
        assert selected == [str(i) for i in range(1, len(shown) + 1)], "positions start as shown, not as answered"


def test_seed_and_level_in_the_url_reproduce_the_question(client):
    first = client.get("/es/trainers/paulo-trumps/?seed=1234&level=2").content.decode()
    again = client.get("/es/trainers/paulo-trumps/?seed=1234&level=2").content.decode()
    cards = re.findall(r'<select id="pos-(\w+)"', first)
    assert cards and cards == re.findall(r'<select id="pos-(\w+)"', again)
    assert 'href="/es/trainers/paulo-trumps/?level=3"' in first  # the level switch


@pytest.mark.parametrize("query", ["seed=abc", "level=9", "seed=-4", "level=x", f"seed={2**60}"])
def test_bad_seed_or_level_gets_a_new_question_and_400(client, query):
    response = client.get(f"/en/trainers/tute-trick/?{query}")
    assert response.status_code == 400
    html = response.content.decode()
    assert "does not name a question" in html and 'name="token"' in html


def test_unknown_trainer_is_404(client):
    assert client.get("/es/trainers/poker-odds/").status_code == 404


def test_htmx_next_question_swaps_the_question_area_and_pushes_its_url(client):
    response = client.get("/en/trainers/cirulo-trick/?level=2", headers=HTMX)
    text = response.content.decode()
    assert response.status_code == 200 and "<html" not in text and "<h1" not in text
    assert text.lstrip().startswith('<section class="question"')
    seed, level, _ = shown_question(text)
    assert response["HX-Push-Url"] == f"/en/trainers/cirulo-trick/?seed={seed}&level=2"


@pytest.mark.parametrize("slug", list(DRILLS))
def test_a_wrong_answer_lists_what_was_wrong_before_what_was_right(client, slug):
    html = client.get(f"/en/trainers/{slug}/?level=3").content.decode()
    text = post(client, "en", slug, answer_form(slug, html, wrong=True), headers=HTMX).content.decode()
    rows = re.findall(r'<tr class="(ok|bad)">', text)
    assert "bad" in rows and rows == sorted(rows), rows  # "bad" < "ok": every wrong row first


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_table_rules_line_opens_the_drill_page_before_the_question(client, lang):
    html = client.get(f"/{lang}/trainers/tute-legal/").content.decode()
    assert html.index("</h1>") < html.index('id="table-rules"') < html.index('id="prompt"')


# --- bad input --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "words"), [("es", "ha sido alterada"), ("en", "has been altered")])
def test_tampered_token_is_refused_with_a_message_in_the_page_language(client, lang, words):
    html = client.get(f"/{lang}/trainers/paulo-trumps/?seed=7&level=1").content.decode()
    form = answer_form("paulo-trumps", html)
    body, _, signature = form["token"].partition(":")
    payload = json.loads(base64.urlsafe_b64decode(body + "=="))
    payload["seed"] = 8
    form["token"] = base64.urlsafe_b64encode(json.dumps(payload).encode()).decode().rstrip("=") + ":" + signature
    for headers in ({}, HTMX):
        response = post(client, lang, "paulo-trumps", form, headers=headers)
        assert response.status_code == 400
        assert words in response.content.decode()
    assert not Stat.objects.exists()


@pytest.mark.parametrize(("lang", "words"), [("es", "ha caducado"), ("en", "has expired")])
def test_expired_token_is_refused(client, lang, words, monkeypatch):
    html = client.get(f"/{lang}/trainers/tute-trick/?seed=3&level=1").content.decode()
    form = answer_form("tute-trick", html)
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() - tokens.MAX_AGE - 60)
    form["token"] = tokens.issue("tute-trick", 1, 3, channel=tokens.PAGE)
    monkeypatch.undo()
    response = post(client, lang, "tute-trick", form, headers=HTMX)
    assert response.status_code == 400
    assert words in response.content.decode()


def test_token_of_another_trainer_is_refused(client):
    html = client.get("/en/trainers/tute-trick/?seed=3&level=1").content.decode()
    form = answer_form("tute-trick", html)
    assert post(client, "en", "cirulo-trick", form).status_code == 400


def test_missing_token_is_refused(client):
    assert post(client, "es", "tute-trick", {"choice": "1O"}).status_code == 400


@pytest.mark.parametrize(("lang", "words"), [("es", "no es una carta"), ("en", "is not a card")])
def test_unknown_card_code_is_refused_keeping_the_question(client, lang, words):
    html = client.get(f"/{lang}/trainers/tute-trick/?seed=3&level=1").content.decode()
    _, _, token = shown_question(html)
    response = post(client, lang, "tute-trick", {"token": token, "choice": "99X"})
    assert response.status_code == 400
    page = response.content.decode()
    assert words in page and token in page
    assert not Stat.objects.exists()


def test_what_the_user_typed_is_kept_after_bad_input(client):
    html = client.get("/en/trainers/papayoo-round/?seed=5&level=1").content.decode()
    seed, level, token = shown_question(html)
    names = re.findall(r'name="n-(\w+)"', html)
    form = {"token": token, f"n-{names[0]}": "17", f"n-{names[1]}": "many"}
    response = post(client, "en", "papayoo-round", form)
    assert response.status_code == 400
    page = response.content.decode()
    assert "whole number" in page
    assert f'name="n-{names[0]}" value="17"' in page


def test_positions_used_twice_are_refused(client):
    html = client.get("/es/trainers/paulo-trumps/?seed=9&level=1").content.decode()
    _, _, token = shown_question(html)
    codes = re.findall(r'<select id="pos-(\w+)"', html)
    form = {"token": token, **{f"pos-{code}": "1" for code in codes}}
    response = post(client, "es", "paulo-trumps", form, headers=HTMX)
    assert response.status_code == 400
    assert "una sola vez" in response.content.decode()


@pytest.mark.postgres  # once by a constraint
@pytest.mark.parametrize("lang", ["es", "en"])
def test_answering_the_same_question_twice_scores_once(client, lang):
    html = client.get(f"/{lang}/trainers/docena-hand/?seed=11&level=2").content.decode()
    form = answer_form("docena-hand", html)
    assert post(client, lang, "docena-hand", form).status_code == 303
    again = post(client, lang, "docena-hand", form, headers=HTMX)
    assert again.status_code == 400
    words = {"es": "Ya habías respondido", "en": "already answered"}[lang]
    assert words in again.content.decode()
    stat = Stat.objects.get(scope="drill", key="docena-hand")
    assert (stat.attempts, stat.correct) == (1, 1)
    assert UsedNonce.objects.count() == 1


FIELDS = st.dictionaries(
    st.sampled_from(["choice", "pos-4B", "pos-3C", "pos-zz", "n-Ana", "n-cards", "n-total", "n-", "pos-"]),
    st.lists(st.text(max_size=12) | st.sampled_from(["1", "2", "²", "-3", "1O", "none", "a", "99999999999"]),
             min_size=1, max_size=3),
    max_size=5,
)


@settings(max_examples=80, deadline=None)
@given(slug=st.sampled_from(list(DRILLS)), fields=FIELDS)
def test_random_form_input_never_gives_a_500(slug, fields):
    client = Client()
    token = tokens.issue(slug, 2, 17, channel=tokens.PAGE)
    response = client.post(f"/en/trainers/{slug}/answer/", {"token": token, **fields}, headers=HTMX)
    assert response.status_code in (200, 400)


def test_get_on_the_answer_url_is_not_allowed(client):
    assert client.get("/es/trainers/tute-trick/answer/").status_code == 405


# --- progress -----------------------------------------------------------------------------------------


def test_progress_is_kept_per_browser(client):
    html = client.get("/es/trainers/tute-trick/").content.decode()
    post(client, "es", "tute-trick", answer_form("tute-trick", html))
    other = Client()
    assert "Nada todavía" in other.get("/es/trainers/progress/").content.decode()
    assert "Nada todavía" not in client.get("/es/trainers/progress/").content.decode()


def test_reset_needs_the_csrf_token():
    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/es/trainers/progress/reset/").status_code == 403


@pytest.mark.parametrize("lang", ["es", "en"])
def test_progress_page_when_empty(client, lang):
    response = client.get(f"/{lang}/trainers/progress/")
    assert response.status_code == 200
    assert response.content.decode().count("<h1") == 1


# --- the JSON API ---------------------------------------------------------------------------------------

def test_api_lists_every_trainer(client):
    body = client.get("/api/v1/trainers/").json()
    slugs = [t["slug"] for t in body["trainers"]]
    assert slugs == list(DRILLS)
    first = body["trainers"][0]
    assert set(first) >= {"slug", "game", "name", "levels"}
    assert set(first["name"]) == {"es", "en"}
    assert [level["level"] for level in first["levels"]] == [1, 2, 3]


def test_api_headline_questions_have_the_documented_data(client):
    trumps = client.get("/api/v1/trainers/paulo-trumps/question?seed=4&level=3").json()
    assert set(trumps) >= {"slug", "token", "prompt", "data", "answer_format"}
    assert set(trumps["data"]) >= {"muestra", "players", "cards"} and trumps["data"]["players"] == 8
    assert trumps["data"]["muestra"] in "OCEB"
    assert set(trumps["prompt"]) == {"es", "en"}
    papayoo = client.get("/api/v1/trainers/papayoo-round/question?seed=4&level=2").json()
    assert set(papayoo["data"]) == {"die", "piles"} and papayoo["data"]["die"] in "SHCD"
    hand = client.get("/api/v1/trainers/docena-hand/question?seed=4&level=2").json()
    assert set(hand["data"]) == {"cards"}
    assert hand["answer_format"]["type"] == "choice" and hand["answer_format"]["options"][0] == "1"


@pytest.mark.parametrize("slug", list(DRILLS))
def test_api_answers_right_and_wrong(client, slug):
    body = client.get(f"/api/v1/trainers/{slug}/question?seed=21&level=2").json()
    drill = DRILLS[slug]
    question = drill.generate(tokens.rng(21, tokens.API), 2)  # the API draws from seeds of its own
    expected = drill.expected(question)
    assert body["data"] == drill.data(question)
    right = client.post(f"/api/v1/trainers/{slug}/answer", {"token": body["token"], "answer": expected},
                        content_type="application/json")
    assert right.status_code == 200
    assert right.json()["correct"] is True and right.json()["expected"] == expected
    assert set(right.json()["explanation"]) == {"es", "en"}
    wrong = client.post(f"/api/v1/trainers/{slug}/answer",
                        {"token": body["token"], "answer": wrong_for(drill.scene(question).widget, expected)},
                        content_type="application/json")
    assert wrong.status_code == 200 and wrong.json()["correct"] is False
    assert not Stat.objects.exists() and not UsedNonce.objects.exists()
    assert "sessionid" not in wrong.cookies


@pytest.mark.parametrize(("body", "code"), [
    ({"token": "forged:token", "answer": []}, "bad_token"),
    ({"answer": []}, "bad_token"),
    ({"token": "x"}, "bad_json"),
    ("not json", "bad_json"),
])
def test_api_errors_are_bilingual_400s(client, body, code):
    data = body if isinstance(body, str) else json.dumps(body)
    response = client.post("/api/v1/trainers/paulo-trumps/answer", data, content_type="application/json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == code
    assert error["message"]["es"] and error["message"]["en"] and error["message"]["es"] != error["message"]["en"]


def test_api_malformed_answer_is_a_bilingual_400(client):
    token = client.get("/api/v1/trainers/paulo-trumps/question?seed=1&level=1").json()["token"]
    for answer in (["99X"], "4B 3O", [], {"a": 1}):
        response = client.post("/api/v1/trainers/paulo-trumps/answer", {"token": token, "answer": answer},
                               content_type="application/json")
        assert response.status_code == 400
        assert set(response.json()["error"]["message"]) == {"es", "en"}


def test_api_expired_token(client, monkeypatch):
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() - tokens.MAX_AGE - 60)
    token = tokens.issue("tute-trick", 1, 3)
    monkeypatch.undo()
    response = client.post("/api/v1/trainers/tute-trick/answer", {"token": token, "answer": "1O"},
                           content_type="application/json")
    assert response.status_code == 400 and response.json()["error"]["code"] == "expired_token"


@pytest.mark.parametrize(("url", "status", "code"), [
    ("/api/v1/trainers/nope/question", 404, "unknown_trainer"),
    ("/api/v1/trainers/tute-trick/question?level=7", 400, "bad_level"),
    ("/api/v1/trainers/tute-trick/question?seed=x", 400, "bad_query"),
    ("/api/v1/trainers/tute-trick/question?seed=-1", 400, "bad_seed"),
])
def test_api_question_errors(client, url, status, code):
    response = client.get(url)
    assert response.status_code == status
    assert response.json()["error"]["code"] == code


def test_api_needs_no_csrf_token():
    strict = Client(enforce_csrf_checks=True)
    token = strict.get("/api/v1/trainers/tute-trick/question?seed=3&level=1").json()["token"]
    response = strict.post("/api/v1/trainers/tute-trick/answer", {"token": token, "answer": "1O"},
                           content_type="application/json")
    assert response.status_code in (200, 400)
    assert response.status_code != 403


def test_tokens_round_trip_and_refuse_edits():
    token = tokens.issue("tute-trick", 2, 99)
    ticket = tokens.load(token)
    assert (ticket.drill, ticket.level, ticket.seed) == ("tute-trick", 2, 99)
    assert tokens.issue("tute-trick", 2, 99) != token, "every question gets its own nonce"
    with pytest.raises(tokens.BadToken):
        tokens.load(token[:-2] + "xx")
    with pytest.raises(tokens.BadToken):
        tokens.load(token, drill="cirulo-trick")
    with pytest.raises(tokens.ExpiredToken):
        tokens.load(token, max_age=-1)
