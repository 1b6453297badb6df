"""A Tute deal as a score sheet records it, and a session of deals (:mod:`naipes.games.tute.scores`, which the
Tute counter asks)."""

from __future__ import annotations

import pytest

from naipes.games import tute
from naipes.games.tute import scores as tute_scores


def test_a_deal_whose_card_points_miss_the_pack_total_is_refused():
    """rules-decisions §15: all the piles together hold the whole pack, 120 card points."""
    with pytest.raises(tute_scores.CardPointsDoNotAddUp) as caught:
        tute_scores.score_deal([60, 35, 15], [[], [], []], 0, "C", tute.Rules(players=3))
    assert (caught.value.total, caught.value.expected) == (110, 120)


def test_a_pile_worth_one_point_is_impossible():
    with pytest.raises(tute_scores.ImpossibleCardPoints) as caught:
        tute_scores.score_deal([120, 1], [[], []], 0, "O", tute.Rules(players=2))
    assert caught.value.player == 1


def test_a_suit_declared_by_two_players_is_refused():
    with pytest.raises(tute.DuplicateAcuse):
        tute_scores.score_deal([60, 60], [["O"], ["O"]], 0, "C", tute.Rules(players=2))


def test_with_muestra_the_pair_of_its_suit_is_the_forty_and_the_rest_twenty():
    """Source 002, acuses and the last trick: 40 in the muestra's suit, 20 in any other; the diez de mesa is
    10."""
    hands = tute_scores.score_deal([60, 35, 25], [["C"], ["E"], []], 2, "C", tute.Rules(players=3))
    assert [(h.acuse_points, h.last_trick_points, h.points) for h in hands] == [(40, 0, 100), (20, 0, 55), (0, 10, 35)]


def test_without_muestra_the_first_pair_is_the_forty_and_later_pairs_twenty():
    hands = tute_scores.score_deal([70, 50], [["E", "O"], ["C"]], 0, None, tute.Rules(players=2), first_pair="C")
    assert [h.acuse_points for h in hands] == [40, 40]  # 20 + 20 for the later pairs, 40 for the first
    mine = tute_scores.score_deal([70, 50], [["E", "O"], ["C"]], 0, None, tute.Rules(players=2), first_pair="O")
    assert [h.acuse_points for h in mine] == [60, 20]


def test_without_muestra_the_first_pair_must_be_one_declared():
    with pytest.raises(tute_scores.FirstPairUnknown):
        tute_scores.score_deal([70, 50], [["E"], []], 0, None, tute.Rules(players=2))


def test_the_classic_tute_is_only_reyes_or_caballos():
    assert tute_scores.check_tute_rank(1) == 1
    with pytest.raises(tute_scores.NotATuteRank):
        tute_scores.check_tute_rank(1, tute.Rules(tute="classic"))


def test_a_session_ends_when_someone_reaches_the_agreed_deals_or_points():
    deals = [((0,), (80, 50)), ((1,), (40, 90)), ((1,), (30, 100))]
    assert tute_scores.standing(deals, 2, "deals", 2).winners == (1,)
    assert tute_scores.standing(deals, 2, "points", 300).over is False
    assert tute_scores.standing(deals, 2, "points", 200).winners == (1,)
    assert tute_scores.standing([], 3, "deals", 1).leaders == ()


def test_no_forty_when_the_muestra_card_is_the_rey_or_caballo_of_trumps():
    """Source 002, the deal, and rules-decisions §19: the muestra is the last card drawn and acuses end before
    that draw, so a rey or caballo turned up leaves its pair undeclarable (docs/rules-decisions.md §19)."""
    rules = tute.Rules(players=3)
    with pytest.raises(tute.ImpossibleForty) as caught:
        tute_scores.score_deal([60, 35, 25], [[], ["O"], []], 2, "12O", rules)
    assert caught.value.player == 1 and caught.value.muestra.code == "12O"
    with pytest.raises(tute.ImpossibleForty):
        tute_scores.score_deal([60, 35, 25], [["C"], [], []], 2, "11C", rules)
    # The twenties stand, and any other muestra card leaves the forty possible.
    assert [h.acuse_points for h in tute_scores.score_deal([60, 35, 25], [["C"], [], []], 2, "12O", rules)] == [20, 0, 0]
    assert [h.acuse_points for h in tute_scores.score_deal([60, 35, 25], [["O"], [], []], 2, "7O", rules)] == [40, 0, 0]
    assert [h.acuse_points for h in tute_scores.score_deal([60, 35, 25], [["O"], [], []], 2, "O", rules)] == [40, 0, 0]


def test_a_deal_holds_at_most_one_acuse_per_trick_played_while_the_stock_lasts():
    """rules-decisions §19: one acuse per trick won, and only before the stock runs out. Six players hold four
    cards each from a 36-card pack: 12 cards to draw, two tricks before the stock is gone, so two acuses at
    most."""
    six = tute.Rules(players=6)
    assert tute.acuse_chances(six) == 2
    piles = [60, 35, 25, 0, 0, 0]
    assert tute_scores.score_deal(piles, [["O", "C"], [], [], [], [], []], 0, "O", six)[0].acuse_points == 60
    with pytest.raises(tute_scores.TooManyAcuses) as caught:
        tute_scores.score_deal(piles, [["O", "C"], ["E"], [], [], [], []], 0, "O", six)
    assert (caught.value.declared, caught.value.limit) == (3, 2)


def test_no_tute_of_the_muestra_cards_rank():
    """The muestra is drawn after the last chance to declare, so its rank can make no tute (our rule page)."""
    with pytest.raises(tute_scores.ImpossibleTute) as caught:
        tute_scores.check_tute_rank(1, tute.Rules(), "1B")
    assert caught.value.muestra.code == "1B"
    assert tute_scores.check_tute_rank(12, tute.Rules(), "1B") == 12
    assert tute_scores.check_tute_rank(1, tute.Rules(), "B") == 1  # the suit alone says nothing about the card
