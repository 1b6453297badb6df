"""Load test: ten live classes of 30 students at once, on PostgreSQL behind two app servers, against one
class as the baseline.

Run from the project root: ``.venv/bin/python -m bench.class_load`` (``make bench`` runs it).
``CLASS_LOAD_SECONDS`` sets the length of each phase (default 60; ``0`` skips it); ``CLASS_LOAD_PGPORT`` the
PostgreSQL cluster's loopback port and ``CLASS_LOAD_PORT`` the first of the two gunicorns' (free ones by default).

A throw-away PostgreSQL cluster (:mod:`bench.pg_cluster`) and two gunicorns of 2 workers serve the site;
every client sends each request to the other server in turn, as behind one balancer. Each class: the
students join with the code (the join page, then the form), open their seat and poll it as the page does
(every ``NAIPES_LIVE_POLL_SECONDS`` of the production settings, with the version the seat shows, so an
unchanged seat answers 204); each answers the question on screen a few seconds after it appears. The
teacher's page and the projector poll every ``NAIPES_LIVE_SCREEN_POLL_SECONDS``; the teacher starts, reveals
when everyone has answered (or after a while) and moves to the next question.

Printed: join, poll and answer p50/p99, errors (a 5xx, a refused request, a client timeout) and lost answers
(an answer the server acknowledged that is not in the database at the end), for 1 and for 10 classes,
with the ratio. Targets on a 2-core machine: 0 errors, 0 lost, poll p99 < 50 ms, answer p99 < 150 ms.

Each time is printed twice, as the phones see it and as the servers do. The load generator is one asyncio
process on the same cores as the servers: a reply that has arrived waits until its event loop comes round,
so a client's time holds that loop's lag too (measured and printed: a task that asks to sleep 5 ms and
notes how late it wakes). The servers' time is the worker's, from gunicorn's access log (``%(D)s``): it
leaves out the loop's lag, and also the wait in the listening socket's queue before a worker takes the
request, which a real phone does wait. The truth for a phone is between the two; both are printed, with
each one's verdict against the targets.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import json
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from itertools import cycle
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit

from bench.heading import seconds_to_run
from bench.servers import gunicorn_masters

ROOT = Path(__file__).resolve().parent.parent
CLASSES, STUDENTS = 10, 30
QUESTIONS = 30
THINK = (2.0, 8.0)
"""Seconds a student takes to answer once the question is on the phone."""
ARRIVING = 15.0
"""Seconds over which a class's students join (a quarter of a shorter run): each types the code on the board
at their own speed."""
OPEN_AT_MOST = 12.0
"""Seconds a question stays open when some students never answer it."""
REVEAL_FOR = 3.0
TIMEOUT = 30.0
TARGETS = {"poll": 0.050, "answer": 0.150}
KINDS = ("join", "poll", "answer", "teacher")
SETTLING = 3.0
"""Seconds after the last arrival before polls count as the lesson's steady state."""
LAG_TICK = 0.005
"""Seconds the loop-lag probe asks to sleep; how much later it wakes is the lag every reply waits too."""


@dataclass
class Results:
    times: dict[str, list[float]] = field(default_factory=lambda: {"join": [], "poll": [], "answer": [],
                                                                   "teacher": []})
    errors: list[str] = field(default_factory=list)
    acknowledged: set[tuple[int, str, int]] = field(default_factory=set)
    """(session, nickname, question) of every answer the server took (200)."""
    lag: list[float] = field(default_factory=list)
    """How late the load generator's event loop woke a task, in seconds, every few milliseconds."""
    seated_at: float = 0.0
    """When every class is in (the arrival over, plus its seats' first load): polls sent after it are also
    timed apart, the steady state of a lesson rather than its arrival peak."""
    seated_polls: list[float] = field(default_factory=list)


