"""The La Docena stones ledger: 36 stones each, every hand's stakes checked against the entró and the
stones held, the centre to the winner, reganche buy-backs while the vueltas last, and the end with the
last two (or three who agree) sharing the pot. Facts: source 004, the deal and betting (entró: 8 stones with
three players left, 4 with four) and our rule page's "Las piedras y el bote", "Reganche", "El final"."""

import re

import pytest

from counters.models import TableSheet
from tests.counters.conftest import current

pytestmark = pytest.mark.django_db


def text(response) -> str:
    html = re.sub(r"<[^>]+>", " ", re.sub(r"</?bdi>", "", response.content.decode()))
    return " ".join(html.split()).replace("&#x27;", "'").replace("&quot;", '"')


@pytest.fixture
def ledger(client):
    def start(names=("Ana", "Bea", "Cris", "Dani"), lang="en", **options):
        data = {"player": list(names), "price": "10", "reganche_price": "15", "vueltas": "1", **options}
        response = client.post(f"/{lang}/counters/docena/", data)
        assert response.status_code == 302, text(response)[:3000]
        return TableSheet.objects.get(token=response["Location"].rstrip("/").rsplit("/", 1)[1])
    return start


@pytest.fixture
def post(client):
    def send(sheet, lang="en", number=None, version=None, **fields):
        url = f"/{lang}/counters/docena/{sheet.token}/hands/" + (f"{number}/" if number else "")
        return client.post(url, {"version": str(version if version is not None else current(sheet)), **fields})
    return send


def stones(client, sheet) -> list[str]:
    html = client.get(f"/en/counters/docena/{sheet.token}/").content.decode()
    return re.findall(r'class="num total[^"]*" data-player="\w+">(?:<span class="badge">)?(\w+)', html)


def test_the_winner_takes_the_centre(ledger, post, client):
    sheet = ledger()
    # Four left: the entró is 4. Dani withdrew on a caballo and got his entró back.
    response = post(sheet, stake_0="10", stake_1="4", stake_2="4", stake_3="0", withdrew_3="on", winner="1")
    assert response.status_code == 302
    assert stones(client, sheet) == ["26", "50", "32", "36"]


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
