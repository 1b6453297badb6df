"""The expert level: a determinized Monte Carlo search, from what its seat knows alone.

At a card to play the expert (:class:`Expert`):

1. samples a *world*: the cards its seat has not seen dealt again among the places they may lie (each other
   seat's hand, the stock), each place getting as many as it holds, no seat getting a card of a suit it is known
   to lack (:func:`deal_unseen`; a seat is void in a suit when it failed to follow it where the rules made it
   follow, the game's adapter says where), cards whose place the seat knows (the cards it passed) staying there;
2. for each legal card, plays the world out to the hand's end with a cheap policy (the game's beginner) and
   scores it with the engine's own count (the game's adapter): the seat's score less the mean of the others';
3. averages each card over the worlds and plays the best (ties: the first in the order the seat holds them).

Every other decision (Tute's acuses, Papayoo's pass) is the fallback bot's: the beginner's in Tute and Cirulo,
the club's in Papayoo (whose pass is most of the club's edge).

Budget and determinism: the number of worlds (:meth:`Budget.worlds`: so many rollouts shared among the legal
cards) is the budget. The worlds are drawn
from the ``rng`` the hand hands the seat (:func:`naipes.bots.rng_for`), so the same view and the same seed
give the same choice, and the search never sees anything but the view (the sampler takes only it). The time
(:attr:`Budget.seconds`, of the deciding thread's CPU time, so that neither a machine busy with other work nor
a server's other requests, in other threads of the same process, cut the search short) is a safety cap only:
once past it, after at least :attr:`Budget.least` worlds, the search stops and plays the best card so far,
which a fast machine would not have stopped at, so a choice cut by the cap may differ from run to run. The
default budget keeps well clear of the cap (docs/benchmarks.md, "Bot levels: duplicate matches", the expert's CPU
time per decision: the slowest seen was under 200 ms, the cap is 500 ms, since a CI machine under load once cut
La Docena's search at 120 ms), so in practice the expert plays the same hand every time.

A game gives the search an adapter (:class:`Adapter`) in its ``bots.py``: what its seat has not seen, how many
cards each place holds, the known voids and placed cards, and a rollout of one world after one card.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any, Protocol

from naipes.bots import EXPERT, Bot, Legal, SeatView
from naipes.cards import Card, Suit

__all__ = ["EXPERT", "Budget", "Constraints", "Expert", "deal_unseen", "hidden_hands", "play_out", "voids_not_followed"]

STOCK = "stock"
"""The place of the cards left to draw in a world."""

Place = Hashable
"""A seat (its number) or :data:`STOCK`."""


class NoWorld(Exception):
    """No way to deal the unseen cards to the places as the view constrains them (a view that lies)."""


@dataclass(frozen=True)
class Budget:
    """How much the expert searches: ``rollouts`` hands played out, shared among the legal cards (so a choice of
    two cards gets more worlds than a choice of ten), at most ``samples`` worlds and at least ``least``: the
    budget. ``seconds`` is the safety cap (after at least ``least`` worlds)."""

    samples: int = 32
    rollouts: int = 128
    seconds: float = 0.5
    least: int = 2

    def worlds(self, cards: int) -> int:
        """The worlds searched for ``cards`` legal cards: ``rollouts`` shared among the cards, between ``least``
        and ``samples``."""
        return max(self.least, min(self.samples, self.rollouts // max(cards, 1)))


@dataclass(frozen=True)
class Constraints:
    """What a seat knows of where the cards it has not seen lie: ``sizes``, how many cards each place holds
    (seats and :data:`STOCK`); ``voids``, the suits a seat is known to lack; ``placed``, the unseen cards whose
    place is known (dealt there in every world); ``barred``, single cards a seat is known not to hold where a suit
    says too little (Paulo: a seat that did not answer a trump lead holds no trump but perhaps the Paulo)."""

    unseen: tuple[Card, ...]
    sizes: Mapping[Place, int]
    voids: Mapping[Place, frozenset[Suit]] = field(default_factory=dict)
    placed: Mapping[Card, Place] = field(default_factory=dict)
    barred: Mapping[Place, frozenset[Card]] = field(default_factory=dict)


class Adapter(Protocol):
    """What a game gives the search (in its ``bots.py``)."""

    def constraints(self, view: SeatView) -> Constraints:
        """Where the cards ``view``'s seat has not seen may lie."""
        ...

    def rollout(self, view: SeatView, world: Mapping[Place, list[Card]], card: Card) -> Sequence[float]:
        """Each seat's score (higher better) of the hand played out from ``view`` in ``world`` after the seat
        plays ``card``."""
        ...


def deal_unseen(constraints: Constraints, rng: Random, *, tries: int = 50) -> dict[Place, list[Card]]:
    """One world: the unseen cards dealt to the places, each its size, the placed cards where they are known to
    be, no seat a card of a suit it lacks. Each card goes, the most constrained first, to one of the places that
    may take it, drawn in proportion to the room left; a deal that ends stuck is started again (``tries``
    times, then :class:`NoWorld`)."""
    sizes = dict(constraints.sizes)
    if sum(sizes.values()) != len(constraints.unseen):
        raise NoWorld(f"{len(constraints.unseen)} unseen cards for {sum(sizes.values())} places")
    places = list(sizes)
    voids, barred = constraints.voids, constraints.barred
    allowed = {card: [p for p in places if card.suit not in voids.get(p, frozenset())
                      and card not in barred.get(p, frozenset())]
               for card in constraints.unseen if card not in constraints.placed}
    for _ in range(tries):
        room = dict(sizes)
        world: dict[Place, list[Card]] = {p: [] for p in places}
        for card, place in constraints.placed.items():
            world[place].append(card)
            room[place] -= 1
        free = list(allowed)
        rng.shuffle(free)
        free.sort(key=lambda c: len(allowed[c]))  # stable: the most constrained first, at random among equals
        stuck = any(n < 0 for n in room.values())
        for card in free:
            if stuck:
                break
            options = [p for p in allowed[card] if room[p] > 0]
            if not options:
                stuck = True
                break
            weights = [room[p] for p in options]
            pick = rng.choices(options, weights)[0] if len(options) > 1 else options[0]
            world[pick].append(card)
            room[pick] -= 1
        if not stuck:
            return world
    raise NoWorld("the unseen cards cannot be dealt as the view constrains them")


