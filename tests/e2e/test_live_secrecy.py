"""No answer before its reveal, in real Chromium and by keyboard only, in both languages: a student who types a
class code gets a quiz that checks her answer and only then shows the right one; the projector view of a live
class shows the join code and the question, never a control, and the answer only once the teacher reveals it."""

import pytest
from playwright.sync_api import expect

from classroom import codes, live, sheets
from tests.e2e.test_counters import tab_to
from tests.e2e.test_live_class import PHONE, PROJECTOR, answer_by_keyboard, open_context, the_answer  # noqa: F401
from tests.e2e.test_live_seat import seat_in
from tests.trainers.test_drills import wrong_for

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

CODE = codes.ClassCode("paulo", ("paulo-trick",), 1, 3, 99)
WORDS = {"es": {"quiz": "Hacerlo como cuestionario", "show": "Mostrar la respuesta", "check": "Comprobar mi respuesta",
                "wrong": "No del todo.", "yours": "Respondiste:", "open": "Abrir la vista del proyector",
                "reveal": "Revelar las respuestas"},
         "en": {"quiz": "Run it as a class quiz", "show": "Show the answer", "check": "Check my answer",
                "wrong": "Not quite.", "yours": "You answered:", "open": "Open the projector view",
                "reveal": "Reveal the answers"}}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_class_code_opens_a_quiz_that_answers_only_after_an_answer(live_server, open_context, lang):  # noqa: F811
    words = WORDS[lang]
    page = open_context(**PHONE).new_page()
    page.goto(f"{live_server.url}/{lang}/classroom/")
    tab_to(page, "#id_code")
    page.keyboard.type(str(CODE))
    tab_to(page, "button[value=quiz]")
    page.keyboard.press("Enter")
    expect(page.locator(".cr-counter")).to_contain_text("1 / 3")
    expect(page.get_by_role("button", name=words["show"])).to_have_count(0)
    expect(page.locator("#answer, .cr-explanation")).to_have_count(0)
    entry = sheets.entry(CODE, 1)
    expected = entry.drill.expected(entry.question)
    tab_to(page, "input[name=choice]")
    wrong = wrong_for(entry.scene.widget, expected)
    for _ in range(len(entry.scene.widget.options) + 1):
        if page.locator(f"input[name=choice][value='{wrong}']").is_checked():
            break
        page.keyboard.press("ArrowDown")
    tab_to(page, ".check-button")
    expect(page.locator(":focus")).to_have_text(words["check"])
    page.keyboard.press("Enter")
    expect(page.locator("#verdict-title")).to_have_text(words["wrong"])
    expect(page.locator(".cr-given")).to_contain_text(words["yours"])
    expect(page.locator("#answer .cr-explanation")).to_have_text(sheets.answer(entry).feedback.explanation[lang])
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_projector_view_opens_no_control_and_shows_the_answer_at_the_reveal(
        live_server, open_context, lang):  # noqa: F811
    words = WORDS[lang]
    teacher_context = open_context(**PROJECTOR)
    teacher = teacher_context.new_page()
    session, secret = seat_in(teacher_context, live_server.url, "tute-trick", "Ana", lang)
    teacher.goto(f"{live_server.url}/{lang}/classroom/live/{secret}/")
    tab_to(teacher, "a.button.primary[target=_blank]")
    expect(teacher.locator(":focus")).to_have_text(words["open"])
    with teacher_context.expect_page() as opened:
        teacher.keyboard.press("Enter")
    screen = opened.value
    expect(screen.locator(".live-join-code")).to_have_text(session.join_code)
    expect(screen.locator("form, .site-nav, button:not([data-fullscreen])")).to_have_count(0)
    assert secret not in screen.url and secret not in screen.content()
    assert str(live.class_code(session)) not in screen.content()
    expect(screen.locator("#answer")).to_have_count(0)
    # One second from the answer to the screen: the projector polls twice a second.
    phone = open_context(**PHONE).new_page()
    phone.context.add_cookies(teacher_context.cookies())
    phone.goto(f"{live_server.url}/{lang}/join/seat/")
    entry, wrong = the_answer(session, 0, right=False)
    answer_by_keyboard(phone, entry, wrong)
    expect(screen.locator(".live-answered")).to_have_text("1", timeout=1500)
    tab_to(teacher, "button[value=reveal]")
    teacher.keyboard.press("Enter")
    expect(screen.locator("#answer .cr-explanation")).to_be_visible(timeout=1500)
    expect(screen.locator(".live-spread")).to_be_visible()
    # Question, cards and spread on one projected screen, with no scrolling.
    for part in (".cr-prompt", ".cr-widget", ".live-spread"):
        box = screen.locator(part).bounding_box()
        assert box["y"] + box["height"] <= PROJECTOR["viewport"]["height"], part
    assert teacher.evaluate("window.scrollY") == 0  # no jump to a focused button at the reveal
