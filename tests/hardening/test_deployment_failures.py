"""Failures a deployment meets: the database restarted or out of reach, clients sending too much.

- A kept PostgreSQL connection is checked before use, without a round trip, so a restart costs no error
  (the two-app-server test restarts its cluster: tests/deploy/test_two_app_servers.py).
- A database out of reach is a 503 in the user's language with Retry-After, logged once per interval,
  while pages that need no database keep working.
- Requests refused as the client's fault are one WARNING line each, never an ERROR traceback.
- An upload larger than the limit is refused by its size, before its body is read.
"""

import io
import json
import logging
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.db import close_old_connections, connection
from django.test import Client, override_settings

from classroom import live
from naipes_site import unavailable
from naipes_site.database import database_from_url
from naipes_site.postgresql import base as postgresql_base
from tests.classroom.live_steps import CODE

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]


def test_kept_postgresql_connections_are_checked_before_use():
    entry = database_from_url("postgres://u@db:5432/naipes", Path("x"))
    assert entry["CONN_HEALTH_CHECKS"] is True and entry["ENGINE"] == "naipes_site.postgresql"


# -- the check of a kept connection, without a round trip ------------------------------------------------

@pytest.fixture
def postgresql_only():
    if connection.vendor != "postgresql":
        pytest.skip("the quick check is PostgreSQL's: run with `make test-postgres`")


@pytest.fixture
def round_trips(monkeypatch):
    """Each time the check falls back to Django's own, a ``SELECT 1`` sent to the server."""
    sent = []
    django_check = postgresql_base.base.DatabaseWrapper.is_usable

    def counted(wrapper):
        sent.append("SELECT 1")
        return django_check(wrapper)

    monkeypatch.setattr(postgresql_base.base.DatabaseWrapper, "is_usable", counted)
    return sent


def _end_the_backend_of(wrapper) -> int:
    """Have another connection terminate ``wrapper``'s backend, as a restart does; wait for its goodbye."""
    pid = wrapper.connection.info.backend_pid
    other = wrapper.copy()
    try:
        with other.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(%s)", [pid])
    finally:
        other.close()
    deadline = time.monotonic() + 10
    while postgresql_base.quiet(wrapper.connection.fileno()) and time.monotonic() < deadline:
        time.sleep(0.01)
    return pid


@pytest.mark.django_db(transaction=True)
def test_a_healthy_kept_connection_is_checked_without_a_statement(postgresql_only, round_trips):
    connection.ensure_connection()
    assert connection.is_usable() is True
    assert round_trips == []


@pytest.mark.django_db(transaction=True)
def test_a_connection_the_server_ended_is_replaced_before_a_request_uses_it(postgresql_only, round_trips):
    session, secret = live.open_session(CODE, live.TEACHER_PACED, live.AFTER_EACH, "es")
    ended = _end_the_backend_of(connection)
    close_old_connections()  # what Django does as a request starts: its first statement checks first
    response = Client().get(f"/es/classroom/live/{secret}/")
    assert response.status_code == 200 and session.join_code in response.content.decode()
    assert connection.connection.info.backend_pid != ended  # a new connection served it
    assert round_trips == ["SELECT 1"]  # only the ended connection, whose socket spoke, cost one


# -- the database out of reach ---------------------------------------------------------------------------

@pytest.fixture
def fresh_log_interval(monkeypatch):
    monkeypatch.setattr(unavailable, "_log", unavailable.OncePer(unavailable.logger))


@override_settings(ROOT_URLCONF="tests.hardening.boom_urls")
@pytest.mark.parametrize(("lang", "words"), [("es", "Enseguida volvemos"), ("en", "Back in a moment")])
def test_a_database_out_of_reach_is_a_short_503_in_the_users_language(lang, words, fresh_log_interval, caplog):
    client = Client(raise_request_exception=False)
    with caplog.at_level(logging.INFO):
        responses = [client.get(f"/{lang}/no-database/") for _ in range(5)]
    for response in responses:
        assert response.status_code == 503 and response["Retry-After"] == str(unavailable.RETRY_AFTER)
        html = response.content.decode()
        assert words in html and f'<html lang="{lang}">' in html and f'href="/{lang}/"' in html
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert [r.name for r in errors] == ["naipes_site.unavailable"]  # one line for five requests, no traceback
    assert errors[0].exc_info is None and "Connection refused" in errors[0].getMessage()


def test_the_log_says_how_many_failures_it_kept_quiet(caplog):
    once = unavailable.OncePer(logging.getLogger("naipes_site.unavailable"), seconds=0)
    with caplog.at_level(logging.INFO):
        once(logging.ERROR, "database unavailable", RuntimeError("x"))
    assert "(0 more since the last line)" in caplog.records[-1].getMessage()


