"""Tute engine: one test per rule sentence of source 002 (Tute) and of our readings,
docs/rules-decisions.md §15 to §21."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings, strategies as st

from naipes.cards import SPANISH_40, DuplicateCard, Suit
from naipes.games import tute
from naipes.tricks import Verdict, WrongNumberOfCards

P = SPANISH_40.parse
C = SPANISH_40.parse_one


def reasons(hand: str, trick: str, trump: str | None, stock_empty: bool, rules: tute.Rules | None = None, **kw):
    """Map code -> (legal, reason), so expectations read as card codes."""
    verdicts = tute.judge_plays(P(hand), P(trick), rules or tute.Rules(), state=tute.State(trump, stock_empty, **kw))
    return {card.code: (v.legal, v.reason) for card, v in verdicts.items()}


# --- players, deck, deal (source 002, the deal) -------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "size", "removed"),
    [(2, 40, ""), (3, 39, "2O"), (4, 40, ""), (5, 40, ""), (6, 36, "2O 2C 2E 2B")],
)
def test_fewest_twos_leave_the_pack_so_it_divides_evenly(players, size, removed):
    """rules-decisions §15: 2p 40, 3p 39 (one 2), 4p 40, 5p 40, 6p 36 (all four 2s)."""
    rules = tute.Rules(players=players)
    assert len(tute.deck(rules)) == size
    assert tute.removed_cards(rules) == P(removed)
    assert size % players == 0


def test_which_two_leaves_with_three_players_is_configurable():
    """rules-decisions §15: default 2O, configurable."""
    rules = tute.Rules(players=3, removed_two="2E")
    assert C("2E") not in tute.deck(rules)
    assert C("2O") in tute.deck(rules)


@pytest.mark.parametrize("removed_two", ["3O", "2X", "hello"])
def test_removed_card_must_be_a_two(removed_two):
    """Source 002, the deal: only a 2 is left out."""
    with pytest.raises(tute.BadRemovedTwo) as err:
        tute.Rules(players=3, removed_two=removed_two)
    assert err.value.code == "bad_removed_two"


@pytest.mark.parametrize(("players", "hand_size", "stock"), [(2, 8, 24), (3, 6, 21), (4, 6, 16), (5, 4, 20), (6, 4, 12)])
def test_hand_size_by_number_of_players(players, hand_size, stock):
    """rules-decisions §16: 2p 8, 3-4p 6, 5-6p 4; the stock divides evenly among the players."""
    rules = tute.Rules(players=players)
    assert rules.cards_per_hand == hand_size
    assert tute.stock_size(rules) == stock
    assert stock % players == 0


def test_hand_size_is_configurable():
    """rules-decisions §16: "tandas de cuatro, seis u ocho", keep it configurable."""
    assert tute.stock_size(tute.Rules(players=4, hand_size=8)) == 8


@pytest.mark.parametrize(("players", "hand_size"), [(4, 5), (5, 8), (6, 6), (2, 10)])
def test_hand_size_must_be_a_tanda_that_leaves_a_stock(players, hand_size):
    """Source 002, the deal: tandas of 4, 6 or 8, and a stock (robe) to draw from."""
    with pytest.raises(tute.BadHandSize) as err:
        tute.Rules(players=players, hand_size=hand_size)
    assert err.value.code == "bad_hand_size"


@pytest.mark.parametrize("players", [0, 1, 7])
def test_tute_is_for_two_to_six_players(players):
    """Source 002, the deal: 2 to 6 players."""
    with pytest.raises(tute.BadPlayers) as err:
        tute.Rules(players=players)
    assert err.value.code == "bad_players"


@pytest.mark.parametrize(
    "field", ["tute", "over_trump", "stock_following", "ties"],
)
def test_unknown_variant_names_are_refused(field):
    """rules-decisions §15 to §21: each variant is one of the named options."""
    with pytest.raises(tute.UnknownVariant) as err:
        tute.Rules(**{field: "nonsense"})
    assert err.value.code == "unknown_variant"


@pytest.mark.parametrize(("winner", "players", "order"), [(0, 4, (0, 1, 2, 3)), (2, 4, (2, 3, 0, 1)), (1, 2, (1, 0)),
                                                      (4, 5, (4, 0, 1, 2, 3))])
def test_trick_winner_draws_first_then_the_others_in_order_of_play(winner, players, order):
    """Source 002, the deal: after each trick the winner draws first, then the others in order to the
    right."""
    assert tute.draw_order(winner, players) == order


@pytest.mark.parametrize(("winner", "players"), [(4, 4), (-1, 3), (0, 7)])
def test_draw_order_refuses_a_seat_outside_the_table(winner, players):
    with pytest.raises(tute.TuteError):
        tute.draw_order(winner, players)


def test_muestra_is_the_last_card_of_the_stock():
    """Source 002, the deal: the undealt pack is laid on the muestra, so it is drawn last."""
    dealt = tute.deal(tute.Rules(players=4), Random(7))
    assert dealt.stock[-1] == dealt.muestra
    assert [len(h) for h in dealt.hands] == [6, 6, 6, 6]
    assert len(dealt.stock) == 16


def test_without_muestra_no_card_is_turned():
    """Source 002, acuses and the last trick: sin muestra there is no trump at first."""
    dealt = tute.deal(tute.Rules(players=2, muestra=False), Random(7))
    assert dealt.muestra is None
    assert len(dealt.stock) == 24


# --- ranking and points (source 002, card points; rules-decisions §17) ---------------------------------


def test_rank_order_in_every_suit():
    """rules-decisions §17: as > 3 > rey > caballo > sota > 7 > 6 > 5 > 4 > 2."""
    assert tute.RANK_ORDER == (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)


@pytest.mark.parametrize(
    ("card", "points"),
    [("1C", 11), ("3C", 10), ("12C", 4), ("11C", 3), ("10C", 2), ("7C", 0), ("6C", 0), ("5C", 0), ("4C", 0),
     ("2C", 0)],
)
def test_card_points(card, points):
    """Source 002, card points: as 11, tres 10, rey 4, caballo 3, sota 2; 2, 4, 5, 6, 7 nothing."""
    assert tute.card_points(C(card)) == points


def test_deck_holds_120_points_and_130_with_the_last_trick():
    """Source 002, card points: sum of all card points 120; with diez de mesa 130."""
    assert sum(tute.card_points(card) for card in SPANISH_40) == 120
    assert tute.total_points() + tute.LAST_TRICK_POINTS == 130


@pytest.mark.parametrize(
    ("trick", "winner"),
    [("7C 6C 5C 4C", 0), ("2C 4C", 1), ("10C 7C", 0), ("11C 10C", 0), ("12C 11C", 0), ("3C 12C", 0),
     ("3C 1C", 1)],
)
def test_point_value_first_then_number(trick, winner):
    """rules-decisions §17: compare point value first, then the number among zero-point cards."""
    assert tute.trick_winner(P(trick)) == winner


# --- trick winner ---------------------------------------------------------------------------


def test_example1_no_trump_highest_of_suit_led_wins():
    """Source 002's first example: 4C 5C 2B(void) 7C, no trump -> D wins with 7C."""
    assert tute.trick_winner(P("4C 5C 2B 7C"), state=tute.State(None)) == 3


