"""Tute endpoints against source 002 and our readings of it, docs/rules-decisions.md §15 to §21."""

import pytest


@pytest.mark.parametrize(("body", "winner", "card"), [
    # first example: no trump in play; C is void and discards 2B; the highest copa, 7C, wins
    ({"cards": ["4C", "5C", "2B", "7C"], "muestra": None}, 3, "7C"),
    # second example: muestra espadas; B trumps with 2E
    ({"cards": ["6O", "2E", "7O", "4O"], "muestra": "E"}, 1, "2E"),
    # third example: trump bastos; D over-trumps with 11B
    ({"cards": ["7E", "10B", "4E", "11B"], "muestra": "B"}, 3, "11B"),
    # the muestra may be given as the muestra card itself, and codes in any case
    ({"cards": ["6o", "2e", "7o", "4o"], "muestra": "7e"}, 1, "2E"),
])
def test_trick_winner_source_examples(post, body, winner, card):
    """Source 002's three examples."""
    status, answer = post("tute/trick", body)
    assert status == 200
    assert (answer["winner"], answer["card"]) == (winner, card)


def test_trick_answers_codes_in_capitals_and_muestra_letter(post):
    status, answer = post("tute/trick", {"cards": ["6o", "2e"], "muestra": "7e"})
    assert answer["cards"] == ["6O", "2E"]
    assert (answer["muestra"], answer["trump"]) == ("E", "E")


def test_without_muestra_the_first_acuse_makes_trumps(post):
    """Source 002, acuses and the last trick: without muestra the first 40 makes its suit trumps."""
    status, answer = post("tute/trick", {"cards": ["1C", "2E"], "muestra": None, "acuses": ["E", "C"]})
    assert (status, answer["winner"], answer["trump"]) == (200, 1, "E")


def test_example3_player_d_must_overtrump(post):
    """Source 002's third example: D holds 11B, void in espadas, 10B on the table: he must over-trump."""
    status, answer = post("tute/legal", {"hand": ["11B", "2B", "5O"], "trick": ["7E", "10B", "4E"],
                                         "muestra": "B", "stock_empty": True})
    assert status == 200
    assert answer["legal"] == ["11B"]
    assert answer["reasons"]["11B"] == {
        "legal": True, "code": "overtrumps",
        "es": "Montas sobre el triunfo que ya está en la mesa.",
        "en": "It over-trumps the triunfo already on the table.",
    }
    assert answer["reasons"]["2B"]["code"] == "must_overtrump"
    assert answer["reasons"]["2B"]["legal"] is False


def test_example3_player_c_follows_without_beating(post):
    """Source 002's third example: C has no espada higher than 7E, so any espada; but the espada is
    compulsory."""
    status, answer = post("tute/legal", {"hand": ["4E", "3C"], "trick": ["7E", "10B"], "muestra": "B",
                                         "stock_empty": True})
    assert answer["legal"] == ["4E"]
    assert answer["reasons"]["3C"]["code"] == "must_follow_suit"


def test_follow_and_beat_once_the_stock_is_gone(post):
    """Source 002, legal play: follow the suit led and beat it if able."""
    status, answer = post("tute/legal", {"hand": ["2C", "7C", "1C", "5O"], "trick": ["4C", "12C"],
                                         "muestra": None, "stock_empty": True})
    assert answer["legal"] == ["1C"]
    assert answer["reasons"]["7C"]["code"] == "must_beat"


def test_play_is_free_while_the_stock_lasts(post):
    """Source 002, legal play: while the stock lasts any card on a non-trump lead."""
    status, answer = post("tute/legal", {"hand": ["2C", "5O"], "trick": ["4E"], "muestra": "O"})
    assert answer["legal"] == ["2C", "5O"]
    assert answer["stock_empty"] is False
    assert {r["code"] for r in answer["reasons"].values()} == {"free_while_stock"}


def test_trump_lead_binds_while_the_stock_lasts(post):
    """Source 002, legal play: with muestra, a trump lead must be answered with a trump even with stock
    left."""
    status, answer = post("tute/legal", {"hand": ["2O", "1C"], "trick": ["5O"], "muestra": "O"})
    assert answer["legal"] == ["2O"]


def test_first_forty_binds_like_a_muestra(post):
    """rules-decisions §20: no muestra, 40 in espadas declared, espadas led, hand {2E, 1C} → only 2E."""
    status, answer = post("tute/legal", {"hand": ["2E", "1C"], "trick": ["5E"], "muestra": None,
                                         "acuses": ["E"]})
    assert answer["legal"] == ["2E"]
    assert answer["trump"] == "E"


def test_leading_player_may_play_anything(post):
    status, answer = post("tute/legal", {"hand": ["2E", "1C"], "muestra": "O"})
    assert answer["legal"] == ["2E", "1C"]
    assert answer["trick"] == []
    assert answer["reasons"]["2E"]["code"] == "leads"


def test_manos_abajo_cards_must_answer_their_suit(post):
    """rules-decisions §20: cards laid face down must be played when their suit is led."""
    status, answer = post("tute/legal", {"hand": ["3C", "5O"], "trick": ["1C"], "muestra": "B",
                                         "face_down": ["3C"]})
    assert answer["legal"] == ["3C"]


