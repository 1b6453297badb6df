"""Each reason code of a mistake, on play-outs built to show it, and only where they bear it out: the event the
reason names happens with the choice and not with the best in enough of the worlds, and those worlds carry most of
the cost. Where the cost comes from elsewhere, no reason: the coach says the cost and the better card only.

The play-outs are the hands at the end of each sampled world (their tricks, their declarations, their log), as
:mod:`naipes.coach` hands them to a game's reason checks; here they are written by hand, one position per code.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

import wording
from naipes.cards import PAPAYOO_60, SPANISH_40, Suit
from naipes.coach import Reason
from naipes.coach.evaluate import Evidence
from naipes.games.cirulo import coach as cirulo_coach
from naipes.games.papayoo import coach as papayoo_coach
from naipes.games.tute import coach as tute_coach
from naipes.practice import Log, PlayedTrick
from wording import coach as coach_words

SEAT = 0


def cards(text: str, deck=SPANISH_40) -> tuple:
    return tuple(deck.parse(text.split()))


def trick(leader: int, text: str, winner: int, points: int, deck=SPANISH_40) -> PlayedTrick:
    return PlayedTrick(leader, cards(text, deck), winner, points)


def end(tricks=(), declared=(), log=()) -> Any:
    return SimpleNamespace(tricks=list(tricks), declared=list(declared), log=Log(list(log)))


def evidence(before: Any, chosen: str, best: str, pairs: list[tuple[Any, Any]], diffs: list[float], *,
             deck=SPANISH_40, k: int = 0) -> Evidence:
    return Evidence(before, SEAT, deck.parse_one(chosen), deck.parse_one(best), sum(diffs) / len(diffs), k,
                    tuple(pairs), tuple(diffs))


# -- Tute -----------------------------------------------------------------------------------------------------------

def tute_before(hand: str, table: str = "", *, stock: int = 8, declared=(), trump=Suit.OROS) -> Any:
    return SimpleNamespace(trump=trump, stock=[None] * stock, declared=list(declared),
                           hands=[list(cards(hand)), [], [], []], trick=list(cards(table)), log=Log())


def test_a_trick_lost_with_its_points_at_stake():
    # Last to play to a trick of 3E 1E 12E (an ace and a three of espadas: 23 points), the seat throws 4B
    # where its 1O (a triunfo) takes it; in every world that trick is the whole difference.
    before = tute_before("4B 1O 5C", "3E 1E 12E")
    lost = (end([trick(1, "3E 1E 12E 4B", 2, 23)]), end([trick(1, "3E 1E 12E 1O", SEAT, 34)]))
    found = tute_coach.lost_points(evidence(before, "4B", "1O", [lost] * 8, [45.0] * 8))
    assert found == Reason("lost_points_trick", {"points": 34})


def test_no_lost_trick_when_the_cost_comes_from_later_tricks():
    # The seat takes the trick either way; the difference is made later.
    before = tute_before("4B 1O 5C", "3E 1E 12E")
    same = (end([trick(1, "3E 1E 12E 1O", SEAT, 34)]), end([trick(1, "3E 1E 12E 1O", SEAT, 34)]))
    assert tute_coach.lost_points(evidence(before, "5C", "1O", [same] * 8, [12.0] * 8)) is None


def test_a_lost_trick_in_too_few_worlds_is_no_reason():
    before = tute_before("4B 1O 5C", "3E 1E 12E")
    lost = (end([trick(1, "3E 1E 12E 4B", 2, 23)]), end([trick(1, "3E 1E 12E 1O", SEAT, 34)]))
    same = (end([trick(1, "3E 1E 12E 1O", SEAT, 34)]), end([trick(1, "3E 1E 12E 1O", SEAT, 34)]))
    # Lost in two worlds of eight, and the other six carry most of the cost.
    found = tute_coach.lost_points(evidence(before, "4B", "1O", [lost] * 2 + [same] * 6, [45.0] * 2 + [30.0] * 6))
    assert found is None


def test_a_triunfo_spent_that_the_seat_needed_to_sing():
    # Oros are triunfos; the seat holds rey and caballo of copas, not sung, and spends its 1O on a trick of
    # nothing: with 4E kept back it wins a trick later and sings the 20 in copas; with the ace gone, it does not.
    before = tute_before("1O 12C 11C 4E", "5B", declared=())
    sang = end(declared=[(SEAT, Suit.COPAS, 20)])
    pairs = [(end(), sang)] * 6 + [(end(), end())] * 2
    found = tute_coach.spent_trump_to_sing(evidence(before, "1O", "4E", pairs, [24.0] * 6 + [2.0] * 2))
    assert found == Reason("spent_trump_sing", {"suit": "C", "points": 20})


def test_a_triunfo_spent_that_would_have_stopped_the_forty():
    before = tute_before("1O 7E 4E", "5B")
    forty = end(declared=[(2, Suit.OROS, 40)])
    pairs = [(forty, end())] * 5 + [(end(), end())] * 3
    found = tute_coach.spent_trump_forty(evidence(before, "1O", "4E", pairs, [50.0] * 5 + [1.0] * 3))
    assert found == Reason("spent_trump_forty")


def test_no_triunfo_reason_for_a_card_that_is_no_triunfo():
    before = tute_before("1C 12C 11C 4E", "5B")
    sang = end(declared=[(SEAT, Suit.COPAS, 20)])
    assert tute_coach.spent_trump_to_sing(evidence(before, "1C", "4E", [(end(), sang)] * 8, [24.0] * 8)) is None


def test_a_void_shown_while_the_stock_lasts():
    # Espadas led, the seat holds 4E and throws 5C instead: it draws espadas afterwards, laid face down.
    before = tute_before("5C 4E 1O", "7E")
    drawn = [("draw", SEAT, {"card": SPANISH_40.parse_one("2E")})]
    pairs = [(end(log=drawn), end(log=drawn[:0]))] * 6 + [(end(), end())] * 2
    found = tute_coach.revealed_void(evidence(before, "5C", "4E", pairs, [9.0] * 6 + [0.0] * 2))
    assert found == Reason("revealed_void", {"suit": "E"})


def test_no_void_shown_once_the_stock_is_gone():
    before = tute_before("5C 4E 1O", "7E", stock=0)
    drawn = [("draw", SEAT, {"card": SPANISH_40.parse_one("2E")})]
    assert tute_coach.revealed_void(evidence(before, "5C", "4E", [(end(log=drawn), end())] * 8, [9.0] * 8)) is None


# -- Papayoo --------------------------------------------------------------------------------------------------------

def papayoo_before(hand: str, table: str = "") -> Any:
    return SimpleNamespace(die=Suit.DIAMONDS, hands=[list(cards(hand, PAPAYOO_60))],
                           trick=list(cards(table, PAPAYOO_60)), log=Log())


def papayoo_ducked(hand: str, table: str, played: str, other: str, points: int, loss: float) -> Reason | None:
    """The coach's reason for ``played`` taking the trick on ``table`` (worth ``points``) where ``other`` would
    have let the next seat take it, ``loss`` points worse in every world."""
    took = (end([trick(1, f"{table} {played}", SEAT, points, PAPAYOO_60)]),
            end([trick(1, f"{table} {other}", 3, points, PAPAYOO_60)]))
    return papayoo_coach.took_what_a_lower_card_ducked(
        evidence(papayoo_before(hand, table), played, other, [took] * 8, [loss] * 8, deck=PAPAYOO_60))


def test_the_papayoo_taken_where_a_lower_card_ducked():
    # Diamonds led with the Papayoo (7D, the die shows diamonds) thrown on it: the seat tops with 9D where 3D
    # passes under.
    found = papayoo_ducked("9D 3D 2S", "5D 7D 6D", "9D", "3D", 40, 53.3)
    assert found == Reason("took_papayoo", {"points": 40})


def test_payoos_taken_where_a_lower_card_ducked():
    found = papayoo_ducked("9S 3S 2H", "5S 15P 6S", "9S", "3S", 15, 20.0)
    assert found == Reason("took_payoos", {"points": 15})


def test_no_ducking_reason_when_the_better_card_is_higher():
    assert papayoo_ducked("9S 3S 2H", "5S 15P 6S", "3S", "9S", 15, 20.0) is None


# -- Cirulo ---------------------------------------------------------------------------------------------------------

def test_tantos_taken_where_a_lower_card_ducked():
    before = SimpleNamespace(hands=[list(cards("7O 2O 5C"))], trick=list(cards("4O 1O")), log=Log())
    took = (end([trick(2, "4O 1O 7O 5O", SEAT, 25)]), end([trick(2, "4O 1O 2O 5O", 1, 24)]))
    found = cirulo_coach.took_tantos_a_lower_card_ducked(evidence(before, "7O", "2O", [took] * 8, [3.0] * 8))
    assert found == Reason("took_tantos", {"points": 25})


# -- the wording ----------------------------------------------------------------------------------------------------

CODES = [("lost_points_trick", {"points": 34}), ("spent_trump_sing", {"suit": "C", "points": 20}),
         ("spent_trump_forty", {}), ("revealed_void", {"suit": "E"}), ("took_papayoo", {"points": 40}),
         ("took_payoos", {"points": 15}), ("took_tantos", {"points": 25})]


@pytest.mark.parametrize(("code", "params"), CODES)
def test_every_reason_is_worded_in_both_languages_with_its_fields(code, params):
    for lang in ("es", "en"):
        said = coach_words.reason(code, params, lang)
        assert "{" not in said
        for value in params.values():
            if isinstance(value, int):
                assert str(value) in said
    assert wording.has(f"coach.reason.{code}")
    assert "copas" in coach_words.reason("spent_trump_sing", {"suit": "C", "points": 20}, "en")


# -- in practice hands ----------------------------------------------------------------------------------------------

HANDS = [
    # (game, seed, players, decision, reason): a learner who plays at random against the beginner, and the first
    # decision of the hand where the analysis finds that reason, with the default budget.
    ("tute", 5, 4, 3, Reason("lost_points_trick", {"points": 18})),
    ("tute", 4, 3, 8, Reason("spent_trump_sing", {"suit": "O", "points": 20})),
    ("papayoo", 0, 4, 1, Reason("took_payoos", {"points": 44})),
    ("papayoo", 8, 4, 13, Reason("took_papayoo", {"points": 40})),
    ("cirulo", 2, 4, 0, Reason("took_tantos", {"points": 21})),
]


@pytest.mark.parametrize(("game", "seed", "players", "index", "reason"), HANDS)
def test_the_reason_is_found_in_a_practice_hand(game, seed, players, index, reason):
    import naipes
    from naipes.coach import DEFAULT_BUDGET
    from naipes.coach.evaluate import decision_at
    from tests.coach.hands import played

    rules = naipes.game(game).Rules(players=players)
    levels = ("random",) + ("beginner",) * (players - 1)
    decisions = played(game, seed, rules, levels)
    found = decision_at(game, seed, rules, decisions, index, levels=levels, budget=DEFAULT_BUDGET)
    assert found.mistake and found.cost > DEFAULT_BUDGET.z * found.se
    assert reason in found.reasons
