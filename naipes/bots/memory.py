"""A seat's card memory, from its :class:`~naipes.bots.SeatView` alone: the cards seen, the suits each seat is
known to lack (it failed to follow when the rules bound it to), and the cards that must still lie among the others.

The club level of every game reads the table through :func:`remember`; the game says which tricks bound the seats
to follow (Tute binds only once the stock is gone, docs/rules-decisions.md §20) and which cards of its pack are in
play. Nothing here looks beyond the view: what another seat holds is never known, only what it cannot hold.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from naipes.bots import SeatView
from naipes.cards import Card, Suit


@dataclass(frozen=True)
class Memory:
    """What a seat remembers of the hand so far."""

    seat: int
    players: int
    played: frozenset[Card]
    """Every card played: the finished tricks and the trick on the table."""
    unseen: frozenset[Card]
    """The pack's cards neither in the seat's hand nor played: they lie among the other seats (or the stock)."""
    voids: tuple[frozenset[Suit], ...]
    """Per seat, the suits it showed it lacks (it did not follow when bound to)."""
    placed: tuple[tuple[Card, int], ...] = ()
    """Unplayed cards whose holder the seat knows (Papayoo: the cards it passed are its left-hand neighbour's)."""

    def remaining(self, suit: Suit) -> list[Card]:
        """The unseen cards of ``suit``."""
        return [card for card in self.unseen if card.suit is suit]

    def void(self, seat: int, suit: Suit) -> bool:
        return suit in self.voids[seat]

    def holder(self, card: Card) -> int | None:
        return next((seat for known, seat in self.placed if known == card), None)

    def may_hold(self, seat: int, card: Card) -> bool:
        """Whether ``seat`` (another one) may hold ``card``: unseen, not in a suit it lacks, not known elsewhere."""
        if card not in self.unseen or self.void(seat, card.suit):
            return False
        known = self.holder(card)
        return known is None or known == seat

    def after(self, view: SeatView) -> list[int]:
        """The seats still to play to the trick on the table after this one, in order."""
        if view.leader is None:
            return []
        done = len(view.trick) + 1
        return [(view.leader + k) % view.players for k in range(done, view.players)]


def remember(view: SeatView, pack: Iterable[Card], *,
             binds: Callable[[int], bool] = lambda index: True,
             lacks: Callable[[Card, Card, tuple[Card, ...]], Iterable[Suit]] | None = None,
             known: Iterable[tuple[Card, int]] = ()) -> Memory:
    """The seat's memory of ``view``: ``pack`` the cards in play; ``binds(index)`` whether the trick of that index
    (the one on the table being ``len(view.tricks)``) bound the seats to follow suit; ``lacks(led, card, before)``
    the suits a bound seat shows it lacks by playing ``card`` after ``before`` besides the suit led (a trump not
    played when it had to be); ``known`` cards whose holder the seat knows, kept while unplayed."""
    played: set[Card] = set()
    voids: list[set[Suit]] = [set() for _ in range(view.players)]
    rounds = [(t.leader, t.cards) for t in view.tricks]
    if view.trick and view.leader is not None:
        rounds.append((view.leader, view.trick))
    for index, (leader, cards) in enumerate(rounds):
        played.update(cards)
        if not binds(index):
            continue
        led = cards[0].suit
        for k in range(1, len(cards)):
            card, seat = cards[k], (leader + k) % view.players
            if card.suit is not led:
                voids[seat].add(led)
                if lacks is not None:
                    voids[seat].update(lacks(cards[0], card, cards[:k]))
    own = set(view.hand) | set(view.face_down)
    unseen = frozenset(card for card in pack if card not in played and card not in own)
    placed = tuple((card, seat) for card, seat in known if card not in played and card not in own)
    return Memory(view.seat, view.players, frozenset(played), unseen, tuple(frozenset(v) for v in voids), placed)
