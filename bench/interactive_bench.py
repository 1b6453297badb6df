"""The pages people click through, as ratios to a static file served by the same 2-worker gunicorn.

Home, a rule page, a cheat sheet, the glossary, the sheet of cards, a trainer's question, search results, a
judge's verdict, the table-rules chooser, the compare page, the question bank page, a 20-question bank
download and a 200-question export asked again should reach 1/3 of the static file's requests per second;
a scored trainer answer (a fresh question each time, so every request writes) 1/8. ``--postgres`` runs it
all on a throw-away PostgreSQL cluster (:mod:`bench.pg_cluster`) instead of SQLite. GET pages go through wrk when it is installed (`make load` installs it), as in
`bench.load`; otherwise, and always for the answers (each needs its own token), through the Python
client below, which shares the two cores with gunicorn and so narrows every ratio: a ratio of the
same client to the same static file is comparable, an absolute figure is not. The machine may be
shared, so each page is measured as a pair with the static file just before it, ``--repeat`` times (3 by
default), and the median of the pairs' ratios is the figure.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import re
import shutil
import statistics
import tempfile
import time
import urllib.request
from http.cookies import SimpleCookie

from bench.load import wrk
from bench.servers import free_port, gunicorn, manage, prepared_site

TRAINER = "tute-trick"
PAGES = {
    "home": "/es/",
    "rule page": "/es/tute/",
    "cheat sheet": "/es/tute/cheatsheet/",
    "glossary": "/es/glossary/",
    "card sheet": "/es/cards/",
    "trainer page": f"/es/trainers/{TRAINER}/",
    "search results": "/es/search/?q=baza",
    "judge": "/es/judges/tute/trick/?led=7O&cards=1C&muestra=O",
    "table chooser": "/es/tute/table/",
    "compare page": "/es/tute/compare/",
    "bank page": "/es/trainers/bank/",
    "bank download 20": "/es/trainers/bank/download/?drill=tute-count&level=2&count=20&seed=1&format=json&lang=es",
    # The same 200 questions asked again and again: what a class's teachers do with one worksheet's link.
    "export 200 again": "/api/v1/trainers/tute-trick/export?level=1&count=200&seed=7&format=moodle&lang=es",
}
PAGE_GOAL, ANSWER_GOAL = 1 / 3, 1 / 8


def _request(method: str, path: str, headers: dict[str, str], body: bytes = b"") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", "Accept-Encoding: gzip", "Connection: close",
             *(f"{name}: {value}" for name, value in headers.items())]
    if method == "POST":
        lines += ["Content-Type: application/x-www-form-urlencoded", f"Content-Length: {len(body)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


async def _client(port: int, requests: list[bytes], deadline: float, times: list[float], errors: list[int]) -> None:
    while requests and time.monotonic() < deadline:
        raw = requests.pop()
        start = time.perf_counter()
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(raw)
        answer = await reader.read()
        writer.close()
        times.append(time.perf_counter() - start)
        status = int(answer[9:12] or 0)
        if status >= 400:
            errors.append(status)


def _process(port: int, requests: list[bytes], seconds: float, connections: int, out) -> None:
    times: list[float] = []
    errors: list[int] = []

    async def run() -> None:
        deadline = time.monotonic() + seconds
        await asyncio.gather(*(_client(port, requests, deadline, times, errors) for _ in range(connections)))

    asyncio.run(run())
    out.put((times, errors))


def python_client(port: int, requests: list[bytes], seconds: float, connections: int = 20,
                  processes: int = 2) -> tuple[float, float]:
    """Requests per second and p99 in ms; each request sent once on its own connection (gunicorn's sync
    workers close every connection). Raises when the server answered an error."""
    out: multiprocessing.Queue = multiprocessing.Queue()
    share = [requests[i::processes] for i in range(processes)]
    started = time.perf_counter()
    workers = [multiprocessing.Process(target=_process, args=(port, part, seconds, connections // processes, out))
               for part in share]
    for worker in workers:
        worker.start()
    times, errors = [], []
    for _ in workers:
        got, failed = out.get()
        times += got
        errors += failed
    for worker in workers:
        worker.join()
    elapsed = time.perf_counter() - started
    if errors:
        raise RuntimeError(f"{len(errors)} errors, e.g. {errors[:5]}")
    times.sort()
    return len(times) / elapsed, times[int(len(times) * 0.99) - 1] * 1000


def _static_path(base: str) -> str:
    html = urllib.request.urlopen(base + "/es/").read().decode()
    found = re.search(r'href="(/static/css/site\.[^"]+\.css)"', html) or re.search(
        r'href="(/static/css/site[^"]*\.css)"', html)
    return found.group(1)


def _answers(base: str, count: int) -> list[bytes]:
    """``count`` answer posts of one learner, each to a question never answered (so each is scored),
    as htmx sends them; the tokens are signed here with the server's own secret key."""
    from trainers import forms, tokens
    from trainers.drills import DRILLS

    drill = DRILLS[TRAINER]
    with urllib.request.urlopen(base + PAGES["trainer page"]) as page:
        cookies = SimpleCookie(page.headers.get("Set-Cookie", ""))
        html = page.read().decode()
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    cookie = f"csrftoken={cookies['csrftoken'].value}"
    level = drill.LEVELS[0]

    def post(seed: int, learner: str) -> bytes:
        question = drill.generate(tokens.rng(seed, tokens.PAGE), level)
        choice = forms.rows(drill.scene(question).widget)[0]["value"]
        token = tokens.issue(TRAINER, level, seed, channel=tokens.PAGE)
        body = f"token={token}&choice={choice}".encode()
        headers = {"Cookie": cookie + learner, "X-CSRFToken": csrf, "HX-Request": "true"}
        return _request("POST", f"/es/trainers/{TRAINER}/answer/", headers, body)

    first = urllib.request.Request(base + f"/es/trainers/{TRAINER}/answer/", method="POST",
                                   data=post(10**9, "").split(b"\r\n\r\n", 1)[1],
                                   headers={"Cookie": cookie, "X-CSRFToken": csrf, "HX-Request": "true",
                                            "Content-Type": "application/x-www-form-urlencoded"})
    with urllib.request.urlopen(first) as response:
        learner = SimpleCookie(response.headers.get("Set-Cookie", ""))["naipes_learner"].value
    return [post(seed, f"; naipes_learner={learner}") for seed in range(1, count + 1)]


