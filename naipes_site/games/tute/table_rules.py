"""Tute's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from naipes_site.table_rules import Follows, Sections

SECTIONS: Sections = {
    "players": "players",
    "muestra": {True: "with-muestra", False: "without-muestra"},
    "hand_size": "deck",
    "removed_two": "deck",
    "tute": "tute",
    "over_trump": "cannot-overtrump",
    "stock_following": "manos-abajo",
    "ties": "ties",
}

FOLLOWS: Follows = {
    "tute-decks": {"removed_two": "removed_two", "hand_size": "hand_size", "muestra": "muestra"},
}
