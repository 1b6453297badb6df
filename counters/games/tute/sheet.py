"""A stored Tute sheet seen through the engine: the deals, who won each, and the session's standing.

Every verdict comes from :mod:`naipes.games.tute` (``score_deal``, ``deal_winners``, ``check_tute_rank``,
``tute_deal_points``, ``standing``); a deal keeps the totals the engine gave it when it was saved.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from counters import sheet_rules
from naipes.cards import SPANISH_SUITS, Card, CardError, Suit, parse_card
from naipes.games import tute
from naipes.games.tute import scores as tute_scores

TARGETS = {"deals": 3, "points": 500}
"""The session length offered first for each ending (the table agrees on any other)."""


def rules_of(sheet) -> tute.Rules:
    """The sheet's table's rules (its muestra, tute and ties agreed at the start over the table's others)."""
    rules: tute.Rules = sheet_rules.of_table_sheet(sheet).rules(players=len(sheet.players))
    return rules


def pickable(rules: tute.Rules) -> tuple[Card, ...]:
    """The cards offered in the tap-to-pick grid: those worth points (the others add nothing)."""
    return tuple(card for card in tute.deck(rules) if tute.card_points(card))


def suit_of(letter: str) -> Suit | None:
    return next((s for s in SPANISH_SUITS if s.letter == letter), None)


def muestra_card_of(data: dict) -> Card | None:
    """The muestra card a deal recorded, when the table said which it was (a rey, caballo or tute rank)."""
    try:
        return parse_card(data.get("muestra_card") or "")
    except CardError:
        return None


@dataclass(frozen=True)
class Row:
    number: int
    data: dict
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    muestra: Suit | None
    muestra_card: Card | None = None


@dataclass(frozen=True)
class SheetState:
    rows: tuple[Row, ...]
    standing: tute_scores.Standing
    ending: str
    target: int

    @property
    def over(self) -> bool:
        return self.standing.over

    @property
    def next_number(self) -> int:
        return len(self.rows) + 1


def state(sheet, entries: Sequence) -> SheetState:
    rows = tuple(Row(e.number, e.data, tuple(e.data["totals"]), tuple(e.data["winners"]),
                     suit_of(e.data.get("muestra", "")), muestra_card_of(e.data)) for e in entries)
    ending = sheet.options.get("ending", "deals")
    target = sheet.options.get("target", TARGETS[ending])
    standing = tute_scores.standing([(r.winners, r.totals) for r in rows], len(sheet.players), ending, target)
    return SheetState(rows, standing, ending, target)


def ended_at(sheet, entries: Sequence) -> int | None:
    """The deal after which the session was over, when deals were played after it (see Papayoo's)."""
    for played in range(1, len(entries)):
        if state(sheet, entries[:played]).over:
            return entries[played - 1].number
    return None
