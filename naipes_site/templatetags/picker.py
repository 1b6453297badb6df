"""``{% card_picker name cards selected legend=... %}`` and ``{% card_picker_total name total %}``: see
:mod:`naipes_site.picker`."""

from __future__ import annotations

from collections.abc import Iterable

from django import template

from naipes.cards import Card
from naipes_site.options import page_lang
from naipes_site.picker import codes, groups, toggles

register = template.Library()


@register.inclusion_tag("naipes_site/_card_picker.html")
def card_picker(name: str, cards: Iterable[Card], selected: Iterable[Card | str] = (), legend: str = "",
                multiple: bool = True, hint: str = "", none_label: str = "", fold: bool = False,
                total: int | str | None = None, running_total: bool = False) -> dict:
    """``fold``: a <details> titled by the legend, open when something is chosen. ``running_total``: the
    title ends in the ``total`` so far (a counter's running total for this player), kept fresh by the
    counter's tally view through :func:`card_picker_total`."""
    chosen = codes(selected or ())
    suits = groups(cards, chosen, page_lang())
    return {
        "name": name, "legend": legend, "hint": hint, "multiple": multiple, "none_label": none_label,
        "groups": suits, "toggles": [(group, toggles(group, name, multiple)) for group in suits], "nothing_chosen": not chosen, "fold": fold,
        "total": total_context(name, total, running_total),
    }


@register.inclusion_tag("naipes_site/_card_picker_total.html")
def card_picker_total(name: str, total: int | str | None, oob: bool = False) -> dict:
    """The running total of picker ``name``; ``oob=True`` in an htmx answer replaces the one on the page."""
    return {"total": total_context(name, total, True), "oob": oob}


def total_context(name: str, total: int | str | None, shown: bool) -> dict | None:
    """The total's element: always there when shown (an htmx answer fills it), empty while nothing counts."""
    return {"id": f"picker-{name}-total", "value": "" if total is None else total} if shown else None
