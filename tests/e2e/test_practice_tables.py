"""A practice hand under the table this browser keeps, keyboard only (docs/rules-decisions.md §42): Dúrcal's
Paulo is chosen on the chooser, the practice page says which rules a hand will be dealt under, the hand is
dealt and played to the count under them, each card the learner may not play dimmed as Dúrcal's strict
follow says; the Spanish one on a 360 px phone."""

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from naipes.practice import LEARNER
from naipes_site import table_rules
from practice.games import trick_games
from tests.e2e.test_counters import tab_to

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 360, "height": 740}
WORDS = {
    "es": {"table": "Reglas de la mesa", "deal": "Repartir una mano de Paulo", "count": "El recuento"},
    "en": {"table": "Table rules", "deal": "Deal a hand of Paulo", "count": "The count"},
}


def position(page: Page):
    """The hand the page shows, rebuilt by the engine from the page's address, its table included."""
    game = trick_games()["paulo"]
    query = {name: values[-1] for name, values in parse_qs(urlparse(page.url).query).items()}
    rules = game.read_rules(query, table_rules.decode("paulo", query.get("profile", "standard")))
    return rules, game.hand.replay(int(query["seed"]), rules, game.parse_actions(query.get("a", "")))


def keep_durcal(page: Page, base: str, lang: str) -> None:
    page.goto(f"{base}/{lang}/paulo/table/")
    tab_to(page, 'input[name="profile"]')  # the group's checked radio: the standard
    page.keyboard.press("ArrowDown")  # Lanjarón
    page.keyboard.press("ArrowDown")  # Dúrcal
    expect(page.locator("#profile-durcal")).to_be_checked()
    tab_to(page, "form button[type=submit]")
    page.keyboard.press("Enter")
    expect(page.locator(".table-rules")).to_contain_text("Dúrcal")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_paulo_hand_dealt_and_played_under_durcal_with_the_keyboard(page: Page, live_server, lang):
    words = WORDS[lang]
    if lang == "es":
        page.set_viewport_size(PHONE)
    keep_durcal(page, live_server.url, lang)

    page.goto(f"{live_server.url}/{lang}/practice/")
    start = page.locator("section.practice-start", has=page.locator("#start-paulo"))
    expect(start.locator(".table-rules")).to_contain_text(f"{words['table']}: Dúrcal")
    tab_to(page, '#start-paulo ~ form button[type="submit"]', limit=200)
    expect(page.locator(":focus")).to_have_text(words["deal"])
    page.keyboard.press("Enter")

    page.wait_for_url(re.compile(r"seed=\d+.*profile=durcal"))
    expect(page.locator("#table-rules")).to_contain_text(f"{words['table']}: Dúrcal")
    if lang == "es":  # the table's line leaves the learner's first card on a phone's first screen
        box = page.locator(".play-form .card-button").first.bounding_box()
        assert box is not None and box["y"] + box["height"] <= PHONE["height"]
    for _ in range(40):
        rules, hand = position(page)
        assert rules.order == "durcal" and rules.strict_follow and rules.scoring == "cuerno"
        if hand.phase == "done":
            break
        # Every card of the learner's hand is offered or dimmed as the Dúrcal table judges it.
        for card, verdict in hand.verdicts(LEARNER).items():
            button = page.locator(f"button[name=play][value='{card.code}']")
            if verdict.legal:
                expect(button).not_to_have_class(re.compile("dimmed"))
            else:
                expect(button).to_have_class(re.compile("dimmed"))
        before = page.url
        card = trick_games()["paulo"].hand.bot_play(hand, LEARNER)
        tab_to(page, f"button[name=play][value='{card.code}']", limit=200)
        page.keyboard.press("Enter")
        page.wait_for_function("before => location.href !== before", arg=before)
        assert "profile=durcal" in page.url  # the hand goes on under the table it was dealt with
    expect(page.get_by_role("heading", name=words["count"])).to_be_visible()
    if lang == "es":
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
