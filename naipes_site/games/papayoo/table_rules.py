"""Papayoo's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from naipes_site.table_rules import Follows, Sections

SECTIONS: Sections = {
    "players": "players",
    "ending": "variant-threshold",
    "rounds": "end-of-game",
    "threshold": "variant-threshold",
    "die_before_pass": "variant-die-before-pass",
    "shoot_the_moon": "variant-shoot-the-moon",
}

FOLLOWS: Follows = {}
