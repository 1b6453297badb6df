"""A live class in real Chromium: a teacher on a 1920×1080 projector (Spanish) and students on 360 px
phones, two reading Spanish and one English, one of them using the keyboard only.

The right answers come from the engine, as a student who knows the rules would give them.
"""

import csv
import io
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from classroom import live
from classroom.models import Answer, LiveSession
from tests.e2e.test_counters import tab_to
from tests.e2e.test_trainers import give
from tests.trainers.test_drills import wrong_for
from trainers.drills import CHOICE, CHOICES, ORDER

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PROJECTOR = {"viewport": {"width": 1920, "height": 1080}, "locale": "es-ES"}
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
POLL = 8000  # ms to wait at most for a poll to bring news (the tests' settings poll every 0.5 s)


@pytest.fixture
def open_context(browser):
    """``browser.new_context`` whose contexts are closed when the test ends: a polling page left open would
    keep asking the live server for news after the test, and the next test's database."""
    opened = []

    def new(**options):
        context = browser.new_context(**options)
        opened.append(context)
        return context

    yield new
    for context in opened:
        context.close()


def session_of(code: str) -> LiveSession:
    return LiveSession.objects.get(join_code=code)


def the_answer(session: LiveSession, index: int, right: bool, nickname: str = ""):
    """The question as the student called ``nickname`` is asked it (a self-paced seat has its own), and a
    right or wrong answer to it."""
    student = session.students.get(nickname=nickname) if nickname else None
    entry = live.question(session, index, student)
    expected = entry.drill.expected(entry.question)
    return entry, expected if right else wrong_for(entry.scene.widget, expected)


def join(phone: Page, url: str, code: str, nickname: str, lang: str) -> None:
    phone.goto(f"{url}/{lang}/")
    phone.locator(".home-join a").click()
    phone.locator("#id_code").fill(code)
    phone.locator("#id_nickname").fill(nickname)
    phone.locator("#id_language").select_option(lang)
    phone.locator("button[type=submit].primary").click()
    expect(phone.locator("#seat")).to_be_visible()


def join_by_keyboard(phone: Page, url: str, code: str, nickname: str) -> None:
    phone.goto(f"{url}/es/join/")
    tab_to(phone, "#id_code")
    phone.keyboard.type(code.lower())
    tab_to(phone, "#id_nickname")
    phone.keyboard.type(nickname)
    phone.keyboard.press("Enter")
    expect(phone.locator("#seat")).to_be_visible()


def answer_by_keyboard(phone: Page, entry, answer) -> None:
    widget = entry.scene.widget
    if widget.kind == CHOICE:
        tab_to(phone, "#seat input[name=choice]")
        for _ in range(len(widget.options) + 1):
            if phone.locator(f"#seat input[name=choice][value='{answer}']").is_checked():
                break
            phone.keyboard.press("ArrowDown")
        if not phone.locator(f"#seat input[name=choice][value='{answer}']").is_checked():
            phone.keyboard.press("Space")
    elif widget.kind == CHOICES:
        for option in widget.options:
            tab_to(phone, f"#seat input[name=choice][value='{option.value}']")
            if (option.value in answer) != phone.locator(f"#seat input[value='{option.value}']").is_checked():
                phone.keyboard.press("Space")
    elif widget.kind == ORDER:
        for position, code in enumerate(answer, start=1):
            tab_to(phone, f"#pos-{code}")
            phone.keyboard.type(str(position))
    else:
        for key, value in answer.items():
            tab_to(phone, f"#seat input[name='n-{key}']")
            phone.keyboard.type(str(value))
    tab_to(phone, "#seat .check-button")
    phone.keyboard.press("Enter")


def wait_for_question(phone: Page, number: int) -> None:
    expect(phone.locator("#seat .cr-counter strong")).to_have_text(str(number), timeout=POLL)


# Who answers right (True) or wrong (False), question by question: Ana, Bruno (English), Carmen (keyboard).
PLAN = [(True, True, True), (True, False, True), (False, True, False), (True, True, False), (False, False, True)]


