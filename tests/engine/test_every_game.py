"""Every game of the registry has the same shape and survives random play (after OpenSpiel's
random-simulation tests): the verbs, the deal, the reasons, the errors, and hands played to the end.

A sixth game added to ``naipes.GAME_SLUGS`` is tested here without a line of this file changing.
"""

from __future__ import annotations

import inspect
from collections import Counter
from itertools import combinations
from random import Random

import pytest
from hypothesis import assume, given, strategies as st

import wording
from naipes import GAME_SLUGS, RulesError
from naipes.games import docena
from naipes.registry import games, trick_games
from naipes.tricks import WIN_REASONS


def error_root(slug: str) -> type[RulesError]:
    return getattr(games()[slug], f"{slug.capitalize()}Error")


def rules_for(slug: str, players: int):
    """The game's rules for a player count, or ``None`` where that count needs a variant (Paulo's 2)."""
    try:
        return games()[slug].Rules(players=players)
    except RulesError:
        return None


def player_counts():
    return st.sampled_from(GAME_SLUGS).flatmap(
        lambda slug: st.tuples(st.just(slug), st.sampled_from(games()[slug].PLAYERS)))


# -- The shape -------------------------------------------------------------------------------------


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_spells_its_default_rules_one_way(slug):
    """``DEFAULT_RULES``, never ``None`` or a fresh ``Rules()``; ``None`` only where the rules are worked
    out from the input (Cirulo's ``settle`` counts the piles), which the docstring says."""
    game = games()[slug]
    assert game.Rules() == game.DEFAULT_RULES
    for name, function in inspect.getmembers(game, inspect.isfunction):
        for parameter in inspect.signature(function).parameters.values():
            if parameter.name != "rules" or parameter.default is inspect.Parameter.empty:
                continue
            if parameter.default is None:
                assert "``rules`` default to" in (function.__doc__ or ""), f"{slug}.{name}"
            else:
                assert parameter.default is game.DEFAULT_RULES, f"{slug}.{name}"


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_deals_with_rules_then_rng(slug):
    assert list(inspect.signature(games()[slug].deal).parameters) == ["rules", "rng"]


@pytest.mark.parametrize("slug", trick_games())
def test_every_trick_game_has_the_same_verbs_in_the_same_order(slug):
    game = games()[slug]
    for verb, positional in (("trick_winner", ["trick", "rules"]), ("trick_winner_reason", ["trick", "rules"]),
                             ("judge_plays", ["hand", "trick", "rules"]), ("legal_plays", ["hand", "trick", "rules"])):
        parameters = inspect.signature(getattr(game, verb)).parameters
        assert list(parameters) == [*positional, "state"], (slug, verb)
        assert parameters["state"].kind is inspect.Parameter.KEYWORD_ONLY


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_game_has_one_error_root_under_rules_error_and_every_error_a_code(slug):
    game, root = games()[slug], error_root(slug)
    assert issubclass(root, RulesError) and issubclass(root, ValueError)
    errors = [value for value in vars(game).values()
              if isinstance(value, type) and issubclass(value, RulesError) and value.__module__.startswith(game.__name__)]
    assert root in errors
    for error in errors:
        assert issubclass(error, root), error
        assert isinstance(error.code, str) and error.code
        key = f"{slug}.error.{error.code}"
        assert wording.has(key) or wording.has(f"common.error.{error.code}"), key


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_reason_code_is_worded_in_both_languages(slug):
    reasons = games()[slug].REASONS
    assert reasons and len(set(reasons)) == len(reasons)
    for code in reasons:
        for lang in wording.LANGS:
            assert wording.text(f"{slug}.reason.{code}", lang).strip(), (slug, code, lang)


@pytest.mark.parametrize("slug", trick_games())
def test_every_trick_game_says_why_a_trick_is_won_in_worded_codes(slug):
    """The engine explains a trick as it explains a play: reason codes the wording says in both languages,
    built on the codes every trick game shares."""
    reasons = games()[slug].WIN_REASONS
    assert reasons and len(set(reasons)) == len(reasons)
    assert set(reasons) & set(WIN_REASONS)
    for code in reasons:
        for lang in wording.LANGS:
            assert wording.text(f"{slug}.reason.{code}", lang).strip(), (slug, code, lang)


# -- Decks and deals -------------------------------------------------------------------------------


@given(player_counts(), st.integers(0, 2**32))
def test_deals_add_up(table, seed):
    """Every card dealt comes from the deck, once; the hands are even; hands, stock and muestra make the deck."""
    slug, players = table
    rules = rules_for(slug, players)
    assume(rules is not None)
    game = games()[slug]
    deck = game.deck(rules)
    dealt = game.deal(rules, Random(seed))
    assert len(dealt.hands) == players
    assert len({len(hand) for hand in dealt.hands}) == 1
    cards = [card for hand in dealt.hands for card in hand] + list(getattr(dealt, "stock", ()))
    muestra = getattr(dealt, "muestra", None)
    if muestra is not None and muestra not in cards:
        cards.append(muestra)
    assert Counter(cards) == Counter(deck.cards)
    assert game.deal(rules, Random(seed)) == dealt  # the same seed deals the same cards


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_player_count_has_a_deck_big_enough_for_its_hands(slug):
    game = games()[slug]
    for players in game.PLAYERS:
        rules = rules_for(slug, players)
        if rules is None:
            continue
        hands = game.deal(rules, Random(players)).hands
        assert len(game.deck(rules)) >= players * len(hands[0]) > 0


# -- Trick games: random play ----------------------------------------------------------------------


@given(st.sampled_from(trick_games()).flatmap(
    lambda slug: st.tuples(st.just(slug), st.sampled_from(games()[slug].PLAYERS))), st.integers(0, 2**32))
def test_a_random_hand_plays_to_the_end(table, seed):
    """Every player always has a legal card from his hand, and every trick has a winner among its cards."""
    slug, players = table
    rules = rules_for(slug, players)
    assume(rules is not None)
    game, rng = games()[slug], Random(seed)
    dealt = game.deal(rules, rng)
    hands = [list(hand) for hand in dealt.hands]
    leader = 0
    while hands[leader]:
        trick = []
        for offset in range(players):
            hand = hands[(leader + offset) % players]
            verdicts = game.judge_plays(hand, trick, rules, state=dealt.state)
            assert set(verdicts) == set(hand)
            legal = game.legal_plays(hand, trick, rules, state=dealt.state)
            assert legal and set(legal) <= set(hand)
            card = rng.choice(legal)
            hand.remove(card)
            trick.append(card)
        winner = game.trick_winner(trick, rules, state=dealt.state)
        assert 0 <= winner < len(trick)
        assert game.trick_winner_reason(trick, rules, state=dealt.state) in game.WIN_REASONS
        leader = (leader + winner) % players
    assert not any(hands)


# -- La Docena -------------------------------------------------------------------------------------


def test_every_docena_hand_of_the_pack_sits_on_exactly_one_rung():
    rungs = (*docena.LADDER, docena.NADA_RUNG)
    pack = docena.deck(docena.Rules(players=8)).cards
    for size in (2, 3):
        for hand in combinations(pack, size):
            rank = docena.hand_rank(hand).rank
            assert sum(rung.rank == rank for rung in rungs) == 1, hand
