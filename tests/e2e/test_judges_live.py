"""A judge at the table on a 360 px phone: two taps from any page, the verdict following the cards as they
are picked (no page load, the address kept as a link to share), by touch and by keyboard, both languages;
and the plain form without JavaScript."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import errors_of
from tests.e2e.steps import PHONE

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

JUDGES = {"es": "Jueces", "en": "Judges"}
TRICK = {"es": "¿Quién se lleva la baza?", "en": "Who takes the trick?"}
WINS = {"es": "El dos de oros se lleva la baza.", "en": "The two of oros takes the trick."}
BOTH = {"es": "una carta solo puede estar en un sitio", "en": "a card can be in one place"}


def tap_the_oros_trick(page) -> None:
    """On Tute's trick judge, by touch: muestra oros, the 1C led, then the 3C and the 2O (the 2O takes it)."""
    page.select_option("#opt-muestra", "O")
    page.locator("#picker-led label:has(input[value='1C'])").tap()
    page.locator("#picker-cards label:has(input[value='3C'])").tap()
    page.locator("#picker-cards label:has(input[value='2O'])").tap()


def pick_by_keyboard(page, cards) -> None:
    """From a picker's first card: along the suits (oros first) with the arrows, and Space to pick each card;
    the verdict box answers after each."""
    for card in cards:
        for _ in range(60):
            if page.evaluate(f"document.activeElement.value === '{card}'"):
                break
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Space")
        expect(page.locator("#verdict-now")).not_to_be_empty()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_from_a_rule_page_to_a_verdict_that_follows_the_cards_by_touch(phone, live_server, lang):
    page, errors = phone, errors_of(phone)
    page.goto(f"{live_server.url}/{lang}/cirulo/")
    page.locator(".site-nav").get_by_role("link", name=JUDGES[lang], exact=True).tap()  # tap 1
    page.locator("#tute").get_by_role("link", name=re.compile(re.escape(TRICK[lang]))).tap()  # tap 2
    expect(page).to_have_url(re.compile(rf"/{lang}/judges/tute/trick/$"))

    page.evaluate("window.samePage = true")
    tap_the_oros_trick(page)
    now = page.locator("#verdict-now")
    expect(now).to_have_text(WINS[lang])
    expect(now).to_be_in_viewport()  # beside the button, while the cards are picked lower down
    expect(page.locator("#verdict-headline")).to_have_text(WINS[lang])
    expect(page).to_have_url(re.compile(r"muestra=O.*led=1C.*cards=2O"))
    expect(page.locator(".share-link")).to_have_attribute("href", re.compile(r"led=1C.*cards=2O"))
    assert page.evaluate("window.samePage") is True  # no page load
    shared = page.url

    # The ace of copas already led, picked again among the cards after it: told at once, in place.
    page.locator("#picker-cards label:has(input[value='1C'])").tap()
    expect(now).to_contain_text(BOTH[lang])
    expect(page.locator("#judge-error")).to_contain_text(BOTH[lang])
    assert page.evaluate("window.samePage") is True

    again = page.context.new_page()
    again.goto(shared)
    expect(again.locator("#verdict-headline")).to_have_text(WINS[lang])
    assert errors == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_verdict_by_keyboard_only_follows_each_card(phone, live_server, lang):
    page, errors = phone, errors_of(phone)
    page.goto(f"{live_server.url}/{lang}/judges/tute/trick/?muestra=O&led=1C")
    page.evaluate("window.samePage = true")
    for _ in range(120):  # Tab from the top of the page to the first card of the cards played after
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.name === 'cards'"):
            break
    pick_by_keyboard(page, ("2O", "3C"))
    expect(page.locator("#verdict-now")).to_have_text(WINS[lang])
    expect(page.locator("input[name=cards][value='3C']")).to_be_focused()  # the focus stays on the card
    assert page.evaluate("window.samePage") is True
    assert errors == []


def test_without_javascript_the_form_still_gives_the_verdict(browser, live_server):
    context = browser.new_context(java_script_enabled=False, **PHONE)
    page = context.new_page()
    page.goto(f"{live_server.url}/en/judges/tute/trick/")
    tap_the_oros_trick(page)
    page.locator(".judge-submit button").tap()
    expect(page.locator("#verdict-headline")).to_have_text(WINS["en"])
    expect(page).to_have_url(re.compile(r"led=1C"))
    context.close()
