"""Template helpers for the teaching pages."""

from __future__ import annotations

from django import template
from django.template.defaulttags import CsrfTokenNode
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from naipes_site import head
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


_ROSTER_ITEM = ('<li{}>{}{}\n      <form class="live-remove" method="post" action="{}">{}<input type="hidden" name="student" '
                'value="{}"><button type="submit" name="action" value="remove" aria-label="{}">×</button></form></li>')


@register.simple_tag(takes_context=True)
def roster(context, students, answered_ids, step_url: str) -> SafeString:
    """The teacher's roster: each student's name, whether they have answered, and the form that removes them.

    The panel redraws it at every answer, for 30 students or more; written here it costs a fraction of the
    same loop in the template language, and the HTML is the same, byte for byte
    (``tests/classroom/test_roster.py`` compares them). Each form carries the page's CSRF field.
    """
    csrf = CsrfTokenNode().render(context)
    answered = answered_ids or ()  # none before a question is on screen
    mark = format_html('<span class="visually-hidden"> ({})</span> ✓', gettext("answered"))
    remove = gettext("Remove %(name)s from the class")
    return mark_safe("".join(  # each item is format_html's, every value in it escaped
        format_html(_ROSTER_ITEM, mark_safe(' class="has-answered"') if s.pk in answered else "", s.nickname,
                    mark if s.pk in answered else "", step_url, csrf, s.pk,
                    mark_safe(remove % {"name": conditional_escape(s.nickname)}))  # as blocktranslate writes it
        for s in students))


setattr(roster, head.ASKS_TOKEN, True)  # a HEAD renders the page to know whether it writes the token
