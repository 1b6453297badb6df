"""How right and how fast the coach's analysis is (:mod:`naipes.coach`), on practice hands of every game it
analyses, the learner's seat played half the hands at random and half by the beginner (so that there are mistakes
to find), the other seats by the beginner:

- ``exact``: on end positions small enough to solve (at most :attr:`naipes.coach.Budget.exact_tricks` tricks
  left), whether the analysis with every hand visible gives each legal card the value of a plain minimax, the
  tests' own (``tests.coach.hands``: every line of play tried, no pruning) and the same best card;
- ``agreement``: of the decisions the analysis flags as mistakes, how many a ten-times-deeper evaluation (ten times
  the worlds, no early stop, other worlds) flags too;
- ``speed``: the CPU time of a whole hand's analysis (one core), its median and 95th percentile.

    nice -n 19 .venv/bin/python -m bench.coach --part exact --hands 10
    nice -n 19 .venv/bin/python -m bench.coach --part agreement --flagged 200
    nice -n 19 .venv/bin/python -m bench.coach --part speed --hands 40
    nice -n 19 .venv/bin/python -m bench.coach --part speed --hands 20 --all-visible

Each part prints its figures per game and over all; docs/benchmarks.md ("The coach's analysis") keeps them.
"""

from __future__ import annotations

import argparse
import copy
import statistics
import time
from collections.abc import Sequence
from typing import Any

import naipes
import naipes.games
from naipes import coach
from naipes.coach.evaluate import decision_at

# The learner's seat played by its level, and the exact oracle, as the coach's tests have them.
from tests.coach.hands import minimax, played

DEEPER = 10

HAND_OPTIONS: dict[str, dict[str, Any]] = {"paulo": {"betting": True}}
"""The practice hand's own options the benchmark plays each game with: Paulo with bets of chinos, so that its bets
and answers are weighed too."""


def options_of(game: str) -> dict[str, Any]:
    return dict(HAND_OPTIONS.get(game, {}))


def learner_levels(seed: int, players: int) -> tuple[str, ...]:
    """The seats' levels of hand ``seed``: the learner at random on even seeds, the beginner on odd ones."""
    return ("random" if seed % 2 == 0 else "beginner",) + ("beginner",) * (players - 1)


def hands(game: str, count: int, first: int = 0):
    rules = naipes.game(game).DEFAULT_RULES
    for seed in range(first, first + count):
        levels = learner_levels(seed, rules.players)
        yield seed, rules, levels, played(game, seed, rules, levels, **options_of(game))


def exact_part(games: Sequence[str], count: int) -> None:
    print(f"Exactness: every hand visible against a plain minimax, end positions (≤ "
          f"{coach.DEFAULT_BUDGET.exact_tricks} tricks left)")
    total = agree = 0
    for game in games:
        scores = naipes.games.piece(game, "bots").scores
        found = same = 0
        for seed, rules, levels, decisions in hands(game, count):
            for d in coach.analyse(game, seed, rules, 0, decisions, levels=levels, all_visible=True,
                                   options=options_of(game)):
                if not d.exact or d.kind != "play":
                    continue
                hand = naipes.games.piece(game, "practice").deal(seed, rules, **options_of(game))
                hand.levels = levels
                hand.run_bots()
                for action in decisions[: d.index]:
                    hand.act(action)
                hand.levels = ("beginner",) * hand.players
                values = {}
                for alternative in d.alternatives:
                    child = copy.deepcopy(hand)
                    child.play(0, alternative.action)
                    values[alternative.action] = minimax(child, 0, scores)
                best = max(values.values())
                ok = all(abs(a.value - values[a.action]) < 1e-9 and abs(a.cost - (best - values[a.action])) < 1e-9
                         for a in d.alternatives) and abs(values[d.best] - best) < 1e-9
                found, same = found + 1, same + ok
        print(f"  {game:8} {same}/{found} positions equal ({same / max(found, 1):.1%})")
        total, agree = total + found, agree + same
    print(f"  all      {agree}/{total} ({agree / max(total, 1):.1%})")


