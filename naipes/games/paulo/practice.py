"""A hand of Paulo to practise: the muestra, the Paulo and the Tuerto, five bazas, and as an option the
bets of chinos.

The learner holds seat 0, the dealer, and plays with the even seats against the odd ones. Seat 1,
on the dealer's right, leads the first baza; each baza's winner leads the next. The hand ends as
soon as a team has taken three bazas. Without bets a hand won is worth what the engine's score
sheet says (2 chinos from a fresh score).

With ``betting=True`` a player may bet in his turn, before playing his card: at the earliest the
postre of the first baza (the second player at six), 3 chinos, then one more with every raise, by
either team. The other team accepts or goes away at once; the learner answers for his team. Going
away ends the hand: the betting team takes the last accepted value (``paulo.award``).

>>> hand = replay(4, Rules(players=4), [])
>>> hand.phase, hand.to_play, len(hand.hands[0]), len(hand.trick)
('play', 0, 5, 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from random import Random
from types import ModuleType
from typing import ClassVar

from naipes import practice
from naipes.cards import Card
from naipes.games import paulo
from naipes.games.paulo import Rules
from naipes.practice import LEARNER, PracticeError, TrickHand

Action = Card | tuple
FIRST_LEADER = 1
"""The dealer's right-hand neighbour leads the first baza."""

BET, ACCEPT, AWAY = ("bet",), ("accept",), ("away",)
MAX_BETS = 5
"""The practice hand's bots stop raising here, so a hand stays short."""


def team_of(seat: int) -> int:
    """Teams sit alternately: the dealer's team (0) holds the even seats."""
    return seat % 2


@dataclass
class Hand(TrickHand):
    """The hand as it stands after the actions so far."""

    engine: ClassVar[ModuleType] = paulo

    muestra: Card | None = None
    betting: bool = False
    bets: int = 0
    """Bets accepted so far."""
    pending: int | None = None
    """The team whose bet waits for the other team's answer."""
    went_away: int | None = None
    """The team that refused a bet and so lost the hand."""
    bet_this_turn: bool = False

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
        if self.went_away is not None or max(self.bazas) >= paulo.TRICKS_TO_WIN:
            return "done"
        return "answer" if self.pending is not None else super().phase

    @property
    def winning_team(self) -> int | None:
        if self.went_away is not None:
            return 1 - self.went_away
        bazas = self.bazas
        return bazas.index(max(bazas)) if max(bazas) >= paulo.TRICKS_TO_WIN else None

    # --- bets of chinos ----------------------------------------------------------------------------

    def may_bet(self, seat: int) -> bool:
        """Whether ``seat`` may bet now: betting on, his turn, before his card, not too early."""
        if not self.betting or self.phase != "play" or self.to_play != seat or self.bet_this_turn:
            return False
        if not self.tricks:
            earliest = 1 if self.players == 6 else self.players - 1
            return len(self.trick) >= earliest
        return True

    def stake(self) -> int:
        """What the hand is worth now: the no-bet value, or the accepted bets'."""
        return paulo.bet_value(paulo.Score(), self.bets, self.rules)

    def bet(self, seat: int) -> None:
        if not self.may_bet(seat):
            raise PracticeError("no bet now", code="no_bet_now")
        self.bet_this_turn = True
        self.pending = team_of(seat)
        self.log.add("bet", seat, value=paulo.bet_value(paulo.Score(), self.bets + 1, self.rules))
        if team_of(LEARNER) != 1 - team_of(seat):
            self.answer(1 - team_of(seat), bot_accepts(self, 1 - team_of(seat)))

    def answer(self, team: int, accept: bool) -> None:
        if self.pending is None or team == self.pending:
            raise PracticeError("no bet to answer", code="no_bet_to_answer")
        self.log.add("accept" if accept else "away", team)
        if accept:
            self.bets += 1
        else:
            self.went_away = team
        self.pending = None

    def outcome(self) -> paulo.HandOutcome:
        """The hand's end for the score sheet: played out, or a bet refused."""
        team = self.winning_team
        assert team is not None
        if self.went_away is not None:
            return paulo.HandOutcome(winner=team, end="refused", bets=self.bets + 1)
        return paulo.HandOutcome(winner=team, end="played", bets=self.bets)

    def play(self, seat: int, card: Card) -> None:
        super().play(seat, card)
        self.bet_this_turn = False

    def take(self, action) -> None:
        if self.phase == "answer" and action in (ACCEPT, AWAY):
            self.answer(team_of(LEARNER), action == ACCEPT)
            return
        raise PracticeError("answer the bet first", code="answer_bet")

    def act(self, action) -> None:
        if action == BET and self.phase == "play" and self.to_play == LEARNER:
            if not self.may_bet(LEARNER):
                raise PracticeError("no bet now", code="no_bet_now")
            self.bet(LEARNER)
            return
        super().act(action)

    def run_bots(self) -> None:
        while self.phase == "play" and self.to_play != LEARNER:
            seat = self.to_play
            assert seat is not None
            if self.may_bet(seat) and bot_bets(self, seat):
                self.bet(seat)
                continue
            self.play(seat, self.bot(seat))

    def learner_choice(self):
        if self.phase == "answer":
            return ACCEPT if bot_accepts(self, team_of(LEARNER)) else AWAY
        if self.may_bet(LEARNER) and bot_bets(self, LEARNER):
            return BET
        return self.bot(LEARNER)

    def points(self, cards) -> int:
        return 0  # Paulo counts bazas, not card points.

    def bot(self, seat: int) -> Card:
        return bot_play(self, seat)

    def chinos(self) -> int:
        """What the hand is worth to the winners with no bet, by the engine's score sheet."""
        if self.phase != "done":
            raise PracticeError("the hand is not over", code="not_over")
        return paulo.award(paulo.Score(), self.outcome(), self.rules).amount


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


