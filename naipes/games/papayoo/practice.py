"""A Papayoo round to practise: deal, the pass to the left, the die, every trick, the count.

The learner sits at seat 0 and deals, so he also leads the first trick (the dealer leads). His
actions are the cards he passes (one action of ``pass_count`` cards), then one card per trick.

>>> hand = replay(7, Rules(players=4), [])
>>> hand.phase, len(hand.hands[0]), hand.pass_count
('pass', 15, 5)
>>> hand = replay(7, Rules(players=4), [hand.hands[0][:5]])
>>> hand.phase, hand.to_play, len(hand.hands[0])
('play', 0, 15)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random
from types import ModuleType
from typing import ClassVar

import naipes.bots
from naipes import practice
from naipes.bots import Legal
from naipes.cards import Card, Suit
from naipes.games import papayoo
from naipes.games.papayoo import Rules, bots
from naipes.practice import LEARNER, PracticeError, TrickHand

Action = Sequence[Card] | Card
"""The cards passed (a sequence), or one card played."""


@dataclass
class Hand(TrickHand):
    """The whole round as it stands after the actions so far."""

    engine: ClassVar[ModuleType] = papayoo
    bots: ClassVar[ModuleType] = bots

    rng: Random = field(default_factory=Random, repr=False, compare=False)
    """The deal's generator, which rolls the die after the pass (before it under ``die_before_pass``)."""
    dealt: list[list[Card]] = field(default_factory=list)
    passed: list[tuple[Card, ...]] = field(default_factory=list)
    die: Suit | None = None

    @property
    def pass_count(self) -> int:
        return papayoo.pass_count(self.rules)

    @property
    def phase(self) -> str:
        """``pass``, ``play`` or ``done``."""
        return "pass" if not self.passed else super().phase

    def points(self, cards) -> int:
        assert self.die is not None
        return papayoo.pile_points(cards, self.die)

    def pass_choice(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat``'s bot passes, chosen from what the seat sees."""
        return tuple(naipes.bots.ask(self, seat, Legal("pass", tuple(self.hands[seat]), pick=self.pass_count)))

    def learner_choice(self) -> Action:
        if self.phase == "pass":
            return self.pass_choice(LEARNER)
        return self.bot(LEARNER)

    def take(self, action: Action) -> None:
        """The learner's pass; the other seats pass too, then the die is rolled."""
        if isinstance(action, Card):
            raise PracticeError("first pass cards to your left", code="pass_first")
        _pass(self, action)

    def scores(self) -> papayoo.RoundScores:
        """The round's count by the engine; only once every trick is played."""
        if self.phase != "done" or self.die is None:
            raise PracticeError("the round is not over", code="not_over")
        piles = {str(seat): pile for seat, pile in enumerate(self.piles)}
        return papayoo.round_scores(piles, self.die, self.rules)


# --- the seats the engine plays ------------------------------------------------------------------


bot_pass = bots.beginner_pass
"""The beginner's pass of ``cards`` (:func:`naipes.games.papayoo.bots.beginner_pass`)."""


def bot_play(hand: Hand, seat: int) -> Card:
    """The card ``seat``'s bot plays now, chosen from what the seat sees (:mod:`naipes.games.papayoo.bots`)."""
    return hand.bot(seat)


# --- playing the round ---------------------------------------------------------------------------


def deal(seed: int, rules: Rules) -> Hand:
    rng = Random(seed)
    dealt = papayoo.deal(rules, rng).hands
    hand = Hand(rules, seed, [list(h) for h in dealt], rng=rng, dealt=[list(h) for h in dealt])
    if rules.die_before_pass:  # the house rule: everyone passes knowing which 7 is the Papayoo
        _roll(hand)
    return hand


def _roll(hand: Hand) -> None:
    hand.die = papayoo.roll_die(hand.rng)
    hand.log.add("die", LEARNER, suit=hand.die, papayoo=papayoo.papayoo_card(hand.die))


def _pass(hand: Hand, given: Sequence[Card]) -> None:
    chosen = [tuple(given)] + [hand.pass_choice(seat) for seat in range(1, hand.players)]
    try:
        hand.hands = papayoo.pass_cards(hand.hands, chosen, hand.rules)
    except ValueError as exc:
        raise PracticeError(str(exc), code=getattr(exc, "code", "bad_pass")) from exc
    hand.passed = chosen
    hand.log.add("pass", LEARNER, cards=tuple(given))
    if hand.die is None:  # the official rules roll after the pass
        _roll(hand)


replay, autoplay = practice.seeded(deal)
