"""Papayoo endpoints against source 003, its common mistakes and our readings (docs/rules-decisions.md §28
to §31)."""

import pytest

Y_PILES = {  # source 003's worked round, 4 players, die clubs
    "Emma": ["3P", "8P", "19P"],
    "Nico": ["20P", "12P", "7C"],
    "Pat": ["1P", "2P", "4P", "5P", "6P", "9P", "10P", "11P", "13P"],
    "Léa": ["14P", "15P", "16P", "17P", "18P", "7H"],
}


def test_worked_round_scores_and_the_missing_seven(post):
    """Source 003's worked round: 30 + 72 + 61 + 80 = 243, not 250: the 7P was forgotten."""
    status, answer = post("papayoo/score", {"die": "C", "piles": Y_PILES})
    assert status == 200
    assert answer["scores"] == {"Emma": 30, "Nico": 72, "Pat": 61, "Léa": 80}
    assert (answer["total"], answer["adds_up"], answer["complete"]) == (243, False, False)
    assert answer["papayoo"] == "7C"
    assert answer["check"]["code"] == "round_does_not_add_up"
    assert answer["check"]["missing"] == 7
    assert "243" in answer["check"]["es"] and "243" in answer["check"]["en"]


def test_worked_round_after_the_fix_totals_250(post):
    """Source 003's worked round: with the forgotten 7P Pat has 68, and 30 + 72 + 68 + 80 = 250."""
    piles = {**Y_PILES, "Pat": Y_PILES["Pat"] + ["7P"]}
    status, answer = post("papayoo/score", {"die": "c", "piles": piles})
    assert answer["scores"]["Pat"] == 68
    assert (answer["total"], answer["adds_up"]) == (250, True)
    assert "check" not in answer


def test_only_the_rolled_seven_is_worth_40(post):
    """Source 003's worked round and third common mistake: with clubs rolled the 7H is worth nothing."""
    status, answer = post("papayoo/score", {"die": "C", "piles": {"Léa": Y_PILES["Léa"], "B": [], "C": []}})
    assert answer["scores"]["Léa"] == 80
    status, answer = post("papayoo/score", {"die": "H", "piles": {"Léa": Y_PILES["Léa"], "B": [], "C": []}})
    assert answer["scores"]["Léa"] == 120


def test_complete_round_with_every_card(post):
    """Source 003, scoring: all 60 cards in the piles → complete, 250."""
    deck = [f"{r}{s}" for s in "SHCD" for r in range(1, 11)] + [f"{r}P" for r in range(1, 21)]
    piles = {"A": deck[:15], "B": deck[15:30], "C": deck[30:45], "D": deck[45:]}
    status, answer = post("papayoo/score", {"die": "S", "piles": piles})
    assert (answer["complete"], answer["total"]) == (True, 250)


def test_seven_players_play_without_the_ordinary_ones(post):
    """Source 003, the deal: 7 players: 1S 1H 1C 1D removed, 1P kept, 56 cards, total 250."""
    deck = [f"{r}{s}" for s in "SHCD" for r in range(2, 11)] + [f"{r}P" for r in range(1, 21)]
    piles = {name: deck[i * 8:(i + 1) * 8] for i, name in enumerate("ABCDEFG")}
    status, answer = post("papayoo/score", {"die": "D", "piles": piles})
    assert (status, answer["complete"], answer["total"], answer["players"]) == (200, True, 250, 7)
    status, answer = post("papayoo/score", {"die": "D", "piles": {**piles, "A": ["1S"]}})
    assert (status, answer["error"]["code"]) == (400, "card_not_in_deck")


def test_shoot_the_moon(post):
    """Source 003, scoring (variants): the shooter scores 0, every other player 250; the total is 250 × 3."""
    payoos = [f"{r}P" for r in range(1, 21)]
    piles = {"Ana": payoos + ["7H"], "Bo": ["1S"], "Cy": ["2S"], "Di": ["3S"]}
    status, answer = post("papayoo/score", {"die": "H", "piles": piles, "variant": "shoot_the_moon"})
    assert answer["scores"] == {"Ana": 0, "Bo": 250, "Cy": 250, "Di": 250}
    assert (answer["moon_shooter"], answer["total"], answer["expected_total"], answer["adds_up"]) == (
        "Ana", 750, 750, True)
    status, answer = post("papayoo/score", {"die": "H", "piles": piles})
    assert answer["scores"]["Ana"] == 250 and answer["moon_shooter"] is None


