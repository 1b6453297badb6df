"""Names typed at the table in any script, set apart from the sentence around them.

A name in Hebrew or Arabic inside an English or Spanish sentence takes the neutral characters next to
it (commas, digits, spaces) into its own direction: two such names joined by a comma come out in the
wrong order. ``<bdi>`` isolates each name, so the sentence reads as written.
"""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

register = template.Library()


@register.filter
def isolate(name: object) -> SafeString:
    """One name, escaped, in ``<bdi>``."""
    return format_html("<bdi>{}</bdi>", name)


@register.filter
def isolate_join(names: Iterable[object], separator: str = ", ") -> SafeString:
    """Several names, each escaped and in ``<bdi>``, joined by ``separator``."""
    return format_html_join(separator, "<bdi>{}</bdi>", ((name,) for name in names))
