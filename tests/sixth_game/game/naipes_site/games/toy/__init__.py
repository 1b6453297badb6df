"""Toy on the site: how its pages present it (``INFO``). Beside it, its glossary entries (``glossary.py``,
``glossary.toml``), its rule-page inserts (``inserts.py``) and its table-rule sections (``table_rules.py``)."""

from django.utils.translation import gettext_lazy as _

from naipes_site.games import GameInfo

INFO = GameInfo(
    "toy", "Toy",
    _("Four players and no trumps: follow suit if you can, and the highest card of the suit led takes the trick."),
    _("4"), _("Spanish deck, 40 cards"),
    mark="copas", counter=_("Tricks taken"), judge=True, practice=True,
)
