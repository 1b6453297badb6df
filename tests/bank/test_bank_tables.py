"""The question bank under a table's rules (rules-decisions §39): a download asked for under a named table or a
table code draws the same seeds under those rules and says so in each question and in the file's title, in the
file's language; a table the game does not have is a message naming what is wrong, never a 500."""

from __future__ import annotations

import json
import re

import pytest

from naipes import profiles as named
from naipes_site import table_rules
from tests.bank.test_views import body
from trainers.bank.items import drill_selection
from trainers.drills import by_game

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


API = "/api/v1/trainers/paulo-trumps/export?level=1&count=6&seed=3"


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("fmt", ["json", "csv", "gift", "moodle"])
@pytest.mark.parametrize("profile", ["durcal", "lanjaron", "o1-f1", "standard", ""])
def test_the_api_export_under_a_table_is_the_bank_pages_file_for_that_table(client, lang, fmt, profile):
    page = client.get(f"/{lang}/trainers/bank/download/?drill=paulo-trumps&level=1&count=6&seed=3&format={fmt}"
                      f"&lang={lang}&profile={profile}")
    api = client.get(f"{API}&format={fmt}&lang={lang}&profile={profile}")
    assert api.status_code == page.status_code == 200
    assert body(api) == body(page) and api["Content-Disposition"] == page["Content-Disposition"]


def test_the_api_exports_each_question_under_the_named_table(client):
    data = json.loads(body(client.get(f"{API}&format=json&lang=es&profile=durcal")))
    assert data["meta"]["table"] == "paulo:durcal"
    assert all(q["context"][0] == "Reglas de la mesa: Dúrcal" for q in data["questions"])
    plain = json.loads(body(client.get(f"{API}&format=json&lang=es")))
    assert "table" not in plain["meta"]
    assert [q["answer"] for q in plain["questions"]] != [q["answer"] for q in data["questions"]]


@pytest.mark.parametrize(("profile", "words"), [
    ("o9", {"en": "In a table code, o is “Order of the trumps”", "es": "En un código de mesa, o es «Orden de los triunfos»"}),
    ("sin-muestra", {"en": "“sin-muestra” is neither a profile nor a table code of this game.",
                     "es": "«sin-muestra» no es ni un perfil ni un código de mesa de este juego."}),
])
def test_the_api_export_refuses_a_table_the_game_does_not_have_in_both_languages(client, profile, words):
    response = client.get(f"{API}&profile={profile}")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "unknown_profile"
    assert all(words[lang] in error["message"][lang] for lang in ("es", "en")), error["message"]


def test_the_api_export_refuses_two_tables(client):
    response = client.get(f"{API}&profile=durcal&profile=lanjaron")
    assert response.status_code == 400 and response.json()["error"]["code"] == "duplicate_field"


def test_the_openapi_document_lists_the_exports_table_in_both_languages(client):
    operation = client.get("/api/v1/openapi.json").json()["paths"]["/api/v1/trainers/{slug}/export"]["get"]
    assert "table code" in {p["name"]: p for p in operation["parameters"]}["profile"]["description"]
    assert "código de mesa" in client.get("/es/api/").content.decode().split("trainers/&lt;slug&gt;/export")[-1]


# --- the page fills its table field with the table this browser keeps (rules-decisions §48) ------------------


def field_value(page: str) -> str:
    return re.search(r'<input id="bank-profile"[^>]* value="([^"]*)"', page).group(1)


def kept_note(page: str) -> str:
    return re.search(r'<span class="hint" id="bank-profile-kept" data-bank-kept>([^<]*)</span>', page).group(1)


@pytest.mark.parametrize(("lang", "note"), [
    ("en", "Filled in with the table this browser keeps for Paulo: Dúrcal. Change it, or empty it for the standard rules."),
    ("es", "Rellenado con la mesa que este navegador guarda para Paulo: Dúrcal. Cámbiala, o bórrala para las reglas estándar."),
])
def test_the_bank_fills_in_the_table_kept_for_the_chosen_trainers_game_and_says_so(client, lang, note):
    client.cookies[table_rules.cookie_name("paulo")] = "durcal"
    response = client.get(f"/{lang}/trainers/bank/?drill=paulo-trumps")
    page = response.content.decode()
    assert field_value(page) == "paulo:durcal" and kept_note(page) == note and "Cookie" in response["Vary"]
    assert '<option value="paulo-trumps" selected>' in page
    # The field stays a plain text box the teacher may change or empty; the download takes what it holds.
    assert 'name="profile" type="text"' in page and "readonly" not in page.split('id="bank-profile"')[1].split(">")[0]
    assert json.loads(body(client.get(f"{QUERY}&lang={lang}&profile=paulo:durcal")))["meta"]["table"] == "paulo:durcal"


def test_the_bank_fills_in_nothing_for_a_game_whose_table_is_the_standard(client):
    client.cookies[table_rules.cookie_name("paulo")] = "durcal"
    page = client.get("/en/trainers/bank/?drill=tute-trick").content.decode()
    assert field_value(page) == "" and kept_note(page) == ""
    # Each game's kept table waits on its group, for the script that follows the trainer chosen.
    assert 'label="Paulo" data-table="paulo:durcal"' in page and 'label="Tute" data-table=""' in page
    first_game = by_game()[0][0]  # without ?drill=, the first trainer listed is the one chosen
    kept = next(p.slug for p in named.profiles(first_game) if p.options)
    client.cookies[table_rules.cookie_name(first_game)] = kept
    assert field_value(client.get("/en/trainers/bank/").content.decode()) == f"{first_game}:{kept}"


def test_a_links_profile_wins_over_the_kept_table_even_empty(client):
    client.cookies[table_rules.cookie_name("paulo")] = "durcal"
    linked = client.get("/en/trainers/bank/?drill=paulo-trumps&profile=lanjaron").content.decode()
    assert field_value(linked) == "lanjaron" and kept_note(linked) == ""
    assert field_value(client.get("/en/trainers/bank/?drill=paulo-trumps&profile=").content.decode()) == ""