class Client:
    """One browser: its cookies, and every request to the next server in turn."""

    def __init__(self, bases: list[str], results: Results) -> None:
        self.servers = cycle([urlsplit(b) for b in bases])
        self.cookies: dict[str, str] = {}
        self.results = results

    async def request(self, kind: str | None, method: str, path: str, fields: list[tuple[str, str]] | None = None,
                      ok: tuple[int, ...] = (200,)) -> tuple[int, dict[str, str], str]:
        server = next(self.servers)
        body = urlencode(fields or []).encode()
        headers = [f"{method} {path} HTTP/1.1", f"Host: {server.netloc}", "Connection: close"]
        if self.cookies:
            headers.append("Cookie: " + "; ".join(f"{k}={v}" for k, v in self.cookies.items()))
        if method == "POST":
            headers += ["Content-Type: application/x-www-form-urlencoded", f"Content-Length: {len(body)}",
                        f"X-CSRFToken: {self.cookies.get('csrftoken', '')}", "HX-Request: true"]
        start = time.perf_counter()
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(server.hostname, server.port), TIMEOUT)
            writer.write(("\r\n".join(headers) + "\r\n\r\n").encode() + (body if method == "POST" else b""))
            raw = await asyncio.wait_for(reader.read(), TIMEOUT)
            writer.close()
        except (OSError, TimeoutError) as exc:
            self.results.errors.append(f"{method} {path}: {type(exc).__name__}")
            return 0, {}, ""
        elapsed = time.perf_counter() - start
        head, _, content = raw.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        found: dict[str, str] = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            if name.lower() == "set-cookie":
                key, _, rest = value.strip().partition("=")
                self.cookies[key] = rest.split(";")[0]
            found[name.lower()] = value.strip()
        if kind:
            self.results.times[kind].append(elapsed)
            if kind == "poll" and start >= self.results.seated_at:
                self.results.seated_polls.append(elapsed)
        if status not in ok:
            self.results.errors.append(f"{method} {path}: {status}")
        return status, found, content.decode("utf-8", "replace")


@dataclass
class Plan:
    """What the load needs to know of one class, made with the ORM before the load starts."""

    pk: int
    join_code: str
    secret: str
    screen: str
    answers: list[list[tuple[str, str]]]
    """The form fields of the right answer to each question, as the seat's form posts them."""


@dataclass
class Room:
    """What the teacher sees of the class: who is in, who answered which question."""

    students: int
    joined: set[str] = field(default_factory=set)
    everyone_in: asyncio.Event = field(default_factory=asyncio.Event)
    answered: dict[int, set[str]] = field(default_factory=dict)


def _poll_seconds() -> tuple[float, float]:
    """The phones' and the screens' poll intervals of the production settings (tests poll faster)."""
    base = importlib.import_module("naipes_site.settings.base")
    return float(base.NAIPES_LIVE_POLL_SECONDS), float(base.NAIPES_LIVE_SCREEN_POLL_SECONDS)


def plan(classes: int, questions: int = QUESTIONS) -> list[Plan]:
    """Open ``classes`` live sessions, teacher-paced with feedback after each answer."""
    from bench import live_bench
    from classroom import codes, live

    plans = []
    for n in range(classes):
        code = codes.ClassCode("tute", codes.game_drills("tute"), 1, questions, 4000 + n)
        session, secret = live.open_session(code, live.TEACHER_PACED, live.AFTER_EACH, "es")
        answers = []
        for index in range(questions):
            session.current = index  # the form answers the question on screen; nothing is saved
            answers.append(parse_qsl(live_bench._answer_form(session, "")["body"]))
        plans.append(Plan(session.pk, session.join_code, secret, live.screen_key(secret), answers))
    return plans


def lost(plans: list[Plan], results: Results) -> int:
    """Acknowledged answers missing from the database."""
    from classroom.models import Answer

    stored = set(Answer.objects.filter(student__session__in=[p.pk for p in plans])
                 .values_list("student__session_id", "student__nickname", "question"))
    return len(results.acknowledged - stored)


async def _student(bases: list[str], plan: Plan, name: str, results: Results, stop: float, poll: float,
                   room: Room, pace: float) -> None:
    phone = Client(bases, results)
    await asyncio.sleep(random.uniform(0, _arriving(stop)))
    await phone.request(None, "GET", f"/es/join/?code={plan.join_code}")
    status, headers, _page = await phone.request("join", "POST", "/es/join/", [
        ("code", plan.join_code), ("nickname", name), ("language", "es")], ok=(302,))
    if status != 302:
        return
    _status, _headers, seat = await phone.request(None, "GET", "/es/join/seat/")
    found = re.search(r'seat/poll/\?v=([^"&]+)"', seat)
    key = found.group(1) if found else ""
    room.joined.add(name)
    if len(room.joined) == room.students:
        room.everyone_in.set()
    await asyncio.sleep(random.uniform(0, poll))
    pending: asyncio.Task | None = None

    async def answer(index: int) -> None:
        await asyncio.sleep(random.uniform(*THINK) * pace)
        status, _h, _page = await phone.request("answer", "POST", "/es/join/seat/answer/", plan.answers[index],
                                                ok=(200, 409))
        if status == 200:
            results.acknowledged.add((plan.pk, name, index))
            room.answered.setdefault(index, set()).add(name)

    while time.perf_counter() < stop:
        started = time.perf_counter()
        status, headers, _body = await phone.request("poll", "GET", f"/es/join/seat/poll/?v={key}", ok=(200, 204))
        if status == 200:
            key = headers.get("etag", '""').strip('"')
            now, _, current = key[1:].partition("-")
            if now == "question" and current.isdigit() and (pending is None or pending.done()):
                index = int(current)
                if name not in room.answered.get(index, set()):
                    pending = asyncio.ensure_future(answer(index))
        await asyncio.sleep(max(0.0, poll - (time.perf_counter() - started)))
    if pending is not None:
        await pending


