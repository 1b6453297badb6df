"""A judge at a table that keeps its own rules, on a 360 px phone with the keyboard only, in both languages and
for one table of every game that has tables (a game whose only option is its players has none): the judge names the table ("Table rules: Dúrcal · change"), the verdict that
follows the cards as they are picked is the one the table's rules give (docs/rules-decisions.md §40), and the
link to share carries the rules it depends on.

Picking by keyboard is the same page in either language, its words aside: each game's judge is worked in one
language, the two alternating over the games, and then opened in the other with the same cards in its address,
for what differs by language (the table's line, the verdict's words, the width of the page)."""

import re

import pytest
from django.test import Client
from playwright.sync_api import expect

from naipes_site import table_rules
from tests.e2e.conftest import errors_of
from tests.e2e.test_counters import tab_to
from tests.e2e.test_judges_live import pick_by_keyboard

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
LINE = {"es": ("Reglas de la mesa", "cambiar"), "en": ("Table rules", "change")}

TABLES = {
    # With bastos as muestra the Andorra (3B) and the Tuerto (11O) meet: Dúrcal's order gives it to the Tuerto.
    "paulo": ("durcal", "paulo/trick/?muestra=B&led=3B", "cards", ("11O",), "order=durcal", True),
    # The 48-card pack's eights and nines: only a table that plays it has them to judge.
    "cirulo": ("sabelotodo", "cirulo/trick/?led=8O", "cards", ("9O",), "pack=48", True),
    # Without muestra nothing is trumps before a forty: the ace of copas led keeps the trick from the two of oros.
    "tute": ("sin-muestra", "tute/trick/?led=1C", "cards", ("2O",), "muestra=", False),
    # How a Papayoo game ends decides no trick: the link carries the position alone.
    "papayoo": ("half-hour", "papayoo/trick/?led=1P", "cards", ("3P",), "", False),
    # Hands with nothing tie at a table that says so (a custom code): the standard gives it to the higher card.
    "docena": ("e1-n2", "docena/?a=11O,2B,3C", "b", ("5O", "10C", "10E"), "nada_rule=tie", True),
}
"""game → (its table, the judge's position, the field picked by keyboard, the cards picked, what the link to share
carries, whether the table changes this very verdict)."""


def headline(lang: str, game: str, path: str, picker: str, cards: tuple[str, ...], table: str | None) -> str:
    """The verdict the server gives for the whole position, under ``table`` (a kept cookie) or the standard."""
    client = Client()
    if table:
        client.cookies[table_rules.cookie_name(game)] = table
    joiner = "&" if "?" in path else "?"
    response = client.get(f"/{lang}/judges/{path}{joiner}{picker}={','.join(cards)}")
    verdict = response.context["judgement"].verdict
    return verdict.headline if verdict else response.context["judgement"].error


FLOW_LANG = dict(zip(TABLES, ["es", "en"] * len(TABLES), strict=False))
"""The language each game's judge is worked in by keyboard; the other one's page is opened and read."""


def names_the_table_and_fits(page, game: str, lang: str) -> None:
    said, change = LINE[lang]
    line = page.locator(".table-rules")
    expect(line).to_contain_text(f"{said}: ")
    expect(line.get_by_role("link", name=change, exact=True)).to_have_attribute("href", f"/{lang}/{game}/table/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


@pytest.mark.parametrize("game", list(TABLES))
def test_a_judge_at_a_kept_table_judges_under_its_rules_by_keyboard_on_a_phone(browser, live_server, game):
    lang = FLOW_LANG[game]
    other = "en" if lang == "es" else "es"
    code, path, picker, cards, carried, changes = TABLES[game]
    expected = {each: headline(each, game, path, picker, cards, code) for each in ("es", "en")}
    if changes:
        for each in ("es", "en"):
            assert expected[each] != headline(each, game, path, picker, cards, None)
    context = browser.new_context(**PHONE)
    context.add_cookies([{"name": table_rules.cookie_name(game), "value": code, "url": live_server.url}])
    page = context.new_page()
    errors = errors_of(page)
    page.goto(f"{live_server.url}/{lang}/judges/{path}")
    names_the_table_and_fits(page, game, lang)

    page.evaluate("window.samePage = true")
    tab_to(page, f"input[name={picker}]", limit=160)
    pick_by_keyboard(page, cards)
    expect(page.locator("#verdict-now")).to_have_text(expected[lang])
    if carried:  # the rules the verdict depends on travel with the link to share
        expect(page.locator(".share-link")).to_have_attribute("href", re.compile(re.escape(carried)))
    assert page.evaluate("window.samePage") is True  # the verdict followed the cards without a page load
    assert page.evaluate("document.documentElement.scrollWidth") <= 360

    # The other language: the same position with the same cards, in its own words.
    joiner = "&" if "?" in path else "?"
    page.goto(f"{live_server.url}/{other}/judges/{path}{joiner}{picker}={','.join(cards)}")
    names_the_table_and_fits(page, game, other)
    expect(page.locator("#verdict-now")).to_have_text(expected[other])
    if carried:
        expect(page.locator(".share-link")).to_have_attribute("href", re.compile(re.escape(carried)))
    context.close()
    assert errors == []
