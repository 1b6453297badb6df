"""Papayoo's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from typing import Any

SECTIONS: dict[str, str | dict[Any, str]] = {
    "players": "players",
    "ending": "variant-threshold",
    "rounds": "end-of-game",
    "threshold": "variant-threshold",
    "die_before_pass": "variant-die-before-pass",
    "shoot_the_moon": "variant-shoot-the-moon",
}
"""The rule page section that explains each option (for some options, each value): the section a table's choice
marks and the compare page links to. Anchors are the same in both languages."""

FOLLOWS: dict[str, dict[str, str]] = {}
"""Insert name → {argument: option}: the engine tables a table's rules redraw. A page that writes the argument
keeps it (a variant section shows its own variant whatever the table plays)."""
