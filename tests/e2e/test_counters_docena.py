"""The La Docena stones ledger on phones, in both languages: a short game with one hand the engine refuses
(a stake below the entró), an undo, an edit, and a second phone that sees the new hand without reloading.
Facts: source 004, the deal and betting (the entró is 4 stones with four players left)."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.steps import PHONE_SIZE, fits_the_phone_and_close, open_counter, start_on_two_phones

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
    for seat, value in enumerate(stakes):
        page.locator(f"#stake-{seat}").fill(str(value))
    page.locator(f'#seat-{winner} input[name="winner"]').check()


def stones(page: Page) -> list[str]:
    return page.locator("tfoot td.total").all_inner_texts()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_short_docena_ledger_on_two_phones(page: Page, live_server, lang):
    words = WORDS[lang]
    page.set_viewport_size(PHONE_SIZE)
    open_counter(page, live_server, lang, "docena", ["Ana", "Bea", "Cris", "Dani"])
    page.locator("#docena-price").fill("10")
    other = start_on_two_phones(page, words["start"])

    hand(page, [2, 10, 4, 4], winner=1)
    page.get_by_role("button", name=words["save"]).click()
    expect(page.get_by_role("alert")).to_contain_text(words["below"])
    page.locator("#stake-0").fill("10")
    page.get_by_role("button", name=words["save"]).click()
    expect(page.locator(".message.ok")).to_have_text(words["saved"])
    assert stones(page) == ["26", "54", "32", "32"]  # the centre of 28 to Bea
    expect(other.locator('tfoot td.total[data-player="Bea"]')).to_have_text("54")

    hand(page, [4, 4, 4, 4], winner=2)
    page.get_by_role("button", name=words["save"]).click()
    page.get_by_role("button", name=words["undo"], exact=True).click()
    expect(page.locator(".message.ok")).to_contain_text(words["undone"])
    page.locator('a.edit-link[href$="/hands/1/"]').click()
    page.locator("#stake-0").fill("4")
    page.get_by_role("button", name=words["save1"]).click()
    assert stones(page) == ["32", "48", "32", "32"]
    expect(other.locator('tfoot td.total[data-player="Ana"]')).to_have_text("32")
    fits_the_phone_and_close(page, other)


SIDE = {"es": {"ask": "Elige quién ganó el resto", "side": "Ganó el resto"},
        "en": {"ask": "Choose who won the side stake", "side": "Won the side stake"}}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_all_in_winner_takes_only_his_layer_and_the_sheet_asks_for_the_side_stake(page: Page, live_server, lang):
    """Rules-decisions §26 and §37, with the keyboard: Cris goes all-in with 6 stones and wins 6 from each;
    Dani, the best of the others, takes the side stake."""
    words, side = WORDS[lang], SIDE[lang]
    open_counter(page, live_server, lang, "docena", ["Ana", "Bea", "Cris", "Dani"])
    page.get_by_role("button", name=words["start"]).click()
    hand(page, [30, 4, 30, 4], winner=0)
    page.get_by_role("button", name=words["save"]).click()
    assert stones(page) == ["74", "32", "6", "32"]
    hand(page, [10, 10, 6, 10], winner=2)
    page.get_by_role("button", name=words["save"]).click()
    expect(page.get_by_role("alert")).to_contain_text(side["ask"])
    page.locator("#seat-3").get_by_label(side["side"]).focus()
    page.keyboard.press("Space")
    page.locator("#seat-3").get_by_label(side["side"]).press("Enter")
    expect(page.locator(".message.ok")).to_be_visible()
    assert stones(page) == ["64", "22", "24", "34"]
