"""Paulo rules, one test per rule sentence of source 000 and of our readings, docs/rules-decisions.md §2 to
§11."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, strategies as st

from naipes.cards import SPANISH_40, CardNotInDeck, DuplicateCard, Suit
from naipes.games import paulo
from naipes.games.paulo import HandOutcome, Rules, Score, TeamScore
from naipes.tables import Term
from naipes.tricks import Verdict, WrongNumberOfCards

P = SPANISH_40
EIGHT = Rules(players=8)
SIX = Rules(players=6)
FOUR = Rules(players=4)


# -- Players, deck, deal (source 000, the deal; rules-decisions §5, §11) --------------------------------


def test_defaults_follow_the_recommendations():
    """rules-decisions §2, §5, §7, §8: source value table order, 20-card deck at 4, trump at will, chinos
    scoring."""
    rules = Rules()
    assert (rules.players, rules.order, rules.deck_variant, rules.strict_follow, rules.scoring) == (
        4, "default", "default", False, "chinos")


@pytest.mark.parametrize("players", [3, 5, 7, 10, 0, True, "4", 4.0])
def test_paulo_is_played_by_four_six_or_eight(players):
    """Source 000, the deal: 4, 6 or 8 players in two teams."""
    with pytest.raises(paulo.BadPlayers) as err:
        Rules(players=players)
    assert err.value.code == "bad_players"


def test_two_players_only_with_the_lanjaron_deck():
    """Source 000, the deal: two players is possible but unusual; only the Lanjarón variant gives its deck."""
    with pytest.raises(paulo.BadPlayers):
        Rules(players=2)
    assert len(paulo.deck(Rules(players=2, deck_variant="lanjaron"))) == 30


@pytest.mark.parametrize(
    "options", [{"order": "numeric"}, {"deck_variant": "benínar"}, {"scoring": "points"}, {"strict_follow": "yes"}]
)
def test_unknown_variants_are_refused(options):
    """rules-decisions §2 to §8: the named variants are the only alternatives."""
    with pytest.raises(paulo.UnknownVariant) as err:
        Rules(**options)
    assert err.value.code == "unknown_variant"


@pytest.mark.parametrize("target", [0, -1, 1.5, True])
def test_match_target_is_a_positive_number_of_medios(target):
    """rules-decisions §7: the match target is configurable, in medios Paulos."""
    with pytest.raises(paulo.BadTarget) as err:
        Rules(target=target)
    assert err.value.code == "bad_target"


@pytest.mark.parametrize(
    ("players", "variant", "suits", "size", "left"),
    [
        (8, "default", "O C E B", 40, 0),
        (6, "default", "O C B", 30, 0),
        (4, "default", "O B", 20, 0),
        (2, "lanjaron", "O C B", 30, 20),
        (4, "lanjaron", "O C B", 30, 10),
        (6, "lanjaron", "O C B", 30, 0),
        (8, "lanjaron", "O C E B", 40, 0),
    ],
)
def test_deck_per_number_of_players(players, variant, suits, size, left):
    """Source 000, the deal (deck table): espadas out at 6, espadas and copas out at 4; Lanjarón: espadas
    out."""
    rules = Rules(players=players, deck_variant=variant)
    pack = paulo.deck(rules)
    assert len(pack) == size
    assert {c.suit.letter for c in pack} == set(suits.split())
    assert set(pack) == {c for c in P if c.suit.letter in suits.split()}
    assert paulo.undealt(rules) == left


def test_six_players_deal_thirty_cards_and_the_dealer_keeps_the_bottom_muestra():
    """Source 000, the deal: 6 players, 30 cards (no espadas), 5 each, muestra = bottom card, kept by the
    dealer."""
    rules = SIX
    pack = paulo.deck(rules).shuffled(Random(26))
    deal = paulo.deal(rules, Random(26))
    assert [len(h) for h in deal.hands] == [5] * 6
    assert all(c.suit is not Suit.ESPADAS for h in deal.hands for c in h)
    assert deal.muestra == pack[-1]
    assert deal.muestra in deal.hands[0]
    assert deal.stock == () and deal.dormidos == ()


def test_deal_starts_on_the_dealers_right_five_cards_at_a_time():
    """Source 000, the deal: five cards in one batch each, starting with the player on the dealer's right."""
    pack = paulo.deck(EIGHT).shuffled(Random(3))
    deal = paulo.deal(EIGHT, Random(3))
    assert deal.hands[1] == tuple(pack[0:5])
    assert deal.hands[2] == tuple(pack[5:10])
    assert deal.hands[0] == tuple(pack[35:40])


def test_muestra_is_the_dealers_fifth_card_with_the_twenty_card_deck():
    """rules-decisions §5: 4 players, 20 cards: the last card, the dealer's, is the muestra."""
    deal = paulo.deal(FOUR, Random(4))
    assert deal.muestra == deal.hands[0][4]
    assert deal.stock == ()


def test_lanjaron_deck_leaves_ten_cards_on_the_muestra_and_their_trumps_sleep():
    """rules-decisions §5: 20 dealt, the 21st card is the muestra, the rest lies on it; trumps there are
    dormidos."""
    rules = Rules(players=4, deck_variant="lanjaron")
    for seed in range(20):
        pack = paulo.deck(rules).shuffled(Random(seed))
        deal = paulo.deal(rules, Random(seed))
        assert deal.muestra == pack[20]
        assert deal.stock == tuple(pack[21:])
        assert all(deal.muestra not in h for h in deal.hands)
        assert set(deal.dormidos) == {c for c in (deal.muestra, *deal.stock) if paulo.is_trump(c, deal.muestra)}


def test_two_players_lanjaron_deal_ten_cards():
    """Source 000, the deal: Lanjarón with 2 players: 10 dealt, 20 left."""
    deal = paulo.deal(Rules(players=2, deck_variant="lanjaron"), Random(2))
    assert [len(h) for h in deal.hands] == [5, 5]
    assert len(deal.stock) + 1 == 20


def test_team_draw_a_king_stops_the_player_and_the_first_kings_form_a_team():
    """Source 000, the deal: cards face up one at a time; a king stops that player; first 2 of 4 make team
    1."""
    draw = paulo.draw_teams(P.parse("12O 3O 5O 7O 1O 12B"), 4)
    # 12O to player 0 (stops); 3O to 1, 5O to 2, 7O to 3, 1O to 1, 12B to 2.
    assert draw.kings == (0, 2)
    assert draw.team == (0, 2)
    assert draw.dealer == 0


def test_team_draw_at_eight_players_takes_four_kings():
    """rules-decisions §11: at 8 players the four king-holders form one team."""
    draw = paulo.draw_teams(P.parse("1O 12O 2O 3O 12C 4O 12E 5O 6O 7O 12B"), 8)
    # 1O p0, 12O p1 (king), 2O p2, 3O p3, 12C p4 (king), 4O p5, 12E p6 (king), 5O p7, 6O p0, 7O p2, 12B p3.
    assert draw.kings == (1, 4, 6, 3)
    assert draw.team == (1, 3, 4, 6)
    assert draw.dealer == 1


