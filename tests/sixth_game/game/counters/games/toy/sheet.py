"""A stored Toy sheet: the tricks each player took in each hand, added up."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from counters import sheet_rules
from naipes.games import toy


def rules_of(sheet) -> toy.Rules:
    rules: toy.Rules = sheet_rules.of_table_sheet(sheet).rules(players=len(sheet.players))
    return rules


@dataclass(frozen=True)
class Row:
    number: int
    tricks: tuple[int, ...]


@dataclass(frozen=True)
class SheetState:
    rows: tuple[Row, ...]
    totals: tuple[int, ...]
    over: bool = False

    @property
    def next_number(self) -> int:
        return len(self.rows) + 1


def state(sheet, entries: Sequence) -> SheetState:
    rows = tuple(Row(entry.number, tuple(entry.data["tricks"])) for entry in entries)
    totals = tuple(sum(row.tricks[seat] for row in rows) for seat in range(len(sheet.players)))
    return SheetState(rows, totals)


def ended_at(sheet, entries: Sequence) -> None:
    return None