async def _teacher(bases: list[str], plan: Plan, results: Results, stop: float, every: float, room: Room,
                   pace: float) -> None:
    """The teacher's page and the projector, each polling; the teacher steps through the questions."""
    teacher, projector = Client(bases, results), Client(bases, results)
    page = f"/es/classroom/live/{plan.secret}/"
    await teacher.request(None, "GET", page)
    keys = {"panel": "", "screen": ""}
    done = asyncio.Event()

    async def watch(client: Client, kind: str, path: str) -> None:
        while not done.is_set():
            started = time.perf_counter()
            status, headers, _b = await client.request("poll", "GET", f"{path}?v={keys[kind]}", ok=(200, 204))
            if status == 200:
                keys[kind] = headers.get("etag", '""').strip('"')
            await asyncio.sleep(max(0.0, every - (time.perf_counter() - started)))

    watchers = [asyncio.ensure_future(watch(teacher, "panel", page + "panel/")),
                asyncio.ensure_future(watch(projector, "screen", f"/es/classroom/screen/{plan.screen}/poll/"))]
    with contextlib.suppress(TimeoutError):  # a phone that never got in does not hold the class up
        await asyncio.wait_for(room.everyone_in.wait(), max(0.1, min(20.0, stop - time.perf_counter())))
    steps = ["start"] + [s for _ in range(len(plan.answers) - 1) for s in ("reveal", "next")]
    for index, action in enumerate(steps):
        if time.perf_counter() >= stop:
            break
        await teacher.request("teacher", "POST", page + "step/", [("action", action)], ok=(302,))
        question = (index + 1) // 2
        if action in ("start", "next"):  # a question is open: wait for the class, or not too long
            opened = time.perf_counter()
            while (len(room.answered.get(question, ())) < len(room.joined) and time.perf_counter() - opened < OPEN_AT_MOST * pace
                   and time.perf_counter() < stop):
                await asyncio.sleep(0.2)
        else:
            await asyncio.sleep(REVEAL_FOR * pace)
    await asyncio.sleep(max(0.0, stop - time.perf_counter()))
    done.set()
    await asyncio.gather(*watchers)


def _arriving(stop: float) -> float:
    return min(ARRIVING, (stop - time.perf_counter()) / 4)


async def _loop_lag(stop: float, lag: list[float]) -> None:
    while time.perf_counter() < stop:
        asked = time.perf_counter()
        await asyncio.sleep(LAG_TICK)
        lag.append(time.perf_counter() - asked - LAG_TICK)


async def _load(bases: list[str], plans: list[Plan], students: int, seconds: float, pace: float) -> Results:
    results = Results()
    poll, every = (seconds * pace for seconds in _poll_seconds())
    stop = time.perf_counter() + seconds
    results.seated_at = time.perf_counter() + _arriving(stop) + SETTLING
    tasks = [_loop_lag(stop, results.lag)]
    for plan in plans:
        room = Room(students)
        tasks.append(_teacher(bases, plan, results, stop, every, room, pace))
        tasks.extend(_student(bases, plan, f"Alumno {n}", results, stop, poll, room, pace) for n in range(students))
    random.shuffle(tasks)
    await asyncio.gather(*tasks)
    return results


