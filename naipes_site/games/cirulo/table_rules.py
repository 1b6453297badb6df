"""Cirulo's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from naipes_site.table_rules import Follows, Sections

SECTIONS: Sections = {
    "players": "players",
    "pack": "pack-48",
    "removal_order": "removal-order",
}

FOLLOWS: Follows = {
    "cirulo-deck": {"removal_order": "removal_order"},
    "cirulo-order": {"pack": "pack"},
    "cirulo-tantos": {"pack": "pack"},
}