def _print(name: str, pairs: list[tuple[tuple[float, float], tuple[float, float]]], goal: float,
           note: str = "") -> None:
    ratios = sorted(page[0] / static[0] for static, page in pairs)
    ratio = statistics.median(ratios)
    runs = "; ".join(f"{page[0]:.0f} vs {static[0]:.0f} req/s, p99 {page[1]:.0f} ms" for static, page in pairs)
    print(f"  {name:20s} ratio {ratio:.3f} (median of {len(pairs)}; goal >= {goal:.2f}): "
          f"{'MET' if ratio >= goal else 'MISSED'}  [{runs}]{note}")


def _setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "naipes_site.settings.test")
    import django

    django.setup()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--seconds", type=int, default=6)
    parser.add_argument("--connections", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--answers", type=int, default=2500, help="questions made for the answer run")
    parser.add_argument("--repeat", type=int, default=3, help="pairs (static file, page) measured per page")
    parser.add_argument("--only", nargs="*", choices=[*PAGES, "answer"], help="measure only these")
    parser.add_argument("--postgres", action="store_true",
                        help="on a throw-away PostgreSQL 15 cluster (bench.pg_cluster), not SQLite")
    args = parser.parse_args(argv)
    if args.postgres:
        from bench import pg_cluster

        with pg_cluster.cluster(free_port()) as (url, _data):
            os.environ["BENCH_DATABASE_URL"] = url
            return _run(args)
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    _setup()
    from django.conf import settings

    use_wrk = shutil.which("wrk") is not None
    print(f"Interactive pages against a static file, {args.workers} gunicorn workers, {args.connections} "
          f"connections, {'wrk' if use_wrk else 'a Python client on loopback (wrk is not installed)'}; "
          f"{'PostgreSQL' if os.environ.get('BENCH_DATABASE_URL', '').startswith('postgres') else 'SQLite'}; "
          f"load {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        env = prepared_site(os.environ.get("BENCH_DATABASE_URL") or f"sqlite:///{tmp}/interactive.sqlite3",
                            SECRET_KEY=settings.SECRET_KEY)
        if not args.only or "search results" in args.only:
            # As `make run` does: otherwise each worker's first search builds the index (seconds on a busy
            # machine, every worker held), and the static file measured beside it gets no answer at all.
            manage("build_search_index", env=env)
        port = args.port or free_port()
        with gunicorn(port, env, workers=args.workers) as base:
            static = _static_path(base)

            def measure(path: str, tool_is_wrk: bool) -> tuple[float, float]:
                if tool_is_wrk:
                    return wrk(base + path, args.seconds, args.connections)
                many = [_request("GET", path, {})] * 200_000
                return python_client(port, many, args.seconds, args.connections)

            measured = {name: path for name, path in PAGES.items() if not args.only or name in args.only}
            for path in (static, *measured.values()):  # warm every worker
                wrk(base + path, 1, args.connections) if use_wrk else python_client(
                    port, [_request("GET", path, {})] * 200, 5)
            # The machine is shared: each page is measured right after the static file, as a pair, and the
            # ratio printed is the median of the pairs' ratios (``--repeat``), each pair's figures beside it.
            for name, path in measured.items():
                pairs = [(measure(static, use_wrk), measure(path, use_wrk)) for _ in range(args.repeat)]
                _print(name, pairs, PAGE_GOAL)
            if args.only and "answer" not in args.only:
                return 0
            posts = _answers(base, args.answers * args.repeat)
            pairs = []
            for run in range(args.repeat):
                static_rps = measure(static, False)
                pairs.append((static_rps, python_client(port, posts[run::args.repeat], args.seconds, args.connections)))
            _print("scored answer", pairs, ANSWER_GOAL,
                   " (Python client, against the static file by the same client)" if use_wrk else "")
    print(f"  load after the run {os.getloadavg()[0]:.1f}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
