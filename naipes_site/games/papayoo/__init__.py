"""Papayoo on the site: how its pages present it (``INFO``). Beside it, the game's own pieces of the site:
its glossary entries (``glossary.py``, ``glossary.toml``), its rule-page inserts (``inserts.py``, templates in
``naipes_site/templates/inserts/games/papayoo/``) and its table-rule sections (``table_rules.py``).
"""

from django.utils.translation import gettext_lazy as _

from naipes_site.games import GameInfo

INFO = GameInfo(
    "papayoo", "Papayoo",
    _("Gigamic's point-dodging game: keep clear of the Payoos, and above all of the Papayoo that "
      "the die picks each round."),
    _("3 to 8"), _("60 cards and an eight-sided die"),
    mark="payoo", counter=_("Score sheet"), judge=True, practice=True,
)
