"""Paulo on the site: how its pages present it (``INFO``). Beside it, the game's own pieces of the site:
its glossary entries (``glossary.py``, ``glossary.toml``), its rule-page inserts (``inserts.py``, templates in
``naipes_site/templates/inserts/games/paulo/``) and its table-rule sections (``table_rules.py``).
"""

from django.utils.translation import gettext_lazy as _

from naipes_site.games import GameInfo

INFO = GameInfo(
    "paulo", "Paulo",
    _("An Andalusian team game of tricks and bluff: the muestra makes trumps, partners signal with "
      "their faces and the score runs in chinos."),
    _("4, 6 or 8 in two teams"), _("Spanish deck, 20 to 40 cards"),
    mark="bastos", counter=_("Chinos board"), judge=True, practice=True,
)
