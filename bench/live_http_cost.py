"""What each kind of live-class request costs the servers through gunicorn: CPU of the workers and of
PostgreSQL per request, as the load test's servers pay it (not only the app's Python, which
``bench.live_cost`` measures in process).

Run from the project root: ``.venv/bin/python -m bench.live_http_cost [--repeat 400]``.

A throw-away PostgreSQL cluster, one gunicorn of 2 workers with the load test's timed access log; then, one
kind at a time and sequentially (so nothing queues), each request is sent ``--repeat`` times and the CPU
the gunicorn processes and the postmaster with its backends spent is divided by the count. The join is
measured as its three requests (the join page, the form, the seat page), a class of 30 per session.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _get(base: str, path: str, cookies: dict[str, str], method: str = "GET",
         fields: list[tuple[str, str]] | None = None) -> tuple[int, dict[str, str], str]:
    import http.client
    from urllib.parse import urlencode, urlsplit

    where = urlsplit(base)
    connection = http.client.HTTPConnection(where.hostname, where.port, timeout=30)
    headers = {"Connection": "close"}
    if cookies:
        headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in cookies.items())
    body = None
    if method == "POST":
        body = urlencode(fields or [])
        headers.update({"Content-Type": "application/x-www-form-urlencoded",
                        "X-CSRFToken": cookies.get("csrftoken", ""), "HX-Request": "true"})
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    content = response.read().decode("utf-8", "replace")
    found = {}
    for name, value in response.getheaders():
        if name.lower() == "set-cookie":
            key, _, rest = value.partition("=")
            cookies[key.strip()] = rest.split(";")[0]
        found[name.lower()] = value
    connection.close()
    return response.status, found, content


def main() -> None:
    from bench import pg_cluster, servers
    from bench.class_load import _cpu_seconds, _roots

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=400)
    args = parser.parse_args()
    ports = [servers.free_port(), servers.free_port()]
    print(f"Live class, servers' CPU per request through gunicorn (2 workers) and PostgreSQL, sequential; "
          f"load average {os.getloadavg()[0]:.1f}")
    with pg_cluster.cluster(ports[0]) as (url, data), tempfile.TemporaryDirectory() as folder:
        env = {"DJANGO_SETTINGS_MODULE": "naipes_site.settings.test", "DATABASE_URL": url, "LOG_LEVEL": "WARNING"}
        os.environ.update(env)
        servers.manage("migrate", env={**os.environ})
        servers.manage("createcachetable", env={**os.environ})
        import django

        django.setup()
        from classroom import codes, live

        with servers.gunicorn(ports[1], env, timed=Path(folder) / "a.log") as base:
            roots = _roots(ports[1:], data)
            app_root, db_root = roots[0], roots[-1]

            def session() -> tuple[str, str]:
                code = codes.ClassCode("tute", codes.game_drills("tute"), 1, 10, 4000)
                opened, secret = live.open_session(code, live.TEACHER_PACED, live.AFTER_EACH, "es")
                return opened.join_code, secret

            def spent(run) -> tuple[float, float]:
                app, db = _cpu_seconds([app_root]), _cpu_seconds([db_root])
                count = run()
                return ((_cpu_seconds([app_root]) - app) / count * 1000, (_cpu_seconds([db_root]) - db) / count * 1000)

            join_code, secret = session()
            seated: dict[str, str] = {}
            _get(base, f"/es/join/?code={join_code}", seated)
            _get(base, "/es/join/", seated, "POST", [("code", join_code), ("nickname", "Ana"), ("language", "es")])
            _get(base, "/es/join/seat/", seated)
            _s, headers, _c = _get(base, "/es/join/seat/poll/", seated)
            key = headers.get("etag", '""').strip('"')
            panel = f"/es/classroom/live/{secret}/panel/"
            _s, headers, _c = _get(base, panel, {})
            panel_key = headers.get("etag", '""').strip('"')
            for _warm in range(20):  # every worker records its stack's headers and compiles its statements
                _get(base, f"/es/join/seat/poll/?v={key}", seated)
                _get(base, f"{panel}?v={panel_key}", {})

            def polls() -> int:
                for _n in range(args.repeat):
                    status, _h, _c = _get(base, f"/es/join/seat/poll/?v={key}", seated)
                    assert status == 204, status
                return args.repeat

            def panels() -> int:
                for _n in range(args.repeat):
                    _get(base, f"{panel}?v={panel_key}", {})
                return args.repeat

            def static() -> int:
                for _n in range(args.repeat):
                    _get(base, "/static/favicon.svg", {})
                return args.repeat

            def joins(part: str) -> int:
                count = 0
                while count < args.repeat // 4:
                    code, _secret = session()
                    for n in range(30):
                        phone: dict[str, str] = {}
                        _get(base, f"/es/join/?code={code}", phone)
                        if part == "page":
                            count += 1
                            continue
                        status, _h, _c = _get(base, "/es/join/", phone, "POST",
                                              [("code", code), ("nickname", f"Alumno {n}"), ("language", "es")])
                        assert status == 302, status
                        if part == "seat":
                            _get(base, "/es/join/seat/", phone)
                        count += 1
                return count

            figures = {"unchanged seat poll (204)": spent(polls), "unchanged panel poll (204)": spent(panels),
                       "a static file (WhiteNoise)": spent(static), "join page": spent(lambda: joins("page")),
                       "join page + form": spent(lambda: joins("form")),
                       "join page + form + seat": spent(lambda: joins("seat"))}
    print(f"  {'request':30s} {'gunicorn ms':>12s} {'PostgreSQL ms':>14s}")
    for kind, (app, db) in figures.items():
        print(f"  {kind:30s} {app:12.2f} {db:14.2f}")
    print(f"  load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