@pytest.mark.parametrize(("cards", "winner"), [
    (["3H", "9H", "20P", "1H"], 1),  # source 003's first mistake: a Payoo discarded on hearts never wins
    (["2P", "10S", "19P"], 2),  # Payoos are a suit: 19P beats the 2P led
])
def test_trick_winner(post, cards, winner):
    """Source 003, play: highest card of the suit led, no trump."""
    status, answer = post("papayoo/trick", {"cards": cards})
    assert (status, answer["winner"]) == (200, winner)


def test_a_payoo_lead_must_be_followed_with_a_payoo(post):
    """Source 003, play: lead 7P; hand {2P, 10C} → only 2P."""
    status, answer = post("papayoo/legal", {"hand": ["2P", "10C"], "trick": ["7P"]})
    assert answer["legal"] == ["2P"]
    assert answer["reasons"]["10C"]["code"] == "must_follow_payoo"


def test_void_in_hearts_may_play_anything(post):
    """Source 003, play: lead hearts; hand {20P, 7C}, no hearts → both legal."""
    status, answer = post("papayoo/legal", {"hand": ["20P", "7C"], "trick": ["4H"]})
    assert answer["legal"] == ["20P", "7C"]
    assert answer["reasons"]["20P"]["code"] == "any_card_void"


# --- any number of piles from 1 to 8, players optional ---------------------------------------------


def test_one_pile_is_a_count_in_progress(post):
    """"How much is my pile?": one pile is scored, against the 60-card deck, and the count is partial."""
    status, answer = post("papayoo/score", {"die": "C", "piles": {"Nico": ["20P", "12P", "7C"]}})
    assert status == 200
    assert answer["scores"] == {"Nico": 72}
    assert (answer["complete"], answer["adds_up"], answer["players"]) == (False, False, None)
    assert answer["check"]["missing"] == 250 - 72


def test_two_piles_may_hold_a_suit_one_without_players(post):
    """Without ``players`` one or two piles count against the 60-card deck of 3 to 6 players: 1S is in it."""
    status, answer = post("papayoo/score", {"die": "S", "piles": {"Ana": ["1S", "7S"], "Bea": ["5P"]}})
    assert status == 200
    assert answer["scores"] == {"Ana": 40, "Bea": 5}


@pytest.mark.parametrize("players", [7, 8])
def test_with_seven_or_eight_players_the_suit_ones_are_refused(post, players):
    """Source 003, the deal: at 7 and 8 players the four ordinary 1s leave the deck (1P stays)."""
    status, answer = post("papayoo/score", {"die": "S", "players": players, "piles": {"Ana": ["1H"]}})
    assert status == 400 and answer["error"]["code"] == "card_not_in_deck"
    status, answer = post("papayoo/score", {"die": "S", "players": players, "piles": {"Ana": ["1P", "7S"]}})
    assert status == 200 and answer["scores"] == {"Ana": 41} and answer["players"] == players


def test_players_given_with_fewer_piles_is_partial_and_no_moon_is_guessed(post):
    """Four players, two piles given; the moon shot needs every pile, so 250 in one pile stays 250."""
    payoos = [f"{r}P" for r in range(1, 21)]
    status, answer = post("papayoo/score", {"die": "D", "players": 4, "variant": "shoot_the_moon",
                                            "piles": {"Ana": payoos + ["7D"], "Bea": []}})
    assert status == 200
    assert answer["scores"] == {"Ana": 250, "Bea": 0}
    assert (answer["complete"], answer["moon_shooter"], answer["players"]) == (False, None, 4)


def test_cards_outside_the_deck_are_still_refused(post):
    status, answer = post("papayoo/score", {"die": "S", "piles": {"Ana": ["11S"]}})
    assert status == 400 and answer["error"]["code"] in ("unknown_card", "card_not_in_deck")


def test_a_whole_round_without_players_is_still_one_pile_per_player(post):
    """Old clients: 3 to 8 piles without ``players`` are the whole table, as before."""
    status, answer = post("papayoo/score", {"die": "C", "piles": Y_PILES})
    assert answer["players"] == 4
    status, answer = post("papayoo/score", {"die": "C", "piles": {str(i): [] for i in range(7)} | {"x": ["1S"]}})
    assert status == 400 and answer["error"]["code"] == "card_not_in_deck"
