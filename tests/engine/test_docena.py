"""La Docena engine: one test per rule of source 004 and of our readings (docs/rules-decisions.md §22 to §27),
the worked hands, invariants."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

import wording
from naipes.cards import SPANISH_40, CardNotInDeck, DuplicateCard, InvalidCardCode
from naipes.games import docena
from naipes.games.docena import (
    LADDER,
    MALA,
    Rules,
    best_use_of_mala,
    can_cut_dejo,
    can_open_betting,
    can_withdraw,
    compare,
    comparison,
    deck,
    entro,
    hand_rank,
    showdown_winners,
)
from naipes.tables import Term
from naipes.tricks import WrongNumberOfCards

# -- Worked hands: the ladder, the entró and the pack, as source 004 gives them --------------


def test_mala_three_and_two_of_oros_is_flor_de_28():
    """Source 004, the combination ladder."""
    r = hand_rank("5O 3O 2O")
    assert (r.rank, r.key, r.kind) == (5, "flor_28", "flor")


@pytest.mark.parametrize(
    ("hand", "rank", "key"),
    [
        pytest.param("3C 3E 3B", 1, "calla_treses", id="three treses: callá de treses"),
        pytest.param("5O 3O 12O", 7, "flor_26_5", id="mala, three and rey of oros: flor de 26 y media"),
        pytest.param("3C 2C 1C", 8, "flor_26", id="three, two and as of one suit: flor de 26"),
        pytest.param("12C 11C 10C", 13, "flor_20", id="rey, caballo and sota of one suit: flor de 20 (8 players)"),
        pytest.param("5O 1O", 16, "veinticuatro", id="mala and as of oros: veinticuatro, not veintidós y media"),
        pytest.param("12C 12B", 17, "veintitres_y_media", id="two reyes (dos curas): veintitrés y media"),
    ],
)
def test_a_hand_sits_on_its_rung_of_the_ladder(hand, rank, key):
    """Source 004, the combination ladder (the veinticuatro with its "¡OJO!")."""
    assert (hand_rank(hand).rank, hand_rank(hand).key) == (rank, key)


def test_two_treses_and_the_mala_is_calla_de_treses():
    """Source 004, the combination ladder."""
    r = hand_rank("3C 3E 5O")
    assert (r.rank, r.form, r.mala_as) == (1, "pair_mala", SPANISH_40.parse_one("3O"))


def test_two_reyes_and_the_mala_is_calla_de_reyes_and_beats_flor_de_28():
    """Source 004, the combination ladder (both hands need the mala, so the callá is
    compared with the rung of 5O 3O 2O)."""
    assert hand_rank("12C 12E 5O").rank == 2
    assert hand_rank("12C 12E 5O").rank < hand_rank("5O 3O 2O").rank
    assert compare("12C 12E 12B", "5O 3O 2O") == "a"


def test_calla_de_ases_beats_flor_de_28():
    """Source 004, the combination ladder."""
    assert hand_rank("1C 1E 1B").rank == 4
    c = comparison("1C 1E 1B", "5O 3O 2O")
    assert (c.result, c.reason) == ("a", "better_rung")
    assert compare("5O 3O 2O", "1C 1E 1B") == "b"


def test_mala_and_three_of_oros_is_veintiseis():
    """Source 004, the combination ladder: the mala plays as a 3."""
    r = hand_rank("5O 3O")
    assert (r.rank, r.key, r.mala_as) == (14, "veintiseis", SPANISH_40.parse_one("3O"))


def test_mala_and_a_non_oro_as_is_veintidos_y_media():
    """Source 004, the combination ladder."""
    r = hand_rank("5O 1E")
    assert (r.rank, r.key, r.mala_as) == (19, "veintidos_y_media", SPANISH_40.parse_one("1O"))


def test_as_and_rey_beats_as_and_caballo_both_veintiuna():
    """Source 004, the combination ladder (tie-break), 7 players."""
    seven = Rules(players=7)
    assert hand_rank("1C 12C").rank == hand_rank("1E 11E").rank == 21
    c = comparison("1C 12C", "1E 11E", seven)
    assert (c.result, c.reason) == ("a", "higher_figure")


def test_mala_rey_and_caballo_of_oros_is_flor_de_23_not_the_pinta():
    """Source 004, the combination ladder, 6 players and more: better than the 23½ pinta of rey + mala."""
    r = hand_rank("5O 12O 11O")
    assert (r.rank, r.form, r.mala_as) == (11, "mala_fig_fig", SPANISH_40.parse_one("3O"))
    assert compare("5O 12O 11O", "12C 12E 2B", Rules(players=6)) == "a"


@pytest.mark.parametrize(("players_left", "stones"), [(5, 2), (4, 4), (3, 8)])
def test_entro_with_five_four_three_players_left(players_left, stones):
    """Source 004, the deal and betting (entró)."""
    assert entro(players_left) == stones


def test_deck_for_seven_players():
    """Source 004, the pack and card values: 21 cards, the mala, 3s, reyes, 2s, ases and the four caballos."""
    assert set(deck(Rules(players=7))) == set(
        SPANISH_40.parse("5O 3O 3C 3E 3B 12O 12C 12E 12B 2O 2C 2E 2B 1O 1C 1E 1B 11O 11C 11E 11B")
    )


# -- Deck, card values, players (source 004, the pack and card values) ----------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_up_to_five_players_the_pack_is_the_mala_threes_reyes_doses_and_ases(players):
    """Source 004, the pack and card values."""
    assert set(deck(Rules(players=players))) == set(
        SPANISH_40.parse("5O 3O 3C 3E 3B 12O 12C 12E 12B 2O 2C 2E 2B 1O 1C 1E 1B")
    )


def test_a_sixth_player_adds_the_caballo_de_oros():
    """Source 004, the pack and card values."""
    assert set(deck(Rules(players=6))) - set(deck(Rules(players=5))) == {SPANISH_40.parse_one("11O")}


def test_an_eighth_player_adds_the_four_sotas():
    """Source 004, the pack and card values."""
    assert set(deck(Rules(players=8))) - set(deck(Rules(players=7))) == set(SPANISH_40.parse("10O 10C 10E 10B"))


@pytest.mark.parametrize(("players", "cards"), [(5, 17), (6, 18), (7, 21), (8, 25)])
def test_pack_size_by_players_and_always_three_cards_each(players, cards):
    """Source 004, the pack and card values: at least 3 cards per player."""
    assert len(deck(Rules(players=players))) == cards >= 3 * players


def test_card_values():
    """Source 004, the pack and card values: 3 = 13, 2 = 12, as = 11, figures 10 (rules-decisions §22); the
    mala has no fixed value."""
    assert [docena.card_value(c) for c in SPANISH_40.parse("3B 2B 1B 12B 11B 10B 5O")] == [
        13, 12, 11, 10, 10, 10, None]
    with pytest.raises(CardNotInDeck):
        docena.card_value(SPANISH_40.parse_one("7O"))


@pytest.mark.parametrize("players", [1, 9, 0, 2])
def test_three_to_eight_players_receive_cards(players):
    """Source 004, the pack and card values: at most 8 receive cards per deal; source 004, the deal and
    betting: the game ends when two are left, so a deal never goes to fewer than three."""
    with pytest.raises(docena.BadPlayers) as err:
        Rules(players=players)
    assert err.value.code == "bad_players"


@pytest.mark.parametrize("field", ["tie_rule", "nada_rule"])
def test_unknown_variant_is_refused(field):
    """house-style B3: impossible options raise a coded ValueError."""
    with pytest.raises(docena.UnknownVariant) as err:
        Rules(**{field: "coin_toss"})
    assert err.value.code == "unknown_variant"


# -- The ladder (source 004, the combination ladder) ----------------------------------------------------


def test_the_ladder_in_order():
    """Source 004, the combination ladder: the 22 rungs, best first, with their kinds and value labels."""
    assert [(r.rank, r.key, r.kind, r.label) for r in LADDER] == [
        (1, "calla_treses", "calla", ""), (2, "calla_reyes", "calla", ""), (3, "calla_doses", "calla", ""),
        (4, "calla_ases", "calla", ""), (5, "flor_28", "flor", "28"), (6, "flor_27", "flor", "27"),
        (7, "flor_26_5", "flor", "26½"), (8, "flor_26", "flor", "26"), (9, "flor_25_5", "flor", "25½"),
        (10, "flor_24_5", "flor", "24½"), (11, "flor_23", "flor", "23"), (12, "flor_21", "flor", "21"),
        (13, "flor_20", "flor", "20"), (14, "veintiseis", "pinta", "26"), (15, "veinticinco", "pinta", "25"),
        (16, "veinticuatro", "pinta", "24"), (17, "veintitres_y_media", "pinta", "23½"),
        (18, "veintitres", "pinta", "23"), (19, "veintidos_y_media", "pinta", "22½"),
        (20, "veintidos", "pinta", "22"), (21, "veintiuna", "pinta", "21"), (22, "veinte", "pinta", "20"),
    ]


@pytest.mark.parametrize("rank", [0, -1, 24])
def test_there_is_no_rung_outside_1_to_23(rank):
    """Source 004, the combination ladder and rules-decisions §23: rungs 1-22 and nada at 23; rung 0 is not
    Veinte read from the end."""
    with pytest.raises(docena.DocenaError):
        docena.rung(rank)


@pytest.mark.parametrize(("hand", "rank"), [
    ("3O 3C 3E", 1), ("3B 5O 3E", 1),
    ("12O 12C 12E", 2), ("12B 12O 5O", 2),
    ("2O 2C 2B", 3), ("2E 5O 2O", 3),
    ("1O 1C 1E", 4), ("1B 1C 5O", 4),
])
def test_calla_is_three_of_a_number_or_two_and_the_mala(hand, rank):
    """Source 004, the combination ladder, rungs 1-4, in the order treses, reyes, doses, ases."""
    assert (hand_rank(hand).rank, hand_rank(hand).kind) == (rank, "calla")


@pytest.mark.parametrize("hand", ["11O 11C 11E", "10C 10E 10B", "11C 11E 5O", "10B 10C 5O"])
def test_three_caballos_or_three_sotas_are_no_calla(hand):
    """rules-decisions §25: only 3s, reyes, 2s and ases make a callá."""
    assert hand_rank(hand).kind != "calla"


def test_three_caballos_count_their_best_pinta_or_nothing():
    """rules-decisions §25: best pinta applies (two figures only if same suit)."""
    assert hand_rank("11O 11C 11E").rank == docena.NADA
    assert hand_rank("11C 11E 10C").key == "veinte"


@pytest.mark.parametrize(("hand", "rank", "key"), [
    ("5O 3O 2O", 5, "flor_28"), ("5O 3O 1O", 6, "flor_27"),
    ("5O 3O 12O", 7, "flor_26_5"), ("5O 3O 11O", 7, "flor_26_5"), ("5O 3O 10O", 7, "flor_26_5"),
    ("3E 2E 1E", 8, "flor_26"), ("3B 2B 12B", 9, "flor_25_5"), ("3C 2C 10C", 9, "flor_25_5"),
    ("3O 1O 11O", 10, "flor_24_5"), ("2C 1C 12C", 11, "flor_23"), ("3E 12E 11E", 11, "flor_23"),
    ("5O 11O 10O", 11, "flor_23"), ("1B 11B 10B", 12, "flor_21"), ("12O 11O 10O", 13, "flor_20"),
])
def test_flores_listed_in_the_source(hand, rank, key):
    """Source 004, the combination ladder, rungs 5-13."""
    r = hand_rank(hand)
    assert (r.rank, r.key, r.kind) == (rank, key, "flor")


@pytest.mark.parametrize("hand", ["5O 3O 2O", "5O 3O 1O", "5O 3O 12O"])
def test_named_mala_flores_use_the_mala_as_itself(hand):
    """Source 004, the combination ladder, rungs 5-7, and rules-decisions §22: flor values are names, the mala
    stands for no other card."""
    assert hand_rank(hand).mala_as == MALA


@pytest.mark.parametrize(("hand", "rank", "form"), [
    ("5O 2O 1O", 8, "mala_2_as"), ("5O 2O 12O", 9, "mala_2_fig"), ("5O 1O 11O", 10, "mala_as_fig"),
])
def test_derived_flores_with_the_mala_as_three_of_oros(hand, rank, form):
    """rules-decisions §25: unlisted flores with the mala count as if it were the 3 de oros."""
    r = hand_rank(hand)
    assert (r.rank, r.form, r.mala_as) == (rank, form, SPANISH_40.parse_one("3O"))
    assert next(f for f in docena.rung(rank).forms if f.key == form).derived


def test_the_mala_joins_a_flor_only_with_oros():
    """Source 004, the combination ladder: the mala is always an oro, so 5O 3C 2C is the pinta 3C 2C, not a
    flor."""
    r = hand_rank("5O 3C 2C")
    assert (r.key, r.mala_as, set(r.cards)) == ("veinticinco", None, set(SPANISH_40.parse("3C 2C")))


def test_two_figures_and_a_two_of_one_suit_is_not_a_listed_flor():
    """Source 004's combination ladder lists no "2 + two figures" flor; the hand counts its best pinta (2 +
    rey = 22)."""
    r = hand_rank("2C 12C 11C")
    assert (r.rank, r.key, set(r.cards)) == (20, "veintidos", set(SPANISH_40.parse("2C 12C")))


@pytest.mark.parametrize(("hand", "rank", "key"), [
    ("5O 3O", 14, "veintiseis"), ("3C 2C", 15, "veinticinco"), ("3E 1E", 16, "veinticuatro"),
    ("5O 1O", 16, "veinticuatro"), ("12O 12E", 17, "veintitres_y_media"), ("12B 5O", 17, "veintitres_y_media"),
    ("2B 1B", 18, "veintitres"), ("3C 12C", 18, "veintitres"), ("3O 11O", 18, "veintitres"),
    ("3B 10B", 18, "veintitres"), ("1O 1B", 19, "veintidos_y_media"), ("1C 5O", 19, "veintidos_y_media"),
    ("2E 12E", 20, "veintidos"), ("2O 10O", 20, "veintidos"), ("1E 11E", 21, "veintiuna"),
    ("12B 10B", 22, "veinte"), ("11C 10C", 22, "veinte"),
])
def test_pintas_listed_in_the_source(hand, rank, key):
    """Source 004, the combination ladder, rungs 14-22."""
    r = hand_rank(hand)
    assert (r.rank, r.key, r.kind) == (rank, key, "pinta")


@pytest.mark.parametrize(("hand", "rank", "stands_for"), [
    ("5O 3O", 14, "3O"), ("5O 2O", 15, "3O"), ("5O 1O", 16, "3O"), ("5O 12O", 17, "12O"),
    ("5O 11O", 18, "3O"), ("5O 10O", 18, "3O"), ("5O 12C", 17, "12O"), ("5O 1B", 19, "1O"),
])
def test_the_mala_plays_as_the_missing_card_of_a_pinta(hand, rank, stands_for):
    """Source 004, the combination ladder (the mala with an oro): mala + 12O is 23½, better than 3 +
    figure."""
    r = hand_rank(hand)
    assert (r.rank, r.mala_as) == (rank, SPANISH_40.parse_one(stands_for))


@pytest.mark.parametrize("hand", ["5O 3C", "5O 2E", "5O 11B", "5O 10C"])
def test_the_mala_with_a_non_oro_three_two_caballo_or_sota_makes_no_pinta(hand):
    """Source 004, the combination ladder: with a non-oro card only rey (23½) and as (22½) pair with the
    mala."""
    assert hand_rank(hand).rank == docena.NADA


@pytest.mark.parametrize("hand", ["3C 3E", "2O 2B", "11C 11E", "10O 10B", "3C 2E", "12C 11E"])
def test_pairs_that_do_not_score(hand):
    """Source 004, the combination ladder: two 3s, two 2s, two caballos, two sotas, and unsuited pairs make
    nothing."""
    assert hand_rank(hand).rank == docena.NADA


def test_a_three_card_hand_counts_its_best_pinta():
    """Source 004, the combination ladder: pintas use two cards; the third card does not spoil them."""
    r = hand_rank("3C 2C 12B")
    assert (r.key, set(r.cards)) == ("veinticinco", set(SPANISH_40.parse("3C 2C")))


def test_a_flor_beats_every_pinta():
    """Source 004, the combination ladder: Flor de 20 (13) is above Veintiséis (14)."""
    assert compare("12C 11C 10C", "5O 3O 1B") == "a"


def test_hand_order_does_not_matter():
    """A hand is a set of cards: only ``cards`` keeps the order they were given in."""
    first, second = hand_rank("2O 5O 3O"), hand_rank("3O 2O 5O")
    assert (first.rank, first.form, first.mala_as) == (second.rank, second.form, second.mala_as) == (5, "mala_3_2", MALA)


def test_a_one_card_hand_is_nada():
    """Source 004, the deal and betting: before the second card there is no combination yet."""
    assert hand_rank("3O").rank == docena.NADA


# -- Tie-breaks (source 004, the combination ladder; rules-decisions §23, §24) --------------------------


@pytest.mark.parametrize(("a", "b"), [
    ("12C 10C", "11E 10E"),  # Veinte: rey beats caballo
    ("1B 11B", "1O 10O"),  # Veintiuna: caballo beats sota
    ("3C 12C", "3E 11E"),  # Veintitrés
    ("1C 12C 11C", "1E 12E 10E"),  # Flor de 21: second figure
])
def test_within_a_rung_rey_beats_caballo_beats_sota(a, b):
    """Source 004, the combination ladder (tie-break)."""
    assert compare(a, b) == "a" and compare(b, a) == "b"


@pytest.mark.parametrize(("a", "b"), [
    ("3C 2C", "3E 2E"),  # two Veinticinco of different suits
    ("5O 12C", "12E 12B"),  # mala + rey vs rey + rey
    ("3C 12C", "2E 1E"),  # 3 + figure vs 2 + as at 23
    ("3C 2C 1C", "3E 2E 1E"),
])
def test_equal_combinations_without_a_figure_difference_tie(a, b):
    """rules-decisions §24: the API reports a tie; the mano rule is applied by showdown_winners."""
    c = comparison(a, b)
    assert (c.result, c.reason) == ("tie", "equal")


@pytest.mark.parametrize(("a", "b"), [
    ("3C 1E 12B", "2C 1O 12E"), ("2C 11E", "1O 12E"), ("1B 10C", "12O 11B"), ("12C 10E", "11O 10B"),
])
def test_nada_hands_compare_their_highest_card(a, b):
    """rules-decisions §23: 3 > 2 > as > rey > caballo > sota."""
    c = comparison(a, b)
    assert (c.result, c.reason, c.a.rank, c.b.rank) == ("a", "higher_card", 23, 23)


def test_the_mala_counts_as_a_three_of_oros_in_a_nada_hand():
    """rules-decisions §23: it beats a 2 ..."""
    assert hand_rank("5O 2C").mala_as == SPANISH_40.parse_one("3O")
    assert compare("5O 2C", "2E 1B") == "a"


def test_a_natural_three_beats_the_mala_on_a_tie():
    """rules-decisions §23: ... but loses to a natural 3."""
    c = comparison("5O 2C", "3E 1B")
    assert (c.result, c.reason) == ("b", "natural_three_beats_mala")


def test_nada_hands_with_the_same_highest_card_tie_by_default():
    """rules-decisions §23: the highest single card, nothing more; then §24 applies."""
    assert compare("3C 1E 12B", "3E 2B") == "tie"


def test_nada_variant_all_cards_goes_on_to_the_next_card():
    """rules-decisions §23 "configurable": variant nada_rule="all_cards"."""
    assert compare("3C 1E 12B", "3E 2B", Rules(nada_rule="all_cards")) == "b"


def test_nada_variant_tie_makes_every_nada_hand_equal():
    """rules-decisions §23 "configurable": variant nada_rule="tie"."""
    assert compare("3C 1E 12B", "2E 1B", Rules(nada_rule="tie")) == "tie"


def test_the_mano_wins_a_tie_at_the_showdown():
    """rules-decisions §24: first in turn order (index 0 is the mano)."""
    assert showdown_winners(["1E 2B", "3C 2C 12O", "3E 2E 1B"]) == (1,)


def test_split_variant_shares_a_tie():
    """rules-decisions §24: option "split"."""
    assert showdown_winners(["1E 2B", "3C 2C 12O", "3E 2E 1B"], Rules(tie_rule="split")) == (1, 2)


def test_the_best_rung_takes_the_centre():
    """Source 004, the deal and betting: at the showdown the best rung takes the centre."""
    assert showdown_winners(["3C 2C 12O", "5O 3O 1B", "12C 12E 12B"]) == (2,)


# -- The mala for a trainer ---------------------------------------------------------------------------


@pytest.mark.parametrize(("others", "stands_for", "key"), [
    ("3O 2O", "5O", "flor_28"), ("2O 1O", "3O", "flor_26"), ("3C 3E", "3O", "calla_treses"),
    ("12C", "12O", "veintitres_y_media"), ("1O", "3O", "veinticuatro"), ("12O 11O", "3O", "flor_23"),
    ("2C", "3O", "nada"),
])
def test_best_use_of_mala(others, stands_for, key):
    """Source 004, the combination ladder (the mala); 5O means the mala counts as itself."""
    use = best_use_of_mala(others)
    assert (use.mala_as, use.key) == (SPANISH_40.parse_one(stands_for), key)


def test_best_use_of_mala_when_the_mala_is_not_needed():
    """Source 004, the combination ladder: 3C 2C already make Veinticinco; the mala adds nothing."""
    use = best_use_of_mala("3C 2C")
    assert (use.key, use.mala_as) == ("veinticinco", None)


def test_best_use_of_mala_refuses_the_mala_itself():
    with pytest.raises(DuplicateCard):
        best_use_of_mala("5O 3O")


# -- Procedure (source 004, the deal and betting) -------------------------------------------------------


@pytest.mark.parametrize(("players_left", "stones"), [(12, 1), (8, 1), (6, 1), (5, 2), (4, 4), (3, 8)])
def test_entro_by_players_left(players_left, stones):
    """Source 004, the deal and betting (entró): ≥ 6: 1; 5: 2; 4: 4; 3: 8."""
    assert entro(players_left) == stones


def test_the_house_may_start_the_two_stone_entro_earlier():
    """Source 004, the deal and betting (entró): with many players the 2-stone entró may start earlier."""
    rules = Rules(double_entro_from=7)
    assert [entro(n, rules) for n in (8, 7, 6, 5, 4)] == [1, 2, 2, 2, 4]


def test_the_game_ends_at_two_players():
    """Source 004, the deal and betting: the game ends at 2 (the last two split the pot)."""
    with pytest.raises(docena.BadPlayers):
        entro(2)


@pytest.mark.parametrize(("card", "legal"), [("11O", True), ("10B", True), ("12C", False), ("5O", False)])
def test_only_a_caballo_or_sota_first_card_may_withdraw_its_entro(card, legal):
    """Source 004, the deal and betting (entró); caballos and sotas come in from six players."""
    assert can_withdraw(SPANISH_40.parse_one(card)).legal is legal


@pytest.mark.parametrize("card", ["7O", "4B", "11C"])
def test_withdrawing_needs_a_card_of_the_pack(card):
    """Source 004, the pack and card values: a 7 or a 4 is never dealt; with 6 players the only caballo is the
    11O."""
    with pytest.raises(CardNotInDeck):
        can_withdraw(SPANISH_40.parse_one(card), Rules(players=6))
    assert can_withdraw(SPANISH_40.parse_one("11O"), Rules(players=6)).legal


def test_the_mano_may_not_open_on_the_first_card():
    """Source 004, the deal and betting (first card)."""
    assert can_open_betting("3C", mano=True).reason == "mano_first_card"
    assert can_open_betting("3C 2C", mano=True).legal


def test_the_mala_holder_may_not_open_on_the_first_card():
    """Source 004, the deal and betting (first card)."""
    assert can_open_betting("5O").reason == "mala_first_card"
    assert can_open_betting("1C").legal


def test_a_flor_may_not_open_but_a_calla_may():
    """Source 004, the combination ladder (announcing a flor): a callá may be played silently."""
    assert can_open_betting("5O 3O 2O").reason == "flor_may_not_open"
    assert can_open_betting("3C 3E 3B").reason == "may_open"


@pytest.mark.parametrize(("hand", "cuts"), [
    ("3C 3E 5O", True), ("3C 2C 1C", True), ("3C 2C 12O", False), ("3C 2C", False),
])
def test_a_flor_or_calla_may_cut_the_dejo(hand, cuts):
    """Source 004, the deal and betting (dejo)."""
    assert can_cut_dejo(hand) is cuts


# -- Input errors ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("hand", "error"), [
    ("7O 3O", CardNotInDeck), ("3O 3O", DuplicateCard), ("9X", InvalidCardCode),
    ("3O 3C 3E 3B", WrongNumberOfCards), ("", WrongNumberOfCards),
])
def test_bad_hands_are_refused_with_a_code(hand, error):
    with pytest.raises(error) as err:
        hand_rank(hand)
    assert err.value.code


def test_cards_must_be_in_the_pack_for_the_players():
    """Source 004, the pack and card values: with 6 players only the caballo de oros is in."""
    with pytest.raises(CardNotInDeck):
        compare("1C 11C", "1E 12E", Rules(players=6))


def test_two_hands_cannot_share_a_card():
    with pytest.raises(DuplicateCard):
        compare("3C 2C", "3C 1C")
    with pytest.raises(DuplicateCard):
        showdown_winners(["5O 3O", "2C 1C", "5O 1O"])


def test_hands_may_be_cards_or_codes():
    assert hand_rank(SPANISH_40.parse("12C 12E 5O")) == hand_rank("12c 12e 5o")


# -- Tables for the pages ----------------------------------------------------------------------------


def test_ladder_table_examples_make_their_rung():
    """Every example of the ladder and forms tables is verified by hand_rank."""
    ladder = docena.ladder_table()
    assert [row[0] for row in ladder.rows] == list(range(1, 24))
    for rank, _name, _kind, _value, hand in ladder.rows:
        assert hand_rank(hand).rank == rank
        assert len(hand) == (docena.rung(rank).size or 3)
    for rank, _name, form, hand, players, _derived in docena.forms_table().rows:
        assert (hand_rank(hand).rank, f"form.{hand_rank(hand).form}") == (rank, form.key)
        assert set(hand) <= set(deck(Rules(players=players)))


def test_deck_table():
    """Source 004, the pack and card values."""
    assert [(p, n, len(added)) for p, n, added in docena.deck_table().rows] == [
        (5, 17, 17), (6, 18, 1), (7, 21, 3), (8, 25, 4)]


def test_entro_table():
    """Source 004, the deal and betting (entró)."""
    assert docena.entro_table().rows == ((6, 1), (5, 2), (4, 4), (3, 8))


def test_every_key_the_engine_returns_has_wording_in_both_languages():
    """Brief: every reason code and name key has es and en text."""
    keys = {f"rung.{r.key}" for r in LADDER + (docena.NADA_RUNG,)}
    keys |= {f"form.{f.key}" for r in LADDER + (docena.NADA_RUNG,) for f in r.forms}
    keys |= {f"kind.{k}" for k in ("calla", "flor", "pinta", "nada")}
    keys |= {f"reason.{k}" for k in ("better_rung", "higher_figure", "higher_card", "natural_three_beats_mala",
                                      "equal", "caballo_or_sota_may_withdraw", "entro_stays", "mano_first_card",
                                      "mala_first_card", "flor_may_not_open", "may_open")}
    keys |= {f"rules.{field}.{value}" for field, values in docena.VARIANTS.items() for value in values}
    keys |= {f"error.{e.code}" for e in (docena.DocenaError, docena.BadPlayers, docena.UnknownVariant)}
    for table in (docena.ladder_table(), docena.forms_table(), docena.deck_table(), docena.entro_table(),
                  docena.card_values_table()):
        keys |= {table.caption, *table.notes, *(f"column.{c}" for c in table.columns)}
        keys |= {cell.key for row in table.rows for cell in row if isinstance(cell, Term)}
    for key in keys:
        assert all(wording.text(f"docena.{key}", lang) for lang in wording.LANGS), key


def test_the_package_re_exports_the_public_names():
    """naipes.games.docena was one module; split into a package it offers the same names (API, site, drills)."""
    names = {
        "MALA", "CARD_VALUES", "CALLA_NUMBERS", "SINGLE_CARD_ORDER", "DECK_ADDITIONS", "PLAYERS", "NADA", "STONES",
        "VARIANTS", "DocenaError", "BadPlayers", "UnknownVariant", "Rules", "DEFAULT_RULES", "Form", "Rung",
        "LADDER", "NADA_RUNG", "rung", "HandRank", "Comparison", "hand_rank", "best_use_of_mala", "deck",
        "compare", "comparison", "showdown_winners", "card_value", "entro", "can_withdraw", "can_open_betting",
        "can_cut_dejo", "example", "ladder_table", "forms_table", "deck_table", "entro_table", "card_values_table",
        "HAND_SIZE", "REASONS", "deal", "OPTIONS",  # the engine shape every game shares
        "MALA_READINGS", "hand_with_mala_as",  # what the mala makes as each reading (rules-decisions §46)
        "RUNGS",  # the ladder's one count, nada's rung included, which the judge and the search both say (§23)
    }
    assert names == set(docena.__all__)
    # Each name listed is really there, so `from naipes.games.docena import *` gives every one of them.
    assert [n for n in sorted(names) if not hasattr(docena, n)] == []


def test_column_headings_use_the_column_prefix_only():
    """naipes_site.inserts.render_table looks headings up as ``column.<key>``: one name per heading."""
    assert not [key for key in wording.all_keys() if key.startswith("docena.col.")]


# -- Invariants ---------------------------------------------------------------------------------------

PLAYER_COUNTS = (5, 6, 7, 8)


def _all_hands(players: int):
    cards = deck(Rules(players=players)).cards
    return [h for size in (2, 3) for h in combinations(cards, size)]


# Facts "Reachability by deck": ranks that never occur, and forms of rank 11 that need 6 players.
UNREACHABLE = {5: {12, 13, 22}, 6: {13}, 7: {13}, 8: set()}


@st.composite
def two_hands(draw):
    """A pack size, then three disjoint hands of 2 or 3 cards from it (the third always has 3)."""
    n = draw(st.sampled_from(PLAYER_COUNTS))
    cards = draw(st.permutations(deck(Rules(players=n)).cards))
    a, b = draw(st.integers(2, 3)), draw(st.integers(2, 3))
    return n, cards[:a], cards[a:a + b], cards[a + b:a + b + 3]


class TestInvariants:
    @pytest.mark.parametrize("players", PLAYER_COUNTS)
    def test_every_hand_gets_exactly_one_rank(self, players):
        """Brief: every 2- and 3-card hand of each pack has one rank in 1..23, whatever the card order."""
        for hand in _all_hands(players):
            r = hand_rank(hand)
            assert 1 <= r.rank <= 23 and r.kind == docena.rung(r.rank).kind
            assert hand_rank(hand[::-1]).rank == r.rank
            assert set(r.cards) <= set(hand) and len(r.cards) == (docena.rung(r.rank).size or len(hand))
            assert r.mala_as is None or r.mala_as.suit.value == "oros"
            assert (r.mala_as is not None) == (MALA in r.cards)

    @pytest.mark.parametrize("players", PLAYER_COUNTS)
    def test_reachability_by_deck(self, players):
        """Source 004, the combination ladder (which pack holds each rung)."""
        ranks = {hand_rank(h).rank for h in _all_hands(players)}
        assert ranks == set(range(1, 24)) - UNREACHABLE[players]
        forms_of_11 = {hand_rank(h).form for h in _all_hands(players) if hand_rank(h).rank == 11}
        assert ("3_fig_fig" in forms_of_11) is ("mala_fig_fig" in forms_of_11) is (players >= 6)

    def test_veinte_at_six_players_is_only_the_oros_pair(self):
        """Source 004, the combination ladder: from 6 players for oros (12O + 11O), from 7 for every suit."""
        assert {frozenset(h) for h in _all_hands(6) if hand_rank(h).rank == 22 and len(h) == 2} == {
            frozenset(SPANISH_40.parse("12O 11O"))}

    def test_forms_appear_from_the_pack_the_ladder_says(self):
        """LADDER's min_players agrees with exhaustive ranking of every pack."""
        first: dict[str, int] = {}
        for players in PLAYER_COUNTS:
            for h in _all_hands(players):
                r = hand_rank(h)
                first.setdefault(f"{r.rank}.{r.form}", players)
        assert first == {f"{r.rank}.{f.key}": f.min_players for r in LADDER + (docena.NADA_RUNG,) for f in r.forms}

    @settings(max_examples=300)
    @given(two_hands())
    def test_compare_is_antisymmetric(self, case):
        players, a, b, _ = case
        rules = Rules(players=players)
        assert compare(b, a, rules) == {"a": "b", "b": "a", "tie": "tie"}[compare(a, b, rules)]

    @settings(max_examples=300)
    @given(two_hands())
    def test_a_better_rung_always_wins(self, case):
        players, a, b, _ = case
        ra, rb = hand_rank(a).rank, hand_rank(b).rank
        if ra != rb:
            assert compare(a, b, Rules(players=players)) == ("a" if ra < rb else "b")

    @settings(max_examples=200)
    @given(two_hands(), st.sampled_from(docena.VARIANTS["nada_rule"]))
    def test_wins_are_transitive(self, case, nada_rule):
        players, a, b, c = case
        rules = Rules(players=players, nada_rule=nada_rule)
        if compare(a, b, rules) == "a" and compare(b, c, rules) == "a":
            assert compare(a, c, rules) == "a"

    @settings(max_examples=200)
    @given(two_hands(), st.sampled_from(docena.VARIANTS["tie_rule"]))
    def test_showdown_winners_are_beaten_by_nobody(self, case, tie_rule):
        players, a, b, c = case
        rules = Rules(players=players, tie_rule=tie_rule)
        winners = showdown_winners([a, b, c], rules)
        assert winners and (len(winners) == 1 or tie_rule == "split")
        for w in winners:
            assert all(compare(h, (a, b, c)[w], rules) != "a" for h in (a, b, c) if h != (a, b, c)[w])

    @settings(max_examples=200)
    @given(two_hands())
    def test_adding_the_mala_to_two_cards_never_hurts(self, case):
        players, a, _b, _c = case
        others = tuple(card for card in a if card != MALA)[:2]
        assert best_use_of_mala(others).rank <= hand_rank(others).rank


