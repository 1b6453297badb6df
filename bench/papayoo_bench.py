"""Benchmark: 10,000 random Papayoo rounds played to the end with legal plays, against a 1-second budget.

Run from the project root: ``.venv/bin/python -m bench.papayoo_bench [--players 4] [--rounds 10000]``.
Each round is shuffled, dealt, passed (random choice), the die rolled, and every trick played with a
random legal card (:func:`naipes.games.papayoo.play_random_round`). The baseline only shuffles and deals the
same number of decks with :mod:`naipes.cards`, to show how much the rules themselves cost.
"""

from __future__ import annotations

import argparse
import time
from random import Random

from naipes.cards import deal
from naipes.games import papayoo

BUDGET_SECONDS = 1.0


def time_rounds(rounds: int, rules: papayoo.Rules, seed: int = 2024) -> float:
    """Seconds to play ``rounds`` random rounds to the end, checking each one totals 250."""
    rng = Random(seed)
    expected = {papayoo.ROUND_TOTAL, papayoo.ROUND_TOTAL * (rules.players - 1)}
    start = time.perf_counter()
    for _ in range(rounds):
        played = papayoo.play_random_round(rules, rng)
        if sum(played.scores) not in expected:
            raise AssertionError(f"a round totalled {sum(played.scores)}")
    return time.perf_counter() - start


def time_deals(rounds: int, rules: papayoo.Rules, seed: int = 2024) -> float:
    """Seconds to just shuffle and deal ``rounds`` decks (the baseline)."""
    rng = Random(seed)
    cards = papayoo.deck(rules)
    start = time.perf_counter()
    for _ in range(rounds):
        deal(cards.shuffled(rng), rules.players)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    """Time the rounds and the baseline, and print both with their ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=papayoo.PLAYERS)
    parser.add_argument("--rounds", type=int, default=10_000)
    args = parser.parse_args(argv)
    rules = papayoo.Rules(players=args.players)
    played = time_rounds(args.rounds, rules)
    baseline = time_deals(args.rounds, rules)
    print(f"Papayoo, {args.players} players: {args.rounds:,} rounds played to the end")
    print(f"  time           {played:.3f} s")
    print(f"  rounds/s       {args.rounds / played:,.0f}")
    print(f"  budget ratio   {played / BUDGET_SECONDS:.2f} (time / {BUDGET_SECONDS:.0f} s budget; < 1 is within)")
    print(f"  baseline       {baseline:.3f} s to shuffle and deal {args.rounds:,} decks")
    print(f"  baseline ratio {played / baseline:.2f} (rounds / shuffle+deal)")


if __name__ == "__main__":
    main()
