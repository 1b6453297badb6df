"""Duplicate matches between two bot levels (:mod:`naipes.bots.duplicate`), from the command line.

    .venv/bin/python -m bench.bots --game tute --a beginner --b beginner --deals 200
    .venv/bin/python -m bench.bots --game paulo --a beginner --b random --deals 100 --jobs 2
    .venv/bin/python -m bench.bots --game papayoo --a club --b beginner --deals 400

Each deal's difference (``a`` less ``b``, per seat, in the game's unit) is appended to
``bench/results/bots/<game>-<profile>-<players>p-<a>-vs-<b>.jsonl`` as it is played, keyed by its seed: a run
asked for more deals, or stopped half way, plays only the seeds the file lacks, then prints the mean over the
asked deals with its 95 % confidence interval. ``--jobs 2`` plays the deals on two processes. Levels: the
players' (:data:`naipes.bots.LEVELS`), the trial levels (:data:`naipes.bots.TRIAL_LEVELS`) for the games that
have them (``expert``, :mod:`naipes.bots.search`), and the harness's own ``random`` (any legal action), never
offered.

``--summary`` writes each match's figures (deals, mean, interval, unit, date, command, duration) into
its game's ``naipes/games/<slug>/strength.json`` (:mod:`naipes.bots.strength`), replacing that match's line and
keeping the others: the files the "How strong are our bots" page and the API read, committed with the code that
measured them.

    .venv/bin/python -m bench.bots --game all --a beginner --b random --deals 200 --jobs 1 --summary

``--table`` prints the strength of every pair of levels the games' summary files hold, as the Markdown table of
docs/benchmarks.md ("Strength of every pair"), and plays nothing:

    .venv/bin/python -m bench.bots --table

``--timing`` times instead ``a``'s decisions, on this one process: ``--deals`` hands with ``a`` in every seat,
each of its choices timed (the bot's choice from the view the hand built) in CPU time (what one core spends,
whatever else the machine runs) and on the wall clock, and prints the median, the 95th percentile and the
slowest, in milliseconds:

    .venv/bin/python -m bench.bots --game tute --a expert --deals 10 --timing
"""

from __future__ import annotations

import argparse
import datetime
import json
import shlex
import statistics
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path

import naipes.games
from naipes import profiles as named
from naipes.bots import Bot, Legal, SeatView, game_bots, games_with_bots, strength
from naipes.bots.duplicate import deal_difference, levels_known, summary, table

RESULTS = Path(__file__).resolve().parent / "results" / "bots"
DEALS = 40
"""Deals a run plays when not told: a short run (a few seconds a game)."""


def results_file(game: str, profile: str, players: int, a: str, b: str, folder: Path = RESULTS) -> Path:
    return folder / f"{game}-{profile}-{players}p-{a}-vs-{b}.jsonl"


def read(path: Path) -> dict[int, float]:
    """The deals already played: seed → difference (a line cut short by a stop is skipped)."""
    done: dict[int, float] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
                done[int(row["seed"])] = float(row["diff"])
            except (ValueError, KeyError, TypeError):
                continue
    return done


def _one(job: tuple[str, str, int, str, str, int]) -> tuple[int, float]:
    game, profile, players, a, b, seed = job
    return seed, deal_difference(game, table(game, players, profile), a, b, seed)


