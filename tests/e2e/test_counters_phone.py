"""A score sheet on a 360 × 740 phone: every player's figure of every round readable without a sideways
swipe, the links to share where a new sheet starts, a second phone whose form follows the round another
phone saved (its number and version, what is typed kept) within two seconds, and no console error
while the points are typed quickly. Facts: source 003, scoring (a Papayoo round adds up to 250)."""

import time

import pytest
from playwright.sync_api import Page, expect

from bench.sheet_bench import build_history, papayoo_sheet
from counters.history import RECENT
from tests.e2e.test_counters_keyboard import start as start_by_keyboard, tab_to, type_into
from tests.e2e.test_counters_live import EIGHT, PHONE, save_round, start_papayoo

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def errors_of(page: Page) -> list[str]:
    """Every console error and uncaught exception of ``page`` from now on."""
    seen: list[str] = []
    page.on("console", lambda message: seen.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: seen.append(str(error)))
    return seen


def test_eight_players_rounds_are_read_without_a_sideways_swipe(page: Page, live_server):
    page.set_viewport_size(PHONE)
    start_papayoo(page, live_server.url, EIGHT, "es")
    save_round(page, "clubs", [35, 35, 35, 35, 35, 35, 30, 10])
    expect(page.locator(".message.ok")).to_have_text("Ronda 1 guardada.")
    save_round(page, "hearts", [10, 30, 35, 35, 35, 35, 35, 35])
    expect(page.locator(".message.ok")).to_have_text("Ronda 2 guardada.")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    wrap = page.locator("#totals .table-wrap")
    assert wrap.evaluate("el => el.scrollWidth <= el.clientWidth + 1"), "the rounds table scrolls inside its box"
    figures = page.locator("#totals tbody td.num")
    expect(figures).to_have_count(16)
    for figure in figures.all():
        box = figure.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    # Each figure says whose it is: Hugo's 10 in round 1 reads as his.
    hugo = page.locator('#totals tbody tr').first.locator('td[data-player="Hugo"]')
    expect(hugo).to_have_text("10")
    assert "Hugo" in hugo.evaluate("el => getComputedStyle(el, '::before').content")


def test_the_links_to_share_come_first_on_a_new_sheet_and_fold_away_once_it_is_played(page: Page, live_server):
    page.set_viewport_size(PHONE)
    start_papayoo(page, live_server.url, ["Ana", "Bo", "Cy"])
    qr = page.locator("#share .qr-box svg").first
    expect(qr).to_be_visible()
    edit_qr, form = qr.bounding_box(), page.locator("#round-form").bounding_box()
    assert edit_qr and form and edit_qr["y"] < form["y"] and edit_qr["y"] < 2 * PHONE["height"], edit_qr
    save_round(page, "hearts", [200, 40, 10])
    expect(page.locator(".message.ok")).to_have_text("Round 1 saved.")
    # Later the links wait, folded, at the end of the page: one tap brings them back.
    assert page.locator("#share").bounding_box()["y"] > page.locator("#round-form").bounding_box()["y"]
    expect(qr).to_be_hidden()
    page.locator("#share summary").click()
    expect(qr).to_be_visible()
    # The current round's form and the totals come before the round-by-round table.
    assert page.locator("#standings").bounding_box()["y"] < page.locator("#round-form").bounding_box()["y"] \
        < page.locator("#totals").bounding_box()["y"]


def test_the_other_phones_form_follows_the_round_just_saved_within_two_seconds(page: Page, live_server, context):
    page.set_viewport_size(PHONE)
    sheet_url = start_papayoo(page, live_server.url, ["Ana", "Bo", "Cy"])
    other = context.browser.new_context(viewport=PHONE, locale="en-GB").new_page()
    seen = errors_of(other)
    other.goto(sheet_url)
    expect(other.locator("#round-title")).to_contain_text("Round 1")
    other.locator("label.die-option.suit-spades").click()
    other.locator("#points-0").fill("50")  # phone B starts typing while phone A saves round 1

    save_round(page, "hearts", [200, 40, 10])
    saved = time.monotonic()
    expect(other.locator("#round-title")).to_contain_text("Round 2", timeout=5000)
    assert time.monotonic() - saved < 2.0
    expect(other.locator("#live .message")).to_contain_text("the score and the form below are up to date")
    expect(other.locator("#points-0")).to_have_value("50")
    expect(other.locator("#round-hint")).to_contain_text("Bo deals.")
    # Phone B finishes round 2 and saves it: accepted, not refused as made on an old version.
    other.locator("#points-1").fill("150")
    other.locator("#points-2").fill("50")
    other.locator("#round-form button.primary").click()
    expect(other.locator(".message.ok")).to_have_text("Round 2 saved.")
    expect(other.locator('#standings li[data-player="Ana"] .points')).to_have_text("250")
    assert seen == []


