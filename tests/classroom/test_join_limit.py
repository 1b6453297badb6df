"""Join codes are limited per address and over the whole code space (classroom/join_limit.py): a class behind
one school router still gets in with the right code, rotating addresses gains a guesser nothing, and the
counts are exact when many phones type at the same moment."""

import pytest
from django.test import Client

from classroom import join_limit, live
from classroom.models import JoinGuesses, Student
from tests.classroom.live_steps import open_class, text_of
from tests.classroom.test_live_concurrency import all_at_once

pytestmark = pytest.mark.django_db

SCHOOL = "198.51.100.20"


def join(address: str, code: str, nickname: str, lang: str = "en"):
    return Client(REMOTE_ADDR=address).post(f"/{lang}/join/", {"code": code, "nickname": nickname})


def test_a_class_behind_one_router_still_joins_after_its_address_is_past_the_limit():
    session, _ = open_class()
    other, _ = open_class()
    assert join(SCHOOL, session.join_code, "First").status_code == 302
    for n in range(live.JOIN_FAILURES):
        assert join(SCHOOL, "ACDEFH", f"Typo {n}").status_code == 404
    assert join(SCHOOL, "ACDEFH", "Typo").status_code == 429
    for n in range(5):  # the classmates of the first student in
        assert join(SCHOOL, session.join_code, f"Classmate {n}").status_code == 302
    # Another class's code is refused like any wrong one: the address learns nothing from it.
    refused = join(SCHOOL, other.join_code, "Stranger")
    assert refused.status_code == 429 and "Too many wrong codes were typed from this network" in text_of(refused)
    assert Student.objects.filter(session=other).count() == 0


def test_a_right_code_costs_nothing():
    session, _ = open_class()
    for n in range(live.JOIN_FAILURES + 5):
        assert join(SCHOOL, session.join_code, f"Student {n}").status_code == 302
    assert not JoinGuesses.objects.filter(key__in=["space", join_limit.address_key(SCHOOL)], count__gt=0).exists()


@pytest.mark.parametrize(("lang", "words"), [("es", "se están escribiendo demasiados códigos equivocados"),
                                             ("en", "Too many wrong codes are being typed on this site")])
def test_rotating_addresses_meets_the_count_of_the_whole_code_space(monkeypatch, lang, words):
    monkeypatch.setattr(join_limit, "CODE_SPACE", 12)
    session, _ = open_class()
    for n in range(12):
        assert join(f"192.0.2.{n}", "ACDEFH", "Bot", lang).status_code == 404
    wrong = join("192.0.2.200", "ACDEFH", "Bot", lang)
    right = join("192.0.2.201", session.join_code, "Bot", lang)  # the guesser cannot tell a hit
    assert wrong.status_code == right.status_code == 429
    assert words in text_of(wrong) and words in text_of(right)
    assert Student.objects.count() == 0
    # Addresses that already got into a session keep joining it.
    JoinGuesses.objects.all().delete()
    assert join(SCHOOL, session.join_code, "First", lang).status_code == 302
    monkeypatch.setattr(join_limit, "CODE_SPACE", 0)
    assert join(SCHOOL, session.join_code, "Second", lang).status_code == 302


@pytest.mark.django_db(transaction=True)
def test_the_count_is_exact_when_guesses_arrive_at_the_same_moment(monkeypatch):
    monkeypatch.setattr(join_limit, "PER_ADDRESS", 8)
    statuses = all_at_once([lambda n=n: join(SCHOOL, "ACDEFH", f"Bot {n}").status_code for n in range(24)])
    assert sorted(statuses) == [404] * 8 + [429] * 16
    assert JoinGuesses.objects.get(key=join_limit.address_key(SCHOOL)).count == 8
    assert JoinGuesses.objects.get(key="space").count == 8


def test_counts_of_past_windows_go_and_passes_last_while_their_session_does():
    session, _ = open_class()
    assert join(SCHOOL, session.join_code, "First").status_code == 302
    join(SCHOOL, "ACDEFH", "Typo")
    assert join_limit.forget(now=session.ends_at.timestamp() - 1) == 2  # the window's counts
    assert JoinGuesses.objects.filter(key__startswith="pass:").count() == 1
    assert join_limit.forget(now=session.ends_at.timestamp() + join_limit.WINDOW.total_seconds()) == 1
    assert not JoinGuesses.objects.exists()
