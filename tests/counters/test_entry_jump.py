"""On a phone the next round's form comes screens down, after the standings (and, on a new sheet, the links to
share): every sheet with a form to fill opens with one tap to it, right under what was just saved, in both
languages; a sheet only viewed, or over, has no form and no such link."""

import re

import pytest

pytestmark = pytest.mark.django_db

STARTS = {
    "papayoo": {"player": ["Ana", "Bea", "Cris"], "dealer": "1", "ending": "rounds", "threshold": "250"},
    "paulo": {"team_a": "Us", "team_b": "Them", "players": "4", "scoring": "chinos", "target": ""},
    "cirulo": {"player": ["Ana", "Bea", "Cris", "Dani"], "pack": "40"},
    "tute": {"player": ["Ana", "Bea", "Carmen"], "muestra": "yes", "tute": "source", "ties": "shared",
             "ending": "deals"},
    "docena": {"player": ["Ana", "Bea", "Cris", "Dani"], "price": "10", "reganche_price": "15", "vueltas": "1"},
}
SAID = {("en", "papayoo"): "Enter the next round", ("es", "papayoo"): "Anotar la siguiente ronda",
        ("en", ""): "Enter the next hand", ("es", ""): "Anotar la siguiente mano"}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", list(STARTS))
def test_a_sheet_opens_with_one_tap_to_its_next_rounds_form(client, lang, game):
    started = client.post(f"/{lang}/counters/{game}/", STARTS[game])
    assert started.status_code == 302, started.content.decode()[:2000]
    html = client.get(started["Location"]).content.decode()
    jump = re.search(r'<p class="entry-jump no-print"><a class="button primary" href="#([\w-]+)">([^<]+)</a>', html)
    assert jump, html[:3000]
    assert jump.group(2) == SAID.get((lang, game), SAID[(lang, "")])
    section = html.index(f'<section id="{jump.group(1)}" class="round-entry"')
    assert "<form" in html[section:] and jump.start() < section
    # At the top of the sheet: before the table's rules, the links to share and the standings, under the title.
    h1 = html.index("<h1")
    for later in ('id="sheet-table"', 'id="share"', 'class="round-entry"'):
        if later in html:
            assert h1 < jump.start() < html.index(later), later
    view = re.search(r'href="(?:https?://[^/"]+)?(/[^"]+/view/[^"]*)"', html)
    assert view, "the view-only link"
    viewed = client.get(view.group(1))
    assert viewed.status_code == 200 and "entry-jump" not in viewed.content.decode()
