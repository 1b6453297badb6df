"""The counters' card grids are the site's one card picker: on a phone, each player's grid shows that
player's running total as cards are tapped (counted by the engine on the server), and a card taken by
one player is marked in the others' grids. Facts: source 002, card points (Tute card points)."""

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 360, "height": 740}


@pytest.mark.parametrize(("lang", "start", "total", "label"), [
    ("es", "Empezar la hoja de tute", "25 puntos", "Cartas que se llevó Bea"),
    ("en", "Start the Tute sheet", "25 points", "Cards Bea took"),
])
def test_a_tute_grid_counts_the_cards_tapped_and_marks_them_taken_elsewhere(page: Page, live_server, lang, start,
                                                                            total, label):
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/{lang}/counters/#tute")
    for box, name in enumerate(["Ana", "Bea", "Carmen"], start=1):
        page.locator(f"#tute-player-{box}").fill(name)
    page.get_by_role("button", name=start).click()
    summary = page.locator("#seat-1 summary")
    summary.click()
    for code in ("1O", "3C", "12E"):  # as 11 + tres 10 + rey 4
        page.locator(f'#seat-1 label:has(input[value="{code}"])').click()
    expect(summary).to_have_text(f"{label} {total}")
    page.locator("#seat-2 summary").click()
    expect(page.locator('#seat-2 label.cp-card:has(input[value="1O"])')).to_have_class("cp-card cp-taken")
    expect(page.locator('#seat-2 label.cp-card:has(input[value="1C"])')).to_have_class("cp-card")


def test_the_papayoo_grid_is_opened_and_picked_by_keyboard(page: Page, live_server):
    page.goto(f"{live_server.url}/en/counters/")
    for box, name in enumerate(["Ana", "Bo", "Cy"], start=1):
        page.locator(f"#papayoo-player-{box}").fill(name)
    page.get_by_role("button", name="Start the Papayoo sheet").click()
    page.locator("#seat-1 summary").focus()
    page.keyboard.press("Enter")  # opens Bo's grid
    page.keyboard.press("Tab")
    expect(page.locator('#seat-1 input[value="1P"]')).to_be_focused()
    page.keyboard.press("ArrowRight")  # the picker's arrow keys: the next card, the Payoo 2
    page.keyboard.press("Space")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")  # 2 + 3 = 5 (no die yet: no 7 is the Papayoo)
    expect(page.locator("#seat-1 summary")).to_have_text("Cards Bo took 5 points")
