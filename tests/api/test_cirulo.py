"""Cirulo endpoints against source 001 and our readings of it, docs/rules-decisions.md §12 to §14."""

import pytest


@pytest.mark.parametrize(("cards", "winner"), [
    (["5C", "12E", "7C", "1C"], 2),  # rey de espadas is off-suit: 7C is the highest copa
    (["3B", "12O", "11O", "2B"], 0),  # no trump: oros never win on a bastos lead
    (["1e", "2e", "12e", "11e"], 2),  # rey > caballo > ... > as
])
def test_trick_goes_to_the_highest_of_the_suit_led(post, cards, winner):
    """rules-decisions §12: no trump, highest card of the suit led; rey high, as low."""
    status, answer = post("cirulo/trick", {"cards": cards})
    assert (status, answer["winner"], answer["card"]) == (200, winner, cards[winner].upper())


def test_must_follow_suit(post):
    """Source 001, legal play: follow suit if able, no obligation to beat."""
    status, answer = post("cirulo/legal", {"hand": ["2C", "5O", "12B"], "trick": ["7C"]})
    assert answer["legal"] == ["2C"]
    assert answer["reasons"]["5O"]["code"] == "must_follow_suit"
    assert answer["reasons"]["2C"]["code"] == "follows_suit"


def test_void_may_play_anything(post):
    """Source 001, legal play: void in the suit led, any card."""
    status, answer = post("cirulo/legal", {"hand": ["2C", "5O"], "trick": ["7E"]})
    assert answer["legal"] == ["2C", "5O"]
    assert answer["reasons"]["5O"]["code"] == "any_card_void"


def test_as_sota_and_rey_de_oros_pay_21(post):
    """Source 001's example: 1O + 10O + 12O = 1 + 10 + 10 = 21 tantos."""
    status, answer = post("cirulo/settle", {"players": {"Ana": ["1O", "10O", "12O", "4C"],
                                                        "Bea": ["7C", "2C", "3C", "5C"], "Cris": []}, "pot": 0})
    assert status == 200
    assert answer["pays"] == {"Ana": 21, "Bea": 0, "Cris": 0}
    assert answer["shares"] == {"Bea": 21}
    assert (answer["pot"], answer["carry_over"]) == (21, 0)
    assert answer["status"]["Cris"]["code"] == "no_tricks"
    assert answer["status"]["Ana"]["es"] and answer["status"]["Ana"]["en"]


def test_everybody_encirculated_the_plate_carries_over(post):
    """Source 001, the plate: every trick-winner has oros, so the whole plate carries over."""
    status, answer = post("cirulo/settle", {"players": {"Ana": ["1O", "4C"], "Bea": ["2O", "5C"],
                                                        "Cris": ["3O", "6C"]}, "pot": 5})
    assert answer["shares"] == {}
    assert answer["pot"] == answer["carry_over"] == 5 + 1 + 2 + 3


def test_remainder_stays_in_the_plate(post):
    """rules-decisions §14: shares are equal and rounded down; the remainder stays."""
    status, answer = post("cirulo/settle", {"players": {"Ana": ["7O"], "Bea": ["4C"], "Cris": ["5C"],
                                                        "Dani": None}})
    assert answer["shares"] == {"Bea": 3, "Cris": 3}
    assert answer["carry_over"] == 1


def test_six_players_remove_the_lowest_non_oros(post):
    """Source 001, the deal: 6 players, 40 cards: 1C 1E 1B 2C leave the pack."""
    status, answer = post("cirulo/trick", {"cards": ["1C"], "players": 6})
    assert (status, answer["error"]["code"]) == (400, "card_not_in_deck")
    assert post("cirulo/trick", {"cards": ["2E"], "players": 6})[0] == 200


def test_the_48_card_pack_is_a_variant(post):
    """rules-decisions §13: 40 cards by default; 48 as an option."""
    assert post("cirulo/trick", {"cards": ["9O", "8O"]})[1]["error"]["code"] == "card_not_in_deck"
    status, answer = post("cirulo/trick", {"cards": ["8O", "9O"], "variant": "pack_48"})
    assert (status, answer["winner"], answer["pack"]) == (200, 1, 48)
    assert post("cirulo/trick", {"cards": ["8O", "9O"], "pack": 48})[1]["winner"] == 1


def test_complete_round_pays_all_the_oros(post):
    """rules-decisions §12: a full round's payments add up to the 58 tantos of the oros."""
    deck = [f"{rank}{suit}" for suit in "OCEB" for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]
    piles = {"Ana": deck[:10], "Bea": deck[10:20], "Cris": deck[20:30], "Dani": deck[30:]}
    status, answer = post("cirulo/settle", {"players": piles, "complete": True})
    assert sum(answer["pays"].values()) == answer["oros_total"] == 58
    assert answer["complete"] is True
