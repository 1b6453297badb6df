"""Practice hands on a 360 x 740 phone: the learner's first choice is on the first screen in every game and
both languages (at the start and midway, the table fuller), and after each play by keyboard the focus lands on the next useful control."""

import pytest
from playwright.sync_api import expect

from naipes.practice import LEARNER
from practice.games import trick_games
from tests.e2e.test_practice import position, wait_for_move

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

CHOICES = (".play-form .card-button, .declare-form button, .pass-form input[type=checkbox], .docena-form button, "
           ".docena-form input:not([type=hidden])")
HANDS = ["tute/?seed=5&players=4&coach=teach", "papayoo/?seed=5&players=6&coach=teach",
         "cirulo/?seed=5&players=4&coach=teach", "paulo/?seed=5&players=4&coach=teach&bets=1",
         "paulo/?seed=5&players=6&coach=check", "docena/"]


def _midway(slug: str, players: int, plays: int, **options) -> str:
    """A hand some plays in (the engine choosing for the learner): the table is fuller then."""
    game = trick_games()[slug]
    rules, actions = game.read_rules({"players": str(players)}), []
    hand = game.hand.replay(7, rules, actions, **options)
    for _ in range(plays):
        actions.append(hand.learner_choice())
        hand = game.hand.replay(7, rules, actions, **options)
    bets = "&bets=1" if options else ""
    return f"{slug}/?seed=7&players={players}&coach=teach{bets}&a=" + ",".join(game.format_action(a) for a in actions)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_practice_hand_shows_the_learners_first_choice_on_the_first_screen(phone, live_server, lang):
    page, misplaced = phone, []
    midway = [_midway("tute", 4, 3), _midway("papayoo", 5, 3), _midway("cirulo", 5, 3),
              _midway("paulo", 6, 3, betting=True)]
    for hand in HANDS + midway:
        page.goto(f"{live_server.url}/{lang}/practice/{hand}")
        first = page.locator(CHOICES).first
        box = first.bounding_box()
        if box is None or box["y"] + box["height"] > 740:
            misplaced.append(f"{hand}: {box}")
        if page.evaluate("document.documentElement.scrollWidth") > 360:
            misplaced.append(f"{hand}: the page scrolls sideways")
    assert misplaced == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_after_each_play_by_keyboard_the_focus_is_on_a_card_the_rules_allow(phone, live_server, lang):
    page = phone
    page.goto(f"{live_server.url}/{lang}/practice/tute/?seed=4&players=4&coach=check")
    for _play in range(3):
        hand = position(page, "tute")
        if hand.phase != "play":
            break
        card = trick_games()["tute"].hand.bot_play(hand, LEARNER)
        selector = f"button[name=play][value='{card.code}']"
        for _ in range(120):
            if page.evaluate("sel => document.activeElement?.matches(sel)", selector):
                break
            page.keyboard.press("Tab")
        before = page.url
        page.keyboard.press("Enter")
        wait_for_move(page, before)
        focused = page.locator(":focus")
        expect(focused).to_have_count(1)
        after = position(page, "tute")
        if after.phase == "play":
            expect(focused).to_have_class("card-button")  # a card the rules allow: not dimmed
            expect(focused).to_be_in_viewport()
            legal = {c.code for c, v in after.verdicts().items() if v.legal}
            assert focused.get_attribute("value") in legal
