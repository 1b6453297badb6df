"""The Tute score sheet: each hand checked by the engine (120 card points, one pair per suit, the 40),
a tute taking the hand on the spot, a session to agreed hands or points. Facts: source 002,
card points and acuses and the last trick (diez de mesa, tute); docs/rules-decisions.md §15 to §21 and our
rule page's "El recuento" and "El tute"."""

import pytest

from tests.counters.conftest import current, table_sheet_fixtures, text

pytestmark = pytest.mark.django_db

THREE = ["Ana", "Bea", "Carmen"]


tute_sheet, post_deal = table_sheet_fixtures("tute", THREE, muestra="yes", tute="source", ties="shared",
                                             ending="deals")


def totals(sheet) -> list[list[int]]:
    return [e.data["totals"] for e in sheet.entry_set.all()]


def test_a_counted_hand_adds_card_points_acuses_and_the_diez_de_mesa(tute_sheet, post_deal):
    """The rule page's count: 40 in the muestra's suit (copas), 20 in another, 10 for the last trick."""
    sheet = tute_sheet()
    response = post_deal(sheet, muestra="C", points_0="60", points_1="35", points_2="25",
                         acuses_0=["C"], acuses_1=["E"], last="2")
    assert response.status_code == 302
    assert totals(sheet) == [[100, 55, 35]]
    assert sheet.entry_set.get().data["winners"] == [0]


def test_card_points_that_miss_120_are_refused_with_the_difference(tute_sheet, post_deal):
    sheet = tute_sheet(lang="es")
    response = post_deal(sheet, lang="es", muestra="C", points_0="60", points_1="35", points_2="15", last="0")
    assert response.status_code == 400
    assert "Los puntos de cartas suman 110: faltan 10 para los 120 de la baraja." in text(response)
    assert 'value="15"' in response.content.decode()  # what was typed is kept
    assert not sheet.entry_set.exists()


def test_an_impossible_pile_and_a_pair_declared_twice_are_refused(tute_sheet, post_deal):
    sheet = tute_sheet()
    impossible = post_deal(sheet, muestra="O", points_0="1", points_1="94", points_2="25", last="0")
    assert impossible.status_code == 400 and "Ana: no pile of cards is worth 1 card point." in text(impossible)
    twice = post_deal(sheet, muestra="O", points_0="60", points_1="35", points_2="25", acuses_0=["E"],
                      acuses_2=["E"], last="0")
    assert twice.status_code == 400 and "A suit is declared twice" in text(twice)


def test_picked_cards_are_counted_by_the_engine(tute_sheet, post_deal):
    sheet = tute_sheet(["Ana", "Bea"])
    every = [f"{rank}{suit}" for rank in (1, 3, 12, 11, 10) for suit in "OCEB"]
    ana = every[:8]  # the four aces (44) and the four threes (40)
    response = post_deal(sheet, muestra="B", cards_0=ana, cards_1=every[8:], last="1")
    assert response.status_code == 302, text(response)[:2000]
    assert totals(sheet) == [[84, 46]]


def test_without_muestra_the_first_pair_is_the_forty(tute_sheet, post_deal):
    sheet = tute_sheet(["Ana", "Bea"], muestra="no")
    missing = post_deal(sheet, points_0="70", points_1="50", acuses_0=["E", "O"], acuses_1=["C"], last="0")
    assert missing.status_code == 400 and "the first pair declared is the 40" in text(missing)
    post_deal(sheet, points_0="70", points_1="50", acuses_0=["E", "O"], acuses_1=["C"], last="0", first_pair="C")
    assert totals(sheet) == [[120, 90]]


def test_a_tute_wins_the_hand_on_the_spot_and_the_classic_rule_refuses_aces(tute_sheet, post_deal, client):
    sheet = tute_sheet(ending="deals", target="1")
    assert post_deal(sheet, tute_by="1", tute_rank="1").status_code == 302
    page = text(client.get(f"/en/counters/tute/{sheet.token}/"))
    assert "Game over. Winner: Bea" in page
    classic = tute_sheet(tute="classic")
    refused = post_deal(classic, tute_by="0", tute_rank="1")
    assert refused.status_code == 400
    assert "only the four reyes or the four caballos make a tute" in text(refused)


def test_a_session_to_points_ends_with_the_winner_shown_in_spanish(tute_sheet, post_deal, client):
    sheet = tute_sheet(["Ana", "Bea"], lang="es", ending="points", target="150")
    post_deal(sheet, lang="es", muestra="O", points_0="70", points_1="50", last="0")
    post_deal(sheet, lang="es", muestra="O", points_0="70", points_1="50", last="0")
    page = text(client.get(f"/es/counters/tute/{sheet.token}/"))
    assert "Fin del juego. Gana: Ana" in page
    assert post_deal(sheet, lang="es", muestra="O", points_0="70", points_1="50", last="0").status_code == 400


