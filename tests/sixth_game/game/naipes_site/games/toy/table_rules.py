"""Toy's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from naipes_site.table_rules import Follows, Sections

SECTIONS: Sections = {}
"""The rule page section that explains each option: none yet."""

FOLLOWS: Follows = {}
"""Insert name → {argument: option}: the engine tables a table's rules redraw: none."""
