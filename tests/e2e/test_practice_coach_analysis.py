"""The coach's analysis in a real Chromium: a costly card weighed after it is played at the "teach" level, the hint
asked for, the finished hand's replay stepped through by keyboard, and the costly card's puzzle solved and failed
from the review queue.

One language per flow (the view tests, tests/practice/test_coach_analysis_views.py, check both): the replay in
English, the puzzle solved in Spanish and failed in English.
"""

import re

import pytest
from playwright.sync_api import expect

from naipes.games import tute
from tests.coach.hands import played
from tests.e2e.steps import tab_until

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# The hand of the view tests: at four, the learner's second card (the two of espadas) loses a trick with points in
# it, and the ten of espadas was better.
SEED = 6
RULES = tute.Rules(players=4)


def _query(actions, coach="teach"):
    return f"seed={SEED}&players=4&coach={coach}&a={','.join(a.code for a in actions)}"


def test_the_replay_stepped_through_by_keyboard_marks_the_costly_card(page, live_server, errors):
    actions = played("tute", SEED, RULES)
    page.goto(f"{live_server.url}/en/practice/tute/replay/?{_query(actions)}")
    expect(page.locator("#replay-position")).to_have_text("Trick 1 of 10")
    # Every seat's cards, the hand being over, each with its name for a screen reader.
    expect(page.locator(".replay-seats dt")).to_have_count(4)
    expect(page.locator(".replay-seats svg[role=img][aria-label]").first).to_be_visible()
    tab_until(page, "a[rel=next]")
    page.keyboard.press("Enter")
    expect(page.locator("#replay-position")).to_have_text("Trick 2 of 10")
    expect(page).to_have_title(re.compile("^Trick 2 of 10"))
    # The costly card of the second trick: its cost, its reason and the better card, loaded after the page.
    mistake = page.locator(".coach-mistake")
    expect(mistake).to_contain_text("That card cost about")
    expect(page.locator(".coach-better svg[data-card='10E']")).to_be_visible()
    expect(page.locator(".coach-visible")).to_contain_text("With every hand known:")
    # From the step itself, the next Tab stops are the step's own links: back to the first trick.
    tab_until(page, "a[rel=prev]", most=3)
    page.keyboard.press("Enter")
    expect(page.locator("#replay-position")).to_have_text("Trick 1 of 10")
    # The whole hand's costly cards, polled as they are weighed.
    expect(page.locator(".replay-mistakes")).to_contain_text("Trick 2")
    assert errors == []


def _costly_card_played(page, live_server, lang, actions):
    """Play the costly card on the hand page at the "teach" level and see the coach weigh it."""
    page.goto(f"{live_server.url}/{lang}/practice/tute/?{_query(actions[:1])}")
    page.click("button[name=play][value='2E']")
    said = {"es": "Esa carta te costó unos", "en": "That card cost about"}[lang]
    expect(page.locator("#coach-feedback .coach-mistake")).to_contain_text(said)
    expect(page.locator("#coach-feedback .coach-better svg[data-card='10E']")).to_be_visible()


def test_a_costly_card_comes_back_as_a_puzzle_solved_by_the_better_card(page, live_server, errors):
    actions = played("tute", SEED, RULES)
    # Before the card, the hint on demand: the better card, from the learner's seat alone.
    page.goto(f"{live_server.url}/es/practice/tute/?{_query(actions[:1])}")
    expect(page.locator("#coach-hint .hint-card")).to_have_count(0)
    page.get_by_role("link", name="¿Qué jugaría el experto?").click()
    expect(page.locator("#coach-hint .hint-card")).to_be_visible()
    _costly_card_played(page, live_server, "es", actions)
    page.locator("#coach-feedback").get_by_role("link", name="Repasar ahora").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("Encuentra la carta mejor")
    expect(page.locator(".coach-better")).to_have_count(0)  # no answer before the answer
    page.click("button[name=card][value='10E']")
    expect(page.locator(".puzzle-verdict")).to_contain_text("Resuelto.")
    assert errors == []


def test_a_costly_card_comes_back_as_a_puzzle_failed_by_the_same_card(page, live_server, errors):
    actions = played("tute", SEED, RULES)
    _costly_card_played(page, live_server, "en", actions)
    page.goto(f"{live_server.url}/en/trainers/review/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Find the better card")
    tab_until(page, "button[name=card][value='2E']")
    page.keyboard.press("Enter")
    verdict = page.locator(".puzzle-verdict")
    expect(verdict).to_contain_text("Not yet.")
    expect(verdict.locator("svg[data-card='10E']")).to_be_visible()
    assert errors == []
