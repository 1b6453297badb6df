"""Two gunicorn instances on one PostgreSQL database, every request alternating between them: a
trainer session with progress and review, a Papayoo sheet edited from two phones, a live class (the
teacher and each student alternate on their own), and the join rate limit reached through both servers
together. Nothing may depend on one process's memory.

To add a scenario, write a test that takes the ``servers`` fixture and drives one or more
:class:`Phone`; each phone alternates on its own. The servers are started once for the module (booting
gunicorn is the slow part); every test starts from an empty database all the same.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path
from random import Random
from types import SimpleNamespace
from urllib.parse import urlsplit

import pytest
from django.db import connection

from bench.servers import gunicorns
from classroom import live
from classroom.models import LiveSession, Student
from tests.classroom.live_steps import CODE, answer_fields, text_of
from tests.deploy.browser import Phone, csrf
from tests.fuzz.forms import forms_in
from trainers.drills import DRILLS

# One pair of servers for the module (the workers are dealt whole modules: Makefile, XDIST).
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(scope="module")
def server_logs(tmp_path_factory) -> Path:
    """The folder of the two servers' logs (``a.log``, ``b.log``): gunicorn's own lines and the site's."""
    return tmp_path_factory.mktemp("servers")


@pytest.fixture(scope="module")
def servers(django_db_setup, django_db_blocker, server_logs):
    if connection.vendor != "postgresql":
        pytest.skip("two app servers share PostgreSQL: run with `make test-postgres`")
    db = connection.settings_dict
    url = f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
    env = {"DJANGO_SETTINGS_MODULE": "naipes_site.settings.test", "DATABASE_URL": url, "LOG_LEVEL": "WARNING"}
    with django_db_blocker.unblock():
        connection.close()  # the servers' connections only, while they start
    with gunicorns(2, env, workers=1, logs=server_logs) as both:
        yield both


def test_a_trainer_session_keeps_its_progress_and_review_across_servers(servers):
    phone = Phone(servers)
    drill = DRILLS["docena-hand"]
    right = drill.expected(drill.generate(Random(3), 1))
    wrong = str(right % 23 + 1)

    status, _url, page = phone.get("/en/trainers/docena-hand/?seed=3&level=1")
    assert status == 200
    token = re.search(r'name="token" value="([^"]+)"', page).group(1)
    answer = [("csrfmiddlewaretoken", csrf(page)), ("token", token), ("choice", wrong)]
    status, _url, _page = phone.post("/en/trainers/docena-hand/answer/", answer)
    assert status == 200  # scored on the other server, as a first attempt

    status, _url, _page = phone.post("/en/trainers/docena-hand/answer/", answer)
    assert status == 400  # the first server knows it was answered: not scored again

    status, url, page = phone.get("/en/trainers/review/")
    assert status == 200 and "seed=3" in url and "review=1" in url  # the miss is there to review

    status, _url, progress = phone.get("/en/trainers/progress/")
    assert status == 200 and "docena-hand" in progress
    assert len(set(phone.used)) == 2


def _papayoo_start_fields(page: str) -> tuple[str, list[tuple[str, str]]]:
    form = next(f for f in forms_in(page, "/en/counters/") if "papayoo" in f.action)
    names = iter(["Ana", "Bea", "Cris", "Dani"])
    fields = [(n, next(names, "") if n == "player" else "5" if n == "rounds" else v)
              for n, v in form.browser_defaults()]
    return form.action, fields


def _round(page: str, points: list[int]) -> tuple[str, list[tuple[str, str]]]:
    form = next(f for f in forms_in(page, "") if f.action.split("#")[0].endswith("/rounds/"))
    fields = [(n, v) for n, v in form.browser_defaults() if not n.startswith("points_") and n != "die"]
    fields += [("die", "S")] + [(f"points_{seat}", str(p)) for seat, p in enumerate(points)]
    return form.action, fields


def test_a_papayoo_sheet_edited_from_two_phones_on_two_servers(servers):
    one, two = Phone(servers), Phone(list(reversed(servers)))
    _status, _url, page = one.get("/en/counters/")
    action, fields = _papayoo_start_fields(page)
    status, sheet_url, sheet = one.post(action, fields)
    assert status == 200 and "/counters/papayoo/" in sheet_url
    sheet_path = urlsplit(sheet_url).path

    _status, _url, seen = two.get(sheet_path)
    action, fields = _round(seen, [250, 0, 0, 0])
    status, _url, after = two.post(action, fields)
    assert status == 200, after[:500]

    _status, _url, seen = one.get(sheet_path)
    action, fields = _round(seen, [0, 100, 150, 0])
    status, _url, _after = one.post(action, fields)
    assert status == 200

    tables = [re.search(r"<table.*?</table>", phone.get(sheet_path)[2], re.S).group() for phone in (one, two, one, two)]
    assert len(set(tables)) == 1  # both servers show the same sheet
    assert "150" in tables[0] and "100" in tables[0] and tables[0].count("<tr") >= 3  # both rounds are there
    assert len(set(one.used)) == 2 and len(set(two.used)) == 2


