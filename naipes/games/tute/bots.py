"""Tute's bots: what a seat sees of a deal, and the beginner, who wins a trick with points when it is cheap to
and always sings what it may."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any

from naipes.bots import Legal, SeatView, taken
from naipes.cards import Card, Suit
from naipes.games import tute

if TYPE_CHECKING:
    from naipes.games.tute.practice import Hand

GAME = "tute"


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards (and which of them it laid face down), the muestra, the acuses, how many
    cards the stock still holds, the trick on the table, the tricks played and the points each pile holds."""
    return SeatView(GAME, seat, hand.players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks), muestra=hand.muestra,
                    trump=hand.trump, declarations=tuple(hand.declared), stock=len(hand.stock),
                    face_down=tuple(c for c in hand.hands[seat] if c in hand.face_down[seat]),
                    scores=taken(hand.tricks, hand.players))


def _value(card: Card, trump: Suit | None) -> tuple[int, int]:
    # Cheapest first: no points, not a trump, low in the order.
    return (tute.card_points(card) + (20 if card.suit is trump else 0), -tute.RANK_ORDER.index(card.rank))


class Beginner:
    """Declare the tute when held, else the first acuse allowed (the 40 first); play a legal card that wins a
    trick with points when it is cheap to, otherwise throw the cheapest card."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.kind == "declare":
            if ("tute",) in legal.actions:
                return ("tute",)
            return next((a for a in legal.actions if a[0] == "sing"), ("no_sing",))
        return self.play(view, legal.actions)

    def play(self, view: SeatView, cards: tuple[Card, ...]) -> Card:
        trump = view.trump
        if not view.trick:
            plain = [c for c in cards if c.suit is not trump] or list(cards)
            return min(plain, key=lambda c: _value(c, trump))
        state = tute.State(trump, view.stock == 0)
        winning = [c for c in cards
                   if tute.trick_winner([*view.trick, c], view.rules, state=state) == len(view.trick)]
        at_stake = sum(tute.card_points(c) for c in view.trick)
        if winning and (at_stake >= 10 or len(view.trick) == view.players - 1 and at_stake):
            return min(winning, key=lambda c: _value(c, trump))
        return min(cards, key=lambda c: _value(c, trump))


BOTS = {"beginner": Beginner()}

UNIT = "points"
"""What :func:`scores` counts: the deal's points (cards, acuses, the last trick)."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's points of the deal by the engine; a tute, which wins at once, counts every point of the deal
    (its cards and the last trick) for the seat that showed it and none for the others."""
    counted = hand.results()
    if counted is None:
        everything = tute.total_points(hand.rules) + tute.LAST_TRICK_POINTS
        return tuple(everything if s == hand.tute_by else 0 for s in range(hand.players))
    return tuple(p.points for p in counted[0])
