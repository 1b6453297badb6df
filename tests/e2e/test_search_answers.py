"""The engine's answer shows first in the header's live results, and a question about a position opens
the matching judge with the position filled in: by keyboard alone and by mouse, in both languages."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.test_search_keyboard import tab_to_search

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("index")]


def typed_answer(page, words: str, results: str, delay: int):
    """The engine's answer in the header's live results (named ``results``) once ``words`` are typed into the
    search box, reached by Tab."""
    tab_to_search(page)
    page.keyboard.type(words, delay=delay)
    listbox = page.get_by_role("listbox", name=results)
    expect(listbox).to_be_visible(timeout=20_000)
    return listbox.locator(".search-answer")


def results_page_answer(browser, live_server, locale: str, path: str):
    """The engine's answer on the results page at ``path``, in a new browser context."""
    page = browser.new_context(locale=locale).new_page()
    page.goto(f"{live_server.url}{path}")
    return page, page.locator("#search-results .search-answer")


def test_spanish_keyboard_a_position_question_opens_the_judge_filled_in(browser, live_server):
    context = browser.new_context(locale="es-ES", viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(f"{live_server.url}/es/")
    answer = typed_answer(page, "¿el 7 de oros gana al as de copas con muestra de oros?", "Resultados", delay=10)
    expect(answer).to_contain_text("¿Quién se lleva la baza? Paulo")
    expect(answer).to_contain_text("siete de oros · as de copas")
    page.keyboard.press("ArrowDown")  # the engine's answer is the first option
    expect(page.locator("#site-search-q")).to_have_attribute("aria-activedescendant", "site-search-option-0")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/es/judges/paulo/trick/\?led=7O&cards=1C&players=6&muestra=O$"))
    expect(page.get_by_text("se lleva la baza.", exact=False).first).to_be_visible()
    context.close()


def test_english_keyboard_a_cards_value_is_answered_above_the_results(browser, live_server):
    context = browser.new_context(locale="en-GB")
    page = context.new_page()
    page.goto(f"{live_server.url}/en/tute/")
    expect(typed_answer(page, "caballo tute", "Results", delay=20)).to_contain_text(
        "In Tute the caballo is worth 3 points.")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/en/tute/#card-values$"))
    context.close()


def test_english_mouse_a_position_from_the_results_page_opens_the_judge(browser, live_server):
    page, answer = results_page_answer(browser, live_server, "en-GB", "/en/search/?q=4B+vs+1O+paulo")
    expect(answer).to_contain_text("Who takes the trick? Paulo")
    answer.get_by_role("link", name="Open the judge with this position").click()
    expect(page).to_have_url(re.compile(r"/en/judges/paulo/trick/\?led=4B&cards=1O&players=4$"))
    expect(page.get_by_text("takes the trick.", exact=False).first).to_be_visible()
    page.context.close()


def test_spanish_mouse_the_answer_shows_on_the_results_page(browser, live_server):
    page, answer = results_page_answer(browser, live_server, "es-ES", "/es/search/?q=cuantas+cartas+se+pasan+en+papayoo")
    expect(answer).to_contain_text("Cartas que se pasan en el Papayoo")
    answer.get_by_role("link", name="El pase").click()
    expect(page).to_have_url(re.compile(r"/es/papayoo/#pass$"))
    page.context.close()


def test_spanish_keyboard_a_followed_result_is_counted_for_the_owner(browser, live_server):
    from search.models import Miss

    context = browser.new_context(locale="es-ES")
    page = context.new_page()
    page.goto(f"{live_server.url}/es/search/?q=renuncio")
    link = page.locator("#search-results .search-results a").first
    link.focus()
    page.keyboard.press("Enter")
    expect(page).not_to_have_url(re.compile(r"/search/"))
    page.wait_for_load_state("load")
    counts: dict[str, int] = {}
    for _ in range(50):  # the beacon may land a moment after the next page
        counts = dict(Miss.objects.filter(lang="es", query="renuncio").values_list("kind", "count"))
        if Miss.CLICKED in counts:
            break
        page.wait_for_timeout(100)
    assert counts == {Miss.SHOWN: 1, Miss.CLICKED: 1}
    context.close()


@pytest.mark.parametrize(("lang", "named"), [("es", "Reglas de la mesa: Dúrcal"), ("en", "Table rules: Dúrcal")])
def test_a_results_page_from_a_link_with_a_table_keeps_answering_under_it_as_you_type(browser, live_server, lang, named):
    """rules-decisions §48: a link's table is not kept, so the results page carries it on while the words change."""
    page, answer = results_page_answer(browser, live_server, lang, f"/{lang}/search/?q=paulo+trumps+copas&profile=paulo:durcal")
    expect(answer).to_contain_text(named)
    box = page.locator("#search-q")
    box.fill("")
    box.type("paulo trumps oros", delay=20)
    expect(answer).to_contain_text("oros")
    expect(answer).to_contain_text(named)
    expect(page).to_have_url(re.compile(r"profile=paulo%3Adurcal"))
    page.context.close()
