"""Template tags: ``{% card c %}``, ``{% cards cs %}``, ``{% card_name c %}``, ``{% the_card c %}``, ``{% text key %}``."""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.html import format_html_join

import wording
from naipes.cards import Card
from naipes_site.card_svg import card_svg
from naipes_site.options import page_lang
from wording.cards import card_name as _card_name, the_card as _the_card

register = template.Library()


@register.simple_tag
def card(c: Card, extra_class: str = ""):
    """One card as an inline SVG picture named in the page's language."""
    return card_svg(c, page_lang(), extra_class)


@register.simple_tag
def cards(cs: Iterable[Card], extra_class: str = ""):
    """Several cards in a row, as a list so screen readers count them."""
    items = format_html_join("", "<li>{}</li>", ((card_svg(c, page_lang(), extra_class),) for c in cs))
    return format_html_join("", '<ul class="cards">{}</ul>', [(items,)])


@register.simple_tag
def card_name(c: Card) -> str:
    return _card_name(c, page_lang())


@register.simple_tag
def the_card(c: Card) -> str:
    """The card's name with its article in the page's language: «la sota de copas», «el tres de copas»."""
    return _the_card(c, page_lang())


@register.simple_tag
def text(key: str, **fields):
    """Bilingual wording from :mod:`wording` in the page's language."""
    return wording.text(key, page_lang(), **fields)


@register.filter
def lang_of(value: dict, lang: str | None = None):
    """Pick the page's language out of an ``{"es": ..., "en": ...}`` dict."""
    return value.get(lang or page_lang(), "") if isinstance(value, dict) else value
