"""The Tute sheet on phones, in both languages: a short session with one hand the engine refuses (its card
points miss the pack's 120), an undo, an edit, and a second phone that sees the new hand without
reloading. Facts: source 002, card points and acuses (card points 120, 40 in the muestra's suit, 20 elsewhere,
diez de mesa 10)."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e import steps

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WORDS = {
    "es": {"start": "Empezar la hoja de tute", "save": "Guardar la mano", "short": "faltan 10 para los 120",
           "saved": "Mano 1 guardada.", "undo": "Deshacer", "undone": "Mano 2 deshecha (la ganó: Ana).",
           "save1": "Guardar la mano 1", "winner": "Fin del juego. Gana: Ana"},
    "en": {"start": "Start the Tute sheet", "save": "Save the hand", "short": "10 short of the pack's 120",
           "saved": "Hand 1 saved.", "undo": "Undo", "undone": "Hand 2 undone (won by: Ana).",
           "save1": "Save hand 1", "winner": "Game over. Winner: Ana"},
}


def hand(page: Page, muestra: str, points: list[int], last: int, acuses: dict[int, str] | None = None) -> None:
    page.locator(f'label.die-option:has(input[name="muestra"][value="{muestra}"])').click()
    steps.fill_seats(page, "points", dict(enumerate(points)))
    for seat, suit in (acuses or {}).items():
        page.locator(f'#seat-{seat} input[name="acuses_{seat}"][value="{suit}"]').check()
    page.locator(f'#seat-{last} input[name="last"]').check()


def totals(page: Page) -> list[str]:
    return page.locator("tfoot tr:nth-child(2) td").all_inner_texts()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_short_tute_session_on_two_phones(page: Page, live_server, lang):
    words = WORDS[lang]
    steps.open_counter(page, live_server, lang, "tute", ["Ana", "Bea", "Carmen"], phone=True)
    page.locator('#tute input[name="ending"][value="points"]').check()
    page.locator("#tute-target").fill("150")
    other = steps.start_on_two_phones(page, words["start"])

    # Hand 1, first with Carmen's pile miscounted: the engine's 120 check catches it.
    hand(page, "C", [60, 35, 15], last=2, acuses={0: "C", 1: "E"})
    steps.refused_then_saved(page, words, words["short"], fix={"#points-2": "25"})  # the 15 kept, then fixed
    assert totals(page) == ["100", "55", "35"]  # 60 + the 40 in copas; 35 + 20; 25 + the diez de mesa
    # The second phone sees it without reloading.
    expect(other.locator('tfoot td.points-total[data-player="Ana"]')).to_have_text("100")

    # Hand 2, then undone, then hand 1 edited.
    hand(page, "O", [70, 30, 20], last=0)
    page.get_by_role("button", name=words["save"]).click()
    expect(page.locator(".status .result")).to_have_text(words["winner"])  # 100 + 80 passes 150
    steps.undo(page, words)
    steps.edit_hand_1(page, words, fix={"#points-0": "50", "#points-1": "45"}, shows={"#points-0": "60"})
    assert totals(page) == ["90", "65", "35"]
    expect(other.locator('tfoot td.points-total[data-player="Bea"]')).to_have_text("65")
    steps.fits_the_phone_and_close(page, other)
