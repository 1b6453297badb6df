"""A stored Cirulo plate ledger seen through the engine: each hand settled in turn, the plate carried over.

Every coin comes from :func:`naipes.games.cirulo.settle_tantos`: the hands are settled again in order whenever
the sheet is shown, so an edit to an early hand moves every later plate with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from counters import sheet_rules
from naipes.cards import Card, Suit
from naipes.games import cirulo


def rules_of(sheet) -> cirulo.Rules:
    """The sheet's table's rules (its pack agreed at the start over the table's others)."""
    rules: cirulo.Rules = sheet_rules.of_table_sheet(sheet).rules(players=len(sheet.players))
    return rules


def pickable(rules: cirulo.Rules) -> tuple[Card, ...]:
    """The oros in play: the only cards that cost tantos."""
    return tuple(card for card in cirulo.deck(rules) if card.suit is Suit.OROS)


@dataclass(frozen=True)
class Row:
    number: int
    pays: tuple[int, ...]
    shares: tuple[int, ...]
    status: tuple[str, ...]
    plate: int
    """What the plate held after the payments."""
    carry_over: int


@dataclass(frozen=True)
class SheetState:
    rows: tuple[Row, ...]
    balances: tuple[int, ...]
    """Per player: coins taken from the plate less coins paid into it, over every hand."""
    plate: int
    """What the plate holds now, for the next hand."""
    over: bool = False
    """A ledger has no end: the table stops when it likes (the sources set no length)."""

    @property
    def next_number(self) -> int:
        return len(self.rows) + 1


def state(sheet, entries: Sequence) -> SheetState:
    rules = rules_of(sheet)
    keys = [str(seat) for seat in range(len(sheet.players))]
    pot, rows = 0, []
    balances = [0] * len(keys)
    for entry in entries:
        data = entry.data
        s = cirulo.settle_tantos(dict(zip(keys, data["tantos"], strict=True)),
                                 dict(zip(keys, data["took"], strict=True)), pot, rules)
        pays = tuple(s.pays[k] for k in keys)
        shares = tuple(s.shares.get(k, 0) for k in keys)
        for seat in range(len(keys)):
            balances[seat] += shares[seat] - pays[seat]
        rows.append(Row(entry.number, pays, shares, tuple(s.status[k] for k in keys), s.pot, s.carry_over))
        pot = s.carry_over
    return SheetState(tuple(rows), tuple(balances), pot)


def ended_at(sheet, entries: Sequence) -> None:
    return None
