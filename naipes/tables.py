"""Language-free tables the engine hands to the site for rule pages and trainers.

A cell is a card, a tuple of cards, a number, or a :class:`Term` (a key the site translates).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from naipes.cards import Card


@dataclass(frozen=True)
class Term:
    """A word the site must translate, such as a reason code or a combination name."""

    key: str


Cell = Card | tuple[Card, ...] | int | float | str | Term | None


@dataclass(frozen=True)
class Table:
    """Rows of cells under column keys (column keys are terms too)."""

    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    caption: str = ""
    notes: tuple[str, ...] = field(default=())
