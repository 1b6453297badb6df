"""No answer before its reveal, by any path a student could take: the class code typed into the public quiz,
the code printed on a worksheet (and a live class run from it), a second live class opened from the same
code, the first answer or a second seat in a teacher-paced class, a second seat in a self-paced one, and a
photo of the projector. Showing answers to a room needs the teacher's own signed link."""

import re

import pytest
from django.test import Client

from classroom import codes, live, sheets, tokens
from classroom.live_forms import LiveOptionsForm
from classroom.models import LiveSession
from tests.classroom.live_steps import CODE, open_class, seat, seated, send, step, text_of
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
    mine = live.question(session, 0, seated(eva))
    assert "Not quite." in page and sheets.answer(mine).feedback.explanation["en"] in page


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


# --- a live class run from a worksheet's class code -------------------------------------------------


def live_from_code(code=CODE, pace=live.TEACHER_PACED, feedback=live.AT_REVEAL) -> tuple[LiveSession, str]:
    """What a teacher does on the classroom page: type a worksheet's code and start a live class from it."""
    response = Client().post("/en/classroom/live/code/", {"code": str(code), "pace": pace, "feedback": feedback})
    assert response.status_code == 302, text_of(response)[:500]
    secret = response["Location"].rstrip("/").split("/")[-1]
    return live.by_secret(secret), secret


def quiz_says(number: int, lang: str = "en"):
    return Client().post(f"/{lang}/classroom/quiz/{CODE}/{number}/", quiz_form(number, right=False))


@pytest.mark.parametrize(("lang", "words"), [("en", "A live class is answering this question right now"),
                                             ("es", "Una clase en directo está respondiendo esta pregunta")])
def test_the_quiz_of_a_code_a_live_class_runs_answers_a_question_only_after_its_reveal(lang, words):
    session, secret = live_from_code()
    assert session.class_code == str(CODE)  # the worksheet's own questions, as the teacher asked
    ana = seat(session, "Ana")
    for number in (1, 3):  # in the lobby, every question is still to come
        held = quiz_says(number, lang)
        assert held.status_code == 409 and words in text_of(held)
        assert explanation(number, lang) not in text_of(held) and 'id="answer"' not in text_of(held)
    notice = "A live class is asking this question right now" if lang == "en" else \
        "Una clase en directo está haciendo esta pregunta ahora mismo"
    assert notice in text_of(Client().get(f"/{lang}/classroom/quiz/{CODE}/1/"))  # said before anyone answers
    step(secret, "start")
    assert live.question(session, 0).scene.prompt == sheets.entry(CODE, 1).scene.prompt
    held = quiz_says(1, lang)
    assert held.status_code == 409 and explanation(1, lang) not in text_of(held)
    send(ana, session, 0, right=True, lang=lang)
    assert quiz_says(1, lang).status_code == 409  # an answer in the class reveals nothing to the quiz
    step(secret, "reveal")
    assert quiz_says(1, lang).status_code == 200 and explanation(1, lang) in text_of(quiz_says(1, lang))
    assert quiz_says(2, lang).status_code == 409 and explanation(2, lang) not in text_of(quiz_says(2, lang))
    assert notice not in text_of(Client().get(f"/{lang}/classroom/quiz/{CODE}/1/"))
    step(secret, "end")
    assert explanation(2, lang) in text_of(quiz_says(2, lang))
    assert notice not in text_of(Client().get(f"/{lang}/classroom/quiz/{CODE}/2/"))


def test_the_same_code_under_another_table_waits_too():
    session, secret = live_from_code(code=CODE)
    other_table = codes.parse(f"{CODE}+tute:sin-muestra")
    response = Client().post(f"/en/classroom/quiz/{other_table}/1/", quiz_form(1, right=False))
    assert response.status_code == 409  # a table changes answers, not cards
    assert explanation(1) not in text_of(response)


def test_a_self_paced_class_leaves_the_quiz_of_its_code_alone_since_no_seat_is_asked_its_questions():
    session, secret = live_from_code(pace=live.SELF_PACED, feedback=live.AFTER_EACH)
    ana = seat(session, "Ana")
    step(secret, "start")
    assert quiz_says(1).status_code == 200
    teacher = text_of(Client().get(f"/en/classroom/live/{secret}/"))
    assert "Each student answers questions of their own" in teacher
    assert [live.question(session, i, seated(ana)).question for i in range(CODE.n)] != \
        [sheets.entry(CODE, n).question for n in range(1, CODE.n + 1)]


