"""Forty phones answer the same question at the same moment: no answer lost, none counted twice.

Threads need a database they can share: SQLite in a file (the test settings name one; the in-memory
database does not share locks between threads) or PostgreSQL when ``DATABASE_URL`` points to one.
"""


import pytest
from django.db import connection
from django.test import Client

from classroom import live
from classroom.models import Answer, LiveSession
from tests.at_once import all_at_once
from tests.classroom.live_steps import open_class, seat, send, step

pytestmark = pytest.mark.django_db(transaction=True)

STUDENTS = 40


def test_the_database_is_one_threads_can_share():
    assert connection.vendor == "postgresql" or "memory" not in str(connection.settings_dict["NAME"])


def test_forty_students_answer_the_same_question_at_once():
    session, secret = open_class()
    phones = [seat(session, f"Student {i}") for i in range(STUDENTS)]
    step(secret, "start")
    session.refresh_from_db()
    version = session.version
    right = {i for i in range(STUDENTS) if i % 3}
    statuses = all_at_once([lambda p=p, i=i: send(p, session, 0, right=i in right).status_code
                            for i, p in enumerate(phones)])
    assert statuses == [200] * STUDENTS
    assert Answer.objects.filter(question=0).count() == STUDENTS
    assert Answer.objects.values("student").distinct().count() == STUDENTS
    spread = live.spread(session, 0)
    assert (spread.answered, spread.right) == (STUDENTS, len(right))
    assert LiveSession.objects.get().version == version + STUDENTS
    if spread.bars:
        assert sum(b.count for b in spread.bars) >= STUDENTS


def test_one_phone_sending_twice_at_once_counts_once():
    session, secret = open_class()
    phone = seat(session, "Twice")
    step(secret, "start")
    statuses = all_at_once([lambda: send(phone, session, 0, right=True).status_code for _ in range(6)])
    assert sorted(statuses) == [200] + [409] * 5
    assert Answer.objects.count() == 1


def test_forty_students_join_at_once_and_each_gets_a_seat():
    session, _ = open_class()
    statuses = all_at_once([lambda i=i: Client().post("/es/join/", {"code": session.join_code,
                                                                     "nickname": f"N{i}"}).status_code
                            for i in range(STUDENTS)])
    assert statuses == [302] * STUDENTS
    assert session.students.count() == STUDENTS