def agreement_part(games: Sequence[str], flagged: int, kinds: Sequence[str] = ()) -> None:
    deeper = coach.DEFAULT_BUDGET.deeper(DEEPER)
    print(f"Agreement of the mistake flag with a {DEEPER}× deeper evaluation ({deeper.worlds} worlds, no early "
          f"stop, other worlds), on at least {flagged} flagged decisions")
    per_game = {game: [0, 0] for game in games}
    per_kind: dict[str, list[int]] = {}
    seed = 0
    while sum(n for n, _ in per_game.values()) < flagged:
        for game in games:
            rules = naipes.game(game).DEFAULT_RULES
            levels = learner_levels(seed, rules.players)
            decisions = played(game, seed, rules, levels, **options_of(game))
            for d in coach.analyse(game, seed, rules, 0, decisions, levels=levels, options=options_of(game)):
                if d.mistake and (not kinds or d.kind in kinds):
                    deep = decision_at(game, seed, rules, decisions, d.index, levels=levels, budget=deeper,
                                       salt=":deeper", options=options_of(game))
                    per_game[game][0] += 1
                    per_game[game][1] += deep.mistake
                    kind = per_kind.setdefault(f"{game} {d.kind}", [0, 0])
                    kind[0] += 1
                    kind[1] += deep.mistake
                    print(f"    {game} seed {seed} {d.kind} {d.index}: cost {d.cost:.2f} ± {d.se:.2f} "
                          f"({d.worlds} worlds); deeper {deep.cost:.2f} ± {deep.se:.2f}, "
                          f"{'flagged' if deep.mistake else 'NOT flagged'}", flush=True)
        seed += 1
    for game, (n, agree) in per_game.items():
        print(f"  {game:8} {agree}/{n} flagged decisions flagged again ({agree / max(n, 1):.1%})")
    for kind, (n, agree) in sorted(per_kind.items()):
        print(f"    {kind:16} {agree}/{n} ({agree / max(n, 1):.1%})")
    n = sum(v[0] for v in per_game.values())
    agree = sum(v[1] for v in per_game.values())
    print(f"  all      {agree}/{n} ({agree / max(n, 1):.1%}) over {seed} hands per game")


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def speed_part(games: Sequence[str], count: int, all_visible: bool = False) -> None:
    print(f"Whole-hand analysis{' with every hand visible' if all_visible else ''}, CPU seconds on one core "
          f"({count} hands per game; default budget {coach.DEFAULT_BUDGET})")
    every: list[float] = []
    for game in games:
        times, firsts = [], []
        for seed, rules, levels, decisions in hands(game, count, first=1000):
            start = time.process_time()
            found = coach.analyse(game, seed, rules, 0, decisions, levels=levels, all_visible=all_visible,
                                  options=options_of(game))
            next(found)
            firsts.append(time.process_time() - start)
            for _ in found:
                pass
            times.append(time.process_time() - start)
        every += times
        print(f"  {game:8} p50 {statistics.median(times):.2f} s  p95 {_percentile(times, 0.95):.2f} s  "
              f"max {max(times):.2f} s  first decision p95 {_percentile(firsts, 0.95):.2f} s")
    print(f"  all      p50 {statistics.median(every):.2f} s  p95 {_percentile(every, 0.95):.2f} s")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--part", choices=("exact", "agreement", "speed", "all"), default="all")
    parser.add_argument("--games", default=",".join(coach.games()))
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--flagged", type=int, default=200)
    parser.add_argument("--all-visible", action="store_true", help="time the analysis with every hand visible")
    parser.add_argument("--kinds", default="", help="agreement: only the decisions of these kinds (pass,bet…)")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    if args.part in ("exact", "all"):
        exact_part(games, args.hands)
    if args.part in ("agreement", "all"):
        agreement_part(games, args.flagged, [k for k in args.kinds.split(",") if k])
    if args.part in ("speed", "all"):
        speed_part(games, args.hands, args.all_visible)


if __name__ == "__main__":
    main()
