"""An unchanged poll is answered before the middleware stack, exactly as the view would answer it.

A class's phones, the teacher's panel and the projector poll several times a second and nearly always
find nothing new: that answer is one indexed query and the headers the stack gave the last one, never
a session, a template or a CSRF check. A changed poll, a bad cookie or link goes to the view as before.
"""

import pytest
from django.http import HttpResponse
from django.test import Client, override_settings

from classroom import polls, quick_polls
from classroom.live import screen_key
from classroom.live_views import COOKIE, _panel_key, _seat_key
from classroom.screen_views import _key as _screen_key
from tests.classroom.live_steps import open_class, seat, send, step
from tests.unchanged_polls import answered_alike

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _nothing_recorded():
    quick_polls._stack_headers.clear()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_unchanged_seat_poll_is_answered_without_the_stack_with_the_stacks_headers(
        lang, sessions_opened, django_assert_num_queries):
    session, secret = open_class()
    ana = seat(session, "Ana", lang)
    step(secret, "start")
    key = _seat_key(polls.seat(ana.cookies[COOKIE].value))
    url = f"/{lang}/join/seat/poll/?v={key}"
    first = ana.get(url)  # the long way, once: its headers are recorded
    assert first.status_code == 204 and first["Content-Language"] == lang
    assert "Content-Security-Policy" in first and first["X-Frame-Options"] == "DENY"
    sessions_opened.clear()
    with django_assert_num_queries(1):
        quick = ana.get(url)
    assert sessions_opened == []
    answered_alike(first, quick)
    assert quick["ETag"] == f'"{key}"'


def test_a_matching_etag_is_a_304_the_quick_way_too(sessions_opened):
    session, secret = open_class()
    ana = seat(session, "Ana")
    key = _seat_key(polls.seat(ana.cookies[COOKIE].value))
    first = ana.get("/es/join/seat/poll/", HTTP_IF_NONE_MATCH=f'"{key}"')
    sessions_opened.clear()
    quick = ana.get("/es/join/seat/poll/", HTTP_IF_NONE_MATCH=f'"{key}"')
    assert first.status_code == quick.status_code == 304 and sessions_opened == []
    answered_alike(first, quick)


def test_a_seat_whose_question_moved_gets_the_new_seat_from_the_view(sessions_opened):
    session, secret = open_class()
    ana = seat(session, "Ana")
    old = _seat_key(polls.seat(ana.cookies[COOKIE].value))
    ana.get(f"/es/join/seat/poll/?v={old}")
    step(secret, "start")
    sessions_opened.clear()
    moved = ana.get(f"/es/join/seat/poll/?v={old}")
    assert moved.status_code == 200 and sessions_opened == ["/es/join/seat/poll/"]
    assert 'name="question"' in moved.content.decode()
    assert moved["ETag"] != f'"{old}"'


def test_a_phone_without_a_seat_is_refused_by_the_view_as_before():
    session, _secret = open_class()
    seat(session, "Ana").get("/es/join/seat/poll/?v=slobby")
    stranger = Client()
    stranger.cookies[COOKIE] = "not-a-seat"
    refused = stranger.get("/es/join/seat/poll/?v=slobby")
    assert refused.status_code == 403 and refused["Content-Type"].startswith("text/html")  # the page that says so


def test_the_teachers_panel_and_the_projector_poll_the_quick_way_until_an_answer_moves_them(sessions_opened):
    session, secret = open_class()
    ana = seat(session, "Ana")
    step(secret, "start")
    projector = screen_key(secret)
    panel = f"/es/classroom/live/{secret}/panel/?v={_panel_key(polls.panel(secret))}"
    screen = f"/es/classroom/screen/{projector}/poll/?v={_screen_key(polls.screen(projector))}"
    firsts = [Client().get(panel), Client().get(screen)]
    sessions_opened.clear()
    quicks = [Client().get(panel), Client().get(screen)]
    assert sessions_opened == []
    for first, quick in zip(firsts, quicks, strict=True):
        answered_alike(first, quick)
    send(ana, session, 0, True)  # the count on the panel and the projector moves
    sessions_opened.clear()
    assert Client().get(panel).status_code == Client().get(screen).status_code == 200
    assert len(sessions_opened) == 2


def test_a_post_to_a_poll_address_is_never_answered_quickly(sessions_opened):
    session, _secret = open_class()
    ana = seat(session, "Ana")
    key = _seat_key(polls.seat(ana.cookies[COOKIE].value))
    ana.get(f"/es/join/seat/poll/?v={key}")
    sessions_opened.clear()
    assert ana.post(f"/es/join/seat/poll/?v={key}").status_code == 405
    assert sessions_opened == ["/es/join/seat/poll/"]


def test_the_quick_polls_follow_the_urlconf_when_a_route_moves():
    """The addresses are the URLconf's, read when the middleware is built: moved routes are answered quickly
    at their new address, and the old one is left to the stack (which no longer knows it)."""
    with override_settings(ROOT_URLCONF="tests.classroom.moved_live_urls"):
        moved = quick_polls.QuickPollMiddleware(lambda request: HttpResponse())
    found = {path: moved.route(path) for path in (
        "/en/unirse/seat/poll/", "/es/aula/live/s3cr3t/panel/", "/en/aula/screen/k3y/poll/",
        "/es/join/seat/poll/", "/es/classroom/live/s3cr3t/panel/", "/en/classroom/screen/k3y/poll/")}
    assert [(poll.kind, lang, dict(match.groupdict())) for poll, lang, match in filter(None, found.values())] == [
        ("seat", "en", {}), ("panel", "es", {"secret": "s3cr3t"}), ("screen", "en", {"key": "k3y"})]
    assert list(found.values())[3:] == [None, None, None]
    here = quick_polls.QuickPollMiddleware(lambda request: HttpResponse())
    assert here.route("/es/classroom/live/s3cr3t/panel/") is not None and here.route("/es/aula/live/s/panel/") is None
