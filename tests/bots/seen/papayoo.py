"""Papayoo: a seat knows the cards it passed, which its left-hand neighbour holds until he plays them."""

from __future__ import annotations

from naipes.cards import Card
from naipes.games.papayoo.practice import Hand


def seen(hand: Hand, seat: int) -> set[Card]:
    return set(hand.passed[seat]) if hand.passed else set()
