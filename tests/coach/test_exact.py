"""With every hand visible the coach's values are exact on end positions: each legal card's value and the best
card are those of a plain minimax written apart from the coach (``tests.coach.hands``: no pruning, every line of
play tried), in which the learner's seat plays its best and every other seat plays against it, the seat's score
less the mean of the others' at the end.
"""

from __future__ import annotations

import copy

import pytest

import naipes
import naipes.games
from naipes import coach
from tests.coach.hands import minimax, played, state_before

GAMES = ("tute", "papayoo", "cirulo")


def end_positions(game: str, seeds: range, tricks: int = 3):
    """Hands whose learner decisions in the last ``tricks`` tricks are analysed with every hand visible."""
    rules = naipes.game(game).DEFAULT_RULES
    for seed in seeds:
        decisions = played(game, seed, rules)
        yield seed, rules, decisions


@pytest.mark.parametrize("game", GAMES)
def test_every_hand_visible_gives_the_exact_values_and_best_card_at_the_end(game):
    scores = naipes.games.piece(game, "bots").scores
    checked = 0
    for seed, rules, decisions in end_positions(game, range(2)):
        for d in coach.analyse(game, seed, rules, 0, decisions, all_visible=True):
            if not d.exact:
                continue
            hand = state_before(game, seed, rules, decisions[: d.index + 1])
            hand.levels = ("beginner",) * hand.players
            exact = {}
            for alternative in d.alternatives:
                child = copy.deepcopy(hand)
                child.play(0, alternative.action)
                exact[alternative.action] = minimax(child, 0, scores)
            best = max(exact.values())
            assert {a.action: a.value for a in d.alternatives} == pytest.approx(exact), (seed, d.index)
            assert {a.action: a.cost for a in d.alternatives} == pytest.approx(
                {card: best - value for card, value in exact.items()}), (seed, d.index)
            assert exact[d.best] == pytest.approx(best) and d.se == 0
            checked += 1
    assert checked >= 2


def test_an_exact_position_is_solved_only_once_few_tricks_are_left():
    game = "cirulo"
    rules = naipes.game(game).DEFAULT_RULES
    decisions = played(game, 0, rules)
    found = list(coach.analyse(game, 0, rules, 0, decisions, all_visible=True))
    assert [d.exact for d in found if d.evaluated] == [
        len(decisions) - d.index <= coach.DEFAULT_BUDGET.exact_tricks for d in found if d.evaluated]
