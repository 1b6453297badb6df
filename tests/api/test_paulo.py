"""Paulo endpoints against source 000, the card order (per muestra) and legal play, and our readings of it
(docs/rules-decisions.md §2 to §11)."""

import pytest

SPANISH_40 = {f"{rank}{suit}" for suit in "OCEB" for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)}

PLAIN = {  # source 000, the card order (per muestra): a plain suit keeps its order whatever the muestra
    "O": "12O 10O 1O 7O 6O 5O 4O 3O 2O",  # the 11O is the Tuerto, a trump
    "C": "12C 11C 10C 1C 7C 6C 5C 4C 3C 2C",
    "E": "12E 11E 10E 1E 7E 6E 5E 4E 3E 2E",
    "B": "12B 11B 10B 1B 7B 6B 5B 3B 2B",  # the 4B is the Paulo, a trump
}
TRUMPS = {  # the same, default order, 8 players
    "O": "4B 3O 11O 2O 12O 10O 1O 7O 6O 5O 4O",
    "C": "4B 3C 11O 2C 12C 11C 10C 1C 7C 6C 5C 4C",
    "E": "4B 3E 11O 2E 12E 11E 10E 1E 7E 6E 5E 4E",
    "B": "4B 3B 11O 2B 12B 11B 10B 1B 7B 6B 5B",
}
ORDERS = {muestra: (trumps, {suit: cards for suit, cards in PLAIN.items() if suit != muestra})
          for muestra, trumps in TRUMPS.items()}


@pytest.mark.parametrize("muestra", "OCEB")
def test_order_for_each_muestra_at_8_players(get, muestra):
    """Source 000, the card order (per muestra): trumps highest first, then each plain suit; all 40 cards
    once."""
    status, answer = get("paulo/order", {"muestra": muestra, "players": 8})
    assert status == 200
    trumps, suits = ORDERS[muestra]
    assert (answer["muestra"], answer["players"]) == (muestra, 8)
    assert answer["trumps"] == trumps.split()
    assert answer["suits"] == {suit: cards.split() for suit, cards in suits.items()}
    every = answer["trumps"] + [c for cards in answer["suits"].values() for c in cards]
    assert sorted(every) == sorted(SPANISH_40)


@pytest.mark.parametrize("muestra", "OCB")
def test_six_players_have_no_espadas(get, muestra):
    """Source 000, the deal: 6 players, 30 cards, espadas out."""
    status, answer = get("paulo/order", {"muestra": muestra, "players": 6})
    every = answer["trumps"] + [c for cards in answer["suits"].values() for c in cards]
    assert len(every) == len(set(every)) == 30
    assert not any(c.endswith("E") for c in every)


def test_four_players_play_oros_and_bastos(get):
    """Source 000, the card order: 4 players, oros and bastos only: 11 trumps and one plain suit of 9
    cards."""
    status, answer = get("paulo/order", {"muestra": "b", "players": 4})
    assert answer["trumps"] == ORDERS["B"][0].split()
    assert answer["suits"] == {"O": ORDERS["B"][1]["O"].split()}
    status, answer = get("paulo/order", {"muestra": "C", "players": 4})
    assert (status, answer["error"]["code"]) == (400, "unknown_muestra")


def test_durcal_variant_swaps_andorra_and_tuerto(get):
    """rules-decisions §2: the Dúrcal order puts the Tuerto second and the Andorra third."""
    status, answer = get("paulo/order", {"muestra": "C", "players": 8, "variant": "durcal"})
    assert answer["trumps"][:4] == ["4B", "11O", "3C", "2C"]
    assert answer["order"] == "durcal"
    assert get("paulo/order", {"muestra": "C", "players": 8, "order": "durcal"})[1]["trumps"][1] == "11O"


def test_order_names_the_slots_in_both_languages(get):
    status, answer = get("paulo/order", {"muestra": "O", "players": 8})
    assert answer["slots"][2]["card"] == "11O"
    assert answer["slots"][2]["names"]["es"] == "Tuerto"


@pytest.mark.parametrize(("cards", "muestra", "winner", "reason"), [
    (["7C", "12C", "2O", "11O"], "O", 3, "highest_trump"),  # the Tuerto beats the malilla
    (["5E", "1E", "12C", "4B"], "C", 3, "highest_trump"),  # the Paulo beats everything
    (["12E", "1E", "5O"], "C", 0, "highest_of_suit_led"),  # no trump: the rey of the suit led
    (["3C", "11O", "4B"], "B", 2, "highest_trump"),
])
def test_trick_winner(post, cards, muestra, winner, reason):
    """Source 000, the card order (trick winner)."""
    status, answer = post("paulo/trick", {"cards": cards, "muestra": muestra, "players": 8})
    assert (status, answer["winner"], answer["reason"]["code"]) == (200, winner, reason)
    assert answer["reason"]["es"] and answer["reason"]["en"]


def test_andorra_beats_tuerto_unless_durcal(post):
    """rules-decisions §2."""
    body = {"cards": ["11O", "3C"], "muestra": "C", "players": 8}
    assert post("paulo/trick", body)[1]["winner"] == 1
    assert post("paulo/trick", {**body, "variant": "durcal"})[1]["winner"] == 0


def test_follow_or_trump_at_will(post):
    """Source 000, legal play: follow the suit led or, at his choice, a trump."""
    status, answer = post("paulo/legal", {"hand": ["4B", "7B", "3O"], "trick": ["12O"], "muestra": "C",
                                          "players": 8})
    assert answer["legal"] == ["4B", "3O"]
    assert answer["reasons"]["7B"]["code"] == "must_follow_or_trump"


def test_strict_follow_variant(post):
    """rules-decisions §8: option "strict follow"."""
    status, answer = post("paulo/legal", {"hand": ["4B", "7B", "3O"], "trick": ["12O"], "muestra": "C",
                                          "players": 8, "variant": "strict_follow"})
    assert answer["legal"] == ["3O"]


def test_the_paulo_is_never_obliged(post):
    """Source 000, legal play, and rules-decisions §8: void, only trump the Paulo: any card."""
    status, answer = post("paulo/legal", {"hand": ["4B", "7E"], "trick": ["12O"], "muestra": "C", "players": 8})
    assert answer["legal"] == ["4B", "7E"]


def test_the_tuerto_is_obliged_on_a_trump_lead(post):
    """Source 000, legal play: the Tuerto must assist a trump lead."""
    status, answer = post("paulo/legal", {"hand": ["11O", "7E"], "trick": ["5C"], "muestra": "C", "players": 8})
    assert answer["legal"] == ["11O"]
    assert answer["reasons"]["11O"]["code"] == "tuerto_obliged"


def test_lanjaron_deck_for_two_players(post):
    """Source 000, the deal: 2 players only with the Lanjarón deck (30 cards, espadas out)."""
    body = {"cards": ["7C", "1C"], "muestra": "O", "players": 2}
    status, answer = post("paulo/trick", body)
    assert (status, answer["error"]["code"]) == (400, "bad_players")
    status, answer = post("paulo/trick", {**body, "variant": "lanjaron"})
    assert (status, answer["winner"]) == (200, 1)  # plain suits: 12 11 10 1 7 ..., so 1C beats 7C
