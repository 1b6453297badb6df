"""Duplicate matches: two levels play the same seeded deals with the seats swapped, so the cards cancel out.

A deal is played several times, the same cards each time (the same seed), by two levels ``a`` and ``b``:

- in a game of teams (Paulo: the game's ``teams``), ``a`` holds one team's seats and ``b`` the other's, then the
  other way round (two plays);
- in a game where each seat plays for itself, ``a`` holds one seat and ``b`` every other, for each seat in turn,
  then ``b`` one seat and ``a`` the others (twice as many plays as seats).

Each play gives ``a``'s mean score per seat less ``b``'s, in the game's unit (its bots' ``UNIT``: Tute's points,
Paulo's chinos…); the deal's difference is the mean over its plays. Every seat's cards are held as often by ``a``
as by ``b``, so two equal levels come out at exactly 0 on every deal, whatever the cards: the harness's own
check. :func:`summary` gives the mean over the deals and its 95 % confidence interval.

``bench/bots.py`` runs a match from the command line, keeps each deal's result in a file and resumes there.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import naipes
import naipes.games
from naipes import profiles as named
from naipes.bots import HARNESS_LEVELS, LEVELS, SEARCH_LEVELS, BotError, game_bots


def levels_known() -> tuple[str, ...]:
    """Every level a match may set: the players', the harness's own and the search levels (which a game without
    one refuses)."""
    return LEVELS + HARNESS_LEVELS + SEARCH_LEVELS


def table(game: str, players: int | None = None, profile: str = named.STANDARD) -> Any:
    """The rules a match is played under: a named profile (the standard by default) at ``players`` (the game's
    default number when ``None``)."""
    engine = naipes.game(game)
    count = engine.DEFAULT_RULES.players if players is None else players
    return engine.Rules(**{**named.profile(game, profile).options, "players": count})


def seatings(module: ModuleType, players: int, a: str, b: str) -> list[tuple[str, ...]]:
    """The levels of every seat in each play of one deal (see the module's docstring)."""
    teams = getattr(module, "teams", None)
    if teams is not None:
        sides = teams(players)
        return [tuple(a if side == first else b for side in sides) for first in sorted(set(sides))]
    return [tuple(one if seat == alone else other for seat in range(players))
            for one, other in ((a, b), (b, a)) for alone in range(players)]


def play(game: str, rules: Any, levels: Sequence[str], seed: int) -> tuple[float, ...]:
    """Each seat's score, in the game's unit, for the deal ``seed`` played with those ``levels``."""
    module, practice = game_bots(game), naipes.games.piece(game, "practice")
    if practice is None:
        raise BotError(f"{game} has no practice hand to play")
    hand = practice.autoplay(seed, rules, levels=tuple(levels))
    return tuple(module.scores(hand))


def deal_difference(game: str, rules: Any, a: str, b: str, seed: int) -> float:
    """``a``'s mean score per seat less ``b``'s, over every seating of the deal ``seed``."""
    for level in (a, b):
        if level not in levels_known():
            raise BotError(f"no level {level!r} (levels: {', '.join(levels_known())})")
    module = game_bots(game)
    gaps = []
    for levels in seatings(module, rules.players, a, b):
        scores = play(game, rules, levels, seed)
        ours = [s for s, level in zip(scores, levels, strict=True) if level == a]
        theirs = [s for s, level in zip(scores, levels, strict=True) if level != a]
        gaps.append(statistics.fmean(ours) - statistics.fmean(theirs) if theirs else 0.0)
    return statistics.fmean(gaps)


@dataclass(frozen=True)
class Summary:
    """The mean difference per deal, its 95 % confidence interval (``low``, ``high``) and the number of deals."""

    mean: float
    low: float
    high: float
    deals: int

    def contains_zero(self) -> bool:
        return self.low <= 0 <= self.high


Z_95 = 1.959964
"""The normal quantile of a two-sided 95 % interval."""

T_95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228,
        12: 2.179, 15: 2.131, 20: 2.086, 25: 2.060, 30: 2.042, 40: 2.021, 60: 2.000, 120: 1.980}
"""Student's t quantiles of a two-sided 95 % interval by degrees of freedom (between two, the larger's: wider)."""


def t_95(freedom: int) -> float:
    """The two-sided 95 % quantile of Student's t with ``freedom`` degrees (the normal one past the table)."""
    below = [df for df in T_95 if df <= freedom]
    return T_95[max(below)] if freedom <= max(T_95) else Z_95


def summary(differences: Iterable[float]) -> Summary:
    """The mean of the deals' differences with a 95 % confidence interval (Student's t on the deals)."""
    values = list(differences)
    if not values:
        raise BotError("no deal played")
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Summary(mean, -math.inf, math.inf, len(values))
    half = t_95(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))
    return Summary(mean, mean - half, mean + half, len(values))
