"""Rule pages in a real Chromium: glossary and trainer links, language switch on a section, printing."""

import re

import pytest
from playwright.sync_api import expect

from naipes_site.games import game_infos

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SLUGS = [game.slug for game in game_infos()]


def pdf_pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", pdf))


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", SLUGS)
def test_rule_page_glossary_and_trainer_links(page, live_server, slug, lang):
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{live_server.url}/{lang}/{slug}/")
    expect(page.locator("h1")).to_have_count(1)
    assert page.locator("svg.card").count() > 0
    glossary = page.locator(f'.rules-body a[href^="/{lang}/glossary/#"]').first
    target = glossary.get_attribute("href").split("#")[1]
    glossary.click()
    expect(page).to_have_url(re.compile(rf"/{lang}/glossary/#{re.escape(target)}$"))
    expect(page.locator(f"[id='{target}']")).to_be_visible()
    page.go_back()
    # Enter, not a click: after "back" Chromium restores the scroll position a moment later, and a click
    # computed before that lands on whatever has moved under the pointer.
    trainer = page.locator(".practise a").first
    trainer.press("Enter")
    expect(page).to_have_url(re.compile(rf"/{lang}/trainers/[a-z-]+/"))
    expect(page.locator("h1")).to_have_count(1)
    assert errors == []


@pytest.mark.parametrize("slug", SLUGS)
def test_language_switch_from_a_section_lands_on_the_same_section(page, live_server, slug):
    page.goto(f"{live_server.url}/es/{slug}/")
    section = page.locator(".rules-body h2[id]").nth(2).get_attribute("id")
    page.goto(f"{live_server.url}/es/{slug}/#{section}")
    page.get_by_role("link", name="English").click()
    expect(page).to_have_url(re.compile(rf"/en/{slug}/#{section}$"))
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(f"h2[id='{section}']")).to_be_in_viewport()


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", SLUGS)
def test_cheatsheet_prints_on_one_a4_page(page, live_server, slug, lang):
    page.goto(f"{live_server.url}/{lang}/{slug}/cheatsheet/")
    page.emulate_media(media="print")
    pdf = page.pdf(format="A4", print_background=False)
    assert pdf_pages(pdf) == 1


@pytest.mark.parametrize("slug", SLUGS)
def test_rule_page_fits_a_phone(page, live_server, slug):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live_server.url}/en/{slug}/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
