"""Tute on the site: how its pages present it (``INFO``). Beside it, the game's own pieces of the site:
its glossary entries (``glossary.py``, ``glossary.toml``), its rule-page inserts (``inserts.py``, templates in
``naipes_site/templates/inserts/games/tute/``) and its table-rule sections (``table_rules.py``).
"""

from django.utils.translation import gettext_lazy as _

from naipes_site.games import GameInfo

INFO = GameInfo(
    "tute", "Tute",
    _("Win tricks that hold aces and threes, declare rey and caballo for 20 or 40, and beware of "
      "the strict play once the stock runs out."),
    _("2 to 6"), _("Spanish deck, 36 to 40 cards"),
    mark="copas", counter=_("Score sheet"), judge=True, practice=True,
)
