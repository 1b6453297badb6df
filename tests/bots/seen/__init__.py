"""What a seat has seen besides what every game shows it, one module a game that needs it, ``<slug>.py``, found
through the registry (:func:`naipes.games.modules`) as the games' folders are: its ``seen(hand, seat)``, the cards
the seat knows the place of beyond its own hand, the tricks, the trick on the table and the muestra (Papayoo: the
cards it passed, which its left-hand neighbour holds). A game without a module is told what :func:`shown` says."""

from __future__ import annotations

from typing import Any

from naipes.cards import Card


def shown(hand: Any, seat: int) -> set[Card]:
    """What every seat of a practice hand has seen: its own cards, every card played, and the muestra if any."""
    cards = set(hand.hands[seat])
    cards.update(card for trick in getattr(hand, "tricks", ()) for card in trick.cards)
    cards.update(getattr(hand, "trick", ()))
    if getattr(hand, "muestra", None) is not None:
        cards.add(hand.muestra)
    return cards
