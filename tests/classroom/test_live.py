"""A live class over the test client: joining, answering, stepping, polling, the report and the CSV."""

import csv
import io
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from classroom import live
from classroom.models import Answer, LiveSession, Student
from tests.classroom.live_steps import CODE, open_class, seat, send, step, text_of

pytestmark = pytest.mark.django_db


def test_teacher_opens_a_live_class_from_the_setup_form(client):
    response = client.post("/es/classroom/live/new/tute/", {"trainer": ["tute-trick"], "level": "1", "n": "5",
                                                           "pace": "teacher", "feedback": "reveal"})
    assert response.status_code == 302
    teacher_url = response["Location"]
    session = LiveSession.objects.get()
    assert (session.pace, session.feedback, session.state) == ("teacher", "reveal", "lobby")
    assert session.join_code not in teacher_url
    assert set(session.join_code) <= set(live.JOIN_ALPHABET) and len(session.join_code) == 6
    page = client.get(teacher_url)
    assert page.status_code == 200
    body = page.content.decode()
    assert session.join_code in body and 'class="qr"' in body and "/es/join/</strong>" in body


def test_a_typed_class_code_opens_a_live_class_with_its_questions(client):
    response = client.post("/en/classroom/live/code/", {"code": str(CODE).lower(), "pace": "self",
                                                       "feedback": "each"})
    assert response.status_code == 302
    assert LiveSession.objects.get().class_code == str(CODE)


def test_a_bad_class_code_for_a_live_class_says_why(client):
    response = client.post("/en/classroom/live/code/", {"code": "86M", "pace": "self", "feedback": "each"})
    assert response.status_code == 400
    assert "is not a class code" in text_of(response)


def test_teacher_paced_class_from_join_to_report():
    session, secret = open_class()
    ana, ben, cai = seat(session, "Ana"), seat(session, "Ben", "en"), seat(session, "Cai")
    assert "You are in!" in text_of(ben.get("/en/join/seat/"))
    assert step(secret, "start").status_code == 302
    # Question 1: Ana right, Ben wrong, Cai silent.
    assert send(ana, session, 0, right=True).status_code == 200
    # The teacher sets the pace: the verdict waits for the reveal, or the first to answer would tell the rest.
    assert "Your answer to question 1 is in." in text_of(send(ben, session, 0, right=False, lang="en"))
    teacher = Client().get(f"/es/classroom/live/{secret}/")
    assert "2 / 3" in text_of(teacher)
    step(secret, "reveal")
    assert "Not quite." in text_of(ben.get("/en/join/seat/"))
    assert send(cai, session, 0, right=True).status_code == 409  # too late: answers closed at the reveal
    assert "Se acabó el tiempo" in text_of(cai.get("/es/join/seat/")) or "Time is up" in text_of(
        cai.get("/en/join/seat/"))
    panel = text_of(Client().get(f"/es/classroom/live/{secret}/panel/"))
    assert "1 acierto" in panel and "1 fallo" in panel
    for index in range(1, CODE.n):
        step(secret, "next")
        send(ana, session, index, right=True)
        send(ben, session, index, right=index % 2 == 0, lang="en")
        step(secret, "reveal")
    step(secret, "next")  # after the last question, next ends the class
    session.refresh_from_db()
    assert session.state == LiveSession.ENDED
    report = live.report(session)
    assert [(r.student.nickname, r.right) for r in report.rows] == [("Ana", 5), ("Ben", 2), ("Cai", 0)]
    assert [r.student.nickname for r in report.podium] == ["Ana", "Ben"]
    assert report.weakest is not None
    page = text_of(Client().get(f"/es/classroom/live/{secret}/"))
    assert "Podio" in page and "Informe" in page
    assert "Tu respuesta" not in page
    assert "5 preguntas" in text_of(ana.get("/es/join/seat/"))


def test_the_csv_holds_every_answer_with_formulas_quoted():
    session, secret = open_class()
    evil = seat(session, "-1 Nico")
    good = seat(session, "Dora")
    step(secret, "start")
    send(evil, session, 0, right=False)
    send(good, session, 0, right=True)
    response = Client().get(f"/en/classroom/live/{secret}/report.csv")
    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0][0] == "Nickname"
    assert sorted((r[0], r[2], r[6]) for r in rows[1:]) == [("'-1 Nico", "1", "wrong"), ("Dora", "1", "right")]


