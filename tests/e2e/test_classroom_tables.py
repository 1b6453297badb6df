"""A live class under a table's rules in real Chromium, keyboard only: the teacher fixes Dúrcal for a Paulo
class in one language, a student joins on a 360 px phone in the other, and both, and the projector view, name
the table in their own language; the student's right answer under Dúrcal's rules is judged right. For each
other game one shorter flow: the teacher fixes a named table (a custom code for La Docena, which has only the
standard one) and a phone sees it named in the other language, on the seat and beside the first question."""

import re

import pytest
from playwright.sync_api import Page, expect

from classroom.models import LiveSession
from tests.e2e.test_counters import tab_to
from tests.e2e.test_live_class import PHONE, POLL, answer_by_keyboard, open_context, the_answer  # noqa: F401

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WORDS = {"es": "Reglas de la mesa", "en": "Table rules"}
LINE = {lang: f"{words}: Dúrcal" for lang, words in WORDS.items()}
RIGHT = {"es": "¡Bien!", "en": "Right!"}


def choose_by_keyboard(page: Page, selector: str, value: str) -> None:
    """Focus a closed drop-down with Tab and move through it with the arrow keys, as a keyboard user does."""
    tab_to(page, selector)
    for _ in range(10):
        if page.locator(selector).input_value() == value:
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"{value} never chosen in {selector}")


def submit_setup(teacher: Page, n: int) -> LiveSession:
    """Type the number of questions, send the set-up form by keyboard and return the class it opened."""
    tab_to(teacher, "#id_n")
    teacher.keyboard.press("Control+A")
    teacher.keyboard.type(str(n))
    tab_to(teacher, "form.cr-setup button[type=submit]")
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".live-join-code")).to_be_visible()
    return LiveSession.objects.get(join_code=teacher.locator(".live-join-code").inner_text().strip())


def join_by_keyboard(phone: Page, url: str, lang: str, code: str) -> None:
    phone.goto(f"{url}/{lang}/join/")
    tab_to(phone, "#id_code")
    phone.keyboard.type(code.lower())
    tab_to(phone, "#id_nickname")
    phone.keyboard.type("Noa")
    phone.keyboard.press("Enter")


def start_class(teacher: Page, phone: Page) -> None:
    """Once the student is in, the teacher starts; the phone shows question 1."""
    expect(teacher.locator(".live-names li")).to_have_count(1, timeout=POLL)
    tab_to(teacher, "button[value=start]")
    teacher.keyboard.press("Enter")
    expect(phone.locator("#seat .cr-counter strong")).to_have_text("1", timeout=POLL)


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
    session = submit_setup(teacher, 2)
    expect(teacher.locator(".live-facts .cr-table-rules")).to_contain_text(LINE[teacher_lang])
    assert session.class_code.endswith("+paulo:durcal")

    projector = open_context(viewport={"width": 1920, "height": 1080}).new_page()
    projector.goto(teacher.locator(".live-screen-link a").get_attribute("href").join([url, ""]))
    expect(projector.locator(".cr-table-rules")).to_have_text(LINE[teacher_lang])

    phone = open_context(**PHONE).new_page()
    join_by_keyboard(phone, url, student_lang, session.join_code)
    expect(phone.locator("#seat .cr-table-rules")).to_have_text(LINE[student_lang])
    start_class(teacher, phone)
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


OTHER_TABLES = [
    pytest.param("es", "en", "cirulo", "sabelotodo", "", {"es": "sabelotodo (48 cartas)", "en": "sabelotodo (48 cards)"},
                 id="cirulo-sabelotodo-es-en"),
    pytest.param("en", "es", "tute", "clasico", "", {"en": "Classic tute (Spain)", "es": "Tute clásico (España)"},
                 id="tute-clasico-en-es"),
    pytest.param("es", "en", "docena", "custom", "e1", {"es": "A medida: empates: se reparte el centro", "en": "Custom: ties split the centre"},
                 id="docena-custom-es-en"),
    pytest.param("en", "es", "papayoo", "half-hour", "", {"en": "Half-hour game", "es": "Partida de media hora"},
                 id="papayoo-half-hour-en-es"),
]


@pytest.mark.parametrize(("teacher_lang", "student_lang", "game", "choice", "code", "names"), OTHER_TABLES)
def test_a_class_fixed_to_another_table_names_it_on_the_phone_in_its_language(
        live_server, open_context, teacher_lang, student_lang, game, choice, code, names):  # noqa: F811
    url = live_server.url
    teacher = open_context(viewport={"width": 1280, "height": 900}).new_page()
    teacher.goto(f"{url}/{teacher_lang}/classroom/live/new/{game}/")
    choose_by_keyboard(teacher, f"#id_table_{game}", choice)
    if code:
        tab_to(teacher, f"#id_table_code_{game}")
        teacher.keyboard.type(code)
    session = submit_setup(teacher, 1)
    expect(teacher.locator(".live-facts .cr-table-rules")).to_contain_text(f"{WORDS[teacher_lang]}: {names[teacher_lang]}")
    table = f"{game}:{code or choice}"
    assert session.class_code.endswith(f"+{table}")

    phone = open_context(**PHONE).new_page()
    join_by_keyboard(phone, url, student_lang, session.join_code)
    line = f"{WORDS[student_lang]}: {names[student_lang]}"
    expect(phone.locator("#seat .cr-table-rules")).to_have_text(line)
    start_class(teacher, phone)
    expect(phone.locator("#seat .cr-table-rules")).to_have_text(line)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    session.refresh_from_db()
    entry, _ = the_answer(session, 0, right=True)
    assert entry.table.shared == table
