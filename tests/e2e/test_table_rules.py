"""A table's rules chosen on a rule page with the keyboard only, on a 360 px phone: the page then says so,
marks the sections it changes, redraws the card order, and compares the choice with the standard; every
game's chooser and compare page the same way, in both languages: the keyboard flow in one, alternating over the
games, the other's pages opened and read for their words, the table's name and their width."""

import re

import pytest
from playwright.sync_api import Page, expect

from naipes import profiles as named
from naipes.games import slugs
from naipes.options import declared
from naipes.profiles import codes
from naipes_site import table_rules
from tests.e2e.test_counters import tab_to

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 360, "height": 740}
WORDS = {
    "es": {"change": "cambiar", "table": "Reglas de la mesa", "use": "Usar en mi mesa", "mark": "Tu mesa juega así",
           "differs": "qué cambia respecto a las reglas estándar", "compared": "Estándar y Dúrcal, comparadas"},
    "en": {"change": "change", "table": "Table rules", "use": "Use for my table", "mark": "Your table plays this way",
           "differs": "what differs from the standard", "compared": "Standard and Dúrcal compared"},
}


def fits(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], page.url


@pytest.mark.parametrize("lang", ["es", "en"])
def test_choose_durcal_with_the_keyboard_see_it_drawn_and_compare_it(page: Page, live_server, lang):
    words = WORDS[lang]
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/{lang}/paulo/")
    expect(page.locator(".table-rules")).to_contain_text(words["table"])
    ladder_before = page.locator(".insert-paulo-ladders").inner_html()
    fits(page)

    tab_to(page, f'.table-rules a[href="/{lang}/paulo/table/"]')
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"/{lang}/paulo/table/$"))
    fits(page)
    tab_to(page, 'input[name="profile"]')  # the group's checked radio: the standard
    expect(page.locator("#profile-standard")).to_be_focused()
    page.keyboard.press("ArrowDown")  # Lanjarón
    page.keyboard.press("ArrowDown")  # Dúrcal
    expect(page.locator("#profile-durcal")).to_be_checked()
    tab_to(page, "form button[type=submit]")
    expect(page.locator(":focus")).to_have_text(words["use"])
    page.keyboard.press("Enter")

    expect(page).to_have_url(re.compile(rf"/{lang}/paulo/$"))
    expect(page.locator(".table-rules")).to_contain_text(f"{words['table']}: Dúrcal")
    expect(page.locator("#durcal + .table-mark, #durcal ~ .table-mark").first).to_contain_text(words["mark"])
    # The card order (its ladders redrawn in Dúrcal's order), Dúrcal's order, cuernos, Dúrcal, strict following.
    assert page.locator(".table-mark").count() == 5
    assert page.locator(".insert-paulo-ladders").inner_html() != ladder_before
    fits(page)

    tab_to(page, f'.table-rules a[href^="/{lang}/paulo/compare/"]')
    expect(page.locator(":focus")).to_have_text(words["differs"])
    page.keyboard.press("Enter")
    expect(page.locator("h1")).to_contain_text(words["compared"])
    expect(page.locator(".compare-table tbody tr")).to_have_count(3)
    fits(page)

    # Kept for this browser: another visit of the page still shows Dúrcal.
    page.goto(f"{live_server.url}/{lang}/paulo/")
    expect(page.locator(".table-rules")).to_contain_text("Dúrcal")


CUSTOM = {"docena": "e1-n2"}
"""The custom code typed for a game whose only profile is the standard (else: its first option changed):
La Docena's ties split the centre and hands with no combination all tie."""


def flow(game: str) -> tuple[str, str]:
    """The key that moves from the standard to the table chosen, and the table's code: the next profile, or,
    for a game whose only profile is the standard, a wrap round to the custom code, typed."""
    profiles = named.profiles(game)
    if len(profiles) > 1:
        return "ArrowDown", profiles[1].slug
    if game in CUSTOM:
        return "ArrowUp", CUSTOM[game]
    first = next(o for o in declared(game) if o.name not in named.TABLE_FIELDS)
    return "ArrowUp", codes.encode(game, {first.name: next(v for v in first.values if v != first.default)})


EVERY_GAME = {game: flow(game) for game in sorted(
    (g for g in slugs() if {o.name for o in declared(g)} - named.TABLE_FIELDS), key=lambda g: len(named.profiles(g)) == 1)}
