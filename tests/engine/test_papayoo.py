"""Papayoo engine: one test per rule of source 003 (Papayoo), its common mistakes and our readings
(docs/rules-decisions.md §28 to §31), plus invariants."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings, strategies as st

from naipes.cards import PAPAYOO_60, CardNotInDeck, DuplicateCard, Suit
from naipes.games import papayoo
from naipes.games.papayoo import Rules
from naipes.tables import Term
from naipes.tricks import WrongNumberOfCards
from wording.games.papayoo import TEXTS

P = PAPAYOO_60.parse
ONE = PAPAYOO_60.parse_one


# --- Players, deck, deal and pass (source 003, the deal) -----------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_all_60_cards_are_dealt_up_to_6_players(players):
    """Source 003, the deal (pass table): nothing is removed at 3-6 players."""
    assert papayoo.deck(Rules(players=players)).cards == PAPAYOO_60.cards


@pytest.mark.parametrize("players", [7, 8])
def test_four_ordinary_ones_leave_at_7_and_8_players_and_1p_stays(players):
    """Source 003, the deal: at 7 players remove 1S 1H 1C 1D, keep 1P."""
    cards = papayoo.deck(Rules(players=players)).cards
    assert len(cards) == 56
    assert not set(P("1S 1H 1C 1D")) & set(cards)
    assert ONE("1P") in cards


@pytest.mark.parametrize(("players", "hand", "passed"), [(3, 20, 5), (4, 15, 5), (5, 12, 4), (6, 10, 3),
                                                         (7, 8, 3), (8, 7, 3)])
def test_hand_size_and_cards_passed_by_players(players, hand, passed):
    """Source 003, the deal (pass table, checked against BGA; the counts passed come from BGA and Gigamic)."""
    rules = Rules(players=players)
    assert (papayoo.hand_size(rules), papayoo.pass_count(rules)) == (hand, passed)
    assert [len(h) for h in papayoo.deal(rules, Random(players)).hands] == [hand] * players


def test_five_players_get_12_cards_and_pass_4():
    """Source 003, the deal: 5 players, 12 cards each, 4 passed."""
    rules = Rules(players=5)
    assert (papayoo.hand_size(rules), papayoo.pass_count(rules)) == (12, 4)


def test_seven_players_get_8_cards_pass_3_and_the_round_still_totals_250():
    """Source 003, the deal: 7 players, the ordinary 1s out, 8 cards each, 3 passed."""
    rules = Rules(players=7)
    assert (papayoo.hand_size(rules), papayoo.pass_count(rules)) == (8, 3)
    for die in papayoo.ORDINARY_SUITS:
        assert papayoo.pile_points(papayoo.deck(rules), die) == 250


def test_players_must_be_3_to_8():
    """Source 003, the deal: 3-8 players (the 2-player reading of règles-de-jeux is not official)."""
    for players in (2, 9):
        with pytest.raises(papayoo.BadPlayers) as exc:
            Rules(players=players)
        assert exc.value.code == "bad_players"


def test_cards_are_passed_to_the_left_neighbour_and_received_from_the_right():
    """Source 003, the deal: pass face down to the left, receive as many from the right."""
    rules = Rules(players=3)
    hands = [list(P("1S 2S 3S 4S 5S 6S 7S 8S 9S 10S 1H 2H 3H 4H 5H 6H 7H 8H 9H 10H")),
             list(P("1C 2C 3C 4C 5C 6C 7C 8C 9C 10C 1D 2D 3D 4D 5D 6D 7D 8D 9D 10D")),
             list(P("1P 2P 3P 4P 5P 6P 7P 8P 9P 10P 11P 12P 13P 14P 15P 16P 17P 18P 19P 20P"))]
    chosen = [P("10S 9S 8S 7S 6S"), P("10C 9C 8C 7C 6C"), P("20P 19P 18P 17P 16P")]
    new = papayoo.pass_cards(hands, chosen, rules)
    assert papayoo.PASS_DIRECTION == "left"
    assert set(new[1]) == set(P("1C 2C 3C 4C 5C 1D 2D 3D 4D 5D 6D 7D 8D 9D 10D 10S 9S 8S 7S 6S"))
    assert set(P("20P 19P 18P 17P 16P")) <= set(new[0])
    assert [len(h) for h in new] == [20, 20, 20]


def test_a_pass_must_be_the_table_count_of_cards_from_the_hand():
    """Source 003, the deal: 5 cards at 4 players; only cards you hold."""
    rules = Rules(players=3)
    hands = [list(P("1S 2S 3S 4S 5S 6S")), list(P("1C 2C 3C 4C 5C 6C")), list(P("1P 2P 3P 4P 5P 6P"))]
    with pytest.raises(WrongNumberOfCards):
        papayoo.pass_cards(hands, [P("1S"), P("1C 2C 3C 4C 5C"), P("1P 2P 3P 4P 5P")], rules)
    with pytest.raises(papayoo.CardNotInHand) as exc:
        papayoo.pass_cards(hands, [P("1S 2S 3S 4S 7H"), P("1C 2C 3C 4C 5C"), P("1P 2P 3P 4P 5P")], rules)
    assert (exc.value.code, exc.value.cards) == ("card_not_in_hand", ("7H",))


def test_dealer_rotates_clockwise_each_round():
    """Source 003, the deal and rules-decisions §29: the deal passes to the left, like play."""
    rules = Rules(players=4)
    assert [papayoo.next_dealer(d, rules) for d in range(4)] == [1, 2, 3, 0]


# --- The die and the Papayoo (source 003, the deal, rules-decisions §28) -------------------------------

def test_die_has_8_faces_two_for_each_ordinary_suit():
    """Source 003, the deal and rules-decisions §28: 8-sided die, each suit one time in four."""
    faces = papayoo.DIE_FACES
    assert len(faces) == 8
    assert {suit: faces.count(suit) for suit in faces} == dict.fromkeys(papayoo.ORDINARY_SUITS, 2)
    rng = Random(3)
    assert {papayoo.roll_die(rng) for _ in range(200)} == set(papayoo.ORDINARY_SUITS)


@pytest.mark.parametrize(("letter", "papayoo_code"), [("S", "7S"), ("H", "7H"), ("C", "7C"), ("D", "7D")])
def test_papayoo_is_the_seven_of_the_rolled_suit(letter, papayoo_code):
    """Source 003, the deal: the rolled suit's 7 is the Papayoo for that round."""
    assert papayoo.papayoo_card(papayoo.parse_die_suit(letter)) == ONE(papayoo_code)


