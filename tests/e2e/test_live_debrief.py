"""After the class and around it, in real Chromium, keyboard only, in both languages: the teacher's debrief
and report on a 360 px phone without sideways scrolling, the share below which students may need help,
a student sending her missed questions to her review, a suggested nickname, a refused one, and the
teacher removing a seat."""

import pytest
from playwright.sync_api import expect

from classroom import live
from classroom.live_views import COOKIE
from classroom.models import Student
from tests.classroom.live_steps import CODE
from tests.e2e.test_counters import tab_to
from tests.e2e.test_live_class import PHONE, open_context  # noqa: F401
from tests.trainers.test_drills import form_for, wrong_for

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WORDS = {"es": {"debrief": "Qué repasar", "help": "Alumnos que quizá necesiten ayuda", "added": "a tu repaso",
                "suggest": "Sugerir un apodo", "rude": "no es para una clase", "seat": "Sitio de",
                "not_seated": "No estás en ninguna clase"},
         "en": {"debrief": "What to go over again", "help": "Students who may need help", "added": "to your review",
                "suggest": "Suggest a nickname", "rude": "not one for a class", "seat": "’s seat",
                "not_seated": "You are not seated in a class"}}


def answered(session, student, index: int, right: bool) -> None:
    entry = live.question(session, index)
    expected = entry.drill.expected(entry.question)
    live.answer(student, index, form_for(entry.scene.widget, expected if right else wrong_for(entry.scene.widget,
                                                                                                   expected)))


def finished(lang: str) -> tuple:
    """A class of three over, Ana right throughout, Ben and Cai missing some; returns the session, the
    teacher's secret and Ben's cookie."""
    session, secret = live.open_session(CODE, live.TEACHER_PACED, live.AT_REVEAL, lang)
    seats = {name: live.join(session, name, lang) for name in ("Ana", "Ben", "Cai")}
    live.step(session, "start")
    for index in range(CODE.n):
        session.refresh_from_db()
        for name, (student, _token) in seats.items():
            student.session.refresh_from_db()
            answered(session, student, index, right=name == "Ana" or (name == "Ben" and index % 2 == 0))
        live.step(session, "reveal")
        live.step(session, "next")
    return session, secret, seats["Ben"][1]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_debrief_on_a_phone_and_the_share_of_who_may_need_help(live_server, open_context, lang):  # noqa: F811
    words = WORDS[lang]
    _session, secret, _token = finished(lang)
    teacher = open_context(**PHONE).new_page()
    teacher.goto(f"{live_server.url}/{lang}/classroom/live/{secret}/")
    expect(teacher.locator("#debrief-title")).to_have_text(words["debrief"])
    expect(teacher.locator(".live-miss").first).to_be_visible()
    assert teacher.evaluate("document.documentElement.scrollWidth") <= 360
    expect(teacher.locator("#help-title")).to_have_text(words["help"])
    expect(teacher.locator(".live-help .live-names li")).to_have_count(1)  # Cai, below half
    tab_to(teacher, "#id_share")
    teacher.keyboard.press("ControlOrMeta+a")
    teacher.keyboard.type("70")
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".live-help .live-names li")).to_have_count(2)  # Ben too: 3 of 5 is below 70 %
    assert teacher.evaluate("document.documentElement.scrollWidth") <= 360


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_student_sends_her_missed_questions_to_her_review(live_server, open_context, lang):  # noqa: F811
    _session, _secret, token = finished(lang)
    context = open_context(**PHONE)
    context.add_cookies([{"name": COOKIE, "value": token, "url": live_server.url}])
    phone = context.new_page()
    phone.goto(f"{live_server.url}/{lang}/join/seat/")
    tab_to(phone, "input[name=consent]")
    phone.keyboard.press("Space")
    tab_to(phone, ".live-review-form button")
    phone.keyboard.press("Enter")
    expect(phone.locator(".live-reviewed")).to_contain_text(WORDS[lang]["added"])
    expect(phone.locator(".live-reviewed a")).to_have_attribute("href", f"/{lang}/trainers/review/")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_suggested_nickname_by_keyboard_and_a_rude_one_refused(live_server, open_context, lang):  # noqa: F811
    words = WORDS[lang]
    session, _secret = live.open_session(CODE, live.TEACHER_PACED, live.AT_REVEAL, lang)
    phone = open_context(**PHONE).new_page()
    phone.goto(f"{live_server.url}/{lang}/join/?code={session.join_code}")
    tab_to(phone, "#id_nickname")
    phone.keyboard.type("g1l1p0llas")
    phone.keyboard.press("Enter")
    expect(phone.locator("#join-error")).to_contain_text(words["rude"])
    tab_to(phone, "button.live-suggest")
    expect(phone.locator(":focus")).to_have_text(words["suggest"])
    phone.keyboard.press("Enter")
    # The suggestion comes back with the form: wait for it rather than read the page it replaces.
    expect(phone.locator("#id_nickname")).not_to_have_value("g1l1p0llas")
    suggested = phone.locator("#id_nickname").input_value()
    assert suggested
    tab_to(phone, "#id_nickname")
    phone.keyboard.press("Enter")
    expect(phone.locator(".live-seat-title")).to_contain_text(suggested)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_teacher_removes_a_seat_by_keyboard(live_server, open_context, lang):  # noqa: F811
    session, secret = live.open_session(CODE, live.TEACHER_PACED, live.AT_REVEAL, lang)
    _pepe, token = live.join(session, "Pepe", lang)
    live.join(session, "Lola", lang)
    context = open_context(**PHONE)
    context.add_cookies([{"name": COOKIE, "value": token, "url": live_server.url}])
    phone = context.new_page()
    phone.goto(f"{live_server.url}/{lang}/join/seat/")
    teacher = open_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.goto(f"{live_server.url}/{lang}/classroom/live/{secret}/")
    tab_to(teacher, ".live-names li:first-child .live-remove button")
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".live-roster .live-names li")).to_have_count(1)
    assert list(Student.objects.values_list("nickname", flat=True)) == ["Lola"]
    expect(phone.locator("h1")).to_have_text(WORDS[lang]["not_seated"], timeout=8000)
