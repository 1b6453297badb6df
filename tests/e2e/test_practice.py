"""Practice hands in a real Chromium: whole hands by clicking, the coach's refusal, the count, keyboard only.

The test plays the learner's seat the way the engine's own seats would, reading the position from the
page's address (seed and actions), so every click is a card the rules allow, except the one illegal
card it tries on purpose.
"""

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from naipes.games import papayoo, tute
from naipes.games.papayoo import practice as papayoo_hand
from naipes.games.tute import practice as tute_hand
from naipes.practice import LEARNER
from practice.games import trick_games

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

COUNT = {"es": "El recuento", "en": "The count"}
PASS = {"es": "Pasar estas cartas", "en": "Pass these cards"}
NO_DECLARE = {"es": "No acusar", "en": "Do not declare"}


def position(page, slug):
    """The hand the page shows, rebuilt by the engine from the page's own address."""
    game = trick_games()[slug]
    query = parse_qs(urlparse(page.url).query)
    seed = int(query["seed"][0])
    rules = game.read_rules({name: values[-1] for name, values in query.items()})
    return game.hand.replay(seed, rules, game.parse_actions(query.get("a", [""])[0]))


def seed_with_an_illegal_card(slug, players):
    """A deal where the learner, playing as the engine's seats do, meets a card the rules refuse."""
    game = trick_games()[slug]
    rules = game.read_rules({"players": str(players)})
    bots = tute_hand if slug == "tute" else papayoo_hand
    for seed in range(200):
        hand, actions = bots.replay(seed, rules, []), []
        while hand.phase != "done":
            if hand.phase == "pass":
                actions.append(papayoo_hand.bot_pass(hand.hands[LEARNER], hand.pass_count))
            elif hand.phase == "declare":
                actions.append(("no_sing",))
            elif any(not v.legal for v in hand.verdicts().values()):
                return seed
            else:
                actions.append(bots.bot_play(hand, LEARNER))
            hand = bots.replay(seed, rules, actions)
    raise AssertionError("no deal with an illegal card")


def wait_for_move(page, before):
    page.wait_for_function("before => location.href !== before", arg=before)


def play_to_the_end(page, slug, lang, *, try_illegal=False, keyboard=False):
    tried = False
    for _ in range(80):
        hand = position(page, slug)
        if hand.phase == "done":
            break
        before = page.url
        if hand.phase == "pass":
            for card in papayoo_hand.bot_pass(hand.hands[LEARNER], hand.pass_count):
                page.check(f"input[name=pass][value='{card.code}']")
            page.get_by_role("button", name=PASS[lang]).click()
        elif hand.phase == "declare":
            page.get_by_role("button", name=NO_DECLARE[lang]).click()
        else:
            wrong = [c for c, v in hand.verdicts().items() if not v.legal]
            if try_illegal and wrong and not tried:
                page.click(f"button[name=play][value='{wrong[0].code}']")
                expect(page.locator(".coach-refusal")).to_be_visible()
                assert page.url == before  # refused: the same position, nothing lost
                tried = True
                continue
            card = trick_games()[slug].hand.bot_play(hand, LEARNER)
            selector = f"button[name=play][value='{card.code}']"
            if keyboard:
                for _ in range(120):
                    if page.evaluate("sel => document.activeElement?.matches(sel)", selector):
                        break
                    page.keyboard.press("Tab")
                page.keyboard.press("Enter")
            else:
                page.click(selector)
        wait_for_move(page, before)
    expect(page.get_by_role("heading", name=COUNT[lang])).to_be_visible()
    return tried


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_whole_tute_hand_by_clicking_with_an_illegal_card_refused(page, live_server, lang):
    # Two players: the stock runs out, strict play begins, and illegal cards appear.
    seed = seed_with_an_illegal_card("tute", 2)
    page.goto(f"{live_server.url}/{lang}/practice/tute/?seed={seed}&players=2&coach=check")
    assert play_to_the_end(page, "tute", lang, try_illegal=True)
    hand = position(page, "tute")
    results = hand.results()
    if results is not None:
        total = sum(p.points for p in results[0])
        assert str(total - sum(p.acuse_points for p in results[0]) - 10) == "120"
        expect(page.locator(".practice-count table")).to_contain_text(str(results[0][0].points))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_whole_papayoo_round_by_clicking_with_an_illegal_card_refused(page, live_server, lang):
    seed = seed_with_an_illegal_card("papayoo", 4)
    page.goto(f"{live_server.url}/{lang}/practice/papayoo/?seed={seed}&players=4&coach=teach")
    assert play_to_the_end(page, "papayoo", lang, try_illegal=True)
    expect(page.locator(".practice-count")).to_contain_text(str(papayoo.ROUND_TOTAL))


def test_a_tute_hand_by_keyboard_only_on_a_phone(browser, live_server):
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale="en-GB")
    page = context.new_page()
    page.goto(f"{live_server.url}/en/practice/tute/?seed=4&players=4&coach=teach")
    play_to_the_end(page, "tute", "en", keyboard=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360
    context.close()


def test_the_coach_explains_a_refused_card_in_the_learners_words(page, live_server):
    # check level: the refused card is dimmed and says why before any click.
    for seed in range(50):
        rules = papayoo.Rules(players=3)
        hand = papayoo_hand.replay(seed, rules, [])
        actions = [papayoo_hand.bot_pass(hand.hands[LEARNER], 5)]
        hand = papayoo_hand.replay(seed, rules, actions)
        while hand.phase == "play" and all(v.legal for v in hand.verdicts().values()):
            actions.append(papayoo_hand.bot_play(hand, LEARNER))
            hand = papayoo_hand.replay(seed, rules, actions)
        if hand.phase == "play":
            break
    a = ",".join([".".join(c.code for c in actions[0]), *(c.code for c in actions[1:])])
    page.goto(f"{live_server.url}/en/practice/papayoo/?seed={seed}&players=3&coach=check&a={a}")
    wrong = next(c for c, v in hand.verdicts().items() if not v.legal)
    button = page.locator(f"button[name=play][value='{wrong.code}']")
    expect(button).to_have_class(re.compile("dimmed"))
    expect(page.locator(f"#why-{wrong.code}")).to_contain_text("you must play")


def test_a_replayed_link_reopens_the_same_hand_in_the_other_language(browser, live_server):
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{live_server.url}/es/practice/tute/?seed=77&players=3&coach=check")
    hand = position(page, "tute")
    card = tute_hand.bot_play(hand, LEARNER)
    page.click(f"button[name=play][value='{card.code}']")
    page.wait_for_url(re.compile(r"a="))
    shared = page.url.replace("/es/", "/en/")
    other = context.new_page()
    other.goto(shared)
    assert [c.code for c in position(other, "tute").hands[LEARNER]] == [
        c.code for c in position(page, "tute").hands[LEARNER]]
    expect(other.get_by_role("heading", level=1)).to_contain_text("Practice hand")
    context.close()
    assert tute.Rules(players=3)  # the deal is the engine's, whatever the language


def test_a_whole_cirulo_round_by_clicking(page, live_server):
    page.goto(f"{live_server.url}/en/practice/cirulo/?seed=12&players=5&coach=teach")
    play_to_the_end(page, "cirulo", "en")
    expect(page.locator(".practice-count")).to_contain_text("The plate holds")
