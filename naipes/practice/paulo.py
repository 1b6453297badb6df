"""A hand of Paulo to practise, without betting: the muestra, the Paulo and the Tuerto, five bazas.

The learner holds seat 0, the dealer, and plays with the even seats against the odd ones. Seat 1,
on the dealer's right, leads the first baza; each baza's winner leads the next. The hand ends as
soon as a team has taken three bazas. Bets of chinos are not part of this first practice hand: a
hand won with no bet is worth what the engine's score sheet says (2 chinos from a fresh score).

>>> hand = replay(4, Rules(players=4), [])
>>> hand.phase, hand.to_play, len(hand.hands[0]), len(hand.trick)
('play', 0, 5, 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from random import Random

from naipes import paulo, practice
from naipes.cards import Card
from naipes.paulo import Rules
from naipes.practice import LEARNER, PracticeError, TrickHand
from naipes.tricks import Verdict

Action = Card
FIRST_LEADER = 1
"""The dealer's right-hand neighbour leads the first baza."""


def team_of(seat: int) -> int:
    """Teams sit alternately: the dealer's team (0) holds the even seats."""
    return seat % 2


@dataclass
class Hand(TrickHand):
    """The hand as it stands after the actions so far."""

    muestra: Card | None = None

    @property
    def state(self) -> paulo.State:
        assert self.muestra is not None
        return paulo.State(self.muestra)

    @property
    def bazas(self) -> tuple[int, int]:
        """Bazas taken by each team so far."""
        won = [team_of(t.winner) for t in self.tricks]
        return won.count(0), won.count(1)

    @property
    def phase(self) -> str:
        return "done" if max(self.bazas) >= paulo.TRICKS_TO_WIN else super().phase

    @property
    def winning_team(self) -> int | None:
        bazas = self.bazas
        return bazas.index(max(bazas)) if max(bazas) >= paulo.TRICKS_TO_WIN else None

    def verdicts(self, seat: int = LEARNER) -> dict[Card, Verdict]:
        return paulo.judge_plays(self.hands[seat], self.trick, self.rules, state=self.state)

    def winner_offset(self) -> int:
        return paulo.trick_winner(self.trick, self.rules, state=self.state)

    def points(self, cards) -> int:
        return 0  # Paulo counts bazas, not card points.

    def bot(self, seat: int) -> Card:
        return bot_play(self, seat)

    def chinos(self) -> int:
        """What the hand is worth to the winners with no bet, by the engine's score sheet."""
        if self.phase != "done":
            raise PracticeError("the hand is not over", code="not_over")
        return paulo.no_bet_value(paulo.Score(), self.rules)


@cache
def _strength(muestra: Card, rules: Rules) -> dict[Card, int]:
    """Every card's place on the muestra's ladder, higher for stronger (plain suits below trumps)."""
    return {card: i for i, card in enumerate(reversed(paulo.ladder(muestra, rules).cards))}


def bot_play(hand: Hand, seat: int) -> Card:
    """A legal card: win the baza cheaply when the partner is not already winning it, else throw low."""
    legal = [card for card, verdict in hand.verdicts(seat).items() if verdict.legal]
    strength = _strength(hand.state.muestra, hand.rules)

    def low(card: Card) -> int:
        return strength.get(card, -1)

    if not hand.trick:
        return min(legal, key=low)
    best = (hand.leader + paulo.trick_winner(hand.trick, hand.rules, state=hand.state)) % hand.players
    if team_of(best) == team_of(seat):
        return min(legal, key=low)
    winning = [c for c in legal
               if paulo.trick_winner([*hand.trick, c], hand.rules, state=hand.state) == len(hand.trick)]
    return min(winning, key=low) if winning else min(legal, key=low)


def deal(seed: int, rules: Rules) -> Hand:
    dealt = paulo.deal(rules, Random(seed))
    return Hand(rules, seed, [list(h) for h in dealt.hands], leader=FIRST_LEADER, muestra=dealt.muestra)


def replay(seed: int, rules: Rules, actions: Sequence[Action]) -> Hand:
    """The hand after ``actions``; raises :class:`PracticeError` at the first one refused."""
    return practice.replay(deal(seed, rules), actions)


def autoplay(seed: int, rules: Rules) -> Hand:
    """The learner's seat played by the engine too: a whole hand with bots only."""
    return practice.autoplay(deal(seed, rules))
