"""What each request of a live class costs the app server, in process: CPU milliseconds and queries.

Run from the project root: ``.venv/bin/python -m bench.live_cost`` (``LIVE_COST_PGPORT`` picks the throw-away
PostgreSQL cluster's port; ``--profile KIND`` prints cProfile's top functions for one kind of request).

Wall-clock figures on a shared machine are noise; CPU time of the process (``time.process_time``) is not,
and it is what decides how many classes a server carries. One class of 30 students, teacher-paced, on
PostgreSQL with the database cache, as ``bench.class_load`` serves it. Every request goes through the whole
WSGI application (the middleware stack, the quick poll answer included), as gunicorn calls it.

Measured, each over many requests:

- an unchanged poll of a seat, of the teacher's panel and of the projector (204);
- a changed seat poll (a new question: what each of 30 phones asks once), the first of a version and the
  others;
- a changed poll of the teacher's panel and of the projector while answers come in (a new version each time);
- an answer, a teacher's step (reveal, then next), a join.
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import sys
import time
from http.cookies import SimpleCookie
from urllib.parse import parse_qsl, urlencode

from bench import in_process

STUDENTS = 30
ROUNDS = 6
"""Questions stepped through; each gives 30 answers, 30 changed seats and a reveal and a next."""


class Browser:
    """One browser calling the WSGI application directly: its cookies, its CSRF token."""

    def __init__(self, app) -> None:
        self.app = app
        self.cookies: dict[str, str] = {}

    def call(self, method: str, path: str, fields: list[tuple[str, str]] | None = None,
             headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
        sent = dict(headers or {})
        if method == "POST":
            sent.update({"X-CSRFToken": self.cookies.get("csrftoken", ""), "HX-Request": "true"})
        cookie = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        status, response_headers, content = in_process.call(self.app, in_process.environ(
            method, path, cookie=cookie, headers=sent, body=urlencode(fields or []).encode()))
        found = {}
        for name, value in response_headers:
            if name.lower() == "set-cookie":
                for key, morsel in SimpleCookie(value).items():
                    self.cookies[key] = morsel.value
            found[name.lower()] = value
        return status, found, content


class Meter:
    """CPU milliseconds and queries per request, per kind."""

    def __init__(self, profile: str | None) -> None:
        self.cpu: dict[str, list[float]] = {}
        self.queries: dict[str, list[int]] = {}
        self.profile = profile
        self.profiler = cProfile.Profile(time.process_time)  # CPU, not the wait for the database

    def __call__(self, kind: str, ok: tuple[int, ...], browser: Browser, method: str, path: str,
                 fields: list[tuple[str, str]] | None = None) -> tuple[int, dict[str, str], bytes]:
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        with CaptureQueriesContext(connection) as queries:
            if kind == self.profile:
                self.profiler.enable()
            start = time.process_time()
            status, headers, content = browser.call(method, path, fields)
            spent = time.process_time() - start
            if kind == self.profile:
                self.profiler.disable()
        if status not in ok:
            raise AssertionError(f"{kind}: {status} {content[:300]!r}")
        self.cpu.setdefault(kind, []).append(spent * 1000)
        self.queries.setdefault(kind, []).append(len(queries))
        return status, headers, content

    def report(self) -> str:
        lines = [f"  {'request':34s} {'n':>5s} {'CPU ms':>8s} {'queries':>8s}"]
        for kind, spent in self.cpu.items():
            lines.append(f"  {kind:34s} {len(spent):5d} {sum(spent) / len(spent):8.2f} "
                         f"{sum(self.queries[kind]) / len(spent):8.1f}")
        if self.profile:
            out = io.StringIO()
            pstats.Stats(self.profiler, stream=out).sort_stats("cumulative").print_stats(45)
            lines.append(out.getvalue())
        return "\n".join(lines)


def _key(headers: dict[str, str]) -> str:
    return headers.get("etag", '""').strip('"')


def measure(profile: str | None = None) -> Meter:
    from django.core.wsgi import get_wsgi_application

    from bench import live_bench
    from classroom import codes, live

    app = get_wsgi_application()
    meter = Meter(profile)
    code = codes.ClassCode("tute", codes.game_drills("tute"), 1, ROUNDS + 1, 4321)
    session, secret = live.open_session(code, live.TEACHER_PACED, live.AFTER_EACH, "es")
    teacher, projector = Browser(app), Browser(app)
    page = f"/es/classroom/live/{secret}/"
    screen = f"/es/classroom/screen/{live.screen_key(secret)}/poll/"
    teacher.call("GET", page)
    projector.call("GET", screen)
    phones = []
    lobby = {"panel": "", "screen": ""}
    for n in range(STUDENTS):
        phone = Browser(app)
        meter("join page", (200,), phone, "GET", f"/es/join/?code={session.join_code}")
        meter("join", (302,), phone, "POST", "/es/join/",
              [("code", session.join_code), ("nickname", f"Alumno {n}"), ("language", "es")])
        meter("seat page (after joining)", (200,), phone, "GET", "/es/join/seat/")
        phones.append(phone)
        if n >= 2:  # while the class arrives, each join moves the teacher's panel and the projector
            lobby["panel"] = _key(meter("panel poll, changed (a join)", (200,), teacher, "GET",
                                        f"{page}panel/?v={lobby['panel']}")[1])
            lobby["screen"] = _key(meter("screen poll, changed (a join)", (200,), projector, "GET",
                                         f"{screen}?v={lobby['screen']}")[1])
    for _warm in range(2):  # the first poll of each kind records the stack's headers
        for browser, path in ((phones[0], "/es/join/seat/poll/"), (teacher, page + "panel/"), (projector, screen)):
            _s, headers, _c = browser.call("GET", path)
            browser.call("GET", f"{path}?v={_key(headers)}")

    def reach_every_phone() -> list[str]:
        """Each phone polls once with the key it showed before the change; returns their new keys."""
        keys = []
        for n, phone in enumerate(phones):
            kind = "seat poll, changed (1st of 30)" if n == 0 else "seat poll, changed (others)"
            keys.append(_key(meter(kind, (200,), phone, "GET", "/es/join/seat/poll/?v=old")[1]))
        return keys

    for number in range(ROUNDS):
        meter("teacher step (start/next)", (302,), teacher, "POST", page + "step/",
              [("action", "next" if number else "start")])
        session.refresh_from_db()
        form = parse_qsl(live_bench._answer_form(session, "")["body"])
        seat_keys = reach_every_phone()
        panel_key = screen_key = ""
        for n, phone in enumerate(phones):
            for index in (n, (n + 7) % STUDENTS, (n + 19) % STUDENTS):  # others poll meanwhile
                meter("seat poll, unchanged", (204,), phones[index], "GET", f"/es/join/seat/poll/?v={seat_keys[index]}")
            meter("answer", (200,), phone, "POST", "/es/join/seat/answer/", form)
            if n % 3 == 0:  # the screens poll twice a second; answers come in a few a second
                panel_key = _key(meter("panel poll, changed", (200,), teacher, "GET", f"{page}panel/?v={panel_key}")[1])
                screen_key = _key(meter("screen poll, changed", (200,), projector, "GET", f"{screen}?v={screen_key}")[1])
                for _again in range(3):
                    meter("panel poll, unchanged", (204,), teacher, "GET", f"{page}panel/?v={panel_key}")
                    meter("screen poll, unchanged", (204,), projector, "GET", f"{screen}?v={screen_key}")
        meter("teacher step (reveal)", (302,), teacher, "POST", page + "step/", [("action", "reveal")])
        meter("panel poll, changed", (200,), teacher, "GET", f"{page}panel/?v=old")
        meter("screen poll, changed", (200,), projector, "GET", f"{screen}?v=old")
        reach_every_phone()
    return meter


def main(argv: list[str]) -> None:
    import django

    from bench import pg_cluster, servers

    profile = argv[argv.index("--profile") + 1] if "--profile" in argv else None
    port = int(os.environ.get("LIVE_COST_PGPORT", "0")) or servers.free_port()
    print(f"Live class, CPU per request in process (1 class of {STUDENTS}, PostgreSQL, database cache); "
          f"load average {os.getloadavg()[0]:.1f}")
    with pg_cluster.cluster(port) as (url, _data):
        os.environ.update(DJANGO_SETTINGS_MODULE="naipes_site.settings.test", DATABASE_URL=url, LOG_LEVEL="WARNING")
        django.setup()
        from django.core.management import call_command

        call_command("migrate", verbosity=0)
        call_command("createcachetable", verbosity=0)
        meter = measure(profile)
        from django.db import connections

        connections.close_all()
    print(meter.report())


if __name__ == "__main__":
    main(sys.argv[1:])
