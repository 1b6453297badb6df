"""What a first 200-question export costs in process, drill by drill: CPU ms of the whole request.

A question bank file is kept per process once sent (``trainers.bank.download.kept_files``), so what a teacher
waits for is the first download of each file: its questions drawn, judged and worded, written in its format
and compressed to be kept. Each drill is asked in a fresh process (its engine's caches empty), through the WSGI
application gunicorn serves (``naipes_site.wsgi``, whose start-up check has read every game's pieces and words
before the first request), as gunicorn asks it (every chunk read), as the API's export
(``/api/v1/trainers/<drill>/export?level=L&count=200&seed=S&format=F&lang=es``): first the process's very first
file of that drill, then every level and format with seeds not asked before (a first file each, in a process
that has served others; the median of ``--repeat``, or with ``--least`` the least, which a machine shared with
other work inflates the least). ``time.process_time()`` per request; the goal is under 100 ms for every one.
``--every FILE`` also writes every file's figure, drill by drill, as JSON (a before/after table's input).

    python -m bench.export_cost [--drills docena-mala tute-trick] [--formats json csv gift moodle qti] [--repeat 3] [--least]
                                [--every figures.json] [--profile]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from bench import in_process

GOAL_MS = 100.0
FORMATS = ("json", "csv", "gift", "moodle", "qti")


def _address(slug: str, level: int, seed: int, fmt: str) -> str:
    return f"/api/v1/trainers/{slug}/export?level={level}&count=200&seed={seed}&format={fmt}&lang=es"


def _one(slug: str, formats: list[str], profile: bool, repeat: int, least: bool = False) -> dict:
    """In this (fresh) process: the drill's first file, then a new file at each level and format."""
    import django

    django.setup()
    from naipes_site.wsgi import application as app  # gunicorn's own: the site started as it starts it
    from trainers.drills import DRILLS

    # The site itself warmed (middleware, the API's views, the formats' writers), never this drill's engine.
    other = "tute-count" if slug != "tute-count" else "paulo-chinos"
    for fmt in formats:
        in_process.call(app, in_process.environ("GET", _address(other, 1, 1, fmt)))

    def cost(address: str) -> float:
        start = time.process_time()
        status, _headers, body = in_process.call(app, in_process.environ("GET", address))
        spent = (time.process_time() - start) * 1000
        assert status == 200 and body, (address, status)
        return spent

    levels = DRILLS[slug].LEVELS
    first = cost(_address(slug, levels[-1], 7, formats[0]))
    # Each file the median (or least) of ``repeat`` first files (new seeds), as a shared machine moves a single figure.
    pick = min if least else statistics.median
    files = {f"l{level} {fmt}": pick([cost(_address(slug, level, 100 + 10 * n + r, fmt)) for r in range(repeat)])
             for n, (level, fmt) in enumerate((level, fmt) for level in levels for fmt in formats)}
    if profile:
        import cProfile
        import pstats

        worst = max(files, key=files.__getitem__)
        level, fmt = int(worst.split()[0][1:]), worst.split()[1]
        profiler = cProfile.Profile()
        profiler.runcall(lambda: in_process.call(app, in_process.environ("GET", _address(slug, level, 999, fmt))))
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(25)
    return {"first": first, "files": files}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--drills", nargs="*", help="the drills to ask (every drill by default)")
    parser.add_argument("--formats", nargs="*", default=list(FORMATS), choices=FORMATS)
    parser.add_argument("--profile", action="store_true", help="print where each drill's worst file spends (stderr)")
    parser.add_argument("--repeat", type=int, default=3, help="new files a level and format (their median)")
    parser.add_argument("--least", action="store_true", help="the least of the repeats rather than their median")
    parser.add_argument("--every", help="write every file's figure, by drill, to this JSON file")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(_one(args.one, args.formats, args.profile, args.repeat, args.least)))
        return 0
    os.environ.update(DJANGO_SETTINGS_MODULE="naipes_site.settings.local", LOG_LEVEL="WARNING",
                      DATABASE_URL=os.environ.get("DATABASE_URL") or f"sqlite:///{tempfile.mkdtemp()}/export.sqlite3",
                      SECRET_KEY=os.environ.get("SECRET_KEY") or "export-cost-" + "x" * 40)
    subprocess.run([sys.executable, "manage.py", "migrate", "-v", "0"], check=True)
    if args.drills:
        drills = args.drills
    else:
        import django

        django.setup()
        from trainers.drills import DRILLS

        drills = list(DRILLS)
    print(f"A first 200-question export, CPU ms in process (lang es), load {os.getloadavg()[0]:.1f}; goal under {GOAL_MS:.0f}")
    missed = []
    every: dict[str, dict] = {}
    for slug in drills:
        done = subprocess.run([sys.executable, "-m", "bench.export_cost", "--one", slug, "--formats", *args.formats, "--repeat", str(args.repeat),
                               *(["--profile"] if args.profile else []), *(["--least"] if args.least else [])], check=True, stdout=subprocess.PIPE, text=True)
        found = json.loads(done.stdout.strip().splitlines()[-1])
        every[slug] = found
        files = found["files"]
        worst = max(files, key=files.__getitem__)
        over = [name for name, ms in files.items() if ms >= GOAL_MS]
        if over or found["first"] >= GOAL_MS:
            missed.append(slug)
        print(f"{slug:20} first of the process {found['first']:6.1f}  worst {files[worst]:6.1f} ({worst})  "
              f"median {sorted(files.values())[len(files) // 2]:6.1f}  over the goal: {', '.join(over) or '-'}",
              flush=True)
    if args.every:
        with open(args.every, "w") as out:
            json.dump(every, out, indent=1)
    print(f"load {os.getloadavg()[0]:.1f}; every drill under the goal: {'yes' if not missed else 'no: ' + ', '.join(missed)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
