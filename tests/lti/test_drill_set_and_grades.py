"""A student's launch runs a drill set, and the score (right / asked) goes to the platform's gradebook as the
student finishes: through the outbox, tried again until the platform accepts it, never sent twice."""

from __future__ import annotations

import logging
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import timezone, translation

from lti import retention, scores
from lti.models import Attempt, Launch, OneTimeValue, ScoreToSend
from lti.pages import report_url
from tests.at_once import all_at_once
from tests.lti import steps
from trainers.class_codes import ClassCode, parse
from trainers.class_questions import entry

pytestmark = [pytest.mark.django_db, pytest.mark.postgres]  # the outbox claims rows by conditional UPDATEs

CODE = str(ClassCode("tute", ("tute-trick",), level=1, n=3, seed=1))


def _answer(client, page: str, number: int, right: bool):
    item = entry(parse(CODE), number)
    expected = str(item.drill.expected(item.question))
    choice = expected if right else next(o.value for o in item.scene.widget.options if o.value != expected)
    return client.post(page, {"number": str(number), "choice": choice})


def _play(client, platform, answers=(True, False, True), **claims):
    landed, _ = steps.launch(client, platform, activity=CODE, **claims)
    page = landed["Location"]
    for number, right in enumerate(answers, start=1):
        answered = _answer(client, page, number, right)
        assert answered.status_code == 200
    return page


def test_the_drill_set_asks_its_questions_one_by_one_and_counts_the_right_ones(client, platform, registered):
    page = _play(client, platform, answers=(True, False))
    attempt = Attempt.objects.get()
    assert (attempt.answered, attempt.right, attempt.asked, attempt.finished) == (2, 1, 3, None)
    assert "3" in client.get(page).content.decode()


def test_an_answer_posted_twice_counts_once(client, platform, registered):
    landed, _ = steps.launch(client, platform, activity=CODE)
    _answer(client, landed["Location"], 1, True)
    again = _answer(client, landed["Location"], 1, True)
    assert again.status_code == 302
    assert Attempt.objects.get().answered == 1


def test_the_score_reaches_the_platform_s_gradebook_as_the_student_finishes(client, platform, registered):
    page = _play(client, platform)
    assert platform.scores == [
        {
            "scoreGiven": 2,
            "scoreMaximum": 3,
            "activityProgress": "Completed",
            "gradingProgress": "FullyGraded",
            "timestamp": platform.scores[0]["timestamp"],
            "userId": "user-42",
        }
    ]
    assert "2" in client.get(page).content.decode()
    assert ScoreToSend.objects.get().sent is not None


def test_a_score_the_platform_refuses_is_tried_again_later_and_sent_once(client, platform, registered):
    platform.refuse_scores = 1
    _play(client, platform)
    row = ScoreToSend.objects.get()
    assert platform.scores == [] and row.sent is None and row.tries == 1 and row.next_try > timezone.now()
    assert scores.send_due() == (0, 0)  # not due yet
    ScoreToSend.objects.update(next_try=timezone.now() - timedelta(seconds=1))
    assert scores.send_due() == (1, 0)
    assert scores.send_due() == (0, 0)
    assert len(platform.scores) == 1


def test_finishing_twice_queues_one_score(client, platform, registered):
    _play(client, platform)
    attempt = Attempt.objects.get()
    assert scores.finish(attempt) == scores.finish(attempt)
    assert ScoreToSend.objects.count() == 1 and len(platform.scores) == 1


def test_a_launch_without_a_gradebook_column_sends_nothing(client, platform, registered):
    _play(client, platform, ags=False)
    assert ScoreToSend.objects.count() == 0 and platform.scores == []


def test_the_teacher_s_report_lists_attempts_by_the_platform_s_anonymous_id(client, platform, registered):
    _play(client, platform, user="anon-7f3a")
    landed, _ = steps.launch(
        client, platform, activity=CODE, user="teacher-1", roles=("Instructor",), locale="en-GB"
    )
    teacher = Launch.objects.get(sub="teacher-1")
    with translation.override("en"):
        page = client.get(report_url(teacher))
    assert page.status_code == 200
    text = page.content.decode()
    assert "anon-7f3a" in text and "teacher-1" not in text and "sent" in text


def test_a_student_cannot_open_the_report(client, platform, registered):
    _play(client, platform)
    assert client.get(report_url(Launch.objects.get())).status_code == 403


def test_a_forged_page_address_is_refused(client, platform, registered, caplog):
    """The tool takes no grade callback: a score comes from answers posted to a launch's signed address, and an
    answer posted to a forged one is refused with a page, logged once at WARNING, and counts nothing."""
    landed, _ = steps.launch(client, platform, activity=CODE)
    forged = landed["Location"].replace("/play/", "/play/x")
    assert client.get(forged).status_code == 404
    caplog.clear()
    answer = client.post(forged, {"number": "1", "choice": "1O"})
    assert answer.status_code == 404 and 'data-kind="not_found"' in answer.content.decode()
    assert [r.getMessage().split(" path=")[0] for r in caplog.records if r.levelno >= logging.WARNING] == [
        "lti refused: not_found"
    ]
    assert not Attempt.objects.filter(answered__gt=0).exists() and platform.scores == []


def test_prune_deletes_launches_past_their_year_with_their_attempts_and_scores(registered):
    def launch(sub: str, days: int) -> None:
        kept = Launch.objects.create(
            platform=registered, sub=sub, activity=CODE, created=timezone.now() - timedelta(days=days)
        )
        ScoreToSend.objects.create(attempt=Attempt.objects.create(launch=kept, asked=3, right=2))

    launch("last-year", retention.KEPT.days + 1)
    launch("this-term", 30)
    OneTimeValue.objects.create(key="lti1p3-old", value="x", expires=timezone.now() - timedelta(seconds=1))
    call_command("prune", verbosity=0)
    assert list(Launch.objects.values_list("sub", flat=True)) == ["this-term"]
    assert Attempt.objects.count() == ScoreToSend.objects.count() == 1
    assert not OneTimeValue.objects.filter(key="lti1p3-old").exists()


def test_the_launched_pages_may_be_framed_by_the_launching_platform_only(client, platform, registered):
    landed, _ = steps.launch(client, platform, activity=CODE)
    page = client.get(landed["Location"])
    assert "frame-ancestors https://platform.test;" in page.headers["Content-Security-Policy"] + ";"
    assert "X-Frame-Options" not in page.headers
    assert (
        "Open in a new tab" in page.content.decode() or "Abrir en una pestaña nueva" in page.content.decode()
    )


def test_the_scheduler_s_command_sends_what_is_due(client, platform, registered, capsys):
    platform.refuse_scores = 1
    _play(client, platform)
    ScoreToSend.objects.update(next_try=timezone.now() - timedelta(seconds=1))
    call_command("lti", "send-scores")
    assert "scores sent: 1" in capsys.readouterr().out and len(platform.scores) == 1


@pytest.mark.django_db(transaction=True)
def test_two_senders_at_once_post_a_due_score_once(platform, registered):
    """The scheduler's command and a student's finish (or two app servers) send what is due at the same moment:
    each row is claimed by one of them only, so the platform receives the score once."""
    platform.refuse_scores = 1
    _play(Client(), platform)
    ScoreToSend.objects.update(next_try=timezone.now() - timedelta(seconds=1))
    results = all_at_once([scores.send_due, scores.send_due])
    assert sorted(results) == [(0, 0), (1, 0)] and len(platform.scores) == 1
