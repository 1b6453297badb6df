"""No answer before its reveal, by any path a student could take: the class code typed into the public quiz,
the code printed on a worksheet, the first answer or a second seat in a teacher-paced class, and a photo of
the projector. Showing answers to a room needs the teacher's own signed link."""

import re

import pytest
from django.test import Client

from classroom import live, sheets, tokens
from classroom.live_forms import LiveOptionsForm
from tests.classroom.live_steps import CODE, open_class, seat, send, step, text_of
from tests.trainers.test_drills import form_for, wrong_for

pytestmark = pytest.mark.django_db


def explanation(number: int, lang: str = "en") -> str:
    return sheets.answer(sheets.entry(CODE, number)).feedback.explanation[lang]


def quiz_form(number: int, right: bool) -> dict:
    entry = sheets.entry(CODE, number)
    expected = entry.drill.expected(entry.question)
    form = form_for(entry.scene.widget, expected if right else wrong_for(entry.scene.widget, expected))
    return {key: form.getlist(key) for key in form}


# --- the class code ------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "check", "show"), [("es", "Comprobar mi respuesta", "Mostrar la respuesta"),
                                                     ("en", "Check my answer", "Show the answer")])
def test_the_quiz_of_a_class_code_shows_no_answer_before_one_is_given(client, lang, check, show):
    for number in range(1, CODE.n + 1):
        page = text_of(client.get(f"/{lang}/classroom/quiz/{CODE}/{number}/"))
        assert check in page and show not in page
        assert explanation(number, lang) not in page
        assert 'id="answer"' not in page and "is-answer" not in page and 'name="token"' not in page


def test_the_quiz_of_a_class_code_checks_an_answer_once_it_is_given(client):
    url = f"/en/classroom/quiz/{CODE}/2/"
    wrong = client.post(url, quiz_form(2, right=False))
    page = text_of(wrong)
    assert wrong.status_code == 200
    assert "Not quite." in page and "You answered:" in page and explanation(2) in page
    right = text_of(client.post(url, quiz_form(2, right=True)))
    assert "Right!" in right and explanation(2) in right


def test_the_old_show_the_answer_button_opens_nothing_from_a_class_code(client):
    response = client.post(f"/en/classroom/quiz/{CODE}/1/",
                           {"token": tokens.reveal_token(CODE, sheets.QUIZ, 1)})
    assert response.status_code == 400
    assert explanation(1) not in text_of(response) and 'id="answer"' not in text_of(response)


def test_the_code_box_leads_to_the_quiz_that_checks_answers(client):
    response = client.get("/en/classroom/code/", {"code": str(CODE), "tool": "quiz"})
    page = text_of(client.get(response["Location"]))
    assert "Show the answer" not in page and explanation(1) not in page


def test_the_printed_worksheet_neither_links_nor_leads_to_the_key(client):
    sheet = client.get(f"/en/classroom/sheet/{CODE}/").content.decode()
    assert "/classroom/key/" not in sheet and "/quiz/run/" not in sheet
    for number in range(1, CODE.n + 1):
        assert explanation(number) not in sheet


def test_a_room_quiz_shows_answers_only_from_the_teachers_signed_link(client):
    response = client.post("/en/classroom/quiz/tute/", {"trainer": ["tute-trick"], "level": 1, "n": 3})
    url = response["Location"]
    assert "/classroom/quiz/run/" in url and url.endswith("/1/")
    page = client.get(url).content.decode()
    assert "Show the answer" in page
    token = re.search(r'name="token" value="([^"]+)"', page).group(1)
    assert "The answer" in text_of(client.post(url, {"token": token}))
    code = tokens.load_quiz(url.split("/")[-3])
    for forged in (tokens.key_token(code), str(code), "x" * 40):
        refused = client.get(f"/en/classroom/quiz/run/{forged}/1/")
        assert refused.status_code == 404 and "This quiz link is not valid" in text_of(refused)


# --- a teacher-paced class -----------------------------------------------------------------------


def test_teacher_paced_is_opened_with_the_verdict_at_the_reveal_by_default():
    assert LiveOptionsForm().fields["feedback"].initial == live.AT_REVEAL


@pytest.mark.parametrize("feedback", [live.AFTER_EACH, live.AT_REVEAL])
def test_in_a_teacher_paced_class_neither_the_first_answer_nor_a_second_seat_learns_the_answer(feedback):
    session, secret = open_class(feedback=feedback)
    first, probe = seat(session, "Ana"), seat(session, "Sonda")
    step(secret, "start")
    for client in (first, probe):
        page = text_of(send(client, session, 0, right=False, lang="en"))
        assert "Your answer to question 1 is in." in page
        assert "Not quite." not in page and explanation(1) not in page
        assert explanation(1) not in text_of(client.get("/en/join/seat/"))
    step(secret, "reveal")
    revealed = text_of(first.get("/en/join/seat/"))
    assert "Not quite." in revealed and explanation(1) in revealed and "You answered:" in revealed


