"""A score sheet open on several phones: how soon a change saved on one shows on the others, and what each
watching phone costs the server.

Run from the project root: ``.venv/bin/python -m bench.sheet_watch [--seconds 40] [--watchers 3] [--idle 20]``
(``--database URL`` to use a PostgreSQL of yours; by default a throw-away PostgreSQL cluster when PostgreSQL 15
is installed, else a SQLite file). ``--every SECONDS`` polls at another interval than the production setting's.

One gunicorn (2 workers) serves a four-player Papayoo sheet. Each watching phone loads the page and polls it
as the page does (``hx-trigger="every NAIPES_SHEET_POLL_SECONDS"``, the production setting, with the version it
shows: ``?since=N``); an unchanged sheet answers 204, a changed one the page, whose version the phone shows
from then on. One writer phone saves an edit of round 1 every few seconds. Printed:

- **the delay**: from the moment the writer sends its change to the moment each watching phone has it (its
  poll's answer carries the new version), median, p90 and max over every change and watcher; a watcher that
  had already seen a later version counts that one;
- **the cost of one watching phone**: first ``--idle`` seconds of ``--watchers * 10`` phones polling an
  unchanged sheet, to measure the servers' CPU (gunicorn and, when it is the throw-away cluster, PostgreSQL)
  per unchanged poll and per phone and second; the bytes of an unchanged and of a changed poll, both ways.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import socket
import statistics
import sys
import tempfile
import threading
import time
from contextlib import ExitStack
from pathlib import Path
from urllib.parse import urlencode

from bench.servers import free_port, gunicorn, gunicorn_masters, manage
from bench.sheet_writers import _sheet

ROOT = Path(__file__).resolve().parent.parent
WRITE_EVERY = (2.0, 4.0)
"""Seconds between two changes of the writer: a round entered, then a correction."""


def _production_every() -> float:
    sys.path.insert(0, str(ROOT))
    from naipes_site.settings import base

    return float(base.NAIPES_SHEET_POLL_SECONDS)


class Phone:
    """One browser on loopback: its cookies; every request a connection of its own, as the load tests send them."""

    def __init__(self, base: str) -> None:
        host, port = base.removeprefix("http://").split(":")
        self.address = (host, int(port))
        self.cookies: dict[str, str] = {}

    def send(self, method: str, path: str, fields: dict[str, str] | None = None) -> tuple[int, str, int, int]:
        """Status, body, bytes sent and bytes received (headers included)."""
        body = urlencode(fields or {}).encode()
        head = [f"{method} {path} HTTP/1.1", f"Host: {self.address[0]}:{self.address[1]}", "Connection: close",
                "HX-Request: true" if "/live/" in path else "Accept: text/html"]
        if self.cookies:
            head.append("Cookie: " + "; ".join(f"{k}={v}" for k, v in self.cookies.items()))
        if method == "POST":
            head += ["Content-Type: application/x-www-form-urlencoded", f"Content-Length: {len(body)}"]
        request = ("\r\n".join(head) + "\r\n\r\n").encode() + (body if method == "POST" else b"")
        with socket.create_connection(self.address, timeout=60) as connection:
            connection.sendall(request)
            chunks = []
            while chunk := connection.recv(65536):
                chunks.append(chunk)
        raw = b"".join(chunks)
        header, _, content = raw.partition(b"\r\n\r\n")
        lines = header.decode("latin-1").split("\r\n")
        for line in lines[1:]:
            name, _, value = line.partition(":")
            if name.lower() == "set-cookie":
                key, _, rest = value.strip().partition("=")
                self.cookies[key] = rest.split(";")[0]
        return int(lines[0].split()[1]), content.decode("utf-8", "replace"), len(request), len(raw)


def _live_url(page: str) -> tuple[str, int]:
    found = re.search(r'<div id="live"[^>]*hx-get="([^"]+)"', page)
    version = re.search(r'<div id="live"[^>]*data-version="(\d+)"', page, re.S)
    if found is None or version is None:
        raise RuntimeError("the sheet's page has no live part")
    return found.group(1).replace("&amp;", "&"), int(version.group(1))


def watch(base: str, token: str, every: float, stop: list[float], seen: dict[int, float], sizes: dict[str, list[int]],
          lock: threading.Lock, opened: threading.Barrier | None = None) -> None:
    """One phone with the sheet open: it polls every ``every`` seconds until ``stop[0]``; notes when it first has
    each version. ``opened``: waited for once the page is loaded, so that the polls' cost is measured without
    the pages' (``stop`` is set then)."""
    phone = Phone(base)
    _status, page, _up, _down = phone.send("GET", f"/es/counters/papayoo/{token}/")
    url, version = _live_url(page)
    if opened is not None:
        opened.wait()
    time.sleep(random.uniform(0, every))  # the phones opened the sheet at different moments
    while time.perf_counter() < stop[0]:
        started = time.perf_counter()
        status, content, up, down = phone.send("GET", url)
        arrived = time.perf_counter()
        with lock:
            sizes["unchanged" if status in (204, 304) else "changed"].append(up + down)
        if status == 200:
            url, now = _live_url(content)
            with lock:
                for newer in range(version + 1, now + 1):
                    seen.setdefault(newer, arrived)
            version = now
        time.sleep(max(0.0, every - (time.perf_counter() - started)))