def test_example1_bastos_not_trump_changes_nothing():
    """rules-decisions §17: read example 1 as no-trump, or bastos not trump: highest copas wins."""
    assert tute.trick_winner(P("4C 5C 2B 7C"), state=tute.State("O")) == 3


def test_example2_any_trump_beats_the_suit_led():
    """Source 002's second example: muestra espadas, 6O 2E 7O 4O -> B wins with a trump."""
    assert tute.trick_winner(P("6O 2E 7O 4O"), state=tute.State("E")) == 1


def test_muestra_may_be_given_as_the_card():
    """Source 002, the deal: the muestra's suit is trump."""
    assert tute.trick_winner(P("6O 2E 7O 4O"), state=tute.State(C("5E"))) == 1


def test_example3_higher_trump_wins():
    """Source 002's third example: trump bastos, 7E 10B 4E 11B -> D wins with 11B."""
    assert tute.trick_winner(P("7E 10B 4E 11B"), state=tute.State("B")) == 3


def test_without_trump_no_suit_beats_the_suit_led():
    """Source 002, acuses and the last trick: before the first 40 (sin muestra) the highest card of the suit
    led wins."""
    assert tute.trick_winner(P("2C 1O 1E 1B"), state=tute.State(None)) == 0


def test_empty_trick_has_no_winner():
    """A trick needs at least one card."""
    with pytest.raises(WrongNumberOfCards):
        tute.trick_winner(())