def test_the_die_never_shows_payoos():
    """Source 003, the deal: the die shows the four suits only."""
    with pytest.raises(papayoo.NotADieSuit) as exc:
        papayoo.parse_die_suit("P")
    assert exc.value.code == "not_a_die_suit"
    with pytest.raises(papayoo.NotADieSuit):
        papayoo.papayoo_card(Suit.PAYOO)


# --- Play (source 003, play) ---------------------------------------------------------------------------

def test_dealer_leads_any_card_payoos_included():
    """Source 003, play: the dealer leads the first trick with any card, Payoos included."""
    verdicts = papayoo.judge_plays(P("20P 7H 1S"), [])
    assert {card: (v.legal, v.reason) for card, v in verdicts.items()} == {
        ONE("20P"): (True, "lead_any_card"), ONE("7H"): (True, "lead_any_card"), ONE("1S"): (True, "lead_any_card"),
    }


def test_must_follow_the_suit_led():
    """Source 003, play: must follow suit if possible."""
    verdicts = papayoo.judge_plays(P("2H 9H 10S 20P"), P("5H"), Rules())
    assert {card: (v.legal, v.reason) for card, v in verdicts.items()} == {
        ONE("2H"): (True, "follows_suit"), ONE("9H"): (True, "follows_suit"),
        ONE("10S"): (False, "must_follow_suit"), ONE("20P"): (False, "must_follow_suit"),
    }


def test_payoo_lead_must_be_followed_with_a_payoo():
    """Source 003, play, and source 003's second common mistake: lead 7P, hand {2P, 10C} -> only 2P."""
    assert papayoo.legal_plays(P("2P 10C"), P("7P")) == P("2P")
    assert papayoo.judge_plays(P("2P 10C"), P("7P"))[ONE("10C")].reason == "must_follow_payoo"


def test_void_in_the_suit_led_may_play_any_card():
    """Source 003, play: lead hearts; hand {20P, 7C}, no hearts -> both legal."""
    assert papayoo.legal_plays(P("20P 7C"), P("4H")) == P("20P 7C")
    assert {v.reason for v in papayoo.judge_plays(P("20P 7C"), P("4H")).values()} == {"any_card_void"}


