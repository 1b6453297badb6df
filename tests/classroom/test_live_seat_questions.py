"""A self-paced seat is shown its own questions, those it is checked against (live.seat_code), even when
another seat of the same class code was drawn the same question number first: a teacher-paced class draws
each question once per process for every phone of its language, a self-paced seat never from that cache."""

import re

import pytest
from django.core.cache import caches

from classroom import live
from tests.classroom.live_steps import open_class, seat, seated, step

pytestmark = pytest.mark.django_db


def question_of(phone) -> str:
    page = phone.get("/en/join/seat/").content.decode()
    shown = re.search(r'<section class="question live-question".*?</section>', page, re.S).group(0)
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", shown)  # the phone's own, not the question


def test_each_self_paced_seat_sees_its_own_question_whoever_drew_that_number_first():
    session, secret = open_class(pace=live.SELF_PACED, feedback=live.AFTER_EACH)
    phones = [seat(session, name) for name in ("Eva", "Sonda", "Ana", "Ben")]
    step(secret, "start")
    caches["template_fragments"].clear()
    after_others = [question_of(phone) for phone in phones]
    for phone, shown in zip(phones, after_others, strict=True):
        caches["template_fragments"].clear()
        assert question_of(phone) == shown  # as drawn with no other seat before it
    assert len(set(after_others)) > 1  # four seats, questions of their own


def test_a_teacher_paced_question_is_the_same_on_every_phone():
    session, secret = open_class()
    phones = [seat(session, name) for name in ("Eva", "Sonda")]
    step(secret, "start")
    assert question_of(phones[0]) == question_of(phones[1])
    assert live.question(session, 0, seated(phones[0])) == live.question(session, 0)
