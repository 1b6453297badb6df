"""The live class's prepared lookups give what the ORM gives: the same rows, the same values (a JSON answer,
a date), the related objects already in place, one statement each."""

from datetime import timedelta

import pytest
from django.db import connection
from django.db.models import Count, Q
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from classroom import live
from classroom.live_views import COOKIE
from classroom.models import Answer, LiveSession, Student
from tests.classroom.live_steps import open_class, seat, send, step

pytestmark = [pytest.mark.django_db, pytest.mark.postgres]


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


def test_a_join_code_finds_only_its_open_session_as_the_orm_does(answered_class):
    session, secret, _phones = answered_class
    other, _other_secret = open_class()
    found = live.open_by_code(session.join_code)
    assert fields_of(found) == fields_of(live.open_sessions().filter(join_code=session.join_code).first())
    assert live.open_by_code(other.join_code).pk == other.pk
    step(secret, "end")
    assert live.open_by_code(session.join_code) is None  # an ended class takes no one
    LiveSession.objects.filter(pk=other.pk).update(ends_at=timezone.now() - timedelta(seconds=1))
    assert live.open_by_code(other.join_code) is None  # nor one past its hours
    assert live.open_by_code("ZZZZZZ") is None


def test_the_seats_and_a_taken_nickname_are_counted_in_one_statement(answered_class):
    session, _secret, _phones = answered_class
    with CaptureQueriesContext(connection) as statements:
        assert live.seated(session, "ana") == (3, True)  # the database's constraint ignores the case
    assert len(statements) == 1
    assert live.seated(session, "CRUZ") == (3, True)
    assert live.seated(session, "Dani") == (3, False)
    assert live.seated(session, "An_") == (3, False)  # an underscore is a character, never a wildcard
    empty, _secret = open_class()
    assert live.seated(empty, "Ana") == (0, False)


def test_a_join_takes_two_statements_fewer_than_the_orms_lookups(answered_class):
    """The join's lookups (the code's session; the seats and the nickname) are one prepared statement each:
    a join sends 9 statements, the join limits' included (10 before; the test's transaction adds a savepoint
    around the seat's writes, which autocommit makes a transaction of their own)."""
    session, _secret, _phones = answered_class
    seat(session, "Dani")  # the address's pass for the session exists from now on, as for most of a class
    with CaptureQueriesContext(connection) as statements:
        seat(session, "Eva")
    sent = [q["sql"] for q in statements if "SAVEPOINT" not in q["sql"]]
    assert len(sent) == 9, "\n".join(sql[:90] for sql in sent)


def test_a_seat_drawn_in_the_lobby_reads_only_the_seat(django_assert_num_queries):
    """Each student's first page, as the class arrives: nobody has answered yet, so no answers are read."""
    session, secret = open_class()
    ana = seat(session, "Ana")
    with django_assert_num_queries(1):
        assert "Ana" in ana.get("/es/join/seat/").content.decode()
    step(secret, "start")
    with django_assert_num_queries(2):  # a question: the seat and its answers
        assert ana.get("/es/join/seat/").status_code == 200
