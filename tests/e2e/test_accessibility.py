"""Accessibility in a real Chromium: keyboard, focus rings, phone widths, touch targets, print, motion."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 360, "height": 740}


def outline(page, selector):
    return page.eval_on_selector(
        selector,
        """el => { const s = getComputedStyle(el);
                   return {style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor}; }""",
    )


def test_tab_reaches_the_skip_link_first_and_it_moves_focus_to_main(page, live_server):
    page.goto(f"{live_server.url}/es/paulo/")
    page.keyboard.press("Tab")
    skip = page.locator("a.skip-link")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport()  # shown on focus, not left off-screen
    assert page.evaluate("document.activeElement.getBoundingClientRect().height") >= 44
    page.keyboard.press("Enter")
    expect(page.locator("main#main")).to_be_focused()
    # The next Tab continues inside the page's content, not back in the header.
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('main') !== null")


def test_focus_ring_is_visible_on_links_and_buttons(page, live_server):
    page.goto(f"{live_server.url}/en/trainers/paulo-trumps/")
    page.keyboard.press("Tab")  # keyboard use: from now on focus shows its ring
    header_bg = page.eval_on_selector(".site-header", "el => getComputedStyle(el).backgroundColor")
    for selector in [".site-nav a >> nth=0", ".lang-switch a", "main a >> nth=0", ".check-button", "main .move-button >> nth=0"]:
        page.locator(selector).focus()
        ring = outline(page, selector.replace(" >> nth=0", ""))
        assert ring["style"] != "none" and ring["width"] >= 2, (selector, ring)
    # On the red header the ring is white, not the blue that would vanish there.
    page.locator(".site-nav a >> nth=0").focus()
    assert outline(page, ".site-nav a")["color"] != header_bg
    assert outline(page, ".site-nav a")["color"] == "rgb(255, 255, 255)"


def test_card_pictures_are_named_once_in_the_accessibility_tree(page, live_server):
    page.goto(f"{live_server.url}/es/trainers/paulo-trumps/")
    cdp = page.context.new_cdp_session(page)
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    images = [n for n in nodes if n.get("role", {}).get("value") == "image" and not n.get("ignored")]
    assert len(images) >= 4
    for node in images:
        name = node.get("name", {}).get("value", "")
        assert re.search(r" de (oros|copas|espadas|bastos)$", name), name
        assert node.get("description", {}).get("value", "") != name  # not said twice
    # Decorative pictures (the sprite, the brand's sign) are not in the tree at all.
    assert page.get_by_role("img").count() == len(images)


@pytest.mark.parametrize("path", ["/es/", "/en/paulo/", "/es/glossary/", "/en/api/", "/es/trainers/papayoo-round/"])
def test_no_horizontal_scroll_on_a_phone(page, live_server, path):
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}{path}")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_a_trainer_with_its_feedback_fits_a_phone_and_its_targets_are_large(page, live_server):
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/es/trainers/paulo-trumps/")
    page.locator(".check-button").click()
    expect(page.locator("#feedback .verdict")).to_be_visible()
    expect(page.locator("#feedback")).to_be_focused()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    small = page.evaluate(
        """() => [...document.querySelectorAll(
              '.site-nav a, .lang-switch a, .brand, .footer-links a, .breadcrumbs a, .levels a, main button, main select, .button')]
            .filter(el => el.getClientRects().length)  // shown ones only: with JavaScript the ordering's boxes are hidden
            .filter(el => el.getBoundingClientRect().height < 44)
            .map(el => el.textContent.trim() + ' ' + el.getBoundingClientRect().height)"""
    )
    assert small == []


def test_rules_contents_folds_on_a_phone_and_opens_on_a_wide_screen(page, live_server):
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/en/tute/")
    toc = page.locator("details[data-toc]")
    expect(toc).not_to_have_attribute("open", "")
    page.locator(".toc summary").click()
    expect(page.locator(".toc a").first).to_be_visible()
    heights = page.eval_on_selector_all(".toc a", "links => links.map(a => a.getBoundingClientRect().height)")
    assert min(heights) >= 44
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{live_server.url}/en/tute/")
    expect(toc).to_have_attribute("open", "")


def test_a_wide_table_that_scrolls_can_be_reached_by_keyboard(page, live_server):
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/en/api/")
    scrollers = page.locator("main .table-wrap[data-scroller]")
    expect(scrollers.first).to_have_attribute("tabindex", "0")
    assert page.evaluate(
        """() => [...document.querySelectorAll('main .table-wrap, main pre')]
              .filter(el => el.scrollWidth > el.clientWidth + 1)
              .every(el => el.tabIndex === 0)"""
    )


def test_print_is_dark_on_light_without_navigation(page, live_server):
    page.goto(f"{live_server.url}/es/paulo/")
    page.emulate_media(media="print")
    for selector in [".site-nav", ".lang-switch", ".site-footer", ".toc", ".page-tools"]:
        expect(page.locator(selector)).to_be_hidden()
    colours = page.evaluate(
        """() => ({body: getComputedStyle(document.body).backgroundColor,
                  header: getComputedStyle(document.querySelector('.site-header')).backgroundColor,
                  text: getComputedStyle(document.querySelector('.rules-body p')).color,
                  lead: getComputedStyle(document.querySelector('.lead')).color})"""
    )
    assert colours["body"] == "rgb(255, 255, 255)"
    assert colours["header"] in ("rgba(0, 0, 0, 0)", "rgb(255, 255, 255)")
    assert colours["text"] == colours["lead"] == "rgb(0, 0, 0)"


def seconds(css_time: str) -> float:
    return float(css_time[:-2]) / 1000 if css_time.endswith("ms") else float(css_time[:-1])


def test_reduced_motion_turns_transitions_off(page, live_server):
    page.goto(f"{live_server.url}/en/paulo/")
    summary = ".toc summary"
    assert seconds(page.eval_on_selector(summary, "el => getComputedStyle(el, '::after').transitionDuration")) > 0.05
    page.emulate_media(reduced_motion="reduce")
    assert seconds(page.eval_on_selector(summary, "el => getComputedStyle(el, '::after').transitionDuration")) < 0.001