@pytest.mark.parametrize(("trick", "winner"), [
    ("3H 9H 1H 10H", 3),     # ranks 1 low to 10 high
    ("1S 2S", 1),
    ("19P 20P 1P", 1),       # Payoos rank up to 20
    ("5D 10C 10S 6D", 3),    # no trump: off-suit 10s never win
])
def test_highest_card_of_the_suit_led_wins(trick, winner):
    """Source 003, the deal (ranking) and play: no trump, highest of the suit led wins."""
    assert papayoo.trick_winner(P(trick)) == winner


def test_payoo_discarded_on_other_suit_never_wins():
    """Source 003, play, and source 003's first common mistake."""
    assert papayoo.trick_winner(P("2C 20P 19P 3C"), Rules()) == 3
    assert papayoo.trick_winner(P("1H 20P 19P 18P"), Rules()) == 0


def test_payoos_are_a_suit_when_led():
    """Source 003, play: a Payoo lead is won by the highest Payoo."""
    assert papayoo.trick_winner(P("4P 10H 12P 7P"), Rules()) == 2


def test_a_trick_has_at_most_one_card_per_player():
    """Source 003, play: each player plays once to a trick."""
    with pytest.raises(WrongNumberOfCards):
        papayoo.trick_winner(P("1H 2H 3H 4H"), Rules(players=3))
    with pytest.raises(WrongNumberOfCards):
        papayoo.judge_plays(P("5H"), P("1H 2H 3H"), Rules(players=3))


def test_trick_winner_leads_the_next_trick_and_dealer_the_first():
    """Source 003, play: dealer leads the first trick; trick winner leads next."""
    for dealer in range(4):
        played = papayoo.play_random_round(Rules(), Random(dealer), dealer=dealer)
        assert played.tricks[0][0] == dealer
        for (leader, cards), (next_leader, _) in zip(played.tricks, played.tricks[1:], strict=False):
            assert next_leader == (leader + papayoo.trick_winner(cards)) % 4


# --- Scoring and source 003's worked round (source 003, scoring) -----------------------------------------

@pytest.mark.parametrize(("who", "pile", "points"), [
    ("Emma", "3P 8P 19P", 30),
    ("Nico", "20P 12P 7C", 72),                     # 32 + 40 for the Papayoo
    ("Pat", "1P 2P 4P 5P 6P 9P 10P 11P 13P", 61),   # before the forgotten 7P
    ("Pat", "1P 2P 4P 5P 6P 7P 9P 10P 11P 13P", 68),  # with 7P
    ("Léa", "14P 15P 16P 17P 18P 7H", 80),          # 7H is worth 0 when the die shows clubs
])
def test_worked_example_piles(who, pile, points):
    """Source 003's worked round ("Ejemplo resuelto"): 4 players, die shows clubs."""
    assert papayoo.pile_points(P(pile), Suit.CLUBS) == points


def test_worked_example_check_finds_the_missing_payoo_7():
    """Source 003's worked round: 30 + 72 + 61 + 80 = 243 -> error, 7 missing; fixed: 250."""
    with pytest.raises(papayoo.RoundDoesNotAddUp) as exc:
        papayoo.check_round_total({"Emma": 30, "Nico": 72, "Pat": 61, "Léa": 80}, Rules(players=4))
    assert (exc.value.code, exc.value.total, exc.value.difference) == ("round_does_not_add_up", 243, 7)
    assert papayoo.check_round_total({"Emma": 30, "Nico": 72, "Pat": 68, "Léa": 80}, Rules(players=4)) == 250


def test_worked_example_from_the_piles():
    """Source 003's worked round through round_scores (what POST /api/v1/papayoo/score does)."""
    piles = {"Emma": P("3P 8P 19P"), "Nico": P("20P 12P 7C"), "Pat": P("1P 2P 4P 5P 6P 9P 10P 11P 13P"),
             "Léa": P("14P 15P 16P 17P 18P 7H")}
    result = papayoo.round_scores(piles, Suit.CLUBS, Rules(players=4))
    assert result.scores == {"Emma": 30, "Nico": 72, "Pat": 61, "Léa": 80}
    assert (result.total, result.complete) == (243, False)
    piles["Pat"] = P("1P 2P 4P 5P 6P 7P 9P 10P 11P 13P")
    assert papayoo.round_scores(piles, Suit.CLUBS, Rules(players=4)).total == 250


