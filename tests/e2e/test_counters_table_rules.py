"""A table's rules chosen once, then a score sheet started under them, by keyboard only: the start form says
which rules it begins from and fills its options from them, and the sheet and its view-only link name them
(rules-decisions §44). One flow a game, alternating languages: Spanish on a 360 px phone with Dúrcal's Paulo,
English with the half-hour Papayoo (four rounds whatever the number of players), sabelotodo's 48-card Cirulo,
Spanish on a phone with the classic Tute (only reyes or caballos make a tute), English with a custom La Docena
code; the view-only link, opened by someone reading the other language, names the same table in theirs."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_counters_keyboard import tab_to, type_into

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 360, "height": 740}
WORDS = {"es": "Reglas de la mesa", "en": "Table rules"}
OTHER = {"es": "en", "en": "es"}
FLOWS = [
    pytest.param("es", "paulo", 2, "", {"es": "Dúrcal", "en": "Dúrcal"}, PHONE, id="es-paulo-durcal-phone"),
    pytest.param("en", "papayoo", 1, "", {"en": "Half-hour game", "es": "Partida de media hora"}, None,
                 id="en-papayoo-half-hour"),
    pytest.param("en", "cirulo", 1, "", {"en": "sabelotodo (48 cards)", "es": "sabelotodo (48 cartas)"}, None,
                 id="en-cirulo-sabelotodo"),
    pytest.param("es", "tute", 2, "", {"es": "Tute clásico (España)", "en": "Classic tute (Spain)"}, PHONE,
                 id="es-tute-clasico-phone"),
    pytest.param("en", "docena", 1, "e1", {"en": "Custom: ties split the centre", "es": "A medida: empates: se reparte el centro"}, None,
                 id="en-docena-custom"),
]
NAMES = ["Ana", "Bea", "Cris", "Dani", "Eva"]
PLAYERS = {game: {f"{game}-player-{box}": name for box, name in enumerate(NAMES[:many], start=1)}
           for game, many in (("papayoo", 5), ("cirulo", 3), ("tute", 3), ("docena", 3))}
PLAYERS["paulo"] = {"paulo-team-a": "Nosotros", "paulo-team-b": "Ellos"}
CHECKED_BY_THE_TABLE = {
    "paulo": '#paulo input[name="scoring"][value="cuerno"]',
    "cirulo": '#cirulo input[name="pack"][value="48"]',
    "tute": '#tute input[name="tute"][value="classic"]',
}
"""The start form's option that the table sets away from the standard (La Docena's tie rule is not one of the
sheet's options: its table is only named)."""


def the_sheet_follows_the_table(page: Page, game: str) -> None:
    """One check on the sheet that only the table's rules explain: sabelotodo's 48 cards hold 75 tantos in
    oros, not 58 (rules-decisions §12, §13); the classic tute is sung with reyes or caballos only (§18)."""
    if game == "cirulo":
        type_into(page, "#tantos-0", "58")  # all the oros of a 40-card pack, taken by Ana
        tab_to(page, 'input[name="trick_0"]')
        page.keyboard.press("Space")
        tab_to(page, "#round-form button[type=submit]")
        page.keyboard.press("Enter")
        expect(page.get_by_role("alert")).to_contain_text("17 short of the 75")
    elif game == "tute":
        expect(page.locator("#tute-rank option")).to_have_count(2)
    elif game == "papayoo":
        expect(page.locator("#status")).to_contain_text("4 of 4")


def fits(page: Page) -> None:
    width = page.viewport_size["width"] if page.viewport_size else 0
    assert page.evaluate("document.documentElement.scrollWidth") <= width, page.url


def choose(page: Page, lang: str, game: str, downs: int, code: str = "") -> None:
    """The chooser by keyboard: Tab to the profiles, arrows to the wanted one (a code typed for a custom one),
    Tab to the button, Enter."""
    tab_to(page, 'input[name="profile"]')
    for _ in range(downs):
        page.keyboard.press("ArrowDown")
    if code:
        tab_to(page, "#table-code")
        page.keyboard.type(code)
    tab_to(page, "form button[type=submit]")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"/{lang}/{game}/$"))


@pytest.mark.parametrize(("lang", "game", "downs", "code", "names", "viewport"), FLOWS)
def test_choose_a_table_start_a_sheet_under_it_and_see_it_named(page: Page, live_server, lang, game, downs, code,
                                                                 names, viewport):
    if viewport:
        page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/{lang}/{game}/table/")
    choose(page, lang, game, downs, code)

    page.goto(f"{live_server.url}/{lang}/counters/#{game}")
    line = f"{WORDS[lang]}: {names[lang]}"
    expect(page.locator(f"#{game}-start-table")).to_contain_text(line)
    if game == "papayoo":
        expect(page.locator("#papayoo-rounds")).to_have_value("4")
    if game in CHECKED_BY_THE_TABLE:
        expect(page.locator(CHECKED_BY_THE_TABLE[game])).to_be_checked()
    for box, player in PLAYERS[game].items():
        type_into(page, f"#{box}", player)
    if viewport:
        fits(page)
    tab_to(page, f"#{game} form.start-form button[type=submit]")
    page.keyboard.press("Enter")

    expect(page.locator("#sheet-table")).to_contain_text(line)
    the_sheet_follows_the_table(page, game)
    if viewport:
        fits(page)
    tab_to(page, "#view-url")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"/{lang}/counters/{game}/view/"))
    expect(page.locator("#sheet-table")).to_contain_text(line)
    expect(page.locator("form.start-form, #sheet-table a[href*='/table/']")).to_have_count(0)
    other = OTHER[lang]
    page.goto(page.url.replace(f"/{lang}/counters/", f"/{other}/counters/"))
    expect(page.locator("#sheet-table")).to_contain_text(f"{WORDS[other]}: {names[other]}")
