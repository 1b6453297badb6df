"""Trainer pages under the table the browser keeps (or a link's profile): the question is asked and judged under its
rules, the page and the feedback name it, and the learner's answers and reviews keep it (rules-decisions §40)."""

from __future__ import annotations

import re
from random import Random

import pytest
from django.core import signing
from django.db import IntegrityError, transaction

from naipes import profiles
from naipes.games import paulo
from tests.trainers.test_drills import form_for, wrong_for
from trainers import tokens
from trainers.drills import DRILLS, new_question
from trainers.models import Attempt, ReviewCard

pytestmark = pytest.mark.django_db

DURCAL = profiles.profile("paulo", "durcal")
COOKIE = "naipes-table-paulo"
TABLE_LINE = {"es": "Reglas de la mesa: <strong>Dúrcal</strong>", "en": "Table rules: <strong>Dúrcal</strong>"}
LINKED = {"es": "Reglas de un enlace: <strong>Dúrcal</strong>", "en": "Rules from a link: <strong>Dúrcal</strong>"}
JUDGED = {"es": "Corregida con las reglas de tu mesa: <strong>Dúrcal</strong>",
          "en": "Judged under your table’s rules: <strong>Dúrcal</strong>"}
RIGHT = {"es": "¡Bien!", "en": "Right!"}


def standard_ranking(question) -> list[str]:
    """The cards of a question ranked by the standard order (Paulo, Andorra, Tuerto…)."""
    trumps = paulo.ladder(question.muestra, paulo.Rules(players=question.players)).trumps
    return [c.code for c in sorted(question.cards, key=trumps.index)]


def durcal_seed() -> int:
    """A level-1 rank-the-trumps question under Dúrcal whose cards the standard order ranks otherwise."""
    for seed in range(200):
        question = new_question("paulo-trumps", tokens.rng(seed, tokens.PAGE), 1, DURCAL)
        if standard_ranking(question) != DRILLS["paulo-trumps"].expected(question):
            return seed
    raise AssertionError("no seed tells the two orders apart")


def answer(html: str, table=None, wrong: bool = False, standard_order: bool = False) -> dict:
    """The form of someone who ranks the trumps of the page's question under ``table``'s order (or, with
    ``standard_order``, the question asked under ``table`` ranked by the standard order)."""
    seed = int(re.search(r'class="share-link" href="[^"]*\?seed=(\d+)', html).group(1))
    token = re.search(r'name="token" value="([^"]+)"', html).group(1)
    question = new_question("paulo-trumps", tokens.rng(seed, tokens.PAGE), 1, table)
    expected = standard_ranking(question) if standard_order else DRILLS["paulo-trumps"].expected(question)
    widget = DRILLS["paulo-trumps"].scene(question).widget
    form = form_for(widget, wrong_for(widget, expected) if wrong else expected)
    return {"token": token, **{key: form.getlist(key) for key in form}}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_kept_table_asks_and_judges_under_its_rules_and_says_so(client, lang):
    client.cookies[COOKIE] = "durcal"
    seed = durcal_seed()
    html = client.get(f"/{lang}/trainers/paulo-trumps/?seed={seed}&level=1").content.decode()
    assert TABLE_LINE[lang] in html
    assert f"?seed={seed}&amp;level=1&amp;profile=durcal" in html  # the link to share carries the table
    token = re.search(r'name="token" value="([^"]+)"', html).group(1)
    assert tokens.load(token, channel=tokens.PAGE).table == "durcal"
    response = client.post(f"/{lang}/trainers/paulo-trumps/answer/", answer(html, DURCAL), follow=True)
    page = response.content.decode()
    assert RIGHT[lang] in page and JUDGED[lang] in page
    assert Attempt.objects.get().table == "durcal"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_answer_is_judged_under_the_table_it_was_asked_under_even_if_the_cookie_changes(client, lang):
    client.cookies[COOKIE] = "durcal"
    html = client.get(f"/{lang}/trainers/paulo-trumps/?seed={durcal_seed()}&level=1").content.decode()
    client.cookies[COOKIE] = "standard"
    page = client.post(f"/{lang}/trainers/paulo-trumps/answer/", answer(html, DURCAL), follow=True).content.decode()
    assert RIGHT[lang] in page and JUDGED[lang] in page


def test_the_standard_answer_is_wrong_under_durcal(client):
    client.cookies[COOKIE] = "durcal"
    html = client.get(f"/en/trainers/paulo-trumps/?seed={durcal_seed()}&level=1").content.decode()
    page = client.post("/en/trainers/paulo-trumps/answer/", answer(html, DURCAL, standard_order=True),
                       follow=True).content.decode()
    assert "Not quite." in page and JUDGED["en"] in page
    card = ReviewCard.objects.get()
    assert card.table == "durcal"  # the missed question comes back under the same rules
    response = client.get("/en/trainers/review/next/")
    assert "profile=durcal" in response["Location"]


