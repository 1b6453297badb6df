"""The site in a real Chromium: home page, language switch."""

import re

import pytest
from playwright.sync_api import expect

from tests.site.test_foundation import home_heading

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_home_page_switches_language_and_stays_on_the_same_page(page, live_server):
    page.goto(f"{live_server.url}/es/")
    expect(page.locator("h1")).to_contain_text(home_heading("es"))
    expect(page.locator("html")).to_have_attribute("lang", "es")
    page.get_by_role("link", name="English").click()
    expect(page).to_have_url(re.compile(r"/en/$"))
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("h1")).to_contain_text(home_heading("en"))
    page.get_by_role("link", name="Español").click()
    expect(page).to_have_url(re.compile(r"/es/$"))


def test_language_switch_by_keyboard_keeps_the_path(page, live_server):
    page.goto(f"{live_server.url}/en/trainers/")
    link = page.get_by_role("link", name="Español")
    link.focus()
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/es/trainers/$"))
    expect(page.locator("html")).to_have_attribute("lang", "es")


def test_home_page_fits_a_phone(page, live_server):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live_server.url}/es/")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360
