"""Toy's bots: what a seat sees of a hand; the beginner, who plays its weakest legal card; and the club player,
who plays its strongest (the cards taken are the toy's score)."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from naipes.bots import Legal, SeatView, taken
from naipes.cards import Card
from naipes.games import toy

if TYPE_CHECKING:
    from naipes.games.toy.practice import Hand

GAME = "toy"


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards, the trick on the table and the tricks played."""
    return SeatView(GAME, seat, hand.players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks),
                    scores=taken(hand.tricks, hand.players))


class Beginner:
    """The weakest legal card."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Card:
        return min(legal.actions, key=toy.strength)


class Club:
    """The strongest legal card."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Card:
        return max(legal.actions, key=toy.strength)


BOTS = {"beginner": Beginner(), "club": Club()}

UNIT = "cards"
"""What :func:`scores` counts: the cards taken."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's cards taken."""
    return tuple(len(pile) for pile in hand.piles)
