"""A drill's answer widget as form rows, filled with what the user typed (or the neutral defaults).

Nothing here ever marks the right answer: an ordering starts in the order the cards are shown,
and no option starts ticked.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from django import forms as django_forms
from django.utils.datastructures import MultiValueDict
from django.utils.translation import gettext_lazy as _

from trainers import learner
from trainers.drills import CHOICE, CHOICES, NUMBERS, ORDER, BadAnswer, Widget
from trainers.drills.core import t


def _get(data: Mapping | None, key: str) -> str | None:
    if not data:
        return None
    value = data.get(key)
    return None if value is None else str(value)


def _getlist(data: Mapping | None, key: str) -> list[str]:
    if not data:
        return []
    return list(data.getlist(key)) if hasattr(data, "getlist") else []


def rows(widget: Widget, data: Mapping | None = None) -> list[dict[str, Any]]:
    if widget.kind == ORDER:
        n = len(widget.cards)
        out = []
        for i, card in enumerate(widget.cards):
            name = f"pos-{card.code}"
            value = _get(data, name)
            current = int(value) if value and value.isdecimal() and len(value) <= 3 and 1 <= int(value) <= n else i + 1
            out.append({"card": card, "name": name, "value": current, "positions": range(1, n + 1)})
        return out
    if widget.kind in (CHOICE, CHOICES):
        chosen = set(_getlist(data, "choice")) if widget.kind == CHOICES else {_get(data, "choice")}
        return [{"value": o.value, "label": o.label, "card": o.card, "checked": o.value in chosen}
                for o in widget.options]
    if widget.kind == NUMBERS:
        return [{"key": f.key, "name": f"n-{f.key}", "label": f.label, "cards": f.cards, "maximum": f.maximum,
                 "value": _get(data, f"n-{f.key}") or ""} for f in widget.fields]
    raise ValueError(f"unknown widget {widget.kind}")


_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
"""Characters nobody types in an answer box; PostgreSQL refuses a NUL in the JSON column that keeps answers."""

CONTROL_CHARACTER = t("La respuesta lleva caracteres de control, que no se escriben con el teclado: vuelve a "
                      "escribirla.", "The answer holds control characters, which no keyboard types: type it again.")


def field_names(widget: Widget) -> list[str]:
    """The form fields a widget sends, and so the only ones its drill reads."""
    if widget.kind in (CHOICE, CHOICES):
        return ["choice"]
    if widget.kind == ORDER:
        return [f"pos-{c.code}" for c in widget.cards]
    return [f"n-{f.key}" for f in widget.fields]


def answer_fields(widget: Widget, data, *, longest: int = 12) -> dict[str, list[str]]:
    """The fields of ``data`` the widget has, as lists of short strings: what an answer stores.

    Fields the drill does not read are dropped, whatever they hold; a field it reads that holds a control
    character is refused with :class:`BadAnswer` (never stored, never looked up).
    """
    getlist = data.getlist if hasattr(data, "getlist") else (lambda k: list(data.get(k, [])))
    fields = {name: [str(v)[:longest] for v in getlist(name)][:20] for name in field_names(widget)}
    if any(_CONTROL.search(v) for values in fields.values() for v in values):
        raise BadAnswer("control_character", CONTROL_CHARACTER)
    return fields


def as_form(given: dict[str, list[str]]) -> MultiValueDict:
    """Stored fields read back as a form (drills tell a form from JSON by its ``getlist``)."""
    return MultiValueDict(given)


class ReviewLimitsForm(django_forms.Form):
    """The learner's daily limits: the most reviews a day, and the most new questions a day."""

    daily_reviews = django_forms.IntegerField(
        label=_("Reviews a day, at most"), min_value=learner.DAILY_REVIEWS[0], max_value=learner.DAILY_REVIEWS[1])
    daily_new = django_forms.IntegerField(
        label=_("New questions a day, at most"), min_value=learner.DAILY_NEW[0], max_value=learner.DAILY_NEW[1])
