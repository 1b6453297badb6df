"""`make load-proxy`: a rule page through the production recipe (nginx and its cache in front of gunicorn,
``deploy/nginx/naipes.conf``) against nginx serving the same bytes from a file, in the same run.

gunicorn (one worker per core) and nginx (one worker per core) on loopback; the recipe's own ``/static/``
location serves the page's bytes, written to a file (and its gzip beside it, which ``gzip_static`` sends
to whoever accepts gzip), so the two differ only by the cache. wrk sends 20 connections at each in turn, a
few rounds, compressed (as browsers ask) and plain; gunicorn alone is measured beside them. The goal: the
page through the recipe at >= 1/2 of the file's requests per second.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import tempfile
import urllib.request
from pathlib import Path

from bench.proxy import nginx
from bench.servers import free_port, gunicorn, prepared_site

PAGE = "/es/paulo/"
GOAL = 1 / 2


def wrk(url: str, seconds: int, connections: int, gzipped: bool) -> float:
    """Requests per second (every answer must be a 200)."""
    headers = ["-H", "Accept-Encoding: gzip"] if gzipped else []
    out = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", *headers, url],
                         capture_output=True, text=True, check=True).stdout
    if "Non-2xx" in out or "Socket errors" in out:
        raise RuntimeError(f"wrk saw errors at {url}:\n{out}")
    return float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))


def _fetch(url: str, gzipped: bool) -> tuple[bytes, dict[str, str]]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzipped else {})
    with urllib.request.urlopen(request) as response:
        return response.read(), {k.lower(): v for k, v in response.headers.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=20)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = prepared_site(os.environ.get("DATABASE_URL") or f"sqlite:///{tmp}/load.sqlite3")
        static = folder / "static"
        static.mkdir()
        with gunicorn(free_port(), env, workers=args.workers) as app, \
                nginx(app.removeprefix("http://"), static, folder / "nginx", free_port(), workers=args.workers) as proxy:
            urls = {"recipe": proxy + PAGE, "file": proxy + "/static/page.html", "gunicorn": app + PAGE}
            results: dict[tuple[str, bool], list[float]] = {}
            for gzipped in (True, False):
                for _ in range(2):  # the second answer comes from nginx's cache
                    body, headers = _fetch(urls["recipe"], gzipped)
                assert headers.get("x-cache-status") == "HIT", headers
                assert (headers.get("content-encoding") == "gzip") == gzipped
                # The very bytes nginx keeps, as a file (page.html.gz is what gzip_static sends for gzip).
                (static / ("page.html.gz" if gzipped else "page.html")).write_bytes(body)
            for gzipped in (True, False):
                body = _fetch(urls["recipe"], gzipped)[0]
                assert _fetch(urls["file"], gzipped)[0] == body
                for url in urls.values():
                    wrk(url, 1, args.connections, gzipped)  # warm
                for _ in range(args.rounds):
                    for name, url in urls.items():
                        results.setdefault((name, gzipped), []).append(
                            wrk(url, args.seconds, args.connections, gzipped))
    load = os.getloadavg()
    print(f"load-proxy: {PAGE}, {args.connections} connections, {args.workers} gunicorn and {args.workers} nginx "
          f"workers, {args.rounds} rounds of {args.seconds} s; load average before the end "
          f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    met = True
    for gzipped in (True, False):
        kind = "gzip " if gzipped else "plain"
        recipe, file, app = (results[(name, gzipped)] for name in ("recipe", "file", "gunicorn"))
        ratios = [r / f for r, f in zip(recipe, file, strict=True)]
        alone = [a / f for a, f in zip(app, file, strict=True)]
        met = met and statistics.median(ratios) >= GOAL
        print(f"load-proxy: {kind} recipe {statistics.median(recipe):.0f} req/s, file {statistics.median(file):.0f}, "
              f"gunicorn alone {statistics.median(app):.0f}; recipe/file {min(ratios):.2f}-{max(ratios):.2f} "
              f"(median {statistics.median(ratios):.2f}), gunicorn/file {min(alone):.3f}-{max(alone):.3f}")
    print(f"load-proxy: goal recipe/file >= {GOAL:.2f} (median of the rounds): {'MET' if met else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
