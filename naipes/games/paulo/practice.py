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

from dataclasses import dataclass
from random import Random
from types import ModuleType
from typing import ClassVar

import naipes.bots
from naipes import practice
from naipes.bots import Legal
from naipes.cards import Card
from naipes.games import paulo
from naipes.games.paulo import Rules, bots
from naipes.practice import LEARNER, PracticeError, TrickHand

Action = Card | tuple
FIRST_LEADER = 1
"""The dealer's right-hand neighbour leads the first baza."""

BET, ACCEPT, AWAY = bots.BET, bots.ACCEPT, bots.AWAY
team_of = bots.team_of


@dataclass
class Hand(TrickHand):
    """The hand as it stands after the actions so far."""

    engine: ClassVar[ModuleType] = paulo
    bots: ClassVar[ModuleType] = bots

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
            self.answer(1 - team_of(seat), self.team_accepts(1 - team_of(seat)))

    def team_accepts(self, team: int) -> bool:
        """Whether ``team`` takes the bet: each of its seats says so from its own view, and one "yes" is
        enough (a partner may accept for the team)."""
        seats = [s for s in range(self.players) if team_of(s) == team]
        legal = Legal("answer", (ACCEPT, AWAY))
        return any(naipes.bots.ask(self, s, legal) == ACCEPT for s in seats)

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
            action = self.choice(seat)
            if isinstance(action, Card):
                self.play(seat, action)
            else:
                self.bet(seat)

    def choice(self, seat: int) -> Action:
        """What ``seat``'s bot does in its turn: bet (where it may) or play a card, from what the seat sees."""
        cards = [card for card, verdict in self.verdicts(seat).items() if verdict.legal]
        options = (BET, *cards) if self.may_bet(seat) else tuple(cards)
        action: Action = naipes.bots.ask(self, seat, Legal("play", options))
        return action

    def learner_choice(self):
        if self.phase == "answer":
            return ACCEPT if self.team_accepts(team_of(LEARNER)) else AWAY
        return self.choice(LEARNER)

    def points(self, cards) -> int:
        return 0  # Paulo counts bazas, not card points.

    def chinos(self) -> int:
        """What the hand is worth to the winners with no bet, by the engine's score sheet."""
        if self.phase != "done":
            raise PracticeError("the hand is not over", code="not_over")
        return paulo.award(paulo.Score(), self.outcome(), self.rules).amount


def bot_play(hand: Hand, seat: int) -> Card:
    """The card ``seat``'s bot plays now, chosen from what the seat sees (:mod:`naipes.games.paulo.bots`)."""
    return hand.bot(seat)


def deal(seed: int, rules: Rules, *, betting: bool = False) -> Hand:
    dealt = paulo.deal(rules, Random(seed))
    return Hand(rules, seed, [list(h) for h in dealt.hands], leader=FIRST_LEADER, muestra=dealt.muestra,
                betting=betting)


replay, autoplay = practice.seeded(deal)