def test_a_second_live_class_from_the_same_code_asks_questions_of_its_own():
    first, first_secret = live_from_code()
    second, second_secret = live_from_code()
    mine, theirs = codes.parse(second.class_code), codes.parse(first.class_code)
    assert first.class_code == str(CODE) and mine != theirs
    assert (mine.drills, mine.level, mine.n, mine.tables) == (theirs.drills, theirs.level, theirs.n, theirs.tables)
    assert [live.question(second, i).question for i in range(CODE.n)] != \
        [live.question(first, i).question for i in range(CODE.n)]
    # Its teacher's "reveal" shows its own question's answer, never that of the class running the code.
    for secret in (first_secret, second_secret):
        step(secret, "start")
    step(second_secret, "reveal")
    teacher = text_of(Client().get(f"/en/classroom/live/{second_secret}/"))
    assert sheets.answer(live.question(second, 0)).feedback.explanation["en"] in teacher
    if live.question(second, 0).question != live.question(first, 0).question:
        assert explanation(1) not in teacher
    # Once the first class is over, the code is free again.
    step(first_secret, "end")
    step(second_secret, "end")
    third, _ = live_from_code()
    assert third.class_code == str(CODE)


def test_a_self_paced_second_seat_gets_other_questions_of_the_same_kind():
    session, secret = open_class(pace=live.SELF_PACED, feedback=live.AFTER_EACH)
    eva, probe = seat(session, "Eva"), seat(session, "Sonda")
    step(secret, "start")
    evas = [live.question(session, i, seated(eva)) for i in range(CODE.n)]
    probes = [live.question(session, i, seated(probe)) for i in range(CODE.n)]
    assert [(e.drill.SLUG, e.table) for e in evas] == [(e.drill.SLUG, e.table) for e in probes]
    assert sum(e.question != p.question for e, p in zip(evas, probes, strict=True)) >= CODE.n - 1
    # The probe's verdict explains the probe's own question, and Eva's page asks Eva's.
    probed = text_of(send(probe, session, 0, right=False, lang="en"))
    assert sheets.answer(probes[0]).feedback.explanation["en"] in probed
    if evas[0].question != probes[0].question:
        assert sheets.answer(evas[0]).feedback.explanation["en"] not in probed
    assert evas[0].scene.prompt["en"] in eva.get("/en/join/seat/").content.decode()
    # Eva answers her own question, right; the probe's right answer would not have been hers.
    assert "Right!" in text_of(send(eva, session, 0, right=True, lang="en"))


def test_a_seats_questions_cannot_be_worked_out_from_the_session_and_the_seat(settings):
    session, secret = open_class(pace=live.SELF_PACED, feedback=live.AFTER_EACH)
    ana = seated(seat(session, "Ana"))
    before = live.seat_code(session, ana)
    assert before.seed != CODE.seed
    settings.SECRET_KEY = "another site's secret " * 3
    assert live.seat_code(session, ana) != before


def test_pressing_enter_in_the_class_code_box_does_what_the_page_says(client):
    page = client.get("/en/classroom/").content.decode()
    form = page[page.index('action="/en/classroom/code/"'):]
    form = form[:form.index("</form>")]
    first_button = re.search(r'<button type="submit" name="tool" value="(\w+)"', form).group(1)
    assert first_button == "worksheet"  # Enter presses a form's first button
    assert "a class code prints its worksheet again (so does Enter)" in text_of(client.get("/en/classroom/"))
    assert "Typed below, a class code opens the quiz" not in page
    enter = client.get("/en/classroom/code/", {"code": str(CODE), "tool": first_button})
    assert enter["Location"] == f"/en/classroom/sheet/{CODE}/"


def test_a_self_paced_class_is_reported_by_question_kind_and_reviews_each_seats_own_questions():
    from trainers.models import ReviewCard

    session, secret = open_class(pace=live.SELF_PACED, feedback=live.AFTER_EACH)
    eva, ben = seat(session, "Eva"), seat(session, "Ben")
    step(secret, "start")
    for index in range(CODE.n):
        send(eva, session, index, right=index != 0, lang="en")
        send(ben, session, index, right=False, lang="en")
    step(secret, "end")
    report = live.report(session)
    # Each seat answered its own position: the class compares right and wrong per trainer and level.
    assert [(entry.drill.SLUG, result.right, result.answered, result.bars) for entry, result in report.questions] \
        == [(live.question(session, i).drill.SLUG, 0 if i == 0 else 1, 2, []) for i in range(CODE.n)]
    first = live.debrief(session, report)[0]
    assert first.wrong == 2 and first.entry.drill.SLUG == live.question(session, 0).drill.SLUG
    assert first.entry.question in {live.question(session, 0, seated(c)).question for c in (eva, ben)}
    teacher = Client().get(f"/en/classroom/live/{secret}/")
    assert teacher.status_code == 200 and "What to go over again" in text_of(teacher)
    csv = Client().get(f"/en/classroom/live/{secret}/report.csv")
    assert csv.status_code == 200 and csv.content.decode().count("\n") == 1 + 2 * CODE.n
    # Ben's review gets the questions Ben was asked, not the class code's.
    assert ben.post("/en/join/seat/review/", {"consent": "yes"}).status_code == 200
    own = live.seat_code(session, seated(ben))
    assert {(c.drill, c.seed) for c in ReviewCard.objects.all()} == {
        (live.question(session, i, seated(ben)).drill.SLUG, sheets.question_seed(own, i + 1)) for i in range(CODE.n)}
