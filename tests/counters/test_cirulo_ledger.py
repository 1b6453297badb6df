"""The Cirulo plate ledger: per hand, who took which oros (or their tantos) and who took a trick; the
engine settles payments, shares and what carries over. Facts: docs/rules-decisions.md §12 (tantos: figures 10,
other oros their number, 58 in the 40-card pack) and source 001, the plate, our rule page's "El platillo"."""

import re

import pytest

from tests.counters.conftest import current, post_to_hands, started, text

pytestmark = pytest.mark.django_db

FOUR = ["Ana", "Bea", "Cris", "Dani"]


@pytest.fixture
def ledger(client):
    def start(names=FOUR, lang="en", pack="40"):
        return started(client, "cirulo", lang, {"player": names, "pack": pack})
    return start


@pytest.fixture
def post_hand(client):
    def post(sheet, lang="en", number=None, version=None, tricks=(0, 1, 2, 3), **fields):
        tricks_taken = {f"trick_{seat}": "on" for seat in tricks}
        return post_to_hands(client, "cirulo", sheet, lang, number, version, {**fields, **tricks_taken})
    return post


def test_the_plate_is_paid_shared_and_the_rest_carried_over(ledger, post_hand, client):
    sheet = ledger()
    # Ana 40 and Bea 18 tantos (58, every oro); Cris and Dani took clean tricks: 29 each, nothing left.
    assert post_hand(sheet, tantos_0="40", tantos_1="18").status_code == 302
    # Next hand: only Cris is clean and took a trick; Dani took none.
    assert post_hand(sheet, tricks=(0, 1, 2), tantos_0="30", tantos_1="28").status_code == 302
    page = client.get(f"/en/counters/cirulo/{sheet.token}/")
    balances = re.findall(r'class="num total[^"]*" data-player="(\w+)">(-?\d+)<', page.content.decode())
    assert balances == [("Ana", "-70"), ("Bea", "-46"), ("Cris", "87"), ("Dani", "29")]


def test_with_nobody_clean_the_plate_carries_over_to_the_next_hand(ledger, post_hand, client):
    sheet = ledger(["Ana", "Bea", "Cris"])
    post_hand(sheet, tricks=(0, 1), tantos_0="40", tantos_1="18")
    page = client.get(f"/es/counters/cirulo/{sheet.token}/")
    assert re.search(r'data-testid="plate-now">58<', page.content.decode())
    post_hand(sheet, tricks=(0, 1, 2), tantos_0="40", tantos_1="18")
    page = client.get(f"/es/counters/cirulo/{sheet.token}/")
    assert re.search(r'data-testid="plate-now">0<', page.content.decode())  # Cris takes 58 + 58


def test_tantos_that_miss_the_oros_total_are_refused_in_spanish(ledger, post_hand):
    sheet = ledger(lang="es")
    response = post_hand(sheet, lang="es", tantos_0="40", tantos_1="10")
    assert response.status_code == 400
    assert "Los tantos suman 50: faltan 8 para los 58 de todos los oros." in text(response)
    assert 'value="10"' in response.content.decode()


def test_tantos_without_a_trick_are_refused(ledger, post_hand):
    sheet = ledger()
    response = post_hand(sheet, tricks=(1, 2, 3), tantos_0="58")
    assert response.status_code == 400 and "Ana has 58 tantos but took no trick" in text(response)


def test_picked_oros_are_counted_by_the_engine(ledger, post_hand):
    sheet = ledger()
    every = [f"{rank}O" for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]
    assert post_hand(sheet, cards_0=every[:7], cards_1=every[7:]).status_code == 302  # 28 + 30
    assert sheet.entry_set.get().data["tantos"] == [28, 30, 0, 0]


def test_two_phones_stale_and_double_tap_undo_and_csv(ledger, post_hand, client):
    sheet = ledger()
    version = current(sheet)
    assert post_hand(sheet, version=version, tantos_0="40", tantos_1="18").status_code == 302
    assert post_hand(sheet, version=version, tantos_0="40", tantos_1="18").status_code == 302
    assert sheet.entry_set.count() == 1
    assert post_hand(sheet, version=version, tantos_0="58").status_code == 409
    post_hand(sheet, number=1, tantos_0="58")
    undone = client.post(f"/en/counters/cirulo/{sheet.token}/undo/", {"version": current(sheet)})
    assert "Undone: Hand 1 changed." in text(client.get(undone["Location"]))
    csv = client.get(f"/en/counters/cirulo/{sheet.token}/csv/").content.decode("utf-8-sig").splitlines()
    assert csv[0] == "Hand,Ana,Bea,Cris,Dani,Plate,Carried over" and csv[1] == "1,-40,-18,29,29,58,0"


@pytest.mark.parametrize(("lang", "tantos_1", "said"), [
    ("es", "17", "Los tantos suman 57: falta 1 para los 58 de todos los oros."),
    ("es", "19", "Los tantos suman 59: sobra 1 sobre los 58 de todos los oros."),
    ("en", "17", "The tantos add up to 57: 1 short of the 58 of all the oros."),
])
def test_one_tanto_off_is_said_in_the_singular(ledger, post_hand, lang, tantos_1, said):
    sheet = ledger(lang=lang)
    response = post_hand(sheet, lang=lang, tantos_0="40", tantos_1=tantos_1)
    assert response.status_code == 400
    assert said in text(response)
