"""Toy's reachable positions: a trick of at most one card per player, a hand no bigger than the deal's.

Facts: ``trick``, ``hand``.
"""

from __future__ import annotations

from naipes.games import toy
from naipes.reachable import Position, check_table
from naipes.tricks import Verdict

FACT_REASONS: tuple[str, ...] = ()


def check_facts(position: Position) -> Verdict:
    return check_table(position, toy.hand_size(position.rules))
