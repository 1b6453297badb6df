"""How often the expert's choice equals a ten times deeper search's, and what the disagreement costs.

    .venv/bin/python -m bench.bots_agreement --game all --decisions 300

The decisions are sampled from seeded hands of the club player in every seat (each decision the expert would
search: a card to play among two or more, La Docena's betting actions, in the order the hands meet them, up to
``--decisions`` per game). At each one the expert (:data:`naipes.bots.search.DEFAULT_BUDGET`: 128 rollouts,
its CPU cap) and a search ten times deeper (1,280 rollouts, ten times as many worlds at most, no cap) choose from
the same view, each with its own seeded generator. A disagreement costs what the deeper search reckons: its mean
for its own choice less its mean for the expert's, in the game's unit (the seat's score less the others' mean in
a trick game, Paulo's team score included; the seat's stones in La Docena), averaged over every decision (0 where
they agree). Each decision's result is appended to ``bench/results/bots/agreement-<game>.jsonl`` as it comes, so
a rerun continues.
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from random import Random
from typing import Any
from unittest import mock

import naipes.bots
import naipes.games
from bench.bots import RESULTS, game_parser, games_asked
from naipes.bots import EXPERT, Legal, SeatView, game_bots, search
from naipes.bots.duplicate import table

DEEPER = 10


def deeper(budget: search.Budget, times: int = DEEPER) -> search.Budget:
    """``budget`` ``times`` deeper: as many more rollouts and worlds at most, and no clock."""
    return replace(budget, rollouts=budget.rollouts * times, samples=budget.samples * times, seconds=math.inf)


def searched(expert: Any, view: SeatView, legal: Legal) -> tuple[Any, ...]:
    """The actions the expert weighs at this decision (none or one: it does not search)."""
    if hasattr(expert, "candidates"):  # La Docena's betting
        weighed = expert.candidates(view, legal)
        return weighed if view.round in ("first", "second", "third", "duel") else ()
    if legal.kind != "play" or legal.pick:
        return ()
    return tuple(a for a in legal.actions if isinstance(a, naipes.cards.Card))


def decisions(game: str, wanted: int) -> list[tuple[SeatView, tuple[Any, ...]]]:
    """Up to ``wanted`` decisions the expert searches, from hands of the club player seeded 0, 1, …"""
    module, practice = game_bots(game), naipes.games.piece(game, "practice")
    expert = module.BOTS[EXPERT]
    rules = table(game)
    ask, found = naipes.bots.ask, []

    def spy(hand: Any, seat: int, legal: Legal) -> Any:
        view = module.view_for(hand, seat)
        weighed = searched(expert, view, legal)
        if len(weighed) >= 2 and len(found) < wanted:
            found.append((view, weighed))
        return ask(hand, seat, legal)

    seed = 0
    with mock.patch.object(naipes.bots, "ask", spy):
        while len(found) < wanted and seed < 20 * wanted:
            practice.autoplay(seed, rules, levels=("club",) * rules.players)
            seed += 1
    return found


def _search(expert: Any, budget: search.Budget, view: SeatView, weighed: tuple[Any, ...], rng: Random
            ) -> tuple[Any, dict[Any, float]] | None:
    kept = expert._budget
    expert._budget = budget
    try:
        found = expert.search(view, weighed, rng)
    finally:
        expert._budget = kept
    return None if found is None else (found[0], found[1])


def measure(game: str, wanted: int, folder: Path = RESULTS, quiet: bool = False) -> dict[str, object]:
    """Play the decisions the results file lacks; the agreement and the mean cost over the first ``wanted``."""
    expert = game_bots(game).BOTS[EXPERT]
    budget = search.DEFAULT_BUDGET
    path = folder / f"agreement-{game}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    done: dict[int, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
                done[int(row["index"])] = row
            except (ValueError, KeyError, TypeError):
                continue
    todo = [i for i in range(wanted) if i not in done]
    if todo:
        found = decisions(game, wanted)
        with path.open("a", encoding="utf-8") as out:
            for i in todo:
                if i >= len(found):
                    break
                view, weighed = found[i]
                quick = _search(expert, budget, view, weighed, Random(f"quick:{game}:{i}"))
                deep = _search(expert, deeper(budget), view, weighed, Random(f"deep:{game}:{i}"))
                if quick is None or deep is None:
                    continue
                row = {"index": i, "same": quick[0] == deep[0], "choices": len(weighed),
                       "cost": deep[1][deep[0]] - deep[1][quick[0]]}
                out.write(json.dumps(row) + "\n")
                out.flush()
                done[i] = row
    rows = [done[i] for i in range(wanted) if i in done]
    costs = [float(r["cost"]) for r in rows]
    same = sum(1 for r in rows if r["same"])
    report = {"game": game, "unit": game_bots(game).UNIT, "decisions": len(rows), "agree": same,
              "share": same / len(rows) if rows else 0.0,
              "cost": statistics.fmean(costs) if costs else 0.0,
              "cost_when_differ": statistics.fmean([c for r, c in zip(rows, costs, strict=True) if not r["same"]])
              if same < len(rows) else 0.0}
    if not quiet:
        print(f"{game}: the expert (128 rollouts) chose as the search 10x deeper in {same} of {len(rows)} decisions "
              f"({100 * report['share']:.1f} %); the disagreement costs {report['cost']:.3f} {report['unit']} a "
              f"decision on average ({report['cost_when_differ']:.3f} where they differ), by the deeper search")
    return report


def main(argv: Sequence[str] | None = None) -> list[dict[str, object]]:
    parser = game_parser("python -m bench.bots_agreement", __doc__.split("\n")[0])
    parser.add_argument("--decisions", type=int, default=300)
    args = parser.parse_args(argv)
    return [measure(game, args.decisions) for game in games_asked(args.game)]


if __name__ == "__main__":
    main()
