"""Polls: one precompiled query says whether anything is new, and says it exactly as the full models would."""

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from classroom import live, polls
from classroom.live_views import COOKIE, _panel_key, _seat_key
from classroom.models import LiveSession, Student
from tests.classroom.live_steps import open_class, seat, send, step

pytestmark = pytest.mark.django_db


def token_of(client: Client) -> str:
    return client.cookies[COOKIE].value


@pytest.mark.parametrize("pace", [live.TEACHER_PACED, live.SELF_PACED])
def test_the_polls_validator_is_the_one_the_page_shows_at_every_step(pace):
    session, secret = open_class(pace=pace)
    ana = seat(session, "Ana")
    student = Student.objects.get()
    for action in ("", "start", "reveal", "next", "end"):
        if action:
            step(secret, action)
        student.session.refresh_from_db()
        assert _seat_key(polls.seat(token_of(ana))) == _seat_key(student)
        assert _panel_key(polls.panel(secret)) == _panel_key(student.session)


def test_a_session_past_its_twelve_hours_polls_as_ended():
    session, secret = open_class()
    ana = seat(session, "Ana")
    step(secret, "start")
    LiveSession.objects.update(ends_at=timezone.now() - timedelta(seconds=1))
    assert polls.seat(token_of(ana)).state == LiveSession.ENDED
    assert polls.panel(secret).state == LiveSession.ENDED
    assert _seat_key(polls.seat(token_of(ana))) == _seat_key(Student.objects.select_related("session").get())
    assert ana.get("/es/join/seat/poll/?v=squestion-0").status_code == 200  # the seat now says it is over


def test_answers_of_classmates_move_the_projector_not_the_phones(django_assert_max_num_queries):
    session, secret = open_class()
    ana, ben = seat(session, "Ana"), seat(session, "Ben")
    step(secret, "start")
    seat_key = _seat_key(polls.seat(token_of(ana)))
    panel_key = _panel_key(polls.panel(secret))
    send(ben, session, 0, True)
    assert _seat_key(polls.seat(token_of(ana))) == seat_key
    moved = _panel_key(polls.panel(secret))
    assert moved != panel_key
    with django_assert_max_num_queries(1):
        assert ana.get(f"/es/join/seat/poll/?v={seat_key}").status_code == 204
    with django_assert_max_num_queries(1):
        assert Client().get(f"/es/classroom/live/{secret}/panel/?v={moved}").status_code == 204
    assert Client().get(f"/es/classroom/live/{secret}/panel/?v={panel_key}").status_code == 200


@pytest.mark.parametrize("token", [None, "", "x" * 65, "nobody", "' OR 1=1 --"])
def test_a_cookie_that_seats_nobody_polls_nothing(token):
    assert polls.seat(token) is None


@pytest.mark.parametrize("secret", ["", "short", "x" * 65, "a" * 32, "' OR 1=1 --" * 3])
def test_a_guessed_teacher_link_polls_nothing(client, secret):
    open_class()
    assert polls.panel(secret) is None


def test_a_phone_that_is_not_seated_is_told_so_by_the_poll(client):
    response = client.get("/en/join/seat/poll/?v=slobby", HTTP_COOKIE=f"{COOKIE}=forged")
    assert response.status_code == 403
    assert Client().get(f"/en/classroom/live/{'x' * 30}/panel/?v=t1-lobby").status_code == 404