def test_payoos_are_worth_their_number_and_the_papayoo_40():
    """Source 003, scoring: each Payoo its face value, the Papayoo 40."""
    assert [papayoo.card_points(ONE(f"{n}P"), Suit.HEARTS) for n in (1, 7, 20)] == [1, 7, 20]
    assert papayoo.card_points(ONE("7H"), Suit.HEARTS) == 40


def test_other_sevens_and_ordinary_cards_are_worth_nothing():
    """Source 003, scoring, and source 003's third common mistake: only the rolled 7 scores."""
    assert [papayoo.card_points(c, Suit.HEARTS) for c in P("7S 7C 7D 10H 1S 6H")] == [0] * 6


@pytest.mark.parametrize("die", ["S", "H", "C", "D"])
def test_round_always_totals_250(die):
    """Source 003, scoring, and source 003's fourth common mistake: 1 + ... + 20 + 40 = 250."""
    assert papayoo.pile_points(PAPAYOO_60, papayoo.parse_die_suit(die)) == papayoo.ROUND_TOTAL == 250


def test_a_complete_round_is_all_cards_in_play():
    """Source 003, the deal: 60 cards, 56 at 7-8 players."""
    rules = Rules(players=7)
    cards = list(papayoo.deck(rules))
    piles = {str(i): cards[i * 8:(i + 1) * 8] for i in range(7)}
    result = papayoo.round_scores(piles, Suit.DIAMONDS, rules)
    assert (result.total, result.complete) == (250, True)


def test_a_card_in_two_piles_is_refused():
    """Source 003, scoring: each card is taken once; a double count breaks the 250 check."""
    with pytest.raises(DuplicateCard) as exc:
        papayoo.round_scores({"A": P("20P"), "B": P("20P 3P"), "C": []}, Suit.SPADES, Rules(players=3))
    assert exc.value.cards == ("20P",)


def test_removed_ones_cannot_be_scored_at_7_players():
    """Source 003, the deal: 1S 1H 1C 1D are out of play at 7-8 players."""
    piles = {str(i): [] for i in range(7)} | {"0": P("1S")}
    with pytest.raises(CardNotInDeck):
        papayoo.round_scores(piles, Suit.SPADES, Rules(players=7))


def test_one_pile_or_score_per_player():
    """Source 003, scoring: one score line per player."""
    with pytest.raises(papayoo.WrongNumberOfPlayers):
        papayoo.round_scores({"A": P("20P")}, Suit.SPADES, Rules(players=3))
    with pytest.raises(papayoo.WrongNumberOfPlayers):
        papayoo.check_round_total({"A": 250}, Rules(players=3))
    with pytest.raises(papayoo.BadScore):
        papayoo.check_round_total({"A": 260, "B": -10, "C": 0}, Rules(players=3))


# --- Variants (source 003, scoring) --------------------------------------------------------------------

def test_shoot_the_moon_gives_the_shooter_0_and_the_others_250():
    """Source 003, scoring (variants), and rules-decisions §31: 4 players, shooter takes all Payoos and the
    Papayoo."""
    everything = P("1P 2P 3P 4P 5P 6P 7P 8P 9P 10P 11P 12P 13P 14P 15P 16P 17P 18P 19P 20P 7D 3S")
    piles = {"Ana": everything, "Bea": P("7H"), "Cai": [], "Dan": P("7S 7C")}
    moon = papayoo.round_scores(piles, Suit.DIAMONDS, Rules(shoot_the_moon=True))
    assert (moon.scores, moon.total, moon.moon_shooter) == ({"Ana": 0, "Bea": 250, "Cai": 250, "Dan": 250},
                                                             750, "Ana")
    assert papayoo.check_round_total(moon.scores, Rules(shoot_the_moon=True)) == 750


