"""The learner's loop in a real Chromium, in both languages: missed questions come back in the review
and end on a summary, progress moves to another browser, "Read the rule" and back keeps the answered
question, and "Practise now" by keyboard on a phone.
"""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e import test_trainers
from tests.e2e.test_trainers import CHECK, RIGHT, WRONG, give, shown
from tests.trainers.test_drills import wrong_for
from trainers.models import Attempt, Stat

if hasattr(test_trainers, "errors"):  # the trainers' fixture of page errors, unless a conftest now holds it
    errors = test_trainers.errors

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

MISSED = ("tute-trick", "cirulo-trick", "docena-hand")
DUE = {"es": "{n} preguntas para repasar hoy", "en": "{n} questions to review today"}
FINISHED = {"es": "Repaso terminado", "en": "Review finished"}
IMPORTED = {"es": "Tu progreso se ha importado.", "en": "Your progress has been imported."}
IMPORT = {"es": "Importar mi progreso", "en": "Import my progress"}


def answer_shown(page, lang, right=True):
    drill, question, answer, _href = shown(page)
    give(page, drill, question, answer if right else wrong_for(drill.scene(question).widget, answer))
    page.get_by_role("button", name=CHECK[lang]).click()
    expect(page.locator("#feedback .verdict")).to_have_text(RIGHT[lang] if right else WRONG[lang])
    return drill


def miss_three(page, base, lang):
    for slug in MISSED:
        page.goto(f"{base}/{lang}/trainers/{slug}/?level=1")
        answer_shown(page, lang, right=False)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_three_missed_questions_are_due_in_the_review_cleared_and_summed_up(page, live_server, errors, lang):
    miss_three(page, live_server.url, lang)
    page.goto(f"{live_server.url}/{lang}/")
    expect(page.locator(".practise-now .due-today")).to_contain_text("3")
    page.goto(f"{live_server.url}/{lang}/trainers/")
    page.get_by_role("link", name=DUE[lang].format(n=3)).click()
    seen = []
    for _ in range(3):
        expect(page.locator(".review-tag")).to_be_visible()
        drill, _question, _answer, _href = shown(page)
        expect(page.locator("h1")).to_have_text(drill.NAME[lang])  # each question in its own trainer's frame
        expect(page).to_have_title(re.compile(re.escape(drill.NAME[lang])))
        seen.append(drill.SLUG)
        answer_shown(page, lang)
        page.locator(".next-button").click()
    assert sorted(seen) == sorted(MISSED)
    expect(page).to_have_url(re.compile(rf"/{lang}/trainers/review/done/$"))
    expect(page.locator("h1")).to_have_text(FINISHED[lang])
    expect(page.locator("header")).to_have_count(1)  # a page of its own, not one swapped inside another
    expect(page.locator(".summary-score")).to_contain_text("3")
    page.goto(f"{live_server.url}/{lang}/trainers/")
    expect(page.locator(".due-today")).to_have_count(0)
    assert list(Attempt.objects.values_list("kind", flat=True)) == ["first"] * 3 + ["review"] * 3
    assert errors == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_progress_code_carries_the_due_questions_to_another_browser(browser, live_server, lang):
    locale = {"es": "es-ES", "en": "en-GB"}[lang]
    first = browser.new_context(locale=locale)
    page = first.new_page()
    miss_three(page, live_server.url, lang)
    page.goto(f"{live_server.url}/{lang}/trainers/progress/export/")
    code = page.input_value("#export-code")
    first.close()

    other = browser.new_context(locale=locale)
    page = other.new_page()
    page.goto(f"{live_server.url}/{lang}/trainers/progress/import/")
    page.fill("#progress-code", code)
    page.get_by_role("button", name=IMPORT[lang]).click()
    expect(page.locator(".notice")).to_have_text(IMPORTED[lang])
    expect(page.locator(".missed.due li")).to_have_count(3)
    page.goto(f"{live_server.url}/{lang}/trainers/")
    page.get_by_role("link", name=DUE[lang].format(n=3)).click()
    expect(page.locator(".review-tag")).to_be_visible()
    other.close()


def test_a_progress_file_carries_the_due_questions_and_a_bad_one_is_refused(browser, live_server, tmp_path):
    first = browser.new_context(locale="en-GB")
    page = first.new_page()
    miss_three(page, live_server.url, "en")
    page.goto(f"{live_server.url}/en/trainers/progress/export/")
    with page.expect_download() as info:
        page.get_by_role("link", name="Save as a file").click()
    saved = tmp_path / "naipes-progress.txt"
    info.value.save_as(saved)
    first.close()

    other = browser.new_context(locale="en-GB")
    page = other.new_page()
    page.goto(f"{live_server.url}/en/trainers/progress/import/")
    page.fill("#progress-code", "not a code at all")
    page.get_by_role("button", name=IMPORT["en"]).click()
    expect(page.locator("#import-error")).to_contain_text("is not a Naipes progress code")
    expect(page.locator("#progress-code")).to_have_value("not a code at all")
    page.fill("#progress-code", "")
    page.set_input_files("#progress-file", str(saved))
    page.get_by_role("button", name=IMPORT["en"]).click()
    expect(page.locator(".missed.due li")).to_have_count(3)
    other.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_back_from_the_rule_shows_the_same_question_answered_and_scored_once(page, live_server, errors, lang):
    page.goto(f"{live_server.url}/{lang}/trainers/tute-trick/?level=2")
    drill = answer_shown(page, lang)
    href = page.locator(".share-link").get_attribute("href")
    page.locator("#feedback a.rule-link").click()
    expect(page).to_have_url(re.compile(rf"/{lang}/tute/"))
    page.go_back()
    expect(page.locator("#feedback .verdict")).to_have_text(RIGHT[lang])
    assert page.locator(".share-link").get_attribute("href") == href
    page.reload()  # even from the server, not the browser's cache
    expect(page.locator("#feedback .verdict")).to_have_text(RIGHT[lang])
    assert Stat.objects.get(scope="drill", key=drill.SLUG).attempts == 1
    assert errors == []


def test_without_javascript_back_from_the_rule_shows_the_question_answered(browser, live_server):
    context = browser.new_context(java_script_enabled=False, locale="es-ES")
    page = context.new_page()
    page.goto(f"{live_server.url}/es/trainers/docena-hand/?level=2")
    drill = answer_shown(page, "es")
    page.locator("#feedback a.rule-link").click()
    page.go_back()  # the question's address, not the form post ("confirm resubmission" before)
    expect(page.locator("#feedback .verdict")).to_have_text(RIGHT["es"])
    page.reload()  # from the server too: the same question, answered
    expect(page.locator("#feedback .verdict")).to_have_text(RIGHT["es"])
    assert Stat.objects.get(scope="drill", key=drill.SLUG).attempts == 1
    context.close()


def test_practise_now_by_keyboard_on_a_phone(page, live_server, errors):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live_server.url}/es/")
    for _tab in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "practise-game":
            break
    page.keyboard.type("Tute")
    assert page.input_value("#practise-game") == "tute"
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/es/trainers/tute-count/\?level=1$"))
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert errors == []


def test_the_loop_pages_fit_a_phone(page, live_server, errors):
    page.set_viewport_size({"width": 360, "height": 740})
    miss_three(page, live_server.url, "es")
    for path in ("progress/", "path/", "summary/", "review/done/", "progress/export/", "progress/import/"):
        page.goto(f"{live_server.url}/es/trainers/{path}")
        assert page.evaluate("document.documentElement.scrollWidth") <= 360, path
    assert errors == []
