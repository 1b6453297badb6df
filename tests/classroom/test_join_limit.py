"""Join codes are limited per address range and over the whole code space (classroom/join_limit.py): a class
behind one school router still gets in with the right code, rotating addresses inside a range gains a guesser
nothing, guessers from many ranges slow every range down but lock no class out, the join link's pass skips
the counts, and the counts are exact when many phones type at the same moment."""

import pytest
from django.test import Client

from classroom import join_limit, live
from classroom.live_views import COOKIE
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
def test_past_the_code_space_count_a_guessers_range_cannot_tell_a_hit(monkeypatch, lang, words):
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


def guessers(ranges: int, each: int) -> list[str]:
    """Addresses in ``ranges`` different /24 ranges, each sending ``each`` wrong codes."""
    addresses = [f"203.0.{n}.9" for n in range(ranges)]
    for address in addresses:
        for _ in range(each):
            assert join(address, "ACDEFH", "Bot").status_code == 404
    return addresses


@pytest.mark.parametrize(("lang", "words"), [("es", "se están escribiendo demasiados códigos equivocados"),
                                             ("en", "Too many wrong codes are being typed on this site")])
def test_guessers_from_many_ranges_cannot_lock_out_a_class_whose_code_they_do_not_know(monkeypatch, lang, words):
    monkeypatch.setattr(join_limit, "CODE_SPACE", 24)
    bots = guessers(12, 2)  # the site-wide count is spent
    session, _ = open_class()  # nobody in it yet
    assert join(SCHOOL, session.join_code, "Ana", lang).status_code == 302
    assert join("2001:db8:5::1", session.join_code, "Ben", lang).status_code == 302
    # Past the site-wide count each range guesses only a few more codes, right or wrong alike.
    for _ in range(join_limit.BUSY_PER_RANGE - 2):
        assert join(bots[0], "ACDEFH", "Bot", lang).status_code == 404
    for code in ("ACDEFH", session.join_code):
        refused = join(bots[0], code, "Bot", lang)
        assert refused.status_code == 429 and words in text_of(refused)
    # A class on a fresh network still mistypes a little and gets in.
    assert join("198.51.100.77", "ACDEFH", "Typo", lang).status_code == 404
    assert join("198.51.100.77", session.join_code, "Cai", lang).status_code == 302
    assert Student.objects.filter(session=session).count() == 3


def test_rotating_addresses_inside_one_range_counts_as_one():
    session, _ = open_class()
    for n in range(live.JOIN_FAILURES):
        assert join(f"203.0.113.{n}", "ACDEFH", "Bot").status_code == 404
        assert join(f"2001:db8:0:7:{n:x}::1", "ACDEFH", "Bot").status_code == 404
    assert join("203.0.113.250", session.join_code, "Bot").status_code == 429
    assert join("2001:db8:0:7:ffff::2", session.join_code, "Bot").status_code == 429
    assert join("203.0.114.1", session.join_code, "Ana").status_code == 302  # the next range is another
    assert join("2001:db8:0:8::1", session.join_code, "Ben").status_code == 302


def test_the_join_link_and_the_qr_code_carry_a_pass_that_skips_every_count(monkeypatch):
    session, secret = open_class()
    teacher = Client().get(f"/en/classroom/live/{secret}/").content.decode()
    link = live.join_url("http://testserver/en/join/", session)
    assert link.replace("&", "&amp;") in teacher
    monkeypatch.setattr(join_limit, "PER_ADDRESS", 0)
    monkeypatch.setattr(join_limit, "BUSY_PER_RANGE", 0)
    assert join(SCHOOL, session.join_code, "Typed").status_code == 429
    phone = Client(REMOTE_ADDR=SCHOOL)
    page = phone.get(link.removeprefix("http://testserver")).content.decode()
    assert f'name="pass" value="{live.join_pass(session)}"' in page
    joined = phone.post("/en/join/", {"code": session.join_code, "nickname": "Scanned",
                                      "pass": live.join_pass(session)})
    assert joined.status_code == 302 and COOKIE in joined.cookies
    other, _ = open_class()  # a session's pass opens that session only, and a forged one nothing
    for code, forged in ((other.join_code, live.join_pass(session)), (session.join_code, "0" * 16),
                         (session.join_code, live.join_pass(session)[:-1]), (session.join_code, "ñ" * 16),
                         (session.join_code, "\x00" * 16), (session.join_code, "9" * 5000)):
        refused = Client(REMOTE_ADDR=SCHOOL).post("/en/join/", {"code": code, "nickname": "Forged", "pass": forged})
        assert refused.status_code == 429