# --- legal play while the stock lasts (source 002, legal play) -----------------------------------------


def test_leader_may_lead_any_card():
    """Source 002, the deal: the trick winner leads next, any card."""
    assert reasons("1O 2C", "", "O", True) == {"1O": (True, "leads"), "2C": (True, "leads")}


def test_stock_phase_play_is_free_on_a_non_trump_lead():
    """Source 002, legal play; rules-decisions §20: following suit cannot be enforced while there are cards to
    draw."""
    assert reasons("1C 2B 3O", "4C", "O", False) == {
        "1C": (True, "free_while_stock"), "2B": (True, "free_while_stock"), "3O": (True, "free_while_stock"),
    }


def test_stock_phase_trump_lead_must_be_answered_with_trump():
    """Source 002, legal play: with muestra, when a trump is led, a player holding trumps must play one."""
    assert reasons("2E 1C", "5E", "E", False) == {"2E": (True, "follows_trump"), "1C": (False, "must_follow_trump")}


def test_stock_phase_trump_lead_without_trumps_is_free():
    """Source 002, legal play: the obligation binds only a player holding trumps."""
    assert tute.legal_plays(P("1C 2O"), P("5E"), tute.DEFAULT_RULES, state=tute.State("E", False)) == P("1C 2O")


def test_trump_lead_obligation_after_the_first_forty_without_muestra():
    """rules-decisions §20 (source 002, legal play): no muestra, 40 in espadas declared, espadas led, {2E, 1C}
    -> only 2E."""
    trump = tute.trump_suit(None, ["E"])
    assert tute.legal_plays(P("2E 1C"), P("4E"), tute.DEFAULT_RULES, state=tute.State(trump, False)) == P("2E")


def test_without_muestra_and_before_the_forty_no_lead_binds():
    """Source 002, acuses and the last trick: there is no trump at first."""
    assert tute.legal_plays(P("2E 1C"), P("4E"), tute.DEFAULT_RULES, state=tute.State(tute.trump_suit(None, []), False)) == P("2E 1C")


def test_manos_abajo_cards_must_answer_their_suit():
    """rules-decisions §20 (source 002, legal play): cards laid face down must be played when their suit is
    asked."""
    assert reasons("3C 1O", "5C", "E", False, face_down=P("3C")) == {
        "3C": (True, "manos_abajo"), "1O": (False, "manos_abajo_must_follow"),
    }


def test_manos_abajo_lays_down_drawn_cards_of_a_claimed_void():
    """rules-decisions §20: drawn cards of a suit the player did not follow are laid face down."""
    assert tute.lays_face_down(P("3C 5O 11C"), {Suit.COPAS}) == P("3C 11C")


def test_strict_variant_must_follow_suit_during_the_stock():
    """rules-decisions §20: option "strict follow suit during the stock"."""
    strict = tute.Rules(stock_following="strict")
    assert reasons("2C 1O", "5C", "E", False, strict) == {
        "2C": (True, "follows_suit_strict"), "1O": (False, "must_follow_suit_strict"),
    }
    assert tute.legal_plays(P("1O 2B"), P("5C"), strict, state=tute.State("E", False)) == P("1O 2B")


def test_strict_variant_reasons_are_not_the_after_the_stock_ones():
    """rules-decisions §20: the strict option binds while the stock lasts, with no beating; its wording must
    not claim that the stock is gone or that the trick is trumped (the codes of the strict phase)."""
    strict = tute.Rules(stock_following="strict")
    found = reasons("7C 1C 1O", "5C", "E", False, strict)
    assert found == {
        "7C": (True, "follows_suit_strict"), "1C": (True, "follows_suit_strict"),
        "1O": (False, "must_follow_suit_strict"),
    }
    after = {r for _, r in reasons("7C 1C 1O", "5C 2E", "E", True).values()}
    assert after.isdisjoint({"follows_suit_strict", "must_follow_suit_strict"})


# --- legal play once the stock is gone (source 002, legal play) ----------------------------------------


