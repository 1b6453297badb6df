"""Cards and decks: the site's card notation (rank then suit letter, case-insensitive in, upper-case out)."""

from random import Random, SystemRandom

import pytest
from hypothesis import given, strategies as st

from naipes.cards import (
    PAPAYOO_60,
    SPANISH_40,
    SPANISH_48,
    CardNotInDeck,
    DuplicateCard,
    InvalidCardCode,
    Suit,
    deal,
    parse_card,
    shuffle,
)


def test_the_spanish_deck_has_ten_ranks_in_four_suits():
    assert len(SPANISH_40) == 40
    assert {c.rank for c in SPANISH_40} == {1, 2, 3, 4, 5, 6, 7, 10, 11, 12}
    assert {c.suit for c in SPANISH_40} == {Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS}


def test_the_48_card_pack_adds_eights_and_nines():
    assert len(SPANISH_48) == 48
    assert SPANISH_48.parse("8O 9B") == (parse_card("8O"), parse_card("9B"))


def test_the_papayoo_deck_has_four_suits_of_ten_and_twenty_payoos():
    assert len(PAPAYOO_60) == 60
    assert sum(1 for c in PAPAYOO_60 if c.suit is Suit.PAYOO) == 20


@pytest.mark.parametrize(("text", "code"), [("4b", "4B"), (" 11o ", "11O"), ("12C", "12C"), ("10e", "10E")])
def test_input_is_case_insensitive_and_output_upper_case(text, code):
    assert SPANISH_40.parse_one(text).code == code


def test_letters_belong_to_their_deck():
    assert SPANISH_40.parse_one("1C").suit is Suit.COPAS
    assert PAPAYOO_60.parse_one("1C").suit is Suit.CLUBS


@pytest.mark.parametrize("text", ["", "X", "13O", "0B", "4Z", "4", "B4", "11P", "4 B", "４B"])
def test_unknown_codes_are_refused(text):
    with pytest.raises(InvalidCardCode):
        SPANISH_40.parse_one(text)


def test_a_real_card_outside_the_deck_is_named():
    with pytest.raises(CardNotInDeck) as error:
        SPANISH_40.parse_one("8O")
    assert error.value.cards == ("8O",)
    assert error.value.code == "card_not_in_deck"


def test_a_card_given_twice_is_refused():
    with pytest.raises(DuplicateCard):
        SPANISH_40.parse("4B 3O 4b")
    assert len(SPANISH_40.parse("4B 4B", unique=False)) == 2


def test_deal_goes_round_the_table_one_card_at_a_time():
    assert deal(SPANISH_40.parse("1O 2O 3O 4O 5O 6O"), 3) == [
        list(SPANISH_40.parse("1O 4O")), list(SPANISH_40.parse("2O 5O")), list(SPANISH_40.parse("3O 6O"))]


@given(st.sampled_from(SPANISH_48.cards + PAPAYOO_60.cards))
def test_code_round_trips(card):
    family = "spanish" if card.suit.is_spanish else "papayoo"
    assert parse_card(card.code.lower(), family) == card
    assert repr(card) == card.code


@given(st.integers(0, 2**64), st.sampled_from([0, 1, 2, 3, 39, 40, 48, 60]))
def test_a_pack_is_shuffled_exactly_as_pythons_own_shuffle_would_and_the_draws_after_it_stay_the_same(seed, size):
    """A seed must ask the same question on every version of the site: the faster shuffle may change nothing."""
    ours, theirs = Random(seed), Random(seed)
    mine, expected = list(range(size)), list(range(size))
    shuffle(mine, ours)
    theirs.shuffle(expected)
    assert mine == expected
    assert ours.getstate() == theirs.getstate()


def test_a_generator_of_another_kind_shuffles_with_its_own_method():
    class Counted(SystemRandom):
        calls = 0

        def shuffle(self, x):
            Counted.calls += 1
            super().shuffle(x)

    cards = list(SPANISH_40.cards)
    shuffle(cards, Counted())
    assert Counted.calls == 1 and sorted(cards, key=str) == sorted(SPANISH_40.cards, key=str)
