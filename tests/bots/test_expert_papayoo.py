"""Papayoo's expert sees what its beginner misses: at the end of a round, leading the low club it holds lets the
others, void in clubs, throw it their high Payoos; leading its small Payoo makes them follow with theirs, and
someone else takes them."""

from __future__ import annotations

import math
from random import Random

from naipes.bots import EXPERT, Legal, SeatView, search
from naipes.cards import PAPAYOO_60, Card, Suit
from naipes.games import papayoo
from naipes.games.papayoo import Rules, bots
from naipes.practice import PlayedTrick

RULES = Rules(players=3)
DIE = Suit.DIAMONDS
OURS = tuple(PAPAYOO_60.parse("1C 2P"))
THEIRS = {1: tuple(PAPAYOO_60.parse("19P 5H")), 2: tuple(PAPAYOO_60.parse("18P 6H"))}


def endgame() -> SeatView:
    """Seat 0 to lead the last two tricks; every other card played before, seat 2 always following seat 1's
    suit (so no seat is known void in anything) and seat 0 throwing whatever is left."""
    held = set(OURS) | {c for cards in THEIRS.values() for c in cards}
    rest = [c for c in papayoo.deck(RULES) if c not in held]
    by_suit: dict[Suit, list[Card]] = {}
    for card in rest:
        by_suit.setdefault(card.suit, []).append(card)
    pairs = [(cards[i], cards[i + 1]) for cards in by_suit.values() for i in range(0, len(cards) - 1, 2)]
    pairs = pairs[:len(rest) // 3]
    paired = {c for pair in pairs for c in pair}
    thrown = [c for c in rest if c not in paired]
    tricks = []
    for (first, second), third in zip(pairs, thrown, strict=True):
        cards = (first, second, third)
        winner = (1 + papayoo.trick_winner(cards, RULES)) % 3
        tricks.append(PlayedTrick(1, cards, winner, papayoo.pile_points(cards, DIE)))
    return SeatView(bots.GAME, 0, 3, RULES, OURS, leader=0, tricks=tuple(tricks), die=DIE)


def test_the_expert_leads_the_small_payoo_where_the_beginner_leads_the_club():
    view, legal = endgame(), Legal("play", OURS)
    assert search.Expert(bots.PapayooSearch(), bots.BEGINNER).adapter.constraints(view).voids == {}
    assert bots.BEGINNER.choose(view, legal, Random(0)) == Card(1, Suit.CLUBS)
    expert = bots.BOTS[EXPERT]
    assert isinstance(expert, search.Expert)
    thorough = search.Expert(expert.adapter, expert.fallback, search.Budget(samples=6, rollouts=12, seconds=math.inf))
    best, means, worlds = thorough.search(view, OURS, Random(0))
    assert best == Card(2, Suit.PAYOO) and worlds == 6
    assert means[Card(2, Suit.PAYOO)] > means[Card(1, Suit.CLUBS)]


def test_in_the_true_world_the_club_costs_forty_points_and_the_payoo_none():
    view = endgame()
    world = {seat: list(cards) for seat, cards in THEIRS.items()}
    adapter = bots.PapayooSearch()
    club = adapter.rollout(view, {s: list(c) for s, c in world.items()}, Card(1, Suit.CLUBS))
    payoo = adapter.rollout(view, {s: list(c) for s, c in world.items()}, Card(2, Suit.PAYOO))
    before = sum(t.points for t in view.tricks if t.winner == 0)
    assert -club[0] - before == 19 + 18 + 2 and -payoo[0] - before == 0
