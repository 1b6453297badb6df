"""A live class under a table's rules in real Chromium, keyboard only: the teacher fixes Dúrcal for a Paulo
class in one language, a student joins on a 360 px phone in the other, and both, and the projector view, name
the table in their own language; the student's right answer under Dúrcal's rules is judged right."""

import re

import pytest
from playwright.sync_api import Page, expect

from classroom.models import LiveSession
from tests.e2e.test_counters import tab_to
from tests.e2e.test_live_class import PHONE, POLL, answer_by_keyboard, open_context, the_answer  # noqa: F401

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LINE = {"es": "Reglas de la mesa: Dúrcal", "en": "Table rules: Dúrcal"}
RIGHT = {"es": "¡Bien!", "en": "Right!"}


def choose_by_keyboard(page: Page, selector: str, value: str) -> None:
    """Focus a closed drop-down with Tab and move through it with the arrow keys, as a keyboard user does."""
    tab_to(page, selector)
    for _ in range(10):
        if page.locator(selector).input_value() == value:
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"{value} never chosen in {selector}")


@pytest.mark.parametrize(("teacher_lang", "student_lang"), [("es", "en"), ("en", "es")])
def test_a_paulo_class_fixed_to_durcal_names_its_table_on_every_screen(
        live_server, open_context, teacher_lang, student_lang):  # noqa: F811
    url = live_server.url
    teacher = open_context(viewport={"width": 1280, "height": 900}).new_page()
    teacher.goto(f"{url}/{teacher_lang}/classroom/live/new/paulo/")
    for slug in ("paulo-trumps", "paulo-is-trump", "paulo-may-play", "paulo-chinos"):  # who takes the trick only
        tab_to(teacher, f"input[name=trainer][value={slug}]")
        teacher.keyboard.press("Space")
    choose_by_keyboard(teacher, "#id_table_paulo", "durcal")
    tab_to(teacher, "#id_n")
    teacher.keyboard.press("Control+A")
    teacher.keyboard.type("2")
    tab_to(teacher, "form.cr-setup button[type=submit]")
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".live-facts .cr-table-rules")).to_contain_text(LINE[teacher_lang])
    code = teacher.locator(".live-join-code").inner_text().strip()
    session = LiveSession.objects.get(join_code=code)
    assert session.class_code.endswith("+paulo:durcal")

    projector = open_context(viewport={"width": 1920, "height": 1080}).new_page()
    projector.goto(teacher.locator(".live-screen-link a").get_attribute("href").join([url, ""]))
    expect(projector.locator(".cr-table-rules")).to_have_text(LINE[teacher_lang])

    phone = open_context(**PHONE).new_page()
    phone.goto(f"{url}/{student_lang}/join/")
    tab_to(phone, "#id_code")
    phone.keyboard.type(code.lower())
    tab_to(phone, "#id_nickname")
    phone.keyboard.type("Noa")
    phone.keyboard.press("Enter")
    expect(phone.locator("#seat .cr-table-rules")).to_have_text(LINE[student_lang])
    expect(teacher.locator(".live-names li")).to_have_count(1, timeout=POLL)

    tab_to(teacher, "button[value=start]")
    teacher.keyboard.press("Enter")
    expect(phone.locator("#seat .cr-counter strong")).to_have_text("1", timeout=POLL)
    expect(phone.locator("#seat .cr-table-rules")).to_have_text(LINE[student_lang])
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    session.refresh_from_db()
    entry, right = the_answer(session, 0, right=True)
    assert entry.table.profile.slug == "durcal"
    answer_by_keyboard(phone, entry, right)
    expect(phone.locator("#mine-title")).to_be_visible()
    expect(projector.locator(".live-answered")).to_have_text("1", timeout=POLL)
    expect(projector.locator(".cr-table-rules")).to_have_text(LINE[teacher_lang])

    tab_to(teacher, "button[value=reveal]")
    teacher.keyboard.press("Enter")
    expect(phone.locator("#mine-title")).to_contain_text(RIGHT[student_lang], timeout=POLL)
    assert re.search(LINE[student_lang], phone.locator("#seat").inner_text())
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
