"""Reachable positions: whether what a drill, a judge or a worksheet shows could happen at a real table.

A position is the cards shown at once (a hand, a trick, a muestra, the piles) with the table's rules,
plus the facts the scene states about the deal (who won the last trick, what was declared, how the
betting went). :func:`check` answers with a :class:`~naipes.tricks.Verdict`: ``legal`` says whether the
position can happen and ``reason`` names why not (:data:`REASONS`), so a test can say which rule a
generator broke:

- every card is in the pack for that table (``card_not_in_pack``: a caballo at a La Docena table of
  four, whose pack has none) and no card is shown twice (``card_twice``);
- then the game's own facts, in ``naipes.games.<game>.reachable`` (``FACT_REASONS`` there).

>>> from naipes.games import docena
>>> from naipes.cards import SPANISH_40
>>> check(Position("docena", docena.Rules(players=4), (SPANISH_40.parse("11E"),)))
Verdict(legal=False, reason='card_not_in_pack')
>>> check(Position("docena", docena.Rules(players=6), (SPANISH_40.parse("11O"),)))
Verdict(legal=True, reason='reachable')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import naipes.games
from naipes import RulesError, game as game_module
from naipes.cards import Card
from naipes.tricks import Verdict

REACHABLE = Verdict(True, "reachable")


class NoReachable(RulesError):
    """A registered game whose facts nobody can check yet: it has no ``reachable`` module."""

    code = "no_reachable_module"

CARD_REASONS: tuple[str, ...] = ("card_not_in_pack", "card_twice")


@dataclass(frozen=True)
class Position:
    """What a scene shows: ``game``, its ``rules`` (the table: players, muestra or not…), the ``groups`` of
    cards shown at once, and the ``facts`` the scene states (game-specific keys, see the game's module)."""

    game: str
    rules: Any
    groups: tuple[tuple[Card, ...], ...] = ()
    facts: Mapping[str, Any] = field(default_factory=dict)


def check_cards(position: Position) -> Verdict:
    """Every card from the table's pack, none twice."""
    pack = frozenset(game_module(position.game).deck(position.rules).cards)
    seen: set[Card] = set()
    for group in position.groups:
        for card in group:
            if card not in pack:
                return Verdict(False, "card_not_in_pack")
            if card in seen:
                return Verdict(False, "card_twice")
            seen.add(card)
    return REACHABLE


def check_table(position: Position, hand_size: int) -> Verdict:
    """The facts every trick game shares: a trick of at most one card per player (``trick``), a hand of at
    most what the deal gives (``hand``)."""
    if len(position.facts.get("trick", ())) > position.rules.players:
        return Verdict(False, "trick_too_long")
    if len(position.facts.get("hand", ())) > hand_size:
        return Verdict(False, "hand_too_big")
    return REACHABLE


TABLE_REASONS: tuple[str, ...] = ("trick_too_long", "hand_too_big")


def check(position: Position) -> Verdict:
    """Whether the position can happen, and if not the first rule it breaks."""
    found = check_cards(position)
    if not found.legal:
        return found
    module = naipes.games.piece(position.game, "reachable")
    if module is None:
        raise NoReachable(f"{position.game} has no naipes/games/{position.game}/reachable.py yet "
                          "(CONTRIBUTING.md, \"Adding a game\", step 1)")
    return module.check_facts(position)
