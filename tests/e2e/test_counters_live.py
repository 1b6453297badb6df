"""The counters on phones: eight Papayoo players at 360 px with every total in sight, a second phone that
sees a new round without reloading, a form being typed that a refresh never replaces, and the view-only
link. Facts: source 003, scoring (a Papayoo round adds up to 250)."""

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 360, "height": 740}
EIGHT = ["Ana", "Bo", "Carmen", "Dani", "Eva", "Fran", "Gloria", "Hugo"]


def start_papayoo(page: Page, url: str, names: list[str], lang: str = "en") -> str:
    page.goto(f"{url}/{lang}/counters/#papayoo")
    for box, name in enumerate(names, start=1):
        page.locator(f"#papayoo-player-{box}").fill(name)
    page.locator("#papayoo button.primary").click()
    expect(page.locator("#round-form")).to_be_visible()
    return page.url


def save_round(page: Page, die: str, points: list[int]) -> None:
    page.locator(f"label.die-option.suit-{die}").click()
    for seat, value in enumerate(points):
        page.locator(f"#points-{seat}").fill(str(value))
    page.locator("#round-form button.primary").click()


def test_eight_players_at_360_px_every_total_and_the_leader_in_sight(page: Page, live_server):
    page.set_viewport_size(PHONE)
    start_papayoo(page, live_server.url, EIGHT, "es")
    save_round(page, "clubs", [35, 35, 35, 35, 35, 35, 30, 10])
    expect(page.locator(".message.ok")).to_have_text("Ronda 1 guardada.")
    standings = page.locator("#standings li")
    expect(standings).to_have_count(8)
    for item in standings.all():
        box = item.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    leader = page.locator('#standings li[data-player="Hugo"]')
    expect(leader).to_contain_text("10")
    badge = leader.locator(".badge").bounding_box()
    assert badge and badge["x"] + badge["width"] <= PHONE["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_the_game_length_select_fits_a_phone(page: Page, live_server):
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/es/counters/#paulo")
    box = page.locator("#paulo-target").bounding_box()
    assert box and box["x"] + box["width"] <= PHONE["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_a_second_phone_sees_the_new_round_and_keeps_what_it_is_typing(page: Page, live_server, context):
    page.set_viewport_size(PHONE)
    sheet_url = start_papayoo(page, live_server.url, ["Ana", "Bo", "Cy"])
    other = context.browser.new_context(viewport=PHONE, locale="en-GB").new_page()
    other.goto(sheet_url)
    other.locator("#points-0").fill("123")  # the second phone starts typing the same round
    watcher = context.browser.new_context(viewport=PHONE).new_page()
    watcher.goto(page.locator("#view-url").get_attribute("href"))
    expect(watcher.locator("main form")).to_have_count(0)  # the header keeps its search form

    save_round(page, "hearts", [200, 40, 10])
    expect(page.locator(".message.ok")).to_have_text("Round 1 saved.")
    # Without reloading: the totals arrive, the form keeps what is typed, and a notice says to refresh.
    expect(other.locator('#standings li[data-player="Ana"], tfoot td.total[data-player="Ana"]').first).to_contain_text("200")
    expect(other.locator("#live .message")).to_contain_text("A change was saved on another phone")
    expect(other.locator("#points-0")).to_have_value("123")
    expect(watcher.locator('tfoot td.total[data-player="Bo"]')).to_contain_text("40")

    other.locator("#live a.button").click()  # refresh: the draft comes back from the phone's storage
    expect(other.locator("#round-title")).to_contain_text("Round 2")
    other.context.close()  # neither extra phone's live poll may outlive the test
    watcher.context.close()


def test_the_picker_shows_the_running_total(page: Page, live_server):
    page.set_viewport_size(PHONE)
    start_papayoo(page, live_server.url, ["Ana", "Bo", "Cy"], "es")
    page.locator("label.die-option.suit-hearts").click()
    page.locator("#seat-1 summary").click()
    for code in ("20P", "19P", "7H"):
        page.locator(f'#seat-1 input[value="{code}"] + .cp-face').click()
    expect(page.locator("#tally")).to_contain_text("La ronda suma: 79")
    expect(page.locator("#tally")).to_contain_text("faltan 171 para 250")
    expect(page.locator("#seat-1 summary")).to_have_text("Cartas que se llevó Bo 79 puntos")  # its own running total
