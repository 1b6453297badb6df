"""The La Docena stones ledger on phones, in both languages: a short game with one hand the engine refuses
(a stake below the entró), an undo, an edit, and a second phone that sees the new hand without reloading.
Facts: source 004, the deal and betting (the entró is 4 stones with four players left)."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e import steps

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WORDS = {
    "es": {"start": "Empezar las cuentas de la docena", "save": "Guardar la mano", "below": "menos que el entró de 4",
           "saved": "Mano 1 guardada.", "undo": "Deshacer", "undone": "Mano 2 deshecha (la ganó: Cris).",
           "save1": "Guardar la mano 1"},
    "en": {"start": "Start the La Docena ledger", "save": "Save the hand", "below": "less than the entró of 4",
           "saved": "Hand 1 saved.", "undo": "Undo", "undone": "Hand 2 undone (won by: Cris).",
           "save1": "Save hand 1"},
}


def hand(page: Page, stakes: list[int], winner: int) -> None:
    steps.fill_seats(page, "stake", dict(enumerate(stakes)))
    page.locator(f'#seat-{winner} input[name="winner"]').check()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_short_docena_ledger_on_two_phones(page: Page, live_server, lang):
    words = WORDS[lang]
    steps.open_counter(page, live_server, lang, "docena", ["Ana", "Bea", "Cris", "Dani"], phone=True)
    page.locator("#docena-price").fill("10")
    other = steps.start_on_two_phones(page, words["start"])

    hand(page, [2, 10, 4, 4], winner=1)
    steps.refused_then_saved(page, words, words["below"], fix={"#stake-0": "10"})
    assert steps.totals_row(page) == ["26", "54", "32", "32"]  # the centre of 28 to Bea
    expect(other.locator('tfoot td.total[data-player="Bea"]')).to_have_text("54")

    hand(page, [4, 4, 4, 4], winner=2)
    page.get_by_role("button", name=words["save"]).click()
    steps.undo(page, words)
    steps.edit_hand_1(page, words, fix={"#stake-0": "4"})
    assert steps.totals_row(page) == ["32", "48", "32", "32"]
    expect(other.locator('tfoot td.total[data-player="Ana"]')).to_have_text("32")
    steps.fits_the_phone_and_close(page, other)


SIDE = {"es": {"ask": "Elige quién ganó el resto", "side": "Ganó el resto"},
        "en": {"ask": "Choose who won the side stake", "side": "Won the side stake"}}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_all_in_winner_takes_only_his_layer_and_the_sheet_asks_for_the_side_stake(page: Page, live_server, lang):
    """Rules-decisions §26 and §37, with the keyboard: Cris goes all-in with 6 stones and wins 6 from each;
    Dani, the best of the others, takes the side stake."""
    words, side = WORDS[lang], SIDE[lang]
    steps.open_counter(page, live_server, lang, "docena", ["Ana", "Bea", "Cris", "Dani"])
    page.get_by_role("button", name=words["start"]).click()
    hand(page, [30, 4, 30, 4], winner=0)
    page.get_by_role("button", name=words["save"]).click()
    assert steps.totals_row(page) == ["74", "32", "6", "32"]
    hand(page, [10, 10, 6, 10], winner=2)
    page.get_by_role("button", name=words["save"]).click()
    expect(page.get_by_role("alert")).to_contain_text(side["ask"])
    page.locator("#seat-3").get_by_label(side["side"]).focus()
    page.keyboard.press("Space")
    page.locator("#seat-3").get_by_label(side["side"]).press("Enter")
    expect(page.locator(".message.ok")).to_be_visible()
    assert steps.totals_row(page) == ["64", "22", "24", "34"]
