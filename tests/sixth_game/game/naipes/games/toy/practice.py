"""A hand of Toy to practise: the learner at seat 0 leads the first trick; a trick is worth the cards in it.

>>> hand = replay(2, Rules(), [])
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
from naipes.games import toy
from naipes.games.toy import Rules, bots
from naipes.practice import TrickHand

Action = Card


@dataclass
class Hand(TrickHand):
    """The whole hand as it stands after the actions so far."""

    engine: ClassVar[ModuleType] = toy
    bots: ClassVar[ModuleType] = bots

    def points(self, cards) -> int:
        return len(cards)


def deal(seed: int, rules: Rules) -> Hand:
    return Hand(rules, seed, [list(h) for h in toy.deal(rules, Random(seed)).hands])


replay, autoplay = practice.seeded(deal)