# --- The stones ledger (the La Docena counter asks these) ---------------------------------------------

def test_a_hand_gives_the_whole_centre_to_the_winner_when_nobody_went_all_in():
    """Source 004, the deal and betting: six left, the entró is 1; withdrawing on a caballo gives the entró
    back."""
    from naipes.games.docena import stones
    result = stones.play_hand([36] * 6, [10, 10, 4, 0, 1, 1], [False, False, False, True, False, False], 1)
    assert (result.entro, result.centre, result.stones) == (1, 26, (26, 52, 32, 36, 35, 35))


def test_an_all_in_winner_wins_from_each_only_what_he_put_in():
    """Rules-decisions §26: player 2 went all-in with his 2 stones; he takes 2 from each, and the side stake
    the others bet beyond it goes to the best of them."""
    from naipes.games.docena import stones
    result = stones.play_hand([30, 30, 2, 30], [10, 10, 2, 10], [False] * 4, 2, side_winners=[0])
    assert result.stones == (44, 20, 8, 20)
    assert sum(result.stones) == 92


def test_an_all_in_winner_needs_the_side_stake_winner_named():
    from naipes.games.docena import stones
    with pytest.raises(stones.StakeError) as caught:
        stones.play_hand([30, 30, 2, 30], [10, 10, 2, 10], [False] * 4, 2)
    assert caught.value.reason == "side_winner_needed"


