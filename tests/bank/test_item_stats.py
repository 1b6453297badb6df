"""Anonymous item statistics: every first answer in the trainers and in a live class counts once for its
trainer and level, with nothing stored about who answered; teachers see the hard ones when setting up."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from classroom import live
from tests.classroom.live_steps import open_class, seat, send
from tests.trainers.test_views import answer_form, post
from trainers import item_stats
from trainers.models import ItemStat

pytestmark = pytest.mark.django_db


def test_the_statistics_hold_counts_and_nothing_about_people():
    assert {f.name for f in ItemStat._meta.get_fields()} == {"id", "drill", "level", "answered", "right"}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_trainer_answer_counts_once_right_or_wrong(client, lang):
    slug = "tute-count"
    for wrong in (False, True):
        page = client.get(f"/{lang}/trainers/{slug}/?level=2").content.decode()
        form = answer_form(slug, page, wrong=wrong)
        post(client, lang, slug, form)
        post(client, lang, slug, form)  # the same question again: not a first answer
    stat = ItemStat.objects.get(drill=slug, level=2)
    assert (stat.answered, stat.right) == (2, 1)


def test_a_live_class_answer_counts_for_its_trainer_and_level():
    session, secret = open_class()
    live.step(session, "start")
    session.refresh_from_db()
    for n, right in enumerate((True, False, True)):
        send(seat(session, f"Ana{n}"), session, 0, right)
    entry = live.question(session, 0)
    stat = ItemStat.objects.get(drill=entry.drill.SLUG, level=live.class_code(session).level)
    assert (stat.answered, stat.right) == (3, 2)


def test_counting_is_exact_when_answers_arrive_together(transactional_db):
    if connection.vendor == "sqlite":
        pytest.skip("SQLite serialises writers; the race is PostgreSQL's")
    def answer():
        item_stats.count("papayoo-round", 1, True)
        connection.close()
    threads = [threading.Thread(target=answer) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert ItemStat.objects.get(drill="papayoo-round", level=1).answered == 8


def test_a_level_most_learners_miss_is_marked_on_the_set_up_page(client):
    ItemStat.objects.create(drill="tute-legal", level=2, answered=40, right=12)
    ItemStat.objects.create(drill="tute-trick", level=1, answered=5, right=0)  # too few answers to say
    page = client.get("/en/classroom/worksheets/tute/").content.decode()
    assert "hard for most learners (normal: 30% right)" in page
    assert page.count("hard for most learners") == 1
    spanish = client.get("/es/classroom/live/new/tute/").content.decode()
    assert "difícil para la mayoría (normal: 30 % de aciertos)" in spanish


def test_difficulty_needs_enough_answers():
    assert not item_stats.Difficulty(item_stats.MIN_ANSWERS - 1, 0).hard
    assert item_stats.Difficulty(item_stats.MIN_ANSWERS, 0).hard
    assert not item_stats.Difficulty(100, 50).hard


def test_the_debrief_puts_first_what_most_learners_find_hard_when_the_class_missed_as_often():
    """Questions 1 and 3 were each missed twice; question 3's trainer is one most learners get wrong."""
    from tests.classroom.test_live_debrief import finished_class

    ItemStat.objects.create(drill="tute-legal", level=1, answered=40, right=8)
    session, _secret = finished_class()
    misses = live.debrief(session, live.report(session))
    assert [(m.entry.number, m.entry.drill.SLUG) for m in misses] == [(3, "tute-legal"), (1, "tute-count"),
                                                                     (2, "tute-trick")]