def test_must_follow_and_beat_matando():
    """Source 002, legal play: follow the suit led and beat it if able ("matando")."""
    assert reasons("2C 7C 1C 5O", "4C", None, True) == {
        "2C": (False, "must_beat"), "7C": (True, "follows_and_beats"), "1C": (True, "follows_and_beats"),
        "5O": (False, "must_follow_suit"),
    }


def test_must_beat_the_best_card_of_the_suit_on_the_table():
    """rules-decisions §20: beat the best card of the suit led on the table, not just the led card."""
    assert tute.legal_plays(P("7C 1C"), P("4C 12C"), tute.DEFAULT_RULES, state=tute.State(None, True)) == P("1C")


def test_unable_to_beat_still_follows():
    """Source 002, legal play: if unable to beat, still follow suit."""
    assert reasons("3C 2C 1O", "1C", "O", True) == {
        "3C": (True, "follows_cannot_beat"), "2C": (True, "follows_cannot_beat"), "1O": (False, "must_follow_suit"),
    }


def test_example3_player_c_follows_the_trumped_trick_with_any_card_of_the_suit():
    """Source 002's third example and rules-decisions §20: once the trick is trumped, any card of the suit
    led."""
    assert reasons("4E 1E 1B", "7E 10B", "B", True) == {
        "4E": (True, "follows_suit"), "1E": (True, "follows_suit"), "1B": (False, "must_follow_suit"),
    }


def test_example3_player_b_void_must_trump():
    """Source 002's third example and legal play: void in the suit led, must play a trump."""
    assert reasons("10B 1O", "7E", "B", True) == {"10B": (True, "trumps"), "1O": (False, "must_trump")}


def test_example3_player_d_must_overtrump():
    """Source 002's third example and legal play: a later trumper must beat the trump on the table."""
    assert reasons("11B 2B 5O", "7E 10B 4E", "B", True) == {
        "11B": (True, "overtrumps"), "2B": (False, "must_overtrump"), "5O": (False, "must_overtrump"),
    }


def test_unable_to_overtrump_must_still_trump():
    """rules-decisions §20: if you cannot overtrump you must still trump."""
    assert reasons("2B 5O", "7E 10B", "B", True) == {
        "2B": (True, "trump_cannot_overtrump"), "5O": (False, "must_trump"),
    }


def test_free_discard_variant_when_unable_to_overtrump():
    """rules-decisions §20: option "free discard when unable to over-trump"."""
    rules = tute.Rules(over_trump="free_discard")
    assert reasons("2B 5O", "7E 10B", "B", True, rules) == {
        "2B": (True, "trump_cannot_overtrump"), "5O": (True, "free_discard"),
    }


def test_trump_led_after_the_stock_follow_and_beat():
    """Source 002, legal play: when the suit led is trump, follow and beat as with any suit."""
    assert tute.legal_plays(P("2B 1B 4O"), P("10B"), tute.DEFAULT_RULES, state=tute.State("B", True)) == P("1B")


def test_void_without_trumps_plays_anything():
    """Source 002, legal play: no card of the suit led and no trump: any card (contrafallar)."""
    assert reasons("1O 2B", "7E", "C", True) == {"1O": (True, "any_card"), "2B": (True, "any_card")}


def test_void_with_no_trump_suit_plays_anything():
    """Source 002, acuses and the last trick: sin muestra and before the 40 there are no trumps to play."""
    assert tute.legal_plays(P("1O 2B"), P("7E"), tute.DEFAULT_RULES, state=tute.State(None, True)) == P("1O 2B")


def test_full_trick_or_repeated_card_is_refused():
    """A trick holds one card per player; a card cannot be both in the hand and on the table."""
    with pytest.raises(WrongNumberOfCards):
        tute.judge_plays(P("1O"), P("2C 3C"), tute.Rules(players=2), state=tute.State(None, True))
    with pytest.raises(DuplicateCard):
        tute.judge_plays(P("1O 2C"), P("2C"), tute.DEFAULT_RULES, state=tute.State(None, True))
    with pytest.raises(DuplicateCard):
        tute.legal_plays(P("1O 2C"), P("2C"), tute.DEFAULT_RULES, state=tute.State(None, True))


# --- acuses, tute, last trick (source 002, acuses and the last trick) ----------------------------------


def test_acuse_in_the_muestra_suit_is_40():
    """Source 002, acuses and the last trick: muestra oros, trick winner holds 12O + 11O -> +40."""
    assert tute.acuse_points("O", "O", first_forty_made=False) == 40
    assert tute.can_declare(P("12O 11O 4C"), "O", "7O", won_trick=True, stock_left=True) == Verdict(
        True, "declares_40"
    )