def drive(bases: list[str], classes: int, students: int, seconds: float, pace: float = 1.0) -> dict:
    """Open the classes, run them for ``seconds`` against ``bases`` and check the database; Django must be
    set up on the servers' database. ``pace`` scales how long students take to arrive and to answer (a short
    run in the tests goes faster), and how often they poll. Returns the figures as a dict (see :func:`report`)."""
    plans = plan(classes)
    # A loop of its own on a thread of its own: the caller's thread may run a loop already (a test process
    # whose browser tests drive Playwright's), and asyncio.run refuses to start inside one.
    with ThreadPoolExecutor(max_workers=1) as thread:
        results = thread.submit(asyncio.run, _load(bases, plans, students, seconds, pace)).result()
    figures = {kind: _quantiles(times) for kind, times in results.times.items()}
    figures["rate"] = sum(len(times) for times in results.times.values()) / seconds
    figures["lag"] = {**_quantiles(results.lag), "max": max(results.lag, default=0.0)}
    figures["seated_poll"] = _quantiles(results.seated_polls)
    return {"classes": classes, "students": students, "seconds": seconds, **figures,
            "errors": len(results.errors), "first_errors": results.errors[:5],
            "acknowledged": len(results.acknowledged), "lost": lost(plans, results)}


def _quantiles(times: list[float]) -> dict:
    if len(times) < 2:
        return {"n": len(times), "p50": (times or [0.0])[0], "p99": (times or [0.0])[0]}
    return {"n": len(times), "p50": statistics.median(times), "p99": statistics.quantiles(times, n=100)[98]}


def _times(figures: dict) -> str:
    return "".join(f"  {kind} p50 {figures[kind]['p50'] * 1000:5.1f} / p99 {figures[kind]['p99'] * 1000:6.1f} ms "
                   f"({figures[kind]['n']})" for kind in KINDS)


def report(figures: dict) -> str:
    line = f"  {figures['classes']:2d} × {figures['students']} students, as the phones see it:{_times(figures)}"
    line += f"  errors {figures['errors']}  lost {figures['lost']} of {figures['acknowledged']} answers"
    if "server" in figures:
        line += f"\n    in the servers' workers (access log):{_times(figures['server'])}"
    if "seated_poll" in figures:
        seated = figures["seated_poll"]
        line += (f"\n    polls once everyone is in (the arrival over), as the phones see them: p50 "
                 f"{seated['p50'] * 1000:.1f} / p99 {seated['p99'] * 1000:.1f} ms ({seated['n']})")
    if "lag" in figures:
        lag = figures["lag"]
        line += (f"\n    the load generator's event-loop lag, in every reply it times: p50 {lag['p50'] * 1000:.1f} / "
                 f"p99 {lag['p99'] * 1000:.1f} / max {lag['max'] * 1000:.1f} ms")
    return line


def _kind(method: str, path: str) -> str | None:
    """The kind a client times for this request (the pages around them are not timed)."""
    if method == "GET" and path.endswith(("/poll/", "/panel/")):
        return "poll"
    if method == "POST":
        if path.endswith("/join/seat/answer/"):
            return "answer"
        if path.endswith("/step/"):
            return "teacher"
        if path.endswith("/join/"):
            return "join"
    return None


def server_times(lines: list[str]) -> dict:
    """The workers' time per kind from access log lines of :data:`bench.servers.TIMED`."""
    times: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for line in lines:
        method, path, _status, micros = (line.split() + ["", "", "", ""])[:4]
        kind = _kind(method, path)
        if kind and micros.isdigit():
            times[kind].append(int(micros) / 1e6)
    return {kind: _quantiles(found) for kind, found in times.items()}


def _cpu_seconds(roots: list[int]) -> float:
    """CPU time (user and system) of each root process and its children: the gunicorn masters with their
    workers, the postmaster with its backends. A child that has ended counts in its parent's."""
    tick = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    spent: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:  # it has just ended
            continue
        parents[int(entry.name)] = int(fields[1])
        spent[int(entry.name)] = sum(int(f) for f in fields[11:15]) / tick  # utime stime cutime cstime
    return sum(seconds for pid, seconds in spent.items() if pid in roots or parents.get(pid) in roots)


def _roots(ports: list[int], data: Path) -> list[int]:
    """The gunicorn masters bound to ``ports`` and the postmaster of the cluster in ``data``."""
    return gunicorn_masters(ports) + [int((data / "postmaster.pid").read_text().split()[0])]


