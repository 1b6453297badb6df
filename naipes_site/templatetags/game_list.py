"""Sentences that name or count the games read them from the registry, never type them ("five card
games", "Paulo, Cirulo… and Papayoo"): a sixth game changes them with no template edited.

``{% game_count as n %}`` and ``{% game_names as names %}`` read :func:`naipes_site.games.game_infos` (not a
page's own ``games``, which may be a few of them); the number in words is Django's ``apnumber``
(``{% load humanize %}``), in a ``{% blocktranslate count %}`` with the plural forms of each language.
"""

from __future__ import annotations

from django import template
from django.utils.translation import gettext as _

from naipes_site.games import game_infos

register = template.Library()


@register.simple_tag
def game_count() -> int:
    return len(game_infos())


@register.simple_tag
def game_names() -> str:
    """«Paulo, Cirulo y Papayoo», "Paulo, Cirulo and Papayoo" (no serial comma, as the site writes)."""
    names = [str(game.name) for game in game_infos()]
    if len(names) < 2:
        return "".join(names)
    return _("%(names)s and %(last)s") % {"names": ", ".join(names[:-1]), "last": names[-1]}
