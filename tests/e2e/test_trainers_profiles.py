"""A trainer under the table's rules, keyboard only: choose Dúrcal for Paulo, open rank-the-trumps, rank the trumps
in Dúrcal's order (the Tuerto above the Andorra) and see the table named on the page and in the verdict; once in
each language, the Spanish one on a 360 px phone."""

import re

import pytest
from playwright.sync_api import Page, expect

from naipes import profiles
from tests.e2e.test_counters import tab_to
from tests.trainers.test_table_views import durcal_seed
from trainers import tokens
from trainers.drills import DRILLS, new_question

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 360, "height": 740}
WORDS = {
    "es": {"table": "Reglas de la mesa: Dúrcal", "right": "¡Bien!", "judged": "Corregida con las reglas de tu mesa: Dúrcal"},
    "en": {"table": "Table rules: Dúrcal", "right": "Right!", "judged": "Judged under your table’s rules: Dúrcal"},
}


def order_now(page: Page) -> list[str]:
    return page.evaluate("[...document.querySelectorAll('.order-item select')].map(s => s.id.slice(4))")


def fits(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], page.url


@pytest.mark.parametrize(("lang", "phone"), [("es", True), ("en", False)])
def test_rank_the_trumps_at_a_durcal_table_by_keyboard(page: Page, live_server, lang, phone):
    words = WORDS[lang]
    if phone:
        page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/{lang}/paulo/table/")
    tab_to(page, 'input[name="profile"]')  # the checked radio: the standard
    page.keyboard.press("ArrowDown")  # Lanjarón
    page.keyboard.press("ArrowDown")  # Dúrcal
    expect(page.locator("#profile-durcal")).to_be_checked()
    tab_to(page, "form button[type=submit]")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"/{lang}/paulo/$"))

    page.goto(f"{live_server.url}/{lang}/trainers/")
    tab_to(page, f'a[href="/{lang}/trainers/paulo-trumps/"]')
    page.keyboard.press("Enter")
    expect(page.locator(".table-rules")).to_contain_text(words["table"])
    # A question whose cards the standard order would rank otherwise, so the verdict proves the table.
    seed = durcal_seed()
    page.goto(f"{live_server.url}/{lang}/trainers/paulo-trumps/?seed={seed}&level=1")
    expect(page.locator(".table-rules")).to_contain_text(words["table"])
    expect(page.locator(".share-link")).to_have_attribute("href", re.compile(r"profile=durcal"))
    if phone:
        fits(page)

    question = new_question("paulo-trumps", tokens.rng(seed, tokens.PAGE), 1, profiles.profile("paulo", "durcal"))
    answer = DRILLS["paulo-trumps"].expected(question)
    expect(page.locator("[data-order-list][data-enhanced]")).to_have_count(1)
    for position, code in enumerate(answer):
        moves = order_now(page).index(code) - position
        if moves:
            tab_to(page, f".order-item:has(#pos-{code}) [data-move=up]")
            for _step in range(moves):
                page.keyboard.press("Enter")
    assert order_now(page) == answer
    tab_to(page, ".check-button")
    page.keyboard.press("Enter")
    expect(page.locator("#feedback .verdict")).to_have_text(words["right"])
    expect(page.locator("#feedback .judged-under")).to_contain_text(words["judged"])
    if phone:
        fits(page)