def test_team_draw_needs_enough_kings():
    """Source 000, the deal: the draw goes on until half the players hold a king."""
    with pytest.raises(WrongNumberOfCards):
        paulo.draw_teams(P.parse("12O 3O 5O"), 4)


@pytest.mark.parametrize(("players", "kings"), [(4, 2), (6, 3), (8, 4)])
def test_reduced_decks_hold_exactly_one_king_per_team_member(players, kings):
    """Source 000, the deal: 20 cards hold 2 kings, 30 hold 3, 40 hold 4."""
    assert sum(c.rank == 12 for c in paulo.deck(Rules(players=players))) == kings == players // 2


def test_deck_table_lists_every_player_count():
    """Source 000, the deal (deck table)."""
    table = paulo.deck_table()
    assert [(r[0], r[3], r[4], r[5]) for r in table.rows] == [
        (4, 20, 20, 0), (6, 30, 30, 0), (8, 40, 40, 0), (2, 30, 10, 20), (4, 30, 20, 10)]


# -- Card ranking (source 000, the card order; rules-decisions §2, §3, §6) ------------------------------


@pytest.mark.parametrize("muestra", ["O", "C", "E", "B"])
def test_paulo_and_tuerto_are_trumps_whatever_the_muestra(muestra):
    """Source 000, the card order: trumps are the muestra suit plus 4B plus 11O."""
    assert paulo.is_trump(P.parse_one("4B"), muestra)
    assert paulo.is_trump(P.parse_one("11O"), muestra)
    assert paulo.is_trump(P.parse_one(f"7{muestra}"), muestra)


def test_other_suits_are_not_trumps():
    """Source 000's glossary, "Triunfo"."""
    assert not paulo.is_trump(P.parse_one("12O"), "C")
    assert not paulo.is_trump(P.parse_one("3B"), "E")


PLAIN_SUITS = {
    "O": (Suit.OROS, "12O 10O 1O 7O 6O 5O 4O 3O 2O"),
    "C": (Suit.COPAS, "12C 11C 10C 1C 7C 6C 5C 4C 3C 2C"),
    "E": (Suit.ESPADAS, "12E 11E 10E 1E 7E 6E 5E 4E 3E 2E"),
    "B": (Suit.BASTOS, "12B 11B 10B 1B 7B 6B 5B 3B 2B"),
}
"""A plain suit's order at 8 players: oros lack the caballo (the Tuerto is a trump), bastos the 4 (the Paulo)."""


@pytest.mark.parametrize(
    ("muestra", "trumps"),
    [
        pytest.param("O", "4B 3O 11O 2O 12O 10O 1O 7O 6O 5O 4O", id="oros: 11 trumps, 11+10+10+9"),
        pytest.param("C", "4B 3C 11O 2C 12C 11C 10C 1C 7C 6C 5C 4C",
                     id="copas: 12 trumps (the mirlo is the rey), 12+9+10+9"),
        pytest.param("E", "4B 3E 11O 2E 12E 11E 10E 1E 7E 6E 5E 4E", id="espadas (8 players only): 12 trumps"),
        pytest.param("B", "4B 3B 11O 2B 12B 11B 10B 1B 7B 6B 5B", id="bastos: 11 trumps (no 4B slot 12), 11+9+10+10"),
    ],
)
def test_worked_order_per_muestra(muestra, trumps):
    """Source 000, the card order (per muestra): the trumps, then the other three suits in their plain order."""
    lad = paulo.ladder(muestra, EIGHT)
    assert lad.trumps == P.parse(trumps)
    assert dict(lad.suits) == {suit: P.parse(cards) for letter, (suit, cards) in PLAIN_SUITS.items()
                               if letter != muestra}


@pytest.mark.parametrize(
    ("muestra", "trumps"),
    [
        ("O", "4B 11O 3O 2O 12O 10O 1O 7O 6O 5O 4O"),
        ("C", "4B 11O 3C 2C 12C 11C 10C 1C 7C 6C 5C 4C"),
        ("B", "4B 11O 3B 2B 12B 11B 10B 1B 7B 6B 5B"),
    ],
)
def test_durcal_order_swaps_the_second_and_third_trumps_only(muestra, trumps):
    """rules-decisions §2: Dúrcal puts the Tuerto before the Andorra; plain suits unchanged."""
    durcal = paulo.ladder(muestra, Rules(players=8, order="durcal"))
    assert durcal.trumps == P.parse(trumps)
    assert dict(durcal.suits) == dict(paulo.ladder(muestra, EIGHT).suits)


@pytest.mark.parametrize(("muestra", "count"), [("O", 11), ("C", 12), ("E", 12), ("B", 11)])
def test_number_of_trumps_by_muestra(muestra, count):
    """Source 000, the card order: 12 trumps with copas or espadas, 11 with oros or bastos."""
    assert len(paulo.ladder(muestra, EIGHT).trumps) == count


@pytest.mark.parametrize(("muestra", "plain"), [("O", "12B 11B 10B 1B 7B 6B 5B 3B 2B"),
                                                ("B", "12O 10O 1O 7O 6O 5O 4O 3O 2O")])
def test_four_players_have_eleven_trumps_and_one_plain_suit_of_nine(muestra, plain):
    """Source 000, the card order (fewer suits): 4 players, muestra oros or bastos, 11 + 9 = 20."""
    lad = paulo.ladder(muestra, FOUR)
    assert len(lad.trumps) == 11
    assert list(lad.suits.values()) == [P.parse(plain)]


@pytest.mark.parametrize(("muestra", "players"), [("E", 6), ("E", 4), ("C", 4), ("E", 2)])
def test_muestra_suit_must_be_in_the_deck(muestra, players):
    """Source 000, the card order: no espadas at 6 players, only oros and bastos at 4."""
    rules = Rules(players=players, deck_variant="lanjaron" if players == 2 else "default")
    with pytest.raises(paulo.UnknownMuestra) as err:
        paulo.ladder(muestra, rules)
    assert err.value.code == "unknown_muestra"


@pytest.mark.parametrize("muestra", ["C", "c", "copas", "7C", Suit.COPAS, P.parse_one("1C")])
def test_muestra_may_be_a_letter_a_name_a_suit_or_the_card(muestra):
    """Source 000, the deal: the muestra is a card whose suit is trumps."""
    assert paulo.muestra_suit(muestra, SIX) is Suit.COPAS


@pytest.mark.parametrize("muestra", ["X", "", "13C", "hearts", 5])
def test_unreadable_muestra_is_refused(muestra):
    """The API reports a muestra that names no suit of the Spanish pack."""
    with pytest.raises(paulo.UnknownMuestra):
        paulo.muestra_suit(muestra, EIGHT)


def test_trump_slots_are_named_for_the_site():
    """Source 000, the card order (trumps): source slots 01-12 and their names."""
    slots = paulo.ladder("C", EIGHT).slots
    assert [(s.slot, s.name, s.card.code) for s in slots] == [
        (1, "paulo", "4B"), (2, "andorra", "3C"), (3, "tuerto", "11O"), (4, "malilla", "2C"), (5, "rey", "12C"),
        (6, "caballo", "11C"), (7, "sota", "10C"), (8, "as", "1C"), (9, "mijilla", "7C"), (10, "mijilla", "6C"),
        (11, "mijilla", "5C"), (12, "mijilla", "4C"),
    ]
    assert [s.position for s in slots] == list(range(1, 13))


