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

from naipes import practice
from naipes.cards import Card, Suit
from naipes.games import papayoo
from naipes.games.papayoo import Rules
from naipes.practice import LEARNER, PracticeError, TrickHand

Action = Sequence[Card] | Card
"""The cards passed (a sequence), or one card played."""


@dataclass
class Hand(TrickHand):
    """The whole round as it stands after the actions so far."""

    engine: ClassVar[ModuleType] = papayoo

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

    def bot(self, seat: int) -> Card:
        return bot_play(self, seat)

    def learner_choice(self) -> Action:
        if self.phase == "pass":
            return bot_pass(self.hands[LEARNER], self.pass_count, self.die)
        return bot_play(self, LEARNER)

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


def _danger(card: Card, die: Suit | None = None) -> int:
    # Before the die is rolled every 7 may become the Papayoo; once it is (the die rolled before the pass),
    # only its 7 is. Payoos cost their number.
    if card.suit is Suit.PAYOO:
        return 2 * card.rank
    papayoo_to_be = card.rank == papayoo.PAPAYOO_RANK and (die is None or card.suit is die)
    return card.rank + (25 if papayoo_to_be else 0) + (25 if die is not None and papayoo_to_be else 0)


def bot_pass(hand: Sequence[Card], count: int, die: Suit | None = None) -> tuple[Card, ...]:
    """Pass the most dangerous cards: high Payoos, the 7s (a Papayoo to be; the Papayoo itself first when
    the die was rolled before the pass), then high cards."""
    return tuple(sorted(hand, key=lambda card: _danger(card, die), reverse=True)[:count])


def bot_play(hand: Hand, seat: int) -> Card:
    """A legal card chosen to take as few points as possible."""
    legal = [card for card, verdict in hand.verdicts(seat).items() if verdict.legal]
    assert hand.die is not None
    die = hand.die

    def cost(card: Card) -> int:
        return papayoo.card_points(card, die)

    if not hand.trick:
        # Lead low in an ordinary suit: the lowest card is the least likely to take the trick.
        plain = [c for c in legal if c.suit is not Suit.PAYOO] or legal
        return min(plain, key=lambda c: (c.rank, cost(c)))
    led = hand.trick[0].suit
    if not any(card.suit is led for card in legal):
        # Void in the suit led: dump the costliest card (the Papayoo first), then the highest.
        return max(legal, key=lambda c: (cost(c), c.rank))
    best = max(c.rank for c in hand.trick if c.suit is led)
    under = [c for c in legal if c.rank < best]
    if under:
        return max(under, key=lambda c: c.rank)
    last = len(hand.trick) == hand.players - 1
    if last and not any(cost(c) for c in hand.trick):
        # Taking a trick worth nothing anyway: get rid of the highest card of the suit.
        return max(legal, key=lambda c: (cost(c) == 0, c.rank))
    return min(legal, key=lambda c: (cost(c), c.rank))


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
    count = hand.pass_count
    chosen = [tuple(given)] + [bot_pass(hand.hands[seat], count, hand.die) for seat in range(1, hand.players)]
    try:
        hand.hands = papayoo.pass_cards(hand.hands, chosen, hand.rules)
    except ValueError as exc:
        raise PracticeError(str(exc), code=getattr(exc, "code", "bad_pass")) from exc
    hand.passed = chosen
    hand.log.add("pass", LEARNER, cards=tuple(given))
    if hand.die is None:  # the official rules roll after the pass
        _roll(hand)


def replay(seed: int, rules: Rules, actions: Sequence[Action]) -> Hand:
    """The round after ``actions``; raises :class:`PracticeError` at the first one refused."""
    return practice.replay(deal(seed, rules), actions)


def autoplay(seed: int, rules: Rules) -> Hand:
    """The learner's seat played by the engine too: a whole round with bots only."""
    return practice.autoplay(deal(seed, rules))