@pytest.mark.parametrize(("lang", "words"), [("es", "ha sido alterada"), ("en", "has been altered")])
def test_a_forged_or_unknown_table_in_the_token_is_refused_as_altered(client, lang, words):
    for code in ("nonsense", "paulo:zz9", "cirulo:sabelotodo"):
        token = signing.dumps({"drill": "paulo-trumps", "level": 1, "seed": 5, "nonce": f"n-{code}", "tb": code},
                              salt=tokens.SALTS[tokens.PAGE], compress=False)
        response = client.post(f"/{lang}/trainers/paulo-trumps/answer/", {"token": token, "pos-4B": "1"})
        assert response.status_code == 400 and words in response.content.decode()
    assert not Attempt.objects.exists()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_link_with_a_profile_shows_its_table_without_keeping_it(client, lang):
    html = client.get(f"/{lang}/trainers/paulo-trumps/?level=1&profile=durcal").content.decode()
    assert LINKED[lang] in html
    assert "naipes-table-paulo" not in client.cookies


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_standard_table_changes_nothing_but_the_line_that_names_it(client, lang):
    html = client.get(f"/{lang}/trainers/paulo-trumps/?seed=7&level=1").content.decode()
    assert {"es": "Reglas de la mesa: <strong>Estándar</strong>",
            "en": "Table rules: <strong>Standard</strong>"}[lang] in html
    assert "profile=" not in re.search(r'class="share-link" href="([^"]*)"', html).group(1)
    token = re.search(r'name="token" value="([^"]+)"', html).group(1)
    assert "tb" not in signing.loads(token, salt=tokens.SALTS[tokens.PAGE])
    page = client.post(f"/{lang}/trainers/paulo-trumps/answer/", answer(html), follow=True).content.decode()
    assert RIGHT[lang] in page and JUDGED[lang] not in page
    assert Attempt.objects.get().table == ""


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_progress_page_names_a_review_cards_table_where_it_is_not_the_standard(client, lang):
    client.cookies[COOKIE] = "durcal"
    html = client.get(f"/{lang}/trainers/paulo-trumps/?seed={durcal_seed()}&level=1").content.decode()
    client.post(f"/{lang}/trainers/paulo-trumps/answer/", answer(html, DURCAL, wrong=True))
    client.cookies[COOKIE] = "standard"
    page = client.get(f"/{lang}/trainers/progress/").content.decode()
    assert {"es": "Reglas de la mesa: Dúrcal", "en": "Table rules: Dúrcal"}[lang] in page
    assert "profile=durcal" in page


def test_the_same_seed_under_two_tables_is_two_questions_each_scored_once():
    """The migration's constraints: one first attempt and one review card per question and table."""
    row = {"learner": "k" * 20, "drill": "paulo-trumps", "seed": 5, "level": 1}
    Attempt.objects.create(**row, kind=Attempt.FIRST, correct=True)
    Attempt.objects.create(**row, kind=Attempt.FIRST, correct=True, table="durcal")
    with pytest.raises(IntegrityError), transaction.atomic():
        Attempt.objects.create(**row, kind=Attempt.FIRST, correct=False, table="durcal")
    assert Attempt.objects.filter(table="durcal").count() == 1


def test_new_question_under_a_profile_is_pure():
    assert new_question("paulo-trumps", Random(3), 2, DURCAL) == new_question("paulo-trumps", Random(3), 2, DURCAL)


# --- the API ---------------------------------------------------------------------------------------------------


def test_the_api_asks_and_judges_under_a_profile_the_token_keeps(client):
    found = client.get("/api/v1/trainers/paulo-trumps/question", {"seed": 11, "level": 1, "profile": "durcal"}).json()
    assert found["profile"] == "durcal"
    question = new_question("paulo-trumps", tokens.rng(11, tokens.API), 1, DURCAL)
    assert found["data"]["cards"] == [c.code for c in question.cards]
    body = {"token": found["token"], "answer": DRILLS["paulo-trumps"].expected(question)}
    judged = client.post("/api/v1/trainers/paulo-trumps/answer", body, content_type="application/json").json()
    assert judged["correct"] and judged["profile"] == "durcal"
    standard = client.get("/api/v1/trainers/paulo-trumps/question", {"seed": 11, "level": 1}).json()
    assert standard["profile"] == "standard"


@pytest.mark.parametrize(("query", "code"), [({"profile": "benidorm"}, "unknown_profile"),
                                             ({"profile": "o7"}, "unknown_profile"),
                                             ({"profile": ["durcal", "lanjaron"]}, "duplicate_field")])
def test_the_api_refuses_a_profile_it_cannot_read_in_both_languages(client, query, code):
    response = client.get("/api/v1/trainers/paulo-trumps/question", {"level": 1, **query})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == code and error["message"]["es"] and error["message"]["en"]


def test_the_openapi_document_lists_the_profile_of_a_trainer_question(client):
    document = client.get("/api/v1/openapi.json").json()
    names = [p["name"] for p in document["paths"]["/api/v1/trainers/{slug}/question"]["get"]["parameters"]]
    assert "profile" in names


def test_a_standard_question_missed_comes_back_standard_while_the_browser_keeps_durcal(client):
    html = client.get("/en/trainers/paulo-trumps/?seed=7&level=1").content.decode()
    client.post("/en/trainers/paulo-trumps/answer/", answer(html, wrong=True))
    assert ReviewCard.objects.get().table == ""
    client.cookies[COOKIE] = "durcal"
    client.get("/en/trainers/review/")
    location = client.get("/en/trainers/review/next/")["Location"]
    assert "profile=standard" in location
    page = client.get(location).content.decode()
    assert "review-tag" in page  # asked as the review it is, under the standard rules it was missed under
    assert "Rules from a link: <strong>Standard</strong>" in page
    token = re.search(r'name="token" value="([^"]+)"', page).group(1)
    assert tokens.load(token, channel=tokens.PAGE).table == ""
    # Its own address keeps the standard table: the browser's Dúrcal must not redraw it.
    assert "?seed=7&amp;level=1&amp;profile=standard" in page
