"""What a teacher and students do in a live class, over Django's test client; shared by the live tests."""

from __future__ import annotations

import re

from django.test import Client

from classroom import codes, live
from classroom.live_views import COOKIE
from classroom.models import LiveSession
from tests.trainers.test_drills import form_for, wrong_for

CODE = codes.ClassCode("tute", ("tute-trick", "tute-count", "tute-legal"), 1, 5, 777)


def open_class(pace=live.TEACHER_PACED, feedback=live.AFTER_EACH, code=CODE) -> tuple[LiveSession, str]:
    return live.open_session(code, pace, feedback, "es")


def seat(session: LiveSession, nickname: str, lang: str = "es", client: Client | None = None) -> Client:
    client = client or Client()
    response = client.post(f"/{lang}/join/", {"code": session.join_code, "nickname": nickname, "language": lang})
    assert response.status_code == 302, response.content.decode()[:2000]
    assert COOKIE in response.cookies
    return client


def seated(client: Client):
    """The student this phone's cookie seats."""
    return live.by_token(client.cookies[COOKIE].value)


def answer_fields(session: LiveSession, index: int, right: bool, student=None) -> dict:
    """The form of a right or wrong answer to question ``index`` as ``student`` is asked it (a self-paced
    seat has questions of its own)."""
    entry = live.question(session, index, student)
    widget = entry.scene.widget
    expected = entry.drill.expected(entry.question)
    form = form_for(widget, expected if right else wrong_for(widget, expected))
    return {"question": str(index), **{key: form.getlist(key) for key in form}}


def send(client: Client, session: LiveSession, index: int, right: bool, lang: str = "es", **extra):
    return client.post(f"/{lang}/join/seat/answer/", answer_fields(session, index, right, seated(client)), **extra)


def step(secret: str, action: str, client: Client | None = None):
    return (client or Client()).post(f"/es/classroom/live/{secret}/step/", {"action": action})


def text_of(response) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", response.content.decode()))