@pytest.mark.parametrize(("variant", "legal"), [(None, ["7B"]), ("free_discard", ["7B", "5O"])])
def test_unable_to_overtrump_variant(post, variant, legal):
    """rules-decisions §20: must still trump (default); option free discard."""
    body = {"hand": ["7B", "5O"], "trick": ["7E", "1B"], "muestra": "B", "stock_empty": True}
    if variant:
        body["variant"] = variant
    status, answer = post("tute/legal", body)
    assert answer["legal"] == legal


def test_strict_follow_variant_by_variant_or_by_field(post):
    """rules-decisions §20: option "strict follow suit during the stock"."""
    body = {"hand": ["2C", "5O"], "trick": ["4C"], "muestra": "O"}
    assert post("tute/legal", {**body, "variant": "strict_follow"})[1]["legal"] == ["2C"]
    assert post("tute/legal", {**body, "stock_following": "strict"})[1]["legal"] == ["2C"]
    assert post("tute/legal", body)[1]["legal"] == ["2C", "5O"]


@pytest.mark.parametrize(("body", "points", "acuse_points"), [
    # muestra oros, rey + caballo de oros declared: 40
    ({"cards": [], "acuses": ["O"], "muestra": "O"}, 40, 40),
    # muestra oros, rey + caballo de copas declared: 20
    ({"cards": [], "acuses": ["C"], "muestra": "O"}, 20, 20),
    # no muestra: the first acuse is the 40, the next 20
    ({"cards": [], "acuses": ["E", "C"], "muestra": None}, 60, 60),
    # card points 11 + 10 + 4 + 0, acuses 40 + 20, last trick 10
    ({"cards": ["1O", "3C", "12E", "7B"], "acuses": ["O", "C"], "muestra": "O", "last_trick": True}, 95, 60),
])
def test_score_acuses(post, body, points, acuse_points):
    """Source 002, acuses and the last trick."""
    status, answer = post("tute/score", body)
    assert status == 200
    assert (answer["points"], answer["acuse_points"]) == (points, acuse_points)
    assert answer["points"] == answer["card_points"] + answer["acuse_points"] + answer["last_trick_points"]


def test_the_whole_deck_holds_120_points_130_with_the_last_trick(post):
    """Source 002, card points: 120, and 130 with the diez de mesa."""
    deck = [f"{rank}{suit}" for suit in "OCEB" for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]
    assert post("tute/score", {"cards": deck, "muestra": None})[1]["card_points"] == 120
    assert post("tute/score", {"cards": deck, "muestra": None, "last_trick": True})[1]["points"] == 130


def test_forty_taken_by_another_player_makes_a_later_acuse_twenty(post):
    """Source 002, acuses and the last trick: without muestra, once the 40 is made, later acuses are 20."""
    status, answer = post("tute/score", {"cards": [], "acuses": ["C"], "muestra": None, "forty_taken": True})
    assert answer["acuse_points"] == 20


def test_three_players_leave_out_a_two(post):
    """rules-decisions §15: three players play with 39 cards, 2O out by default, configurable."""
    status, answer = post("tute/trick", {"cards": ["2O"], "players": 3})
    assert (status, answer["error"]["code"]) == (400, "card_not_in_deck")
    status, answer = post("tute/trick", {"cards": ["2O"], "players": 3, "removed_two": "2b"})
    assert status == 200


@pytest.mark.parametrize("muestra", ["12O", "11O", "12o"])
def test_score_refuses_the_forty_a_rey_or_caballo_muestra_rules_out(post, muestra):
    """rules-decisions §19: the muestra is the last card drawn, after the last acuse, so with the rey or the
    caballo of oros turned up nobody declares the forty in oros. The API refuses it as the Tute counter does,
    with the engine's code."""
    status, answer = post("tute/score", {"muestra": muestra, "acuses": ["O"], "cards": []})
    assert status == 400
    assert answer["error"]["code"] == "impossible_forty"
    assert "muestra" in answer["error"]["message"]["en"] and "muestra" in answer["error"]["message"]["es"]


def test_score_still_counts_a_twenty_and_a_forty_the_muestra_allows(post):
    assert post("tute/score", {"muestra": "12O", "acuses": ["C"], "cards": []})[1]["acuse_points"] == 20
    assert post("tute/score", {"muestra": "7O", "acuses": ["O"], "cards": []})[1]["acuse_points"] == 40


@pytest.mark.parametrize(("body", "code"), [
    ({"cards": ["4E", "6C", "5B"], "muestra": None}, "no_trump_yet"),
    ({"cards": ["4E", "6C", "5B"], "muestra": None, "acuses": ["B"]}, "highest_trump"),
    ({"cards": ["4E", "6C", "5B"], "muestra": "O"}, "highest_of_suit_led"),
])
def test_trick_says_why_with_the_engines_reason_code(post, body, code):
    """Without muestra there is no triunfo before the first forty (rules-decisions §19)."""
    status, answer = post("tute/trick", body)
    assert status == 200 and answer["reason"]["code"] == code
    assert answer["reason"]["es"] and answer["reason"]["en"]