def run(game: str, a: str, b: str, *, deals: int = DEALS, players: int | None = None,
        profile: str = named.STANDARD, jobs: int = 1, first_seed: int = 0, folder: Path = RESULTS,
        quiet: bool = False) -> dict[str, object]:
    """Play the deals ``first_seed`` … ``first_seed + deals - 1`` the results file lacks; the figures of them all."""
    rules = table(game, players, profile)
    path = results_file(game, profile, rules.players, a, b, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    seeds = list(range(first_seed, first_seed + deals))
    done = read(path)
    todo = [(game, profile, rules.players, a, b, seed) for seed in seeds if seed not in done]
    start = time.perf_counter()
    with path.open("a", encoding="utf-8") as out:
        if path.stat().st_size and not path.read_bytes().endswith(b"\n"):
            out.write("\n")  # a line cut short by a stop stays alone, skipped
        if jobs > 1 and len(todo) > 1:
            with Pool(jobs) as pool:
                for seed, diff in pool.imap_unordered(_one, todo, chunksize=4):
                    out.write(json.dumps({"seed": seed, "diff": diff}) + "\n")
                    out.flush()
                    done[seed] = diff
        else:
            for job in todo:
                seed, diff = _one(job)
                out.write(json.dumps({"seed": seed, "diff": diff}) + "\n")
                out.flush()
                done[seed] = diff
    figures = summary(done[seed] for seed in seeds)
    report = {"game": game, "profile": profile, "players": rules.players, "a": a, "b": b,
              "unit": game_bots(game).UNIT, "deals": figures.deals, "played_now": len(todo),
              "mean": figures.mean, "low": figures.low, "high": figures.high,
              "seconds": round(time.perf_counter() - start, 2), "file": str(path)}
    if not quiet:
        verdict = "contains 0" if figures.contains_zero() else ("a better" if figures.low > 0 else "b better")
        print(f"{game} ({profile}, {rules.players} players): {a} - {b} = {figures.mean:+.3f} {report['unit']} "
              f"per deal, 95% CI [{figures.low:+.3f}, {figures.high:+.3f}] over {figures.deals} deals "
              f"({verdict}; {len(todo)} played now in {report['seconds']} s)")
    return report


def command(report: dict[str, object], jobs: int) -> str:
    """The command that measures ``report``'s match again (its figures come out the same: the deals are seeded)."""
    return shlex.join(["python", "-m", "bench.bots", "--game", str(report["game"]), "--a", str(report["a"]),
                       "--b", str(report["b"]), "--deals", str(report["deals"]), "--players", str(report["players"]),
                       "--profile", str(report["profile"]), "--jobs", str(jobs), "--summary"])


def write_summary(reports: Sequence[dict[str, object]], jobs: int, path: Path | None = None,
                  today: str | None = None) -> list[Path]:
    """Each report's match into its game's summary file (``path`` instead, for every report, when given): its line
    replaced, the other matches kept, by levels and table."""
    day = today or datetime.datetime.now(datetime.UTC).date().isoformat()
    written = []
    for game in dict.fromkeys(str(r["game"]) for r in reports):
        target = path or strength.path_of(game)
        rows = {(m.game, m.profile, m.players, m.a, m.b): vars(m) for m in strength.read(target)}
        for r in reports:
            if r["game"] != game:
                continue
            rows[(r["game"], r["profile"], r["players"], r["a"], r["b"])] = {  # type: ignore[index]
                "game": r["game"], "profile": r["profile"], "players": r["players"], "a": r["a"], "b": r["b"],
                "unit": r["unit"], "deals": r["deals"], "mean": round(float(r["mean"]), 4),  # type: ignore[arg-type]
                "low": round(float(r["low"]), 4), "high": round(float(r["high"]), 4),  # type: ignore[arg-type]
                "date": day, "command": command(r, jobs), "seconds": r["seconds"]}
        ranked = sorted(rows.values(), key=lambda m: (m["game"] != game, m["a"], m["b"], m["profile"], m["players"]))
        target.write_text(json.dumps({"matches": ranked}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        written.append(target)
    return written


class _Timed:
    """A bot whose every choice is timed."""

    def __init__(self, bot: Bot, times: list[float], walls: list[float]) -> None:
        self.bot, self.times, self.walls = bot, times, walls

    def choose(self, view: SeatView, legal: Legal, rng: object) -> object:
        start, wall = time.process_time(), time.perf_counter()
        chosen = self.bot.choose(view, legal, rng)  # type: ignore[arg-type]
        self.times.append(time.process_time() - start)
        self.walls.append(time.perf_counter() - wall)
        return chosen


def _ms(ordered: list[float], share: float) -> float:
    return round(1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))], 2)


