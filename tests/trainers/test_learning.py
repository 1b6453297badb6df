"""The learner's loop over HTTP: review mode, answered questions, the two token channels, spaced
repetition (FSRS), summaries, the mastery path, "practise now" and moving progress between devices."""

import re
import time
from datetime import timedelta

import pytest
from django.core import signing
from django.test import Client
from django.utils import timezone
from hypothesis import given, settings, strategies as st

from tests.trainers.test_views import HTMX, RIGHT, answer_form, post, shown_question
from trainers import tokens, tracking, transfer
from trainers.drills import DRILLS
from trainers.learner import COOKIE
from trainers.models import Attempt, ReviewCard, Stat

# Progress, reviews and transfers: row locks, get-or-create races and constraints (also on PostgreSQL).
pytestmark = [pytest.mark.django_db, pytest.mark.postgres]


def answer(client, slug, *, seed, level=1, wrong=False, lang="en", review=False, headers=None):
    """Open the question's page and answer it (right, unless ``wrong``); returns the response."""
    query = f"?seed={seed}&level={level}" + ("&review=1" if review else "")
    html = client.get(f"/{lang}/trainers/{slug}/{query}").content.decode()
    return post(client, lang, slug, answer_form(slug, html, wrong=wrong), headers=headers or {}, follow=True)


def h1(html: str) -> str:
    return re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S).group(1).strip()


def follow(client, url, **kwargs):
    response = client.get(url, **kwargs)
    while response.status_code == 302:
        url = response["Location"]
        response = client.get(url, **kwargs)
    return url, response


# --- review mode (broken before: the first trainer's frame stayed, a whole page was swapped in) -------


def test_every_review_question_shows_its_own_trainers_frame_and_the_end_is_a_summary(client):
    answer(client, "tute-count", seed=1, wrong=True)
    answer(client, "cirulo-trick", seed=2, wrong=True)
    url, page = follow(client, "/en/trainers/review/")
    html = page.content.decode()
    assert "review=1" in url and h1(html) == DRILLS["tute-count"].NAME["en"]
    assert 'class="review-tag"' in html
    done = post(client, "en", "tute-count", answer_form("tute-count", html), headers=HTMX).content.decode()
    next_link = re.search(r'<a class="button next-button"[^>]*>', done).group(0)
    assert 'href="/en/trainers/review/next/"' in next_link and "hx-get" not in next_link

    # htmx asking for the next question gets a whole-page redirect, never another trainer's fragment.
    hx = client.get("/en/trainers/review/next/", headers=HTMX)
    assert hx.status_code == 204 and "cirulo-trick" in hx["HX-Redirect"]
    url, page = follow(client, "/en/trainers/review/next/")
    html = page.content.decode()
    assert h1(html) == DRILLS["cirulo-trick"].NAME["en"]
    assert 'href="/en/trainers/cirulo-trick/?level=2"' in html  # its own level links
    assert 'href="/en/trainers/#cirulo"' in html  # its own breadcrumb
    post(client, "en", "cirulo-trick", answer_form("cirulo-trick", html))

    hx = client.get("/en/trainers/review/next/", headers=HTMX)
    assert hx["HX-Redirect"] == "/en/trainers/review/done/"
    summary = client.get("/en/trainers/review/done/")
    text = summary.content.decode()
    assert summary.status_code == 200 and text.count("<h1") == 1 and h1(text) == "Review finished"
    assert "2 right out of 2" in text


def test_an_empty_review_ends_on_the_summary_page(client):
    url, page = follow(client, "/es/trainers/review/")
    assert url == "/es/trainers/review/done/"
    assert "Nada esperaba repaso" in page.content.decode()


# --- back from the rule, reloads, repeated answers (broken before: scored again) ----------------------


