"""A ``HEAD`` answer, a ``204`` and a ``304`` leave the application with no body, as HTTP says, whichever
layer made them: the rule pages (warm in the page cache or not), the other pages, a sheet's live poll and a
live class's quick poll. Django's test client drops such bodies itself, so these go through the WSGI
handler, as gunicorn calls it (gunicorn drops a body too, with a warning in its log per answer)."""

from __future__ import annotations

import io

import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections

from counters.models import PapayooSheet

pytestmark = pytest.mark.django_db


def wsgi(method: str, path: str, query: str = "", **headers: str) -> tuple[int, dict[str, str], bytes]:
    environ = {"REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": query, "SERVER_NAME": "localhost",
               "SERVER_PORT": "80", "HTTP_HOST": "localhost", "SERVER_PROTOCOL": "HTTP/1.1",
               "wsgi.input": io.BytesIO(b""), "wsgi.errors": io.StringIO(), "wsgi.url_scheme": "http",
               **{f"HTTP_{name.upper()}": value for name, value in headers.items()}}
    started = {}

    def start_response(status, response_headers, exc_info=None):
        started["status"], started["headers"] = int(status.split()[0]), dict(response_headers)

    # As Django's test client does: a request's start and end must not close the test's database connection.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        answer = WSGIHandler()(environ, start_response)
        try:
            body = b"".join(answer)
        finally:
            getattr(answer, "close", lambda: None)()
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)
    return started["status"], started["headers"], body


@pytest.mark.parametrize("path", ["/es/tute/", "/en/papayoo/cheatsheet/", "/en/", "/es/trainers/paulo-trumps/",
                                  "/en/judges/", "/en/search/", "/es/glossary/", "/en/no-such-page-exists/"])
@pytest.mark.parametrize("encoding", ["", "gzip"])
def test_a_head_answer_has_no_body_but_the_length_of_its_get(path, encoding):
    for _warm in range(2):  # the second one is answered from the page cache where a page is kept
        status, headers, body = wsgi("HEAD", path, ACCEPT_ENCODING=encoding)
        assert body == b"", (path, status)
    assert status == wsgi("GET", path, ACCEPT_ENCODING=encoding)[0]


@pytest.mark.parametrize("encoding", ["", "gzip"])
def test_a_head_answer_keeps_the_length_of_the_get(encoding):
    for _warm in range(2):
        _status, headers, _body = wsgi("HEAD", "/es/tute/", ACCEPT_ENCODING=encoding)
        _status, got, page = wsgi("GET", "/es/tute/", ACCEPT_ENCODING=encoding)
        assert int(headers["Content-Length"]) == len(page) == int(got["Content-Length"])


def test_a_not_modified_rule_page_has_no_body():
    _status, headers, _page = wsgi("GET", "/es/tute/", ACCEPT_ENCODING="gzip")
    for method in ("GET", "HEAD"):
        status, _headers, body = wsgi(method, "/es/tute/", ACCEPT_ENCODING="gzip", IF_NONE_MATCH=headers["ETag"])
        assert (status, body) == (304, b"")


def test_a_sheets_unchanged_polls_have_no_body():
    sheet = PapayooSheet.objects.create(players=["Ana", "Bea", "Cris"])
    live = f"/en/counters/papayoo/{sheet.token}/live/"
    status, headers, body = wsgi("GET", live, f"since={sheet.version}")
    assert (status, body) == (204, b"") and "Content-Length" not in headers
    status, _headers, body = wsgi("GET", live, "since=0", IF_NONE_MATCH=headers["ETag"])
    assert (status, body) == (304, b"")
    # The page drawn compressed carries a weak tag (the gzip layer's W/"…"); quoted back, it is the same version.
    _status, headers, _body = wsgi("GET", live, "since=0", ACCEPT_ENCODING="gzip")
    assert headers["ETag"].startswith('W/"')
    status, _headers, body = wsgi("GET", live, "since=0", ACCEPT_ENCODING="gzip", IF_NONE_MATCH=headers["ETag"])
    assert (status, body) == (304, b"")
    status, _headers, body = wsgi("HEAD", live, "since=0")
    assert (status, body) == (200, b"")


@pytest.mark.parametrize("method", ["GET", "HEAD"])
def test_a_live_class_seats_unchanged_poll_has_no_body(method):
    from classroom import polls
    from classroom.live_views import COOKIE, _seat_key
    from tests.classroom.live_steps import open_class, seat

    session, _secret = open_class()
    phone = seat(session, "Rosa")
    cookie = f"{COOKIE}={phone.cookies[COOKIE].value}"
    key = _seat_key(polls.seat(phone.cookies[COOKIE].value))
    for _quick in range(2):  # the second is answered before the stack, with the first one's headers
        status, _headers, body = wsgi(method, "/es/join/seat/poll/", f"v={key}", COOKIE=cookie)
        assert (status, body) == (204, b"")
        status, _headers, body = wsgi(method, "/es/join/seat/poll/", COOKIE=cookie, IF_NONE_MATCH=f'"{key}"')
        assert (status, body) == (304, b"")
