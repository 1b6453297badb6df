"""The La Docena stones ledger: 36 stones each, every hand's stakes checked against the entró and the
stones held, the centre to the winner, reganche buy-backs while the vueltas last, and the end with the
last two (or three who agree) sharing the pot. Facts: source 004, the deal and betting (entró: 8 stones with
three players left, 4 with four) and our rule page's "Las piedras y el pozo", "Reganche", "El final"."""

import re

import pytest

from tests.counters.conftest import current, table_sheet_fixtures, text

pytestmark = pytest.mark.django_db


ledger, post = table_sheet_fixtures("docena", ("Ana", "Bea", "Cris", "Dani"), price="10", reganche_price="15",
                                    vueltas="1")


def stones(client, sheet) -> list[str]:
    html = client.get(f"/en/counters/docena/{sheet.token}/").content.decode()
    return re.findall(r'class="num total[^"]*" data-player="\w+">(?:<span class="badge">)?(\w+)', html)


def test_the_winner_takes_the_centre(ledger, post, client):
    sheet = ledger(names=("Ana", "Bea", "Cris", "Dani", "Eva", "Fran"))
    # Six left: the entró is 1. Dani withdrew on a caballo (in the pack from six players) and got his entró back.
    response = post(sheet, stake_0="10", stake_1="10", stake_2="4", stake_3="0", stake_4="1", stake_5="1",
                    withdrew_3="on", winner="1")
    assert response.status_code == 302
    assert stones(client, sheet) == ["26", "52", "32", "36", "35", "35"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_all_in_winner_without_a_side_stake_winner_is_asked_for_one(ledger, post, client, lang):
    sheet = ledger(lang=lang)
    """Rules-decisions §26 and §37: the all-in winner takes from each only what he put in; the side stake goes to the
    best of the others."""
    post(sheet, lang=lang, stake_0="30", stake_1="4", stake_2="30", stake_3="4", winner="0")
    assert stones(client, sheet) == ["74", "32", "6", "32"]
    # Cris goes all-in with her 6 and has the best hand.
    response = post(sheet, lang=lang, stake_0="10", stake_1="10", stake_2="6", stake_3="10", winner="2")
    assert response.status_code == 400
    assert {"en": "Choose who won the side stake", "es": "Elige quién ganó el resto"}[lang] in text(response)
    response = post(sheet, lang=lang, stake_0="10", stake_1="10", stake_2="6", stake_3="10", winner="2",
                    side_winner="3")
    assert response.status_code == 302
    # Cris wins 6 from each (24, not the whole 36); Dani takes the 12 the others bet beyond her.
    assert stones(client, sheet) == ["64", "22", "24", "34"]


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "Dani cannot have withdrawn on a caballo or a sota: with 4 players left there are none in the pack"),
    ("es", "Dani no puede haberse retirado con caballo o sota: con 4 jugadores en la partida no hay ninguno"),
])
def test_dropping_out_on_a_caballo_or_sota_needs_six_players_left(ledger, post, lang, message):
    """Source 004, the pack and card values: caballos and sotas come in from six players."""
    sheet = ledger(lang=lang)
    response = post(sheet, lang=lang, stake_0="10", stake_1="4", stake_2="4", stake_3="0", withdrew_3="on",
                    winner="1")
    assert response.status_code == 400
    assert message in text(response)


@pytest.mark.parametrize("where", ["", "csv/"])
def test_the_spanish_ledger_calls_the_money_pozo(ledger, client, where):
    """The rule page's word for the money the last two share is «el pozo» (rules-decisions §27), on the sheet and in
    its CSV alike; «bote» is only the jar the stones are kept in."""
    sheet = ledger(lang="es")
    page = client.get(f"/es/counters/docena/{sheet.token}/{where}").content.decode("utf-8-sig")
    assert "Pozo" in page and not re.search(r"\bbote\b", page, re.IGNORECASE)


def test_a_stake_below_the_entro_is_refused_in_spanish(ledger, post):
    sheet = ledger(lang="es")
    response = post(sheet, lang="es", stake_0="2", stake_1="4", stake_2="4", stake_3="4", winner="1")
    assert response.status_code == 400
    assert "Ana puso 2 piedras en el centro, menos que el entró de 4." in text(response)


def test_out_of_stones_reganche_and_the_last_two_share_the_pot(ledger, post, client):
    sheet = ledger()
    assert post(sheet, stake_0="36", stake_1="36", stake_2="4", stake_3="4", winner="0").status_code == 302
    assert stones(client, sheet) == ["80", "out", "32", "32"]
    assert post(sheet, kind="reganche", player="1").status_code == 302  # the first vuelta is open
    assert stones(client, sheet) == ["80", "36", "32", "32"]
    post(sheet, stake_0="32", stake_1="4", stake_2="32", stake_3="32", winner="0")
    assert stones(client, sheet) == ["148", "32", "out", "out"]
    # Two left while the vuelta lasts: Cris and Dani may still re-engage, or decline.
    assert "Game over" not in text(client.get(f"/en/counters/docena/{sheet.token}/"))
    assert post(sheet, kind="share").status_code == 302
    page = text(client.get(f"/en/counters/docena/{sheet.token}/"))
    # The pot is the money: four montones of 10 and one reganche of 15; shared equally, stones aside.
    assert "Game over. They share the pot: Ana, Bea, 27 each. (1 left over for the house to settle.)" in page


def test_after_the_vueltas_a_player_out_of_stones_is_out(ledger, post):
    sheet = ledger(vueltas="0")
    post(sheet, stake_0="36", stake_1="36", stake_2="4", stake_3="4", winner="0")
    refused = post(sheet, kind="reganche", player="1")
    assert refused.status_code == 400 and "The vueltas de reganche are over" in text(refused)


def test_three_left_may_agree_to_share(ledger, post, client):
    sheet = ledger(("Ana", "Bea", "Cris"), vueltas="0")
    assert post(sheet, kind="share").status_code == 302
    page = text(client.get(f"/en/counters/docena/{sheet.token}/"))
    assert "Game over. They share the pot: Ana, Bea, Cris, 10 each." in page


def test_a_stale_hand_is_refused_and_a_double_tap_counts_once(ledger, post):
    sheet = ledger()
    version = current(sheet)
    hand = {"stake_0": "4", "stake_1": "4", "stake_2": "4", "stake_3": "4", "winner": "2"}
    assert post(sheet, version=version, **hand).status_code == 302
    assert post(sheet, version=version, **hand).status_code == 302
    assert sheet.entry_set.count() == 1
    assert post(sheet, version=version, **{**hand, "winner": "3"}).status_code == 409
