"""The Cirulo plate ledger on phones, in both languages: a short session with one hand the engine refuses
(its tantos miss the 58 of all the oros), an undo, an edit, and a second phone that sees the new hand
without reloading. Facts: docs/rules-decisions.md §12 and source 001, the plate."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e import steps

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WORDS = {
    "es": {"start": "Empezar las cuentas del cirulo", "save": "Guardar la mano", "short": "faltan 8 para los 58",
           "saved": "Mano 1 guardada.", "undo": "Deshacer", "undone": "Mano 2 deshecha.", "save1": "Guardar la mano 1"},
    "en": {"start": "Start the Cirulo ledger", "save": "Save the hand", "short": "8 short of the 58",
           "saved": "Hand 1 saved.", "undo": "Undo", "undone": "Hand 2 undone.", "save1": "Save hand 1"},
}


def hand(page: Page, tantos: dict[int, int], tricks: list[int]) -> None:
    steps.fill_seats(page, "tantos", tantos)
    for seat in tricks:
        page.locator(f'input[name="trick_{seat}"]').check()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_short_cirulo_ledger_on_two_phones(page: Page, live_server, lang):
    words = WORDS[lang]
    steps.open_counter(page, live_server, lang, "cirulo", ["Ana", "Bea", "Cris"], phone=True)
    other = steps.start_on_two_phones(page, words["start"])

    hand(page, {0: 40, 1: 10}, [0, 1, 2])  # 50: an oro is missing
    steps.refused_then_saved(page, words, words["short"], fix={"#tantos-1": "18"})
    assert steps.totals_row(page) == ["-40", "-18", "58"]  # Cris alone took clean tricks: the whole plate
    expect(other.locator('tfoot td.total[data-player="Cris"]')).to_have_text("58")

    hand(page, {0: 58}, [0])  # Ana took every trick: nobody clean, the plate carries over
    page.get_by_role("button", name=words["save"]).click()
    expect(page.locator("[data-testid=plate-now]")).to_have_text("58")
    steps.undo(page, words)
    expect(page.locator("[data-testid=plate-now]")).to_have_text("0")

    steps.edit_hand_1(page, words, fix={"#tantos-0": "30", "#tantos-1": "28"})
    assert steps.totals_row(page) == ["-30", "-28", "58"]
    expect(other.locator('tfoot td.total[data-player="Ana"]')).to_have_text("-30")
    steps.fits_the_phone_and_close(page, other)
