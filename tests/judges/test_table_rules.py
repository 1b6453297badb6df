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
