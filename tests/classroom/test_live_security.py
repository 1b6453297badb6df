"""What a live class refuses: forged or replayed joins, guessed teacher links, answering for someone else,
answering after the end, bad nicknames. Always a message in the reader's language, never a 500, and
nothing from another class."""

import secrets

import pytest
from django.test import Client

from classroom import live
from classroom.live_views import COOKIE
from classroom.models import Answer, JoinGuesses, Student
from tests.classroom.live_steps import answer_fields, open_class, seat, send, step, text_of

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "words"), [("es", "No hay ninguna clase abierta"), ("en", "No class is open")])
def test_a_forged_join_code_is_refused_in_words(lang, words):
    open_class()
    response = Client().post(f"/{lang}/join/", {"code": "ZZZZZZ", "nickname": "Pat"})
    assert response.status_code == 404
    assert words in text_of(response)
    assert Student.objects.count() == 0


def test_a_join_code_of_an_ended_class_is_refused():
    session, secret = open_class()
    step(secret, "end")
    response = Client().post("/en/join/", {"code": session.join_code, "nickname": "Pat"})
    assert response.status_code == 410 and "This class is over" in text_of(response)


def test_a_replayed_join_with_a_taken_nickname_is_refused_whatever_its_case():
    session, _ = open_class()
    seat(session, "Quim")
    response = Client().post("/es/join/", {"code": session.join_code, "nickname": "quim"})
    assert response.status_code == 409
    assert "Ya hay alguien" in text_of(response)
    assert Student.objects.count() == 1


def test_joining_needs_the_csrf_token():
    session, _ = open_class()
    response = Client(enforce_csrf_checks=True).post("/en/join/", {"code": session.join_code, "nickname": "X"})
    assert response.status_code == 403
    assert Student.objects.count() == 0


def test_guessing_join_codes_is_slowed_per_address():
    client = Client()
    for _ in range(live.JOIN_FAILURES):
        assert client.post("/en/join/", {"code": "ACDEFH", "nickname": "Bot"}).status_code == 404
    session, _ = open_class()
    response = client.post("/en/join/", {"code": session.join_code, "nickname": "Bot"})
    assert response.status_code == 429 and "Too many wrong codes" in text_of(response)
    other = Client(REMOTE_ADDR="10.0.0.9").post("/en/join/", {"code": session.join_code, "nickname": "Ok"})
    assert other.status_code == 302
    assert JoinGuesses.objects.get(key="space").count == live.JOIN_FAILURES


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_guessed_teacher_link_shows_nothing(lang):
    session, secret = open_class()
    seat(session, "Rosa")
    for guess in (secrets.token_urlsafe(24), secret[:-1] + ("A" if secret[-1] != "A" else "B"),
                  session.join_code, "x" * 500):
        for suffix in ("", "panel/", "report.csv"):
            response = Client().get(f"/{lang}/classroom/live/{guess}/{suffix}")
            assert response.status_code == 404
            assert "Rosa" not in response.content.decode()
        assert step(guess, "end").status_code == 404
    assert "enlace" in text_of(Client().get(f"/es/classroom/live/{'y' * 32}/"))


def test_a_student_cannot_answer_for_another_nor_see_the_teacher_pages():
    session, secret = open_class()
    sol = seat(session, "Sol")
    seat(session, "Tom")
    step(secret, "start")
    tom_id = Student.objects.get(nickname="Tom").pk
    response = sol.post("/es/join/seat/answer/", {**answer_fields(session, 0, True), "student": tom_id,
                                                  "nickname": "Tom"})
    assert response.status_code == 200
    assert Answer.objects.get().student.nickname == "Sol"
    assert Answer.objects.filter(student_id=tom_id).count() == 0
    forged = Client()
    forged.cookies[COOKIE] = "forged-" + secrets.token_urlsafe(16)
    response = send(forged, session, 0, right=True)
    assert response.status_code == 403 and "no se ha unido" in text_of(response)
    seat_page = sol.get("/es/join/seat/").content.decode()
    assert secret not in seat_page and "Tom" not in seat_page


def test_a_student_sees_no_other_class():
    first, first_secret = open_class()
    other, other_secret = open_class()
    uma = seat(first, "Uma")
    seat(other, "Val")
    step(first_secret, "start")
    step(other_secret, "start")
    page = uma.get("/es/join/seat/").content.decode()
    assert "Val" not in page and other.join_code not in page


@pytest.mark.parametrize("lang", ["es", "en"])
def test_answering_after_the_end_is_refused(lang):
    session, secret = open_class()
    wen = seat(session, "Wen", lang)
    step(secret, "start")
    step(secret, "end")
    response = send(wen, session, 0, right=True, lang=lang)
    assert response.status_code == 410
    assert ("Esta clase ha terminado" if lang == "es" else "This class is over") in text_of(response)
    assert Answer.objects.count() == 0


@pytest.mark.parametrize(("nickname", "status", "words"), [
    ("<script>alert(1)</script>", 400, "at most 20 characters"),
    ("<b onclick=x>", 400, "letters, digits, spaces"),
    ("x" * 21, 400, "at most 20 characters"),
    ("x" * 5000, 400, "at most 20 characters"),
    ("   ", 400, "Type a nickname"),
    ("\u202egnp.exe", 400, "letters, digits, spaces"),
])
def test_bad_nicknames_are_refused_and_quoted_back_escaped(nickname, status, words):
    session, _ = open_class()
    response = Client().post("/en/join/", {"code": session.join_code, "nickname": nickname})
    assert response.status_code == status
    assert words in text_of(response)
    assert "<script>alert" not in response.content.decode() and "<b onclick" not in response.content.decode()
    assert Student.objects.count() == 0


def test_nicknames_with_accents_and_apostrophes_are_welcome_and_escaped():
    session, secret = open_class()
    seat(session, "Begoña O'Neill")
    body = Client().get(f"/es/classroom/live/{secret}/").content.decode()
    assert "Begoña O&#x27;Neill" in body


@pytest.mark.parametrize("junk", [{"question": "abc"}, {"question": "99"}, {"question": "0", "choice": "x" * 999},
                                  {}, {"question": "-1"}])
def test_junk_answers_are_a_message_not_a_500(junk):
    session, secret = open_class()
    xia = seat(session, "Xia")
    step(secret, "start")
    response = xia.post("/en/join/seat/answer/", junk)
    assert response.status_code in (400, 409)
    assert 'role="alert"' in response.content.decode()


def test_the_teacher_link_never_leaves_the_site_in_a_referer():
    _session, secret = open_class()
    response = Client().get(f"/es/classroom/live/{secret}/")
    assert response["Referrer-Policy"] == "same-origin"
    assert response["Cache-Control"] == "no-store"
