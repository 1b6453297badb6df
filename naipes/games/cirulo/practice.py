"""A round of Cirulo to practise: no trumps, follow suit, and keep away from the oros.

The learner sits at seat 0, the dealer's right, so he leads the first trick. His actions are one card
per trick. At the end the engine settles the plate from each seat's pile (an empty pile took no trick).

>>> hand = replay(2, Rules(players=4), [])
>>> hand.phase, hand.to_play, len(hand.hands[0])
('play', 0, 10)
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from types import ModuleType
from typing import ClassVar

from naipes import practice
from naipes.cards import Card
from naipes.games import cirulo
from naipes.games.cirulo import Rules, bots
from naipes.practice import PracticeError, TrickHand

Action = Card


@dataclass
class Hand(TrickHand):
    """The whole round as it stands after the actions so far."""

    engine: ClassVar[ModuleType] = cirulo
    bots: ClassVar[ModuleType] = bots

    def points(self, cards) -> int:
        return cirulo.tantos(cards)

    def settlement(self, pot: int = 0) -> cirulo.Settlement:
        """Who pays into the plate and who shares it, by the engine; only once every trick is played."""
        if self.phase != "done":
            raise PracticeError("the round is not over", code="not_over")
        piles = {str(seat): pile for seat, pile in enumerate(self.piles)}
        return cirulo.settle(piles, pot, self.rules, complete=True)


def bot_play(hand: Hand, seat: int) -> Card:
    """The card ``seat``'s bot plays now, chosen from what the seat sees (:mod:`naipes.games.cirulo.bots`)."""
    return hand.bot(seat)


def deal(seed: int, rules: Rules) -> Hand:
    return Hand(rules, seed, [list(h) for h in cirulo.deal(rules, Random(seed)).hands])


replay, autoplay = practice.seeded(deal)