def test_a_moon_shot_needs_the_papayoo_as_well_as_every_payoo():
    """Source 003, scoring: all 20 Payoos *and* the Papayoo; all the Payoos with the wrong 7 is 210, no
    moon."""
    payoos = P("1P 2P 3P 4P 5P 6P 7P 8P 9P 10P 11P 12P 13P 14P 15P 16P 17P 18P 19P 20P")
    piles = {"Ana": (*payoos, *P("7S 7H 7C")), "Bea": P("7D"), "Cai": []}
    result = papayoo.round_scores(piles, Suit.DIAMONDS, Rules(players=3, shoot_the_moon=True))
    assert (result.scores, result.moon_shooter, result.total) == ({"Ana": 210, "Bea": 40, "Cai": 0}, None, 250)


@pytest.mark.parametrize("players", [3, 8])
def test_a_moon_shot_round_totals_250_for_every_player_but_one(players):
    """Source 003, scoring: the moon round totals 250 × (n − 1), and the check lets it through."""
    rules = Rules(players=players, shoot_the_moon=True)
    scores = {str(seat): 250 for seat in range(players)} | {"0": 0}
    assert papayoo.check_round_total(scores, rules) == 250 * (players - 1)
    assert papayoo.is_moon_shot(scores, rules)
    assert not papayoo.is_moon_shot(scores | {"1": 249}, rules)


def test_without_the_variant_taking_everything_scores_250():
    """Source 003, scoring: shooting the moon is not in the official rules."""
    everything = P("1P 2P 3P 4P 5P 6P 7P 8P 9P 10P 11P 12P 13P 14P 15P 16P 17P 18P 19P 20P 7D")
    plain = papayoo.round_scores({"Ana": everything, "Bea": [], "Cai": [], "Dan": []}, Suit.DIAMONDS, Rules())
    assert (plain.scores["Ana"], plain.total, plain.moon_shooter) == (250, 250, None)
    with pytest.raises(papayoo.RoundDoesNotAddUp):
        papayoo.check_round_total({"Ana": 0, "Bea": 250, "Cai": 250, "Dan": 250}, Rules())


def test_variants_default_to_the_official_rules():
    """Source 003, scoring: the die is rolled after the pass; no moon shot; as many rounds as players."""
    rules = Rules(players=5)
    assert (rules.ending, rules.rounds, rules.threshold) == ("rounds", 5, 250)
    assert (rules.die_before_pass, rules.shoot_the_moon) == (False, False)


def test_impossible_variants_are_refused():
    """Source 003, scoring: ending by rounds or by 250/500 points."""
    for kwargs, error in [({"ending": "time"}, papayoo.UnknownEnding), ({"threshold": 300}, papayoo.BadThreshold),
                          ({"rounds": 0}, papayoo.BadRounds)]:
        with pytest.raises(error):
            Rules(**kwargs)


def test_die_before_pass_still_plays_a_full_round():
    """Source 003, scoring (variants): die rolled before the pass."""
    played = papayoo.play_random_round(Rules(die_before_pass=True), Random(5))
    assert sum(played.scores) == 250


# --- End of the game (source 003, scoring, rules-decisions §30) ----------------------------------------

def test_game_ends_after_as_many_rounds_as_players_by_default():
    """Source 003, scoring: usually as many rounds as players."""
    rules = Rules(players=3)
    totals = papayoo.running_totals([{"A": 30, "B": 100, "C": 120}] * 3)
    assert [papayoo.game_over(totals[:k], rules) for k in range(4)] == [False, False, False, True]
    assert papayoo.game_over(totals[:2], Rules(players=3, rounds=2))


def test_threshold_ends_the_game_and_lowest_total_wins():
    """Source 003, scoring (variants): threshold 250, totals after round 5: 251, 180, 240, 199 -> 180 wins."""
    rules = Rules(ending="threshold", threshold=250)
    totals = {"A": 251, "B": 180, "C": 240, "D": 199}
    assert papayoo.game_over([{"A": 200, "B": 150, "C": 190, "D": 160}, totals], rules)
    assert not papayoo.game_over([{"A": 249, "B": 1, "C": 0, "D": 0}], rules)
    assert papayoo.winners(totals) == ("B",)


def test_equal_lowest_totals_share_the_win():
    """rules-decisions §30: ties share the win."""
    assert papayoo.winners({"A": 300, "B": 120, "C": 120}) == ("B", "C")


def test_scores_add_up_round_after_round():
    """Source 003, scoring: scores add up round after round."""
    assert papayoo.running_totals([{"A": 30, "B": 220}, {"A": 250, "B": 0}])[-1] == {"A": 280, "B": 220}


