"""The question bank under a table's rules (rules-decisions §39): a download asked for under a named table or a
table code draws the same seeds under those rules and says so in each question and in the file's title, in the
file's language; a table the game does not have is a message naming what is wrong, never a 500."""

from __future__ import annotations

import json

import pytest

from naipes_site import table_rules
from tests.bank.test_views import body
from trainers.bank.items import drill_selection

pytestmark = pytest.mark.django_db

QUERY = "/en/trainers/bank/download/?drill=paulo-trumps&level=1&count=6&seed=3&format=json"


@pytest.mark.parametrize(("lang", "line"), [("es", "Reglas de la mesa: Dúrcal"), ("en", "Table rules: Dúrcal")])
def test_a_download_under_a_named_table_names_it_in_each_question(client, lang, line):
    response = client.get(f"{QUERY}&lang={lang}&profile=durcal")
    assert response.status_code == 200
    assert "durcal" in response["Content-Disposition"]
    data = json.loads(body(response))
    assert data["meta"]["table"] == "paulo:durcal" and line in data["meta"]["title"]
    assert all(q["context"][0] == line for q in data["questions"])


def test_the_same_seeds_under_a_table_answer_by_its_rules():
    durcal = table_rules.decode("paulo", "durcal")
    standard = list(drill_selection("paulo-trumps", 1, 12, 3, "en"))
    under = list(drill_selection("paulo-trumps", 1, 12, 3, "en", durcal))
    assert [i.ident for i in standard] == [i.ident for i in under]
    assert [i.expected for i in standard] != [i.expected for i in under]
    assert all(len(i.context) == len(i.context_cards) for i in under)


def test_without_a_table_the_download_is_the_standard_one_whatever_the_browser_keeps(client):
    plain = body(client.get(f"{QUERY}&lang=en"))
    client.cookies[table_rules.cookie_name("paulo")] = "durcal"
    assert body(client.get(f"{QUERY}&lang=en&profile=")) == plain
    assert body(client.get(f"{QUERY}&lang=en&profile=standard")) == plain


@pytest.mark.parametrize(("lang", "profile", "words"), [
    ("en", "o9", "In a table code, o is “Order of the trumps”"),
    ("es", "o9", "En un código de mesa, o es «Orden de los triunfos»"),
    ("en", "sin-muestra", "“sin-muestra” is neither a profile nor a table code of this game."),
])
def test_a_table_the_game_does_not_have_is_a_message_keeping_the_form(client, lang, profile, words):
    response = client.get(f"/{lang}/trainers/bank/download/?drill=paulo-trick&profile={profile}")
    page = response.content.decode().replace("&#x27;", "'").replace("&quot;", '"')
    assert response.status_code == 400 and words in page and 'id="bank-profile"' in page
