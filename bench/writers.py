"""SQLite under concurrent writes: gunicorn with 8 workers on one SQLite file, 20 writers at once, each
answering trainer questions (every answer writes the session and the progress tables). Prints the p99
of the writes and how many failed, with the tuned SQLite options and with Django's defaults.

    python -m bench.writers            # both, tuned last
"""

from __future__ import annotations

import argparse
import http.cookiejar
import os
import re
import tempfile
import threading
import time
import urllib.error
import urllib.request
from urllib.parse import urlencode

from bench.servers import free_port, gunicorn, manage


def writer(base: str, index: int, writes: int, times: list[float], failures: list[int]) -> None:
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    for n in range(writes):
        seed = index * 1000 + n
        page = opener.open(f"{base}/es/trainers/docena-hand/?seed={seed}", timeout=60).read().decode()
        fields = {"csrfmiddlewaretoken": re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1),
                  "token": re.search(r'name="token" value="([^"]+)"', page).group(1), "choice": "7"}
        start = time.perf_counter()
        try:
            opener.open(f"{base}/es/trainers/docena-hand/answer/", urlencode(fields).encode(), timeout=60).read()
        except urllib.error.HTTPError as exc:
            if exc.code >= 500:
                failures.append(exc.code)
        times.append(time.perf_counter() - start)


def run(tuned: bool, workers: int, writers: int, writes: int) -> tuple[float, float, int]:
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "naipes_site.settings.local", "LOG_LEVEL": "CRITICAL",
               "DATABASE_URL": f"sqlite:///{tmp}/writers.sqlite3", "SQLITE_TUNING": "on" if tuned else "off"}
        manage("migrate", "--noinput", env=env)
        times: list[float] = []
        failures: list[int] = []
        with gunicorn(free_port(), env, workers=workers) as base:
            threads = [threading.Thread(target=writer, args=(base, i, writes, times, failures))
                       for i in range(writers)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
    times.sort()
    return times[len(times) // 2] * 1000, times[int(len(times) * 0.99) - 1] * 1000, len(failures)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--writers", type=int, default=20)
    parser.add_argument("--writes", type=int, default=15)
    args = parser.parse_args(argv)
    for tuned in (False, True):
        median, p99, failed = run(tuned, args.workers, args.writers, args.writes)
        label = "WAL + IMMEDIATE + timeout" if tuned else "Django defaults         "
        print(f"writers: SQLite {label}: {args.workers} workers x {args.writers} writers, "
              f"median {median:.0f} ms, p99 {p99:.0f} ms, {failed} server errors")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
