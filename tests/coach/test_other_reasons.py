"""Reasons for a costly decision that is no card, each on play-outs built to show it and not where they do not:
Papayoo's pass (a 7 kept that the die made the Papayoo, payoos kept that the better pass gave away) and Tute's
declarations (a pair, or the tute, not sung where singing was worth more)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import wording
from naipes.cards import PAPAYOO_60, Suit
from naipes.coach import Reason
from naipes.coach.evaluate import Evidence
from naipes.games.papayoo import coach as papayoo_coach
from naipes.games.tute import coach as tute_coach
from naipes.practice import PlayedTrick
from wording import coach as coach_words

SEAT = 0


def cards(text: str) -> tuple:
    return tuple(PAPAYOO_60.parse(text.split()))


def papayoo_end(die: Suit, *taken: str) -> SimpleNamespace:
    """A round at its end: the die, and the tricks the learner's seat took (each with its cards)."""
    return SimpleNamespace(die=die, tricks=[PlayedTrick(0, cards(t), SEAT, 0) for t in taken])


def evidence(chosen, best, pairs, diffs, before=None) -> Evidence:
    return Evidence(before, SEAT, chosen, best, sum(diffs) / len(diffs), 0, tuple(pairs), tuple(diffs))


# -- Papayoo's pass --------------------------------------------------------------------------------------------------

KEPT_SEVEN = cards("1P 2P 3P 4P 5P")  # the learner passed low payoos and kept 7H
GAVE_SEVEN = cards("7H 2P 3P 4P 5P")  # the better pass gives the 7 of hearts away


def test_a_seven_kept_that_the_die_made_the_papayoo():
    # Hearts came up in two worlds of eight: the learner took the 7H (40 points) there, and those two carry the cost.
    swung = (papayoo_end(Suit.HEARTS, "7H 8H 9H 10H"), papayoo_end(Suit.HEARTS, "8H 9H 10H 1P"))
    other = (papayoo_end(Suit.CLUBS, "8H 9H 10H 1P"), papayoo_end(Suit.CLUBS, "8H 9H 10H 1P"))
    found = papayoo_coach.kept_seven(evidence(KEPT_SEVEN, GAVE_SEVEN, [swung] * 2 + [other] * 6,
                                              [39.0] * 2 + [1.0] * 6))
    assert found == Reason("pass_kept_seven", {"percent": 25})


def test_no_seven_reason_when_the_better_pass_kept_the_same_sevens():
    swung = (papayoo_end(Suit.HEARTS, "7H 8H 9H 10H"), papayoo_end(Suit.HEARTS, "8H 9H 10H 1P"))
    assert papayoo_coach.kept_seven(evidence(KEPT_SEVEN, cards("1P 2P 3P 4P 6P"), [swung] * 8, [39.0] * 8)) is None


def test_payoos_kept_that_the_better_pass_gave_away():
    # The learner kept 20P and 19P; with them it took 39 payoo points more in every world.
    kept, gave = cards("1H 2H 3H 4H 5H"), cards("20P 19P 3H 4H 5H")
    swung = (papayoo_end(Suit.CLUBS, "20P 2H 3H 4H", "19P 6H 8H 9H"), papayoo_end(Suit.CLUBS, "1H 2H 6H 8H"))
    found = papayoo_coach.kept_payoos(evidence(kept, gave, [swung] * 8, [39.0] * 8))
    assert found == Reason("pass_kept_payoos", {"points": 39, "percent": 100})


def test_no_payoo_reason_when_the_cost_is_not_in_payoos():
    kept, gave = cards("1H 2H 3H 4H 5H"), cards("20P 19P 3H 4H 5H")
    same = (papayoo_end(Suit.CLUBS, "1H 2H 6H 8H"), papayoo_end(Suit.CLUBS, "1H 2H 6H 8H"))
    assert papayoo_coach.kept_payoos(evidence(kept, gave, [same] * 8, [5.0] * 8)) is None


# -- Tute's declarations --------------------------------------------------------------------------------------------

def tute_end(*declared) -> SimpleNamespace:
    return SimpleNamespace(declared=list(declared))


def test_a_pair_not_sung_where_singing_was_worth_more():
    before = SimpleNamespace(declared=[])
    pair = (tute_end(), tute_end((SEAT, Suit.OROS, 40)))
    found = tute_coach.missed_sing(evidence(("no_sing",), ("sing", "O"), [pair] * 8, [40.0] * 8, before))
    assert found == Reason("missed_sing", {"suit": "O", "points": 40})


def test_another_pair_sung_where_the_forty_were_worth_more():
    before = SimpleNamespace(declared=[])
    pair = (tute_end((SEAT, Suit.COPAS, 20)), tute_end((SEAT, Suit.OROS, 40)))
    found = tute_coach.missed_sing(evidence(("sing", "C"), ("sing", "O"), [pair] * 8, [20.0] * 8, before))
    assert found == Reason("missed_sing", {"suit": "O", "points": 40})


def test_the_tute_not_shown():
    assert tute_coach.missed_sing(evidence(("no_sing",), ("tute",), [(None, None)] * 4, [50.0] * 4)) == \
        Reason("missed_tute")
    # Letting the chance go was the better one: no reason.
    assert tute_coach.missed_sing(evidence(("sing", "C"), ("no_sing",), [(None, None)] * 4, [5.0] * 4)) is None


@pytest.mark.parametrize(("code", "params"), [("pass_kept_seven", {"percent": 25}),
                                              ("pass_kept_payoos", {"points": 39, "percent": 100}),
                                              ("missed_sing", {"suit": "O", "points": 40}), ("missed_tute", {})])
def test_every_reason_of_a_decision_besides_a_card_is_worded(code, params):
    assert wording.has(f"coach.reason.{code}")
    for lang in ("es", "en"):
        said = coach_words.reason(code, params, lang)
        assert "{" not in said and all(str(v) in said for v in params.values() if isinstance(v, int))
