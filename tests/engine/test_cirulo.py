"""Cirulo rules, one test per rule sentence of source 001 (and source 001's worked example) and of our
readings, docs/rules-decisions.md §12 to §14."""

from __future__ import annotations

from itertools import permutations
from random import Random

import pytest
from hypothesis import given, strategies as st

from naipes.cards import SPANISH_40, SPANISH_48, CardNotInDeck, DuplicateCard, InvalidCardCode, Suit
from naipes.games import cirulo
from naipes.tricks import Verdict, WrongNumberOfCards

# -- Players, pack, removal order (source 001, the deal; rules-decisions §13) ---------------------------


def test_defaults_are_four_players_forty_cards_copas_espadas_bastos():
    """rules-decisions §13: 40-card pack by default; equal cards removed copas → espadas → bastos."""
    rules = cirulo.Rules()
    assert (rules.players, rules.pack) == (4, 40)
    assert rules.removal_order == (Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_three_to_six_players_are_allowed(players):
    """Source 001, the deal: 4 to 6 players stated; rules-decisions §13: 3 allowed."""
    assert cirulo.Rules(players=players).players == players


@pytest.mark.parametrize("players", [2, 7, 0, True, "4"])
def test_other_player_counts_are_refused(players):
    """Source 001, the deal: the deck table covers 3 to 6 players only."""
    with pytest.raises(cirulo.BadPlayers) as err:
        cirulo.Rules(players=players)
    assert err.value.code == "bad_players"


def test_pack_is_forty_or_forty_eight():
    """rules-decisions §13: 40 (default) or 48 cards, nothing else."""
    assert len(cirulo.deck(cirulo.Rules(pack=48))) == 48
    with pytest.raises(cirulo.UnknownPack) as err:
        cirulo.Rules(pack=52)
    assert err.value.code == "unknown_pack"


@pytest.mark.parametrize(
    "order", [("copas", "espadas"), ("copas", "espadas", "oros"), ("C", "C", "B"), "CEB"]
)
def test_removal_order_names_each_non_oro_suit_once(order):
    """Source 001, the deal: oros are never removed; rules-decisions §13: the three other suits in some
    order."""
    with pytest.raises(cirulo.BadRemovalOrder) as err:
        cirulo.Rules(removal_order=order)
    assert err.value.code == "bad_removal_order"


def test_removal_order_accepts_suit_names_and_letters():
    """rules-decisions §13: the order is configurable; names and letters read as suits."""
    rules = cirulo.Rules(removal_order=("bastos", "E", Suit.COPAS))
    assert rules.removal_order == (Suit.BASTOS, Suit.ESPADAS, Suit.COPAS)


@pytest.mark.parametrize(
    ("players", "pack", "removed", "hand_size"),
    [
        (3, 40, "1C", 13),
        (4, 40, "", 10),
        (5, 40, "", 8),
        (6, 40, "1C 1E 1B 2C", 6),
        (3, 48, "", 16),
        (4, 48, "", 12),
        (5, 48, "1C 1E 1B", 9),
        (6, 48, "", 8),
    ],
)
def test_deck_per_players_and_pack(players, pack, removed, hand_size):
    """Source 001, the deal (the table of packs): remove the lowest non-oro cards so the pack divides
    evenly."""
    rules = cirulo.Rules(players=players, pack=pack)
    full = SPANISH_40 if pack == 40 else SPANISH_48
    assert cirulo.removed_cards(rules) == full.parse(removed)
    assert cirulo.hand_size(rules) == hand_size
    assert len(cirulo.deck(rules)) == hand_size * players
    assert set(cirulo.deck(rules)) == set(full) - set(full.parse(removed))


def test_removal_follows_the_configured_suit_order():
    """rules-decisions §13: with espadas → bastos → copas, six players lose 1E 1B 1C 2E."""
    rules = cirulo.Rules(players=6, removal_order=("espadas", "bastos", "copas"))
    assert cirulo.removed_cards(rules) == SPANISH_40.parse("1E 1B 1C 2E")


def test_oros_are_never_removed():
    """Source 001, the deal: "que no sean del palo cirulo"."""
    for players in cirulo.PLAYERS:
        for pack in cirulo.PACKS:
            removed = cirulo.removed_cards(cirulo.Rules(players=players, pack=pack))
            assert all(card.suit is not Suit.OROS for card in removed)


def test_hand_is_dealt_one_card_at_a_time_until_the_pack_is_used_up():
    """Source 001, the deal: every card is dealt, one at a time, starting on the dealer's right (seat 0)."""
    rules = cirulo.Rules(players=6)
    hands = cirulo.deal(rules, Random(7)).hands
    assert [len(h) for h in hands] == [6] * 6
    assert sorted(map(str, sum(hands, ()))) == sorted(map(str, cirulo.deck(rules)))


def test_highest_draw_deals():
    """Source 001, the deal: everybody draws a card and the highest deals."""
    assert cirulo.dealer_candidates(SPANISH_40.parse("7O 11C 1E 10B")) == (1,)


def test_tied_draw_is_redrawn_between_the_tied_players():
    """rules-decisions §14: a tie in the draw for dealer is redrawn between the tied players."""
    assert cirulo.dealer_candidates(SPANISH_40.parse("11O 11C 1E 10B")) == (0, 1)


# -- Card hierarchy (rules-decisions §12) ---------------------------------------------------------------


def test_rank_order_rey_high_as_low():
    """rules-decisions §12: 12 > 11 > 10 > (9 > 8 >) 7 > 6 > 5 > 4 > 3 > 2 > 1."""
    assert cirulo.RANK_ORDER == (12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    assert cirulo.rank_order(cirulo.Rules(pack=40)) == (12, 11, 10, 7, 6, 5, 4, 3, 2, 1)
    assert cirulo.rank_order(cirulo.Rules(pack=48)) == (12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)


@pytest.mark.parametrize(
    ("plays", "winner"),
    [
        ("5C 12E 7C 1C", 2),  # highest copas wins; a rey of another suit does not
        ("1E 2E 3E 12E", 3),  # rey beats everything of its suit
        ("10B 11B 7B 1B", 1),  # caballo beats sota, sota beats 7
        ("3O 2O 1O 7C", 0),  # oros led rank like any suit
    ],
)
def test_highest_card_of_the_suit_led_wins(plays, winner):
    """rules-decisions §12 (source 001: "la carta más alta del palo de salida")."""
    assert cirulo.trick_winner(SPANISH_40.parse(plays)) == winner


def test_card_of_another_suit_never_wins_there_is_no_trump():
    """rules-decisions §12: no trump; a card of another suit never wins, not even a rey de oros."""
    assert cirulo.trick_winner(SPANISH_40.parse("1B 12O 12C 12E")) == 0


def test_nine_beats_eight_and_seven_in_the_forty_eight_pack():
    """rules-decisions §12: 48-card order 10 > 9 > 8 > 7."""
    rules = cirulo.Rules(pack=48)
    assert cirulo.trick_winner(SPANISH_48.parse("7C 8C 9C 6C"), rules) == 2


def test_trick_has_one_card_per_player_at_most():
    """Source 001, the deal: each player plays one card to a trick."""
    with pytest.raises(WrongNumberOfCards):
        cirulo.trick_winner(SPANISH_40.parse("1C 2C 3C 4C 5C"))
    with pytest.raises(WrongNumberOfCards):
        cirulo.trick_winner(())


def test_trick_winner_refuses_cards_outside_the_deck():
    """Source 001, the deal: with 6 players the 1C is out of the deck."""
    with pytest.raises(CardNotInDeck):
        cirulo.trick_winner(SPANISH_40.parse("1C 2C"), cirulo.Rules(players=6))


# -- Legal play (source 001, legal play) ----------------------------------------------------------------


def test_must_follow_suit_if_able():
    """Source 001, legal play: "servir / asistir"; renouncing while holding the suit is not allowed."""
    verdicts = cirulo.judge_plays(SPANISH_40.parse("2C 5O 12B"), SPANISH_40.parse("7C"))
    assert {c.code: (v.legal, v.reason) for c, v in verdicts.items()} == {
        "2C": (True, "follows_suit"),
        "5O": (False, "must_follow_suit"),
        "12B": (False, "must_follow_suit"),
    }


def test_no_obligation_to_beat_the_trick():
    """Source 001, legal play: no "montar": a lower card of the suit is as legal as a higher one."""
    assert cirulo.legal_plays(SPANISH_40.parse("2C 12C 5O"), SPANISH_40.parse("7C 10C")) == SPANISH_40.parse(
        "2C 12C"
    )


def test_void_in_the_suit_led_plays_any_card():
    """Source 001, legal play: if void, any card (no trump suit), oros included."""
    verdicts = cirulo.judge_plays(SPANISH_40.parse("5O 12B 1E"), SPANISH_40.parse("7C 10C"))
    assert all(v == Verdict(True, "any_card_void") for v in verdicts.values())


def test_leader_plays_any_card():
    """Source 001, the deal: the leader starts the trick with any card."""
    hand = SPANISH_40.parse("5O 12B 1E")
    assert cirulo.legal_plays(hand, ()) == hand
    assert {v.reason for v in cirulo.judge_plays(hand, ()).values()} == {"leads"}


def test_card_in_hand_and_trick_is_refused():
    """Source 001, the deal: each card exists once."""
    with pytest.raises(DuplicateCard):
        cirulo.judge_plays(SPANISH_40.parse("7C 5O"), SPANISH_40.parse("7C"))


def test_full_trick_takes_no_more_cards():
    """Source 001, the deal: a trick has one card per player."""
    with pytest.raises(WrongNumberOfCards):
        cirulo.judge_plays(SPANISH_40.parse("5O"), SPANISH_40.parse("1C 2C 3C 4C"))


def test_trick_winner_leads_the_next_trick():
    """Source 001, the deal: the player on the dealer's right leads first; the trick winner leads next."""
    played = cirulo.play_random_round(cirulo.Rules(players=5), Random(3))
    assert played.tricks[0].leader == 0
    for before, after in zip(played.tricks, played.tricks[1:], strict=False):
        assert after.leader == before.winner


# -- Tantos (rules-decisions §12) -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "value"),
    [
        ("1O", 1),
        ("2O", 2),
        ("3O", 3),
        ("4O", 4),
        ("5O", 5),
        ("6O", 6),
        ("7O", 7),
        ("8O", 8),
        ("9O", 9),
        ("10O", 10),
        ("11O", 10),
        ("12O", 10),
    ],
)
def test_oro_values(code, value):
    """rules-decisions §12: figures 10, other oros face value (8O, 9O in the 48-card pack)."""
    assert cirulo.card_value(SPANISH_48.parse_one(code)) == value


@pytest.mark.parametrize("code", ["12C", "1E", "10B", "7C", "9E"])
def test_non_oros_count_nothing(code):
    """rules-decisions §12: non-oro cards count nothing."""
    assert cirulo.card_value(SPANISH_48.parse_one(code)) == 0


def test_as_sota_and_rey_de_oros_make_21_tantos():
    """Source 001's example ("el as, sota y rey de oros ... 21 tantos"), rules-decisions §12."""
    assert cirulo.tantos(SPANISH_40.parse("1O 10O 12O")) == 21


def test_all_oros_make_58_or_75():
    """rules-decisions §12: 58 in the 40-card pack, 75 in the 48-card pack."""
    assert cirulo.oros_total(cirulo.Rules(pack=40)) == 58
    assert cirulo.oros_total(cirulo.Rules(pack=48)) == 75


# -- Settling the plate (source 001, the plate) ---------------------------------------------------------


def test_players_with_oros_pay_their_tantos_and_clean_players_share():
    """Source 001, the plate: payers pay their tantos; the plate is split among clean trick-takers."""
    s = cirulo.settle(
        {
            "Ana": SPANISH_40.parse("1O 10O 12O 4C"),
            "Bea": SPANISH_40.parse("7C 2C 3C 5C"),
            "Cris": SPANISH_40.parse("7E 2E 3E 5E"),
            "Dani": SPANISH_40.parse("2O 1B 2B 3B"),
        },
    )
    assert s.pays == {"Ana": 21, "Bea": 0, "Cris": 0, "Dani": 2}
    assert s.pot == 23
    assert s.shares == {"Bea": 11, "Cris": 11}
    assert s.carry_over == 1
    assert s.status == {"Ana": "pays", "Bea": "shares", "Cris": "shares", "Dani": "pays"}


def test_player_without_tricks_pays_nothing_and_receives_nothing():
    """Source 001, the plate: "Si un jugador no ha hecho ninguna baza ... tampoco puede entrar en el
    reparto"."""
    s = cirulo.settle(
        {
            "Ana": SPANISH_40.parse("5O 4C 3C 2C"),
            "Bea": SPANISH_40.parse("7C 6C 1C 12E"),
            "Cris": [],
            "Dani": None,
        }
    )
    assert s.pays["Cris"] == s.pays["Dani"] == 0
    assert s.shares == {"Bea": 5}
    assert s.status["Cris"] == s.status["Dani"] == "no_tricks"


def test_a_clean_trick_does_not_share_when_another_trick_held_oros():
    """Source 001, the plate: shared among those "que no hicieron ninguna baza con cartas de oros"):
    one clean trick and one baza encirulada → the player pays and does not share."""
    s = cirulo.settle(
        {
            "Ana": SPANISH_40.parse("12C 2C 3C 4C 7O 1E 2E 3E"),  # a clean copas trick, then 7O in espadas
            "Bea": SPANISH_40.parse("12B 2B 3B 4B"),
            "Cris": [],
            "Dani": [],
        },
    )
    assert s.status["Ana"] == "pays" and s.pays["Ana"] == 7
    assert s.shares == {"Bea": 7}


def test_remainder_stays_in_the_plate():
    """rules-decisions §14: the plate not divisible by the sharers: the remainder stays for next game."""
    s = cirulo.settle(
        {
            "Ana": SPANISH_40.parse("7O 4C 3C 2C"),
            "Bea": SPANISH_40.parse("7C"),
            "Cris": SPANISH_40.parse("1E"),
            "Dani": SPANISH_40.parse("1B"),
        }
    )
    assert s.shares == {"Bea": 2, "Cris": 2, "Dani": 2}
    assert s.carry_over == 1


def test_every_trick_winner_encirculated_carries_the_plate_over():
    """Source 001, the plate ("el dinero del platillo quedará ahí para el siguiente juego")."""
    s = cirulo.settle(
        {
            "Ana": SPANISH_40.parse("1O 4C"),
            "Bea": SPANISH_40.parse("2O 7C"),
            "Cris": SPANISH_40.parse("3O 1E"),
            "Dani": SPANISH_40.parse("4O 1B"),
        },
        pot=5,
    )
    assert s.pays == {"Ana": 1, "Bea": 2, "Cris": 3, "Dani": 4}
    assert s.pot == 15
    assert s.shares == {}
    assert s.carry_over == 15


def test_only_clean_players_took_no_trick_carries_the_plate_over():
    """rules-decisions §14: clean players who took no trick do not qualify; nobody shares, all carries
    over."""
    s = cirulo.settle({"Ana": SPANISH_40.parse("1O 4C"), "Bea": SPANISH_40.parse("2O 7C"), "Cris": []})
    assert (s.shares, s.carry_over, s.pot) == ({}, 3, 3)


def test_previous_pot_joins_the_plate():
    """Source 001, the plate: the pot brought forward is shared with the new payments."""
    s = cirulo.settle({"Ana": SPANISH_40.parse("12O"), "Bea": SPANISH_40.parse("2C"), "Cris": []}, pot=3)
    assert (s.pot, s.shares, s.carry_over) == (13, {"Bea": 13}, 0)


def test_settle_reads_card_codes():
    """API input: piles may be written as codes."""
    s = cirulo.settle({"Ana": ["1o", "10o", "12o"], "Bea": ["4c"], "Cris": []})
    assert s.as_dict() == {
        "pays": {"Ana": 21, "Bea": 0, "Cris": 0},
        "pot": 21,
        "shares": {"Bea": 21},
        "carry_over": 0,
        "status": {"Ana": "pays", "Bea": "shares", "Cris": "no_tricks"},
        "complete": False,
    }


def test_card_in_two_piles_is_refused():
    """Source 001, the deal: each card exists once."""
    with pytest.raises(DuplicateCard) as err:
        cirulo.settle({"Ana": ["1O", "4C"], "Bea": ["4C"], "Cris": []})
    assert err.value.code == "duplicate_card"


@pytest.mark.parametrize(
    ("piles", "pack"),
    [({"Ana": ["8O"], "Bea": [], "Cris": []}, 40), ({"Ana": ["1C"], "Bea": [], "Cris": []}, 40)],
)
def test_card_outside_the_deck_is_refused(piles, pack):
    """Source 001, the deal: no 8s in the 40-card pack; with 3 players the 1C leaves the deck."""
    with pytest.raises(CardNotInDeck) as err:
        cirulo.settle(piles, rules=cirulo.Rules(players=3, pack=pack))
    assert err.value.code == "card_not_in_deck"


def test_unknown_code_is_refused():
    """API input: a text that is no card."""
    with pytest.raises(InvalidCardCode):
        cirulo.settle({"Ana": ["13O"], "Bea": [], "Cris": []})
    with pytest.raises(InvalidCardCode):
        cirulo.settle({"Ana": [13], "Bea": [], "Cris": []})


def test_piles_must_match_the_number_of_players():
    """Source 001, the deal: one pile per player, 3 to 6 players."""
    with pytest.raises(cirulo.BadPlayers):
        cirulo.settle({"Ana": [], "Bea": []})
    with pytest.raises(cirulo.BadPlayers):
        cirulo.settle({"Ana": [], "Bea": [], "Cris": []}, rules=cirulo.Rules(players=4))


@pytest.mark.parametrize("pot", [-1, 1.5, "3", True])
def test_pot_is_a_whole_number_of_coins(pot):
    """Source 001, the plate: coins go into the plate."""
    with pytest.raises(cirulo.BadPot) as err:
        cirulo.settle({"Ana": [], "Bea": [], "Cris": []}, pot=pot)
    assert err.value.code == "bad_pot"


def test_complete_round_must_hold_the_whole_deck():
    """rules-decisions §12: every card is dealt, so a finished round's piles hold the whole deck."""
    rules = cirulo.Rules(players=4)
    with pytest.raises(cirulo.IncompleteRound) as err:
        cirulo.settle({"Ana": ["1O"], "Bea": [], "Cris": [], "Dani": []}, complete=True)
    assert err.value.code == "incomplete_round"
    assert len(err.value.cards) == 39
    cards = list(cirulo.deck(rules))
    whole = cirulo.settle(
        {"Ana": cards[:10], "Bea": cards[10:20], "Cris": cards[20:], "Dani": []}, complete=True
    )
    assert whole.complete
    assert sum(whole.pays.values()) == 58


# -- Tables for the pages -----------------------------------------------------------------------------


def test_tantos_table_lists_every_oro_of_the_pack():
    """rules-decisions §12."""
    table = cirulo.tantos_table(cirulo.Rules(pack=48))
    assert [(c.code, v) for c, v in table.rows] == [
        ("12O", 10),
        ("11O", 10),
        ("10O", 10),
        ("9O", 9),
        ("8O", 8),
        ("7O", 7),
        ("6O", 6),
        ("5O", 5),
        ("4O", 4),
        ("3O", 3),
        ("2O", 2),
        ("1O", 1),
    ]
    assert len(cirulo.tantos_table().rows) == 10


def test_deck_table_covers_every_player_count_and_pack():
    """Source 001, the deal (the table of packs)."""
    rows = {(r[0], r[1]): r for r in cirulo.deck_table().rows}
    assert len(rows) == 8
    assert rows[(6, 40)][2:] == (SPANISH_40.parse("1C 1E 1B 2C"), 36, 6)
    assert rows[(5, 48)][2:] == (SPANISH_48.parse("1C 1E 1B"), 45, 9)


def test_rank_order_table_is_rey_first():
    """rules-decisions §12."""
    assert cirulo.rank_order_table().rows[0] == (1, 12)
    assert cirulo.rank_order_table().rows[-1] == (10, 1)


# -- Invariants ---------------------------------------------------------------------------------------

rules_strategy = st.builds(
    cirulo.Rules,
    players=st.sampled_from(cirulo.PLAYERS),
    pack=st.sampled_from(tuple(cirulo.PACKS)),
    removal_order=st.sampled_from(list(permutations(cirulo.DEFAULT_REMOVAL_ORDER))),
)


@st.composite
def hand_and_trick(draw):
    """A hand and a partial trick drawn without overlap from one deck."""
    rules = draw(rules_strategy)
    cards = draw(st.permutations(cirulo.deck(rules).cards))
    size = draw(st.integers(1, cirulo.hand_size(rules)))
    played = draw(st.integers(0, rules.players - 1))
    return rules, cards[:size], cards[size : size + played]


@st.composite
def full_trick(draw):
    rules = draw(rules_strategy)
    cards = draw(st.permutations(cirulo.deck(rules).cards))
    return rules, cards[: rules.players]


class TestInvariants:
    @given(rules=rules_strategy, rng=st.randoms(use_true_random=False))
    def test_payments_of_a_full_round_add_up_to_the_oros_in_play(self, rules, rng):
        """rules-decisions §12: 58 (40 cards) or 75 (48 cards) whatever the play."""
        played = cirulo.play_random_round(rules, rng)
        names = [f"p{seat}" for seat in range(rules.players)]
        s = cirulo.settle(dict(zip(names, played.piles, strict=True)), rules=rules, complete=True)
        assert sum(s.pays.values()) == (58 if rules.pack == 40 else 75)
        assert sum(s.shares.values()) + s.carry_over == s.pot

    @given(rules=rules_strategy, rng=st.randoms(use_true_random=False))
    def test_every_card_of_a_random_round_was_legal(self, rules, rng):
        """Source 001, legal play: replaying the round, each card was among the legal plays."""
        played = cirulo.play_random_round(rules, rng)
        held = [list(h) for h in played.hands]
        for trick in played.tricks:
            for i, card in enumerate(trick.cards):
                seat = trick.seat_of(i, rules.players)
                assert card in cirulo.legal_plays(held[seat], trick.cards[:i], rules)
                held[seat].remove(card)
            assert trick.winner == trick.seat_of(cirulo.trick_winner(trick.cards, rules), rules.players)
        assert held == [[] for _ in held]

    @given(
        rules=rules_strategy,
        pot=st.integers(0, 500),
        data=st.data(),
    )
    def test_shares_and_carry_over_make_the_plate(self, rules, pot, data):
        """Source 001, the plate and rules-decisions §14: nothing is lost or created in the split."""
        cards = data.draw(st.permutations(cirulo.deck(rules).cards))
        cuts = sorted(
            data.draw(
                st.lists(st.integers(0, len(cards)), min_size=rules.players - 1, max_size=rules.players - 1)
            )
        )
        bounds = [0, *cuts, len(cards)]
        piles = {f"p{i}": list(cards[bounds[i] : bounds[i + 1]]) for i in range(rules.players)}
        s = cirulo.settle(piles, pot=pot, rules=rules)
        assert s.pot == pot + sum(s.pays.values())
        assert sum(s.shares.values()) + s.carry_over == s.pot
        if s.shares:
            assert 0 <= s.carry_over < len(s.shares)
        else:
            assert s.carry_over == s.pot

    @given(full_trick(), st.randoms(use_true_random=False))
    def test_winner_unchanged_when_following_cards_are_reordered(self, case, rng):
        """rules-decisions §12: only the suit led and the ranks decide, not the order after the lead."""
        rules, trick = case
        winner = trick[cirulo.trick_winner(trick, rules)]
        rest = list(trick[1:])
        rng.shuffle(rest)
        reordered = (trick[0], *rest)
        assert reordered[cirulo.trick_winner(reordered, rules)] == winner

    @given(hand_and_trick())
    def test_legal_plays_never_empty_and_within_the_hand(self, case):
        """Source 001, legal play: following suit or, when void, any card: some card is always playable."""
        rules, hand, trick = case
        legal = cirulo.legal_plays(hand, trick, rules)
        assert legal
        assert set(legal) <= set(hand)
        assert set(cirulo.judge_plays(hand, trick, rules)) == set(hand)

    @given(rules_strategy)
    def test_every_deck_divides_evenly(self, rules):
        """Source 001, the deal: the number of cards for each player is always exact."""
        assert len(cirulo.deck(rules)) % rules.players == 0
        assert len(cirulo.removed_cards(rules)) < rules.players


# -- Wording ------------------------------------------------------------------------------------------


def test_every_key_the_engine_returns_has_wording_in_both_languages():
    """Brief: every reason code, status, table heading and error code is worded in es and en."""
    from wording.games.cirulo import TEXTS

    tables = (cirulo.tantos_table(), cirulo.deck_table(), cirulo.rank_order_table())
    keys = {"reason.leads", "reason.follows_suit", "reason.must_follow_suit", "reason.any_card_void"}
    keys |= {f"status.{s}" for s in cirulo.STATUSES}
    keys |= {t.caption for t in tables} | {f"column.{c}" for t in tables for c in t.columns}
    errors = (
        cirulo.BadPlayers,
        cirulo.UnknownPack,
        cirulo.BadRemovalOrder,
        cirulo.BadPot,
        cirulo.IncompleteRound,
    )
    keys |= {f"error.{e.code}" for e in errors}
    for key in keys:
        assert set(TEXTS[key]) == {"es", "en"} and all(TEXTS[key].values()), key


# --- A round as a score sheet records it: tantos and who took a trick (the Cirulo counter) -------------

def test_settling_from_tantos_pays_shares_and_carries_over_like_the_cards():
    """Source 001, the plate: payers pay their tantos; the clean trick-takers share; the rest stays."""
    s = cirulo.settle_tantos({"Ana": 40, "Bea": 18, "Cris": 0, "Dani": 0},
                             {"Ana": True, "Bea": True, "Cris": True, "Dani": True}, pot=1)
    assert (s.pot, s.shares, s.carry_over) == (59, {"Cris": 29, "Dani": 29}, 1)


def test_with_nobody_clean_the_whole_plate_carries_over():
    s = cirulo.settle_tantos({"Ana": 40, "Bea": 18, "Cris": 0, "Dani": 0},
                             {"Ana": True, "Bea": True, "Cris": False, "Dani": False})
    assert (s.shares, s.carry_over) == ({}, 58)


def test_tantos_that_miss_the_oros_total_are_refused():
    with pytest.raises(cirulo.TantosDoNotAddUp) as caught:
        cirulo.settle_tantos({"Ana": 40, "Bea": 10, "Cris": 0}, {"Ana": True, "Bea": True, "Cris": True},
                             rules=cirulo.Rules(players=3))
    assert (caught.value.total, caught.value.expected) == (50, 58)


def test_tantos_without_a_trick_are_impossible():
    with pytest.raises(cirulo.ImpossibleTantos) as caught:
        cirulo.settle_tantos({"Ana": 58, "Bea": 0, "Cris": 0}, {"Ana": False, "Bea": True, "Cris": True},
                             rules=cirulo.Rules(players=3))
    assert caught.value.player == "Ana"