def _run_phase(bases: list[str], env: dict[str, str], classes: int, seconds: float, roots: list[int],
               logs: list[Path]) -> dict:
    """One phase in its own process (``make bench`` has already set Django up on another database); adds the
    servers' CPU seconds (app and database), the load generator's, and the workers' own times from ``logs``."""
    sizes = [log.stat().st_size if log.exists() else 0 for log in logs]
    database = roots[-1:]
    before, client = _cpu_seconds(roots), resource.getrusage(resource.RUSAGE_CHILDREN)
    before_database = _cpu_seconds(database)
    done = subprocess.run([sys.executable, "-m", "bench.class_load", "--drive", ",".join(bases), str(classes),
                           str(seconds)], cwd=ROOT, env={**os.environ, **env}, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"the load of {classes} classes stopped:\n{done.stderr[-3000:]}")
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    figures["server_cpu"] = (_cpu_seconds(roots) - before) / seconds
    figures["database_cpu"] = (_cpu_seconds(database) - before_database) / seconds
    figures["client_cpu"] = (after.ru_utime + after.ru_stime - client.ru_utime - client.ru_stime) / seconds
    lines = []
    for log, size in zip(logs, sizes, strict=True):
        with open(log, "rb") as found:
            found.seek(size)
            lines += found.read().decode("utf-8", "replace").splitlines()
    figures["server"] = server_times(lines)
    return figures


def _verdict(times: dict, target: float) -> str:
    if not times["n"]:
        return "none timed ✘"
    return f"{times['p99'] * 1000:.1f} ms " + ("✔" if times["p99"] < target else f"✘ (target < {target * 1000:.0f} ms)")


def main() -> None:
    from bench import pg_cluster, servers

    seconds = seconds_to_run("CLASS_LOAD_SECONDS", "60", f"Classroom load: {CLASSES} live classes × {STUDENTS} "
                             "students at once against 1 class, PostgreSQL, 2 gunicorns × 2 workers")
    if seconds <= 0:
        return
    if not pg_cluster.available():
        print("  skipped: no PostgreSQL 15 (`make test-postgres` installs it)")
        return
    first = int(os.environ.get("CLASS_LOAD_PORT", "0"))
    ports = [int(os.environ.get("CLASS_LOAD_PGPORT", "0")) or servers.free_port()]
    ports += [first, first + 1] if first else [servers.free_port(), servers.free_port()]
    with pg_cluster.cluster(ports[0]) as (url, data), tempfile.TemporaryDirectory() as folder:
        env = {"DJANGO_SETTINGS_MODULE": "naipes_site.settings.test", "DATABASE_URL": url, "LOG_LEVEL": "WARNING"}
        servers.manage("migrate", env={**os.environ, **env})
        servers.manage("createcachetable", env={**os.environ, **env})
        logs = [Path(folder) / "a.log", Path(folder) / "b.log"]
        with servers.gunicorn(ports[1], env, timed=logs[0]) as one, \
                servers.gunicorn(ports[2], env, timed=logs[1]) as two:
            roots = _roots(ports[1:], data)
            # Warm every worker first: a worker's first request loads the site, which is no class's cost.
            _run_phase([one, two], env, 1, min(5.0, seconds), roots, logs)
            phases = [_run_phase([one, two], env, classes, seconds, roots, logs) for classes in (1, CLASSES)]
    for figures in phases:
        print(report(figures))
        for error in figures["first_errors"]:
            print(f"    e.g. {error}")
        print(f"    CPU: the servers (gunicorn and PostgreSQL) {figures['server_cpu']:.2f} core, of which PostgreSQL "
              f"{figures['database_cpu']:.2f}; {figures['server_cpu'] / figures['classes']:.3f} core a class; the "
              f"load generator {figures['client_cpu']:.2f} core")
    base, full = phases
    for kind in ("join", "poll", "answer"):
        ratio = full[kind]["p99"] / base[kind]["p99"] if base[kind]["p99"] else float("nan")
        target = TARGETS.get(kind)
        line = f"  {kind} p99, {CLASSES} classes against 1: {ratio:.1f}x"
        if target is not None:
            line += (f"; {CLASSES} classes as the phones see it {_verdict(full[kind], target)}, in the "
                     f"servers' workers {_verdict(full['server'][kind], target)}")
        print(line)
    # The capacity comes from the one class, which is served on time: a saturated phase does less work.
    per_class = base["server_cpu"]
    print(f"  servers' CPU for one class {per_class:.3f} core ({base['rate']:.0f} req/s; {CLASSES} classes sent "
          f"{full['rate']:.0f} req/s): a 2-core server kept 60% busy carries about "
          f"{int(2 * 0.6 / per_class) if per_class else 0} classes of {STUDENTS}")
    print(f"  load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--drive"]:
        import django

        django.setup()
        print(json.dumps(drive(sys.argv[2].split(","), int(sys.argv[3]), STUDENTS, float(sys.argv[4]))))
    else:
        main()