"""Each game with a table of its own (a game whose only option is its players has none), the games with named
profiles first: its flow."""


FLOW_LANG = dict(zip(EVERY_GAME, ["es", "en"] * len(EVERY_GAME), strict=False))
"""The language each game's chooser is worked in by keyboard (the same page in either language, its words
aside); afterwards the other language's rule page, chooser and comparison are opened and read."""


def kept_table_read_in(page: Page, live_server, game: str, lang: str) -> None:
    """The rule page, the chooser and the comparison in ``lang`` for the table the browser keeps: their words,
    the table's name, the rows and the width of each."""
    words, (_key, code) = WORDS[lang], EVERY_GAME[game]
    table = table_rules.decode(game, code)
    name = table.name(lang)
    page.goto(f"{live_server.url}/{lang}/{game}/")
    expect(page.locator(".table-rules")).to_contain_text(f"{words['table']}: {name}")
    assert page.locator(".table-mark").count() >= 1
    fits(page)
    compare = page.locator(f'.table-rules a[href^="/{lang}/{game}/compare/"]')
    expect(compare).to_have_text(words["differs"])
    href = compare.get_attribute("href")
    page.goto(f"{live_server.url}/{lang}/{game}/table/")
    expect(page.get_by_role("button", name=words["use"], exact=True)).to_be_visible()
    fits(page)
    page.goto(f"{live_server.url}{href}")
    expect(page.locator("h1")).to_contain_text(name)
    rows = table_rules.compare_rows(table_rules.standard(game), table, lang)
    expect(page.locator(".compare-table tbody tr")).to_have_count(len(rows))
    fits(page)


@pytest.mark.parametrize("game", list(EVERY_GAME))
def test_every_game_chooses_a_table_and_compares_it_with_the_keyboard_on_a_phone(page: Page, live_server, game):
    lang = FLOW_LANG[game]
    words, (key, code) = WORDS[lang], EVERY_GAME[game]
    table = table_rules.decode(game, code)
    name = table.name(lang)
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/{lang}/{game}/")
    tab_to(page, f'.table-rules a[href="/{lang}/{game}/table/"]')
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"/{lang}/{game}/table/$"))
    fits(page)
    tab_to(page, 'input[name="profile"]')
    expect(page.locator("#profile-standard")).to_be_focused()
    page.keyboard.press(key)
    if table.profile is None:
        expect(page.locator("#profile-custom")).to_be_checked()
        tab_to(page, "#table-code")
        page.keyboard.type(code)
    else:
        expect(page.locator(f"#profile-{code}")).to_be_checked()
    tab_to(page, "form button[type=submit]")
    expect(page.locator(":focus")).to_have_text(words["use"])
    page.keyboard.press("Enter")

    expect(page).to_have_url(re.compile(rf"/{lang}/{game}/$"))
    expect(page.locator(".table-rules")).to_contain_text(f"{words['table']}: {name}")
    assert page.locator(".table-mark").count() >= 1
    fits(page)

    tab_to(page, f'.table-rules a[href^="/{lang}/{game}/compare/"]')
    expect(page.locator(":focus")).to_have_text(words["differs"])
    page.keyboard.press("Enter")
    expect(page.locator("h1")).to_contain_text(name)
    rows = table_rules.compare_rows(table_rules.standard(game), table, lang)
    expect(page.locator(".compare-table tbody tr")).to_have_count(len(rows))
    fits(page)
    # The second table back to the standard, from the keyboard: the two then play every rule alike.
    tab_to(page, "#compare-b")
    page.keyboard.press("Home")
    tab_to(page, ".table-compare form button[type=submit]")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"b=standard"))
    expect(page.locator(".compare-table")).to_have_count(0)
    fits(page)
    kept_table_read_in(page, live_server, game, "en" if lang == "es" else "es")


NAMED = [pytest.param(g, p.slug, id=f"{g}-{p.slug}") for g in slugs() for p in named.profiles(g) if not p.standard]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize(("game", "slug"), NAMED)
def test_a_profiles_cheat_sheet_still_prints_on_one_a4_page(page: Page, live_server, game, slug, lang):
    page.goto(f"{live_server.url}/{lang}/{game}/cheatsheet/?profile={slug}")
    expect(page.locator(".table-rules")).to_be_visible()
    page.emulate_media(media="print")
    pdf = page.pdf(format="A4", print_background=False)
    assert len(re.findall(rb"/Type\s*/Page(?!s)", pdf)) == 1