def test_teacher_paced_class_of_five_questions(live_server, browser, open_context):
    url = live_server.url
    teacher = open_context(**PROJECTOR).new_page()
    teacher.goto(f"{url}/es/classroom/")
    teacher.get_by_role("link", name="Clase en directo (Tute)").click()
    teacher.get_by_label("Número de preguntas").fill("5")
    teacher.get_by_role("button", name="Empezar la clase en directo").click()
    code = teacher.locator(".live-join-code").inner_text().strip()
    assert re.fullmatch(f"[{live.JOIN_ALPHABET}]{{6}}", code)
    expect(teacher.locator(".live-qr svg")).to_be_visible()
    teacher_url = teacher.url

    phones = [open_context(**PHONE, locale=locale).new_page() for locale in ("es-ES", "en-GB", "es-ES")]
    ana, bruno, carmen = phones
    join(ana, url, code, "Ana", "es")
    join(bruno, url, code.lower(), "Bruno", "en")
    join_by_keyboard(carmen, url, code, "Carmen")
    expect(teacher.locator(".live-names li")).to_have_count(3, timeout=POLL)
    for phone in phones:
        assert phone.evaluate("document.documentElement.scrollWidth") <= 360

    teacher.get_by_role("button", name="Mostrar la primera pregunta").click()
    session = session_of(code)
    for index, plan in enumerate(PLAN):
        number = index + 1
        expect(teacher.locator(".cr-counter strong")).to_have_text(str(number))
        for phone in phones:
            wait_for_question(phone, number)
        entry = live.question(session, index)
        assert entry.scene.prompt["en"] in bruno.locator("#prompt").inner_text()
        assert entry.scene.prompt["es"] in ana.locator("#prompt").inner_text()
        for phone, right, name in zip(phones, plan, ("Ana", "Bruno", "Carmen"), strict=True):
            entry, answer = the_answer(session, index, right)
            if name == "Carmen":
                answer_by_keyboard(phone, entry, answer)
            else:
                give(phone, entry.drill, entry.question, answer)
                phone.locator("#seat .check-button").click()
            # The teacher sets the pace: each phone hears its verdict only at the reveal, all at once.
            expect(phone.locator("#mine-title")).to_contain_text(str(number))
            expect(phone.locator("#mine-title")).not_to_contain_text("Right!" if name == "Bruno" else "¡Bien!")
        if index == 2:
            bruno.reload()  # a phone that reloads keeps its seat and its answer
            expect(bruno.locator("h1")).to_contain_text("Bruno")
            expect(bruno.locator("#mine-title")).to_be_visible()
        expect(teacher.locator(".live-answered")).to_have_text("3", timeout=POLL)
        teacher.get_by_role("button", name="Revelar las respuestas").click()
        rights = sum(plan)
        expect(teacher.locator(".live-rw")).to_contain_text(f"{rights} acierto")
        expect(teacher.locator(".live-rw")).to_contain_text(f"{3 - rights} fallo")
        if entry.scene.widget.kind in (CHOICE, CHOICES):
            given = Answer.objects.filter(student__session=session, question=index)
            for bar in teacher.locator(".live-bar").all():
                count = int(bar.locator(".live-bar-count").inner_text())
                assert 0 <= count <= 3
            total = sum(int(c) for c in teacher.locator(".live-bar-count").all_inner_texts())
            assert total == sum(len(set(a.given["choice"])) for a in given)
        expect(teacher.locator(".cr-explanation")).to_be_visible()
        for phone, right, name in zip(phones, plan, ("Ana", "Bruno", "Carmen"), strict=True):
            verdicts = {"Bruno": ("Right!", "Not quite.")}.get(name, ("¡Bien!", "No del todo."))
            expect(phone.locator("#mine-title")).to_contain_text(verdicts[0] if right else verdicts[1], timeout=POLL)
        assert teacher.locator(".cr-rule a").get_attribute("href").startswith("/es/tute/#")
        last = number == len(PLAN)
        teacher.get_by_role("button", name="Terminar: podio e informe" if last else "Siguiente pregunta").click()

    expect(teacher.locator("h1")).to_have_text("La clase en directo ha terminado")
    podium = teacher.locator(".live-podium li .live-name").all_inner_texts()
    assert podium[0] == "Ana" or podium[0] in ("Bruno", "Carmen")
    expect(teacher.locator(".live-weakest a")).to_be_visible()
    with teacher.expect_download() as info:
        teacher.get_by_role("link", name="Descargar el informe (CSV)").click()
    rows = list(csv.reader(io.StringIO(Path(info.value.path()).read_text(encoding="utf-8-sig"))))
    assert len(rows) == 1 + 3 * len(PLAN)
    marks = {(r[0], int(r[2])): r[6] == "bien" for r in rows[1:]}
    for index, plan in enumerate(PLAN):
        for name, right in zip(("Ana", "Bruno", "Carmen"), plan, strict=True):
            assert marks[(name, index + 1)] is right
    expect(ana.locator("#seat h2")).to_have_text("La clase ha terminado", timeout=POLL)
    assert teacher_url not in ana.content()


def test_self_paced_class_with_two_students(live_server, browser, open_context):
    url = live_server.url
    teacher = open_context(**PROJECTOR).new_page()
    teacher.goto(f"{url}/en/classroom/")
    teacher.locator("#id_live_code").fill("")
    teacher.get_by_role("link", name="Live class (Papayoo)").click()
    teacher.get_by_label("Number of questions").fill("4")
    teacher.get_by_label("Self-paced", exact=False).check()
    teacher.get_by_role("button", name="Start the live class").click()
    code = teacher.locator(".live-join-code").inner_text().strip()
    phones = [open_context(**PHONE, locale="es-ES").new_page() for _ in range(2)]
    join(phones[0], url, code, "Lía", "es")
    join(phones[1], url, code, "Max", "en")
    teacher.get_by_role("button", name="Open the questions").click()
    session = session_of(code)
    for who, phone in enumerate(phones):
        for index in range(4):
            wait_for_question(phone, index + 1)
            entry, answer = the_answer(session, index, right=(index + who) % 2 == 0, nickname=("Lía", "Max")[who])
            give(phone, entry.drill, entry.question, answer)
            phone.locator("#seat .check-button").click()
            expect(phone.locator("#mine-title"), phone.locator("#seat").inner_text()[:300]).to_contain_text(
                str(index + 1))
        expect(phone.locator("#seat")).to_contain_text("todas las preguntas" if who == 0 else "every question")
    expect(teacher.locator(".live-total")).to_have_text(["2", "2"], timeout=POLL)
    teacher.get_by_role("button", name="End the session").click()
    expect(teacher.locator(".live-podium li")).to_have_count(2)
    with teacher.expect_download() as info:
        teacher.get_by_role("link", name="Download the report (CSV)").click()
    rows = list(csv.reader(io.StringIO(Path(info.value.path()).read_text(encoding="utf-8-sig"))))
    assert len(rows) == 1 + 8
