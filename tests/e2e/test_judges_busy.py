"""A judge on a slow network: from the card picked until the verdict of the cards on screen arrives, the verdict
is marked as updating (aria-busy, "Updating the verdict…" beside the button) and the old one is not shown; an
answer that comes back for cards no longer on screen is dropped. Each answer is held back with ``page.route``
and let through by the test, on a phone and on a desktop, in both languages."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import errors_of
from tests.e2e.steps import PHONE

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

UPDATING = {"es": "Actualizando el veredicto para estas cartas…", "en": "Updating the verdict for these cards…"}
ACE_COPAS = {"es": "El as de copas se lleva la baza.", "en": "The ace of copas takes the trick."}
TWO_OROS = {"es": "dos de oros", "en": "two of oros"}
ACE_OROS = {"es": "El as de oros se lleva la baza.", "en": "The ace of oros takes the trick."}
SCREENS = {"phone": PHONE, "desktop": {"viewport": {"width": 1280, "height": 800}}}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("screen", ["phone", "desktop"])
def test_the_verdict_is_marked_updating_and_never_shows_other_cards(browser, live_server, lang, screen):
    page = browser.new_context(**SCREENS[screen]).new_page()
    errors = errors_of(page)
    held = []

    def hold(route):  # htmx's questions wait until the test lets them through; the whole page does not
        if route.request.headers.get("hx-request"):
            held.append(route)
        else:
            route.continue_()

    def when_held(n: int) -> None:
        for _ in range(400):
            if len(held) >= n:
                return
            page.wait_for_timeout(5)
        raise AssertionError(f"{len(held)} of {n} questions asked")

    page.route(re.compile(r"/judges/tute/trick/"), hold)
    page.goto(f"{live_server.url}/{lang}/judges/tute/trick/?players=4&muestra=O&led=1C&cards=3C")
    box, now, sign, verdict = (page.locator(s) for s in ("#verdict-box", "#verdict-now", "#verdict-updating",
                                                           "#verdict"))
    expect(now).to_have_text(ACE_COPAS[lang])
    expect(box).not_to_have_attribute("aria-busy", "true")
    expect(sign).to_be_hidden()

    page.locator("#picker-cards label:has(input[value='2O'])").click()
    when_held(1)
    # Asked, not answered: marked as updating, and the ace of copas's verdict, for other cards, not shown.
    expect(box).to_have_attribute("aria-busy", "true")
    expect(now).to_have_attribute("aria-busy", "true")
    expect(now).to_be_empty()
    expect(sign).to_have_text(UPDATING[lang])
    expect(sign).to_be_in_viewport()
    expect(verdict).to_be_hidden()

    # Another card picked before the answer comes: the answer for 3C and 2O arrives, and is dropped.
    page.locator("#picker-cards label:has(input[value='1O'])").click()
    held[0].continue_()
    when_held(2)
    expect(box).to_have_attribute("aria-busy", "true")
    expect(now).to_be_empty()
    expect(sign).to_be_visible()
    expect(page.get_by_text(re.compile(TWO_OROS[lang] + r" (se lleva|takes)"))).to_have_count(0)

    held[1].continue_()  # the answer for the cards on screen
    expect(now).to_have_text(ACE_OROS[lang])
    expect(page.locator("#verdict-headline")).to_have_text(ACE_OROS[lang])
    expect(verdict).to_be_visible()
    expect(box).not_to_have_attribute("aria-busy", "true")
    expect(now).not_to_have_attribute("aria-busy", "true")
    expect(sign).to_be_hidden()
    expect(page).to_have_url(re.compile(r"cards=1O"))
    assert errors == []
    page.context.close()
