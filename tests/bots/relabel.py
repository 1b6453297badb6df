"""Every card a practice hand holds, wherever it lies, and the same hand with some cards put in others' places."""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from dataclasses import fields, is_dataclass
from random import Random
from typing import Any

from naipes.cards import Card


def cards_in(value: Any) -> Iterator[Card]:
    """Every card in ``value``, a hand's state or part of it (its hands, stock, log, tricks…)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from cards_in(key)
            yield from cards_in(item)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from cards_in(item)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from cards_in(getattr(value, f.name))


def relabel(value: Any, mapping: Mapping[Card, Card]) -> Any:
    """A copy of ``value`` with every card ``c`` replaced by ``mapping[c]`` (cards not in it stay)."""
    if isinstance(value, Card):
        return mapping.get(value, value)
    if isinstance(value, Random):
        return copy.deepcopy(value)
    if isinstance(value, Mapping):
        return type(value)({relabel(k, mapping): relabel(v, mapping) for k, v in value.items()})
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return type(value)(*(relabel(item, mapping) for item in value))
    if isinstance(value, (list, tuple, set, frozenset)):
        return type(value)(relabel(item, mapping) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        out = copy.copy(value)
        for f in fields(value):
            object.__setattr__(out, f.name, relabel(getattr(value, f.name), mapping))
        return out
    return value


def reshuffled(hand: Any, unseen: set[Card], rng: Random) -> Any:
    """``hand`` with the ``unseen`` cards dealt again among the places they lie: every other hand, the stock,
    the cards still to come, each place keeping its number of cards."""
    before = sorted(unseen, key=lambda c: c.code)
    after = list(before)
    rng.shuffle(after)
    return relabel(hand, dict(zip(before, after, strict=True)))
