"""Every kind of statement ``naipes_site.prepared`` builds, pinned against what the ORM itself does, on SQLite
and (``make test-postgres``, marker ``postgres``) on PostgreSQL: the module leans on Django's internals
(docs/production.md, "Upgrading Django", lists them), and a Django upgrade that moves one fails here first.

What it builds: reads (a queryset's ``values_list``, with a limit, an exclusion, a list of values, a join to a
related row, an aggregate over a group, an annotation whose filter holds a value, ``select_for_update``),
read as raw rows or as the ORM's values and instances; and updates (:func:`prepared.update`, with ``F()``
expressions and functions). Each with the three kinds of value (text, number, moment). Inserts and deletes
are not prepared: the ORM's own ``create`` and ``delete`` write them.
"""

from datetime import UTC, datetime, timedelta

import pytest
from django.db import connection, transaction
from django.db.models import Count, F, Q, Value
from django.db.models.functions import Greatest, Lower
from django.db.models.lookups import Exact
from django.test.utils import CaptureQueriesContext

from classroom.models import LiveSession, Student
from naipes_site import prepared
from trainers.models import Attempt, Stat

pytestmark = [pytest.mark.django_db, pytest.mark.postgres]

MOMENT = datetime(2026, 3, 4, 5, 6, 7, 890123, tzinfo=UTC)


def attempt(learner: str, seed: int, correct: bool = True, **fields) -> Attempt:
    fields = {"kind": Attempt.FIRST, "given": {}, **fields}
    return Attempt.objects.create(learner=learner, drill="tute-trick", seed=seed, level=1, correct=correct, **fields)


def stat(learner: str, key: str, **fields) -> Stat:
    return Stat.objects.create(learner=learner, scope="drill", key=key, **fields)


def class_of(join_code: str, ends_at: datetime, state: str = LiveSession.QUESTION) -> LiveSession:
    return LiveSession.objects.create(join_code=join_code, teacher_hash=join_code * 10, class_code="x", pace="teacher",
                                      feedback="each", state=state, ends_at=ends_at)


# --- reads ---------------------------------------------------------------------------------------


def test_a_read_with_text_and_number_values_and_a_limit():
    first = prepared.Statement(Attempt, lambda p: Attempt.objects.filter(
        learner=p.text("learner"), seed=p.number("seed")).order_by("pk").values_list("pk")[:1])
    ana = attempt("ana", 7)
    attempt("ana", 7, correct=False, kind=Attempt.REVIEW)
    attempt("bea", 7)
    assert first.run(learner="ana", seed=7) == [(ana.pk,)]
    assert first.run(learner="ana", seed=8) == []
    assert first.run(learner="cruz", seed=7) == []


def test_a_read_of_a_list_of_values_and_a_number_as_large_as_a_seed():
    some = prepared.Statement(Attempt, lambda p: Attempt.objects.filter(
        seed__in=[p.number("a"), p.number("b")]).order_by("seed").values_list("seed", "correct"))
    large = 2**47 + 5  # a bigint column's value, far past the probe's
    attempt("ana", large, correct=False)
    attempt("ana", 3)
    attempt("ana", 4)
    assert some.run(a=large, b=3) == list(Attempt.objects.filter(seed__in=[large, 3]).order_by("seed")
                                           .values_list("seed", "correct"))


def test_a_read_with_a_moment_and_an_exclusion():
    open_now = prepared.Statement(LiveSession, lambda p: LiveSession.objects.filter(
        ends_at__gt=p.moment("now")).exclude(state=LiveSession.ENDED).order_by("pk").values_list("join_code"))
    class_of("AAAAAA", MOMENT + timedelta(hours=1))
    class_of("BBBBBB", MOMENT - timedelta(microseconds=1))
    class_of("CCCCCC", MOMENT + timedelta(hours=1), state=LiveSession.ENDED)
    class_of("DDDDDD", MOMENT + timedelta(microseconds=1))
    for now in (MOMENT, MOMENT - timedelta(days=1), MOMENT + timedelta(days=1)):
        expected = list(LiveSession.objects.filter(ends_at__gt=now).exclude(state=LiveSession.ENDED)
                        .order_by("pk").values_list("join_code"))
        assert open_now.run(now=now) == expected
    assert open_now.run(now=MOMENT) == [("AAAAAA",), ("DDDDDD",)]


def test_rows_come_back_as_the_orm_hands_them_json_and_moments_included():
    answers = prepared.Statement(Attempt, lambda p: Attempt.objects.filter(learner=p.text("learner"))
                                 .order_by("pk").values_list(*prepared.columns(Attempt)))
    attempt("ana", 7, given={"card": ["7c"], "note": "ñ"}, seconds=12)
    attempt("ana", 8, correct=False, given={})
    alias, rows = answers.rows(learner="ana")
    assert alias == "default"
    assert rows == [list(row) for row in Attempt.objects.filter(learner="ana").order_by("pk")
                    .values_list(*prepared.columns(Attempt))]
    made = [prepared.instance(Attempt, alias, row) for row in rows]
    for mine, orms in zip(made, Attempt.objects.filter(learner="ana").order_by("pk"), strict=True):
        assert {f.attname: getattr(mine, f.attname) for f in Attempt._meta.concrete_fields} == \
               {f.attname: getattr(orms, f.attname) for f in Attempt._meta.concrete_fields}
        assert mine._state.db == alias and not mine._state.adding
    assert made[0].given == {"card": ["7c"], "note": "ñ"} and isinstance(made[0].created, datetime)


