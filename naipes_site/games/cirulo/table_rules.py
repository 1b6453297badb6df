"""Cirulo's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from typing import Any

SECTIONS: dict[str, str | dict[Any, str]] = {
    "players": "players",
    "pack": "pack-48",
    "removal_order": "removal-order",
}
"""The rule page section that explains each option (for some options, each value): the section a table's choice
marks and the compare page links to. Anchors are the same in both languages."""

FOLLOWS: dict[str, dict[str, str]] = {
    "cirulo-deck": {"removal_order": "removal_order"},
    "cirulo-order": {"pack": "pack"},
    "cirulo-tantos": {"pack": "pack"},
}
"""Insert name → {argument: option}: the engine tables a table's rules redraw. A page that writes the argument
keeps it (a variant section shows its own variant whatever the table plays)."""
