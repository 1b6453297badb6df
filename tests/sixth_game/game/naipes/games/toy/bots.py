"""Toy's bots: what a seat sees of a hand; the beginner, who plays its weakest legal card; the club player,
who plays its strongest (the cards taken are the toy's score); and the expert, the search
(:mod:`naipes.bots.search`) through the toy's adapter."""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import TYPE_CHECKING

from naipes.bots import Bot, Legal, SeatView, search, taken
from naipes.cards import Card
from naipes.games import toy

if TYPE_CHECKING:
    from naipes.games.toy.practice import Hand

GAME = "toy"


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards, the trick on the table and the tricks played."""
    return SeatView(GAME, seat, hand.players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks),
                    scores=taken(hand.tricks, hand.players))


class Beginner:
    """The weakest legal card."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Card:
        return min(legal.actions, key=toy.strength)


class Club:
    """The strongest legal card."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Card:
        return max(legal.actions, key=toy.strength)


BOTS: dict[str, Bot] = {"beginner": Beginner(), "club": Club()}

UNIT = "cards"
"""What :func:`scores` counts: the cards taken."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's cards taken."""
    return tuple(len(pile) for pile in hand.piles)


class ToySearch:
    """The toy's adapter for :class:`naipes.bots.search.Expert`: the whole pack is dealt, a seat that did not
    follow lacks the suit led; the rollout plays the beginner and counts the cards taken."""

    def constraints(self, view: SeatView) -> search.Constraints:
        seen = set(view.hand) | {c for t in view.tricks for c in t.cards} | set(view.trick)
        unseen = tuple(c for c in toy.deck(view.rules) if c not in seen)
        leader = view.leader if view.leader is not None else view.seat
        on_table = {(leader + i) % view.players for i in range(len(view.trick))}
        sizes: dict[search.Place, int] = {s: len(view.hand) - (s in on_table)
                                          for s in range(view.players) if s != view.seat}
        voids = search.voids_not_followed(view)
        return search.Constraints(unseen, sizes, {w: frozenset(s) for w, s in voids.items()})

    def rollout(self, view: SeatView, world: Mapping[search.Place, list[Card]], card: Card) -> tuple[int, ...]:
        def next_card(player: int, hand: list[Card], trick: list[Card]) -> Card:
            return min(toy.legal_plays(hand, trick, view.rules), key=toy.strength)

        piles = search.play_out(view, world, card, lambda trick: toy.trick_winner(trick, view.rules), next_card)
        return tuple(len(pile) for pile in piles)


BOTS[search.EXPERT] = search.Expert(ToySearch(), Beginner())
