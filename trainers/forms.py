"""A drill's answer widget as form rows, filled with what the user typed (or the neutral defaults).

Nothing here ever marks the right answer: an ordering starts in the order the cards are shown,
and no option starts ticked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainers.drills import CHOICE, CHOICES, NUMBERS, ORDER, Widget


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
