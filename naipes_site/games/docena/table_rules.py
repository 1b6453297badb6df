"""La Docena's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from typing import Any

SECTIONS: dict[str, str | dict[Any, str]] = {
    "players": "deck",
    "tie_rule": "ties",
    "nada_rule": "nada",
    "double_entro_from": "entro",
}
"""The rule page section that explains each option (for some options, each value): the section a table's choice
marks and the compare page links to. Anchors are the same in both languages."""

FOLLOWS: dict[str, dict[str, str]] = {
    "docena-compare": {"nada": "nada_rule"},  # a tie reads the same under both tie rules (the insert says both)
    "docena-entro": {"double_from": "double_entro_from"},
}
"""Insert name → {argument: option}: the engine tables a table's rules redraw. A page that writes the argument
keeps it (a variant section shows its own variant whatever the table plays)."""
