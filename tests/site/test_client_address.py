"""The client's address for per-address limits: REMOTE_ADDR unless the settings trust our proxies' header."""

import doctest

import pytest
from django.test import RequestFactory

from naipes_site import client_address as module
from naipes_site.client_address import client_address

NGINX = "10.0.0.1"


def request(forwarded: str | None = None):
    extra = {"HTTP_X_FORWARDED_FOR": forwarded} if forwarded is not None else {}
    return RequestFactory().get("/", REMOTE_ADDR=NGINX, **extra)


def test_doctests():
    assert doctest.testmod(module).failed == 0


def test_by_default_no_header_is_believed(settings):
    settings.NAIPES_TRUSTED_PROXY_COUNT = 0
    assert client_address(request("203.0.113.7")) == NGINX
    assert client_address(request()) == NGINX


@pytest.mark.parametrize(("forwarded", "count", "client"), [
    ("203.0.113.7", 1, "203.0.113.7"),                       # nginx appended what it saw
    ("1.2.3.4, 203.0.113.7", 1, "203.0.113.7"),              # the client wrote 1.2.3.4 itself: ignored
    ("203.0.113.7, 198.51.100.2", 2, "203.0.113.7"),         # a load balancer, then nginx
    (" 2001:DB8::1 ,198.51.100.2", 2, "2001:db8::1"),        # IPv6, written the one way
])
def test_with_trusted_proxies_the_client_is_counted_from_the_right(settings, forwarded, count, client):
    settings.NAIPES_TRUSTED_PROXY_COUNT = count
    assert client_address(request(forwarded)) == client


@pytest.mark.parametrize(("forwarded", "count"), [
    (None, 1),                       # nginx not set up to send the header
    ("", 1),
    ("203.0.113.7", 2),              # fewer addresses than proxies: not our proxies' header
    ("not an address", 1),
    ("203.0.113.7, <script>", 1),
])
def test_a_header_our_proxies_did_not_write_falls_back_to_remote_addr(settings, forwarded, count):
    settings.NAIPES_TRUSTED_PROXY_COUNT = count
    assert client_address(request(forwarded)) == NGINX
