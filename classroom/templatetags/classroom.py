"""Template helpers for the teaching pages."""

from __future__ import annotations

from django import template

from naipes_site.templatetags.naipes import lang_of
from trainers.drills import SKILLS

register = template.Library()


@register.filter
def captioned(panel):
    """Pairs of (card, caption) for a drill's panel; the caption is None when the panel has none."""
    captions = list(panel.captions) + [None] * (len(panel.cards) - len(panel.captions))
    return list(zip(panel.cards, captions, strict=False))


@register.filter
def with_cards(fields) -> bool:
    """Whether any number box of a widget has cards beside it (then each box gets a whole line)."""
    return any(f.cards for f in fields)


@register.filter
def skill_name(key: str) -> str:
    """A skill's name in the page's language."""
    return lang_of(SKILLS.get(key, {}))
