"""The header's live results by keyboard alone, in both languages: ArrowDown/ArrowUp move through them
while the focus stays in the search box, Escape closes the list, Enter opens the result chosen."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def tab_to_search(page) -> None:
    """Only the keyboard: Tab from the top of the page until the search box has the focus."""
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "site-search-q":
            return
    raise AssertionError("Tab never reached the search box")


def test_spanish_arrows_choose_a_result_escape_closes_and_enter_opens(browser, live_server, index):
    context = browser.new_context(locale="es-ES", viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(f"{live_server.url}/es/tute/")
    tab_to_search(page)
    box = page.locator("#site-search-q")
    expect(box).to_have_attribute("role", "combobox")
    expect(box).to_have_attribute("aria-expanded", "false")
    page.keyboard.type("baza", delay=30)
    listbox = page.get_by_role("listbox", name="Resultados")
    expect(listbox).to_be_visible(timeout=20_000)  # the first query parses the index
    expect(box).to_have_attribute("aria-expanded", "true")
    options = listbox.get_by_role("option")
    assert options.count() >= 2

    page.keyboard.press("ArrowDown")
    expect(options.nth(0)).to_have_attribute("aria-selected", "true")
    expect(box).to_have_attribute("aria-activedescendant", "site-search-option-1")
    page.keyboard.press("ArrowDown")
    expect(options.nth(1)).to_have_attribute("aria-selected", "true")
    expect(options.nth(0)).to_have_attribute("aria-selected", "false")
    page.keyboard.press("ArrowUp")
    expect(box).to_have_attribute("aria-activedescendant", "site-search-option-1")
    expect(box).to_be_focused()  # the focus never leaves the box

    page.keyboard.press("Escape")
    expect(listbox).to_be_hidden()
    expect(box).to_have_attribute("aria-expanded", "false")
    expect(box).to_have_value("baza")  # the first Escape closes the list, the words stay

    page.keyboard.press("ArrowDown")  # the list comes back at its first result
    expect(listbox).to_be_visible()
    expect(box).to_have_attribute("aria-activedescendant", "site-search-option-1")
    href = options.nth(0).get_attribute("href")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(re.escape(href) + "$"))
    context.close()


def test_english_enter_with_no_result_chosen_sends_the_form_and_escape_twice_clears(browser, live_server, index):
    context = browser.new_context(locale="en-GB")
    page = context.new_page()
    page.goto(f"{live_server.url}/en/")
    tab_to_search(page)
    box = page.locator("#site-search-q")
    page.keyboard.type("trick", delay=30)
    listbox = page.get_by_role("listbox", name="Results")
    expect(listbox).to_be_visible(timeout=20_000)
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")  # back above the first result: nothing chosen
    expect(box).not_to_have_attribute("aria-activedescendant", re.compile(".*"))
    page.keyboard.press("Escape")
    expect(listbox).to_be_hidden()
    page.keyboard.press("Escape")  # the second Escape is the search box's own: it clears the words
    expect(box).to_have_value("")
    page.keyboard.type("trick", delay=30)
    expect(listbox).to_be_visible(timeout=20_000)
    page.keyboard.press("Enter")  # no result chosen: the whole results page
    expect(page).to_have_url(re.compile(r"/en/search/\?q=trick$"))
    expect(page.locator("h1")).to_have_text("Search the rules")
    context.close()
