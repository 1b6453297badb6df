"""Sentences that name or count the games read them from the registry, never type them ("five card
games", "Paulo, Cirulo… and Papayoo"): a sixth game changes them with no template edited.

``{{ games|names_listed }}`` names them; their number in words is Django's ``apnumber``
(``{% load humanize %}``), in a ``{% blocktranslate count %}`` with the plural forms of each language.
"""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.translation import gettext as _

from naipes_site.games import GameInfo

register = template.Library()


@register.filter
def names_listed(games: Iterable[GameInfo]) -> str:
    """«Paulo, Cirulo y Papayoo», "Paulo, Cirulo and Papayoo" (no serial comma, as the site writes)."""
    names = [str(game.name) for game in games]
    if len(names) < 2:
        return "".join(names)
    return _("%(names)s and %(last)s") % {"names": ", ".join(names[:-1]), "last": names[-1]}
