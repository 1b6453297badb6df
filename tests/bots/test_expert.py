"""The expert's search (:mod:`naipes.bots.search`), in every game that gives it an adapter: the worlds it samples
hold as many cards in each place as the true deal, never a card of a suit its seat knows a seat lacks, and every
card the seat knows the place of where it is; the voids and the places it infers are true of the deal; the same
view and seed give the same card, whatever the worlds' time."""

from __future__ import annotations

import math
from random import Random
from typing import Any
from unittest import mock

import pytest

import naipes.bots
import naipes.games
from naipes.bots import EXPERT, Legal, search
from naipes.cards import Card


def search_games() -> list[str]:
    """Every game whose expert searches the cards to play through an adapter (La Docena's searches its bets:
    ``test_expert_docena.py``)."""
    return [slug for slug in naipes.games.slugs()
            if naipes.games.piece(slug, "practice") is not None
            and hasattr(naipes.bots.game_bots(slug).BOTS.get(EXPERT), "adapter")]


def true_places(hand: Any) -> dict[Card, search.Place]:
    """Where every card not yet played lies in a practice hand: a seat, or the stock."""
    places: dict[Card, search.Place] = {c: s for s, held in enumerate(hand.hands) for c in held}
    places.update((c, search.STOCK) for c in getattr(hand, "stock", ()))
    return places


def decisions(slug: str, seeds: range) -> list[tuple[Any, Any, int]]:
    """(the hand as it stood, the seat's view, the seat) at every card some seat chose, in hands of the bots."""
    practice = naipes.games.piece(slug, "practice")
    ask, found = naipes.bots.ask, []

    def spy(hand: Any, seat: int, legal: Legal) -> Any:
        if legal.kind == "play":
            found.append((true_places(hand), hand.bots.view_for(hand, seat), seat))
        return ask(hand, seat, legal)

    with mock.patch.object(naipes.bots, "ask", spy):
        for seed in seeds:
            practice.autoplay(seed, naipes.game(slug).DEFAULT_RULES)
    return found


@pytest.mark.parametrize("slug", search_games())
def test_the_worlds_keep_the_sizes_the_known_voids_and_places_and_what_it_infers_is_true(slug):
    adapter = naipes.bots.game_bots(slug).BOTS[EXPERT].adapter
    rng = Random(5)
    inferred = 0
    for places, view, seat in decisions(slug, range(3)):
        constraints = adapter.constraints(view)
        hidden = {card: place for card, place in places.items() if place != seat}
        assert set(constraints.unseen) == set(hidden), "the unseen cards are those not in the seat's hand or played"
        for place, size in constraints.sizes.items():
            assert size == sum(1 for p in hidden.values() if p == place)
        for card, place in constraints.placed.items():
            assert hidden[card] == place, f"{card} is said to be at {place}"
        for place, suits in constraints.voids.items():
            inferred += len(suits)
            assert not any(c.suit in suits for c, p in hidden.items() if p == place), f"{place} is not void"
        for place, barred in constraints.barred.items():
            inferred += len(barred)
            assert not any(hidden.get(c) == place for c in barred), f"{place} holds a card said barred"
        for _ in range(3):
            world = search.deal_unseen(constraints, rng)
            dealt = [c for cards in world.values() for c in cards]
            assert len(dealt) == len(set(dealt)) and set(dealt) == set(constraints.unseen)
            for place, cards in world.items():
                assert len(cards) == constraints.sizes[place]
                assert not any(c.suit in constraints.voids.get(place, ()) for c in cards)
            for card, place in constraints.placed.items():
                assert card in world[place]
            for place, barred in constraints.barred.items():
                assert not set(world[place]) & barred
    assert inferred, f"{slug}: no void (nor barred card) was ever inferred, so none was checked"


def test_a_deal_the_constraints_forbid_is_refused():
    cards = (Card(1, naipes.cards.Suit.OROS), Card(2, naipes.cards.Suit.OROS))
    constraints = search.Constraints(cards, {1: 1, 2: 1}, {1: frozenset({naipes.cards.Suit.OROS})})
    with pytest.raises(search.NoWorld):
        search.deal_unseen(constraints, Random(0))
    assert search.dealable(constraints).voids == {}


@pytest.mark.parametrize("slug", search_games())
def test_the_same_view_and_seed_give_the_same_card_and_the_clock_only_caps(slug):
    expert = naipes.bots.game_bots(slug).BOTS[EXPERT]
    patient = search.Expert(expert.adapter, expert.fallback, search.Budget(samples=3, rollouts=12, seconds=math.inf))
    hurried = search.Expert(expert.adapter, expert.fallback, search.Budget(samples=3, rollouts=12, seconds=0.0))
    for _, view, _ in decisions(slug, range(1))[:6]:
        cards = tuple(view.hand)
        legal = Legal("play", cards)
        first = patient.search(view, cards, Random(9))
        assert patient.search(view, cards, Random(9)) == first
        assert first[2] == patient.budget.worlds(len(cards))
        assert hurried.search(view, cards, Random(9))[2] == hurried.budget.least
        assert patient.choose(view, legal, Random(9)) == first[0]


def test_the_bench_times_a_levels_decisions():
    from bench import bots as bench_bots

    slug = search_games()[0]
    report = bench_bots.timing(slug, EXPERT, deals=1, quiet=True)
    assert report["decisions"] and 0 <= report["p50_ms"] <= report["p95_ms"] <= report["max_ms"]
    assert not isinstance(naipes.bots.game_bots(slug).BOTS[EXPERT], bench_bots._Timed)


@pytest.mark.parametrize("slug", search_games())
def test_two_experts_cancel_out_in_a_duplicate_match(slug):
    from naipes.bots.duplicate import deal_difference, table

    assert deal_difference(slug, table(slug), EXPERT, EXPERT, 0) == 0
