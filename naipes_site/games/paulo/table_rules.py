"""Paulo's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from naipes_site.table_rules import Follows, Sections

SECTIONS: Sections = {
    "players": "players-and-teams",
    "order": "durcal-order",
    "deck_variant": "deck",
    "strict_follow": "strict-follow",
    "target": "end-of-game",
    "scoring": {"chinos": "scoring", "cuerno": "cuerno-scoring", "lanjaron": "lanjaron"},
}

FOLLOWS: Follows = {
    "paulo-ladders": {"order": "order"},
    "paulo-trump-summary": {"order": "order", "deck_variant": "deck_variant"},
    "paulo-deck": {"deck_variant": "deck_variant"},
    "paulo-units": {"scoring": "scoring"},
    "paulo-hand-values": {"scoring": "scoring"},
}