def test_slot_six_is_missing_with_oros_and_slot_twelve_with_bastos():
    """Source 000, the card order: the caballo slot only if the muestra is not oros; the 4 only if it is not
    bastos."""
    assert 6 not in [s.slot for s in paulo.ladder("O", EIGHT).slots]
    assert 12 not in [s.slot for s in paulo.ladder("B", EIGHT).slots]


def test_mijillas_are_the_seven_six_five_four_of_the_muestra():
    """rules-decisions §3: mijillas = 7X 6X 5X 4X; Buitre, Mingui and Naveta are nicknames only."""
    slots = paulo.ladder("O", EIGHT).slots
    assert [s.card.code for s in slots if s.name == "mijilla"] == ["7O", "6O", "5O", "4O"]
    assert [s.name for s in slots if s.card in P.parse("10O 1O")] == ["sota", "as"]


def test_durcal_slots_keep_their_names():
    """rules-decisions §2: in the Dúrcal order the Tuerto is second, the Andorra third."""
    slots = paulo.ladder("O", Rules(players=8, order="durcal")).slots
    assert [(s.position, s.name) for s in slots[:3]] == [(1, "paulo"), (2, "tuerto"), (3, "andorra")]


def test_mirlo_is_an_ordinary_rey():
    """Source 000, the card order and rules-decisions §6: 12C is slot 05 when copas is the muestra, else the
    top plain copa."""
    assert paulo.ladder("C", EIGHT).trumps[4] == P.parse_one("12C")
    assert paulo.ladder("O", EIGHT).suits[Suit.COPAS][0] == P.parse_one("12C")


def test_tuerto_never_counts_as_an_oro_and_paulo_never_as_a_basto():
    """Source 000, the card order (plain suits): 11O and 4B are always trumps."""
    lad = paulo.ladder("C", EIGHT)
    assert P.parse_one("11O") not in lad.suits[Suit.OROS]
    assert P.parse_one("4B") not in lad.suits[Suit.BASTOS]


def test_ladder_as_api_data():
    """GET /api/v1/paulo/order?muestra=C&players=8 returns muestra, players, trumps and suits in codes."""
    data = paulo.ladder("C", EIGHT).to_dict()
    assert data["muestra"] == "C" and data["players"] == 8
    assert data["trumps"][:3] == ["4B", "3C", "11O"]
    assert data["suits"]["O"] == ["12O", "10O", "1O", "7O", "6O", "5O", "4O", "3O", "2O"]
    assert sorted(data["suits"]) == ["B", "E", "O"]


# -- Trick winner (source 000, the card order (trick winner)) -------------------------------------------


@pytest.mark.parametrize(
    ("plays", "muestra", "winner"),
    [
        ("7C 12C 1C 2C", "O", 1),  # no trump: the rey of the suit led
        ("1C 12E 12B 12O", "E", 1),  # a trump (12E) beats the suit led
        ("5E 1E 12C 4B", "C", 3),  # the Paulo beats everything
        ("2O 3O 11O 12O", "O", 1),  # default order: Andorra above the Tuerto
        ("11O 2C 12C 1C", "C", 0),  # the Tuerto beats the Malilla
        ("7C 3C 11E 12O", "B", 0),  # plain cards of other suits never win
        ("12O 7B 2B 6B", "C", 0),  # off-suit plain cards never win, however high
        ("7B 12B 4B 3C", "C", 2),  # 4B is no basto: it wins as the Paulo
    ],
)
def test_trick_winner(plays, muestra, winner):
    """Source 000, the card order: highest trump wins; otherwise the highest card of the suit led."""
    assert paulo.trick_winner(P.parse(plays), EIGHT, state=paulo.State(muestra)) == winner


def test_durcal_tuerto_beats_andorra():
    """rules-decisions §2: in the Dúrcal order the Tuerto is second."""
    assert paulo.trick_winner(P.parse("3O 11O"), Rules(players=8, order="durcal"), state=paulo.State("O")) == 1
    assert paulo.trick_winner(P.parse("3O 11O"), EIGHT, state=paulo.State("O")) == 0


def test_plain_suit_order_puts_the_as_below_the_sota_and_the_three_and_two_last():
    """Source 000, the card order (plain suits): 12 11 10 1 7 6 5 4 3 2."""
    assert paulo.trick_winner(P.parse("1E 10E 3E 7E"), EIGHT, state=paulo.State("C")) == 1
    assert paulo.trick_winner(P.parse("3E 2E 4E"), EIGHT, state=paulo.State("C")) == 2


def test_trick_winner_reason():
    """Source 000, the card order: the reason the winning card wins."""
    assert paulo.trick_winner_reason(P.parse("7C 12C 2O"), EIGHT, state=paulo.State("O")) == "highest_trump"
    assert paulo.trick_winner_reason(P.parse("7C 12C 2B"), EIGHT, state=paulo.State("O")) == "highest_of_suit_led"


def test_trick_holds_one_card_per_player_at_most():
    """Source 000, the deal: each player plays one card to a trick."""
    with pytest.raises(WrongNumberOfCards):
        paulo.trick_winner(P.parse("1O 2O 3O 4O 5O"), FOUR, state=paulo.State("O"))
    with pytest.raises(WrongNumberOfCards):
        paulo.trick_winner((), FOUR, state=paulo.State("O"))


def test_cards_outside_the_deck_are_refused():
    """Source 000, the deal: with 4 players there are no copas."""
    with pytest.raises(CardNotInDeck):
        paulo.trick_winner(P.parse("1C 2O"), FOUR, state=paulo.State("O"))
    with pytest.raises(DuplicateCard):
        paulo.judge_plays(P.parse("1O 2O"), P.parse("1O"), FOUR, state=paulo.State("O"))


# -- Legal play (source 000, legal play, rules-decisions §8) --------------------------------------------


def _verdicts(hand, trick, muestra, rules):
    return {c.code: (v.legal, v.reason) for c, v in paulo.judge_plays(P.parse(hand), P.parse(trick), rules, state=paulo.State(muestra)).items()}


def test_leader_plays_any_card():
    """Source 000, the deal: the player on the dealer's right (or the trick winner) leads any card."""
    assert _verdicts("4B 7O 12C", "", "O", EIGHT) == {c: (True, "leads") for c in ("4B", "7O", "12C")}


def test_suit_led_may_be_followed_or_trumped_at_will():
    """Source 000, legal play: assist with the suit led or, at your choice, a trump; no need to beat."""
    assert _verdicts("2C 12C 5O 7B", "1C", "O", EIGHT) == {
        "2C": (True, "follows_suit"), "12C": (True, "follows_suit"),
        "5O": (True, "trump"), "7B": (False, "must_follow_or_trump")}


def test_void_in_the_suit_led_must_trump():
    """Source 000, legal play: legal = cards of the suit led and trumps; only if both are missing any."""
    assert _verdicts("5O 7B 3E", "1C", "O", EIGHT) == {
        "5O": (True, "trump_when_void"), "7B": (False, "must_trump"), "3E": (False, "must_trump")}


