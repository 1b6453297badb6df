"""The judges judge under the table's rules this browser keeps, and their link to share carries them
(docs/rules-decisions.md §40)."""

from __future__ import annotations

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

LANGS = ["es", "en"]
# With bastos as muestra the Andorra (3B) and the Tuerto (11O) meet: the table's order decides (§2).
TRICK = "muestra=B&led=3B&cards=11O,5O,6O"


def durcal_table(lang: str) -> Client:
    client = Client()
    assert client.post(f"/{lang}/paulo/table/", {"profile": "durcal"}).status_code == 303
    return client


@pytest.mark.parametrize("lang", LANGS)
def test_a_judge_opened_without_options_judges_under_the_kept_table_and_says_so(lang):
    response = durcal_table(lang).get(f"/{lang}/judges/paulo/trick/?{TRICK}")
    html = response.content.decode()
    assert response.status_code == 200
    assert re.search(r'<option value="durcal" selected>', html)
    assert ("Reglas de la mesa" if lang == "es" else "Table rules") + ": <strong>Dúrcal</strong>" in html
    assert "order=durcal" in response.context["share_url"] and "strict_follow=true" in response.context["share_url"]
    standard = Client().get(f"/{lang}/judges/paulo/trick/?{TRICK}")
    assert standard.context["judgement"].verdict != response.context["judgement"].verdict


