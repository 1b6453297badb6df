"""Cirulo on the site: how its pages present it (``INFO``). Beside it, the game's own pieces of the site:
its glossary entries (``glossary.py``, ``glossary.toml``), its rule-page inserts (``inserts.py``, templates in
``naipes_site/templates/inserts/games/cirulo/``) and its table-rule sections (``table_rules.py``).
"""

from naipes_site.games import GameInfo

INFO = GameInfo("cirulo", "Cirulo", mark="oros", score_sheet=True, judge=True, practice=True)
