"""Search and the judges on a 360 px phone in a real Chromium: touch, keyboard, shared links, both languages."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.test_judges_live import tap_the_oros_trick

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}


def in_view(page, locator) -> bool:
    box = locator.bounding_box()
    height = page.viewport_size["height"]
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def test_search_tute_baza_reaches_the_section_in_two_taps(browser, live_server, index):
    context = browser.new_context(**PHONE, locale="es-ES")
    page = context.new_page()
    page.goto(f"{live_server.url}/es/")
    page.locator("#site-search-q").fill("tute baza")
    page.locator(".site-search button").tap()  # tap 1
    first = page.locator(".search-results a").first
    expect(first).to_have_text("Cómo se juega una baza")
    expect(page.locator(".search-snippet mark").first).to_be_visible()
    first.tap()  # tap 2
    expect(page).to_have_url(re.compile(r"/es/tute/#tricks$"))
    heading = page.locator("#tricks")
    expect(heading).to_be_in_viewport()
    # The heading lands below the sticky contents bar, not under it.
    bar = page.locator(".toc summary").bounding_box()
    assert heading.bounding_box()["y"] >= bar["y"] + bar["height"] - 1
    context.close()


def test_results_appear_as_you_type_with_htmx(page, live_server, index, errors):
    page.goto(f"{live_server.url}/en/search/")
    page.locator("#search-q").press_sequentially("revoke", delay=30)
    expect(page.locator("#search-results .search-results a").first).to_have_text("renunciar", timeout=20_000)
    assert "/en/search/" in page.url and not errors


def test_long_rule_page_keeps_the_contents_one_tap_away_and_a_way_back_up(browser, live_server):
    context = browser.new_context(**PHONE, locale="es-ES")
    page = context.new_page()
    page.goto(f"{live_server.url}/es/tute/")
    page.mouse.wheel(0, 6000)
    page.wait_for_timeout(200)
    summary = page.locator(".toc summary")
    expect(summary).to_be_in_viewport()
    summary.tap()
    page.locator(".toc a[href='#renuncio']").tap()
    expect(page.locator("#renuncio")).to_be_in_viewport()
    expect(page.locator(".toc details")).not_to_have_attribute("open", "")
    page.locator(".rules-jump a").tap()
    expect(page.locator("h1")).to_be_in_viewport()
    context.close()


def test_set_a_tute_trick_by_touch_and_read_the_verdict_without_scrolling(browser, live_server):
    context = browser.new_context(**PHONE, locale="es-ES")
    page = context.new_page()
    page.goto(f"{live_server.url}/es/judges/tute/trick/")
    tap_the_oros_trick(page)
    page.locator(".judge-submit button").tap()
    headline = page.locator("#verdict-headline")
    expect(headline).to_have_text("El dos de oros se lleva la baza.")
    # The verdict already followed the last card picked; the button's answer then brings it into view.
    page.wait_for_function("""() => { const r = document.querySelector('.verdict-reason').getBoundingClientRect();
                                      return r.top >= 0 && r.bottom <= innerHeight; }""")
    assert in_view(page, headline) and in_view(page, page.locator(".verdict-reason"))
    shared = page.locator(".share-link").get_attribute("href")
    context.close()

    # The shared link, opened by someone else who reads English: same position, same verdict.
    other = browser.new_context(**PHONE, locale="en-GB")
    page = other.new_page()
    page.goto(shared)
    page.locator(".lang-switch a[hreflang=en]").tap()
    expect(page).to_have_url(re.compile(r"/en/judges/tute/trick/\?"))
    expect(page.locator("#verdict-headline")).to_have_text("The two of oros takes the trick.")
    expect(page.locator("#picker-led input[value='1C']")).to_be_checked()
    expect(page.locator("#picker-cards input[value='2O']")).to_be_checked()
    expect(page.locator("#opt-muestra")).to_have_value("O")
    other.close()


def test_docena_judge_by_keyboard_only(page, live_server, errors):
    page.goto(f"{live_server.url}/en/judges/docena/")
    for _ in range(80):  # Tab from the top of the page to the first card of the first hand
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.name === 'a'"):
            break
    page.keyboard.press("Space")  # the ace of the first suit
    page.keyboard.press("ArrowDown")  # same place, next suit
    page.keyboard.press("Space")
    assert page.evaluate("[...document.querySelectorAll('input[name=a]:checked')].length") == 2
    for _ in range(120):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.type === 'submit'"):
            break
    page.keyboard.press("Enter")
    expect(page.locator("#verdict-headline")).to_contain_text("rung")
    assert not errors


def test_a_bad_position_shows_a_message_in_spanish_and_keeps_the_cards(page, live_server):
    page.goto(f"{live_server.url}/es/judges/tute/play/?hand=1O,1O,3C")
    expect(page.locator("#judge-error")).to_contain_text("elegido dos veces")
    expect(page.locator("#picker-hand input[value='3C']")).to_be_checked()


def test_the_header_search_answers_as_you_type_on_any_page(browser, live_server, index):
    context = browser.new_context(**PHONE, locale="en-GB")
    page = context.new_page()
    page.goto(f"{live_server.url}/en/papayoo/")
    page.locator("#site-search-q").press_sequentially("mala", delay=30)
    first = page.locator("#site-search-results .search-results a").first
    expect(first).to_have_text("mala", timeout=20_000)  # the first query parses the index
    first.tap()
    expect(page).to_have_url(re.compile(r"/en/glossary/#docena-mala$"))
    context.close()
