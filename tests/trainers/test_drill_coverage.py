"""Drills practise the rare cases a player meets too, measured over 600 seeds per drill and level:
no-trump tricks in paulo-trick, the mano and equal hands in docena-compare, no muestra and six players in
tute-legal, the Paulo's exemption in paulo-may-play."""

from random import Random

import pytest

from naipes.games import docena
from trainers.games.docena import compare as docena_compare
from trainers.games.paulo import may_play as paulo_may_play, trick as paulo_trick
from trainers.games.tute import legal as tute_legal

SEEDS = range(600)


def share(drill, level, has) -> float:
    return sum(bool(has(drill.generate(Random(seed), level))) for seed in SEEDS) / len(SEEDS)


@pytest.mark.parametrize("level", [1, 2])
def test_paulo_trick_a_third_of_the_tricks_hold_no_trump(level):
    assert 0.28 <= share(paulo_trick, level, lambda q: not paulo_trick.has_trump(q)) <= 0.4


@pytest.mark.parametrize("level", [2, 3])
def test_docena_compare_varies_the_mano_and_asks_equal_hands(level):
    assert 0.4 <= share(docena_compare, level, lambda q: q.mano == "b") <= 0.6
    equal = share(docena_compare, level,
                  lambda q: docena.comparison(q.a, q.b, docena_compare.rules(q)).reason == "equal")
    assert 0.15 <= equal <= 0.35


@pytest.mark.parametrize("level", [2, 3])
def test_tute_legal_plays_without_muestra_and_with_six_players(level):
    assert 0.25 <= share(tute_legal, level, lambda q: q.muestra is None) <= 0.42
    assert 0.2 <= share(tute_legal, level, lambda q: q.players == 6) <= 0.45
    assert share(tute_legal, level, lambda q: q.muestra is None and q.players == 6) > 0.05


@pytest.mark.parametrize("level", [1, 2])
def test_paulo_may_play_asks_the_paulo_exemption_about_one_time_in_ten(level):
    assert 0.07 <= share(paulo_may_play, level, paulo_may_play.is_exempt) <= 0.15
