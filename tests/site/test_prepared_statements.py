"""A statement built once by the ORM and run with new values reads and writes what the ORM itself would."""

from datetime import UTC, datetime

import pytest
from django.db.models import F

from naipes_site import prepared
from trainers.models import Attempt, Stat

pytestmark = [pytest.mark.django_db, pytest.mark.postgres]

_ANSWERS = prepared.Statement(Attempt, lambda p: Attempt.objects.filter(
    learner=p.text("learner"), seed=p.number("seed")).order_by("id").values_list("seed", "correct"))
_STEP = prepared.Statement(Stat, lambda p: prepared.update(
    Stat.objects.filter(learner=p.text("learner"), key=p.text("key")),
    attempts=F("attempts") + 1, updated=p.moment("now")), write=True)


def _attempt(learner: str, seed: int, correct: bool) -> None:
    Attempt.objects.create(learner=learner, drill="tute-trick", seed=seed, level=1, kind=Attempt.FIRST,
                           correct=correct, given={})


def test_each_run_reads_with_its_own_values_what_the_orm_reads():
    _attempt("ana", 7, True)
    _attempt("ana", 8, False)
    _attempt("bea", 7, False)
    for learner, seed in [("ana", 7), ("ana", 8), ("bea", 7), ("bea", 8)]:
        expected = list(Attempt.objects.filter(learner=learner, seed=seed).values_list("seed", "correct"))
        assert _ANSWERS.run(learner=learner, seed=seed) == expected


def test_an_update_writes_its_own_values_and_counts_its_rows():
    Stat.objects.create(learner="ana", scope="drill", key="tute-trick")
    Stat.objects.create(learner="ana", scope="drill", key="paulo-trick")
    moment = datetime(2026, 3, 4, 5, 6, 7, 890123, tzinfo=UTC)
    assert _STEP.run(learner="ana", key="tute-trick", now=moment) == 1
    assert _STEP.run(learner="ana", key="tute-trick", now=moment) == 1
    assert _STEP.run(learner="bea", key="tute-trick", now=moment) == 0
    stat = Stat.objects.get(key="tute-trick")
    assert (stat.attempts, stat.updated) == (2, moment)
    assert Stat.objects.get(key="paulo-trick").attempts == 0


def test_a_value_the_statement_does_not_take_is_found_out_when_it_is_built():
    unused = prepared.Statement(Attempt, lambda p: (p.text("unused"), Attempt.objects.filter(learner="ana"))[1])
    with pytest.raises(RuntimeError, match="unused"):
        unused.run(unused="x")