def test_acuse_in_another_suit_is_20():
    """Source 002, acuses and the last trick: muestra oros, trick winner holds 12C + 11C -> +20."""
    assert tute.acuse_points("C", "O", first_forty_made=False) == 20
    assert tute.can_declare(P("12C 11C"), "C", "O", won_trick=True, stock_left=True) == Verdict(True, "declares_20")


def test_without_muestra_the_first_acuse_is_40_and_makes_trump():
    """Source 002, acuses and the last trick: sin muestra, first acuse 12E+11E -> 40 and espadas trump; later
    12C+11C -> 20."""
    assert tute.acuse_list(["E", "C"], None) == (
        tute.Acuse(Suit.ESPADAS, 40), tute.Acuse(Suit.COPAS, 20),
    )
    assert tute.trump_suit(None, ["E", "C"]) == Suit.ESPADAS
    assert tute.trick_winner(P("1C 2E"), state=tute.State(tute.trump_suit(None, ["E"]))) == 1


def test_only_the_trick_winner_may_declare():
    """Source 002, acuses and the last trick: only the winner of a trick, at that moment, may declare."""
    assert tute.can_declare(P("12O 11O"), "O", "O", won_trick=False, stock_left=True) == Verdict(
        False, "not_trick_winner"
    )


def test_no_acuses_once_the_stock_is_gone():
    """Source 002, acuses and the last trick, rules-decisions §19: no acuses once the stock is exhausted."""
    assert tute.can_declare(P("12O 11O"), "O", "O", won_trick=True, stock_left=False) == Verdict(
        False, "stock_exhausted"
    )


def test_acuse_needs_rey_and_caballo_of_the_suit():
    """Source 002, acuses and the last trick: declare rey + caballo of one suit held in hand."""
    assert tute.can_declare(P("12O 10O"), "O", "O", won_trick=True, stock_left=True) == Verdict(
        False, "needs_rey_caballo"
    )


def test_one_acuse_per_trick_won():
    """rules-decisions §19 (house convention): one acuse per trick won."""
    verdict = tute.can_declare(
        P("12C 11C 12B 11B"), "B", "O", won_trick=True, stock_left=True, declared=["C"], declared_this_trick=True
    )
    assert verdict == Verdict(False, "one_per_trick")


def test_the_forty_is_declared_before_the_twenties():
    """rules-decisions §19 (house convention): the 40 first."""
    hand = P("12C 11C 12O 11O")
    assert tute.available_acuses(hand, "O") == (Suit.OROS, Suit.COPAS)
    assert tute.can_declare(hand, "C", "O", won_trick=True, stock_left=True) == Verdict(False, "forty_first")


def test_a_suit_is_declared_once():
    """Source 002, acuses and the last trick: each rey + caballo pair is declared once."""
    assert tute.can_declare(P("12O 11O"), "O", "O", won_trick=True, stock_left=True, declared=["O"]) == Verdict(
        False, "already_declared"
    )
    with pytest.raises(tute.DuplicateAcuse):
        tute.acuse_list(["O", "O"], "O")


def test_first_forty_without_muestra_has_its_own_reason():
    """Source 002, acuses and the last trick: sin muestra the first pair is the 40 and makes its suit trump
    (it was not trump before)."""
    assert tute.can_declare(P("12E 11E"), "E", None, won_trick=True, stock_left=True) == Verdict(
        True, "declares_first_40"
    )
    assert tute.can_declare(P("12E 11E"), "E", "E", won_trick=True, stock_left=True) == Verdict(True, "declares_40")


def test_later_acuses_without_muestra_are_20():
    """Source 002, acuses and the last trick: after the first 40, acuses of other suits score 20."""
    assert tute.can_declare(P("12C 11C"), "C", None, won_trick=True, stock_left=True, declared=["E"]) == Verdict(
        True, "declares_20"
    )


def test_tute_of_aces_wins_under_the_source_rule_only():
    """Source 002, acuses and the last trick and rules-decisions §18: 1O 1C 1E 1B wins at once (source); not a
    tute under the classic option."""
    hand = P("1O 1C 1E 1B")
    assert tute.is_tute(hand)
    assert not tute.is_tute(hand, tute.Rules(tute="classic"))
    assert tute.can_declare_tute(hand, tute.Rules(), won_trick=True, stock_left=True) == Verdict(True, "tute")