@pytest.mark.parametrize("lang", LANGS)
def test_a_form_sent_says_what_it_says_even_a_box_unticked(lang):
    response = durcal_table(lang).get(f"/{lang}/judges/paulo/play/?players=4&order=durcal&deck_variant=default")
    assert re.search(r'name="strict_follow" value="1">', response.content.decode())
    assert "strict_follow" not in response.context["share_url"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_judges_link_may_carry_a_profile(lang):
    response = Client().get(f"/{lang}/judges/paulo/trick/?{TRICK}&profile=durcal")
    assert re.search(r'<option value="durcal" selected>', response.content.decode())
    assert "profile=" not in response.context["share_url"]


def test_a_judge_of_another_game_is_not_touched_by_this_games_table():
    client = durcal_table("en")
    response = client.get("/en/judges/tute/trick/")
    assert response.status_code == 200 and "Table rules: <strong>Standard</strong>" in response.content.decode()


@pytest.mark.parametrize(("lang", "kind", "position"), [
    (lang, kind, position) for lang in LANGS for kind, position in (
        ("trick", "led=1O&cards=3C"), ("play", "hand=1O,3C&led=1E"), ("points", "cards=1O,3O"))])
def test_a_table_without_muestra_is_a_position_without_muestra_in_every_tute_judge(lang, kind, position):
    """Tute's muestra is a table option (with or without, §19) and the position's suit: a table without it
    judges positions with no muestra, the forty making trumps, never a refusal of the word "false"."""
    client = Client()
    assert client.post(f"/{lang}/tute/table/", {"profile": "sin-muestra"}).status_code == 303
    for response in (client.get(f"/{lang}/judges/tute/{kind}/?{position}"),
                     Client().get(f"/{lang}/judges/tute/{kind}/?{position}&profile=sin-muestra")):
        judgement = response.context["judgement"]
        assert response.status_code == 200 and not judgement.error, judgement.error
        assert judgement.verdict is not None
        assert "muestra=false" not in response.context["share_url"]
        assert re.search(r'<option value="" selected>', response.content.decode())
    if kind == "trick":  # without muestra and no forty, nothing is trumps: the ace led takes the three of copas
        assert judgement.verdict.data["reason"] == "no_trump_yet"


@pytest.mark.parametrize("lang", LANGS)
def test_a_tute_position_that_names_its_muestra_still_follows_the_tables_other_rules(lang):
    """The muestra is the position's suit, not a choice of rules against the table: naming it keeps the table."""
    client = Client()
    code = "tute:o1"
    assert client.post(f"/{lang}/tute/table/", {"profile": code}).status_code == 303
    response = client.get(f"/{lang}/judges/tute/play/?muestra=O&stock_empty=1&hand=1C,3C&led=1E")
    assert response.status_code == 200 and not response.context["judgement"].error
    assert "over_trump=free_discard" in response.context["share_url"] and "muestra=O" in response.context["share_url"]


# --- The players are no option of a table (docs/rules-decisions.md §39, §41): naming them keeps the table. ---

TABLE_WITH_PLAYERS = [
    # Under Dúrcal's order the Tuerto (caballo de oros) is above the Andorra (the three of the muestra, copas).
    ("paulo/trick/?profile=durcal&led=3C&cards=11O&players=6&muestra=C", {"card": "11O"}),
    # Dúrcal's strict following: holding the suit led, the trump may not be played.
    ("paulo/play/?profile=durcal&muestra=C&players=6&led=12O&hand=3O&hand=5C", {"legal": ["3O"]}),
    # sabelotodo plays the 48-card pack: its nines are cards of the game.
    ("cirulo/trick/?profile=sabelotodo&players=4&led=9C&cards=12C", {"card": "12C"}),
    # Free discard once the stock is gone: a player who cannot over-trump may discard.
    ("tute/play/?profile=tute:o1&players=4&muestra=O&stock_empty=1&led=3C&cards=1O&hand=2O,5E",
     {"legal": ["2O", "5E"]}),
    # Hands with nothing compared card by card: no tie.
    ("docena/?profile=docena:n1&players=8&a=3C,2E,1B&b=3E,2C,12O", {"winner": "a"}),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("path", "expected"), TABLE_WITH_PLAYERS)
def test_a_link_naming_the_players_is_judged_under_the_table_it_names(path, expected, lang):
    """The links the site's search answers build name the players: the table still applies, and is named."""
    response = Client().get(f"/{lang}/judges/{path}")
    judgement = response.context["judgement"]
    assert response.status_code == 200 and not judgement.error, judgement.error
    assert {key: judgement.verdict.data[key] for key in expected} == expected
    assert ("Reglas de un enlace" if lang == "es" else "Rules from a link") in response.content.decode()


@pytest.mark.parametrize("lang", LANGS)
def test_a_kept_table_stays_when_the_judges_link_names_the_players(lang):
    response = durcal_table(lang).get(f"/{lang}/judges/paulo/trick/?players=6&muestra=C&led=3C&cards=11O")
    assert response.context["judgement"].verdict.data["card"] == "11O"
    assert ("Reglas de la mesa" if lang == "es" else "Table rules") + ": <strong>Dúrcal</strong>" in response.content.decode()


def table_line(html: str) -> str:
    return re.search(r'<div class="table-rules[^"]*" id="table-rules"[^>]*>(.*?)</div>', html, re.S).group(1)


@pytest.mark.parametrize("lang", LANGS)
def test_a_form_sent_with_other_options_than_the_tables_names_what_it_applies_not_the_table(lang):
    """Dúrcal kept, its box of strict following unticked: the judge plays the form's rules and says so."""
    client = durcal_table(lang)
    response = client.get(f"/{lang}/judges/paulo/play/?players=6&order=durcal&deck_variant=default&muestra=C"
                          "&led=12O&hand=3O,5C")
    assert response.context["judgement"].verdict.data["legal"] == ["3O", "5C"]
    line = table_line(response.content.decode())
    # Named in words as a custom table (its trump order is Dúrcal's), never as the table Dúrcal.
    assert "<strong>Dúrcal</strong>" not in line
    assert ("Reglas tal como las fija el formulario" if lang == "es" else "Rules as the form sets them") in line
    assert ("A medida: orden de Dúrcal; tanteo por cuernos" if lang == "es" else "Custom: Dúrcal order; cuernos scoring") in line
    # The same form with the box ticked is Dúrcal's: the table is applied, and named.
    ticked = client.get(f"/{lang}/judges/paulo/play/?players=6&order=durcal&deck_variant=default&strict_follow=1"
                        "&muestra=C&led=12O&hand=3O,5C")
    assert ticked.context["judgement"].verdict.data["legal"] == ["3O"]
    assert "<strong>Dúrcal</strong>" in table_line(ticked.content.decode())


@pytest.mark.parametrize("lang", LANGS)
def test_the_verdict_box_brings_the_table_line_along_as_options_change(lang):
    """htmx swaps the verdict box alone: the line naming the rules judged by comes with it (out of band)."""
    response = durcal_table(lang).get(f"/{lang}/judges/paulo/trick/?players=6&order=default&deck_variant=default"
                                      "&muestra=C&led=3C&cards=11O", HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert 'id="table-rules" hx-swap-oob="true"' in html and "Dúrcal" not in table_line(html)  # cuernos alone
    assert response.context["judgement"].verdict.data["card"] == "3C"


def test_a_table_rule_no_field_of_the_judge_sets_still_applies_once_its_form_is_sent():
    """Tute's three-player deck leaves out the table's two (here the two of bastos): the judges' forms have no
    field for it, so a form sent keeps the table's."""
    client = Client()
    assert client.post("/en/tute/table/", {"profile": "tute:d2b"}).status_code == 303
    response = client.get("/en/judges/tute/play/?players=3&muestra=O&over_trump=must_trump&led=2O&hand=3O")
    assert response.status_code == 200 and not response.context["judgement"].error
    refused = client.get("/en/judges/tute/play/?players=3&muestra=O&over_trump=must_trump&led=2B&hand=3O")
    assert refused.status_code == 400