def dealable(constraints: Constraints) -> Constraints:
    """``constraints``, or, when no world meets them (an inference the table's rules do not bear out), the same
    without the voids and the barred cards, then without the placed cards either: the search plays on rather than
    fail."""
    for kept in (constraints, Constraints(constraints.unseen, constraints.sizes, {}, constraints.placed)):
        try:
            deal_unseen(kept, Random(0))
        except NoWorld:
            continue
        return kept
    return Constraints(constraints.unseen, constraints.sizes)


def hidden_hands(view: SeatView, in_play: Iterable[Card]) -> tuple[tuple[Card, ...], dict[Place, int]]:
    """What the seat has not seen of the cards ``in_play`` (its own hand and every card played are seen), in
    their order, and how many cards each other seat holds: as many as the seat, one fewer for a seat that has
    already played to the trick on the table (nobody draws during a trick)."""
    players, seat = view.players, view.seat
    seen = set(view.hand) | {c for t in view.tricks for c in t.cards} | set(view.trick)
    unseen = tuple(c for c in in_play if c not in seen)
    leader = view.leader if view.leader is not None else seat
    on_table = {(leader + i) % players for i in range(len(view.trick))}
    return unseen, {s: len(view.hand) - (s in on_table) for s in range(players) if s != seat}


def voids_not_followed(view: SeatView) -> dict[Place, set[Suit]]:
    """The suits each other seat showed it lacks by not following the suit led, in a game where a seat must
    always follow when it can (the tricks played and the one on the table)."""
    players, seat = view.players, view.seat
    leader = view.leader if view.leader is not None else seat
    voids: dict[Place, set[Suit]] = {}
    for first, cards in [*((t.leader, t.cards) for t in view.tricks), (leader, view.trick)]:
        for offset, card in enumerate(cards[1:], start=1):
            who = (first + offset) % players
            if who != seat and card.suit is not cards[0].suit:
                voids.setdefault(who, set()).add(cards[0].suit)
    return voids


def play_out(view: SeatView, world: Mapping[Place, list[Card]], card: Card,
             winner: Callable[[list[Card]], int], next_card: Callable[[int, list[Card], list[Card]], Card]
             ) -> list[list[Card]]:
    """Each seat's pile of cards taken once the seat plays ``card`` and the hand is played out with no stock:
    ``winner(trick)`` is the offset from the leader of the card that takes a whole trick, ``next_card(player,
    hand, trick)`` the card each later turn plays (the rollout's cheap policy; ``trick`` is the one list the
    play-out keeps up to date)."""
    players, seat = view.players, view.seat
    hands = [list(view.hand) if s == seat else world[s] for s in range(players)]
    piles: list[list[Card]] = [[] for _ in range(players)]
    for done in view.tricks:
        piles[done.winner].extend(done.cards)
    trick = list(view.trick)
    leader = view.leader if view.leader is not None else seat
    player, chosen = seat, card
    while True:
        hands[player].remove(chosen)
        trick.append(chosen)
        if len(trick) < players:
            player = (player + 1) % players
        else:
            leader = player = (leader + winner(trick)) % players
            piles[leader].extend(trick)
            trick.clear()
            if not hands[player]:
                return piles
        chosen = next_card(player, hands[player], trick)


def advantage(scores: Sequence[float], seat: int) -> float:
    """The seat's score less the mean of the other seats'."""
    others = [s for i, s in enumerate(scores) if i != seat]
    return scores[seat] - (sum(others) / len(others) if others else 0.0)


class Expert:
    """The expert: a determinized Monte Carlo over the worlds its view allows (see the module's docstring)."""

    def __init__(self, adapter: Adapter, fallback: Bot, budget: Budget | None = None) -> None:
        self.adapter, self.fallback, self._budget = adapter, fallback, budget

    @property
    def budget(self) -> Budget:
        return self._budget or DEFAULT_BUDGET

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.kind != "play" or legal.pick or len(legal.actions) < 2:
            return self.fallback.choose(view, legal, rng)
        return self.search(view, tuple(legal.actions), rng)[0]

    def search(self, view: SeatView, cards: tuple[Card, ...], rng: Random) -> tuple[Card, dict[Card, float], int]:
        """The best card, each card's mean advantage and the number of worlds searched."""
        budget = self.budget
        constraints = dealable(self.adapter.constraints(view))
        totals = dict.fromkeys(cards, 0.0)
        start, worlds = time.thread_time(), 0
        wanted = budget.worlds(len(cards))
        while worlds < wanted:
            world = deal_unseen(constraints, rng)
            for card in cards:
                copy = {place: list(held) for place, held in world.items()}
                totals[card] += advantage(self.adapter.rollout(view, copy, card), view.seat)
            worlds += 1
            if worlds >= budget.least and time.thread_time() - start > budget.seconds:
                break
        means = {card: total / worlds for card, total in totals.items()}
        best = max(cards, key=lambda c: means[c])  # the first of the best, in hand order
        return best, means, worlds


DEFAULT_BUDGET = Budget()
"""The expert's budget in play; tests lower it (``naipes.bots.search.DEFAULT_BUDGET``) to keep fast."""
