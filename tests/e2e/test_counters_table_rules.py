"""A table's rules chosen once, then a score sheet started under them, by keyboard only: the start form says
which rules it begins from and fills its options from them, and the sheet and its view-only link name them
(rules-decisions §44). Spanish on a 360 px phone with Dúrcal's Paulo, English on a desktop with the half-hour
Papayoo (four rounds whatever the number of players)."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_counters_keyboard import tab_to, type_into

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 360, "height": 740}
FLOWS = [
    pytest.param("es", "paulo", 2, "Dúrcal", "Reglas de la mesa", PHONE, id="es-paulo-durcal-phone"),
    pytest.param("en", "papayoo", 1, "Half-hour game", "Table rules", None, id="en-papayoo-half-hour"),
]


def fits(page: Page) -> None:
    width = page.viewport_size["width"] if page.viewport_size else 0
    assert page.evaluate("document.documentElement.scrollWidth") <= width, page.url


def choose(page: Page, lang: str, game: str, downs: int) -> None:
    """The chooser by keyboard: Tab to the profiles, arrows to the wanted one, Tab to the button, Enter."""
    tab_to(page, 'input[name="profile"]')
    for _ in range(downs):
        page.keyboard.press("ArrowDown")
    tab_to(page, "form button[type=submit]")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"/{lang}/{game}/$"))


@pytest.mark.parametrize(("lang", "game", "downs", "name", "words", "viewport"), FLOWS)
def test_choose_a_table_start_a_sheet_under_it_and_see_it_named(page: Page, live_server, lang, game, downs, name,
                                                                 words, viewport):
    if viewport:
        page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/{lang}/{game}/table/")
    choose(page, lang, game, downs)

    page.goto(f"{live_server.url}/{lang}/counters/#{game}")
    expect(page.locator(f"#{game}-start-table")).to_contain_text(f"{words}: {name}")
    if game == "papayoo":
        expect(page.locator("#papayoo-rounds")).to_have_value("4")
        for box, player in enumerate(["Ana", "Bea", "Cris", "Dani", "Eva"], start=1):
            type_into(page, f"#papayoo-player-{box}", player)
    else:
        expect(page.locator('#paulo input[name="scoring"][value="cuerno"]')).to_be_checked()
        type_into(page, "#paulo-team-a", "Nosotros")
        type_into(page, "#paulo-team-b", "Ellos")
    if viewport:
        fits(page)
    tab_to(page, f"#{game} form.start-form button[type=submit]")
    page.keyboard.press("Enter")

    expect(page.locator("#sheet-table")).to_contain_text(f"{words}: {name}")
    if game == "papayoo":
        expect(page.locator("#status")).to_contain_text("4 of 4")
    if viewport:
        fits(page)
    tab_to(page, "#view-url")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"/{lang}/counters/{game}/view/"))
    expect(page.locator("#sheet-table")).to_contain_text(f"{words}: {name}")
    expect(page.locator("form.start-form, #sheet-table a[href*='/table/']")).to_have_count(0)
