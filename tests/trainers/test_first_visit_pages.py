"""The trainers' catalogue, the learning path and the practice page are the same for every first visit (no cookie but CSRF's and
kept tables'): made once per process. A learner's own page (their levels mastered, their reviews due) is
rendered for them, and never kept for anyone else."""

from __future__ import annotations

import pytest
from django.core.cache import caches
from django.test import Client
from django.utils import timezone

from trainers import learner, tracking
from trainers.models import ReviewCard, Stat

pytestmark = pytest.mark.django_db

KEY = "L" * 24
PAGES = {"/en/trainers/": "trainers/catalogue.html", "/en/trainers/path/": "trainers/path.html"}


@pytest.fixture(autouse=True)
def nothing_kept():
    caches["query_pages"].clear()


def a_learner_with_progress() -> Client:
    Stat.objects.get_or_create(learner=KEY, scope="level", key="tute-trick:1", defaults={
        "attempts": 9, "correct": 9, "streak": 9, "best_streak": tracking.MASTERY + 4})
    ReviewCard.objects.get_or_create(learner=KEY, drill="tute-trick", seed=3, level=1,
                                     defaults={"card": {}, "due": timezone.now()})
    client = Client()
    client.cookies[learner.COOKIE] = KEY
    return client


@pytest.mark.parametrize(("address", "template"), [*PAGES.items(), ("/en/practice/", "practice/index.html")])
def test_a_first_visit_page_is_made_once_and_is_the_page_as_rendered(address, template, renders):
    first = Client().get(address)
    assert first.status_code == 200
    for _ in range(3):
        again = Client().get(address)
        assert again.content == first.content and "Cookie" in again["Vary"]
        assert Client().head(address).content == b""
    assert renders.count(template) == 1


@pytest.mark.parametrize(("address", "template"), PAGES.items())
def test_a_learner_gets_their_own_page_and_it_is_kept_for_no_one(address, template, renders):
    stranger = Client().get(address).content
    own = a_learner_with_progress().get(address).content
    assert own != stranger
    assert Client().get(address).content == stranger
    assert a_learner_with_progress().get(address).content == own
    assert renders.count(template) == 3  # the first visit's once, the learner's each time


def test_the_learners_page_asked_first_is_not_kept_for_first_visits():
    own = a_learner_with_progress().get("/en/trainers/path/").content
    assert b"mastered" in own
    stranger = Client().get("/en/trainers/path/").content
    assert stranger != own


def test_a_learners_practice_page_is_rendered_for_them_each_time(renders):
    Client().get("/en/practice/")
    for _ in range(2):
        assert a_learner_with_progress().get("/en/practice/").status_code == 200
    assert renders.count("practice/index.html") == 3
