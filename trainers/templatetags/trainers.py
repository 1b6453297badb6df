"""Template helpers for drills: ``{% show value %}`` draws whatever a feedback item holds."""

from __future__ import annotations

import itertools
from functools import lru_cache

from django import template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe

from naipes.cards import Card
from naipes_site.card_svg import card_svg
from naipes_site.options import page_lang
from naipes_site.templatetags.naipes import card, cards, lang_of

register = template.Library()


@register.simple_tag
def show(value):
    """A card, several cards, a number or a text (``{"es", "en"}`` picked in the page's language)."""
    if isinstance(value, Card):
        return card(value, "small")
    if isinstance(value, tuple | list) and value and all(isinstance(v, Card) for v in value):
        return cards(value, "small")
    if isinstance(value, dict):
        return conditional_escape(value.get(page_lang(), ""))
    if value is None or value == ():
        return "—"
    return conditional_escape(str(value))


@register.simple_tag
def panel_cards(panel) -> str:
    """A panel's cards as list items, each with its caption (who played it) when the panel has one: built in one
    step rather than by the template engine, a handful of tags for every card of every question."""
    lang = page_lang()
    return mark_safe("".join(  # noqa: S308 - built by format_html
        format_html('\n      <li>{}{}</li>', card_svg(c, lang),
                    format_html('<span class="caption">{}</span>', lang_of(caption, lang)) if caption else "")
        for c, caption in itertools.zip_longest(panel.cards, panel.captions[:len(panel.cards)])))


@register.simple_tag
def option(row: dict, multiple: bool = False) -> str:
    """One option of a widget that picks one (a radio button) or several (checkboxes), as ``forms.rows`` gives it:
    built once per process for its value, card, label, language and state, not by the template engine for each
    option of every question."""
    lang = page_lang()
    label = row["label"]
    return _option(multiple, row["value"], row["card"], bool(label), lang_of(label, lang), bool(row["checked"]), lang)


@lru_cache(maxsize=4096)
def _option(multiple: bool, value: str, card: Card | None, labelled: bool, label: str, checked: bool, lang: str) -> str:
    return format_html(
        '<label class="choice"><input type="{}" name="choice" value="{}"{}>{}{}</label>',
        "checkbox" if multiple else "radio", value, mark_safe((" checked" if checked else "") + ("" if multiple else " required")),
        card_svg(card, lang) if card else "",
        format_html('<span class="choice-label">{}</span>', label) if labelled else "")


@register.filter
def percent(ratio: float) -> str:
    number = round(ratio * 100)
    return f"{number} %" if page_lang() == "es" else f"{number}%"


@register.simple_tag
def table_name(game: str, code: str) -> str:
    """The name, in the page's language, of the table a kept answer or review card was asked under: a profile's
    name, or "Custom: " and what it changes; a code no longer valid is shown as it was kept."""
    from naipes_site import table_rules

    found = table_rules.read(game, code)
    return found.name(page_lang()) if found is not None else code