def test_void_without_trumps_plays_any_card():
    """Source 000, legal play: only a player with neither may play any card."""
    assert _verdicts("7B 3E", "1C", "O", EIGHT) == {"7B": (True, "any_card_void"), "3E": (True, "any_card_void")}


def test_trump_lead_forces_trumps():
    """Source 000, legal play ("avarear"): a trump lead forces the others to play trumps."""
    assert _verdicts("2O 7C 12E", "3O", "O", EIGHT) == {
        "2O": (True, "follows_trump"), "7C": (False, "must_follow_trump"), "12E": (False, "must_follow_trump")}


def test_trump_lead_without_trumps_plays_any_card():
    """Source 000, legal play: a trump lead with no trump in hand allows any card."""
    assert set(_verdicts("7C 12E", "4B", "O", EIGHT).values()) == {(True, "any_card_no_trump")}


def test_paulo_lead_and_tuerto_lead_are_trump_leads():
    """Source 000, legal play ("avarear de grande"): leading the Paulo or the Tuerto forces trumps."""
    assert paulo.legal_plays(P.parse("7B 2C"), P.parse("4B"), EIGHT, state=paulo.State("C")) == P.parse("2C")
    assert paulo.legal_plays(P.parse("7O 2C"), P.parse("11O"), EIGHT, state=paulo.State("C")) == P.parse("2C")


def test_paulo_is_never_obliged_on_a_trump_lead():
    """Source 000, legal play: the Paulo is the only trump never obliged to assist; only trump = any card."""
    assert _verdicts("4B 7C 12E", "3O", "O", EIGHT) == {
        "4B": (True, "paulo_never_obliged"), "7C": (True, "any_card_paulo_exempt"),
        "12E": (True, "any_card_paulo_exempt")}


def test_paulo_with_other_trumps_must_still_play_a_trump():
    """Source 000, legal play: holding Paulo + other trumps, a trump is due, Paulo included."""
    assert _verdicts("4B 5O 7C", "3O", "O", EIGHT) == {
        "4B": (True, "follows_trump"), "5O": (True, "follows_trump"), "7C": (False, "must_follow_trump")}


def test_void_with_only_the_paulo_is_not_forced():
    """rules-decisions §8: void in the suit led, the Paulo as only trump: any card."""
    assert _verdicts("4B 7C 12E", "1O", "B", EIGHT) == {
        "4B": (True, "paulo_never_obliged"), "7C": (True, "any_card_paulo_exempt"),
        "12E": (True, "any_card_paulo_exempt")}


def test_tuerto_is_obliged_on_a_trump_lead():
    """Source 000, legal play: "pero sí el Tuerto": a Tuerto as only trump must be played."""
    assert _verdicts("11O 7C 12E", "3B", "B", EIGHT) == {
        "11O": (True, "tuerto_obliged"), "7C": (False, "must_follow_trump"), "12E": (False, "must_follow_trump")}


def test_the_tuerto_is_not_called_obliged_when_the_paulo_may_go_instead():
    """Source 000, legal play: holding the Paulo and the Tuerto as the only trumps, a trump is due and either
    may go; "the Tuerto is your only trump and must be played" would be wrong there."""
    assert _verdicts("4B 11O 7C", "3O", "O", EIGHT) == {
        "4B": (True, "follows_trump"), "11O": (True, "follows_trump"), "7C": (False, "must_follow_trump")}
    assert _verdicts("4B 11O 7B", "1C", "E", EIGHT) == {
        "4B": (True, "trump_when_void"), "11O": (True, "trump_when_void"), "7B": (False, "must_trump")}


def test_tuerto_is_obliged_when_void_in_the_suit_led():
    """Source 000, legal play: 11O is no oro; void in oros, the Tuerto as only trump must be played."""
    assert _verdicts("11O 7B", "1O", "C", EIGHT) == {"11O": (True, "tuerto_obliged"), "7B": (False, "must_trump")}


def test_paulo_does_not_follow_bastos():
    """Source 000, legal play: 4B is not a basto for following."""
    assert _verdicts("4B 7O", "1B", "C", EIGHT) == {"4B": (True, "paulo_never_obliged"),
                                                    "7O": (True, "any_card_paulo_exempt")}
    assert _verdicts("4B 7B 7O", "1B", "C", EIGHT) == {
        "4B": (True, "trump"), "7B": (True, "follows_suit"), "7O": (False, "must_follow_or_trump")}


def test_strict_follow_forbids_trumping_while_holding_the_suit_led():
    """rules-decisions §8 option "strict follow": assist; if none, trump."""
    strict = Rules(players=8, strict_follow=True)
    assert _verdicts("2C 5O 4B 7B", "1C", "O", strict) == {
        "2C": (True, "follows_suit"), "5O": (False, "must_follow_suit"), "4B": (False, "must_follow_suit"),
        "7B": (False, "must_follow_suit")}
    assert _verdicts("5O 7B", "1C", "O", strict) == {"5O": (True, "trump_when_void"), "7B": (False, "must_trump")}


def test_hand_and_trick_sizes_are_checked():
    """Source 000, the deal: five cards a hand; a full trick leaves no turn."""
    with pytest.raises(WrongNumberOfCards):
        paulo.judge_plays(P.parse("1O"), P.parse("2O 3O 4O 5O"), FOUR, state=paulo.State("O"))
    with pytest.raises(WrongNumberOfCards):
        paulo.judge_plays(P.parse("1O 2O 3O 4O 5O 6O"), (), FOUR, state=paulo.State("O"))


def test_every_card_of_the_hand_gets_a_verdict():
    """House style B3: judge_plays gives every card a Verdict."""
    verdicts = paulo.judge_plays(P.parse("1O 12B 3O"), P.parse("2B"), FOUR, state=paulo.State("O"))
    assert list(verdicts) == list(P.parse("1O 12B 3O"))
    assert all(isinstance(v, Verdict) for v in verdicts.values())
    assert {v.reason for v in verdicts.values()} <= set(paulo.REASONS)


# -- Chinos scoring (source 000, scoring and betting; rules-decisions §4, §7, §9) -----------------------


def test_units_pata_nine_chinos_medio_two_patas_paulo_two_medios():
    """Source 000, scoring and betting (units): pata = 9 chinos, medio Paulo = 2 patas, Paulo = 2 medios."""
    assert (paulo.PATA, paulo.PATAS_PER_MEDIO, paulo.medio_size()) == (9, 2, 18)
    assert TeamScore(medios=3).paulos == 1


def test_chinos_buenos_are_those_of_the_second_pata():
    """Source 000, scoring and betting / glossary: chinos malos = first pata, buenos = second."""
    assert (TeamScore(chinos=4).chinos_malos, TeamScore(chinos=4).chinos_buenos) == (4, 0)
    assert (TeamScore(chinos=4, patas=1).chinos_malos, TeamScore(chinos=4, patas=1).chinos_buenos) == (0, 4)


