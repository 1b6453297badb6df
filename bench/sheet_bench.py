"""Benchmark: a score sheet's page and its poll after 10, 1,000 and 10,000 changes, which must cost the same.

Run from the project root: ``.venv/bin/python -m bench.sheet_bench [--changes 10 1000 10000]``.

A throw-away SQLite database (or the one ``DATABASE_URL`` names) gets an eight-player Papayoo sheet with
eight rounds, then a history of the given length written in bulk (:func:`build_history`: edits, undos
and redos, each with the before-and-after snapshots a real change keeps). Timed in-process through
Django's test client, best of several: the sheet page, and a poll that sees a change (the page the live
refresh takes its parts from). Printed with their size, their number of queries and their ratio to the
10-change sheet: flat is 1.0.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EIGHT = ["Ana", "Bo", "Carmen", "Dani", "Eva", "Fran", "Gloria", "Hugo"]
ROUND = {"die": "C", "typed": ["35", "35", "35", "35", "35", "35", "30", "10"], "piles": [[]] * 8,
         "scores": [35, 35, 35, 35, 35, 35, 30, 10]}
"""One round of an eight-player game as the sheet stores it (it adds up to 250)."""


def papayoo_sheet(rounds: int = 8):
    """An eight-player Papayoo sheet with ``rounds`` rounds entered (no history yet)."""
    from counters.models import PapayooRound, PapayooSheet

    sheet = PapayooSheet.objects.create(players=EIGHT, rounds=max(rounds + 1, 8))
    PapayooRound.objects.bulk_create(PapayooRound(sheet=sheet, number=n, **ROUND) for n in range(1, rounds + 1))
    return sheet


def build_history(sheet, changes: int) -> None:
    """Give ``sheet`` a history of ``changes`` changes at once, as its phones would have left it: mostly
    edits of its rounds, with an undo and a redo now and then, each change keeping the sheet before and
    after it. Written in bulk, so that 10,000 changes take seconds, not the minutes of saving them."""
    from counters import history
    from counters.models import Change

    entries = history.snapshot(sheet)
    owner = history.owner(sheet)
    first = Change.objects.create(kind="add", before={"entries": entries["entries"][:-1]}, after=entries,
                                  version=sheet.version + 1, about={"noun": "round", "n": len(entries["entries"])},
                                  **owner)
    rows = []
    for version in range(sheet.version + 2, sheet.version + changes + 1):
        step = ("undo", "redo")[version % 2] if version % 7 == 0 else ""
        rows.append(Change(kind=step or "edit", before=entries, after=entries, version=version,
                           target=first if step else None, about={"noun": "round", "n": 1 + version % 8}, **owner))
    Change.objects.bulk_create(rows, batch_size=500)
    type(sheet).objects.filter(pk=sheet.pk).update(version=sheet.version + changes)
    sheet.refresh_from_db()


def _timed(client, url: str) -> tuple[float, int, int]:
    """One GET: its time, the answer's size and its number of queries."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        start = time.perf_counter()
        response = client.get(url)
        elapsed = time.perf_counter() - start
    assert response.status_code == 200, (url, response.status_code)
    return elapsed, len(response.content), len(queries)


def measure(client, sizes: list[int], repeat: int = 15) -> dict[int, dict[str, tuple[float, int, int]]]:
    """Per history length, the best time of the page and of a poll that sees a change. The sheets are
    timed in turn, round after round, so that a busy moment of the machine falls on all of them alike."""
    urls = {}
    for changes in sizes:
        sheet = papayoo_sheet()
        build_history(sheet, changes)
        page = f"/es/counters/papayoo/{sheet.token}/"
        # A poll from a phone that shows the version before: the change is there to be taken.
        urls[changes] = {"page": page, "poll": f"{page}live/?since={sheet.version - 1}"}
    best: dict[int, dict[str, tuple[float, int, int]]] = {changes: {} for changes in sizes}
    for _ in range(repeat):
        for changes, pair in urls.items():
            for name, url in pair.items():
                timed = _timed(client, url)
                if name not in best[changes] or timed[0] < best[changes][name][0]:
                    best[changes][name] = timed
    return best


def main(argv: list[str] | None = None) -> None:
    """Run the benchmark in a process of its own, on a throw-away SQLite file (``make bench`` has
    already set Django up on another database)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--changes", type=int, nargs="+", default=[10, 1_000, 10_000])
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="naipes-sheet-bench-"))
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "naipes_site.settings.test",
           "DATABASE_URL": f"sqlite:///{folder}/sheets.sqlite3", "LOG_LEVEL": "CRITICAL"}
    try:
        subprocess.run([sys.executable, "-m", "bench.sheet_bench", "--in-process", *map(str, args.changes)],
                       cwd=ROOT, env=env, check=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def run(sizes: list[int]) -> None:
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client

    from bench.environment import test_environment

    call_command("migrate", verbosity=0)
    test_environment()
    client = Client()
    print("Score sheet, 8 players, 8 rounds: page and changed poll by length of history (in-process, best of 15)")
    results = measure(client, sizes)
    base = results[sizes[0]]
    for changes, parts in results.items():
        line = "  ".join(f"{name} {t * 1000:6.1f} ms {size / 1024:5.1f} KiB {queries:2d} queries "
                         f"({t / base[name][0]:4.2f}x)" for name, (t, size, queries) in parts.items())
        print(f"  {changes:6,d} changes: {line}")
    print(f"  ratio {sizes[-1]:,} / {sizes[0]:,} changes: page "
          f"{results[sizes[-1]]['page'][0] / base['page'][0]:.2f}x, poll "
          f"{results[sizes[-1]]['poll'][0] / base['poll'][0]:.2f}x (flat is 1.00x)")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--in-process"]:
        run([int(n) for n in sys.argv[2:]])
    else:
        main()