def test_back_from_the_rule_returns_to_the_same_question_answered_and_not_scored_twice(client):
    html = client.get("/en/trainers/paulo-trumps/?level=2").content.decode()  # no seed in this address
    seed, level, _token = shown_question(html)
    response = post(client, "en", "paulo-trumps", answer_form("paulo-trumps", html), headers=HTMX)
    assert response.status_code == 200
    assert response["HX-Replace-Url"] == f"/en/trainers/paulo-trumps/?seed={seed}&level=2"

    back = client.get(response["HX-Replace-Url"]).content.decode()  # what "Back" loads
    assert RIGHT["en"] in back and "already answered" in back
    assert shown_question(back)[:2] == (seed, level)
    again = post(client, "en", "paulo-trumps", answer_form("paulo-trumps", back, wrong=True), headers=HTMX)
    assert again.status_code == 400 and "already answered" in again.content.decode()
    stat = Stat.objects.get(scope="drill", key="paulo-trumps")
    assert (stat.attempts, stat.correct) == (1, 1)


def test_reloading_a_seed_link_scores_the_question_once(client):
    for _ in range(5):
        answer(client, "tute-trick", seed=77, level=1)
    assert Stat.objects.get(scope="drill", key="tute-trick").attempts == 1
    assert Attempt.objects.count() == 1


def test_an_answered_question_keeps_what_was_typed(client):
    html = client.get("/en/trainers/papayoo-round/?seed=5&level=1").content.decode()
    form = answer_form("papayoo-round", html, wrong=True)
    post(client, "en", "papayoo-round", form)
    again = client.get("/en/trainers/papayoo-round/?seed=5&level=1").content.decode()
    for name, values in form.items():
        if name.startswith("n-"):
            assert f'name="{name}" value="{values[0]}"' in again
    assert "Not quite." in again


# --- two channels: a page's token is answered on the page only ------------------------------------------


def test_the_api_refuses_a_pages_token_and_reveals_nothing(client):
    html = client.get("/en/trainers/docena-hand/?seed=11&level=2").content.decode()
    form = answer_form("docena-hand", html)
    question = DRILLS["docena-hand"].generate(__import__("random").Random(11), 2)
    expected = DRILLS["docena-hand"].expected(question)
    response = client.post("/api/v1/trainers/docena-hand/answer", {"token": form["token"], "answer": expected},
                           content_type="application/json")
    assert response.status_code == 400
    body = response.json()
    assert body["error"]["code"] == "wrong_channel" and "expected" not in body and "correct" not in body
    assert set(body["error"]["message"]) == {"es", "en"}
    assert post(client, "en", "docena-hand", form).status_code == 303  # not used up by the API: scored


def test_the_page_refuses_an_api_token(client):
    api = client.get("/api/v1/trainers/tute-trick/question?seed=3&level=1").json()
    html = client.get("/en/trainers/tute-trick/?seed=3&level=1").content.decode()
    form = {**answer_form("tute-trick", html), "token": api["token"]}
    response = post(client, "en", "tute-trick", form)
    assert response.status_code == 400 and "issued elsewhere" in response.content.decode()
    assert not Stat.objects.exists()


def test_api_tokens_are_their_own_and_the_api_keeps_no_state(client):
    token = client.get("/api/v1/trainers/tute-trick/question?seed=3&level=1").json()["token"]
    with pytest.raises(tokens.WrongChannel):
        tokens.load(token, channel=tokens.PAGE)
    assert tokens.load(token).seed == 3
    assert COOKIE not in client.cookies and not Attempt.objects.exists()


# --- reviews are recorded as reviews --------------------------------------------------------------------


def test_a_review_is_recorded_as_a_review_not_a_first_attempt(client):
    answer(client, "tute-count", seed=4, wrong=True)
    follow(client, "/en/trainers/review/")
    answer(client, "tute-count", seed=4, review=True)
    assert [a.kind for a in Attempt.objects.all()] == ["first", "review"]
    stat = Stat.objects.get(scope="drill", key="tute-count")
    assert (stat.attempts, stat.correct) == (1, 0), "first attempts only"
    # The same review page again (back from the rule) is shown answered, goes on with the round, and
    # scores nothing more.
    page = client.get("/en/trainers/tute-count/?seed=4&level=1&review=1").content.decode()
    assert "already answered" in page and 'href="/en/trainers/review/next/"' in page
    answer(client, "tute-count", seed=4, review=True)
    assert Attempt.objects.count() == 2


