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


def test_the_servers_own_times_are_read_from_the_access_log_by_kind_of_request():
    lines = ["GET /es/join/seat/poll/ 204 1500", "GET /es/classroom/live/abc/panel/ 200 9000",
             "POST /es/join/seat/answer/ 200 12000", "POST /es/join/ 302 40000",
             "POST /es/classroom/live/abc/step/ 302 3000", "GET /es/join/seat/ 200 8000", "garbled"]

    times = class_load.server_times(lines)

    assert times["poll"]["n"] == 2 and times["poll"]["p50"] == pytest.approx(0.00525)
    assert times["answer"] == {"n": 1, "p50": 0.012, "p99": 0.012}
    assert times["join"]["n"] == times["teacher"]["n"] == 1


def test_the_report_names_the_phones_time_the_servers_time_and_the_generators_lag():
    times = {kind: {"n": 1, "p50": 0.001, "p99": 0.002} for kind in class_load.KINDS}
    figures = {"classes": 1, "students": 3, **times, "errors": 0, "acknowledged": 1, "lost": 0,
               "server": times, "lag": {"n": 2, "p50": 0.0005, "p99": 0.004, "max": 0.01},
               "seated_poll": {"n": 5, "p50": 0.003, "p99": 0.02}}

    printed = class_load.report(figures)

    assert "as the phones see it" in printed and "in the servers' workers" in printed
    assert "event-loop lag" in printed and "p99 4.0" in printed
    assert "once everyone is in" in printed and "p99 20.0" in printed