def test_a_read_of_a_row_and_its_related_row_makes_both_instances_in_one_statement():
    with_class = prepared.Statement(Student, lambda p: Student.objects.filter(token_hash=p.text("hash")).order_by()
                                    .values_list(*prepared.columns(Student), *prepared.columns(LiveSession, "session__")))
    session = class_of("EEEEEE", MOMENT)
    Student.objects.create(session=session, nickname="Ana", token_hash="h" * 64)
    with CaptureQueriesContext(connection) as statements:
        alias, rows = with_class.rows(hash="h" * 64)
    assert len(statements) == 1
    (row,) = rows
    size = len(prepared.columns(Student))
    student = prepared.instance(Student, alias, row[:size])
    student.session = prepared.instance(LiveSession, alias, row[size:])
    assert (student.nickname, student.session.join_code, student.session.ends_at) == ("Ana", "EEEEEE", MOMENT)
    assert with_class.rows(hash="x")[1] == []


def test_a_read_of_counts_with_a_value_inside_an_annotation_s_filter():
    seated = prepared.Statement(LiveSession, lambda p: LiveSession.objects.filter(pk=p.number("session")).annotate(
        seated=Count("students"),
        same_name=Count("students", filter=Q(Exact(Lower("students__nickname"), Lower(Value(p.text("name")))))),
    ).values_list("seated", "same_name"))
    session = class_of("FFFFFF", MOMENT)
    for number, name in enumerate(("Ana", "Bea")):
        Student.objects.create(session=session, nickname=name, token_hash=str(number) * 64)
    assert seated.run(session=session.pk, name="ANA") == [(2, 1)]
    assert seated.run(session=session.pk, name="Cruz") == [(2, 0)]
    assert seated.run(session=session.pk + 1, name="Ana") == []


def test_a_read_grouped_by_a_column():
    firsts = prepared.Statement(Attempt, lambda p: Attempt.objects.filter(
        learner=p.text("learner"), kind=Attempt.FIRST).order_by().values("learner").annotate(n=Count("pk"))
        .values_list("n"))
    for seed in (1, 2, 3):
        attempt("ana", seed)
    attempt("bea", 1)
    assert firsts.run(learner="ana") == [(3,)]
    assert firsts.run(learner="cruz") == []


def test_a_locking_read_inside_a_transaction():
    counts = prepared.Statement(Stat, lambda p: Stat.objects.select_for_update().filter(
        Q(key=p.text("one")) | Q(key=p.text("other")), learner=p.text("learner")).order_by("key")
        .values_list("key", "attempts"))
    stat("ana", "paulo-trick", attempts=2)
    stat("ana", "tute-trick", attempts=5)
    stat("bea", "tute-trick")
    with transaction.atomic(), CaptureQueriesContext(connection) as statements:
        assert counts.run(learner="ana", one="tute-trick", other="paulo-trick") == [("paulo-trick", 2),
                                                                                    ("tute-trick", 5)]
    locking = connection.features.has_select_for_update
    assert ("FOR UPDATE" in statements[-1]["sql"]) == locking  # PostgreSQL locks the rows; SQLite has no such lock


# --- updates -------------------------------------------------------------------------------------


def test_an_update_with_expressions_functions_and_a_list_of_numbers():
    step = prepared.Statement(Stat, lambda p: prepared.update(
        Stat.objects.filter(pk__in=[p.number("a"), p.number("b")]),
        attempts=F("attempts") + 1, best_streak=Greatest("best_streak", F("streak") + 1), updated=p.moment("now")),
        write=True)
    one, two, other = stat("ana", "a", streak=4, best_streak=2), stat("ana", "b", best_streak=9), stat("ana", "c")
    assert step.run(a=one.pk, b=two.pk, now=MOMENT) == 2
    assert step.run(a=one.pk, b=one.pk, now=MOMENT + timedelta(seconds=1)) == 1
    rows = {s.key: (s.attempts, s.best_streak, s.updated) for s in Stat.objects.all()}
    assert rows["a"] == (2, 5, MOMENT + timedelta(seconds=1))
    assert rows["b"] == (1, 9, MOMENT)
    assert rows["c"][:2] == (0, 0) and rows["c"][2] == Stat.objects.get(pk=other.pk).updated


def test_an_update_counts_no_row_when_none_matches():
    touch = prepared.Statement(Stat, lambda p: prepared.update(
        Stat.objects.filter(learner=p.text("learner")), correct=F("correct") + 1), write=True)
    stat("ana", "a")
    assert touch.run(learner="nobody") == 0
    assert touch.run(learner="ana") == 1
    assert Stat.objects.get().correct == 1


# --- how a statement is built ------------------------------------------------------------------


def test_a_statement_is_built_once_per_database_and_run_many_times():
    built = []

    def build(p):
        built.append(1)
        return Attempt.objects.filter(learner=p.text("learner")).values_list("seed")

    statement = prepared.Statement(Attempt, build)
    for learner in ("ana", "bea", "cruz"):
        statement.run(learner=learner)
    assert len(built) == 1


def test_a_value_named_twice_is_refused_when_the_statement_is_built():
    twice = prepared.Statement(Attempt, lambda p: Attempt.objects.filter(learner=p.text("x"), drill=p.text("x")))
    with pytest.raises(ValueError, match="made twice"):
        twice.run(x="ana")


def test_the_constants_a_statement_writes_are_never_taken_for_its_values():
    bump = prepared.Statement(Stat, lambda p: prepared.update(
        Stat.objects.filter(attempts=p.number("attempts")), attempts=F("attempts") + 1, streak=0), write=True)
    stat("ana", "a", attempts=1, streak=3)
    stat("ana", "b", attempts=0, streak=3)
    assert bump.run(attempts=1) == 1
    assert sorted(Stat.objects.values_list("key", "attempts", "streak")) == [("a", 2, 0), ("b", 0, 3)]
