"""On a 360 x 740 phone the work starts on the first screen: every drill's question, its cards, its first
answer control and "Check my answer" are in sight without scrolling, in both languages, by mouse and by
keyboard; a focus moved by the page (the feedback, the next question) is drawn.

One browser context per language walks every drill at every level, to keep the check cheap.
"""

import pytest
from playwright.sync_api import expect

from tests.e2e.steps import next_question_by_keyboard
from tests.e2e.test_trainers import CHECK, NEXT, shown
from trainers.drills import DRILLS

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SEED = 12345

# On a desktop screen, where the question's own cards fill more than a screen (Cirulo's settling: every
# player's bazas, up to forty cards), the answer boxes follow the cards; the question and "Check my answer"
# are still in sight. A phone fans such piles (trainers.css), so there every first answer is in sight.
CARDS_BEFORE_ANSWER = {"cirulo-settle"}

MEASURE = """() => {
  const shown = e => e && e.getClientRects().length;
  const box = e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; };
  const controls = [...document.querySelectorAll(
      '.answer-form input:not([type=hidden]), .answer-form select, .answer-form .move-button')].filter(shown);
  const card = document.querySelector('.question .panel svg.card');
  return {
    width: document.documentElement.scrollWidth,
    prompt: box(document.getElementById('prompt')),
    card: card ? box(card) : null,
    control: controls.length ? box(controls[0]) : null,
    check: box(document.querySelector('.check-row')),
  };
}"""


def ring(page, selector: str) -> str:
    return page.evaluate(f"getComputedStyle(document.querySelector('{selector}')).outlineStyle")


def measured(page, url: str) -> dict:
    """Where the drill at ``url`` draws its question, first card, first answer control and "Check my answer"."""
    page.goto(url)
    return page.evaluate(MEASURE)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_drill_shows_its_question_cards_and_answer_on_the_first_screen(phone, live_server, lang):
    misplaced = []
    for slug, drill in DRILLS.items():
        for level in drill.LEVELS:
            m = measured(phone, f"{live_server.url}/{lang}/trainers/{slug}/?seed={SEED}&level={level}")
            bar = m["check"]["top"] + 1  # "Check my answer" stays at the bottom: nothing counts under it
            where = f"{slug} level {level}"
            if m["width"] > 360:
                misplaced.append(f"{where}: the page scrolls sideways")
            if not (m["prompt"]["top"] >= 0 and m["prompt"]["bottom"] <= bar):
                misplaced.append(f"{where}: the question at {m['prompt']}")
            if m["card"] and m["card"]["bottom"] > bar:
                misplaced.append(f"{where}: the first card at {m['card']}")
            if m["control"]["bottom"] > bar:
                misplaced.append(f"{where}: the first answer control at {m['control']}")
            if m["check"]["bottom"] > 740:
                misplaced.append(f"{where}: 'Check my answer' at {m['check']}")
    assert misplaced == []


def test_on_a_desktop_screen_check_my_answer_is_in_sight_for_every_drill(browser, live_server):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    misplaced = []
    for slug, drill in DRILLS.items():
        level = max(drill.LEVELS)  # the hardest level shows the most cards and answers
        m = measured(page, f"{live_server.url}/en/trainers/{slug}/?seed={SEED}&level={level}")
        if m["check"]["bottom"] > 800 or (slug not in CARDS_BEFORE_ANSWER and m["control"]["bottom"] > m["check"]["top"] + 1):
            misplaced.append(f"{slug} level {level}: {m}")
    context.close()
    assert misplaced == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_drill_by_keyboard_only_on_a_phone_with_the_moved_focus_drawn(phone, live_server, lang):
    """Skip link, then one Tab past each link of the table's rules (which open the page) reaches the first
    answer; the feedback and the next question get a ring."""
    page = phone
    page.goto(f"{live_server.url}/{lang}/trainers/tute-trick/?level=2&seed={SEED}")
    drill, question, answer, _href = shown(page)
    values = [o.value for o in drill.scene(question).widget.options]
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # the skip link: the focus goes to the page's own content
    for _link in range(page.locator("#table-rules a").count()):
        page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.name") == "choice"
    expect(page.locator("input[name=choice]:focus")).to_be_in_viewport()
    page.keyboard.press("Space")
    for _step in range(values.index(answer)):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name=CHECK[lang])).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#feedback")).to_be_focused()
    assert ring(page, "#feedback") == "solid"
    next_question_by_keyboard(page, tabs=12)
    assert ring(page, "#prompt") == "solid"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_drill_by_touch_on_a_phone_needs_no_scrolling(phone, live_server, lang):
    page = phone
    page.goto(f"{live_server.url}/{lang}/trainers/paulo-trick/?level=3&seed={SEED}")
    drill, question, answer, _href = shown(page)
    start = page.evaluate("window.scrollY")
    page.locator(f"input[name=choice][value='{answer}']").tap()
    page.get_by_role("button", name=CHECK[lang]).tap()
    expect(page.locator("#feedback .verdict")).to_be_visible()
    assert start == 0
    page.get_by_role("link", name=NEXT[lang]).tap()
    expect(page.locator("#prompt")).to_be_focused()