def test_two_phones_a_stale_hand_is_refused_and_a_double_tap_counts_once(tute_sheet, post_deal, client):
    sheet = tute_sheet()
    version = current(sheet)
    hand = {"muestra": "C", "points_0": "60", "points_1": "35", "points_2": "25", "last": "2"}
    assert post_deal(sheet, version=version, **hand).status_code == 302
    assert post_deal(sheet, version=version, **hand).status_code == 302  # the same tap again
    assert sheet.entry_set.count() == 1
    other = post_deal(sheet, version=version, **{**hand, "points_0": "50", "points_1": "45"})
    assert other.status_code == 409 and 'value="50"' in other.content.decode()
    assert sheet.entry_set.count() == 1


def test_undo_edit_and_csv(tute_sheet, post_deal, client):
    sheet = tute_sheet()
    post_deal(sheet, muestra="C", points_0="60", points_1="35", points_2="25", last="2")
    post_deal(sheet, muestra="O", points_0="=1+1", points_1="35", points_2="25", last="2")
    edited = post_deal(sheet, number=1, muestra="C", points_0="50", points_1="45", points_2="25", last="0")
    assert edited.status_code == 302 and totals(sheet) == [[60, 45, 25]]
    undone = client.post(f"/en/counters/tute/{sheet.token}/undo/", {"version": current(sheet)})
    assert "Undone: Hand 1 changed." in text(client.get(undone["Location"]))
    assert totals(sheet) == [[60, 35, 35]]
    csv = client.get(f"/en/counters/tute/{sheet.token}/csv/").content.decode("utf-8-sig").splitlines()
    assert csv[0] == "Hand,Muestra,Ana,Bea,Carmen,Won by" and csv[1] == "1,copas,60,35,35,Ana"


def test_the_view_only_page_and_the_live_poll(tute_sheet, post_deal, client):
    sheet = tute_sheet()
    view = client.get(f"/en/counters/tute/view/{sheet.view_token}/")
    assert view.status_code == 200 and 'method="post"' not in view.content.decode()
    assert client.get(f"/en/counters/tute/{sheet.token}/live/", {"since": current(sheet)}).status_code == 204
    assert client.get(f"/en/counters/papayoo/{sheet.token}/").status_code == 404  # a Tute link is no Papayoo sheet


# --- Acuses the rules make impossible (docs/rules-decisions.md §19): the engine refuses them ---------------

SIX = ["Ana", "Bea", "Carmen", "Dani", "Eva", "Fede"]
THREE_PILES = {"points_0": "60", "points_1": "35", "points_2": "25", "last": "2"}


def test_a_forty_with_a_rey_of_trumps_turned_up_is_refused_in_english(tute_sheet, post_deal):
    sheet = tute_sheet()
    response = post_deal(sheet, muestra="O", muestra_rank="12", acuses_1=["O"], **THREE_PILES)
    assert response.status_code == 400
    assert ("Bea has the pair of oros declared, but the muestra was the rey (king) of oros. It is the last card "
            "drawn, after the last chance to declare, so nobody declares the 40 in this hand") in text(response)
    page = response.content.decode()
    assert 'value="12" checked' in page and 'value="60"' in page  # nothing typed is lost
    assert not sheet.entry_set.exists()


def test_a_forty_with_a_caballo_of_trumps_turned_up_is_refused_in_spanish(tute_sheet, post_deal):
    sheet = tute_sheet(lang="es")
    response = post_deal(sheet, lang="es", muestra="C", muestra_rank="11", acuses_0=["C"], **THREE_PILES)
    assert response.status_code == 400
    assert "Ana tiene cantadas las cuarenta en copas, pero la muestra era el caballo de copas." in text(response)


def test_twenties_still_count_and_another_muestra_card_leaves_the_forty(tute_sheet, post_deal, client):
    sheet = tute_sheet()
    assert post_deal(sheet, muestra="O", muestra_rank="12", acuses_0=["C"], **THREE_PILES).status_code == 302
    assert post_deal(sheet, muestra="O", muestra_rank="", acuses_0=["O"], **THREE_PILES).status_code == 302
    assert totals(sheet) == [[80, 35, 35], [100, 35, 35]]
    first = sheet.entry_set.get(number=1)
    assert first.data["muestra_card"] == "12O"
    # Editing the hand brings the muestra card back in the form.
    edit = client.get(f"/en/counters/tute/{sheet.token}/hands/1/").content.decode()
    assert 'value="12" checked' in edit
    # The table and the CSV name the card when it was told, and the suit otherwise.
    assert "rey (king) of oros" in text(client.get(f"/en/counters/tute/{sheet.token}/"))
    assert "rey de oros" in text(client.get(f"/es/counters/tute/{sheet.token}/"))
    csv = client.get(f"/en/counters/tute/{sheet.token}/csv/").content.decode("utf-8-sig").splitlines()
    assert csv[1].startswith("1,rey (king) of oros,") and csv[2].startswith("2,oros,")


