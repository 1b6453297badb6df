"""The bots' level of a practice hand in a real Chromium: chosen on the start form by keyboard (Spanish) or by
mouse (English), a card played, and the hand's address, reloaded or opened in another browser that keeps no level,
replays the same hand at the same level."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

import wording
from naipes.bots import LEVELS
from naipes.practice import LEARNER
from practice import levels
from practice.games import trick_games
from tests.e2e.steps import tab_until

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LEVEL = LEVELS[-1]
"""The strongest level offered: the default one while it is the only one."""


def _slug() -> str:
    """A trick game whose hand opens on the learner's card play (no bet, pass or declaration first)."""
    for slug, game in trick_games().items():
        hand = game.hand.replay(1, game.read_rules({}), [], levels=levels.seats(LEVEL, game.default_players))
        if hand.phase == "play" and hand.to_play == LEARNER:
            return slug
    raise AssertionError("no trick game starts with the learner's card")


def _card(page, slug: str) -> str:
    """A legal card of the learner's, from the position the page's address names."""
    game = trick_games()[slug]
    query = parse_qs(urlparse(page.url).query)
    rules = game.read_rules({name: values[-1] for name, values in query.items()})
    hand = game.hand.replay(int(query["seed"][0]), rules, game.parse_actions(query.get("a", [""])[0]),
                            **game.read_hand_options({k: v[-1] for k, v in query.items()}),
                            levels=levels.seats(query.get("level", [LEVELS[0]])[0], rules.players))
    return next(card.code for card, verdict in hand.verdicts(LEARNER).items() if verdict.legal)


def _table(page) -> str:
    """The table and the hand, without the coach's word on the last card: that loads after the page, and tells a
    costly card's review puzzle as new only the first time the position is shown. Read once that word has come, so
    that no request of the page's is still on its way when the test ends."""
    expect(page.locator(".coach-pending")).to_have_count(0)
    return page.locator(".practice-table").inner_text() + page.locator(".practice-hand").evaluate(
        "hand => { const shown = hand.cloneNode(true);"
        " shown.querySelectorAll('#coach-feedback, .coach-hint').forEach(part => part.remove());"
        " return shown.textContent.replace(/\\s+/g, ' ').trim(); }")


def _replays_elsewhere(browser, url: str, shown: str) -> None:
    """The address opened in a browser that keeps no level shows the same position."""
    other = browser.new_context()
    page = other.new_page()
    page.goto(url)
    assert page.url == url and _table(page) == shown
    other.close()


def test_a_level_picked_by_keyboard_plays_and_its_address_replays(page, browser, live_server):
    slug = _slug()
    page.goto(f"{live_server.url}/es/practice/")
    radios = f"section[aria-labelledby='start-{slug}'] input[name=level]"
    tab_until(page, f"{radios}:checked")
    for _ in LEVELS:  # the arrows move the choice within the group
        if page.evaluate("sel => document.activeElement?.matches(sel)", f"{radios}[value='{LEVEL}']"):
            break
        page.keyboard.press("ArrowDown")
    expect(page.locator(f"{radios}[value='{LEVEL}']")).to_be_checked()
    tab_until(page, f"section[aria-labelledby='start-{slug}'] button[type=submit]")
    page.keyboard.press("Enter")
    page.wait_for_url("**seed=**")
    assert parse_qs(urlparse(page.url).query).get("level") == ([LEVEL] if levels.query(LEVEL) else None)
    expect(page.locator(".bot-level [aria-current=true]")).to_have_text(wording.text(f"bots.level.{LEVEL}", "es"))
    before = page.url
    tab_until(page, f"button[name=play][value='{_card(page, slug)}']")
    page.keyboard.press("Enter")
    page.wait_for_function("before => location.href !== before", arg=before)
    played, shown = page.url, _table(page)
    page.reload()
    assert page.url == played
    assert _table(page) == shown, (shown, _table(page))
    _replays_elsewhere(browser, played, shown)


def test_a_level_picked_by_mouse_plays_and_its_address_replays(page, browser, live_server):
    slug = _slug()
    page.goto(f"{live_server.url}/en/practice/")
    section = page.locator(f"section[aria-labelledby='start-{slug}']")
    section.get_by_label(wording.text(f"bots.level.{LEVEL}", "en")).check()
    section.get_by_role("button").click()
    page.wait_for_url("**seed=**")
    expect(page.locator(".bot-level [aria-current=true]")).to_have_text(wording.text(f"bots.level.{LEVEL}", "en"))
    before = page.url
    page.click(f"button[name=play][value='{_card(page, slug)}']")
    page.wait_for_function("before => location.href !== before", arg=before)
    played, shown = page.url, _table(page)
    page.reload()
    assert page.url == played
    assert _table(page) == shown, (shown, _table(page))
    _replays_elsewhere(browser, played, shown)