SCRIPT = """
import json, django
django.setup()
from django.test import Client
client = Client(raise_request_exception=False, HTTP_HOST="127.0.0.1")
out = {}
for path in ("/es/paulo/", "/en/paulo/", "/en/", "/en/trainers/paulo-trumps/?seed=3", "/en/glossary/",
             "/es/counters/papayoo/abcdefghijklmnopqrstuvwx/", "/en/counters/papayoo/abcdefghijklmnopqrstuvwx/"):
    response = client.get(path)
    out[path] = [response.status_code, response.get("Retry-After"), response.content.decode()]
response = client.post("/en/join/", {"code": "ACDEFH", "nickname": "Pat"})
out["join"] = [response.status_code, response.get("Retry-After"), response.content.decode()]
print(json.dumps(out))
"""


@pytest.mark.parametrize("url", ["sqlite:////nonexistent-naipes-folder/db.sqlite3",
                                 "postgres://postgres@127.0.0.1:9/naipes"])  # nothing listens on port 9
def test_with_the_database_out_of_reach_pages_that_need_none_keep_working(url):
    env = {**os.environ, "DATABASE_URL": url, "DJANGO_SETTINGS_MODULE": "naipes_site.settings.test",
           "LOG_LEVEL": "WARNING"}
    run = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    pages = json.loads(run.stdout)
    for path in ("/es/paulo/", "/en/paulo/", "/en/", "/en/trainers/paulo-trumps/?seed=3", "/en/glossary/"):
        assert pages[path][0] == 200, path
    assert pages["/es/counters/papayoo/abcdefghijklmnopqrstuvwx/"][:2] == [503, "30"]
    assert "Enseguida volvemos" in pages["/es/counters/papayoo/abcdefghijklmnopqrstuvwx/"][2]
    assert "Back in a moment" in pages["/en/counters/papayoo/abcdefghijklmnopqrstuvwx/"][2]
    assert pages["join"][:2] == [503, "30"]
    assert run.stderr.count("database unavailable") == 1 and "Traceback" not in run.stderr


# -- client errors are logged as client errors -----------------------------------------------------------

@pytest.fixture
def stderr_log():
    """What the shipped logging writes to stderr (the handler the settings configure on the root logger)."""
    handler = next(h for h in logging.getLogger().handlers if h.name == "stderr")
    stream = io.StringIO()
    old = handler.setStream(stream)
    try:
        yield stream
    finally:
        handler.setStream(old)


@pytest.mark.parametrize(("body", "kind"), [
    ("&".join(f"f{i}=1" for i in range(1200)), "TooManyFieldsSent"),
    ("player=" + "x" * 3_000_000, "RequestDataTooBig"),
])
def test_a_request_refused_as_the_clients_fault_is_one_warning_line(stderr_log, body, kind):
    response = Client(raise_request_exception=False).post(
        "/en/counters/papayoo/", body, content_type="application/x-www-form-urlencoded")
    assert response.status_code == 400
    lines = stderr_log.getvalue().splitlines()
    assert len(lines) == 1, lines
    assert " WARNING " in lines[0] and f"client error 400 {kind}" in lines[0] and "path=/en/counters/papayoo/" in lines[0]
    assert "Traceback" not in stderr_log.getvalue() and " ERROR " not in stderr_log.getvalue()


@override_settings(ROOT_URLCONF="tests.hardening.boom_urls")
def test_a_real_500_still_stands_out_with_its_traceback(stderr_log):
    assert Client(raise_request_exception=False).get("/boom/").status_code == 500
    assert " ERROR " in stderr_log.getvalue() and "Traceback" in stderr_log.getvalue()


# -- uploads refused by their size ------------------------------------------------------------------------

class UnreadBody(io.RawIOBase):
    """A request body that fails the test if anything reads it."""

    def read(self, *args):
        raise AssertionError("the body was read")

    readline = read


@pytest.mark.parametrize(("lang", "words"), [("es", "demasiado"), ("en", "too large")])
def test_a_100_mb_progress_file_is_refused_by_its_size_without_being_read(stderr_log, lang, words):
    response = Client(raise_request_exception=False).generic(
        "POST", f"/{lang}/trainers/progress/import/", b"", **{
            "wsgi.input": UnreadBody(), "CONTENT_LENGTH": str(100 * 1024 * 1024),
            "CONTENT_TYPE": "multipart/form-data; boundary=xyz"})
    assert response.status_code == 413 and words in response.content.decode()
    assert "client error 413" in stderr_log.getvalue() and "Traceback" not in stderr_log.getvalue()


def test_a_progress_file_of_ordinary_size_is_still_read(client):
    upload = io.BytesIO(b"not a progress code")
    upload.name = "naipes-progress.txt"
    response = client.post("/en/trainers/progress/import/", {"file": upload})
    assert response.status_code == 400  # read, and refused for what it holds
