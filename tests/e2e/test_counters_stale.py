"""Two browsers on one Tute, La Docena or Cirulo sheet: the first is typing a hand when the second saves one.
The first browser's save, made on the old sheet, is refused with a clear message, everything it typed is
still there, the table shows the other browser's hand, and saving again adds the hand after it (mirrors
tests/e2e/test_counters.py::test_two_phones_a_stale_save_is_refused_and_nothing_is_lost for Papayoo)."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e import (
    steps,
    test_counters_cirulo as cirulo,
    test_counters_docena as docena,
    test_counters_tute as tute,
)

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def no_live_refresh_meanwhile(settings):
    """The live refresh would bring the first browser's form up to date before it saves (a sheet polls every
    second): the refusal is what a phone meets when it saves within that time, or with its refresh asleep."""
    settings.NAIPES_SHEET_POLL_SECONDS = 600

PHONE = {"width": 360, "height": 740}
STALE = {"en": "Someone else changed this sheet a moment ago, so your change was not saved.",
         "es": "Otra persona acaba de cambiar esta hoja, así que tu cambio no se ha"}


def start(page: Page, url: str, game: str, names: list[str], button: str) -> None:
    page.goto(f"{url}#{game}")
    for box, name in enumerate(names, start=1):
        page.locator(f"#{game}-player-{box}").fill(name)
    page.get_by_role("button", name=button).click()
    expect(page.locator("#round-form")).to_be_visible()


def two_browsers_one_stale_save(page: Page, browser, fill_mine, fill_theirs, words: dict, lang: str,
                                read_totals, kept: tuple[str, str], theirs: list[str], both: list[str]) -> None:
    second = browser.new_context(viewport=PHONE)
    try:
        other = second.new_page()
        other.goto(page.url)
        fill_mine(page)  # typed here, not saved yet
        fill_theirs(other)
        other.get_by_role("button", name=words["save"]).click()
        expect(other.locator(".message.ok")).to_have_text(words["saved"])

        page.get_by_role("button", name=words["save"]).click()
        expect(page.get_by_role("alert")).to_contain_text(STALE[lang])
        expect(page.locator(kept[0])).to_have_value(kept[1])  # nothing typed is lost
        assert read_totals(page) == theirs  # the sheet shown is the current one
        page.get_by_role("button", name=words["save"]).click()  # still needed: saved as the next hand
        expect(page.locator(".message.ok")).to_contain_text(words["saved"].replace("1", "2"))
        assert read_totals(page) == both
    finally:
        second.close()  # its live poll must not outlive the test


def test_tute_in_english(page: Page, live_server, browser):
    page.set_viewport_size(PHONE)
    start(page, f"{live_server.url}/en/counters/", "tute", ["Ana", "Bea", "Carmen"], tute.WORDS["en"]["start"])
    two_browsers_one_stale_save(
        page, browser, lambda p: tute.hand(p, "C", [60, 35, 25], last=2),
        lambda p: tute.hand(p, "O", [50, 45, 25], last=0), tute.WORDS["en"], "en", tute.totals,
        kept=("#points-0", "60"), theirs=["60", "45", "25"], both=["120", "80", "60"])


def test_docena_in_spanish(page: Page, live_server, browser):
    page.set_viewport_size(PHONE)
    start(page, f"{live_server.url}/es/counters/", "docena", ["Ana", "Bea", "Cris", "Dani"],
          docena.WORDS["es"]["start"])
    two_browsers_one_stale_save(
        page, browser, lambda p: docena.hand(p, [6, 4, 4, 4], winner=0),
        lambda p: docena.hand(p, [4, 4, 4, 4], winner=1), docena.WORDS["es"], "es", steps.totals_row,
        kept=("#stake-0", "6"), theirs=["32", "48", "32", "32"], both=["44", "44", "28", "28"])


def test_cirulo_in_english(page: Page, live_server, browser):
    page.set_viewport_size(PHONE)
    start(page, f"{live_server.url}/en/counters/", "cirulo", ["Ana", "Bea", "Cris"], cirulo.WORDS["en"]["start"])
    two_browsers_one_stale_save(
        page, browser, lambda p: cirulo.hand(p, {0: 40, 1: 18}, [0, 1, 2]),
        lambda p: cirulo.hand(p, {0: 30, 1: 28}, [0, 1, 2]), cirulo.WORDS["en"], "en", steps.totals_row,
        kept=("#tantos-0", "40"), theirs=["-30", "-28", "58"], both=["-70", "-46", "116"])