def test_quick_typing_by_keyboard_logs_no_console_error(page: Page, live_server):
    page.set_viewport_size(PHONE)
    seen = errors_of(page)
    page.goto(f"{live_server.url}/es/counters/#papayoo")
    start_by_keyboard(page, "papayoo", ["Ana", "Bo", "Carmen", "Dani"])
    expect(page.locator("#round-title")).to_contain_text("Ronda 1")
    tab_to(page, 'input[name="die"]')
    for _ in range(6):  # round the die's faces quickly: each arrow checks one, a change of the form
        page.keyboard.press("ArrowRight")
    for seat, points in enumerate(["70", "80", "50", "50"]):
        type_into(page, f"#points-{seat}", "")
        for digit in points:  # one keystroke at a time, each a change of the form
            page.keyboard.type(digit, delay=30)
        page.keyboard.press("Backspace")
        page.keyboard.type(points[-1], delay=30)
    expect(page.locator("#tally")).to_contain_text("250")
    tab_to(page, "#round-form button.primary")
    page.keyboard.press("Enter")
    expect(page.locator(".message.ok")).to_have_text("Ronda 1 guardada.")
    assert seen == []


def test_a_paulo_board_on_another_phone_follows_the_hand_just_saved_in_spanish(page: Page, live_server, context,
                                                                             settings):
    settings.NAIPES_SHEET_POLL_SECONDS = 0.5  # the interval is a setting: a short one keeps the test short
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/es/counters/#paulo")
    page.locator("#paulo-team-a").fill("Nosotros")
    page.locator("#paulo-team-b").fill("Ellos")
    page.get_by_role("button", name="Empezar el marcador de Paulo").click()
    other = context.browser.new_context(viewport=PHONE, locale="es-ES").new_page()
    seen = errors_of(other)
    other.goto(page.url)
    expect(other.locator("#hand-title")).to_contain_text("Mano 1")
    other.locator("#hand-form").get_by_label("Ellos", exact=True).check()  # phone B starts choosing

    page.locator("#hand-form").get_by_label("Nosotros", exact=True).check()
    page.get_by_label("Se jugó: los ganadores hicieron tres bazas").check()
    page.get_by_role("button", name="Guardar la mano").click()
    expect(page.locator(".message.ok")).to_contain_text("Mano 1 guardada")

    expect(other.locator("#hand-title")).to_contain_text("Mano 2")
    expect(other.locator("[data-testid=units-0]")).to_have_text("2")
    expect(other.locator("#hand-form").get_by_label("Ellos", exact=True)).to_be_checked()  # the choice is kept
    other.get_by_label("Se jugó: los ganadores hicieron tres bazas").check()
    other.get_by_role("button", name="Guardar la mano").click()
    expect(other.locator(".message.ok")).to_contain_text("Mano 2 guardada")
    assert seen == []


def test_older_versions_come_in_place_by_keyboard_and_without_javascript(page: Page, live_server, browser):
    sheet = papayoo_sheet(rounds=3)
    build_history(sheet, 12)  # versions 2 to 13: the page lists 13 to 6
    url = f"{live_server.url}/en/counters/papayoo/{sheet.token}/"
    page.goto(url)
    tab_to(page, "#versions summary")
    page.keyboard.press("Enter")
    lines = page.locator(".version-list > li[value]")
    expect(lines).to_have_count(RECENT)
    tab_to(page, ".version-list .older a")
    page.keyboard.press("Enter")
    expect(lines).to_have_count(13)  # 13 down to 1, the sheet as it was started
    expect(page.locator(".version-list .older")).to_have_count(0)
    page.wait_for_function("n => document.activeElement.closest('li')?.value === n", arg=13 - RECENT)
    assert page.url == url
    # Without JavaScript the same link opens the older versions as a page of their own.
    plain = browser.new_context(java_script_enabled=False).new_page()
    plain.goto(url)
    plain.locator("#versions summary").click()
    plain.locator(".version-list .older a").click()
    expect(plain.locator("h1")).to_have_text("Earlier versions")
    expect(plain.locator(".version-list > li[value]")).to_have_count(13 - RECENT)  # 5 down to 1
    plain.context.close()