@pytest.mark.parametrize(("hand", "source", "classic"), [
    ("3O 3C 3E 3B", True, False),
    ("11O 11C 11E 11B 2O", True, True),
    ("12O 12C 12E 12B", True, True),
    ("10O 10C 10E 10B", False, False),
    ("1O 1C 1E 3B", False, False),
])
def test_tute_ranks(hand, source, classic):
    """Source 002, acuses and the last trick and rules-decisions §18: as, tres, caballo or rey (source); reyes
    or caballos (classic)."""
    assert tute.is_tute(P(hand)) is source
    assert tute.is_tute(P(hand), tute.Rules(tute="classic")) is classic


def test_tute_only_by_the_trick_winner_with_stock_left():
    """Source 002, acuses and the last trick: tute is declared by a player who has just won a trick, before
    the stock ends."""
    hand = P("12O 12C 12E 12B")
    assert tute.can_declare_tute(hand, tute.Rules(), won_trick=False, stock_left=True).reason == "not_trick_winner"
    assert tute.can_declare_tute(hand, tute.Rules(), won_trick=True, stock_left=False).reason == "stock_exhausted"
    assert tute.can_declare_tute(P("1O"), tute.Rules(), won_trick=True, stock_left=True).reason == "no_tute"


# --- scoring --------------------------------------------------------------------------------


def test_last_trick_is_worth_ten():
    """Source 002, acuses and the last trick: the winner of the last trick gets 10 ("las diez de mesa")."""
    assert tute.hand_points(P("2O"), [], None, last_trick=True).points == 10


def test_hand_points_add_cards_acuses_and_diez_de_mesa():
    """Source 002, acuses and the last trick: total = card points in tricks + acuses + diez de mesa."""
    result = tute.hand_points(P("1O 3C 12E 7B"), ["O", "C"], "O", last_trick=True)
    assert (result.points, result.card_points, result.acuse_points, result.last_trick_points) == (95, 25, 60, 10)


def test_hand_points_without_muestra_first_acuse_is_forty():
    """Source 002, acuses and the last trick: sin muestra the first acuse is the 40, later ones 20."""
    assert tute.hand_points(P("1O"), ["E", "C"], None, last_trick=False).acuse_points == 60
    assert tute.hand_points(P("1O"), ["C"], None, last_trick=False, forty_taken=True).acuse_points == 20


def test_hand_points_refuses_a_card_taken_twice():
    """Each card is taken once."""
    with pytest.raises(DuplicateCard):
        tute.hand_points(P("1O 1O", unique=False), [], None, last_trick=False)


def test_tie_goes_to_the_diez_de_mesa():
    """Source 002, acuses and the last trick: A 65 including diez de mesa, B 65 -> A wins."""
    assert tute.deal_winners([65, 65], diez_de_mesa=0) == tute.DealResult((0,), "tie_diez_de_mesa")


def test_highest_total_wins_the_deal():
    """Source 002, acuses and the last trick: the highest total wins."""
    assert tute.deal_winners([40, 70, 20], diez_de_mesa=0) == tute.DealResult((1,), "highest_total")


def test_tie_with_the_diez_elsewhere_is_shared_or_replayed():
    """rules-decisions §21: two tie while a third took the diez: shared win by default, replay as option."""
    assert tute.deal_winners([55, 55, 20], diez_de_mesa=2) == tute.DealResult((0, 1), "tie_shared")
    assert tute.deal_winners([55, 55, 20], 2, tute.Rules(players=3, ties="replay")) == tute.DealResult(
        (), "tie_replay"
    )


def test_api_score_example():
    """Source 002, acuses and the last trick: the POST /api/v1/tute/score example (muestra oros, oros acuse
    and last trick)."""
    result = tute.hand_points(P(["1O", "3O", "12C"]), ["O", "E"], tute.parse_muestra("O"), True)
    assert (result.points, result.card_points, result.acuse_points) == (95, 25, 60)


