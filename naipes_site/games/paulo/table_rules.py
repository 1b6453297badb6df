"""Paulo's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from typing import Any

SECTIONS: dict[str, str | dict[Any, str]] = {
    "players": "players-and-teams",
    "order": "durcal-order",
    "deck_variant": "deck",
    "strict_follow": "strict-follow",
    "target": "end-of-game",
    "scoring": {"chinos": "scoring", "cuerno": "cuerno-scoring", "lanjaron": "lanjaron"},
}
"""The rule page section that explains each option (for some options, each value): the section a table's choice
marks and the compare page links to. Anchors are the same in both languages."""

FOLLOWS: dict[str, dict[str, str]] = {
    "paulo-ladders": {"order": "order"},
    "paulo-trump-summary": {"order": "order", "deck_variant": "deck_variant"},
    "paulo-deck": {"deck_variant": "deck_variant"},
    "paulo-units": {"scoring": "scoring"},
    "paulo-hand-values": {"scoring": "scoring"},
}
"""Insert name → {argument: option}: the engine tables a table's rules redraw. A page that writes the argument
keeps it (a variant section shows its own variant whatever the table plays)."""
