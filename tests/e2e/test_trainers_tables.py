"""A trainer at a table that keeps its own rules, for the games besides Paulo (whose flow is
``test_trainers_profiles``): on a 360 px phone, keyboard only, in both languages, the trainer names the table
("Table rules: Sin muestra · change"), its link to share carries it, and the answer comes back judged under it
(docs/rules-decisions.md §39).

The keyboard is the same on the page in either language, its words aside: each game's trainer is answered by
keyboard in one language, the two alternating over the games, and by touch in the other, where its words and
its width are read the same way."""

import re

import pytest
from playwright.sync_api import expect

from naipes_site import table_rules
from tests.e2e.conftest import errors_of
from tests.e2e.test_counters import tab_to

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
TABLES = {"cirulo": ("cirulo-trick", "sabelotodo", {"es": "sabelotodo (48 cartas)", "en": "sabelotodo (48 cards)"}),
          "tute": ("tute-trick", "sin-muestra", {"es": "Sin muestra", "en": "Without muestra"}),
          "docena": ("docena-compare", "e1-n2", {"es": "A medida: empates: se reparte el centro; sin combinación: todas empatan", "en": "Custom: ties split the centre; no combination: all tie"}),
          "papayoo": ("papayoo-which-card", "half-hour", {"es": "Partida de media hora", "en": "Half-hour game"})}
"""Each game's trainer answered by picking one choice, and the table kept for it (La Docena's only named table
is the standard one: a custom code)."""
WORDS = {"es": ("Reglas de la mesa", "cambiar", "Corregida con las reglas de tu mesa"),
         "en": ("Table rules", "change", "Judged under your table’s rules")}


FLOW_LANG = dict(zip(TABLES, ["es", "en"] * len(TABLES), strict=False))
"""The language each game's trainer is answered in by keyboard; the other one answers by touch."""


def asks_under_the_table(page, live_server, game: str, lang: str, seed: int) -> None:
    drill, code, names = TABLES[game]
    said, change, _judged = WORDS[lang]
    page.goto(f"{live_server.url}/{lang}/trainers/{drill}/?level=1&seed={seed}")
    line = page.locator(".table-rules")
    expect(line).to_contain_text(f"{said}: {names[lang]}")
    expect(line.get_by_role("link", name=change, exact=True)).to_have_attribute("href", f"/{lang}/{game}/table/")
    expect(page.locator(".share-link")).to_have_attribute("href", re.compile(rf"profile={re.escape(code)}"))


def judged_under_the_table(page, game: str, lang: str) -> None:
    _drill, _code, names = TABLES[game]
    expect(page.locator("#feedback .verdict")).not_to_be_empty()
    expect(page.locator("#feedback .judged-under")).to_contain_text(f"{WORDS[lang][2]}: {names[lang]}")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


@pytest.mark.parametrize("game", list(TABLES))
def test_a_trainer_at_a_kept_table_asks_and_judges_under_it_by_keyboard_on_a_phone(browser, live_server, game):
    lang = FLOW_LANG[game]
    other = "en" if lang == "es" else "es"
    _drill, code, _names = TABLES[game]
    context = browser.new_context(**PHONE)
    context.add_cookies([{"name": table_rules.cookie_name(game), "value": code, "url": live_server.url}])
    page = context.new_page()
    errors = errors_of(page)
    asks_under_the_table(page, live_server, game, lang, seed=7)
    tab_to(page, "input[name=choice]", limit=160)
    page.keyboard.press("Space")
    tab_to(page, ".check-button")
    page.keyboard.press("Enter")
    judged_under_the_table(page, game, lang)

    # The other language, by touch: another question (each is answered once), its words and its width.
    asks_under_the_table(page, live_server, game, other, seed=8)
    page.locator("input[name=choice]").first.tap()
    page.locator(".check-button").tap()
    judged_under_the_table(page, game, other)
    context.close()
    assert errors == []
