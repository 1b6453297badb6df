"""Browser steps that several tests take the same way: a phone, a score sheet started and watched from a
second phone, the next trainer question reached by keyboard."""

from playwright.sync_api import Page, expect

PHONE_SIZE = {"width": 360, "height": 740}
PHONE = {"viewport": PHONE_SIZE, "has_touch": True, "is_mobile": True}
"""A 360 x 740 touch phone, as ``browser.new_context(**PHONE)`` opens it."""


def open_counter(page: Page, live_server, lang: str, game: str, players: list[str]) -> None:
    """The counters page at ``game``'s start form, its player boxes filled in order."""
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