# --- spaced repetition ----------------------------------------------------------------------------------


def test_a_missed_question_is_due_today_and_once_cleared_comes_back_on_a_later_day(client):
    answer(client, "cirulo-trick", seed=9, wrong=True)
    card = ReviewCard.objects.get()
    assert card.due <= timezone.now() + timedelta(minutes=2)
    assert "1 question to review today" in client.get("/en/trainers/").content.decode()
    assert "1 question to review today" in client.get("/en/").content.decode()
    follow(client, "/en/trainers/review/")
    answer(client, "cirulo-trick", seed=9, review=True)
    card.refresh_from_db()
    assert card.due >= timezone.now() + timedelta(hours=12) and card.card["state"] == 2  # FSRS "review"
    assert "to review today" not in client.get("/en/trainers/").content.decode()


def test_a_question_missed_again_in_review_waits_for_the_next_round(client):
    answer(client, "cirulo-trick", seed=101, wrong=True)
    answer(client, "cirulo-trick", seed=202, wrong=True)
    first, page = follow(client, "/es/trainers/review/")
    post(client, "es", "cirulo-trick", answer_form("cirulo-trick", page.content.decode(), wrong=True))
    second, _ = follow(client, "/es/trainers/review/next/")
    assert second != first and "review=1" in second
    assert ReviewCard.objects.count() == 2


def test_the_review_round_mixes_trainers(client):
    for seed in (1, 2):
        answer(client, "tute-count", seed=seed, wrong=True)
    answer(client, "papayoo-trick", seed=3, wrong=True)
    queue = tracking.waiting(client.cookies[COOKIE].value, timezone.now())
    assert [c.drill for c in queue] == ["tute-count", "papayoo-trick", "tute-count"]


def test_a_right_but_slow_answer_becomes_a_review_card(client, monkeypatch):
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() - 120)
    html = client.get("/en/trainers/tute-trick/?seed=8&level=1").content.decode()
    monkeypatch.undo()
    post(client, "en", "tute-trick", answer_form("tute-trick", html))
    attempt = Attempt.objects.get()
    assert attempt.correct and attempt.seconds >= 119
    assert ReviewCard.objects.filter(drill="tute-trick", seed=8).exists()


def test_spaced_repetition_can_be_switched_off(client):
    answer(client, "tute-count", seed=6, wrong=True)
    response = client.post("/en/trainers/progress/spaced-repetition/", {})
    assert "is off" in client.get(response["Location"]).content.decode()
    follow(client, "/en/trainers/review/")
    answer(client, "tute-count", seed=6, review=True)
    assert not ReviewCard.objects.exists(), "off: a question answered right leaves, nothing is scheduled"
    client.post("/en/trainers/progress/spaced-repetition/", {"spaced_repetition": "on"})
    assert 'name="spaced_repetition" value="on" checked' in client.get("/en/trainers/progress/").content.decode()


def test_the_progress_page_lists_what_is_due_and_reset_clears_it(client):
    answer(client, "tute-count", seed=1, wrong=True)
    answer(client, "tute-count", seed=2)
    page = client.get("/en/trainers/progress/").content.decode()
    assert page.count("<h1") == 1 and "Due today" in page and "?seed=1&amp;level=1&amp;review=1" in page
    assert "Counting points and payments" in page and "50%" in page
    response = client.post("/en/trainers/progress/reset/")
    assert "has been reset" in client.get(response["Location"]).content.decode()
    assert not Stat.objects.exists() and not ReviewCard.objects.exists() and not Attempt.objects.exists()


# --- practise now -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "en"])
def test_home_has_a_practise_now_button(client, lang):
    html = client.get(f"/{lang}/").content.decode()
    assert f'action="/{lang}/trainers/start/"' in html and 'name="game"' in html
    assert {"es": "Practicar ahora", "en": "Practise now"}[lang] in html


