"""La Docena's coach in a real Chromium: at the "teach" level a costly bet is weighed after the page shows it (htmx),
and the position comes back from the review queue as a "find the better decision" puzzle, answered by keyboard.
English only: the view tests (tests/practice/test_docena_coach.py) check both languages."""

from urllib.parse import urlencode

import pytest
from playwright.sync_api import expect

from practice.games.docena import hand as docena
from tests.e2e.steps import tab_until

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_costly_bet_is_weighed_then_solved_as_a_puzzle_by_keyboard(page, live_server, errors):
    # Seed 11 at six players: 8 stones on a first card the learner could drop out on; another seat takes the centre
    # in most deals.
    query = urlencode({"h": docena.sign(11, 6, [("bet", 8)]), "coach": "teach"})
    page.goto(f"{live_server.url}/en/practice/docena/?{query}")
    feedback = page.locator("#coach-feedback")
    expect(feedback.locator(".coach-mistake")).to_contain_text("That decision cost about")
    expect(feedback.locator(".coach-better")).to_contain_text("Better: drop out on your caballo or sota")
    feedback.get_by_role("link", name="Review now").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("Find the better decision")
    expect(page.locator(".puzzle-verdict")).to_have_count(0)  # no answer before the answer
    tab_until(page, "button[name=action][value='w']")
    page.keyboard.press("Enter")
    expect(page.locator(".puzzle-verdict")).to_contain_text("Solved.")
    assert errors == []
