"""A bot sees only its own seat: at every decision of many seeded hands (every game with bots, every named table
and number of players, played by the bots alone or against a wayward learner), dealing the cards the deciding
seat has not seen again among the places they lie (the other hands, the stock, the cards still to come) changes
neither its view, nor the cards the hand lets it play, nor, with the same seed, what any level's bot chooses (the
trial levels a game has included, the expert's search where a game has it, at one decision in three of fewer
hands); and no card of the view is one it has not seen."""

from __future__ import annotations

from random import Random
from typing import Any
from unittest import mock

import pytest
from hypothesis import given, settings, strategies as st

import naipes.bots
import naipes.games
from naipes.bots import Legal, levels_of
from naipes.cards import Card
from tests.bots import record
from tests.bots.relabel import cards_in, reshuffled
from tests.bots.seen import shown


def bot_games() -> list[str]:
    """Every game with a practice hand: each has its bots."""
    return [slug for slug in naipes.games.slugs() if naipes.games.piece(slug, "practice") is not None]


def seen(slug: str, hand: Any, seat: int) -> set:
    own = naipes.games.modules("tests.bots.seen").get(slug)
    return shown(hand, seat) | (own.seen(hand, seat) if own else set())


def check(slug: str, hand: Any, seat: int, legal: Legal, rng: Random, ask: Any, levels: tuple[str, ...]) -> int:
    """The property at one decision, asked of ``levels``; the number of cards dealt again (0: the seat had seen
    them all)."""
    unseen = set(cards_in(hand)) - seen(slug, hand, seat)
    other = reshuffled(hand, unseen, rng)
    module = hand.bots
    view = module.view_for(hand, seat)
    assert not set(cards_in(view)) & unseen, f"{slug}: the view of seat {seat} shows a card it has not seen"
    assert module.view_for(other, seat) == view, f"{slug}: the view of seat {seat} follows hidden cards"
    if legal.kind == "play" and hasattr(hand, "verdicts"):  # the cards it may play are its own business too
        cards = [action for action in legal.actions if isinstance(action, Card)]
        assert list(naipes.bots.legal_cards(other.verdicts(seat)).actions) == cards
    for level in levels:
        hand.levels = other.levels = (level,) * hand.players
        try:
            assert ask(other, seat, legal) == ask(hand, seat, legal), f"{slug}: the {level} bot looks at hidden cards"
        finally:
            hand.levels = other.levels = ()
    return len(unseen)


def searched(module: Any) -> tuple[str, ...]:
    """The levels that search (the expert): a hundred times the CPU of the others at each decision."""
    return tuple(level for level in levels_of(module) if level == naipes.bots.EXPERT)


def played_out(slug: str, data: Any, levels: tuple[str, ...], every: int = 1) -> None:
    """One hand drawn by hypothesis, the property checked at every ``every``-th decision, from a drawn one on."""
    module = naipes.games.piece(slug, "practice")
    name, rules, options = data.draw(st.sampled_from(list(record.tables(slug))), label="table")
    seed = data.draw(st.integers(0, 10**9), label="seed")
    wayward = data.draw(st.booleans(), label="wayward learner")
    rng = Random(data.draw(st.integers(0, 2**32), label="reshuffle"))
    first = data.draw(st.integers(0, every - 1), label="first decision checked")
    ask = naipes.bots.ask
    moved = []
    decisions = 0

    def spy(hand: Any, seat: int, legal: Legal) -> Any:
        nonlocal decisions
        if decisions % every == first:
            moved.append(check(slug, hand, seat, legal, rng, ask, levels))
        decisions += 1
        return ask(hand, seat, legal)

    with mock.patch.object(naipes.bots, "ask", spy):
        hand = record.wayward(module, seed, rules, options) if wayward else module.autoplay(seed, rules, **options)
    assert hand.phase == "done"
    assert moved, f"{slug} {name}: no seat was asked anything"
    assert any(moved), f"{slug} {name}: no seat ever had a card it had not seen, so nothing was dealt again"


@pytest.mark.parametrize("slug", bot_games())
@settings(max_examples=40)
@given(data=st.data())
def test_no_bot_choice_follows_another_seats_hidden_cards(slug, data):
    module = naipes.games.piece(slug, "practice")
    played_out(slug, data, tuple(level for level in levels_of(module) if level not in searched(module)))


@pytest.mark.parametrize("slug", bot_games())
@settings(max_examples=8)
@given(data=st.data())
def test_no_search_follows_another_seats_hidden_cards(slug, data):
    """The same for the expert, whose search costs a hundred times a rule of thumb: fewer hands, and one
    decision in three of each (a search that peeked would follow the hidden cards at nearly every one)."""
    levels = searched(naipes.games.piece(slug, "practice"))
    if not levels:
        pytest.skip(f"{slug} has no level that searches")
    played_out(slug, data, levels, every=3)