def test_al_quiero_is_one_short_and_al_canuto_two_short():
    """Source 000, scoring and betting: al canuto = 1 pata + 7 buenos; al quiero = 1 pata + 8 buenos."""
    score = Score((TeamScore(chinos=8, patas=1), TeamScore(chinos=7, patas=1)))
    assert paulo.is_al_quiero(score, 0) and not paulo.is_al_canuto(score, 0)
    assert paulo.is_al_canuto(score, 1) and not paulo.is_al_quiero(score, 1)
    assert not paulo.is_al_quiero(Score((TeamScore(chinos=8), TeamScore())), 0)


def test_no_bet_hand_is_worth_two_chinos():
    """Source 000, scoring and betting: hand won with no bets, nobody al canuto: winner +2 chinos."""
    after = paulo.apply_hand(Score(), HandOutcome(winner=0))
    assert after[0] == TeamScore(chinos=2) and after[1] == TeamScore()


def test_no_bet_hand_is_worth_one_chino_when_a_team_is_al_canuto():
    """Source 000, scoring and betting: as before, one team al canuto: winner +1 chino."""
    score = Score((TeamScore(chinos=3), TeamScore(chinos=7, patas=1)))
    assert paulo.apply_hand(score, HandOutcome(winner=0))[0] == TeamScore(chinos=4)
    assert paulo.apply_hand(score, HandOutcome(winner=1))[1] == TeamScore(chinos=8, patas=1)


def test_opening_bet_is_three_or_two_when_a_team_is_al_canuto():
    """Source 000, scoring and betting: opening bet 3 chinos (2 if either team is al canuto)."""
    assert paulo.opening_bet(Score()) == 3
    assert paulo.opening_bet(Score((TeamScore(chinos=7, patas=1), TeamScore()))) == 2
    assert paulo.opening_bet(Score((TeamScore(), TeamScore(chinos=7, patas=1)))) == 2


def test_opening_bet_when_a_team_is_al_quiero_follows_the_general_rule():
    """rules-decisions §4: 3, or 2 if either team is al canuto."""
    assert paulo.opening_bet(Score((TeamScore(chinos=8, patas=1), TeamScore()))) == 3
    assert paulo.opening_bet(Score((TeamScore(chinos=8, patas=1), TeamScore(chinos=7, patas=1)))) == 2


def test_each_raise_adds_one_chino():
    """Source 000, scoring and betting: every later raise is +1 chino."""
    assert [paulo.bet_value(Score(), n) for n in (1, 2, 3, 4)] == [3, 4, 5, 6]
    assert paulo.raise_step() == 1


def test_opening_bet_refused_gives_two():
    """Source 000, scoring and betting: opening bet 3 refused → betting team +2 (3 − 1)."""
    assert paulo.apply_hand(Score(), HandOutcome(winner=1, end="refused", bets=1))[1] == TeamScore(chinos=2)


def test_opening_bet_refused_gives_one_when_a_team_is_al_canuto():
    """Source 000, scoring and betting: a team al canuto, opening bet 2 refused → +1."""
    score = Score((TeamScore(chinos=7, patas=1), TeamScore()))
    assert paulo.award(score, HandOutcome(winner=1, end="refused", bets=1)).amount == 1


def test_raise_refused_gives_the_last_accepted_value():
    """rules-decisions §9: 3 accepted, raise to 4 refused → raiser's team +3."""
    assert paulo.apply_hand(Score(), HandOutcome(winner=0, end="refused", bets=2))[0] == TeamScore(chinos=3)


def test_second_raise_refused_gives_four():
    """rules-decisions §9: 3 accepted, 4 accepted, 5 refused → +4."""
    assert paulo.award(Score(), HandOutcome(winner=0, end="refused", bets=3)).amount == 4


def test_accepted_bet_is_kept_when_the_accepting_team_goes_away():
    """Source 000, scoring and betting: 4 accepted, later the accepting team goes away (no bet pending) →
    other team +4."""
    assert paulo.apply_hand(Score(), HandOutcome(winner=1, end="abandoned", bets=2))[1] == TeamScore(chinos=4)


def test_accepted_bet_played_out_is_paid_in_full():
    """Source 000, scoring and betting: accepted bet played out: the team that wins 3 tricks takes the bet."""
    assert paulo.award(Score(), HandOutcome(winner=0, end="played", bets=1)).amount == 3


def test_pata_rollover():
    """Source 000, scoring and betting: team with 6 chinos wins an accepted 5 → 11 → returns 9, has 1 pata + 2
    buenos."""
    score = Score((TeamScore(chinos=6), TeamScore()))
    after = paulo.apply_hand(score, HandOutcome(winner=0, bets=3))
    assert after[0] == TeamScore(chinos=2, patas=1)
    assert after[0].chinos_buenos == 2


def test_quiero_team_declining_gives_one_chino_and_stays_al_quiero():
    """Source 000, scoring and betting: and rules-decisions §4: the quiero team does not play → opponents +1;
    it stays al quiero."""
    score = Score((TeamScore(chinos=8, patas=1), TeamScore(chinos=2)))
    assert paulo.quiero_team(score) == 0
    after = paulo.apply_hand(score, HandOutcome(winner=1, end="quiero_declined"))
    assert after[1] == TeamScore(chinos=3)
    assert paulo.is_al_quiero(after, 0)


def test_only_a_team_al_quiero_may_decline_and_only_before_betting():
    """Source 000, scoring and betting (al quiero); rules-decisions §9: outside it a team goes away only in
    answer to a bet."""
    with pytest.raises(paulo.NotAlQuiero) as err:
        paulo.apply_hand(Score(), HandOutcome(winner=1, end="quiero_declined"))
    assert err.value.code == "not_al_quiero"
    quiero = Score((TeamScore(chinos=8, patas=1), TeamScore()))
    with pytest.raises(paulo.NotAlQuiero):
        paulo.apply_hand(quiero, HandOutcome(winner=1, end="quiero_declined", bets=1))


def test_al_quiero_team_that_plays_and_wins_takes_the_medio_paulo():
    """rules-decisions §4: it wins the medio Paulo whatever the bet."""
    score = Score((TeamScore(chinos=8, patas=1), TeamScore(chinos=5, patas=1, medios=1)))
    after = paulo.apply_hand(score, HandOutcome(winner=0))
    assert after[0] == TeamScore(medios=1)
    assert after[1] == TeamScore(medios=1)


def test_al_quiero_team_that_loses_pays_the_bet_with_the_normal_rollover():
    """rules-decisions §4: if it plays and loses, the opponents take the bet (or no-bet value), rollover
    applies."""
    score = Score((TeamScore(chinos=8, patas=1), TeamScore(chinos=7)))
    assert paulo.apply_hand(score, HandOutcome(winner=1))[1] == TeamScore(chinos=0, patas=1)
    assert paulo.apply_hand(score, HandOutcome(winner=1, bets=12))[1] == TeamScore(medios=1)


def test_quiero_forzoso_must_be_played_and_gives_the_medio_paulo():
    """Source 000, scoring and betting: both teams al quiero: nobody may go away and the winner takes medio
    Paulo."""
    score = Score((TeamScore(chinos=8, patas=1), TeamScore(chinos=8, patas=1)))
    assert paulo.is_quiero_forzoso(score) and not paulo.can_go_away(score)
    assert paulo.quiero_team(score) is None
    assert paulo.award(score, HandOutcome(winner=1)).medio
    assert paulo.apply_hand(score, HandOutcome(winner=1))[1].medios == 1
    for end in ("refused", "abandoned", "quiero_declined"):
        with pytest.raises(paulo.CannotGoAway) as err:
            paulo.apply_hand(score, HandOutcome(winner=1, end=end, bets=0 if end == "quiero_declined" else 1))
        assert err.value.code == "quiero_forzoso"


