"""Gunicorn on loopback for the load benchmark, the live fuzz run and the two-server test."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def manage(*args: str, env: dict[str, str]) -> None:
    subprocess.run([sys.executable, "manage.py", *args, "-v", "0"], cwd=ROOT, env=env, check=True)


def gunicorn_masters(ports: list[int]) -> list[int]:
    """The process ids of the gunicorn masters bound to ``ports`` on loopback (not their workers)."""
    binds = [f"127.0.0.1:{port}".encode() for port in ports]
    found = []
    for entry in Path("/proc").iterdir():
        try:
            line = (entry / "cmdline").read_bytes() if entry.name.isdigit() else b""
        except OSError:
            continue
        if b"gunicorn" in line and any(bind in line for bind in binds):
            found.append(int(entry.name))
    parents = {pid: int((Path("/proc") / str(pid) / "stat").read_text().rpartition(")")[2].split()[1])
               for pid in found}
    return [pid for pid in found if parents[pid] not in found]


def prepared_site(database_url: str, **settings: str) -> dict[str, str]:
    """The environment of the site on the local settings and ``database_url`` (plus ``settings``), its database
    migrated and its static files collected: every HTML answer (a 404 page too) names the static files'
    manifest, which a fresh clone has not collected, and without it each one is a 500."""
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "naipes_site.settings.local", "DATABASE_URL": database_url,
           "LOG_LEVEL": "WARNING", **settings}
    manage("migrate", "--noinput", env=env)
    manage("collectstatic", "--noinput", env=env)
    return env


TIMED = "%(m)s %(U)s %(s)s %(D)s"
"""An access log line of method, path, status and the microseconds the worker spent on the request."""


HEARTBEAT = ["--worker-tmp-dir", "/dev/shm"] if Path("/dev/shm").is_dir() else []
"""Each worker touches its heartbeat file between requests: in memory, as docs/production.md advises, that is
never a write to disk that could stall the worker."""


def _start(port: int, env: dict[str, str], workers: int, out, timed: Path | None = None) -> subprocess.Popen:
    access = ["--access-logfile", str(timed), "--access-logformat", TIMED] if timed else [
        "--access-logfile", "-" if out is not subprocess.DEVNULL else "/dev/null"]
    return subprocess.Popen(
        [str(GUNICORN), "naipes_site.wsgi", "--no-control-socket", "--workers", str(workers),
         "--bind", f"127.0.0.1:{port}", *HEARTBEAT, *access],
        cwd=ROOT, env={**os.environ, **env}, stdout=out, stderr=out,
    )


def _wait_until_ready(process: subprocess.Popen, base: str) -> None:
    deadline = time.monotonic() + 180  # a loaded machine boots workers slowly
    while True:
        try:
            urllib.request.urlopen(base + "/api/v1/", timeout=10).read()
            return
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"gunicorn at {base} did not start") from None
            time.sleep(0.3)


def _stop(*processes: subprocess.Popen) -> None:
    # SIGQUIT: gunicorn's quick shutdown (nothing is in flight once a block ends). Its master still
    # takes seconds to go, so every server is told first and then waited for.
    for process in processes:
        process.send_signal(signal.SIGQUIT)
    for process in processes:
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextlib.contextmanager
def gunicorns(count: int, env: dict[str, str], workers: int = 2, logs: Path | None = None) -> Iterator[list[str]]:
    """``count`` gunicorns serving the site at the yielded base URLs until the block ends; they boot
    side by side (booting is the slow part). ``logs`` is a folder for their logs, ``a.log``, ``b.log``…"""
    with contextlib.ExitStack() as stack:
        started = []
        for index in range(count):
            out = stack.enter_context(open(logs / f"{chr(97 + index)}.log", "ab")) if logs else subprocess.DEVNULL
            port = free_port()
            started.append((_start(port, env, workers, out), f"http://127.0.0.1:{port}"))
        stack.callback(_stop, *(process for process, _base in started))
        for process, base in started:
            _wait_until_ready(process, base)
        yield [base for _process, base in started]


@contextlib.contextmanager
def gunicorn(port: int, env: dict[str, str], workers: int = 2, log: Path | None = None,
             timed: Path | None = None) -> Iterator[str]:
    """A gunicorn serving the site at the yielded base URL until the block ends; ``timed``, a file for an
    access log of :data:`TIMED` lines (each request's time in the worker)."""
    with contextlib.ExitStack() as stack:
        out = stack.enter_context(open(log, "ab")) if log else subprocess.DEVNULL
        process = _start(port, env, workers, out, timed)
        stack.callback(_stop, process)
        base = f"http://127.0.0.1:{port}"
        _wait_until_ready(process, base)
        yield base
