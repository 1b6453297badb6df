"""Papayoo's bots: what a seat sees of a round, and the beginner, who passes and plays to take few points."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import TYPE_CHECKING, Any

from naipes.bots import Legal, SeatView, taken
from naipes.cards import Card, Suit
from naipes.games import papayoo

if TYPE_CHECKING:
    from naipes.games.papayoo.practice import Hand

GAME = "papayoo"


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards, the cards it passed and was passed, the die once rolled, the trick on the
    table, the tricks played and the points each pile holds so far."""
    players = hand.players
    gave = tuple(hand.passed[seat]) if hand.passed else ()
    received = tuple(hand.passed[(seat - 1) % players]) if hand.passed else ()
    return SeatView(GAME, seat, players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks), gave=gave,
                    received=received, die=hand.die, scores=taken(hand.tricks, players))


def danger(card: Card, die: Suit | None = None) -> int:
    """How much the beginner wants rid of ``card`` at the pass. Before the die is rolled every 7 may become the
    Papayoo; once it is (the die rolled before the pass), only its 7 is. Payoos cost their number."""
    if card.suit is Suit.PAYOO:
        return 2 * card.rank
    papayoo_to_be = card.rank == papayoo.PAPAYOO_RANK and (die is None or card.suit is die)
    return card.rank + (25 if papayoo_to_be else 0) + (25 if die is not None and papayoo_to_be else 0)


def beginner_pass(cards: Sequence[Card], count: int, die: Suit | None = None) -> tuple[Card, ...]:
    """Pass the most dangerous cards: high Payoos, the 7s (a Papayoo to be; the Papayoo itself first when
    the die was rolled before the pass), then high cards."""
    return tuple(sorted(cards, key=lambda card: danger(card, die), reverse=True)[:count])


class Beginner:
    """Pass the dangerous cards; then a legal card chosen to take as few points as possible."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.kind == "pass":
            return beginner_pass(legal.actions, legal.pick, view.die)
        return self.play(view, legal.actions)

    def play(self, view: SeatView, cards: Sequence[Card]) -> Card:
        die = view.die
        assert die is not None

        def cost(card: Card) -> int:
            return papayoo.card_points(card, die)

        if not view.trick:
            # Lead low in an ordinary suit: the lowest card is the least likely to take the trick.
            plain = [c for c in cards if c.suit is not Suit.PAYOO] or list(cards)
            return min(plain, key=lambda c: (c.rank, cost(c)))
        led = view.trick[0].suit
        if not any(card.suit is led for card in cards):
            # Void in the suit led: dump the costliest card (the Papayoo first), then the highest.
            return max(cards, key=lambda c: (cost(c), c.rank))
        best = max(c.rank for c in view.trick if c.suit is led)
        under = [c for c in cards if c.rank < best]
        if under:
            return max(under, key=lambda c: c.rank)
        last = len(view.trick) == view.players - 1
        if last and not any(cost(c) for c in view.trick):
            # Taking a trick worth nothing anyway: get rid of the highest card of the suit.
            return max(cards, key=lambda c: (cost(c) == 0, c.rank))
        return min(cards, key=lambda c: (cost(c), c.rank))


BOTS = {"beginner": Beginner()}

UNIT = "points"
"""What :func:`scores` counts: the round's points, fewer being better, so counted against the seat."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's points of the round by the engine, negated (higher is better)."""
    counted = hand.scores().scores
    return tuple(-counted[str(s)] for s in range(hand.players))
