"""An answer as it is stored (the widget's form fields) and as people read it.

A stored answer is the form the widget sent (:func:`classroom.live.widget_fields`): ``choice=11O`` or ``pos-2B=2``. Those are the drill's
values, not words: a teacher's CSV, a student's "you answered" and the debrief say the card's name,
the option's label, the ladder in order, or each number beside its label.
"""

from __future__ import annotations

from django.utils import translation
from django.utils.translation import gettext as _

from classroom import sheets
from trainers.drills import CHOICE, CHOICES, NUMBERS, ORDER, captioned
from wording.cards import card_name


def option_text(option, lang: str) -> str:
    """An option as the widget shows it: the card's name, then its label ("siete de copas (Jugador 2)")."""
    if option.card and option.label:
        return captioned(card_name(option.card, lang), option.label[lang])
    if option.label:
        return option.label[lang]
    return card_name(option.card, lang) if option.card else option.value


def given_text(entry: sheets.Entry, given: dict[str, list[str]], lang: str) -> str:
    """What was answered, in words of ``lang``: "cuatro de bastos", "1. as de oros, 2. …", "Ana: 12"."""
    widget = entry.scene.widget
    if widget.kind in (CHOICE, CHOICES):
        chosen = set(given.get("choice", []))
        names = [option_text(o, lang) for o in widget.options if o.value in chosen]
        if names:
            return ", ".join(names)
        with translation.override(lang):  # the debrief words a stored answer in both languages at once
            return _("nothing ticked")
    if widget.kind == ORDER:
        placed = sorted(((_position(given.get(f"pos-{c.code}", [])), i, c) for i, c in enumerate(widget.cards)),
                        key=lambda t: (t[0], t[1]))
        return ", ".join(f"{pos}. {card_name(card, lang)}" for pos, _i, card in placed if pos < 1000)
    if widget.kind == NUMBERS:
        return "; ".join(f"{f.label[lang]}: {(given.get(f'n-{f.key}') or ['–'])[0] or '–'}" for f in widget.fields)
    return ""


def number_values(entry: sheets.Entry, given: dict[str, list[str]]) -> tuple[str, ...]:
    """A numbers answer as its values in the widget's order, the key the class's distribution counts."""
    return tuple((given.get(f"n-{f.key}") or ["–"])[0] or "–" for f in entry.scene.widget.fields)


def _position(values: list[str]) -> int:
    value = values[0] if values else ""
    return int(value) if value.isdecimal() and len(value) <= 3 else 1000
