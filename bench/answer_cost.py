"""What a scored trainer answer and a trainer's new question cost in process: CPU ms and statements a request.

The requests are the ones `bench.interactive_bench` sends through gunicorn (an answer posted by htmx with
its CSRF cookie and header and the learner's cookie, a fresh question each time; the page asked with no
cookie), here handed straight to the WSGI application, so the figure is the site's own work, without the
network or the client that share the machine's cores with it: ``time.process_time()`` per request, the
statements counted in a separate pass, and with ``--profile`` where the time goes (cProfile).

    python -m bench.answer_cost [--answers 400] [--pages 400] [--profile answer|page [--sort tottime]] [--sql] [--postgres]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import re
import statistics
import tempfile
import time
from http.cookies import SimpleCookie

from bench import in_process

TRAINER = "tute-trick"
PAGE = f"/es/trainers/{TRAINER}/"
ANSWER = f"/es/trainers/{TRAINER}/answer/"


def _environ(method: str, path: str, cookie: str = "", headers: dict[str, str] | None = None,
             body: bytes = b"") -> dict:
    """A request as the benchmark's client sends it: it accepts gzip."""
    return in_process.environ(method, path, cookie=cookie, headers={"Accept-Encoding": "gzip", **(headers or {})},
                              body=body)


class _Site:
    def __init__(self) -> None:
        from django.core.wsgi import get_wsgi_application

        self.app = get_wsgi_application()

    def call(self, environ: dict) -> tuple[int, dict[str, list[str]], bytes]:
        status, sent, body = in_process.call(self.app, environ)
        headers: dict[str, list[str]] = {}
        for name, value in sent:
            headers.setdefault(name.lower(), []).append(value)
        return status, headers, body


def _answers(site: _Site, count: int, first_seed: int) -> list[dict]:
    """``count`` answer posts of one learner to questions never answered, as the benchmark sends them."""
    import gzip

    from trainers import forms, tokens
    from trainers.drills import DRILLS

    status, headers, body = site.call(_environ("GET", PAGE))
    html = gzip.decompress(body).decode() if "gzip" in headers.get("content-encoding", []) else body.decode()
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    cookie = "csrftoken=" + SimpleCookie(";".join(headers["set-cookie"]))["csrftoken"].value
    drill = DRILLS[TRAINER]
    level = drill.LEVELS[0]

    def post(seed: int, learner: str) -> dict:
        question = drill.generate(tokens.rng(seed, tokens.PAGE), level)
        choice = forms.rows(drill.scene(question).widget)[0]["value"]
        token = tokens.issue(TRAINER, level, seed, channel=tokens.PAGE)
        return _environ("POST", ANSWER, cookie + learner, {"X-CSRFToken": csrf, "HX-Request": "true"},
                        f"token={token}&choice={choice}".encode())

    status, headers, _ = site.call(post(first_seed - 1, ""))
    assert status == 200, status
    learner = SimpleCookie(";".join(headers["set-cookie"]))["naipes_learner"].value
    return [post(seed, f"; naipes_learner={learner}") for seed in range(first_seed, first_seed + count)]


def _cost(site: _Site, environs: list[dict], expect: int) -> tuple[float, float]:
    """Median and lower quartile of the CPU ms per request."""
    times = []
    for environ in environs:
        start = time.process_time()
        status, _headers, _body = site.call(environ)
        times.append((time.process_time() - start) * 1000)
        assert status == expect, status
    return statistics.median(times), statistics.quantiles(times, n=4)[0]


def _statements(site: _Site, environ: dict) -> list[str]:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        site.call(environ)
    return [q["sql"] for q in queries.captured_queries]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--answers", type=int, default=400)
    parser.add_argument("--pages", type=int, default=400)
    parser.add_argument("--profile", choices=["answer", "page"], help="print where that request's time goes")
    parser.add_argument("--sort", default="cumulative", help="the profile's order: cumulative or tottime")
    parser.add_argument("--sql", action="store_true", help="print the statements of one answer")
    parser.add_argument("--postgres", action="store_true",
                        help="on a throw-away PostgreSQL 15 cluster (bench.pg_cluster), not SQLite")
    args = parser.parse_args(argv)
    if args.postgres:
        from bench import pg_cluster
        from bench.servers import free_port

        with pg_cluster.cluster(free_port()) as (url, _data):
            return _run(args, url)
    return _run(args, f"sqlite:///{tempfile.mkdtemp()}/cost.sqlite3")


def _run(args: argparse.Namespace, database_url: str) -> int:
    os.environ.update(DJANGO_SETTINGS_MODULE="naipes_site.settings.local", DATABASE_URL=database_url,
                      LOG_LEVEL="WARNING", SECRET_KEY=os.environ.get("SECRET_KEY") or "answer-cost-" + "x" * 40)
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    if not (settings.STATIC_ROOT / "staticfiles.json").exists():
        call_command("collectstatic", "--noinput", verbosity=0)
    site = _Site()
    page = _environ("GET", PAGE)
    posts = _answers(site, args.answers * 2 + 20, 1)
    for _ in range(50):  # warm: templates compiled, the layout rendered, the engine's tables built
        site.call(page)
    _cost(site, posts[:20], 200)
    posts = posts[20:]
    print(f"In process, {TRAINER}, {settings.DATABASES['default']['ENGINE'].rsplit('.', 1)[-1]}, load {os.getloadavg()[0]:.1f} (CPU ms a request: median, lower quartile)")
    page_cost = _cost(site, [page] * args.pages, 200)
    answer_cost = _cost(site, posts[:args.answers], 200)
    print(f"  trainer page   {page_cost[0]:6.2f} ms  {page_cost[1]:6.2f} ms  "
          f"{len(_statements(site, page))} statements")
    sql = _statements(site, posts[args.answers])
    print(f"  scored answer  {answer_cost[0]:6.2f} ms  {answer_cost[1]:6.2f} ms  {len(sql)} statements")
    if args.sql:
        print("\n".join("    " + s[:160] for s in sql))
    if args.profile:
        todo = [page] * args.pages if args.profile == "page" else posts[args.answers + 1:]
        profiler = cProfile.Profile()
        profiler.enable()
        for environ in todo:
            site.call(environ)
        profiler.disable()
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats(args.sort).print_stats(60)
        print(out.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
