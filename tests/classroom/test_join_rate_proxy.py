"""Wrong join codes are limited per client address, behind a proxy too: the count is kept in the database
(any app server sees it), and X-Forwarded-For decides the address only when the settings trust it."""

import pytest
from django.test import Client

from classroom import join_limit, live
from classroom.models import JoinGuesses
from tests.classroom.live_steps import open_class

pytestmark = pytest.mark.django_db

NGINX = "10.0.0.1"


def phone(address: str) -> Client:
    """A phone behind our nginx: the app sees nginx's address and the header nginx appended."""
    return Client(REMOTE_ADDR=NGINX, HTTP_X_FORWARDED_FOR=address)


def counted() -> dict[str, int]:
    """Wrong codes counted per address (the code space's count and the sessions' passes aside)."""
    return dict(JoinGuesses.objects.filter(key__startswith="address:", count__gt=0).values_list("key", "count"))


def guess_wrong(client: Client, times: int = live.JOIN_FAILURES) -> None:
    for _ in range(times):
        assert client.post("/en/join/", {"code": "ACDEFH", "nickname": "Bot"}).status_code == 404


def test_behind_a_trusted_proxy_one_guesser_does_not_lock_out_the_class(settings):
    settings.NAIPES_TRUSTED_PROXY_COUNT = 1
    guess_wrong(phone("203.0.113.66"))
    session, _ = open_class()
    refused = phone("203.0.113.66").post("/en/join/", {"code": session.join_code, "nickname": "Bot"})
    assert refused.status_code == 429
    # Counted per range (a /24): the class is on another network than the guesser.
    classmate = phone("198.51.100.7").post("/en/join/", {"code": session.join_code, "nickname": "Rosa"})
    assert classmate.status_code == 302
    assert counted() == {join_limit.address_key("203.0.113.66"): live.JOIN_FAILURES}


def test_a_forged_header_cannot_dodge_the_limit_when_no_proxy_is_trusted(settings):
    settings.NAIPES_TRUSTED_PROXY_COUNT = 0
    for n in range(live.JOIN_FAILURES):
        forged = Client(REMOTE_ADDR="198.51.100.9", HTTP_X_FORWARDED_FOR=f"192.0.2.{n}")
        assert forged.post("/en/join/", {"code": "ACDEFH", "nickname": "Bot"}).status_code == 404
    session, _ = open_class()
    again = Client(REMOTE_ADDR="198.51.100.9", HTTP_X_FORWARDED_FOR="192.0.2.250")
    assert again.post("/en/join/", {"code": session.join_code, "nickname": "Bot"}).status_code == 429
    assert counted() == {join_limit.address_key("198.51.100.9"): live.JOIN_FAILURES}


def test_a_client_writing_its_own_header_is_still_counted_by_what_nginx_saw(settings):
    settings.NAIPES_TRUSTED_PROXY_COUNT = 1
    for n in range(live.JOIN_FAILURES):
        # The client sends "X-Forwarded-For: 192.0.2.n"; nginx appends the address it really saw.
        phone(f"192.0.2.{n}, 203.0.113.66").post("/en/join/", {"code": "ACDEFH", "nickname": "Bot"})
    session, _ = open_class()
    response = phone("192.0.2.250, 203.0.113.66").post("/en/join/", {"code": session.join_code, "nickname": "B"})
    assert response.status_code == 429


def test_the_limit_lives_in_the_database_so_every_app_server_shares_it(settings):
    """Two clients stand for two app servers: neither keeps a count of its own."""
    settings.NAIPES_TRUSTED_PROXY_COUNT = 1
    guess_wrong(phone("203.0.113.66"), live.JOIN_FAILURES - 1)
    assert counted() == {join_limit.address_key("203.0.113.66"): live.JOIN_FAILURES - 1}
    guess_wrong(phone("203.0.113.66"), 1)
    session, _ = open_class()
    assert phone("203.0.113.66").post("/en/join/", {"code": session.join_code, "nickname": "X"}).status_code == 429
