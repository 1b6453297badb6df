"""Two gunicorn instances on one PostgreSQL database, every request alternating between them: a
trainer session with progress and review, and a Papayoo sheet edited from two phones. Nothing may
depend on one process's memory.

To add a scenario (the live class, the rate limits once they exist), write a test that takes the
``servers`` fixture and drives one or more :class:`Phone`; each phone alternates on its own.
"""

from __future__ import annotations

import re
from random import Random
from urllib.parse import urlsplit

import pytest
from django.db import connection

from bench.servers import free_port, gunicorn
from tests.deploy.browser import Phone, csrf
from tests.fuzz.forms import forms_in
from trainers.drills import DRILLS

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def servers(tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("two app servers share PostgreSQL: run with `make test-postgres`")
    db = connection.settings_dict
    url = f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
    env = {"DJANGO_SETTINGS_MODULE": "naipes_site.settings.test", "DATABASE_URL": url, "LOG_LEVEL": "WARNING"}
    connection.close()  # the servers' connections only, while they run
    with gunicorn(free_port(), env, workers=1, log=tmp_path / "a.log") as a, \
            gunicorn(free_port(), env, workers=1, log=tmp_path / "b.log") as b:
        yield [a, b]


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
