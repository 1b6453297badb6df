"""La Docena on the site: how its pages present it (``INFO``). Beside it, the game's own pieces of the site:
its glossary entries (``glossary.py``, ``glossary.toml``), its rule-page inserts (``inserts.py``, templates in
``naipes_site/templates/inserts/games/docena/``) and its table-rule sections (``table_rules.py``).
"""

from django.utils.translation import gettext_lazy as _

from naipes_site.games import GameInfo

INFO = GameInfo(
    "docena", "La Docena",
    _("A betting game of two or three cards where the 5 de oros, the mala, can stand for any "
      "number."),
    _("3 to 8 receive cards"), _("Spanish deck cut to 17–25 cards"),
    mark="espadas", counter=_("Stones ledger"), judge=True, practice=True,
)