# --- Tables, lists and wording ---------------------------------------------------------------------

def test_passes_table_matches_the_facts():
    """Source 003, the deal (pass table), row by row."""
    rows = papayoo.passes_table().rows
    assert [(r[0], len(r[1]), r[2], r[3], r[4]) for r in rows] == [
        (3, 0, 60, 20, 5), (4, 0, 60, 15, 5), (5, 0, 60, 12, 4), (6, 0, 60, 10, 3), (7, 4, 56, 8, 3), (8, 4, 56, 7, 3)]


def test_scoring_table_totals_250():
    """Source 003, scoring: 210 for the Payoos + 40 for the Papayoo."""
    rows = papayoo.scoring_table().rows
    assert [r[3] for r in rows] == [210, 40, 0, 250]


def test_common_mistakes_in_the_source_order():
    """Source 003's four common mistakes, in order."""
    assert papayoo.COMMON_MISTAKES == ("payoo_discard_never_wins", "payoos_are_a_suit",
                                       "only_rolled_seven_scores", "round_totals_250")


def test_every_code_has_wording_in_both_languages():
    """house-style B8.6: the engine returns codes, the lexicon words them."""
    errors = [papayoo.BadPlayers, papayoo.UnknownEnding, papayoo.BadThreshold, papayoo.BadRounds,
              papayoo.NotADieSuit, papayoo.WrongNumberOfPlayers, papayoo.BadScore, papayoo.CardNotInHand,
              papayoo.RoundDoesNotAddUp]
    reasons = ["lead_any_card", "follows_suit", "must_follow_suit", "follows_payoo", "must_follow_payoo",
               "any_card_void"]
    terms = [cell.key for row in papayoo.scoring_table().rows for cell in row if isinstance(cell, Term)]
    columns = [*papayoo.passes_table().columns, *papayoo.scoring_table().columns, *papayoo.die_table().columns]
    keys = ([f"error.{e.code}" for e in errors] + [f"reason.{r}" for r in reasons] + terms
            + [f"column.{c}" for c in columns] + [f"mistake.{m}" for m in papayoo.COMMON_MISTAKES]
            + [t.caption for t in (papayoo.passes_table(), papayoo.scoring_table(), papayoo.die_table())]
            + [f"rules.ending.{e}" for e in papayoo.ENDINGS] + [f"rules.{f}" for f in Rules.__dataclass_fields__])
    for key in keys:
        assert set(TEXTS[key]) == {"es", "en"}, key


# --- Invariants ------------------------------------------------------------------------------------

players_st = st.sampled_from(papayoo.PLAYERS)


@st.composite
def hand_and_trick(draw):
    """A hand of 1-20 cards and a trick of 0 to players-1 other cards."""
    players = draw(players_st)
    cards = draw(st.permutations(papayoo.deck(Rules(players=players)).cards))
    led = draw(st.integers(0, players - 1))
    size = draw(st.integers(1, 20))
    return Rules(players=players), cards[led:led + size], cards[:led]


