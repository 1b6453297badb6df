"""Paulo's bots: what a seat sees of a hand, and the beginner, who wins a baza cheaply when the partner is not
already winning it and bets on a strong hand."""

from __future__ import annotations

from functools import cache
from random import Random
from typing import TYPE_CHECKING, Any

from naipes.bots import Legal, SeatView
from naipes.cards import Card
from naipes.games import paulo
from naipes.games.paulo import Rules

if TYPE_CHECKING:
    from naipes.games.paulo.practice import Hand

GAME = "paulo"

BET, ACCEPT, AWAY = ("bet",), ("accept",), ("away",)
MAX_BETS = 5
"""The beginner stops raising here, so a hand stays short."""


def team_of(seat: int) -> int:
    """Teams sit alternately: the dealer's team (0) holds the even seats."""
    return seat % 2


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards, the muestra, the baza on the table, the bazas played and each team's
    count of them, the bets accepted and a bet waiting for its answer."""
    assert hand.muestra is not None
    return SeatView(GAME, seat, hand.players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks), muestra=hand.muestra,
                    trump=hand.muestra.suit, scores=hand.bazas, bets=hand.bets, pending=hand.pending)


@cache
def _strength(muestra: Card, rules: Rules) -> dict[Card, int]:
    """Every card's place on the muestra's ladder, higher for stronger (plain suits below trumps)."""
    return {card: i for i, card in enumerate(reversed(paulo.ladder(muestra, rules).cards))}


def _trumps(view: SeatView) -> int:
    """How many strong triunfos the seat holds."""
    assert view.muestra is not None
    strength = _strength(view.muestra, view.rules)
    plain = min(strength.values(), default=0)
    return sum(1 for c in view.hand if strength.get(c, plain) >= len(strength) - 10)


class Beginner:
    """Play low unless the baza can be taken from the other team; bet when the team is ahead in bazas or the
    hand holds three strong triunfos; accept unless behind in bazas with fewer than two strong triunfos."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.kind == "answer":
            return ACCEPT if self.accepts(view) else AWAY
        if BET in legal.actions and self.bets(view):
            return BET
        return self.play(view, [a for a in legal.actions if isinstance(a, Card)])

    def bets(self, view: SeatView) -> bool:
        if view.bets >= MAX_BETS:
            return False
        ours, theirs = view.scores[team_of(view.seat)], view.scores[1 - team_of(view.seat)]
        return (ours >= 2 and ours > theirs) or (not view.tricks and _trumps(view) >= 3 and view.bets == 0)

    def accepts(self, view: SeatView) -> bool:
        ours, theirs = view.scores[team_of(view.seat)], view.scores[1 - team_of(view.seat)]
        return ours >= theirs or _trumps(view) >= 2

    def play(self, view: SeatView, cards: list[Card]) -> Card:
        assert view.muestra is not None
        strength = _strength(view.muestra, view.rules)
        state = paulo.State(view.muestra)

        def low(card: Card) -> int:
            return strength.get(card, -1)

        if not view.trick:
            return min(cards, key=low)
        assert view.leader is not None
        best = (view.leader + paulo.trick_winner(view.trick, view.rules, state=state)) % view.players
        if team_of(best) == team_of(view.seat):
            return min(cards, key=low)
        winning = [c for c in cards
                   if paulo.trick_winner([*view.trick, c], view.rules, state=state) == len(view.trick)]
        return min(winning, key=low) if winning else min(cards, key=low)


BOTS = {"beginner": Beginner()}

UNIT = "chinos"
"""What :func:`scores` counts: chinos won, from a fresh score."""


def teams(players: int) -> tuple[int, ...]:
    """Each seat's team: the duplicate matches give a team's seats one level."""
    return tuple(team_of(seat) for seat in range(players))


def scores(hand: Hand) -> tuple[int, ...]:
    """What the hand is worth to each seat: the chinos its team won (the engine's score sheet), none if lost."""
    won, team = hand.chinos(), hand.winning_team
    return tuple(won if team_of(seat) == team else 0 for seat in range(hand.players))
