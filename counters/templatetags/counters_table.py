"""The sheets' tables on a phone: each figure carries its player's name, which the stacked layout shows
next to it (``td[data-player]`` in ``counters.css``), so no column needs a sideways swipe to be read."""

from __future__ import annotations

from django import template

register = template.Library()


@register.filter
def player_at(names: list[dict], seat: int) -> str:
    """The name of the player in ``seat`` (the column's), from the ``names`` a sheet's page gives."""
    try:
        return str(names[seat]["name"])
    except (IndexError, KeyError, TypeError):
        return ""