@pytest.mark.parametrize("muestra", ["X", "8O", "hello"])
def test_unknown_muestra_is_refused(muestra):
    """The muestra is a suit letter, a card of the pack or nothing."""
    with pytest.raises(tute.UnknownMuestra) as err:
        tute.parse_muestra(muestra)
    assert err.value.code == "unknown_muestra"


# --- tables for the pages -------------------------------------------------------------------


def test_points_table_lists_ranks_strongest_first():
    """Source 002, card points, and rules-decisions §17: the ordered list with points."""
    table = tute.points_table()
    assert table.rows == ((1, 11), (3, 10), (12, 4), (11, 3), (10, 2), (7, 0), (6, 0), (5, 0), (4, 0), (2, 0))


def test_decks_table_per_number_of_players():
    """rules-decisions §16 and §15."""
    assert tute.decks_table().rows == (
        (2, 40, (), 8, 24),
        (3, 39, P("2O"), 6, 21),
        (4, 40, (), 6, 16),
        (5, 40, (), 4, 20),
        (6, 36, P("2O 2C 2E 2B"), 4, 12),
    )


def test_every_key_the_engine_returns_has_wording_in_both_languages():
    """house-style B8.6: the engine returns keys; the lexicon words them in es and en."""
    from wording.games.tute import TEXTS

    keys = [f"reason.{r}" for r in (*tute.PLAY_REASONS, *tute.DECLARE_REASONS)]
    keys += [f"result.{r}" for r in tute.RESULTS]
    keys += [f"rules.{field}.{value}" for field, values in tute.VARIANTS.items() for value in values]
    keys += [f"column.{c}" for c in (*tute.points_table().columns, *tute.decks_table().columns)]
    errors = (tute.BadPlayers, tute.BadHandSize, tute.BadRemovedTwo, tute.UnknownVariant, tute.UnknownSuit,
              tute.UnknownMuestra, tute.DuplicateAcuse)
    keys += [f"error.{e.code}" for e in errors]
    missing = [k for k in keys if set(TEXTS.get(k, {})) != {"es", "en"}]
    assert missing == []


# --- invariants -----------------------------------------------------------------------------


rules_st = st.builds(
    tute.Rules,
    players=st.integers(2, 6),
    muestra=st.booleans(),
    over_trump=st.sampled_from(tute.VARIANTS["over_trump"]),
    stock_following=st.sampled_from(tute.VARIANTS["stock_following"]),
)
trump_st = st.sampled_from([None, *"OCEB"])


@st.composite
def hand_and_trick(draw):
    rules = draw(rules_st)
    cards = draw(st.permutations(tute.deck(rules).cards))
    size = draw(st.integers(0, rules.players - 1))
    hand_len = draw(st.integers(1, rules.cards_per_hand))
    return rules, tuple(cards[size:size + hand_len]), tuple(cards[:size])


def play_out(rules: tute.Rules, seed: int) -> tuple[list[int], list[int]]:
    """Play one deal to the end with random legal plays; card points and acuses per player."""
    rng = Random(seed)
    dealt = tute.deal(rules, rng)
    hands = [list(h) for h in dealt.hands]
    stock = list(dealt.stock)
    taken = [0] * rules.players
    acuses = [0] * rules.players
    declared: list[Suit] = []
    leader = 0
    while hands[leader]:
        trump = tute.trump_suit(dealt.muestra, declared)
        trick = []
        for offset in range(rules.players):
            player = (leader + offset) % rules.players
            card = rng.choice(tute.legal_plays(hands[player], trick, rules, state=tute.State(trump, not stock)))
            hands[player].remove(card)
            trick.append(card)
        leader = (leader + tute.trick_winner(trick, state=tute.State(trump))) % rules.players
        taken[leader] += sum(tute.card_points(c) for c in trick)
        if stock:
            pairs = tute.available_acuses(hands[leader], dealt.muestra, declared)
            if pairs:
                acuses[leader] += tute.acuse_points(pairs[0], dealt.muestra, bool(declared))
                declared.append(pairs[0])
            for player in tute.draw_order(leader, rules.players):
                hands[player].append(stock.pop(0))
    taken[leader] += tute.LAST_TRICK_POINTS
    return taken, acuses


