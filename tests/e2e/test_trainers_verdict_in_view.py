"""After every answer the verdict opens the screen: its heading, and the first line of why a wrong answer is
wrong, at the top of the viewport, however long the feedback below it (a long feedback box must not be
centred, its verdict left above the screen), and the rows of what was wrong before those of what was right.

Every drill (``trainers.drills.DRILLS``), on a 360 x 740 phone in Spanish at each drill's hardest level and on
a 1280 x 800 screen in English at its easiest, the desktop asking for reduced motion (the page jumps) and the
phone not (the page scrolls smoothly): one page per drill and size, a wrong answer, then "Next question" (its
prompt brought to the top the same way) and a right answer, all through htmx. On the phone the first drill
asked with options is answered wrongly by keyboard alone; the focus lands on the feedback, named by its
verdict.
"""

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

from tests.e2e.steps import PHONE, next_question_by_keyboard
from tests.e2e.test_trainers import CHECK, RIGHT, WRONG, give, shown
from tests.trainers.test_drills import wrong_for
from trainers.drills import CHOICE, DRILLS

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SEED = 4242

TOP_PART = 0.25
"""The verdict's heading starts within this part of the screen's height (and ends inside the screen)."""

WHERE = """(selector) => {
  const box = e => { if (!e) return null; const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; };
  const why = document.querySelector('#feedback .why-wrong');
  const line = why ? parseFloat(getComputedStyle(why).lineHeight) || 24 : 0;
  return {height: innerHeight, heading: box(document.querySelector(selector)), why: box(why), line: line};
}"""

IN_VIEW = f"""(selector) => {{
  const e = document.querySelector(selector);
  if (!e) return false;
  const r = e.getBoundingClientRect();
  const why = document.querySelector('#feedback .why-wrong');
  const line = why ? parseFloat(getComputedStyle(why).lineHeight) || 24 : 0;
  return r.top >= 0 && r.bottom <= innerHeight && r.top <= innerHeight * {TOP_PART}
    && (!why || why.getBoundingClientRect().top + line <= innerHeight);
}}"""


def in_view(page, selector: str, where: str, misplaced: list[str]) -> None:
    """Wait (a smooth scroll takes a moment) until ``selector`` is at the top of the screen, and the first
    line of why under it; else say where it is."""
    try:
        page.wait_for_function(IN_VIEW, arg=selector, timeout=3_000)
    except PlaywrightTimeout:
        misplaced.append(f"{where}: {page.evaluate(WHERE, selector)}")


def wrong_answer_by_keyboard(page, drill, question, lang: str) -> None:
    """Tab to the options, pick one that is not the answer with the arrow keys, Tab to "Check my answer"
    and press Enter."""
    values = [o.value for o in drill.scene(question).widget.options]
    wrong = values.index(wrong_for(drill.scene(question).widget, drill.expected(question)))
    for _tab in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.name") == "choice":
            break
    page.keyboard.press("Space")
    for _step in range(wrong):
        page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.value") == values[wrong]
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name=CHECK[lang])).to_be_focused()
    page.keyboard.press("Enter")


@pytest.mark.parametrize(("size", "lang"), [("phone", "es"), ("desktop", "en")])
def test_every_drill_opens_its_verdict_at_the_top_of_the_screen(browser, live_server, size, lang):
    if size == "phone":
        context = browser.new_context(**PHONE)
    else:
        context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
    page = context.new_page()
    misplaced: list[str] = []
    by_keyboard = size == "phone"
    for slug, drill in DRILLS.items():
        level = max(drill.LEVELS) if size == "phone" else min(drill.LEVELS)
        page.goto(f"{live_server.url}/{lang}/trainers/{slug}/?seed={SEED}&level={level}")
        drill, question, answer, href = shown(page)
        widget = drill.scene(question).widget
        where = f"{size} {lang} {slug} level {level}"
        if by_keyboard and widget.kind == CHOICE:
            wrong_answer_by_keyboard(page, drill, question, lang)
            by_keyboard = False
        else:
            give(page, drill, question, wrong_for(widget, answer))
            page.get_by_role("button", name=CHECK[lang]).click()
        expect(page.locator("#feedback .verdict")).to_have_text(WRONG[lang])
        expect(page.locator("#feedback")).to_be_focused()
        expect(page.locator("#feedback tbody tr").first).to_have_class("bad")
        in_view(page, "#feedback .verdict", f"{where}, wrong", misplaced)

        next_question_by_keyboard(page, tabs=40)  # the new prompt has the focus
        expect(page.locator(".share-link")).not_to_have_attribute("href", href)
        in_view(page, "#prompt", f"{where}, next question", misplaced)
        drill, question, answer, _href = shown(page)
        give(page, drill, question, answer)
        page.get_by_role("button", name=CHECK[lang]).click()
        expect(page.locator("#feedback .verdict")).to_have_text(RIGHT[lang])
        expect(page.locator("#feedback")).to_be_focused()
        in_view(page, "#feedback .verdict", f"{where}, right", misplaced)
    context.close()
    assert not by_keyboard, "no drill asked with options on the phone: answer another one by keyboard"
    assert misplaced == []

