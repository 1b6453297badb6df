"""The coach's analysis of a practice hand (:func:`naipes.coach.analyse`): one decision at a time, as soon as each
is ready; the same every time for the same hand; from what the learner's seat knew alone; a hand it refuses before
anything is yielded; and a mistake only where the cost is clearly above its uncertainty."""

from __future__ import annotations

from random import Random

import pytest

import naipes
import naipes.games
from naipes import coach
from naipes.coach import evaluate
from naipes.practice import PracticeError
from tests.bots.relabel import cards_in, reshuffled
from tests.bots.seen import shown
from tests.coach.hands import played, state_before

SMALL = coach.Budget(worlds=12, least=8, batch=4)
GAMES = ("tute", "papayoo", "cirulo")


def test_the_trick_games_with_an_expert_are_analysed():
    assert set(GAMES) <= set(coach.games())
    for game in coach.games():
        assert naipes.bots.EXPERT in naipes.bots.levels_of(naipes.bots.game_bots(game))


@pytest.mark.parametrize("game", GAMES)
def test_each_decision_comes_as_soon_as_it_is_ready_in_order(game):
    rules = naipes.game(game).DEFAULT_RULES
    decisions = played(game, 3, rules)
    found = coach.analyse(game, 3, rules, 0, decisions, budget=SMALL)
    first = next(found)
    assert first.index == 0
    rest = list(found)
    assert [d.index for d in [first, *rest]] == list(range(len(decisions)))
    assert [d.chosen for d in [first, *rest]] == decisions
    tricks = [d.trick for d in [first, *rest]]
    assert tricks == sorted(tricks)


@pytest.mark.parametrize("game", GAMES)
def test_each_evaluated_decision_has_its_alternatives_best_cost_and_error(game):
    rules = naipes.game(game).DEFAULT_RULES
    levels = ("random",) + ("beginner",) * (rules.players - 1)
    decisions = played(game, 8, rules, levels)
    for d in coach.analyse(game, 8, rules, 0, decisions, levels=levels, budget=SMALL):
        if not d.evaluated:
            assert not d.alternatives and not d.mistake
            continue
        costs = {a.action: a.cost for a in d.alternatives}
        assert min(costs.values()) == 0 and costs[d.best] == 0
        assert d.cost == costs[d.chosen] and d.se >= 0
        assert d.mistake == (d.cost > SMALL.z * d.se and d.cost > SMALL.floor)
        assert d.reasons == () or d.mistake
        assert d.unit == naipes.bots.game_bots(game).UNIT


def test_the_same_hand_gets_the_same_analysis():
    rules = naipes.game("tute").DEFAULT_RULES
    decisions = played("tute", 4, rules, ("random", "beginner", "beginner", "beginner"))
    first = list(coach.analyse("tute", 4, rules, 0, decisions, budget=SMALL))
    assert first == list(coach.analyse("tute", 4, rules, 0, decisions, budget=SMALL))


def test_a_refused_decision_is_refused_before_anything_is_analysed():
    rules = naipes.game("cirulo").DEFAULT_RULES
    decisions = played("cirulo", 4, rules)
    with pytest.raises(PracticeError) as refused:
        coach.analyse("cirulo", 4, rules, 0, [*decisions[:3], decisions[0]])
    assert refused.value.index == 3 and refused.value.code == "card_not_in_hand"
    with pytest.raises(PracticeError) as over:
        coach.analyse("cirulo", 4, rules, 0, [*decisions, decisions[0]])
    assert over.value.index == len(decisions)


def test_only_the_learners_seat_and_a_game_with_an_expert():
    rules = naipes.game("cirulo").DEFAULT_RULES
    with pytest.raises(coach.CoachError) as seat:
        coach.analyse("cirulo", 1, rules, 2, [])
    assert seat.value.code == "bad_seat"
    for game in [slug for slug in naipes.games.slugs() if slug not in coach.games()]:
        with pytest.raises(coach.CoachError) as none:
            coach.analyse(game, 1, naipes.game(game).DEFAULT_RULES, 0, [])
        assert none.value.code == "no_expert"


@pytest.mark.parametrize("game", GAMES)
def test_the_analysis_follows_only_what_the_seat_knew(game):
    """The cards the learner had not seen, dealt again among the places they lie, change no decision's
    analysis: not its values, not its best card, not its reasons."""
    rules = naipes.game(game).DEFAULT_RULES
    levels = ("random",) + ("beginner",) * (rules.players - 1)
    decisions = played(game, 12, rules, levels)
    table = evaluate._table(game, 12, 0, SMALL)
    rng = Random(5)
    checked = 0
    for index in range(1, len(decisions), 3):
        hand = state_before(game, 12, rules, decisions[: index + 1], levels)
        if hand.phase != "play":
            continue
        unseen = set(cards_in(hand)) - shown(hand, 0) - _own_seen(game, hand)
        other = reshuffled(hand, unseen, rng)
        assert hand.bots.view_for(other, 0) == hand.bots.view_for(hand, 0)
        here = evaluate._decision(table, index, hand, decisions[index], False)
        there = evaluate._decision(table, index, other, decisions[index], False)
        assert here == there, (game, index)
        checked += 1
    assert checked


def _own_seen(game: str, hand) -> set:
    own = naipes.games.modules("tests.bots.seen").get(game)
    return own.seen(hand, 0) if own else set()


def test_a_declaration_is_weighed_against_every_other_the_engine_allows():
    """Tute: having won a trick with rey and caballo of a suit not sung, the learner may sing or let it go; each is
    played out in the same worlds."""
    rules = naipes.game("tute").DEFAULT_RULES
    decisions = played("tute", 1, rules)
    declared = [d for d in coach.analyse("tute", 1, rules, 0, decisions, budget=SMALL) if d.kind == "declare"]
    assert declared
    for d in declared:
        assert d.evaluated and ("no_sing",) in [a.action for a in d.alternatives]
        assert d.chosen in [a.action for a in d.alternatives] and d.reasons == ()


def test_a_pass_is_weighed_against_the_bots_passes_and_every_single_swap():
    """Papayoo: the learner's pass against the beginner's, the club player's and every pass that swaps one of its
    cards for one kept (five passed, ten kept: fifty), the die still to roll unknown; screened on a few worlds, the
    best few weighed with the learner's own on fresh ones."""
    from naipes.games.papayoo import coach as papayoo_coach
    from tests.coach.hands import state_before

    rules = naipes.game("papayoo").DEFAULT_RULES
    decisions = played("papayoo", 1, rules, ("random", "beginner", "beginner", "beginner"), count=1)
    every = papayoo_coach.alternatives(state_before("papayoo", 1, rules, decisions), decisions[0])
    assert every[0] == decisions[0] and 51 <= len(every) <= 53
    assert len({frozenset(p) for p in every}) == len(every)
    (d,) = coach.analyse("papayoo", 1, rules, 0, decisions, budget=SMALL)
    assert d.kind == "pass" and d.evaluated
    assert d.alternatives[0].action == decisions[0] and 2 <= len(d.alternatives) <= SMALL.finalists + 1
    passes = [frozenset(a.action) for a in d.alternatives]
    assert len(set(passes)) == len(passes)
    visible = next(coach.analyse("papayoo", 1, rules, 0, decisions, all_visible=True))
    assert visible.evaluated and visible.worlds == 1
