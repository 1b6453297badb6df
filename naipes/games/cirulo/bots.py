"""Cirulo's bots: what a seat sees of a round, and the beginner, who keeps away from the tantos."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from naipes.bots import Legal, SeatView, taken
from naipes.cards import Card, Suit
from naipes.games import cirulo

if TYPE_CHECKING:
    from naipes.games.cirulo.practice import Hand

GAME = "cirulo"


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards, the trick on the table, the tricks played and the tantos each took."""
    return SeatView(GAME, seat, hand.players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks),
                    scores=taken(hand.tricks, hand.players))


class Beginner:
    """A legal card chosen to take as few tantos as possible: lead low outside the oros, pass under the card
    that takes the trick, and when void throw the costliest oro away."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Card:
        cards = legal.actions
        order = cirulo.rank_order(view.rules)

        def height(card: Card) -> int:  # 0 for the highest rank of the order
            return order.index(card.rank)

        if not view.trick:
            plain = [c for c in cards if c.suit is not Suit.OROS] or list(cards)
            return max(plain, key=height)  # lead the lowest card
        led = view.trick[0].suit
        if not any(card.suit is led for card in cards):
            # Void: throw away the costliest oro, or else the highest card.
            return max(cards, key=lambda c: (cirulo.card_value(c), -height(c)))
        best = min(height(c) for c in view.trick if c.suit is led)
        under = [c for c in cards if height(c) > best]
        if under:
            return min(under, key=height)  # the highest card that still passes under
        return max(cards, key=height)


BOTS = {"beginner": Beginner()}

UNIT = "coins"
"""What :func:`scores` counts: coins of the plate, from a plate empty at the start."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's gain from the round's plate (its share less what it paid in), by the engine."""
    settled = hand.settlement()
    return tuple(settled.shares.get(str(s), 0) - settled.pays.get(str(s), 0) for s in range(hand.players))
