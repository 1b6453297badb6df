"""The teaching tools in a real Chromium: a teacher makes a worksheet, opens its key, prints the sheet to
PDF, and runs a class quiz on the projector with the keyboard only, in both languages.
"""

import re

import pytest
from playwright.sync_api import expect

from classroom import codes, sheets

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WORDS = {
    "es": {"worksheet": "Hoja de ejercicios (Tute)", "quiz": "Cuestionario (Papayoo)", "level": "Normal",
           "n": "Número de preguntas", "make": "Hacer la hoja", "start": "Empezar el cuestionario",
           "ready": "Tu hoja está lista", "sheet": "Abrir la hoja para imprimirla", "key": "Abrir las soluciones",
           "show": "Mostrar la respuesta", "next": "Siguiente pregunta", "again": "Empezar otra vez desde la pregunta 1",
           "answer": "La respuesta"},
    "en": {"worksheet": "Worksheet (Tute)", "quiz": "Class quiz (Papayoo)", "level": "Normal",
           "n": "Number of questions", "make": "Make the worksheet", "start": "Start the quiz",
           "ready": "Your worksheet is ready", "sheet": "Open the worksheet to print", "key": "Open the answer key",
           "show": "Show the answer", "next": "Next question", "again": "Start again from question 1",
           "answer": "The answer"},
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_teacher_makes_a_worksheet_opens_the_key_and_prints_it(page, live_server, errors, lang):
    words = WORDS[lang]
    page.goto(f"{live_server.url}/{lang}/classroom/")
    page.get_by_role("link", name=words["worksheet"]).click()
    page.get_by_label(words["level"], exact=True).check()
    page.get_by_label(words["n"]).fill("5")
    page.get_by_role("button", name=words["make"]).click()
    expect(page.locator("h1")).to_have_text(words["ready"])
    code = codes.parse(page.locator("dd.cr-code").inner_text())
    assert (code.game, code.level, code.n) == ("tute", 2, 5)
    key_url = page.get_by_role("link", name=words["key"]).get_attribute("href")

    page.get_by_role("link", name=words["sheet"]).click()
    expect(page.locator(".cr-question")).to_have_count(5)
    expect(page.locator("dd.cr-code")).to_have_text(str(code))
    expect(page.locator("a[href*='/classroom/key/']")).to_have_count(0)
    expect(page.locator(".cr-answer, .cr-explanation")).to_have_count(0)

    page.emulate_media(media="print")
    expect(page.locator(".site-header")).to_be_hidden()
    expect(page.locator(".cr-screen-note")).to_be_hidden()
    breaks = page.eval_on_selector_all(".cr-question", "els => els.map(e => getComputedStyle(e).breakInside)")
    assert set(breaks) == {"avoid"}
    pdf = page.pdf(format="A4")
    assert pdf.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page\b", pdf)) >= 1
    page.emulate_media(media="screen")

    page.goto(live_server.url + key_url)
    expect(page.locator(".cr-key-item")).to_have_count(5)
    first = sheets.answer(sheets.entry(code, 1)).feedback
    expect(page.locator("#answer-1 .cr-explanation")).to_have_text(first.explanation[lang])
    rule = page.locator("#answer-1 .cr-rule a").get_attribute("href")
    assert rule.startswith(f"/{lang}/tute/#")
    assert errors == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_projector_quiz_by_keyboard_only(page, live_server, errors, lang):
    words = WORDS[lang]
    page.goto(f"{live_server.url}/{lang}/classroom/")
    page.get_by_role("link", name=words["quiz"]).click()
    field = page.get_by_label(words["n"])
    field.focus()
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type("3")
    page.keyboard.press("Enter")  # submits the set-up form
    for number in (1, 2, 3):
        expect(page.locator(".cr-counter")).to_contain_text(f"{number} / 3")
        expect(page.locator("#answer")).to_have_count(0)
        # The page puts the focus on "show the answer", visibly, so Enter or Space is all it takes.
        focused = page.locator(":focus")
        expect(focused).to_have_text(words["show"])
        assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "solid"
        page.keyboard.press("Enter" if number % 2 else " ")
        expect(page.locator("#answer h2")).to_have_text(words["answer"])
        expect(page.locator("#answer .cr-explanation")).not_to_be_empty()
        expect(page.locator(":focus")).to_have_text(words["next"] if number < 3 else words["again"])
        if number < 3:
            page.keyboard.press(" " if number % 2 else "Enter")
    page.keyboard.press("Enter")
    expect(page.locator(".cr-counter")).to_contain_text("1 / 3")
    assert errors == []
