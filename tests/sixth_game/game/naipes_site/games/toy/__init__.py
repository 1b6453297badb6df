"""Toy on the site: how its pages present it (``INFO``). Beside it, its glossary entries (``glossary.py``,
``glossary.toml``), its rule-page inserts (``inserts.py``) and its table-rule sections (``table_rules.py``)."""

from naipes_site.games import GameInfo

INFO = GameInfo("toy", "Toy", mark="copas", score_sheet=True, judge=True, practice=True)
