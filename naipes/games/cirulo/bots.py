"""Cirulo's bots: what a seat sees of a round; the beginner, who keeps away from the tantos; and the club
player, who remembers every card seen (:mod:`naipes.bots.memory`) and plays for the plate: one clean trick to
share it, then no oro."""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import TYPE_CHECKING

from naipes.bots import Bot, Legal, SeatView, search, taken
from naipes.bots.memory import remember
from naipes.cards import Card, Suit
from naipes.games import cirulo

if TYPE_CHECKING:
    from naipes.games.cirulo.practice import Hand

GAME = "cirulo"


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards, the trick on the table, the tricks played and the tantos each took."""
    return SeatView(GAME, seat, hand.players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks),
                    scores=taken(hand.tricks, hand.players))


class Beginner:
    """A legal card chosen to take as few tantos as possible: lead low outside the oros, pass under the card
    that takes the trick, and when void throw the costliest oro away."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Card:
        cards = legal.actions
        order = cirulo.rank_order(view.rules)

        def height(card: Card) -> int:  # 0 for the highest rank of the order
            return order.index(card.rank)

        if not view.trick:
            plain = [c for c in cards if c.suit is not Suit.OROS] or list(cards)
            return max(plain, key=height)  # lead the lowest card
        led = view.trick[0].suit
        if not any(card.suit is led for card in cards):
            # Void: throw away the costliest oro, or else the highest card.
            return max(cards, key=lambda c: (cirulo.card_value(c), -height(c)))
        best = min(height(c) for c in view.trick if c.suit is led)
        under = [c for c in cards if height(c) > best]
        if under:
            return min(under, key=height)  # the highest card that still passes under
        return max(cards, key=height)


class Club:
    """Play for the plate (source 001, the plate): while the seat has taken no trick, take a trick without oros
    when it is sure to (it plays last, or no seat behind can top its card or is known to lack the suit), with
    its highest card; otherwise keep away from the oros as the beginner does, but knowing the cards played:
    lead the low card another seat must top, and when a trick is its own whatever it plays, take it with its
    highest card."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Card:
        cards = legal.actions
        if len(cards) == 1:
            return cards[0]
        order = cirulo.rank_order(view.rules)
        mem = remember(view, cirulo.deck(view.rules))
        me = view.seat
        clean = not any(t.winner == me for t in view.tricks) and not view.scores[me]

        def height(card: Card) -> int:  # 0 for the highest rank of the order
            return order.index(card.rank)

        def toppers(card: Card, seats: list[int]) -> int:
            return sum(1 for other in mem.unseen if other.suit is card.suit and height(other) < height(card)
                       and any(mem.may_hold(seat, other) for seat in seats))

        others = [s for s in range(view.players) if s != me]
        if not view.trick:
            if clean:
                # A master no seat lacks the suit of: the trick is ours and nobody may throw an oro on it.
                sure = [c for c in cards if c.suit is not Suit.OROS and not toppers(c, others)
                        and not any(mem.void(s, c.suit) for s in others) and mem.remaining(c.suit)]
                if sure:
                    return min(sure, key=height)

            def risk(card: Card) -> tuple[float, int]:
                above = toppers(card, others)
                voids = sum(1 for s in others if mem.void(s, card.suit))
                return ((0 if above else 50) + 3 * cirulo.card_value(card) + 4 * voids - above, -height(card))
            return min(cards, key=risk)
        led = view.trick[0].suit
        behind = mem.after(view)
        following = [c for c in cards if c.suit is led]
        if not following:
            return max(cards, key=lambda c: (cirulo.card_value(c), -height(c)))
        best = min(height(c) for c in view.trick if c.suit is led)
        at_stake = sum(cirulo.card_value(c) for c in view.trick)
        over = [c for c in cards if height(c) < best]
        if clean and over and not at_stake:
            top = min(over, key=height)
            if not behind or (not toppers(top, behind) and not any(mem.void(s, led) for s in behind)
                              and cirulo.card_value(top) == 0):
                return top
        under = [c for c in cards if height(c) > best]
        if under:
            return max(under, key=lambda c: (cirulo.card_value(c), -height(c)))
        lowest = max(cards, key=height)
        if not behind or not toppers(lowest, behind):
            return min(cards, key=lambda c: (cirulo.card_value(c), height(c)))  # ours anyway: the highest
        return max(cards, key=lambda c: (-cirulo.card_value(c), height(c)))


BOTS: dict[str, Bot] = {"beginner": Beginner(), "club": Club()}

UNIT = "coins"
"""What :func:`scores` counts: coins of the plate, from a plate empty at the start."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's gain from the round's plate (its share less what it paid in), by the engine."""
    settled = hand.settlement()
    return tuple(settled.shares.get(str(s), 0) - settled.pays.get(str(s), 0) for s in range(hand.players))


# --- the expert's search (naipes.bots.search) ----------------------------------------------------


class CiruloSearch:
    """Cirulo's adapter for :class:`naipes.bots.search.Expert`.

    What the seat has not seen: the cards dealt less its own and the cards played (the whole deck is dealt). A
    seat is void in the suit led when it did not follow it (it must when it can, and nobody draws). The rollout
    plays the world out with the beginner and settles the plate with the engine (:func:`naipes.games.cirulo.settle`,
    as :func:`scores`)."""

    def constraints(self, view: SeatView) -> search.Constraints:
        unseen, sizes = search.hidden_hands(view, cirulo.deck(view.rules))
        voids = search.voids_not_followed(view)
        return search.Constraints(unseen, sizes, {w: frozenset(s) for w, s in voids.items()})

    def rollout(self, view: SeatView, world: Mapping[search.Place, list[Card]], card: Card) -> tuple[int, ...]:
        rules, players = view.rules, view.players

        def next_card(player: int, hand: list[Card], trick: list[Card]) -> Card:
            table = SeatView(GAME, player, players, rules, (), trick=tuple(trick))
            return BEGINNER.choose(table, Legal("play", cirulo.legal_plays(hand, trick, rules)), _NO_DRAW)

        piles = search.play_out(view, world, card, lambda trick: cirulo.trick_winner(trick, rules), next_card)
        settled = cirulo.settle({str(s): pile for s, pile in enumerate(piles)}, 0, rules, complete=True)
        return tuple(settled.shares.get(str(s), 0) - settled.pays.get(str(s), 0) for s in range(players))


_NO_DRAW = Random(0)
"""The beginner draws nothing at random; a generator all the same, as a bot is handed one."""
BEGINNER = Beginner()
BOTS[search.EXPERT] = search.Expert(CiruloSearch(), BEGINNER)
"""The expert (:data:`naipes.bots.LEVELS`): a search for each card."""