class TestInvariants:
    @given(st.integers(2, 6))
    def test_deck_holds_120_for_every_player_count(self, players):
        """Source 002, card points and rules-decisions §15: the 2s are worth nothing, so every pack holds
        120."""
        assert tute.total_points(tute.Rules(players=players)) == 120

    @given(st.data(), trump_st)
    def test_trick_winner_unchanged_when_losing_cards_reordered(self, data, trump):
        """rules-decisions §17: the winner depends on the cards, not on the order after the lead."""
        trick = data.draw(st.lists(st.sampled_from(SPANISH_40.cards), min_size=2, max_size=6, unique=True))
        winner = trick[tute.trick_winner(trick, state=tute.State(trump))]
        rest = data.draw(st.permutations(trick[1:]))
        reordered = [trick[0], *rest]
        assert reordered[tute.trick_winner(reordered, state=tute.State(trump))] == winner

    @given(hand_and_trick(), trump_st, st.booleans())
    def test_legal_plays_never_empty_and_within_the_hand(self, setup, trump, stock_empty):
        """Source 002, legal play: some card of the hand is always playable."""
        rules, hand, trick = setup
        verdicts = tute.judge_plays(hand, trick, rules, state=tute.State(trump, stock_empty))
        legal = tute.legal_plays(hand, trick, rules, state=tute.State(trump, stock_empty))
        assert legal
        assert {v.reason for v in verdicts.values()} <= set(tute.PLAY_REASONS)
        assert set(legal) <= set(hand)
        assert set(verdicts) == set(hand)

    @given(hand_and_trick(), trump_st, st.booleans(), st.data())
    def test_legal_plays_are_the_cards_judge_plays_allows_in_hand_order(self, setup, trump, stock_empty, data):
        """Source 002, legal play: the cards that may be played, asked alone, are those with an allowing
        verdict, manos abajo included."""
        rules, hand, trick = setup
        face_down = data.draw(st.sets(st.sampled_from(hand)))
        state = tute.State(trump, stock_empty, face_down)
        verdicts = tute.judge_plays(hand, trick, rules, state=state)
        allowed = tuple(c for c in hand if verdicts[c].legal)
        assert tute.legal_plays(hand, trick, rules, state=state) == allowed

    @settings(max_examples=60)
    @given(rules_st, st.integers(0, 2**32))
    def test_random_deals_played_out_take_130_points(self, rules, seed):
        """Source 002, acuses and the last trick: 120 card points + 10 for the last trick, whatever the
        plays."""
        taken, acuses = play_out(rules, seed)
        assert sum(taken) == 130
        assert all(points % 20 == 0 for points in acuses)


def reference_legal(hand, trick, trump, stock_empty, rules, face_down=()):
    """Source 002, legal play, and rules-decisions §20, written out again independently of the engine."""
    if not trick:
        return set(hand)
    led = trick[0].suit
    strength = {rank: -i for i, rank in enumerate(tute.RANK_ORDER)}
    of_led = {c for c in hand if c.suit == led}
    if not stock_empty:
        if of_led and led == trump:
            return of_led
        if of_led and (rules.stock_following == "strict" or any(c in of_led for c in face_down)):
            return of_led
        return set(hand)
    trumped = trump is not None and any(c.suit == trump for c in trick)
    if of_led:
        if led == trump or not trumped:
            best = max(strength[c.rank] for c in trick if c.suit == led)
            return {c for c in of_led if strength[c.rank] > best} or of_led
        return of_led
    trumps = {c for c in hand if c.suit == trump}
    if not trumps:
        return set(hand)
    if not trumped:
        return trumps
    best = max(strength[c.rank] for c in trick if c.suit == trump)
    higher = {c for c in trumps if strength[c.rank] > best}
    return higher or (trumps if rules.over_trump == "must_trump" else set(hand))


class TestAgainstAReference:
    @settings(max_examples=400)
    @given(hand_and_trick(), trump_st, st.booleans(), st.data())
    def test_legal_plays_match_the_rules_written_out(self, setup, trump, stock_empty, data):
        """Source 002, legal play, and rules-decisions §20 (trump lead, manos abajo, strict and free-discard
        options)."""
        rules, hand, trick = setup
        face_down = data.draw(st.lists(st.sampled_from(hand), unique=True, max_size=2))
        legal = set(tute.legal_plays(hand, trick, rules, state=tute.State(trump, stock_empty, face_down)))
        expected = reference_legal(hand, trick, tute.parse_muestra(trump), stock_empty, rules, face_down)
        assert legal == expected
