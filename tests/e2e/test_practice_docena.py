"""La Docena's practice hand in a real Chromium: a whole hand by clicking in both languages, with the
mano's forbidden opening bet refused by the coach, and one hand by keyboard only on a 360 px phone.

The test plays the learner's seat as the engine's own seats would, reading the position from the
page's signed address, so every action is one the rules allow, except the one it tries on purpose.
Seeds: 192 at six players and 105 at five make the learner mano and reach a dejo and a showdown.
"""

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from naipes.games.docena import practice as engine
from naipes.practice import LEARNER
from practice import levels
from practice.games.docena import hand as docena

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

STONES_HEADING = {"es": "Quién se lleva las piedras", "en": "Who takes the stones"}
MANO_MAY_NOT_OPEN = {"es": "la mano no puede abrir", "en": "the mano may not open"}
BUTTON = {engine.PASS: "pass", engine.ACCEPT: "accept", engine.FOLD: "fold", engine.WITHDRAW: "withdraw",
          engine.CUT: "cut", engine.BET: "bet", engine.DISCARD: "discard"}


def position(page):
    """The hand the address names: its signed state, against the bots of its level (a shared deal's, say)."""
    query = parse_qs(urlparse(page.url).query)
    seed, players, actions, table = docena.unsign(query["h"][0])
    level = query.get(levels.QUERY, [levels.DEFAULT_LEVEL])[0]
    return engine.replay(seed, table.rules(players=players), actions, levels=levels.seats(level, players))


def focus_by_tab(page, selector):
    for _ in range(150):
        if page.evaluate("sel => document.activeElement?.matches(sel)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def press(page, selector, keyboard, key="Enter"):
    if keyboard:
        focus_by_tab(page, selector)
        page.keyboard.press(key)
    else:
        page.click(selector)


def take(page, action, keyboard):
    kind = action[0]
    if kind == engine.DEJO:
        return press(page, f"button[name=do][value={'dejo-yes' if action[1] else 'dejo-no'}]", keyboard)
    if kind == engine.BET:
        if keyboard:
            focus_by_tab(page, "#stones")
            page.keyboard.press("Control+A")
            page.keyboard.type(str(action[1]))
        else:
            page.fill("#stones", str(action[1]))
    if kind == engine.DISCARD:
        for card in action[1]:
            press(page, f"input[name=discard][value='{card.code}']", keyboard, key="Space")
    return press(page, f"button[name=do][value={BUTTON[kind]}]", keyboard)


def play_to_the_end(page, lang, *, try_the_manos_bet=False, keyboard=False):
    for _ in range(60):
        hand = position(page)
        if hand.phase == "done":
            break
        before = page.url
        if try_the_manos_bet:
            assert hand.mano == LEARNER and hand.round == "first"
            take(page, (engine.BET, 2), keyboard)
            expect(page.locator(".coach-refusal")).to_contain_text(MANO_MAY_NOT_OPEN[lang], ignore_case=True)
            assert position(page).log.entries == hand.log.entries  # refused: the same position, nothing lost
            try_the_manos_bet = False
            continue
        take(page, engine.bot_action(hand, LEARNER), keyboard)
        page.wait_for_function("before => location.href !== before", arg=before)
    expect(page.get_by_role("heading", name=STONES_HEADING[lang])).to_be_visible()
    return position(page)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_whole_docena_hand_by_clicking_with_the_manos_bet_refused(page, live_server, lang):
    page.goto(f"{live_server.url}/{lang}/practice/docena/?h={docena.sign(192, 6, [])}&coach=check")
    hand = play_to_the_end(page, lang, try_the_manos_bet=True)
    assert hand.ranks, "the deal reaches a showdown"
    winner = hand.awards[0].winners[0]
    rung = page.locator(".docena-seats tbody tr").filter(has=page.locator("small"))
    expect(rung.first).to_be_visible()
    assert winner in hand.ranks
    expect(page.locator(".docena-awards")).to_contain_text(str(hand.awards[0].stones))


def test_a_docena_hand_by_keyboard_only_on_a_phone(browser, live_server):
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale="es-ES")
    page = context.new_page()
    page.goto(f"{live_server.url}/es/practice/docena/?h={docena.sign(105, 5, [])}&coach=teach")
    hand = play_to_the_end(page, "es", keyboard=True)
    assert any(kind == "dejo_on" for kind, _, _ in hand.log.entries)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    context.close()


def test_a_refused_action_says_it_joins_the_review_queue(page, live_server):
    page.goto(f"{live_server.url}/en/practice/docena/?h={docena.sign(192, 6, [])}&coach=check")
    page.click("button[name=do][value=bet]")
    expect(page.locator(".coach-review")).to_contain_text("joins your review queue")
    page.get_by_role("link", name="Review now").click()
    page.wait_for_url(re.compile(r"/en/trainers/docena-bets/"))


def test_a_paulo_hand_with_bets_by_clicking(page, live_server):
    from naipes.games import paulo
    from naipes.games.paulo import practice as paulo_hand
    from practice.games import trick_games

    rules, game = paulo.Rules(players=4), trick_games()["paulo"]
    seed = next(s for s in range(200) if paulo_hand.autoplay(s, rules, betting=True).bets > 0)
    page.goto(f"{live_server.url}/en/practice/paulo/?seed={seed}&players=4&coach=check&bets=1")
    for _ in range(30):
        query = parse_qs(urlparse(page.url).query)
        hand = paulo_hand.replay(seed, rules, game.parse_actions(query.get("a", [""])[0]), betting=True)
        if hand.phase == "done":
            break
        action = hand.learner_choice()
        before = page.url
        if isinstance(action, tuple):
            page.click(f"button[name=say][value={game.format_action(action)}]")
        else:
            page.click(f"button[name=play][value='{action.code}']")
        page.wait_for_function("before => location.href !== before", arg=before)
    expect(page.get_by_role("heading", name="The count")).to_be_visible()
    expect(page.locator(".practice-count")).to_contain_text(f"{hand.chinos()} chinos")


def test_a_docena_hand_works_without_javascript_as_plain_forms(browser, live_server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/en/practice/docena/?h={docena.sign(105, 5, [])}&coach=check")
    hand = play_to_the_end(page, "en")
    assert hand.phase == "done"
    context.close()