def test_each_student_reads_the_question_in_their_language():
    session, secret = open_class()
    es, en = seat(session, "Eva"), seat(session, "Fred", "en")
    step(secret, "start")
    prompt = live.question(session, 0).scene.prompt
    assert prompt["es"] in es.get("/es/join/seat/").content.decode()
    assert prompt["en"] in en.get("/en/join/seat/").content.decode()
    assert prompt["es"] in Client().get(f"/es/classroom/live/{secret}/").content.decode()


def test_at_reveal_feedback_waits_for_the_teacher():
    session, secret = open_class(feedback=live.AT_REVEAL)
    gil = seat(session, "Gil")
    step(secret, "start")
    after = text_of(send(gil, session, 0, right=True))
    assert "Acierto" not in after and "está recibida" in after
    step(secret, "reveal")
    assert "¡Bien!" in text_of(gil.get("/es/join/seat/"))


def test_self_paced_students_work_alone_and_the_dashboard_fills_in():
    session, secret = open_class(pace=live.SELF_PACED)
    hana, ivo = seat(session, "Hana"), seat(session, "Ivo", "en")
    step(secret, "start")
    for index in range(CODE.n):
        assert send(hana, session, index, right=True).status_code == 200
    send(ivo, session, 0, right=False, lang="en")
    assert send(ivo, session, 2, right=True, lang="en").status_code == 409  # one at a time, in order
    assert "Has respondido todas las preguntas" in text_of(hana.get("/es/join/seat/"))
    report = live.report(session)
    assert [(r.student.nickname, r.right) for r in report.rows] == [("Hana", 5), ("Ivo", 0)]
    panel = text_of(Client().get(f"/es/classroom/live/{secret}/panel/"))
    assert "Hana" in panel and "Ivo" in panel


def test_a_poll_with_nothing_new_is_empty_and_costs_one_query(django_assert_max_num_queries):
    session, secret = open_class()
    kim = seat(session, "Kim")
    step(secret, "start")
    first = kim.get("/es/join/seat/poll/")
    etag = first["ETag"]
    key = etag.strip('"')
    with django_assert_max_num_queries(1):
        assert kim.get(f"/es/join/seat/poll/?v={key}").status_code == 204
    with django_assert_max_num_queries(1):
        assert kim.get("/es/join/seat/poll/", HTTP_IF_NONE_MATCH=etag).status_code == 304
    teacher = Client()
    panel = teacher.get(f"/es/classroom/live/{secret}/panel/")
    with django_assert_max_num_queries(1):
        assert teacher.get(f"/es/classroom/live/{secret}/panel/",
                           HTTP_IF_NONE_MATCH=panel["ETag"]).status_code == 304
    # Another student's answer changes the teacher's panel, not Kim's question.
    send(seat(session, "Lou"), session, 0, right=True)
    assert kim.get(f"/es/join/seat/poll/?v={key}").status_code == 204
    assert teacher.get(f"/es/classroom/live/{secret}/panel/", HTTP_IF_NONE_MATCH=panel["ETag"]).status_code == 200
    step(secret, "reveal")
    assert kim.get(f"/es/join/seat/poll/?v={key}").status_code == 200


def test_a_reload_keeps_the_seat_and_a_second_join_returns_to_it():
    session, secret = open_class()
    mia = seat(session, "Mia")
    again = mia.post("/es/join/", {"code": session.join_code, "nickname": "Otra", "language": "es"})
    assert again.status_code == 302 and again["Location"] == "/es/join/seat/"
    assert Student.objects.count() == 1
    assert "Mia" in text_of(mia.get("/es/join/seat/"))


def test_a_seated_phone_is_sent_back_to_its_seat_in_the_seat_s_language():
    """The join page in English links a phone seated in Spanish to its seat in Spanish, where it answers."""
    session, _secret = open_class()
    mia = seat(session, "Mia", "es")
    assert 'href="/es/join/seat/"' in mia.get("/en/join/").content.decode()


def test_sessions_close_after_twelve_hours_and_go_after_thirty_days():
    session, secret = open_class()
    ned = seat(session, "Ned")
    step(secret, "start")
    LiveSession.objects.filter(pk=session.pk).update(ends_at=timezone.now() - timedelta(minutes=1))
    assert send(ned, session, 0, right=True).status_code == 410
    assert Answer.objects.count() == 0
    LiveSession.objects.filter(pk=session.pk).update(created=timezone.now() - timedelta(days=31))
    kept, _ = open_class()
    call_command("purge_live_sessions", verbosity=0)
    assert list(LiveSession.objects.all()) == [kept]
    assert Student.objects.count() == 0


