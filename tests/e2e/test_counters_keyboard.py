"""The Tute, Cirulo and La Docena counters by keyboard only: Tab to a field, type, arrows and Space for radios
and checkboxes, Enter to save. Each flow has one hand the engine refuses and its fix; Spanish for Tute and
La Docena, English for Cirulo. Facts: docs/rules-decisions.md §19 (no forty when the muestra is the rey of
trumps), rules-decisions §12 (58 tantos of oros) and source 004, the deal and betting (the entró is 4 stones
with four players)."""

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def tab_to(page: Page, selector: str, limit: int = 250, key: str = "Tab") -> None:
    """Press Tab (or ``key``, such as Shift+Tab) until the focused element matches ``selector``."""
    for _ in range(limit):
        page.keyboard.press(key)
        if page.evaluate("s => document.activeElement && document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def arrow_to(page: Page, selector: str, limit: int = 8) -> None:
    """Move through a radio group with the arrow keys (each step checks the radio) until ``selector``."""
    for _ in range(limit):
        if page.evaluate("s => document.activeElement.matches(s)", selector):
            page.keyboard.press("Space")
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"the arrows never reached {selector}")


def type_into(page: Page, selector: str, text: str) -> None:
    tab_to(page, selector)
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type(text)


def start(page: Page, game: str, names: list[str]) -> None:
    for box, name in enumerate(names, start=1):
        type_into(page, f"#{game}-player-{box}", name)
    page.keyboard.press("Enter")  # a text field submits its own form


def save(page: Page) -> None:
    tab_to(page, '#round-form button[type="submit"]')
    page.keyboard.press("Enter")


def test_a_tute_hand_by_keyboard_only_in_spanish(page: Page, live_server):
    page.goto(f"{live_server.url}/es/counters/#tute")
    start(page, "tute", ["Ana", "Bea", "Carmen"])
    expect(page.locator("h1")).to_have_text("Hoja de puntos del tute")

    tab_to(page, 'input[name="muestra"]')
    page.keyboard.press("ArrowRight")  # oros -> copas
    tab_to(page, 'input[name="muestra_rank"]')
    arrow_to(page, 'input[name="muestra_rank"][value="12"]')  # the rey de copas is the muestra
    type_into(page, "#points-0", "60")
    tab_to(page, '#seat-0 input[name="acuses_0"][value="C"]')
    page.keyboard.press("Space")  # Ana claims the forty in copas
    type_into(page, "#points-1", "35")
    type_into(page, "#points-2", "25")
    # "Took the last trick" is one radio group across the seats: back into it, then arrows to Carmen.
    tab_to(page, 'input[name="last"]', key="Shift+Tab")
    arrow_to(page, '#seat-2 input[name="last"]')
    save(page)
    expect(page.get_by_role("alert")).to_contain_text(
        "Ana tiene cantadas las cuarenta en copas, pero la muestra era el rey de copas.")
    expect(page.locator("#points-1")).to_have_value("35")  # nothing typed is lost

    tab_to(page, '#seat-0 input[name="acuses_0"][value="C"]')
    page.keyboard.press("Space")  # untick it
    tab_to(page, '#seat-1 input[name="acuses_1"][value="E"]')
    page.keyboard.press("Space")  # Bea's twenty in espadas stands
    save(page)
    expect(page.locator(".message.ok")).to_have_text("Mano 1 guardada.")
    assert page.locator("tfoot tr:nth-child(2) td").all_inner_texts() == ["60", "55", "35"]


def test_a_cirulo_hand_by_keyboard_only_in_english(page: Page, live_server):
    page.goto(f"{live_server.url}/en/counters/#cirulo")
    start(page, "cirulo", ["Ana", "Bea", "Cris"])
    expect(page.locator("h1")).to_contain_text("Cirulo")
    for seat in range(3):
        tab_to(page, f'input[name="trick_{seat}"]')
        page.keyboard.press("Space")
    type_into(page, "#tantos-0", "40")
    type_into(page, "#tantos-1", "10")
    page.keyboard.press("Enter")
    expect(page.get_by_role("alert")).to_contain_text("8 short of the 58")
    expect(page.locator("#tantos-0")).to_have_value("40")
    type_into(page, "#tantos-1", "18")
    page.keyboard.press("Enter")
    expect(page.locator(".message.ok")).to_have_text("Hand 1 saved.")
    assert page.locator("tfoot td.total").all_inner_texts() == ["-40", "-18", "58"]


def test_a_docena_hand_by_keyboard_only_in_spanish(page: Page, live_server):
    page.goto(f"{live_server.url}/es/counters/#docena")
    start(page, "docena", ["Ana", "Bea", "Cris", "Dani"])
    expect(page.locator("h1")).to_contain_text("docena")
    for seat, stake in enumerate([2, 4, 4, 4]):
        type_into(page, f"#stake-{seat}", str(stake))
    tab_to(page, 'input[name="winner"]', key="Shift+Tab")
    arrow_to(page, '#seat-1 input[name="winner"]')
    save(page)
    expect(page.get_by_role("alert")).to_contain_text("menos que el entró de 4")
    expect(page.locator("#stake-1")).to_have_value("4")
    # Bea wins with the highest stake matched (a winner who put in less would have folded: rules-decisions §37).
    type_into(page, "#stake-0", "4")
    page.keyboard.press("Enter")
    expect(page.locator(".message.ok")).to_have_text("Mano 1 guardada.")
    assert page.locator("tfoot td.total").all_inner_texts() == ["32", "48", "32", "32"]
