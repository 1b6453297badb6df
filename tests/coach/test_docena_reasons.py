"""La Docena's reason codes for a costly betting decision, each on play-outs built to show it and not where they do
not: the event the reason names (the centre taken or not by the learner's seat) happens in enough of the worlds and
those worlds carry most of the cost. Every play-out is a hand at its end: who was still in, who took which stones
from the centre, and each seat's stones (rules: content/*/docena.md, "How a hand is played").
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

import wording
from naipes.coach import Reason
from naipes.coach.evaluate import Evidence
from naipes.games.docena import coach as docena_coach
from naipes.games.docena.practice import Award
from wording import coach as coach_words

SEAT = 0
PLAYERS = 4


def end(winner: int, *, status=("in", "in", "folded", "folded"), stones: int = 20) -> Any:
    """A played-out hand whose ``winner`` took ``stones`` from the centre; the hands still in were shown."""
    still = tuple(s for s, state in enumerate(status) if state == "in")
    return SimpleNamespace(awards=[Award(stones, (winner,), still, "better_rung")], status=list(status),
                           ranks=dict.fromkeys(still, None) if len(still) > 1 else {})


def evidence(chosen: tuple, best: tuple, pairs: list[tuple[Any, Any]], diffs: list[float], *, pending: int = 0,
             stones: int = 30) -> Evidence:
    before = SimpleNamespace(pending=pending, stones=[stones] * PLAYERS)
    return Evidence(before, SEAT, chosen, best, sum(diffs) / len(diffs), 0, tuple(pairs), tuple(diffs))


def check(code: str):
    return next(r for r in docena_coach.REASONS if r.__name__ == code)


def test_stones_bet_on_a_hand_another_seat_beats():
    # The learner bets 8; in six worlds of eight another seat takes the centre, where passing kept the 8 stones.
    beaten = (end(1), end(1, status=("folded", "in", "in", "folded")))
    kept = (end(SEAT), end(SEAT))
    found = check("staked_beaten_hand")(evidence(("bet", 8), ("pass",), [beaten] * 6 + [kept] * 2,
                                                 [8.0] * 6 + [-2.0] * 2))
    assert found == Reason("staked_beaten_hand", {"stones": 8, "percent": 75})


def test_a_bet_accepted_names_the_stones_it_cost():
    beaten = (end(1), end(1, status=("folded", "in", "in", "folded")))
    found = check("staked_beaten_hand")(evidence(("accept",), ("fold",), [beaten] * 8, [5.0] * 8, pending=5))
    assert found == Reason("staked_beaten_hand", {"stones": 5, "percent": 100})


def test_no_beaten_hand_when_the_seat_takes_the_centre_mostly():
    # The bet lost in two worlds of eight: the cost comes from elsewhere.
    beaten, kept = (end(1), end(1)), (end(SEAT), end(SEAT))
    assert check("staked_beaten_hand")(evidence(("bet", 8), ("pass",), [beaten] * 2 + [kept] * 6,
                                                [8.0] * 2 + [3.0] * 6)) is None


def test_a_fold_of_a_hand_that_accepting_took_the_centre():
    # Accepting, the learner takes the centre in three worlds of eight (enough for the stones at stake), and those
    # three carry the cost.
    swung = (end(1, status=("folded", "in", "in", "folded")), end(SEAT))
    lost = (end(1, status=("folded", "in", "in", "folded")), end(1))
    found = check("folded_winner")(evidence(("fold",), ("accept",), [swung] * 3 + [lost] * 5,
                                            [20.0] * 3 + [-4.0] * 5))
    assert found == Reason("folded_winner", {"percent": 38})


def test_no_folded_winner_when_accepting_seldom_won():
    swung = (end(1, status=("folded", "in", "in", "folded")), end(SEAT))
    lost = (end(1, status=("folded", "in", "in", "folded")), end(1))
    assert check("folded_winner")(evidence(("fold",), ("accept",), [swung] + [lost] * 7,
                                           [20.0] + [1.0] * 7)) is None


def test_dropping_out_with_the_favourite():
    swung = (end(1, status=("withdrew", "in", "in", "folded")), end(SEAT))
    found = check("withdrew_favourite")(evidence(("withdraw",), ("pass",), [swung] * 8, [6.0] * 8))
    assert found == Reason("withdrew_favourite", {"percent": 100})


def test_a_pass_where_a_bet_took_the_centre():
    # Betting 3 the others fold or lose in five worlds of eight; passing, the learner took nothing there.
    swung = (end(1), end(SEAT))
    same = (end(1), end(1))
    found = check("passed_winner")(evidence(("pass",), ("bet", 3), [swung] * 5 + [same] * 3,
                                            [9.0] * 5 + [0.0] * 3))
    assert found == Reason("passed_winner", {"stones": 3, "percent": 62})


def test_a_smaller_bet_than_the_best_is_a_pass_short_of_it():
    swung = (end(SEAT), end(SEAT, stones=40))
    found = check("passed_winner")(evidence(("bet", 1), ("bet", 5), [swung] * 8, [8.0] * 8))
    assert found == Reason("passed_winner", {"stones": 5, "percent": 100})


def test_a_dejo_that_let_the_others_beat_a_winning_hand():
    swung = (end(2, status=("in", "folded", "in", "folded")), end(SEAT))
    found = check("dejo_lost_hand")(evidence(("dejo", True), ("dejo", False), [swung] * 6 + [(end(1), end(1))] * 2,
                                             [10.0] * 6 + [0.0] * 2))
    assert found == Reason("dejo_lost_hand", {"percent": 75})


def test_a_dejo_refused_where_its_new_cards_won():
    swung = (end(2, status=("in", "folded", "in", "folded")), end(SEAT))
    found = check("refused_dejo")(evidence(("dejo", False), ("dejo", True), [swung] * 8, [10.0] * 8))
    assert found == Reason("refused_dejo", {"percent": 100})


def test_a_discard_where_the_flor_cut_the_dejo():
    swung = (end(1), end(SEAT, status=("in", "folded", "folded", "folded")))
    found = check("did_not_cut")(evidence(("discard", ()), ("cut",), [swung] * 8, [12.0] * 8))
    assert found == Reason("did_not_cut", {"percent": 100})


def test_no_reason_for_other_kinds_of_choice():
    # A dejo's reason says nothing of a bet, nor a bet's of a dejo.
    swung = (end(1), end(SEAT))
    pairs = [swung] * 8
    assert check("did_not_cut")(evidence(("pass",), ("bet", 3), pairs, [9.0] * 8)) is None
    assert check("refused_dejo")(evidence(("pass",), ("bet", 3), pairs, [9.0] * 8)) is None
    assert check("staked_beaten_hand")(evidence(("pass",), ("bet", 3), pairs, [9.0] * 8)) is None


CODES = [("staked_beaten_hand", {"stones": 8, "percent": 75}), ("folded_winner", {"percent": 38}),
         ("withdrew_favourite", {"percent": 100}), ("passed_winner", {"stones": 3, "percent": 62}),
         ("dejo_lost_hand", {"percent": 75}), ("refused_dejo", {"percent": 100}), ("did_not_cut", {"percent": 100})]


def test_every_docena_reason_has_a_test_and_a_wording():
    assert {code for code, _ in CODES} == {check.__name__ for check in docena_coach.REASONS}


@pytest.mark.parametrize(("code", "params"), CODES)
def test_every_docena_reason_is_worded_in_both_languages_with_its_fields(code, params):
    assert wording.has(f"coach.reason.{code}")
    for lang in ("es", "en"):
        said = coach_words.reason(code, params, lang)
        assert "{" not in said
        assert all(str(value) in said for value in params.values())


def test_the_reason_is_found_in_a_practice_hand():
    # A learner who bets 8 stones on a first card he could drop out on (seed 11, six players, the beginner in the
    # other seats): another seat takes the centre in most deals his view allows.
    import naipes
    from naipes.coach import DEFAULT_BUDGET
    from naipes.coach.evaluate import decision_at
    rules = naipes.game("docena").Rules(players=6)
    levels = ("beginner",) * 6
    found = decision_at("docena", 11, rules, [("bet", 8)], 0, levels=levels, budget=DEFAULT_BUDGET)
    assert found.mistake and found.cost > 4 * found.se
    assert [r.code for r in found.reasons] == ["staked_beaten_hand"]
