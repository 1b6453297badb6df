"""The classroom load test's machinery (``bench.class_load``, run by `make bench` with ten classes of 30 on
PostgreSQL), exercised here for a few seconds with two classes of three against the test server: students
join, poll and answer while the teachers step through, and every answer the site acknowledged is in the
database at the end."""

from __future__ import annotations

import pytest

from bench import class_load

pytestmark = pytest.mark.django_db(transaction=True)


def test_two_small_classes_join_poll_and_answer_with_no_error_and_no_lost_answer(live_server):
    figures = class_load.drive([live_server.url], classes=2, students=3, seconds=5, pace=0.25)

    assert figures["errors"] == 0, figures["first_errors"]
    assert figures["join"]["n"] == 6
    assert figures["poll"]["n"] > 20 and figures["answer"]["n"] >= 6
    assert figures["acknowledged"] >= 6 and figures["lost"] == 0
    assert "errors 0  lost 0" in class_load.report(figures)


def test_an_acknowledged_answer_missing_from_the_database_counts_as_lost():
    plans = class_load.plan(1, questions=2)
    results = class_load.Results()
    results.acknowledged.add((plans[0].pk, "Nadie", 0))

    assert class_load.lost(plans, results) == 1