def _trumps(hand: Hand, seat: int) -> int:
    strength = _strength(hand.state.muestra, hand.rules)
    plain = min(strength.values(), default=0)
    return sum(1 for c in hand.hands[seat] if strength.get(c, plain) >= len(strength) - 10)


def bot_bets(hand: Hand, seat: int) -> bool:
    """Bet when the team is ahead in bazas or the hand holds three strong triunfos; never past the cap."""
    if hand.bets >= MAX_BETS:
        return False
    ours, theirs = hand.bazas[team_of(seat)], hand.bazas[1 - team_of(seat)]
    return (ours >= 2 and ours > theirs) or (not hand.tricks and _trumps(hand, seat) >= 3 and hand.bets == 0)


def bot_accepts(hand: Hand, team: int) -> bool:
    """Accept unless the team is behind in bazas with no strong triunfo left in the answering hand."""
    ours, theirs = hand.bazas[team], hand.bazas[1 - team]
    seats = [s for s in range(hand.players) if team_of(s) == team]
    return ours >= theirs or any(_trumps(hand, s) >= 2 for s in seats)


def deal(seed: int, rules: Rules, *, betting: bool = False) -> Hand:
    dealt = paulo.deal(rules, Random(seed))
    return Hand(rules, seed, [list(h) for h in dealt.hands], leader=FIRST_LEADER, muestra=dealt.muestra,
                betting=betting)


def replay(seed: int, rules: Rules, actions: Sequence[Action], *, betting: bool = False) -> Hand:
    """The hand after ``actions``; raises :class:`PracticeError` at the first one refused."""
    return practice.replay(deal(seed, rules, betting=betting), actions)


def autoplay(seed: int, rules: Rules, *, betting: bool = False) -> Hand:
    """The learner's seat played by the engine too: a whole hand with bots only."""
    return practice.autoplay(deal(seed, rules, betting=betting))
