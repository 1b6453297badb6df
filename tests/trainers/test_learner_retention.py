"""A learner's rows are pruned with it: a browser that keeps no cookie starts a new learner at every
answer, and those learners of one answer go after a week; any learner unseen for as long as its cookie
lives goes with everything kept under its id, the practice hands too. Whoever still uses the site keeps
everything."""

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from practice.models import CoachedMistake, PlayedHand
from tests.trainers.test_views import answer_form, post
from trainers import learner, retention
from trainers.learner import COOKIE
from trainers.models import Attempt, Learner, ReviewCard, SkillMemory, Stat

pytestmark = [pytest.mark.django_db, pytest.mark.postgres]  # NOT IN subqueries and a GROUP BY … HAVING

SLUG = "tute-count"


def answer(client: Client, wrong: bool = True) -> str:
    """Answer one new question of the trainer as this browser; its learner id."""
    page = client.get(f"/en/trainers/{SLUG}/?level=1").content.decode()
    assert post(client, "en", SLUG, answer_form(SLUG, page, wrong=wrong)).status_code in (200, 303)
    return client.cookies[COOKIE].value


def age(key: str, days: int) -> None:
    """Every row of this learner as if written ``days`` ago."""
    then = timezone.now() - timedelta(days=days)
    Stat.objects.filter(learner=key).update(updated=then)
    Attempt.objects.filter(learner=key).update(created=then)
    ReviewCard.objects.filter(learner=key).update(updated=then)
    SkillMemory.objects.filter(learner=key).update(updated=then)
    Learner.objects.filter(key=key).update(created=then)
    PlayedHand.objects.filter(learner=key).update(created=then)
    CoachedMistake.objects.filter(learner=key).update(created=then)


def rows(key: str) -> int:
    return sum(model.objects.filter(learner=key).count()
               for model in (Stat, Attempt, ReviewCard, SkillMemory, PlayedHand, CoachedMistake)) + Learner.objects.filter(key=key).count()


def test_a_browser_without_the_cookie_leaves_nothing_a_week_after_its_answers():
    keys = [answer(Client()) for _ in range(5)]  # a new browser, and so a new learner, at every answer
    assert len(set(keys)) == 5 and all(rows(key) >= 4 for key in keys)  # three counts, the answer, its card
    for key in keys:
        age(key, retention.ONE_ANSWER_KEPT.days + 1)
    call_command("prune", verbosity=0)
    assert not any(rows(key) for key in keys)
    assert not Stat.objects.exists() and not Attempt.objects.exists() and not ReviewCard.objects.exists()
    assert not SkillMemory.objects.exists()


def test_a_learner_of_one_answer_is_kept_for_the_week_it_may_come_back_in():
    key = answer(Client())
    age(key, retention.ONE_ANSWER_KEPT.days - 1)
    call_command("prune", verbosity=0)
    assert rows(key) >= 4


def test_a_learner_who_came_back_or_did_more_than_answer_once_is_kept():
    twice = Client()
    answer(twice)
    back = answer(twice)
    practised = answer(Client())
    PlayedHand.objects.create(learner=practised, game="tute", seed=1, players=4, actions="x" * 64)
    switched = answer(Client())
    learner.set_spaced_repetition(switched, False)
    for key in (back, practised, switched):
        age(key, retention.ONE_ANSWER_KEPT.days + 30)
    assert retention.one_answer_learners() == 0
    assert Attempt.objects.filter(learner=back).count() == 2
    assert all(rows(key) for key in (practised, switched))


def test_a_learner_unseen_for_as_long_as_its_cookie_lives_goes_with_all_its_rows():
    gone, kept, practising = Client(), Client(), Client()
    for client in (gone, kept, practising):
        for _ in range(3):
            answer(client)
    gone_key, kept_key, practising_key = (c.cookies[COOKIE].value for c in (gone, kept, practising))
    PlayedHand.objects.create(learner=gone_key, game="tute", seed=1, players=4, actions="a" * 64)
    CoachedMistake.objects.create(learner=gone_key, game="tute", seed=1, players=4, position="p", action="1O",
                                  reason="r")
    learner.set_spaced_repetition(gone_key, False)
    PlayedHand.objects.create(learner=practising_key, game="tute", seed=2, players=4, actions="b" * 64)
    for key in (gone_key, practising_key):
        age(key, retention.UNSEEN_KEPT.days + 1)
    age(kept_key, retention.UNSEEN_KEPT.days - 1)
    # The practising learner played a hand yesterday: its old answers stay with it.
    PlayedHand.objects.filter(learner=practising_key).update(created=timezone.now() - timedelta(days=1))
    call_command("prune", verbosity=0)
    assert rows(gone_key) == 0
    assert Attempt.objects.filter(learner=kept_key).count() == 3
    assert Attempt.objects.filter(learner=practising_key).count() == 3


def test_many_learners_go_in_rounds(monkeypatch):
    monkeypatch.setattr(retention, "BATCH", 2)
    keys = [answer(Client()) for _ in range(5)]
    for key in keys:
        age(key, retention.UNSEEN_KEPT.days + 1)
    call_command("prune", verbosity=0)
    assert not any(rows(key) for key in keys)


def test_every_answer_sends_the_cookie_again_so_it_lives_as_long_after_the_last_one():
    client = Client()
    key = answer(client)
    page = client.get(f"/en/trainers/{SLUG}/?level=1").content.decode()
    again = post(client, "en", SLUG, answer_form(SLUG, page))
    cookie = again.cookies[COOKIE]
    assert cookie.value == key and int(cookie["max-age"]) == learner.MAX_AGE
    assert retention.UNSEEN_KEPT.total_seconds() == learner.MAX_AGE