def test_going_away_needs_a_bet():
    """rules-decisions §9: outside the al quiero decision, a team can go away only in answer to a bet."""
    for end in ("refused", "abandoned"):
        with pytest.raises(paulo.NoBetToRefuse) as err:
            paulo.apply_hand(Score(), HandOutcome(winner=0, end=end))
        assert err.value.code == "no_bet"


def test_failure_to_assist_penalty_counts_as_going_away():
    """rules-decisions §9: penalty = accepted N → N; no bet → the no-bet value."""
    assert paulo.award(Score(), HandOutcome(winner=0, end="penalty")).amount == 2
    assert paulo.award(Score(), HandOutcome(winner=0, end="penalty", bets=3)).amount == 5
    canuto = Score((TeamScore(chinos=7, patas=1), TeamScore()))
    assert paulo.award(canuto, HandOutcome(winner=1, end="penalty")).amount == 1


def test_al_canuto_team_cannot_jump_to_medio_paulo_without_an_accepted_bet():
    """Source 000, scoring and betting: no-bet value 1 and refused opening 2 → 1 leave it al quiero."""
    score = Score((TeamScore(chinos=7, patas=1), TeamScore()))
    assert paulo.is_al_quiero(paulo.apply_hand(score, HandOutcome(winner=0)), 0)
    assert paulo.is_al_quiero(paulo.apply_hand(score, HandOutcome(winner=0, end="refused", bets=1)), 0)
    assert paulo.apply_hand(score, HandOutcome(winner=0, bets=1))[0].medios == 1


def test_medio_paulo_drops_the_excess_and_both_teams_restart():
    """rules-decisions §7: excess beyond medio Paulo is discarded; both teams restart at 0 chinos."""
    score = Score((TeamScore(chinos=5, patas=1), TeamScore(chinos=6, patas=1)), carteta_played=True)
    after = paulo.apply_hand(score, HandOutcome(winner=0, bets=10))
    assert after == Score((TeamScore(medios=1), TeamScore()))


def test_full_game_is_two_paulos():
    """rules-decisions §7: 2 Paulos = 4 medios Paulos; trainers may use one medio."""
    assert Rules().target_medios == 4
    near = Score((TeamScore(medios=3, chinos=8, patas=1), TeamScore()))
    after = paulo.apply_hand(near, HandOutcome(winner=0))
    assert after[0].paulos == 2 and paulo.match_winner(after) == 0
    assert paulo.match_winner(near) is None
    with pytest.raises(paulo.MatchOver) as err:
        paulo.apply_hand(after, HandOutcome(winner=1))
    assert err.value.code == "match_over"
    assert paulo.match_winner(Score((TeamScore(), TeamScore(medios=1))), Rules(target=1)) == 1


def test_impossible_scores_are_refused():
    """Source 000, scoring and betting: a pata holds 9 chinos, a medio Paulo 2 patas; counters are never
    negative."""
    with pytest.raises(paulo.BadScore):
        TeamScore(chinos=-1)
    for team in (TeamScore(chinos=9), TeamScore(patas=2), TeamScore(chicos=1)):
        with pytest.raises(paulo.BadScore) as err:
            paulo.apply_hand(Score((team, TeamScore())), HandOutcome(winner=0))
        assert err.value.code == "bad_score"
    with pytest.raises(paulo.BadOutcome):
        HandOutcome(winner=2)
    with pytest.raises(paulo.BadOutcome):
        HandOutcome(winner=0, end="fold")
    with pytest.raises(paulo.BadOutcome):
        HandOutcome(winner=0, bets=-1)


def test_earliest_bet():
    """Source 000, scoring and betting: the postre in trick 1; from the start if a team is al quiero; 2nd
    player at 6."""
    assert paulo.earliest_bet(Score()) == "postre"
    assert paulo.earliest_bet(Score(), SIX) == "second_player"
    assert paulo.earliest_bet(Score((TeamScore(), TeamScore(chinos=8, patas=1)))) == "from_start"
    assert paulo.earliest_bet(Score(), Rules(scoring="lanjaron")) == "before_cards_or_after_trick"


def test_team_status():
    """Source 000, scoring and betting: al quiero, al canuto, chinos buenos / malos."""
    score = Score((TeamScore(chinos=8, patas=1), TeamScore(chinos=7, patas=1)))
    assert (paulo.team_status(score, 0), paulo.team_status(score, 1)) == ("al_quiero", "al_canuto")
    score = Score((TeamScore(chinos=3, patas=1), TeamScore(chinos=3)))
    assert (paulo.team_status(score, 0), paulo.team_status(score, 1)) == ("chinos_buenos", "chinos_malos")


# -- Carteta (source 000, scoring and betting; rules-decisions §10) -------------------------------------


def test_carteta_only_while_neither_team_has_chinos_buenos():
    """Source 000, scoring and betting (carteta): allowed only while neither team has chinos buenos."""
    assert paulo.can_carteta(Score((TeamScore(chinos=8), TeamScore(chinos=6))))
    assert not paulo.can_carteta(Score((TeamScore(chinos=8), TeamScore(chinos=1, patas=1))))



def test_a_pata_completed_exactly_still_allows_a_carteta():
    """Rules-decisions §36: the source's glossary calls chinos buenos those of the second pata, and a pata
    completed exactly leaves none in it, whatever its scoring sentence says word for word."""
    assert paulo.can_carteta(Score((TeamScore(patas=1), TeamScore(chinos=4))))
    assert not paulo.can_carteta(Score((TeamScore(chinos=1, patas=1), TeamScore(chinos=4))))


def test_carteta_at_most_once_per_medio_paulo():
    """Source 000, scoring and betting (carteta): at most once per medio Paulo; a new medio Paulo allows
    another."""
    score = paulo.start_carteta(Score())
    assert score.carteta_played and not paulo.can_carteta(score)
    with pytest.raises(paulo.CartetaNotAllowed) as err:
        paulo.start_carteta(score)
    assert err.value.code == "carteta_not_allowed"
    # Each duel is scored as a hand of its own (rules-decisions §10), and the flag stays until the medio Paulo
    # is won.
    score = paulo.apply_hand(score, HandOutcome(winner=0))
    assert score.carteta_played
    won = paulo.apply_hand(Score((TeamScore(chinos=8, patas=1), TeamScore()), carteta_played=True),
                           HandOutcome(winner=0))
    assert paulo.can_carteta(won)


@pytest.mark.parametrize(
    ("players", "pairs"),
    [(4, ((1, 2), (3, 0))), (6, ((1, 2), (3, 4), (5, 0))), (8, ((1, 2), (3, 4), (5, 6), (7, 0)))],
)
def test_carteta_duels_pair_neighbours_from_the_dealers_right(players, pairs):
    """Source 000, scoring and betting (carteta, 4 and 6 players) and rules-decisions §10 (four cartetas at 8,
    dealer's pair last)."""
    assert paulo.carteta_pairs(players) == pairs


