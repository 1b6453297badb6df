"""La Docena's table rules on its pages (:mod:`naipes_site.table_rules` reads both, docs/rules-decisions.md §40)."""

from __future__ import annotations

from naipes_site.table_rules import Follows, Sections

SECTIONS: Sections = {
    "players": "deck",
    "tie_rule": "ties",
    "nada_rule": "nada",
    "double_entro_from": "entro",
}

FOLLOWS: Follows = {
    "docena-compare": {"nada": "nada_rule"},  # a tie reads the same under both tie rules (the insert says both)
    "docena-entro": {"double_from": "double_entro_from"},
}
