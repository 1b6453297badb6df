"""Cirulo's reachable positions: a trick of at most one card per player, hands no bigger than the deal's
(source 001, the deal), piles that together hold no more than the pack.

Facts: ``trick``, ``hand``; the piles are the position's groups.
"""

from __future__ import annotations

from naipes.games import cirulo
from naipes.reachable import Position, check_table
from naipes.tricks import Verdict

FACT_REASONS: tuple[str, ...] = ()


def check_facts(position: Position) -> Verdict:
    return check_table(position, cirulo.hand_size(position.rules))