# -- Cuerno scoring (source 000, scoring and betting (cuernos), rules-decisions §7) ---------------------

CUERNO = Rules(scoring="cuerno")


def test_cuerno_hand_is_three_points_an_accepted_bet_six_and_each_bet_three_more():
    """Source 000, scoring and betting (cuernos): 3 tricks or a retiring opponent = 3; accepted bet = 6; +3
    per bet."""
    assert paulo.award(Score(), HandOutcome(winner=0), CUERNO).amount == 3
    assert paulo.award(Score(), HandOutcome(winner=0, end="refused", bets=1), CUERNO).amount == 3
    assert paulo.award(Score(), HandOutcome(winner=0, bets=1), CUERNO).amount == 6
    assert paulo.award(Score(), HandOutcome(winner=0, bets=2), CUERNO).amount == 9
    assert paulo.award(Score(), HandOutcome(winner=0, end="refused", bets=2), CUERNO).amount == 6


def test_cuerno_is_24_points_and_two_cuernos_a_pablo():
    """Source 000, scoring and betting (cuernos): cuerno = first to 24 points; Pablo = 2 cuernos; goal 2
    Pablos."""
    score = Score((TeamScore(chinos=21), TeamScore(chinos=20)))
    after = paulo.apply_hand(score, HandOutcome(winner=0), CUERNO)
    assert after == Score((TeamScore(medios=1), TeamScore()))
    assert paulo.apply_hand(Score((TeamScore(chinos=20), TeamScore())), HandOutcome(winner=0), CUERNO)[0] == (
        TeamScore(chinos=23))
    assert CUERNO.target_medios == 4
    assert not paulo.is_al_quiero(Score((TeamScore(chinos=23), TeamScore())), 0, CUERNO)


# -- Lanjarón scoring: gordos and chicos (source 000, scoring and betting (variants)) -------------------

LANJARON = Rules(scoring="lanjaron")


def test_lanjaron_no_bet_hand_is_one_gordo():
    """Source 000, scoring and betting (Lanjarón): no bets → winner gets 1 gordo."""
    assert paulo.apply_hand(Score(), HandOutcome(winner=0), LANJARON)[0] == TeamScore(chinos=1)


def test_lanjaron_opening_bet_refused_is_a_gordo_and_a_chico():
    """Source 000, scoring and betting (Lanjarón): opening bet = 1 gordo + 1 chico; a refused chico still goes
    to the winner."""
    assert paulo.award(Score(), HandOutcome(winner=0, end="refused", bets=1), LANJARON) == paulo.Award(0, 1, 1)
    assert paulo.apply_hand(Score(), HandOutcome(winner=0, end="refused", bets=1), LANJARON)[0] == TeamScore(
        chinos=1, chicos=1)


def test_lanjaron_accepted_bets_turn_chicos_into_gordos():
    """Source 000, scoring and betting (Lanjarón): acceptance turns the chico into a gordo; later bets are one
    chico each."""
    assert paulo.award(Score(), HandOutcome(winner=0, bets=1), LANJARON).amount == 2
    assert paulo.award(Score(), HandOutcome(winner=0, bets=3), LANJARON).amount == 4
    assert paulo.award(Score(), HandOutcome(winner=0, end="refused", bets=3), LANJARON) == paulo.Award(0, 3, 1)


def test_lanjaron_three_chicos_make_a_gordo():
    """Source 000, scoring and betting (Lanjarón): 3 chicos = 1 gordo."""
    score = Score((TeamScore(chinos=4, chicos=2), TeamScore()))
    assert paulo.apply_hand(score, HandOutcome(winner=0, end="refused", bets=1), LANJARON)[0] == TeamScore(
        chinos=6)


def test_lanjaron_patas_are_ten_gordos_and_the_goal_twenty():
    """Source 000, scoring and betting (Lanjarón): patas of 10 gordos; goal 20 gordos."""
    after = paulo.apply_hand(Score((TeamScore(chinos=9), TeamScore())), HandOutcome(winner=0, bets=1), LANJARON)
    assert after[0] == TeamScore(chinos=1, patas=1)
    won = paulo.apply_hand(Score((TeamScore(chinos=7, patas=1), TeamScore())), HandOutcome(winner=0, bets=2),
                           LANJARON)
    assert won[0].medios == 1 and paulo.match_winner(won, LANJARON) == 0


def test_lanjaron_al_quiero_at_eighteen_gordos_and_two_chicos():
    """Source 000, scoring and betting (Lanjarón): al quiero with at least 18 gordos and 2 chicos; winning
    then takes the game."""
    assert paulo.is_al_quiero(Score((TeamScore(chinos=8, patas=1, chicos=2), TeamScore())), 0, LANJARON)
    assert paulo.is_al_quiero(Score((TeamScore(chinos=9, patas=1), TeamScore())), 0, LANJARON)
    assert not paulo.is_al_quiero(Score((TeamScore(chinos=8, patas=1, chicos=1), TeamScore())), 0, LANJARON)
    score = Score((TeamScore(chinos=8, patas=1, chicos=2), TeamScore()))
    assert paulo.apply_hand(score, HandOutcome(winner=0), LANJARON)[0].medios == 1


def test_lanjaron_no_toro_sencillo_from_fourteen_gordos():
    """Source 000, scoring and betting (Lanjarón): no toro sencillo (carteta) for a team with ≥ 14 gordos."""
    assert paulo.can_carteta(Score((TeamScore(chinos=3, patas=1), TeamScore())), LANJARON)
    assert not paulo.can_carteta(Score((TeamScore(chinos=4, patas=1), TeamScore())), LANJARON)


@pytest.mark.parametrize(("players", "duels"), [(4, 4), (6, 9)])
def test_lanjaron_full_toro_plays_every_player_against_every_opponent(players, duels):
    """Source 000, scoring and betting (Lanjarón, "Toro"): 4 or 9 duels."""
    pairs = paulo.toro_pairs(players)
    assert len(pairs) == len(set(pairs)) == duels
    assert all((a + b) % 2 == 1 for a, b in pairs)


# -- Tables for the rule pages -------------------------------------------------------------------------


def test_units_table_chinos():
    """Source 000, scoring and betting (units)."""
    rows = paulo.units_table().rows
    assert [(r[0].key, r[1]) for r in rows] == [
        ("paulo.unit.chino", 1), ("paulo.unit.pata", 9), ("paulo.unit.medio_paulo", 2), ("paulo.unit.paulo", 2),
        ("paulo.unit.match", 4)]


def test_hand_values_table_chinos():
    """Source 000, scoring and betting, case by case, worked out by the engine."""
    rows = {r[0].key.rsplit(".", 1)[1]: r[2:4] for r in paulo.hand_values_table().rows}
    assert rows["no_bet"] == (2, 1)
    assert rows["opening_refused"] == (2, 1)
    assert rows["opening_accepted"] == (3, 2)
    assert rows["raise_refused"] == (3, 2)
    assert rows["accepted_then_away"] == (4, 3)
    assert rows["quiero_declined"] == (1, None)


