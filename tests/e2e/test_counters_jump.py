"""Each round starts with one tap, not a swipe: the score sheet opens with a link to the next round's form at its
top, in sight after a round is saved, which brings the form into view and the keyboard into it; on a 360 x 740
phone and on a desktop, in both languages."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.test_counters_live import PHONE, save_round, start_papayoo

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

JUMP = {"es": "Anotar la siguiente ronda", "en": "Enter the next round"}
SAVED = {"es": "Ronda 1 guardada.", "en": "Round 1 saved."}
SCREENS = {"phone": PHONE, "desktop": {"width": 1280, "height": 800}}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("screen", ["phone", "desktop"])
def test_one_tap_at_the_top_of_the_sheet_reaches_the_next_rounds_form(page, live_server, lang, screen):
    page.set_viewport_size(SCREENS[screen])
    start_papayoo(page, live_server.url, ["Ana", "Bo", "Cy"], lang)
    jump = page.get_by_role("link", name=JUMP[lang], exact=True)
    expect(jump).to_be_in_viewport()  # a new sheet: above the links to share
    save_round(page, "hearts", [200, 40, 10])
    expect(page.locator(".message.ok")).to_have_text(SAVED[lang])
    expect(jump).to_be_in_viewport()  # under what was saved, where the page lands
    if screen == "phone":
        expect(page.locator("#round-form button.primary")).not_to_be_in_viewport()  # screens down, after the standings
    jump.click()
    expect(page).to_have_url(re.compile(r"#next-round$"))
    expect(page.locator("#round-title")).to_be_in_viewport()
    page.keyboard.press("Tab")  # the keyboard goes on from the form, not from the top of the page
    assert page.evaluate("document.activeElement.closest('#next-round') !== null")