def timing(game: str, level: str, *, deals: int = DEALS, players: int | None = None,
           profile: str = named.STANDARD, first_seed: int = 0, quiet: bool = False) -> dict[str, object]:
    """``level``'s CPU time per decision over ``deals`` hands with it in every seat: median, 95th percentile and
    slowest, in milliseconds (every decision it was asked, a single legal card included), and the wall clock's
    median and 95th percentile."""
    module, practice = game_bots(game), naipes.games.piece(game, "practice")
    rules = table(game, players, profile)
    times: list[float] = []
    walls: list[float] = []
    kept = module.BOTS[level]
    module.BOTS[level] = _Timed(kept, times, walls)
    try:
        for seed in range(first_seed, first_seed + deals):
            practice.autoplay(seed, rules, levels=(level,) * rules.players)
    finally:
        module.BOTS[level] = kept
    ordered, clock = sorted(times), sorted(walls)
    report = {"game": game, "profile": profile, "players": rules.players, "level": level, "deals": deals,
              "decisions": len(ordered), "p50_ms": round(1000 * statistics.median(ordered), 2),
              "p95_ms": _ms(ordered, 0.95), "max_ms": round(1000 * ordered[-1], 2),
              "wall_p50_ms": round(1000 * statistics.median(clock), 2), "wall_p95_ms": _ms(clock, 0.95)}
    if not quiet:
        print(f"{game} ({profile}, {rules.players} players): {level} per decision, CPU p50 {report['p50_ms']} ms, "
              f"p95 {report['p95_ms']} ms, max {report['max_ms']} ms (wall clock p50 {report['wall_p50_ms']} ms, "
              f"p95 {report['wall_p95_ms']} ms) over {len(ordered)} decisions of {deals} deals")
    return report


def game_parser(prog: str, description: str) -> argparse.ArgumentParser:
    """A bot benchmark's command line, its first argument ``--game``: a game with bots, or ``all`` (the default),
    which :func:`games_asked` reads."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("--game", choices=[*games_with_bots(), "all"], default="all")
    return parser


def games_asked(game: str) -> list[str]:
    """The games ``--game`` names: every game with bots for ``all``."""
    return games_with_bots() if game == "all" else [game]


PAIRS = (("beginner", "random"), ("club", "beginner"), ("expert", "club"))
"""The pairs of levels of the strength table (:func:`strength_table`), each a level against the one below."""


def _figure(match: strength.Match) -> str:
    places = 3 if max(abs(match.mean), abs(match.low), abs(match.high)) < 1 else 2
    return (f"{match.mean:+.{places}f}, [{match.low:+.{places}f}, {match.high:+.{places}f}], "
            f"{match.deals:,} deals")


def strength_table(profile: str = named.STANDARD) -> str:
    """The strength of every pair of :data:`PAIRS` in every game with bots at its default players, as the games'
    summary files (``strength.json``) hold it, as a Markdown table: docs/benchmarks.md prints it (``--table``)."""
    head = ["game (players)", "unit", *(f"{a} − {b}" for a, b in PAIRS)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for slug in naipes.games.slugs():
        if naipes.games.piece(slug, "bots") is None:
            continue
        players = table(slug, None, profile).players
        found = {(m.a, m.b): m for m in strength.of_game(slug) if m.profile == profile and m.players == players}
        cells = [_figure(found[pair]) if pair in found else "not run" for pair in PAIRS]
        lines.append(f"| `{slug}` ({players}) | {game_bots(slug).UNIT} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> list[dict[str, object]]:
    parser = game_parser("python -m bench.bots", __doc__.split("\n")[0])
    parser.add_argument("--a", choices=levels_known(), default="beginner")
    parser.add_argument("--b", choices=levels_known(), default="beginner")
    parser.add_argument("--deals", type=int, default=DEALS)
    parser.add_argument("--players", type=int, default=None, help="the game's default number when left out")
    parser.add_argument("--profile", default=named.STANDARD)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--summary", action="store_true",
                        help="write the figures into each game's strength.json (naipes.bots.strength)")
    parser.add_argument("--timing", action="store_true", help="time a's decisions instead of playing a match")
    parser.add_argument("--table", action="store_true",
                        help="print the strength table of the summary files (docs/benchmarks.md) and play nothing")
    args = parser.parse_args(argv)
    if args.table:
        print(strength_table(args.profile))
        return []
    if args.timing:
        return [timing(game, args.a, deals=args.deals, players=args.players, profile=args.profile,
                       first_seed=args.first_seed)
                for game in games_asked(args.game)]
    reports = [run(game, args.a, args.b, deals=args.deals, players=args.players, profile=args.profile,
                   jobs=args.jobs, first_seed=args.first_seed)
               for game in games_asked(args.game)]
    if args.summary:
        if args.first_seed:
            parser.error("--summary measures the deals from seed 0, as its command says")
        for written in write_summary(reports, args.jobs):
            print(f"written: {written}")
    return reports


if __name__ == "__main__":
    main()
