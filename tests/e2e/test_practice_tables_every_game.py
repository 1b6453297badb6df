"""A practice hand at a table that keeps its own rules, for the games besides Paulo (whose whole hand is played in
``test_practice_tables``): dealt from the practice page with the keyboard on a 360 px phone, in both languages,
the hand names the table ("Table rules: sabelotodo (48 cards) · change"), its links keep it, and the learner's
first action, taken with the keyboard, goes on under it (docs/rules-decisions.md §42).

The keyboard flow is the same page in either language, its words aside: each game plays it in one language,
the two alternating over the games, and then opens the same start page and the same hand in the other language
for what differs by language (the table's name and the words around it, the width of the page)."""

import re

import pytest
from playwright.sync_api import expect

from naipes_site import table_rules
from tests.e2e.conftest import errors_of
from tests.e2e.test_counters import tab_to

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
TABLES = {"cirulo": ("sabelotodo", {"es": "sabelotodo (48 cartas)", "en": "sabelotodo (48 cards)"}),
          "tute": ("sin-muestra", {"es": "Sin muestra", "en": "Without muestra"}),
          "papayoo": ("half-hour", {"es": "Partida de media hora", "en": "Half-hour game"}),
          "docena": ("e1-n2", {"es": "A medida: empates: se reparte el centro; sin combinación: todas empatan", "en": "Custom: ties split the centre; no combination: all tie"})}
ACTION = {"cirulo": "button[name=play]:not(.dimmed)", "tute": "button[name=play]:not(.dimmed)",
          "docena": "button[name=do]"}
"""The learner's first action by keyboard: a card the table lets him play, or La Docena's first button.
(Papayoo's hand opens with the pass of five cards, which ``test_practice`` plays.)"""
NEW_HAND = {"es": "Repartir otra mano", "en": "Deal a new hand"}
SAID = {"es": ("Reglas de la mesa", "cambiar"), "en": ("Table rules", "change")}


FLOW_LANG = dict(zip(TABLES, ["es", "en"] * len(TABLES), strict=False))
"""The language each game's keyboard flow is played in; the other one's pages are opened and read."""


def start_page_names_the_table(page, live_server, game: str, lang: str) -> None:
    code, names = TABLES[game]
    page.goto(f"{live_server.url}/{lang}/practice/")
    expect(page.locator("section.practice-start", has=page.locator(f"#start-{game}")).locator(".table-rules")
           ).to_contain_text(f"{SAID[lang][0]}: {names[lang]}")


def hand_names_the_table(page, game: str, lang: str) -> None:
    code, names = TABLES[game]
    said, change = SAID[lang]
    line = page.locator("#table-rules")
    expect(line).to_contain_text(f"{said}: {names[lang]}")
    expect(line.get_by_role("link", name=re.compile(change))).to_have_attribute("href", f"/{lang}/{game}/table/")
    new_hand = page.get_by_role("link", name=NEW_HAND[lang], exact=True).last  # the deal's tools
    expect(new_hand).to_have_attribute("href", re.compile(rf"profile={re.escape(code)}"))
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


@pytest.mark.parametrize("game", list(TABLES))
def test_a_hand_dealt_at_a_kept_table_names_it_and_goes_on_under_it(browser, live_server, game):
    lang = FLOW_LANG[game]
    other = "en" if lang == "es" else "es"
    code, names = TABLES[game]
    said, change = SAID[lang]
    context = browser.new_context(**PHONE)
    context.add_cookies([{"name": table_rules.cookie_name(game), "value": code, "url": live_server.url}])
    page = context.new_page()
    errors = errors_of(page)
    start_page_names_the_table(page, live_server, game, lang)
    tab_to(page, f'#start-{game} ~ form button[type="submit"]', limit=250)
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"[?&](seed|h)="))
    hand_names_the_table(page, game, lang)
    dealt = page.url

    if game in ACTION:
        before = page.url
        tab_to(page, ACTION[game], limit=250)
        page.keyboard.press("Enter")
        page.wait_for_function("before => location.href !== before", arg=before)
        expect(page.locator("#table-rules")).to_contain_text(f"{said}: {names[lang]}")
        if game != "docena":  # La Docena's table travels in its signed state
            assert f"profile={code}" in page.url

    # The other language: the same start page, and the same hand dealt, in its own words.
    start_page_names_the_table(page, live_server, game, other)
    page.goto(dealt.replace(f"/{lang}/", f"/{other}/", 1))
    hand_names_the_table(page, game, other)
    context.close()
    assert errors == []
