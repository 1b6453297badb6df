"""`make load`: a warm rule page against a static file through the same stack, in the same run.

gunicorn (one worker per core) on loopback serves both; wrk sends 20 connections at each for a few
seconds, asking for gzip as browsers do. The goal: the rule page at >= 1/3 of the static
file's requests per second, with p99 under 25 ms.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import tempfile
import urllib.request

from bench.servers import free_port, gunicorn, prepared_site

PAGE = "/es/paulo/"
GOAL_RATIO, GOAL_P99_MS = 1 / 3, 25.0


def wrk(url: str, seconds: int, connections: int) -> tuple[float, float]:
    """Requests per second and p99 in milliseconds."""
    out = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency",
                          "-H", "Accept-Encoding: gzip", url], capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    value, unit = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)\s*$", out, re.M).groups()
    return rps, float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--seconds", type=int, default=8)
    parser.add_argument("--connections", type=int, default=20)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = prepared_site(os.environ.get("DATABASE_URL") or f"sqlite:///{tmp}/load.sqlite3")
        with gunicorn(args.port or free_port(), env, workers=args.workers) as base:
            html = urllib.request.urlopen(base + PAGE).read().decode()
            static = re.search(r'href="(/static/css/site\.[^"]+\.css)"', html) or re.search(
                r'href="(/static/css/site[^"]*\.css)"', html)
            static_url = base + static.group(1)
            for url in (base + PAGE, static_url):  # warm: every worker renders and caches the page
                wrk(url, 1, args.connections)
            page_rps, page_p99 = wrk(base + PAGE, args.seconds, args.connections)
            file_rps, file_p99 = wrk(static_url, args.seconds, args.connections)
    ratio = page_rps / file_rps
    ok = ratio >= GOAL_RATIO and page_p99 < GOAL_P99_MS
    print(f"load: rule page {PAGE} {page_rps:.0f} req/s, p99 {page_p99:.1f} ms; static file {file_rps:.0f} req/s, "
          f"p99 {file_p99:.1f} ms; {args.connections} connections, {args.workers} workers")
    print(f"load: ratio {ratio:.2f} (goal >= {GOAL_RATIO:.2f}), p99 {page_p99:.1f} ms (goal < {GOAL_P99_MS:.0f} ms): "
          f"{'MET' if ok else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