def _text(html: str) -> str:
    return text_of(SimpleNamespace(content=html.encode()))


def _join(student: Phone, join_code: str, nickname: str, lang: str) -> tuple[int, str, str]:
    _status, _url, page = student.get(f"/{lang}/join/?code={join_code}")
    return student.post(f"/{lang}/join/", [("csrfmiddlewaretoken", csrf(page)), ("code", join_code),
                                           ("nickname", nickname), ("language", lang)])


def _answer(student: Phone, session, index: int, right: bool, lang: str) -> tuple[int, str, list]:
    """The student's seat, then the answer sent from its form; returns the fields, to send them again."""
    _status, _url, seat = student.get(f"/{lang}/join/seat/")
    fields = [("csrfmiddlewaretoken", csrf(seat))]
    fields += [(name, value) for name, values in answer_fields(session, index, right).items()
               for value in ([values] if isinstance(values, str) else values)]
    status, _url, page = student.post(f"/{lang}/join/seat/answer/", fields)
    return status, page, fields


def test_a_live_class_runs_with_the_teacher_and_every_student_on_both_servers(servers):
    teacher = Phone(servers)
    _status, _url, index = teacher.get("/es/classroom/")
    status, projector_url, projector = teacher.post("/es/classroom/live/code/", [
        ("csrfmiddlewaretoken", csrf(index)), ("code", str(CODE)), ("pace", "teacher"), ("feedback", "each")])
    assert status == 200 and "/classroom/live/" in projector_url
    projector_path = urlsplit(projector_url).path
    session = LiveSession.objects.get()
    assert session.join_code in projector

    ana, ben, cai = Phone(servers), Phone(list(reversed(servers))), Phone(servers)
    for student, name, lang in ((ana, "Ana", "es"), (ben, "Ben", "en"), (cai, "Cai", "es")):
        status, seat_url, seat = _join(student, session.join_code, name, lang)
        assert status == 200 and seat_url.endswith("/join/seat/"), seat[:500]  # the seat cookie works on both
    assert "3 alumnos" in _text(teacher.get(projector_path)[2])

    _status, _url, projector = teacher.get(projector_path)
    assert teacher.post(projector_path + "step/", [("csrfmiddlewaretoken", csrf(projector)),
                                                   ("action", "start")])[0] == 200
    # The poll a phone sends with the version it shows: the other server sees that something moved.
    assert ana.get("/es/join/seat/poll/?v=slobby-0")[0] == 200
    status, _page, sent = _answer(ana, session, 0, True, "es")
    assert status == 200
    status, verdict, _sent = _answer(ben, session, 0, False, "en")
    assert status == 200 and "Not quite." not in _text(verdict)  # teacher-paced: the verdict waits for the reveal
    assert ana.post("/es/join/seat/answer/", sent)[0] == 409  # only the first answer counts, on either server

    panel = [_text(teacher.get(projector_path + "panel/")[2]) for _ in range(2)]  # once on each server
    assert all("2 / 3" in text for text in panel)
    _status, _url, projector = teacher.get(projector_path)
    teacher.post(projector_path + "step/", [("csrfmiddlewaretoken", csrf(projector)), ("action", "reveal")])
    _status, _url, seat = cai.get("/es/join/seat/")
    assert "Se acabó el tiempo" in _text(seat)
    assert "Not quite." in _text(ben.get("/en/join/seat/")[2])  # revealed, on whichever server answers
    late = [("csrfmiddlewaretoken", cai.csrf_cookie()), *sent[1:]]
    assert cai.post("/es/join/seat/answer/", late)[0] == 409  # answers closed at the reveal
    panel = _text(teacher.get(projector_path + "panel/")[2])
    assert "1 acierto" in panel and "1 fallo" in panel
    for phone in (teacher, ana, ben, cai):
        assert len(set(phone.used)) == 2


def test_the_join_rate_limit_counts_wrong_codes_from_both_servers_together(servers):
    session, _secret = live.open_session(CODE, live.TEACHER_PACED, live.AFTER_EACH, "en")
    guesser = Phone(servers)
    _status, _url, page = guesser.get("/en/join/")
    token = csrf(page)

    def guess(code: str) -> tuple[int, str]:
        status, _url, page = guesser.post("/en/join/", [("csrfmiddlewaretoken", token), ("code", code),
                                                        ("nickname", "Bot")])
        return status, page

    wrong = []
    while len(wrong) < 2 * live.JOIN_FAILURES and (not wrong or wrong[-1] != 429):
        wrong.append(guess("ACDEFH")[0])
    # It trips at the limit, when each server has seen only about half of the guesses: a count kept in
    # each process would need twice as many.
    assert wrong[-1] == 429 and set(wrong[:-1]) == {404}
    assert len(wrong) <= live.JOIN_FAILURES + 1
    status, page = guess(session.join_code)  # now even the right code waits
    assert status == 429 and "Too many wrong codes" in _text(page)
    assert len(set(guesser.used)) == 2
    assert not Student.objects.exists()