def test_self_paced_work_keeps_the_verdict_after_each_answer():
    session, secret = open_class(pace=live.SELF_PACED, feedback=live.AFTER_EACH)
    eva = seat(session, "Eva")
    step(secret, "start")
    page = text_of(send(eva, session, 0, right=False, lang="en"))
    assert "Not quite." in page and explanation(1) in page


# --- the projector -------------------------------------------------------------------------------


def screen_url(secret: str, lang: str = "en") -> str:
    return f"/{lang}/classroom/screen/{live.screen_key(secret)}/"


def test_the_teacher_page_links_to_a_projector_view_with_its_own_address():
    session, secret = open_class()
    teacher = Client().get(f"/en/classroom/live/{secret}/").content.decode()
    assert screen_url(secret) in teacher
    assert secret not in live.screen_key(secret) and live.screen_key(secret) not in secret


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_projector_view_shows_the_join_code_and_nothing_a_photo_could_misuse(lang):
    session, secret = open_class()
    ana = seat(session, "Ana")
    step(secret, "start")
    send(ana, session, 0, right=True)
    response = Client().get(screen_url(secret, lang))
    page = response.content.decode()
    assert response.status_code == 200
    assert session.join_code in page and str(CODE) not in page
    assert secret not in page and "/step/" not in page and "report.csv" not in page and "<form" not in page
    assert explanation(1, lang) not in page and "is-answer" not in page
    assert 'class="site-nav' not in page
    step(secret, "reveal")
    revealed = Client().get(screen_url(secret, lang)).content.decode()
    assert explanation(1, lang) in revealed and "live-spread" in revealed and "<form" not in revealed


def test_after_the_finish_the_projector_shows_the_podium_without_the_join_code():
    session, secret = open_class()
    ana = seat(session, "Ana")
    step(secret, "start")
    send(ana, session, 0, right=True)
    step(secret, "end")
    for url in (screen_url(secret), f"/en/classroom/live/{secret}/"):
        page = Client().get(url).content.decode()
        assert "Podium" in page and "Ana" in page
        assert "live-join-code" not in page and 'class="qr"' not in page


def test_the_projector_polls_cheaply_and_a_wrong_key_opens_nothing():
    session, secret = open_class()
    page = Client().get(screen_url(secret)).content.decode()
    poll = re.search(r'hx-get="([^"]+)"', page).group(1)
    assert Client().get(poll).status_code == 204
    seat(session, "Ana")
    assert Client().get(poll).status_code == 200
    for key in ("x" * 32, "short", live.screen_key(secret)[:-1] + "!"):
        assert Client().get(f"/en/classroom/screen/{key}/").status_code == 404
        assert Client().get(f"/en/classroom/screen/{key}/poll/").status_code == 404


def test_the_teacher_page_does_not_jump_to_a_button_at_the_reveal():
    session, secret = open_class()
    step(secret, "start")
    for action in ("", "reveal"):
        if action:
            step(secret, action)
        assert "autofocus" not in Client().get(f"/en/classroom/live/{secret}/").content.decode()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_projector_and_the_teacher_poll_twice_a_second_whatever_the_language(lang, settings):
    session, secret = open_class()
    for url in (screen_url(secret, lang), f"/{lang}/classroom/live/{secret}/"):
        assert 'hx-trigger="every 0.5s"' in Client().get(url).content.decode()
    settings.NAIPES_LIVE_SCREEN_POLL_SECONDS = 1
    assert 'hx-trigger="every 1s"' in Client().get(screen_url(secret, lang)).content.decode()


@pytest.mark.parametrize("junk", [{}, {"choice": "zz"}, {"choice": "9" * 5000}, {"pos-1O": "x", "n-a": "\x00"},
                                  {"choice": ["1", "2", "3"] * 10}])
def test_a_junk_answer_to_the_class_code_quiz_is_a_400_in_words_and_shows_no_answer(client, junk):
    for number in range(1, CODE.n + 1):
        response = client.post(f"/es/classroom/quiz/{CODE}/{number}/", junk)
        assert response.status_code in (200, 400)
        if response.status_code == 400:
            assert 'role="alert"' in response.content.decode()
            assert explanation(number, "es") not in text_of(response)