class TestInvariants:
    @given(seed=st.integers(0, 2**32), players=players_st, moon=st.booleans(), before=st.booleans())
    @settings(max_examples=60)
    def test_every_complete_round_totals_250(self, seed, players, moon, before):
        """Source 003, scoring and rules-decisions §31: 250, or 250 × (n − 1) after a moon shot."""
        rules = Rules(players=players, shoot_the_moon=moon, die_before_pass=before)
        played = papayoo.play_random_round(rules, Random(seed))
        result = papayoo.round_scores(played.piles_by_seat(), played.die_suit, rules)
        assert result.complete
        assert result.total == (250 * (players - 1) if result.moon_shooter else 250)
        assert tuple(result.scores.values()) == played.scores

    @given(seed=st.integers(0, 2**32), players=players_st)
    @settings(max_examples=40)
    def test_random_rounds_play_only_legal_cards(self, seed, players):
        """Source 003, play: replaying the round, every card was legal and the winner led next."""
        rules = Rules(players=players)
        played = papayoo.play_random_round(rules, Random(seed), dealer=seed % players)
        hands = [list(hand) for hand in played.hands]
        assert sorted(map(len, hands)) == [papayoo.hand_size(rules)] * players
        leader = played.dealer
        for trick_leader, cards in played.tricks:
            assert trick_leader == leader
            for i, card in enumerate(cards):
                hand = hands[(leader + i) % players]
                assert card in papayoo.legal_plays(hand, cards[:i], rules)
                hand.remove(card)
            leader = (leader + papayoo.trick_winner(cards, rules)) % players
        assert not any(hands)

    @given(cards=st.permutations(PAPAYOO_60.cards), on_table=st.integers(0, 7), in_hand=st.integers(0, 10),
           players=players_st)
    def test_legal_plays_are_the_cards_judge_plays_allows_in_hand_order(self, cards, on_table, in_hand, players):
        """Source 003, play: the cards that may be played, asked alone, are those with an allowing verdict."""
        trick, hand = cards[:min(on_table, players - 1)], cards[8:8 + in_hand]
        verdicts = papayoo.judge_plays(hand, trick, Rules(players=players))
        allowed = tuple(card for card, verdict in verdicts.items() if verdict.legal)
        assert papayoo.legal_plays(hand, trick, Rules(players=players)) == allowed

    @given(trick=st.permutations(PAPAYOO_60.cards).map(lambda cards: cards[:8]), data=st.data())
    def test_trick_winner_unchanged_when_losing_cards_reordered(self, trick, data):
        """Source 003, play: only the suit led and the ranks matter, not the order of the others."""
        size = data.draw(st.integers(1, 8))
        trick = trick[:size]
        winner = trick[papayoo.trick_winner(trick, Rules(players=8))]  # up to eight cards
        others = data.draw(st.permutations(trick[1:]))
        assert [trick[0], *others][papayoo.trick_winner([trick[0], *others], Rules(players=8))] == winner

    @given(hand_and_trick())
    def test_legal_plays_never_empty_and_from_the_hand(self, case):
        """Source 003, play: a player can always play; follow suit when able."""
        rules, hand, trick = case
        legal = papayoo.legal_plays(hand, trick, rules)
        assert legal and set(legal) <= set(hand)
        if trick and any(card.suit is trick[0].suit for card in hand):
            assert {card.suit for card in legal} == {trick[0].suit}

    @given(players=players_st, seed=st.integers(0, 2**32))
    def test_deck_divides_evenly_into_hands(self, players, seed):
        """Source 003, the deal: every card is dealt, the same number to each player."""
        rules = Rules(players=players)
        assert len(papayoo.deck(rules)) == players * papayoo.hand_size(rules)
        assert papayoo.pass_count(rules) < papayoo.hand_size(rules)
        hands = papayoo.deal(rules, Random(seed)).hands
        assert {len(hand) for hand in hands} == {papayoo.hand_size(rules)}


def test_a_typed_moon_shot_needs_250_for_one_player_and_0_for_the_others():
    """Source 003, scoring (variants): the shooter scores 0, everyone else 250; 250 + 250 + 0 + 0 is a
    typo."""
    rules = papayoo.Rules(players=4, shoot_the_moon=True)
    assert papayoo.moon_shot({"A": 0, "B": 250, "C": 0, "D": 0}, rules) == (
        {"A": 250, "B": 0, "C": 250, "D": 250}, "B")
    assert papayoo.moon_shot({"A": 250, "B": 250, "C": 0, "D": 0}, rules)[1] is None
    off = papayoo.Rules(players=4)
    assert papayoo.moon_shot({"A": 0, "B": 250, "C": 0, "D": 0}, off) == ({"A": 0, "B": 250, "C": 0, "D": 0}, None)


def test_a_partial_count_takes_fewer_piles_and_guesses_no_moon():
    """A count in progress (the API's one or two piles): fewer piles than players, never more; the moon
    shot needs every player's pile."""
    payoos = P(" ".join(f"{r}P" for r in range(1, 21)))
    rules = Rules(players=4, shoot_the_moon=True)
    result = papayoo.round_scores({"Ana": (*payoos, *P("7D"))}, Suit.DIAMONDS, rules, partial=True)
    assert (result.scores, result.complete, result.moon_shooter) == ({"Ana": 250}, False, None)
    with pytest.raises(papayoo.WrongNumberOfPlayers):
        papayoo.round_scores({str(i): [] for i in range(5)}, Suit.DIAMONDS, rules, partial=True)
