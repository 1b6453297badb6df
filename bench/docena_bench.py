"""Benchmark: rank every 2- and 3-card La Docena hand of the 25-card pack, against a 1-second budget.

Run from the project root: ``.venv/bin/python -m bench.docena_bench [--players 8] [--repeat 5]``.
Each pass calls :func:`naipes.games.docena.hand_rank` (input checks included) on every 3-card hand (2,300 at
8 players) and every 2-card hand (300), and checks that every rank lies in 1..23. The baseline only
enumerates the same combinations, to show how much the ranking itself costs. The best of ``--repeat``
passes is reported, which keeps the figure stable on a busy machine.
"""

from __future__ import annotations

import argparse
import time
from itertools import combinations

from naipes.games import docena

BUDGET_SECONDS = 1.0


def time_ranking(players: int) -> tuple[float, int]:
    """Seconds to rank every 3-card then every 2-card hand of the pack, and how many hands that was."""
    cards = docena.deck(docena.Rules(players=players)).cards
    start = time.perf_counter()
    count = 0
    for size in (3, 2):
        for hand in combinations(cards, size):
            if not 1 <= docena.hand_rank(hand).rank <= docena.NADA:
                raise AssertionError(f"{hand} has no rank")
            count += 1
    return time.perf_counter() - start, count


def time_enumeration(players: int) -> float:
    """Seconds to just enumerate the same hands (the baseline)."""
    cards = docena.deck(docena.Rules(players=players)).cards
    start = time.perf_counter()
    count = 0
    for size in (3, 2):
        for _hand in combinations(cards, size):
            count += 1
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    """Time the ranking and the baseline, and print both with their ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=8, choices=(5, 6, 7, 8))
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    runs = [time_ranking(args.players) for _ in range(max(1, args.repeat))]
    ranked, hands = min(runs)
    baseline = min(time_enumeration(args.players) for _ in range(max(1, args.repeat)))
    pack = len(docena.deck(docena.Rules(players=args.players)))
    print(f"La Docena, {args.players} players ({pack}-card pack): {hands:,} hands ranked (every 3- and 2-card hand)")
    print(f"  time           {ranked * 1000:.1f} ms (best of {len(runs)})")
    print(f"  hands/s        {hands / ranked:,.0f}")
    print(f"  budget ratio   {ranked / BUDGET_SECONDS:.3f} (time / {BUDGET_SECONDS:.0f} s budget; < 1 is within)")
    print(f"  baseline       {baseline * 1000:.2f} ms to enumerate the same {hands:,} combinations")
    print(f"  baseline ratio {ranked / baseline:,.0f} (ranking / enumeration)")


if __name__ == "__main__":
    main()
