"""Twenty phones on one score sheet, through one app server and through two sharing the database.

    python -m bench.sheet_writers --database postgres://postgres@127.0.0.1:5432/postgres [--seconds 60]

Each writer loads the sheet's page, as a phone does, then saves an edit of round 1 quoting the version it
was shown (a change another writer saved first is refused with 409, as designed), again and again for
``--seconds``. One gunicorn (2 workers), then two (2 workers each, the writers alternating between them),
on the same database, which is emptied first. Prints per run the requests, their median and p99, how many
took over a second, the 5xx, and whether any saved change was lost (the sheet's version against its
changes). ``--ports`` are the loopback ports of the servers.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import os
import re
import threading
import time
import urllib.error
import urllib.request
from contextlib import ExitStack
from urllib.parse import urlencode

from bench.servers import gunicorn, manage


def _fields(page: str) -> dict[str, str]:
    return {"csrfmiddlewaretoken": re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1),
            "version": re.search(r'<input type="hidden" name="version" value="(\d+)"', page).group(1)}


def writer(bases: list[str], token: str, index: int, stop: float, times: list[float], codes: list[int]) -> None:
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()),
                                         _NoRedirect())
    turn = index
    while time.perf_counter() < stop:
        base = bases[turn % len(bases)]
        turn += 1
        for method in ("GET", "POST"):
            start = time.perf_counter()
            try:
                if method == "GET":
                    response = opener.open(f"{base}/es/counters/papayoo/{token}/", timeout=60)
                    fields = _fields(response.read().decode())
                    code = response.status
                else:
                    first = 10 * (turn % 20)
                    data = {**fields, "die": "C", "points_0": str(first), "points_1": "0", "points_2": "0",
                            "points_3": str(250 - first)}
                    code = opener.open(f"{base}/es/counters/papayoo/{token}/rounds/1/",
                                       urlencode(data).encode(), timeout=60).status
            except urllib.error.HTTPError as exc:
                code = exc.code
                exc.read()
            times.append(time.perf_counter() - start)
            codes.append(code)
            if code >= 500:
                break


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None  # a saved change answers 302: counted as such, the page is the next GET anyway


def _sheet(env: dict[str, str]) -> str:
    """A fresh four-player sheet with round 1 entered; returns its edit token."""
    import subprocess
    import sys

    script = ("import django; django.setup()\n"
              "from counters.models import Change, PapayooRound, PapayooSheet\n"
              "Change.objects.all().delete(); PapayooSheet.objects.all().delete()\n"
              "s = PapayooSheet.objects.create(players=['Ana', 'Bo', 'Cy', 'Di'], rounds=8)\n"
              "PapayooRound.objects.create(sheet=s, number=1, die='C', typed=['10', '0', '0', '240'], "
              "piles=[[]] * 4, scores=[10, 0, 0, 240])\n"
              "print(s.token)\n")
    done = subprocess.run([sys.executable, "-c", script], env=env, check=True, capture_output=True, text=True)
    return done.stdout.strip().splitlines()[-1]


def _lost(env: dict[str, str], token: str) -> str:
    import subprocess
    import sys

    script = ("import django; django.setup()\n"
              "from counters.models import Change, PapayooSheet\n"
              f"s = PapayooSheet.objects.get(token={token!r})\n"
              "v = sorted(Change.objects.filter(papayoo=s).values_list('version', flat=True))\n"
              "print(s.version, len(v), v == list(range(2, s.version + 1)))\n")
    done = subprocess.run([sys.executable, "-c", script], env=env, check=True, capture_output=True, text=True)
    version, changes, contiguous = done.stdout.split()
    return f"version {version}, {changes} changes, {'contiguous' if contiguous == 'True' else 'GAPS'}"


def run(env: dict[str, str], ports: list[int], writers: int, seconds: float) -> None:
    token = _sheet(env)
    times: list[float] = []
    codes: list[int] = []
    with ExitStack() as stack:
        bases = [stack.enter_context(gunicorn(port, env, workers=2)) for port in ports]
        # Every worker's first page loads the site (templates, translations): not what a phone waits for.
        warm = [threading.Thread(target=lambda base=base: [urllib.request.urlopen(
            f"{base}/es/counters/papayoo/{token}/", timeout=60).read() for _ in range(4)]) for base in bases for _ in range(2)]
        for t in warm:
            t.start()
        for t in warm:
            t.join()
        stop = time.perf_counter() + seconds
        threads = [threading.Thread(target=writer, args=(bases, token, i, stop, times, codes)) for i in range(writers)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    times.sort()
    p99 = times[max(0, int(len(times) * 0.99) - 1)]
    print(f"  {len(ports)} server(s): {len(times)} requests ({codes.count(302)} saved, {codes.count(409)} refused "
          f"as stale), median {times[len(times) // 2] * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms, "
          f"{sum(t > 1 for t in times)} over 1 s, {sum(c >= 500 for c in codes)} 5xx; {_lost(env, token)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", required=True)
    parser.add_argument("--writers", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--ports", type=int, nargs=2, default=[8180, 8181])
    args = parser.parse_args(argv)
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "naipes_site.settings.test", "DATABASE_URL": args.database,
           "LOG_LEVEL": "CRITICAL"}
    manage("migrate", "--noinput", env=env)
    print(f"Score sheet, {args.writers} writers for {args.seconds:.0f} s, load average {os.getloadavg()[0]:.1f}")
    run(env, args.ports[:1], args.writers, args.seconds)
    run(env, args.ports, args.writers, args.seconds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