def write(base: str, token: str, stop: float, sent: dict[int, float]) -> None:
    """The writer: loads the page, then saves an edit of round 1 quoting the version it was shown."""
    phone = Phone(base)
    turn = 0
    while time.perf_counter() < stop - 3:
        time.sleep(random.uniform(*WRITE_EVERY))
        _status, page, _up, _down = phone.send("GET", f"/es/counters/papayoo/{token}/")
        fields = {"csrfmiddlewaretoken": re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1),
                  "version": re.search(r'<input type="hidden" name="version" value="(\d+)"', page).group(1)}
        turn += 1
        first = 10 * (turn % 20 + 1)
        fields.update({"die": "C", "points_0": str(first), "points_1": "0", "points_2": "0",
                       "points_3": str(250 - first)})
        pressed = time.perf_counter()
        status, _content, _up, _down = phone.send("POST", f"/es/counters/papayoo/{token}/rounds/1/", fields)
        if status != 302:
            raise RuntimeError(f"the change was not saved: {status}")
        sent[int(fields["version"]) + 1] = pressed


def _cpu(roots: list[int]) -> float:
    from bench.class_load import _cpu_seconds

    return _cpu_seconds(roots)


def run(env: dict[str, str], data: Path | None, seconds: float, watchers: int, idle: float, every: float) -> None:
    port = free_port()
    lock = threading.Lock()
    with ExitStack() as stack:
        base = stack.enter_context(gunicorn(port, env, workers=2))
        token = _sheet(env)
        roots = gunicorn_masters([port])
        if data is not None:
            roots.append(int((data / "postmaster.pid").read_text().split()[0]))
        warm = Phone(base)
        for _ in range(8):  # every worker's first page loads the site: not what a phone waits for
            warm.send("GET", f"/es/counters/papayoo/{token}/")
        cost = {}
        if idle > 0:
            sizes: dict[str, list[int]] = {"unchanged": [], "changed": []}
            count = watchers * 10
            opened = threading.Barrier(count + 1)
            until = [time.perf_counter() + 600.0]
            phones = [threading.Thread(target=watch, args=(base, token, every, until, {}, sizes, lock, opened))
                      for _ in range(count)]
            for thread in phones:
                thread.start()
            opened.wait()  # every phone has its page: from now on, only polls
            before = _cpu(roots)
            until[0] = time.perf_counter() + idle
            for thread in phones:
                thread.join()
            spent = _cpu(roots) - before
            polls = len(sizes["unchanged"])
            cost = {"polls": polls, "phones": len(phones), "cpu": spent, "bytes": statistics.median(sizes["unchanged"])}
        sent: dict[int, float] = {}
        sizes = {"unchanged": [], "changed": []}
        stop = time.perf_counter() + seconds
        seen_by: list[dict[int, float]] = [{} for _ in range(watchers)]
        threads = [threading.Thread(target=watch, args=(base, token, every, [stop], seen_by[n], sizes, lock))
                   for n in range(watchers)]
        threads.append(threading.Thread(target=write, args=(base, token, stop, sent)))
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    delays = sorted(seen[version] - pressed for seen in seen_by for version, pressed in sent.items() if version in seen)
    missed = sum(version not in seen for seen in seen_by for version in sent)
    if not delays:
        print("  no change reached a watching phone")
        return
    p90 = delays[int(len(delays) * 0.9) - 1] if len(delays) >= 10 else delays[-1]
    print(f"  polling every {every:g} s: {len(sent)} changes × {watchers} watching phones: from pressing Save to "
          f"the other phone, median {statistics.median(delays) * 1000:.0f} ms, p90 {p90 * 1000:.0f} ms, max "
          f"{delays[-1] * 1000:.0f} ms ({missed} not seen before the end)")
    if sizes["changed"]:
        print(f"    a changed poll (the page htmx takes the score from): {statistics.median(sizes['changed']):,.0f} "
              f"bytes both ways")
    if cost:
        per_poll = cost["cpu"] / cost["polls"] * 1000
        print(f"    {cost['phones']} phones watching an unchanged sheet for {idle:g} s: {cost['polls']} polls, "
              f"{cost['bytes']:.0f} bytes each both ways; the servers' CPU "
              f"({'gunicorn and PostgreSQL' if data else 'gunicorn'}) {per_poll:.2f} ms a poll, so one watching phone costs about {per_poll / every / 1000:.4f} core and "
              f"{cost['bytes'] * 60 / every / 1024:.0f} KiB a minute")


def main(argv: list[str] | None = None) -> int:
    from bench import pg_cluster

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database")
    parser.add_argument("--seconds", type=float, default=40)
    parser.add_argument("--watchers", type=int, default=3)
    parser.add_argument("--idle", type=float, default=20)
    parser.add_argument("--every", type=float, nargs="+")
    args = parser.parse_args(argv)
    everies = args.every or [_production_every()]
    print(f"Score sheet open on {args.watchers} other phones, one writer; load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores")
    with ExitStack() as stack:
        data = None
        if args.database:
            url = args.database
        elif pg_cluster.available():
            url, data = stack.enter_context(pg_cluster.cluster(free_port()))
        else:
            folder = stack.enter_context(tempfile.TemporaryDirectory())
            url = f"sqlite:///{folder}/sheets.sqlite3"
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "naipes_site.settings.test", "DATABASE_URL": url,
               "LOG_LEVEL": "CRITICAL"}
        manage("migrate", "--noinput", env=env)
        manage("createcachetable", env=env)
        for every in everies:
            run(env, data, args.seconds, args.watchers, args.idle, every)
    print(f"  load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
