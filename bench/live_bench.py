"""Benchmark: the cost of a live class, 40 phones polling every 2 s for 30 s, through gunicorn; and how long
an answer takes to reach the projector's screen.

Run from the project root: ``.venv/bin/python -m bench.live_bench``. ``LIVE_BENCH_SECONDS`` sets the
length of each phase (default 30; ``0`` skips the benchmark, so ``make bench`` can stay short).

A throw-away SQLite database gets one open session and 40 seated students; gunicorn (2 workers) serves
it on a free loopback port. Phase one: every student polls its seat as the page does (every 2 s, with
the version it shows, so an unchanged seat answers 204) while the projector polls its panel the same way. Phase two:
the same clients fetch a static file through the same stack. Then each runs flat out for a few seconds.
Reported: requests per second, the median and p99 of a poll, and each as a ratio to the static file.

Then "answer to screen": students send answers one by one, a second or so apart, while the projector view
polls as its page does (``NAIPES_LIVE_SCREEN_POLL_SECONDS``, half a second); the time from pressing "Send" to
the screen's count moving is measured for each answer, and again with the phones' 2 s for comparison.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from bench.heading import seconds_to_run

STUDENTS = 40
POLL_SECONDS = 2.0
SCREEN_SECONDS = 0.5
"""The projector's and the teacher page's poll (the setting's default); the phones keep theirs."""
ANSWERS = 20
ROOT = Path(__file__).resolve().parent.parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _prepare() -> None:
    """Migrate the database and seat the class; prints each phone's (cookie, poll path) and the panel path.

    Runs in its own process (``--prepare``): ``make bench`` has already set Django up on another database.
    """
    import django

    django.setup()
    from django.core.management import call_command

    from classroom import codes, live
    from classroom.live_views import _panel_key, _seat_key

    call_command("migrate", verbosity=0)
    code = codes.ClassCode("tute", codes.game_drills("tute"), 1, 5, 1234)
    session, secret = live.open_session(code, live.TEACHER_PACED, live.AFTER_EACH)
    phones = []
    for i in range(STUDENTS):
        student, token = live.join(session, f"Student {i}", "es")
        phones.append((token, student))
    live.step(session, "start")
    seats = []
    for token, student in phones:
        student.session.refresh_from_db()
        seats.append((f"naipes_seat={token}", f"/es/join/seat/poll/?v={_seat_key(student)}"))
    session.refresh_from_db()
    # The projector polls with the version it shows, as its page does.
    screen = f"/es/classroom/screen/{live.screen_key(secret)}/poll/"
    answers = [_answer_form(session, token) for token, _student in phones[:ANSWERS]]
    print(json.dumps({"seats": seats, "panel": f"/es/classroom/live/{secret}/panel/?v={_panel_key(session)}",
                      "screen": screen, "screen_key": f"p{session.version}-{session.state}", "answers": answers}))


def _answer_form(session, token: str) -> dict:
    """A phone's right answer to the question on screen, as its form would post it."""
    from urllib.parse import urlencode

    from classroom import live

    entry = live.question(session, session.current)
    expected = entry.drill.expected(entry.question)
    widget = entry.scene.widget
    if widget.kind == "choice":
        pairs = [("choice", str(expected))]
    elif widget.kind == "choices":
        pairs = [("choice", str(v)) for v in expected]
    elif widget.kind == "order":
        pairs = [(f"pos-{code}", str(i)) for i, code in enumerate(expected, start=1)]
    else:
        pairs = [(f"n-{key}", str(value)) for key, value in expected.items()]
    return {"cookie": f"naipes_seat={token}", "body": urlencode([("question", str(session.current)), *pairs])}


def _get(port: int, path: str, cookie: str = "") -> tuple[int, float]:
    start = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", path, headers={"Cookie": cookie} if cookie else {})
    response = conn.getresponse()
    response.read()
    conn.close()
    return response.status, time.perf_counter() - start


def _run(port: int, targets: list[tuple[str, str]], seconds: float, pause: float | None) -> tuple[list[float], list[int], float]:
    """Each target in its own thread for ``seconds``; ``pause`` between requests (None: flat out)."""
    times: list[float] = []
    statuses: list[int] = []
    lock = threading.Lock()
    stop = time.perf_counter() + seconds

    def client(cookie: str, path: str, offset: float) -> None:
        time.sleep(offset)
        while time.perf_counter() < stop:
            status, elapsed = _get(port, path, cookie)
            with lock:
                times.append(elapsed)
                statuses.append(status)
            if pause:
                time.sleep(max(0.0, pause - elapsed))

    start = time.perf_counter()
    threads = [threading.Thread(target=client, args=(c, p, (i / len(targets)) * (pause or 0)))
               for i, (c, p) in enumerate(targets)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return times, statuses, time.perf_counter() - start


def _post_answer(port: int, answer: dict) -> int:
    """Fetch the seat (for its CSRF cookie), then post the answer as the seat's form does."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/es/join/seat/", headers={"Cookie": answer["cookie"]})
    response = conn.getresponse()
    response.read()
    csrf = next(c.split("=", 1)[1].split(";")[0] for c in response.headers.get_all("Set-Cookie") or []
                if c.startswith("csrftoken="))
    conn.request("POST", "/es/join/seat/answer/", body=answer["body"],
                 headers={"Cookie": f"{answer['cookie']}; csrftoken={csrf}", "X-CSRFToken": csrf,
                          "Content-Type": "application/x-www-form-urlencoded", "HX-Request": "true"})
    response = conn.getresponse()
    response.read()
    conn.close()
    return response.status


def _answer_to_screen(port: int, screen: str, key: str, answers: list[dict], every: float,
                      already: int) -> list[float]:
    """Seconds from pressing "Send" to the projector showing the new count, one answer at a time
    (``already`` answers were in before)."""
    seen = {"count": 0, "at": 0.0}
    lock = threading.Lock()
    done = threading.Event()

    def projector(key: str) -> None:
        while not done.is_set():
            start = time.perf_counter()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            conn.request("GET", f"{screen}?v={key}")
            response = conn.getresponse()
            body = response.read().decode()
            conn.close()
            if response.status == 200:  # htmx swaps the view in; the next poll sends its version
                key = (response.getheader("ETag") or '""').strip('"')
                found = re.search(r'class="live-answered">(\d+)<', body)
                with lock:
                    seen.update(count=int(found.group(1)) if found else 0, at=time.perf_counter())
            time.sleep(max(0.0, every - (time.perf_counter() - start)))

    watcher = threading.Thread(target=projector, args=(key,))
    watcher.start()
    delays = []
    try:
        for n, answer in enumerate(answers, start=1):
            time.sleep(random.uniform(0.3, 1.3))
            sent = time.perf_counter()
            status = _post_answer(port, answer)
            if status != 200:
                raise AssertionError(f"answer {n}: status {status}")
            while True:
                with lock:
                    if seen["count"] >= already + n:
                        delays.append(seen["at"] - sent)
                        break
                if time.perf_counter() - sent > 10:
                    raise AssertionError(f"answer {n} never reached the screen")
                time.sleep(0.01)
    finally:
        done.set()
        watcher.join()
    return delays


def _p(times: list[float], q: float) -> float:
    return statistics.quantiles(times, n=100)[int(q) - 1] if len(times) >= 2 else (times or [0.0])[0]


def main() -> None:
    seconds = seconds_to_run("LIVE_BENCH_SECONDS", "30", f"Live class: {STUDENTS} phones and a projector polling "
                             f"every {POLL_SECONDS:.0f} s, gunicorn with 2 workers, SQLite")
    if seconds <= 0:
        return
    folder = Path(tempfile.mkdtemp(prefix="naipes-live-bench-"))
    env = {"DJANGO_SETTINGS_MODULE": "naipes_site.settings.test", "DATABASE_URL": f"sqlite:///{folder}/db.sqlite3"}
    prepared = subprocess.run([sys.executable, "-m", "bench.live_bench", "--prepare"], cwd=ROOT, check=True,
                              env={**os.environ, **env}, capture_output=True, text=True)
    data = json.loads(prepared.stdout.strip().splitlines()[-1])
    seats, panel = [tuple(seat) for seat in data["seats"]], data["panel"]
    screen = data["screen"]
    port = _free_port()
    gunicorn = shutil.which("gunicorn", path=str(Path(sys.executable).parent)) or "gunicorn"
    server = subprocess.Popen([gunicorn, "naipes_site.wsgi", "--no-control-socket", "--workers", "2",
                               "--bind", f"127.0.0.1:{port}", "--log-level", "warning"],
                              cwd=ROOT, env={**os.environ, **env})
    try:
        for _ in range(100):
            try:
                if _get(port, "/static/css/site.css")[0] == 200:
                    break
            except OSError:
                time.sleep(0.1)
        static = [("", "/static/css/site.css")] * STUDENTS
        polls = seats + [("", panel)]
        # Warm both workers on both paths first: a worker's first request loads the site, which is not a poll's cost.
        for targets in (polls, static):
            _run(port, targets, min(3.0, seconds), None)
        rows = []
        for name, targets, pause, length in (
            ("paced polls", polls, POLL_SECONDS, seconds), ("paced static", static, POLL_SECONDS, seconds),
            ("flat-out polls", polls, None, min(5.0, seconds)), ("flat-out static", static, None, min(5.0, seconds)),
        ):
            times, statuses, elapsed = _run(port, targets, length, pause)
            bad = [s for s in statuses if s not in (200, 204, 304)]
            if bad:
                raise AssertionError(f"{name}: {len(bad)} failed requests, e.g. {bad[0]}")
            rows.append((name, len(times) / elapsed, _p(times, 50), _p(times, 99),
                         sum(s in (204, 304) for s in statuses) / len(statuses)))
        for name, rate, median, p99, empty in rows:
            print(f"  {name:16s} {rate:7.1f} req/s  median {median * 1000:6.1f} ms  p99 {p99 * 1000:6.1f} ms  "
                  f"empty (204/304) {empty:4.0%}")
        for kind in ("paced", "flat-out"):
            poll, stat = next(r for r in rows if r[0] == f"{kind} polls"), next(r for r in rows if r[0] == f"{kind} static")
            print(f"  {kind}: poll/static p99 {poll[3] / stat[3]:.1f}x, median {poll[2] / stat[2]:.1f}x, "
                  f"throughput {poll[1] / stat[1]:.2f}x")
        # Answer to screen, while the other phones keep polling every 2 s as in class.
        half = len(data["answers"]) // 2
        background = threading.Thread(target=_run, args=(port, seats[half * 2:], 30.0, POLL_SECONDS))
        background.start()
        for already, every in ((0, POLL_SECONDS), (half, SCREEN_SECONDS)):
            delays = _answer_to_screen(port, screen, data["screen_key"], data["answers"][already:already + half],
                                       every, already)
            print(f"  answer to screen, projector polling every {every:g} s: median {statistics.median(delays):.2f} s,"
                  f" max {max(delays):.2f} s over {len(delays)} answers")
        background.join()
    finally:
        server.terminate()
        server.wait(10)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    _prepare() if sys.argv[1:] == ["--prepare"] else main()