def test_a_new_learner_starts_the_first_drill_of_the_chosen_game(client):
    assert client.get("/en/trainers/start/?game=tute")["Location"] == "/en/trainers/tute-count/?level=1"
    assert client.get("/en/trainers/start/?game=nope")["Location"] == "/en/trainers/paulo-trumps/?level=1"


def test_a_returning_learner_continues_with_what_is_due_then_the_weakest_skill(client):
    answer(client, "docena-hand", seed=1, wrong=True)
    assert client.get("/en/trainers/start/?game=docena")["Location"] == "/en/trainers/review/"
    ReviewCard.objects.all().delete()
    answer(client, "docena-compare", seed=2)
    assert client.get("/en/trainers/start/?game=docena")["Location"] == "/en/trainers/docena-hand/?level=1"
    assert 'value="docena" selected' in client.get("/en/").content.decode()
    answer(client, "tute-trick", seed=3, wrong=True)  # weak at tricks: in Paulo, the trick drill comes first
    ReviewCard.objects.all().delete()
    assert client.get("/en/trainers/start/?game=paulo")["Location"] == "/en/trainers/paulo-trick/?level=1"


# --- mastery, milestones, summaries ------------------------------------------------------------------


def test_five_in_a_row_claim_a_level_for_a_retest_and_every_ten_questions_get_a_summary(client):
    """Five in a row are the first step of mastery: the level waits for its retest (tests/trainers/test_mastery.py)."""
    pages = [answer(client, "tute-trick", seed=seed, level=2).content.decode() for seed in range(1, 6)]
    assert "5 right in a row: this level is ready for a retest in a week." in pages[-1]
    path = client.get("/en/trainers/path/").content.decode()
    assert path.count("<h1") == 1 and "5 right in a row — retest due on" in path and "✓ mastered" not in path
    for seed in range(6, 10):
        answer(client, "tute-trick", seed=seed, level=2)
    tenth = answer(client, "tute-count", seed=10, level=1, wrong=True).content.decode()
    assert 'href="/en/trainers/summary/"' in tenth
    summary = client.get("/en/trainers/summary/").content.decode()
    assert "9 right out of 10" in summary and "Counting points and payments" in summary
    assert f'href="/en/tute/#{DRILLS["tute-count"].RULE_ANCHOR}"' in summary


def test_a_streak_milestone_is_said_calmly(client):
    for seed in range(1, 10):
        response = answer(client, "cirulo-trick", seed=seed)
    html = response.content.decode()
    assert "9 right in a row" not in html
    html = answer(client, "cirulo-trick", seed=10).content.decode()
    assert 'class="milestone" role="status"' in html and "10 right in a row!" in html


# --- progress between devices -----------------------------------------------------------------------


def test_progress_moves_to_another_browser_by_code_and_by_file(client):
    answer(client, "tute-count", seed=3, wrong=True)
    answer(client, "cirulo-trick", seed=4)
    page = client.get("/en/trainers/progress/export/").content.decode()
    code = re.search(r'id="export-code"[^>]*>([^<]+)</textarea>', page).group(1)
    assert COOKIE not in code and client.cookies[COOKIE].value not in signing.loads(code, salt=transfer.SALT).__repr__()

    other = Client()
    response = other.post("/es/trainers/progress/import/", {"code": code})
    assert response.status_code == 302
    progress = other.get(response["Location"]).content.decode()
    assert "importado" in progress and "para repasar hoy" in progress
    assert ReviewCard.objects.filter(learner=other.cookies[COOKIE].value, drill="tute-count", seed=3).exists()

    download = client.get("/en/trainers/progress/export/?download=1")
    assert download["Content-Disposition"].startswith("attachment")
    from django.core.files.uploadedfile import SimpleUploadedFile
    third = Client()
    third.post("/en/trainers/progress/import/", {"file": SimpleUploadedFile("p.txt", download.content)})
    assert Stat.objects.filter(learner=third.cookies[COOKIE].value, key="cirulo-trick").exists()


