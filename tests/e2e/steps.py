"""Browser steps that several tests take the same way: a phone; a score sheet started and followed from a
second phone, a hand refused then fixed, an undo, hand 1 edited; the next trainer question by keyboard."""

from playwright.sync_api import Page, expect

PHONE_SIZE = {"width": 360, "height": 740}
PHONE = {"viewport": PHONE_SIZE, "has_touch": True, "is_mobile": True}
"""A 360 x 740 touch phone, as ``browser.new_context(**PHONE)`` opens it."""


def open_counter(page: Page, live_server, lang: str, game: str, players: list[str], phone: bool = False) -> None:
    """The counters page at ``game``'s start form (on a phone's screen if ``phone``), its player boxes filled
    in order."""
    if phone:
        page.set_viewport_size(PHONE_SIZE)
    page.goto(f"{live_server.url}/{lang}/counters/#{game}")
    for box, name in enumerate(players, start=1):
        page.locator(f"#{game}-player-{box}").fill(name)


def start_on_two_phones(page: Page, start: str) -> Page:
    """Start the sheet whose form ``page`` shows (``start`` names its button) and open the sheet on a second
    phone, which follows it without reloading; the second phone's page is returned."""
    page.get_by_role("button", name=start).click()
    expect(page.locator("#round-form")).to_be_visible()
    other = page.context.browser.new_context(viewport=PHONE_SIZE).new_page()
    other.goto(page.url)
    return other


def fill_seats(page: Page, box: str, values: dict[int, int]) -> None:
    """Type each seat's number into its box of the hand's form, ``#<box>-<seat>``."""
    for seat, value in values.items():
        page.locator(f"#{box}-{seat}").fill(str(value))


def totals_row(page: Page) -> list[str]:
    """The sheet's running totals, one a player, as its last row shows them."""
    return page.locator("tfoot td.total").all_inner_texts()


def refused_then_saved(page: Page, words: dict[str, str], why: str, fix: dict[str, str]) -> None:
    """Save the hand: the engine refuses it, the alert saying ``why``, and the form keeps what was typed; the
    boxes of ``fix`` (a selector, its new value) corrected, it is saved as hand 1."""
    typed = {box: page.locator(box).input_value() for box in fix}
    page.get_by_role("button", name=words["save"]).click()
    expect(page.get_by_role("alert")).to_contain_text(why)
    for box, value in fix.items():
        expect(page.locator(box)).to_have_value(typed[box])
        page.locator(box).fill(value)
    page.get_by_role("button", name=words["save"]).click()
    expect(page.locator(".message.ok")).to_have_text(words["saved"])


def undo(page: Page, words: dict[str, str]) -> None:
    """Undo the last change: the sheet says which hand was undone."""
    page.get_by_role("button", name=words["undo"], exact=True).click()
    expect(page.locator(".message.ok")).to_contain_text(words["undone"])


def edit_hand_1(page: Page, words: dict[str, str], fix: dict[str, str], shows: dict[str, str] | None = None) -> None:
    """Open hand 1 for editing (its form showing ``shows``, a selector to a value), change the boxes of ``fix``
    and save it."""
    page.locator('a.edit-link[href$="/hands/1/"]').click()
    for box, value in (shows or {}).items():
        expect(page.locator(box)).to_have_value(value)
    for box, value in fix.items():
        page.locator(box).fill(value)
    page.get_by_role("button", name=words["save1"]).click()


def fits_the_phone_and_close(page: Page, other: Page) -> None:
    """The sheet never scrolls sideways on the phone; the second phone is closed, so that its live poll does
    not outlive the test."""
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_SIZE["width"]
    other.context.close()


def next_question_by_keyboard(page: Page, tabs: int) -> None:
    """From the feedback, Tab (at most ``tabs`` times) to "Next question" and press Enter: the next question's
    prompt has the focus."""
    for _tab in range(tabs):
        page.keyboard.press("Tab")
        if "next-button" in (page.evaluate("document.activeElement.className") or ""):
            break
    page.keyboard.press("Enter")
    expect(page.locator("#prompt")).to_be_focused()


def tab_until(page: Page, selector: str, most: int = 200) -> None:
    """Press Tab until the focused element matches ``selector`` (at once if it already does): keyboard only."""
    for _ in range(most):
        if page.evaluate("sel => document.activeElement?.matches(sel)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")
