"""La Docena endpoints against source 004 and our readings of it, docs/rules-decisions.md §22 to §27."""

import pytest


@pytest.mark.parametrize(("cards", "rank", "kind", "es"), [
    ("5O,3O,2O", 5, "flor", "Flor de 28"),
    ("3C,3E,3B", 1, "calla", "Callá de treses"),
    ("3C,3E,5O", 1, "calla", "Callá de treses"),  # the mala completes the callá
    ("12C,12E,5O", 2, "calla", "Callá de reyes"),
    ("1C,1E,1B", 4, "calla", "Callá de ases"),
    ("3C,2C,1C", 8, "flor", "Flor de 26"),
    ("5O,3O,12O", 7, "flor", "Flor de 26 y media"),
    ("5O,3O", 14, "pinta", "Veintiséis"),
    ("5O,1O", 16, "pinta", "Veinticuatro"),
    ("5O,1E", 19, "pinta", "Veintidós y media"),
    ("12C,12B", 17, "pinta", "Veintitrés y media («dos curas»)"),
    ("1C,12C", 21, "pinta", "Veintiuna"),
    ("5O,12O,11O", 11, "flor", "Flor de 23"),
    ("12C,11C,10C", 13, "flor", "Flor de 20 («las de Domingo Gómez»)"),
    ("3C,1E,12B", 23, "nada", "Nada (sin combinación)"),  # rules-decisions §23
])
def test_hand_rank_every_rung(get, cards, rank, kind, es):
    """Source 004, the combination ladder, rung by rung (8 players: the full 25-card pack)."""
    status, answer = get("docena/hand", {"cards": cards})
    assert status == 200
    assert (answer["rank"], answer["kind"], answer["name"]["es"]) == (rank, kind, es)
    assert answer["name"]["en"]
    assert answer["cards"] == cards.split(",")


def test_hand_accepts_lower_case_and_spaces(get):
    status, answer = get("docena/hand", {"cards": "5o, 3o ,2o"})
    assert (status, answer["cards"], answer["rank"]) == (200, ["5O", "3O", "2O"], 5)


def test_hand_says_what_the_mala_stands_for(get):
    """Source 004, the combination ladder: with a rey the mala plays as a rey (Veintitrés y media)."""
    status, answer = get("docena/hand", {"cards": "5O,12C"})
    assert (answer["rank"], answer["mala_as"], answer["form"]["code"]) == (17, "12O", "rey_mala")


def test_caballos_are_not_in_the_pack_below_seven_players(get):
    """Source 004, the pack and card values: up to 5 players the pack holds no caballo; 7 players add 11C 11E
    11B."""
    status, answer = get("docena/hand", {"cards": "1C,11C", "players": 5})
    assert (status, answer["error"]["code"]) == (400, "card_not_in_deck")
    assert get("docena/hand", {"cards": "1C,11C", "players": 7})[0] == 200


@pytest.mark.parametrize(("a", "b", "winner", "reason"), [
    ("12C,12E,5O", "5O,3O,2O", "tie", None),  # shares the mala: refused below
    ("1C,1E,1B", "5O,3O,2O", "a", "better_rung"),  # callá de ases (4) beats flor de 28 (5)
    ("5O,3O,2O", "12C,12E,12B", "b", "better_rung"),  # callá de reyes beats flor de 28
    ("1C,12C", "1E,11E", "a", "higher_figure"),  # both Veintiuna; the rey wins
    ("3C,2C", "3E,2E", "tie", "equal"),  # rules-decisions §24: equal pintas without figures
])
def test_compare_by_rung_and_figure(get, a, b, winner, reason):
    """Source 004, the combination ladder (rungs and tie-break), and rules-decisions §24."""
    status, answer = get("docena/compare", {"a": a, "b": b, "players": 7})
    if reason is None:
        assert (status, answer["error"]["code"]) == (400, "duplicate_card")
        return
    assert status == 200
    assert (answer["winner"], answer["reason"]["code"]) == (winner, reason)
    assert answer["reason"]["es"] and answer["reason"]["en"]
    assert answer["a"]["cards"] == a.split(",")


@pytest.mark.parametrize(("variant", "winner"), [(None, "tie"), ("all_cards", "a"), ("nada_tie", "tie")])
def test_nada_rule_variants(get, variant, winner):
    """rules-decisions §23: two "nada" hands: the highest card decides (3 vs 3: a tie); variants."""
    query = {"a": "3C,2E,12B", "b": "3E,1B,12O"}
    if variant:
        query["variant"] = variant
    status, answer = get("docena/compare", query)
    assert (status, answer["winner"]) == (200, winner)


def test_card_by_card_the_compare_names_the_card_that_decided(get):
    """rules-decisions §23, the all_cards variant: the threes and the twos tie, the as beats the rey."""
    status, answer = get("docena/compare", {"a": "3C,2E,1B", "b": "3E,2C,12O", "variant": "all_cards"})
    assert (status, answer["winner"], answer["reason"]["code"]) == (200, "a", "later_card")
    assert {k: answer["decided_by"][k] for k in ("a", "b", "place")} == {"a": "1B", "b": "12O", "place": 3}
    assert "as de bastos" in answer["decided_by"]["es"]