@pytest.mark.parametrize(("lang", "words"), [("es", "no es un código"), ("en", "is not a Naipes progress code")])
def test_a_forged_or_cut_code_is_refused_clearly_keeping_what_was_typed(client, lang, words):
    answer(client, "tute-count", seed=3, wrong=True)
    code = client.get("/en/trainers/progress/export/").content.decode()
    code = re.search(r'id="export-code"[^>]*>([^<]+)</textarea>', code).group(1)
    other = Client()
    for bad in (code[:-3], code.replace(":", ";", 1), "hello"):
        response = other.post(f"/{lang}/trainers/progress/import/", {"code": bad})
        assert response.status_code == 400
        html = response.content.decode()
        assert words in html and bad in html and html.count("<h1") == 1
    assert not ReviewCard.objects.filter(learner__in=[c.value for c in other.cookies.values()]).exists()


@pytest.mark.parametrize("payload", [
    {"v": 2, "sr": True, "s": [], "c": []},
    {"v": 1, "sr": "yes", "s": [], "c": []},
    {"v": 1, "sr": True, "s": [["drill", "tute-count", 1, 5, 0, 0]], "c": []},
    {"v": 1, "sr": True, "s": [], "c": [["tute-count", -1, 1, 1, 0, 1.0, 5.0, 1_800_000_000, None]]},
    {"v": 1, "sr": True, "s": [], "c": [["tute-count", 1, 1, 7, 0, 1.0, 5.0, 1_800_000_000, None]]},
    {"v": 1, "sr": True, "s": [], "c": [["tute-count", 1, 1, 1, 0, float("nan"), 5.0, 1_800_000_000, None]]},
    {"v": 1, "sr": True, "s": [], "c": [["tute-count", 1, 1, 2, 0, 1.0, 5.0, 1_800_000_000, 1_700_000_000]]},
    {"v": 1, "sr": True, "s": [], "c": [["tute-count", 1, 1, 2, None, None, None, 1_800_000_000, None]]},
    {"v": 1, "sr": True, "s": [], "c": [["tute-count", 1, 1, 1, 0, 1.0, 11.0, 1_800_000_000, None]]},
    [1, 2, 3],
])
def test_a_signed_code_with_impossible_values_is_refused(client, payload):
    code = signing.dumps(payload, salt=transfer.SALT, compress=True)
    response = client.post("/en/trainers/progress/import/", {"code": code})
    assert response.status_code == 400 and "could not be read" in response.content.decode()


def test_an_empty_import_asks_for_a_code(client):
    response = client.post("/en/trainers/progress/import/", {"code": "  "})
    assert response.status_code == 400 and "Paste a progress code" in response.content.decode()


def test_import_needs_the_csrf_token():
    assert Client(enforce_csrf_checks=True).post("/en/trainers/progress/import/", {"code": "x"}).status_code == 403


def test_pages_that_show_a_browsers_counts_vary_on_the_cookie(client):
    answer(client, "tute-count", seed=3, wrong=True)
    for url in ("/en/", "/en/trainers/", "/en/trainers/progress/"):
        assert "Cookie" in client.get(url)["Vary"], url


@settings(max_examples=60, deadline=None)
@given(code=st.text(max_size=300) | st.binary(max_size=300).map(lambda b: b.hex()))
def test_any_pasted_code_is_refused_or_read_never_a_500(code):
    response = Client().post("/es/trainers/progress/import/", {"code": code})
    assert response.status_code in (302, 400)


def test_missed_questions_kept_before_this_change_become_review_cards(transactional_db):
    """The migration turns each missed question of the old review list into a card due now."""
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    executor = MigrationExecutor(connection)
    executor.migrate([("trainers", "0001_initial")])
    old = executor.loader.project_state([("trainers", "0001_initial")]).apps
    old.get_model("trainers", "Miss").objects.create(session_key="k" * 32, drill="tute-count", seed=5, level=2)
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
    card = ReviewCard.objects.get()
    assert (card.learner, card.drill, card.seed, card.level) == ("k" * 32, "tute-count", 5, 2)
    assert card.due <= timezone.now() + timedelta(minutes=2)


