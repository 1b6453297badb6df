"""The bots' measured strength: the duplicate matches' figures as ``bench/bots.py --summary`` wrote them.

Each game's figures are in its own engine folder, ``naipes/games/<slug>/strength.json``, so that adding a game
edits no shared file; each is committed with the code that made it, and the pages and the API read them here and
never type a figure. Each match is one game, one table (its profile and players) and two levels ``a`` and
``b``: over ``deals`` deals played twice or more with the seats swapped (:mod:`naipes.bots.duplicate`), ``mean``
is ``a``'s score per seat less ``b``'s per deal, in the game's ``unit``, with its 95 % confidence interval
``low`` … ``high``; ``date``, ``command`` and ``seconds`` say when, how and how long it was measured.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import naipes.games

GAMES = Path(__file__).resolve().parents[1] / "games"


def path_of(game: str) -> Path:
    """Where ``game``'s figures are kept: ``naipes/games/<slug>/strength.json``."""
    return GAMES / game / "strength.json"


@dataclass(frozen=True)
class Match:
    game: str
    profile: str
    players: int
    a: str
    b: str
    unit: str
    deals: int
    mean: float
    low: float
    high: float
    date: str
    command: str
    seconds: float

    @property
    def verdict(self) -> str:
        """``a`` (``a`` better: the interval above 0), ``b`` (below 0) or ``even`` (the interval holds 0)."""
        return "a" if self.low > 0 else "b" if self.high < 0 else "even"


def read(path: Path) -> tuple[Match, ...]:
    """Every match of one file, in its order (by levels, then table); none without the file."""
    if not path.exists():
        return ()
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(Match(**row) for row in data.get("matches", ()))


def matches(path: Path | None = None) -> tuple[Match, ...]:
    """Every match measured: each registered game's file in the registry's order (or only the file ``path``)."""
    if path is not None:
        return read(path)
    return tuple(m for slug in naipes.games.slugs() for m in read(path_of(slug)))


def of_game(game: str, path: Path | None = None) -> tuple[Match, ...]:
    return tuple(m for m in read(path or path_of(game)) if m.game == game)


def of_level(game: str, level: str, path: Path | None = None) -> tuple[Match, ...]:
    """The matches of ``game`` that measured ``level``, as ``a`` (the side the figures are said from)."""
    return tuple(m for m in of_game(game, path) if m.a == level)
