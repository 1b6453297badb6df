"""Cirulo on the site: how its pages present it (``INFO``). Beside it, the game's own pieces of the site:
its glossary entries (``glossary.py``, ``glossary.toml``), its rule-page inserts (``inserts.py``, templates in
``naipes_site/templates/inserts/games/cirulo/``) and its table-rule sections (``table_rules.py``).
"""

from django.utils.translation import gettext_lazy as _

from naipes_site.games import GameInfo

INFO = GameInfo(
    "cirulo", "Cirulo",
    _("Every player for himself and no trumps: avoid taking oros, because each one you take is "
      "paid into the plate."),
    _("4 to 6"), _("Spanish deck, 40 or 48 cards"),
    mark="oros", counter=_("Plate ledger"), judge=True, practice=True,
)
