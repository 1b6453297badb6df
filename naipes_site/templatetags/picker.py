"""``{% card_picker name deck selected legend=... multiple=True %}``: see :mod:`naipes_site.picker`."""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.translation import get_language

from naipes.cards import Card, Deck
from naipes_site.picker import groups

register = template.Library()


@register.inclusion_tag("naipes_site/_card_picker.html")
def card_picker(name: str, deck: Deck, selected: Iterable[Card] = (), legend: str = "", multiple: bool = True,
                hint: str = "", none_label: str = "") -> dict:
    lang = "en" if (get_language() or "es").startswith("en") else "es"
    chosen = tuple(selected or ())
    return {
        "name": name, "legend": legend, "hint": hint, "multiple": multiple, "none_label": none_label,
        "groups": groups(deck, chosen, lang), "nothing_chosen": not chosen,
    }