def test_more_acuses_than_tricks_with_stock_are_refused(tute_sheet, post_deal):
    """Six players: 36 cards, four each, 12 to draw, so two tricks are played before the stock runs out."""
    sheet = tute_sheet(SIX)
    piles = {"points_0": "60", "points_1": "35", "points_2": "25", "last": "0"}
    response = post_deal(sheet, muestra="B", acuses_0=["B"], acuses_1=["C"], acuses_2=["E"], **piles)
    assert response.status_code == 400
    assert ("3 pairs are declared, but with 6 players only 2 tricks are played while the stock lasts, and each "
            "trick won allows one acuse.") in text(response)
    assert post_deal(sheet, muestra="B", acuses_0=["B"], acuses_1=["C"], **piles).status_code == 302


def test_too_many_acuses_in_spanish(tute_sheet, post_deal):
    sheet = tute_sheet(SIX, lang="es")
    piles = {"points_0": "60", "points_1": "35", "points_2": "25", "last": "0"}
    response = post_deal(sheet, lang="es", muestra="B", acuses_0=["B", "O"], acuses_1=["C"], **piles)
    assert response.status_code == 400
    assert "Hay 3 parejas cantadas, pero con 6 jugadores solo se juegan 2 bazas mientras queda robe" in text(response)


def test_in_a_session_to_points_the_tute_box_says_what_a_tute_counts(tute_sheet, post_deal, client):
    """docs/rules-decisions.md §32: the whole deal, 120 + 10, for its maker and 0 for the others."""
    sheet = tute_sheet(ending="points", target="300")
    page = text(client.get(f"/en/counters/tute/{sheet.token}/"))
    assert "On the points it counts 130 for them, the whole hand with the last trick's 10" in page
    assert post_deal(sheet, tute_by="2", tute_rank="12").status_code == 302
    assert totals(sheet) == [[0, 0, 130]]
    spanish = text(client.get(f"/es/counters/tute/{sheet.token}/"))
    assert "En los puntos le cuenta 130, la mano entera con las 10 de la última baza" in spanish
    by_deals = tute_sheet()
    assert "On the points it counts" not in text(client.get(f"/en/counters/tute/{by_deals.token}/"))


def test_no_tute_of_the_muestra_cards_rank_in_both_languages(tute_sheet, post_deal):
    sheet = tute_sheet()
    refused = post_deal(sheet, muestra="E", muestra_rank="12", tute_by="1", tute_rank="12")
    assert refused.status_code == 400
    assert ("The muestra was the rey (king) of espadas. It is the last card drawn, after the last chance to "
            "declare, so nobody shows the four reyes in this hand") in text(refused)
    spanish = post_deal(sheet, lang="es", muestra="E", muestra_rank="12", tute_by="1", tute_rank="12")
    assert "nadie enseña los cuatro reyes" in text(spanish)
    assert post_deal(sheet, muestra="E", muestra_rank="12", tute_by="1", tute_rank="11").status_code == 302
    assert sheet.entry_set.get().data["muestra_card"] == "12E"


@pytest.mark.parametrize("digit", ["①", "²"])
def test_a_digit_that_is_not_0_to_9_is_not_a_number_of_points(tute_sheet, post_deal, digit):
    """Bug (found by `make fuzz`): «①» passed str.isdigit() and then broke int(), a 500."""
    sheet = tute_sheet()
    hand = {"muestra": "C", "points_0": digit, "points_1": "35", "points_2": "25", "last": "2"}
    assert post_deal(sheet, **hand).status_code == 400
    assert post_deal(sheet, version=current(sheet) + 1, **hand).status_code < 500
    assert not sheet.entry_set.exists()


@pytest.mark.parametrize(("lang", "points_2", "said"), [
    ("es", "24", "Los puntos de cartas suman 119: falta 1 para los 120 de la baraja."),
    ("es", "26", "Los puntos de cartas suman 121: sobra 1 sobre los 120 de la baraja."),
    ("es", "1", "ningún montón de cartas vale 1 punto."),
    ("en", "1", "no pile of cards is worth 1 card point."),
])
def test_one_point_is_said_in_the_singular(tute_sheet, post_deal, lang, points_2, said):
    sheet = tute_sheet(lang=lang)
    response = post_deal(sheet, lang=lang, muestra="C", points_0="60", points_1="35", points_2=points_2, last="0")
    assert response.status_code == 400
    assert said in text(response)
