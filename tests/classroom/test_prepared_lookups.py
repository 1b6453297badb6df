"""The live class's prepared lookups give what the ORM gives: the same rows, the same values (a JSON answer,
a date), the related objects already in place, one statement each."""

import pytest
from django.db import connection
from django.db.models import Count, Q
from django.test.utils import CaptureQueriesContext

from classroom import live
from classroom.live_views import COOKIE
from classroom.models import Answer, LiveSession, Student
from tests.classroom.live_steps import open_class, seat, send, step

pytestmark = pytest.mark.django_db


def fields_of(instance) -> dict:
    return {field.attname: getattr(instance, field.attname) for field in type(instance)._meta.concrete_fields}


@pytest.fixture
def answered_class():
    """A started class of three; two have answered the first question, one right and one wrong."""
    session, secret = open_class()
    phones = [seat(session, name) for name in ("Ana", "Bea", "Cruz")]
    step(secret, "start")
    session.refresh_from_db()
    send(phones[0], session, 0, right=True)
    send(phones[1], session, 0, right=False)
    return session, secret, phones


def test_a_phone_finds_its_student_and_session_in_one_statement(answered_class):
    session, _secret, phones = answered_class
    with CaptureQueriesContext(connection) as statements:
        student = live.by_token(phones[0].cookies[COOKIE].value)
        found = fields_of(student.session)
    assert len(statements) == 1
    assert found == fields_of(LiveSession.objects.get(pk=session.pk))
    assert fields_of(student) == fields_of(Student.objects.get(nickname="Ana"))
    assert live.by_token("no-such-token") is None


def test_the_teacher_link_and_the_projector_key_find_the_session(answered_class):
    session, secret, _phones = answered_class
    expected = fields_of(LiveSession.objects.get(pk=session.pk))
    assert fields_of(live.by_secret(secret)) == expected
    assert fields_of(live.by_screen(live.screen_key(secret))) == expected
    assert live.by_secret("x" * 30) is None and live.by_screen("y" * 32) is None


def test_students_and_answers_are_the_orms_in_its_order(answered_class):
    session, _secret, _phones = answered_class
    assert [fields_of(s) for s in live.students_of(session)] == [fields_of(s) for s in session.students.all()]
    ana = Student.objects.get(nickname="Ana")
    mine = live.answers_of(ana)
    assert [fields_of(a) for a in mine] == [fields_of(a) for a in ana.answers.all()]
    assert isinstance(mine[0].given, dict) and mine[0].correct is True  # the JSON document, the boolean
    with CaptureQueriesContext(connection) as statements:
        assert mine[0].student is ana  # already in place, as the related manager leaves it
    assert len(statements) == 0
    expected = Answer.objects.filter(student__session=session, question=0)
    assert [fields_of(a) for a in live.answers_to(session, 0)] == [fields_of(a) for a in expected]
    assert len(live.answers_to(session, 0)) == 2 and live.answers_to(session, 1) == []


def test_the_projectors_two_counts_are_the_orms(answered_class):
    session, _secret, _phones = answered_class
    counts = {}
    for current in (0, 1):
        session.current = current
        counted = session.students.aggregate(joined=Count("pk", distinct=True),
                                             answered=Count("answers", filter=Q(answers__question=current)))
        counts[current] = live.tally(session)
        assert counts[current] == (counted["joined"], counted["answered"])
    assert counts == {0: (3, 2), 1: (3, 0)}
    assert live.tally(LiveSession(pk=10**6, current=0)) == (0, 0)  # a class gone: nobody