def test_the_sixty_first_student_is_turned_away_kindly():
    session, _ = open_class()
    Student.objects.bulk_create(Student(session=session, nickname=f"s{i}", token_hash=f"h{i}")
                                for i in range(live.MAX_STUDENTS))
    response = Client().post("/en/join/", {"code": session.join_code, "nickname": "Late", "language": "en"})
    assert response.status_code == 409
    assert "at most 60 students" in text_of(response)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_live_pages_in_every_state_keep_the_site_rules(lang):
    """One h1, the page's language, no inline script or style, CSRF on every POST form."""
    import re

    session, secret = open_class()
    phone = seat(session, "Yago", lang)
    teacher = Client()
    for action in ("", "start", "reveal", "next", "end"):
        if action:
            step(secret, action)
        for client, path in ((teacher, f"/{lang}/classroom/live/{secret}/"), (phone, f"/{lang}/join/seat/")):
            response = client.get(path)
            assert response.status_code == 200, (action, path)
            html = response.content.decode()
            assert len(re.findall(r"<h1[\s>]", html)) == 1, (action, path)
            assert f'<html lang="{lang}">' in html
            assert not re.search(r"<script(?![^>]*\bsrc=)", html) and " style=" not in html
            for form in re.findall(r"<form[^>]*>.*?</form>", html, re.S):
                if 'method="post"' in form:
                    assert "csrfmiddlewaretoken" in form


def test_the_projector_first_poll_is_empty_when_nothing_moved():
    import re

    session, secret = open_class()
    page = Client().get(f"/es/classroom/live/{secret}/").content.decode()
    poll = re.search(r'hx-get="([^"]+/panel/\?v=[^"]+)"', page).group(1)
    assert Client().get(poll).status_code == 204
    seat(session, "Zoe")
    assert Client().get(poll).status_code == 200


def test_the_report_names_the_weakest_skill_and_the_rule_of_the_question_most_missed():
    session, secret = open_class()
    students = [seat(session, name) for name in ("Abe", "Bea")]
    step(secret, "start")
    plan = {0: (True, True), 1: (False, False), 2: (True, False), 3: (True, True), 4: (False, True)}
    for index, rights in plan.items():
        for phone, right in zip(students, rights, strict=True):
            send(phone, session, index, right=right)
        step(secret, "reveal")
        step(secret, "next")
    report = live.report(session)
    by_skill = {k: (r, t) for k, r, t in report.skills}
    ratios = {k: r / t for k, (r, t) in by_skill.items()}
    skill, entry = report.weakest
    assert ratios[skill] == min(ratios.values())
    assert skill == entry.drill.SKILL
    assert entry.number == 2  # question 2, missed by both, is the one to revisit


def test_a_late_student_joins_mid_class_and_gets_the_current_question():
    session, secret = open_class()
    step(secret, "start")
    step(secret, "reveal")
    step(secret, "next")
    late = seat(session, "Tardy")
    assert live.question(session, 1).scene.prompt["es"] in late.get("/es/join/seat/").content.decode()
    assert send(late, session, 1, right=True).status_code == 200


def test_counts_of_wrong_codes_are_forgotten_after_the_window():
    from classroom import join_limit
    from classroom.models import JoinGuesses

    JoinGuesses.objects.create(key=join_limit.address_key("10.1.1.1"), window=join_limit.window() - 1, count=9)
    Client().post("/en/join/", {"code": "ACDEFH", "nickname": "X"})
    call_command("purge_live_sessions", verbosity=0)
    assert sorted(JoinGuesses.objects.values_list("key", "count")) == [
        (join_limit.address_key("127.0.0.1"), 1), ("space", 1)]


@pytest.mark.parametrize("slug", sorted(__import__("trainers.drills", fromlist=["DRILLS"]).DRILLS))
def test_every_drill_takes_its_right_answer_in_a_live_class(slug):
    from classroom import codes
    from trainers.drills import DRILLS

    drill = DRILLS[slug]
    code = codes.ClassCode(drill.GAME, (slug,), drill.LEVELS[-1], 4, 99)
    session, secret = open_class(pace=live.SELF_PACED, code=code)
    phone = seat(session, "Ada")
    step(secret, "start")
    for index in range(code.n):
        assert send(phone, session, index, right=True).status_code == 200, (slug, index)
    assert [a.correct for a in Answer.objects.order_by("question")] == [True] * code.n
