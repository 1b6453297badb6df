"""Paulo's bets and answers weighed by the coach, and their reason codes on play-outs built to show them (and not
where they do not): the team that won the hand at the end of each world, with the choice and with the best."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import wording
from naipes.coach import Reason, analyse
from naipes.coach.evaluate import Evidence
from naipes.games.paulo import Rules, coach as paulo_coach, practice as paulo_practice
from naipes.games.paulo.bots import ACCEPT, AWAY, BET
from wording import coach as coach_words

SEAT = 0


def end(winning_team: int) -> SimpleNamespace:
    return SimpleNamespace(winning_team=winning_team)


def evidence(chosen, best, pairs, diffs) -> Evidence:
    return Evidence(None, SEAT, chosen, best, sum(diffs) / len(diffs), 0, tuple(pairs), tuple(diffs))


def test_a_bet_on_a_hand_the_team_lost():
    # The learner's team (the even seats, 0) loses in six worlds of eight after the bet; without it, the hand lost
    # costs less.
    lost, won = (end(1), end(1)), (end(0), end(0))
    found = paulo_coach.bet_lost_hand(evidence(BET, paulo_coach.NO_BET, [lost] * 6 + [won] * 2,
                                               [1.3] * 6 + [-0.6] * 2))
    assert found == Reason("bet_lost_hand", {"percent": 75})


def test_no_lost_hand_reason_when_the_team_mostly_won():
    lost, won = (end(1), end(1)), (end(0), end(0))
    assert paulo_coach.bet_lost_hand(evidence(BET, paulo_coach.NO_BET, [lost] * 2 + [won] * 6,
                                              [1.3] * 2 + [0.2] * 6)) is None


def test_a_bet_accepted_on_a_hand_the_team_lost():
    lost = (end(1), end(1))
    found = paulo_coach.accepted_lost_hand(evidence(ACCEPT, AWAY, [lost] * 8, [0.7] * 8))
    assert found == Reason("accepted_lost_hand", {"percent": 100})


def test_going_away_from_a_hand_the_team_won_accepting():
    swung = (end(1), end(0))
    found = paulo_coach.went_away_winner(evidence(AWAY, ACCEPT, [swung] * 8, [2.0] * 8))
    assert found == Reason("went_away_winner", {"percent": 100})
    assert paulo_coach.accepted_lost_hand(evidence(AWAY, ACCEPT, [swung] * 8, [2.0] * 8)) is None


@pytest.mark.parametrize("code", ["bet_lost_hand", "accepted_lost_hand", "went_away_winner"])
def test_every_bet_reason_is_worded_in_both_languages(code):
    assert wording.has(f"coach.reason.{code}")
    for lang in ("es", "en"):
        said = coach_words.reason(code, {"percent": 75}, lang)
        assert "75" in said and "{" not in said


def test_a_bet_and_an_answer_are_weighed_in_a_hand_with_bets():
    # Seed 4, four players, bets of chinos: the learner (the beginner's choices) bets, and the coach weighs the bet
    # against playing on without it; the bet's better alternative is worded.
    rules = Rules(players=4)
    hand = paulo_practice.deal(4, rules, betting=True)
    hand.levels = ("beginner",) * 4
    hand.run_bots()
    actions = []
    while hand.phase != "done":
        action = hand.learner_choice()
        hand.act(action)
        actions.append(action)
    found = [d for d in analyse("paulo", 4, rules, 0, actions, levels=hand.levels, options={"betting": True})
             if d.kind in ("bet", "answer")]
    assert found and all(d.evaluated and len(d.alternatives) == 2 for d in found)
    assert coach_words.action(paulo_coach.NO_BET, "en") == "play your card without betting"