def test_the_practice_hand_and_the_ledger_share_the_centre_in_the_same_layers():
    from naipes.games.docena import stones
    assert [(layer.stones, layer.payers) for layer in stones.centre_layers([10, 10, 2, 10])] == [
        (8, (0, 1, 2, 3)), (24, (0, 1, 3))]


def test_a_winner_who_kept_stones_but_did_not_match_the_highest_stake_had_folded():
    from naipes.games.docena import stones
    with pytest.raises(stones.StakeError) as caught:
        stones.play_hand([36, 36, 36, 36], [10, 4, 10, 10], [False] * 4, 1)
    assert caught.value.reason == "winner_folded"


@pytest.mark.parametrize("left", [3, 4, 5])
def test_nobody_drops_out_on_a_caballo_or_sota_with_fewer_than_six_left(left):
    """Source 004, the pack and card values: caballos and sotas come into the pack from six players."""
    from naipes.games.docena import stones
    due = docena.entro(left)
    withdrew = [False] * (left - 1) + [True]
    with pytest.raises(stones.StakeError) as caught:
        stones.play_hand([36] * left, [due] * (left - 1) + [0], withdrew, 0)
    assert (caught.value.reason, caught.value.limit) == ("withdraw_needs_figures", 6)


@pytest.mark.parametrize(("stakes", "reason"), [([2, 4, 4, 4], "below_entro"), ([40, 4, 4, 4], "more_than_held")])
def test_impossible_stakes_are_refused(stakes, reason):
    from naipes.games.docena import stones
    with pytest.raises(stones.StakeError) as caught:
        stones.play_hand([36, 36, 36, 36], stakes, [False] * 4, 1)
    assert caught.value.reason == reason and caught.value.player == 0


def test_a_player_with_fewer_stones_than_the_entro_plays_them_all():
    from naipes.games.docena import stones
    assert stones.play_hand([2, 36, 36], [2, 8, 8], [False] * 3, 0, side_winners=[1]).stones == (6, 40, 28)


def test_with_two_left_no_hand_is_played_and_the_pot_is_shared_equally():
    from naipes.games.docena import stones
    with pytest.raises(stones.GameOver):
        stones.play_hand([50, 0, 58], [8, 0, 8], [False] * 3, 0)
    assert stones.pot_shares(55, 2) == (27, 1)