def test_trump_slots_table():
    """Source 000, the card order (trumps)."""
    rows = paulo.trump_slots_table().rows
    assert [r[2] for r in rows] == ["4B", "3X", "11O", "2X", "12X", "11X", "10X", "1X", "7X", "6X", "5X", "4X"]
    assert rows[5][3] == Term("paulo.present.not_oros") and rows[11][3] == Term("paulo.present.not_bastos")


def test_ladder_table_has_every_card_once():
    """Source 000, the card order (per muestra)."""
    table = paulo.ladder_table("C", SIX)
    assert sorted(r[1].code for r in table.rows) == sorted(c.code for c in paulo.deck(SIX))


def test_every_key_the_engine_returns_has_wording():
    """House style B3 / brief: every reason code and every key returned has es and en wording."""
    from wording import has, text

    keys = {f"paulo.reason.{r}" for r in paulo.REASONS}
    keys |= {f"paulo.slot.{s}" for s in paulo.SLOT_NAMES}
    keys |= {f"paulo.end.{e}" for e in paulo.ENDS}
    keys |= {f"paulo.order.{o}" for o in paulo.ORDERS} | {f"paulo.scoring.{s}" for s in paulo.SCORINGS}
    keys |= {f"paulo.deck_variant.{v}" for v in paulo.DECK_VARIANTS} | {"paulo.strict_follow"}
    keys |= {"paulo.reason.highest_trump", "paulo.reason.highest_of_suit_led"}
    keys |= {f"paulo.status.{s}" for s in ("al_quiero", "al_canuto", "chinos_buenos", "chinos_malos")}
    keys |= {f"paulo.earliest_bet.{k}" for k in ("postre", "second_player", "from_start",
                                                  "before_cards_or_after_trick")}
    keys |= {f"paulo.error.{code}" for code in (
        "bad_players", "unknown_variant", "bad_target", "unknown_muestra", "bad_score", "bad_outcome", "no_bet",
        "quiero_forzoso", "not_al_quiero", "match_over", "carteta_not_allowed")}
    tables = [paulo.deck_table(), paulo.trump_slots_table(), paulo.ladder_table("C", EIGHT)]
    for scoring in paulo.SCORINGS:
        tables += [paulo.units_table(Rules(scoring=scoring)), paulo.hand_values_table(Rules(scoring=scoring))]
    for table in tables:
        keys.add(table.caption)
        keys |= {f"paulo.column.{c}" for c in table.columns}
        keys |= {cell.key for row in table.rows for cell in row if isinstance(cell, Term)}
    missing = sorted(k for k in keys if not has(k))
    assert missing == []
    assert all(text(k, "es") and text(k, "en") for k in keys)


# -- Invariants ---------------------------------------------------------------------------------------

ALL_RULES = [
    Rules(players=n, order=o, deck_variant=v)
    for n in (2, 4, 6, 8) for o in paulo.ORDERS for v in paulo.DECK_VARIANTS
    if not (n == 2 and v == "default")
]


@st.composite
def table_state(draw):
    """Rules, a muestra of its deck, and a hand plus a partial trick of distinct cards."""
    rules = draw(st.sampled_from(ALL_RULES))
    muestra = draw(st.sampled_from(paulo.suits(rules)))
    cards = draw(st.permutations(paulo.deck(rules).cards))
    on_table = draw(st.integers(0, rules.players - 1))
    in_hand = draw(st.integers(1, 5))
    return rules, muestra, tuple(cards[:on_table]), tuple(cards[on_table:on_table + in_hand])


class TestInvariants:
    @pytest.mark.parametrize("rules", ALL_RULES, ids=str)
    def test_each_ladder_is_a_strict_order_of_its_deck(self, rules):
        """Source 000, the card order: for every player count, muestra and order, each card appears exactly
        once."""
        for muestra in paulo.suits(rules):
            cards = paulo.ladder(muestra, rules).cards
            assert len(cards) == len(set(cards)) == len(paulo.deck(rules))
            assert set(cards) == set(paulo.deck(rules))

    @given(table_state(), st.randoms(use_true_random=False))
    def test_trick_winner_ignores_the_order_of_losing_cards(self, state, rnd):
        """Source 000, the card order: the winner depends on the cards, not on where the losers sit (led card
        kept)."""
        rules, muestra, trick, hand = state
        trick = trick + hand[:1]  # one to a full trick of distinct cards
        won = trick[paulo.trick_winner(trick, rules, state=paulo.State(muestra))]
        if won == trick[0]:
            shuffled = [trick[0], *rnd.sample(list(trick[1:]), len(trick) - 1)]
        else:
            losers = [c for c in trick[1:] if c != won]
            rnd.shuffle(losers)
            slot = rnd.randrange(len(losers) + 1)
            shuffled = [trick[0], *losers[:slot], won, *losers[slot:]]
        assert shuffled[paulo.trick_winner(shuffled, rules, state=paulo.State(muestra))] == won

    @given(table_state())
    def test_legal_plays_are_never_empty_and_come_from_the_hand(self, state):
        """Source 000, legal play: a player can always play; legal plays are cards of his hand."""
        rules, muestra, trick, hand = state
        for strict in (False, True):
            r = Rules(players=rules.players, order=rules.order, deck_variant=rules.deck_variant,
                      strict_follow=strict)
            legal = paulo.legal_plays(hand, trick, r, state=paulo.State(muestra))
            assert legal and set(legal) <= set(hand)

    @given(table_state())
    def test_legal_plays_are_the_cards_judge_plays_allows_in_hand_order(self, state):
        """Source 000, legal play, and rules-decisions §8 and §45: the cards that may be played, asked alone,
        are those with an allowing verdict, the Paulo's exemption and strict following included."""
        rules, muestra, trick, hand = state
        for strict in (False, True):
            r = Rules(players=rules.players, order=rules.order, deck_variant=rules.deck_variant,
                      strict_follow=strict)
            verdicts = paulo.judge_plays(hand, trick, r, state=paulo.State(muestra))
            allowed = tuple(c for c in hand if verdicts[c].legal)
            assert paulo.legal_plays(hand, trick, r, state=paulo.State(muestra)) == allowed

    @given(st.sampled_from(paulo.SCORINGS), st.lists(
        st.tuples(st.integers(0, 1), st.sampled_from(paulo.ENDS), st.integers(0, 6)), max_size=40))
    def test_scores_never_go_negative_and_stay_below_a_pata(self, scoring, hands):
        """Source 000, scoring and betting: pata rollover keeps chinos below 9 (10 gordos Lanjarón, 24 points
        cuerno)."""
        rules = Rules(scoring=scoring)
        limit = {"chinos": 9, "lanjaron": 10, "cuerno": 24}[scoring]
        score = Score()
        for winner, end, bets in hands:
            try:
                after = paulo.apply_hand(score, HandOutcome(winner=winner, end=end, bets=bets), rules)
            except (paulo.BadOutcome, paulo.MatchOver):
                continue
            for team in after.teams:
                assert 0 <= team.chinos < limit and 0 <= team.patas <= 1 and 0 <= team.chicos < 3
            total_before = sum(t.medios for t in score.teams)
            assert sum(t.medios for t in after.teams) in (total_before, total_before + 1)
            score = after
