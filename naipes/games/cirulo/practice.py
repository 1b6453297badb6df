"""A round of Cirulo to practise: no trumps, follow suit, and keep away from the oros.

The learner sits at seat 0, the dealer's right, so he leads the first trick. His actions are one card
per trick. At the end the engine settles the plate from each seat's pile (an empty pile took no trick).

>>> hand = replay(2, Rules(players=4), [])
>>> hand.phase, hand.to_play, len(hand.hands[0])
('play', 0, 10)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random
from types import ModuleType
from typing import ClassVar

from naipes import practice
from naipes.cards import Card, Suit
from naipes.games import cirulo
from naipes.games.cirulo import Rules
from naipes.practice import PracticeError, TrickHand

Action = Card


@dataclass
class Hand(TrickHand):
    """The whole round as it stands after the actions so far."""

    engine: ClassVar[ModuleType] = cirulo

    def points(self, cards) -> int:
        return cirulo.tantos(cards)

    def bot(self, seat: int) -> Card:
        return bot_play(self, seat)

    def settlement(self, pot: int = 0) -> cirulo.Settlement:
        """Who pays into the plate and who shares it, by the engine; only once every trick is played."""
        if self.phase != "done":
            raise PracticeError("the round is not over", code="not_over")
        piles = {str(seat): pile for seat, pile in enumerate(self.piles)}
        return cirulo.settle(piles, pot, self.rules, complete=True)


def bot_play(hand: Hand, seat: int) -> Card:
    """A legal card chosen to take as few tantos as possible."""
    legal = [card for card, verdict in hand.verdicts(seat).items() if verdict.legal]
    order = cirulo.rank_order(hand.rules)

    def height(card: Card) -> int:  # 0 for the highest rank of the order
        return order.index(card.rank)

    if not hand.trick:
        plain = [c for c in legal if c.suit is not Suit.OROS] or legal
        return max(plain, key=height)  # lead the lowest card
    led = hand.trick[0].suit
    if not any(card.suit is led for card in legal):
        # Void: throw away the costliest oro, or else the highest card.
        return max(legal, key=lambda c: (cirulo.card_value(c), -height(c)))
    best = min(height(c) for c in hand.trick if c.suit is led)
    under = [c for c in legal if height(c) > best]
    if under:
        return min(under, key=height)  # the highest card that still passes under
    return max(legal, key=height)


def deal(seed: int, rules: Rules) -> Hand:
    return Hand(rules, seed, [list(h) for h in cirulo.deal(rules, Random(seed)).hands])


def replay(seed: int, rules: Rules, actions: Sequence[Action]) -> Hand:
    """The round after ``actions``; raises :class:`PracticeError` at the first one refused."""
    return practice.replay(deal(seed, rules), actions)


def autoplay(seed: int, rules: Rules) -> Hand:
    """The learner's seat played by the engine too: a whole round with bots only."""
    return practice.autoplay(deal(seed, rules))