def test_a_rule_page_one_server_renders_goes_to_the_shared_database_cache(servers):
    phone = Phone(servers)
    assert [phone.get("/en/papayoo/cheatsheet/")[0] for _ in servers] == [200, 200]
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM naipes_cache WHERE cache_key LIKE %s", ["%page:%"])
        assert cursor.fetchone()[0] >= 1


def _restart_the_cluster() -> None:
    """Restart the throw-away PostgreSQL of `make test-postgres` (fast shutdown: every connection dies)."""
    with connection.cursor() as cursor:
        cursor.execute("SHOW data_directory")
        data = Path(cursor.fetchone()[0])
    connection.close()
    pg_ctl = Path("/usr/lib/postgresql/15/bin/pg_ctl")
    if not pg_ctl.exists():
        pytest.skip("no pg_ctl to restart the cluster with")
    command = [str(pg_ctl), "-D", str(data), "-l", str(data.parent / "log"), "-m", "fast", "-w", "restart"]
    as_postgres = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    subprocess.run(as_postgres + command, check=True, capture_output=True, timeout=120)


@pytest.mark.restarts_database
def test_head_204_and_304_answers_reach_gunicorn_with_no_body(servers, server_logs):
    """gunicorn drops the body of a HEAD, 204 or 304 answer and logs a warning for each: the site sends none."""
    import http.client

    phone = Phone(servers)
    _status, _url, page = phone.get("/en/counters/")
    action, fields = _papayoo_start_fields(page)
    status, sheet_url, _sheet = phone.post(action, fields)
    assert status == 200
    live = urlsplit(sheet_url).path + "live/"
    _status, _url, tute = phone.get("/es/tute/")  # warm in the page cache from here on

    def ask(base: str, method: str, path: str, **headers: str) -> tuple[int, bytes, str]:
        where = urlsplit(base)
        connection = http.client.HTTPConnection(where.hostname, where.port, timeout=30)
        try:
            connection.request(method, path, headers={"Accept-Encoding": "gzip", **headers})
            answer = connection.getresponse()
            return answer.status, answer.read(), answer.getheader("ETag") or ""
        finally:
            connection.close()

    before = {log.name: log.read_text(errors="replace").count("no-body response") for log in server_logs.glob("*.log")}
    for base in servers:
        for path in ("/es/tute/", "/en/", "/en/trainers/", "/en/judges/", "/en/search/?q=arrastre", "/en/no-such-page-exists/",
                     live):
            for _again in range(2):
                status, body, _etag = ask(base, "HEAD", path)
                assert status in (200, 404) and body == b""
        _status, _body, etag = ask(base, "GET", "/es/tute/")
        assert ask(base, "GET", "/es/tute/", **{"If-None-Match": etag})[:2] == (304, b"")
        assert ask(base, "GET", f"{live}?since=1")[:2] == (204, b"")
        _status, _body, etag = ask(base, "GET", f"{live}?since=0")
        assert ask(base, "GET", f"{live}?since=0", **{"If-None-Match": etag})[:2] == (304, b"")
    after = {log.name: log.read_text(errors="replace").count("no-body response") for log in server_logs.glob("*.log")}
    assert after == before


def test_a_database_restart_costs_no_error(servers):
    """Each server keeps its connection between requests; after a restart that connection is dead, and is
    checked (CONN_HEALTH_CHECKS) and replaced before a request uses it."""
    phone = Phone(servers)
    _status, _url, page = phone.get("/en/counters/")
    action, fields = _papayoo_start_fields(page)
    status, sheet_url, _sheet = phone.post(action, fields)
    assert status == 200
    sheet_path = urlsplit(sheet_url).path
    assert [phone.get(sheet_path)[0] for _ in servers] == [200, 200]  # each server holds a connection now

    _restart_the_cluster()
    statuses = []
    for n in range(15):
        statuses.append(phone.get(sheet_path)[0])
        _status, _url, page = phone.get("/en/join/")
        statuses.append(phone.post("/en/join/", [("csrfmiddlewaretoken", csrf(page)), ("code", "ACDEFH"),
                                                 ("nickname", f"P{n}")])[0])
    assert [s for s in statuses if s >= 500] == []
    assert set(statuses) <= {200, 404}