def test_an_imported_card_can_be_reviewed(client):
    """Cards from another device keep a memory state FSRS can go on from."""
    answer(client, "tute-count", seed=3, wrong=True)
    follow(client, "/en/trainers/review/")
    answer(client, "tute-count", seed=3, review=True, wrong=True)  # relearning: the hardest state to carry
    code = re.search(r'id="export-code"[^>]*>([^<]+)</textarea>',
                     client.get("/en/trainers/progress/export/").content.decode()).group(1)
    other = Client()
    other.post("/en/trainers/progress/import/", {"code": code})
    follow(other, "/en/trainers/review/")
    assert answer(other, "tute-count", seed=3, review=True).status_code == 200
    card = ReviewCard.objects.get(learner=other.cookies[COOKIE].value)
    assert card.card["state"] == 2 and card.due > timezone.now() + timedelta(hours=12)


@pytest.mark.parametrize(("lang", "line"), [("en", "1 of 2 reviews answered right"),
                                            ("es", "1 de 2 repasos")])
def test_the_review_history_goes_with_the_progress_code_and_counts_once(client, lang, line):
    """Export, then import twice into another browser and once back: each review is counted once."""
    answer(client, "tute-count", seed=3, wrong=True)
    answer(client, "cirulo-trick", seed=4, wrong=True)
    follow(client, "/en/trainers/review/")
    answer(client, "tute-count", seed=3, review=True)
    answer(client, "cirulo-trick", seed=4, review=True, wrong=True)
    assert line in client.get(f"/{lang}/trainers/progress/").content.decode()
    code = re.search(r'id="export-code"[^>]*>([^<]+)</textarea>',
                     client.get("/en/trainers/progress/export/").content.decode()).group(1)

    other = Client()
    other.post(f"/{lang}/trainers/progress/import/", {"code": code})
    other.post(f"/{lang}/trainers/progress/import/", {"code": code})
    assert line in other.get(f"/{lang}/trainers/progress/").content.decode()
    client.post(f"/{lang}/trainers/progress/import/", {"code": code})
    assert line in client.get(f"/{lang}/trainers/progress/").content.decode()


def test_a_code_made_before_reviews_were_carried_still_imports(client):
    code = signing.dumps({"v": 1, "sr": True, "s": [], "c": []}, salt=transfer.SALT, compress=True)
    assert client.post("/en/trainers/progress/import/", {"code": code}).status_code == 302


@pytest.mark.parametrize("review", [["tute-count", 1, 1, 2, 1_800_000_000], ["tute-count", 1, 1, 1, 5],
                                    ["tute-count", 1, 1, 1], "x"])
def test_a_code_with_an_impossible_review_is_refused(client, review):
    code = signing.dumps({"v": 1, "sr": True, "s": [], "c": [], "r": [review]}, salt=transfer.SALT, compress=True)
    response = client.post("/en/trainers/progress/import/", {"code": code})
    assert response.status_code == 400 and "could not be read" in response.content.decode()


@pytest.mark.parametrize(("lang", "due", "nothing", "added"), [
    ("en", "2 questions to review today", "Nothing yet", "were added by a class"),
    ("es", "2 preguntas para repasar hoy", "Nada todavía", "las añadió una clase"),
])
def test_questions_a_class_added_are_listed_not_said_to_be_nothing(client, lang, due, nothing, added):
    """A class's debrief puts a student's missed questions in the review queue before the student has answered
    anything in the trainers: the progress page lists them and never says "nothing yet" under their count."""
    key = "a-class-student-learner-id-0123"
    client.cookies[COOKIE] = key
    assert tracking.schedule_missed(key, "tute-count", 3, 2) and tracking.schedule_missed(key, "cirulo-trick", 4, 2)
    page = client.get(f"/{lang}/trainers/progress/").content.decode()
    assert due in page and added in page and nothing not in page
    assert page.count('review=1') == 2  # each question due today, linked to be asked again
    fresh = Client().get(f"/{lang}/trainers/progress/").content.decode()
    assert nothing in fresh and added not in fresh
