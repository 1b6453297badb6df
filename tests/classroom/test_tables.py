"""A class's table's rules (rules-decisions §39) on the teaching pages: the set-up form offers the teacher's own
table, the named ones and a table code; the code carries the table; the worksheet, its key, the projector,
the live screen and every phone name it in the viewer's language; a bad table is a message, never a 500."""

from __future__ import annotations

import pytest
from django.test import Client

from classroom import codes, live, tokens
from classroom.models import LiveSession
from naipes_site.table_rules import cookie_name
from tests.classroom.live_steps import seat, send, step, text_of
from trainers import class_links

pytestmark = pytest.mark.django_db

DURCAL = codes.ClassCode("paulo", ("paulo-trumps", "paulo-trick"), 1, 4, 321, (("paulo", "durcal"),))
SETUP = {"trainer": ["paulo-trumps", "paulo-trick"], "level": "1", "n": "4"}
LIVE = {**SETUP, "pace": "teacher", "feedback": "reveal"}


@pytest.mark.parametrize(("lang", "label", "mine"), [("es", "Reglas de la mesa para Paulo", "Dúrcal · tu mesa"),
                                                     ("en", "Table rules for Paulo", "Dúrcal · your table")])
def test_the_set_up_form_offers_the_teachers_own_table_first(client, lang, label, mine):
    client.cookies[cookie_name("paulo")] = "durcal"
    body = client.get(f"/{lang}/classroom/worksheets/paulo/").content.decode()
    assert label in body
    assert f'<option value="durcal" selected>{mine}</option>' in body
    assert '<option value="lanjaron">Lanjarón</option>' in body and 'value="custom"' in body


def test_without_a_kept_table_the_form_offers_the_standard():
    body = Client().get("/en/classroom/quiz/paulo/").content.decode()
    assert '<option value="standard" selected>Standard</option>' in body


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_worksheet_made_for_a_table_carries_it_in_its_code_and_names_it(client, lang):
    response = client.post(f"/{lang}/classroom/worksheets/paulo/", {**SETUP, "table_paulo": "durcal"})
    assert response.status_code == 302
    code = tokens.load_key(response["Location"].rstrip("/").split("/")[-1])
    assert code.table("paulo").profile.slug == "durcal" and str(code).endswith("+paulo:durcal")
    words = {"es": "Reglas de la mesa", "en": "Table rules"}[lang]
    ready = text_of(client.get(response["Location"]))
    sheet = text_of(client.get(f"/{lang}/classroom/sheet/{code}/"))
    key = text_of(client.get(f"/{lang}/classroom/key/{tokens.key_token(code)}/"))
    for page in (ready, sheet, key):
        assert f"{words} Dúrcal" in page


@pytest.mark.parametrize(("lang", "option"), [("es", "«Orden de los triunfos»"), ("en", "“Order of the trumps”")])
def test_a_bad_custom_table_code_names_the_option_in_the_teachers_language(client, lang, option):
    response = client.post(f"/{lang}/classroom/live/new/paulo/",
                           {**LIVE, "table_paulo": "custom", "table_code_paulo": "o9"})
    assert response.status_code == 400
    assert option in text_of(response)
    assert not LiveSession.objects.exists()


@pytest.mark.parametrize(("fields", "words"), [
    ({"table_paulo": "custom", "table_code_paulo": ""}, "type the table code"),
    ({"table_paulo": "custom", "table_code_paulo": "zz"}, "“zz” is neither a profile nor a table code"),
    ({"table_paulo": "custom", "table_code_paulo": "q1-q1"}, "“q1” is not part of a table code"),
    ({"table_paulo": "custom", "table_code_paulo": "<b>" * 40}, "at most 80 characters"),
    ({"table_paulo": "beninar"}, "“beninar” is not a table of this game"),
    ({"table_paulo": "x" * 500}, "is not a table of this game"),
])
def test_a_table_the_form_cannot_read_is_a_message_never_a_500(client, fields, words):
    response = client.post("/en/classroom/worksheets/paulo/", {**SETUP, **fields})
    assert response.status_code == 400
    assert words in text_of(response)


def test_a_custom_code_that_is_a_named_table_is_that_table(client):
    response = client.post("/en/classroom/quiz/paulo/", {**SETUP, "table_paulo": "custom",
                                                         "table_code_paulo": "O1-F1-S1"})
    code = tokens.load_quiz(response["Location"].split("/")[-3])
    assert code.tables == (("paulo", "durcal"),)


def test_a_mixed_class_fixes_each_games_table(client):
    response = client.post("/es/classroom/worksheets/paulo/", {
        **SETUP, "mix": ["tute-trick"], "table_paulo": "lanjaron", "table_tute": "custom",
        "table_code_tute": "m0", "table_cirulo": "custom", "table_code_cirulo": "nonsense"})
    assert response.status_code == 302  # a game with no trainer ticked: its table is not read
    code = tokens.load_key(response["Location"].rstrip("/").split("/")[-1])
    assert [g for g, _ in code.tables] == ["paulo", "tute"] and code.table("tute").options == {"muestra": False}
    sheet = text_of(client.get(f"/es/classroom/sheet/{code}/"))
    assert "Paulo: Lanjarón · Tute: Sin muestra" in sheet


def test_a_bad_table_in_a_mixed_game_opens_its_part_of_the_form(client):
    response = client.post("/en/classroom/worksheets/paulo/", {
        **SETUP, "mix": ["tute-trick"], "table_tute": "custom", "table_code_tute": "m7"})
    assert response.status_code == 400
    assert '<details class="cr-mix" id="id_mix-group" open>' in response.content.decode()
    assert "Tute: In a table code, m is" in text_of(response)


def test_a_teacher_in_spanish_and_a_student_in_english_each_read_the_table_in_their_language(client):
    response = client.post("/es/classroom/live/new/paulo/", {**LIVE, "table_paulo": "durcal"})
    session = LiveSession.objects.get()
    assert session.class_code.endswith("+paulo:durcal")
    teacher = text_of(client.get(response["Location"]))
    assert "Reglas de la mesa: Dúrcal" in teacher
    secret = response["Location"].rstrip("/").split("/")[-1]
    screen = text_of(Client().get(f"/es/classroom/screen/{live.screen_key(secret)}/"))
    assert "Reglas de la mesa: Dúrcal" in screen
    ann = seat(session, "Ann", "en")
    assert "Table rules: Dúrcal" in text_of(ann.get("/en/join/seat/"))
    step(secret, "start")
    phone = text_of(ann.get("/en/join/seat/poll/"))
    assert "Table rules: Dúrcal" in phone and "Reglas" not in phone
    assert send(ann, session, 0, right=True, lang="en").status_code == 200
    assert "Reglas de la mesa: Dúrcal" in text_of(Client().get(f"/es/classroom/screen/{live.screen_key(secret)}/"))


def test_a_poll_of_a_class_with_a_table_still_costs_one_query(django_assert_max_num_queries):
    session, secret = live.open_session(DURCAL, live.TEACHER_PACED, live.AT_REVEAL, "es")
    kim = seat(session, "Kim")
    step(secret, "start")
    key = kim.get("/es/join/seat/poll/")["ETag"].strip('"')
    with django_assert_max_num_queries(1):
        assert kim.get(f"/es/join/seat/poll/?v={key}").status_code == 204
    screen = f"/es/classroom/screen/{live.screen_key(secret)}/poll/"
    etag = Client().get(screen)["ETag"]
    with django_assert_max_num_queries(1):
        assert Client().get(screen, HTTP_IF_NONE_MATCH=etag).status_code == 304


@pytest.mark.parametrize(("text", "status", "words"), [
    (f"{DURCAL.base}+paulo:o9", 404, "The table rules for Paulo in this class code cannot be read. In a table "
                                     "code, o is “Order of the trumps”"),
    (f"{DURCAL.base}+tute:m0", 404, "“tute:m0” is not a table of a game of this class code"),
    (f"{DURCAL.base}+paulo:durcall", 404, "“durcall” is neither a profile nor a table code"),
])
def test_a_typed_class_code_with_a_bad_table_says_why(client, text, status, words):
    response = client.get(f"/en/classroom/sheet/{text}/")
    assert response.status_code == status
    assert words in text_of(response)
    found = client.get("/en/classroom/code/", {"code": text})
    assert found.status_code == 400 and words in text_of(found)


def test_a_class_code_typed_with_spaces_or_another_spelling_of_its_table_finds_the_sheet(client):
    response = client.get("/en/classroom/code/", {"code": f"{DURCAL.base.lower()} Paulo:O1-F1-S1"})
    assert response.status_code == 302 and response["Location"].endswith(f"/sheet/{DURCAL}/")
    assert client.get(f"/en/classroom/sheet/{DURCAL.base}+PAULO:DURCAL/")["Location"].endswith(f"/sheet/{DURCAL}/")


def test_a_typed_class_code_opens_a_live_class_under_its_table(client):
    response = client.post("/en/classroom/live/code/", {"code": str(DURCAL), "pace": "self", "feedback": "each"})
    assert response.status_code == 302
    assert live.class_code(LiveSession.objects.get()) == DURCAL


def test_an_old_class_code_still_opens_under_the_standard_table(client):
    body = text_of(client.get("/en/classroom/sheet/86M-G0C-1SM/"))
    assert "Table rules Standard" in body
    quiz = text_of(client.get("/es/classroom/quiz/86M-G0C-1SM/1/"))
    assert "Reglas de la mesa: Estándar" in quiz


@pytest.mark.parametrize(("lang", "line"), [("es", "Reglas de la mesa: Dúrcal"), ("en", "Table rules: Dúrcal")])
def test_the_class_codes_export_names_the_table_in_its_language(client, lang, line):
    response = client.get(f"/{lang}/classroom/key/{tokens.key_token(DURCAL)}/export/csv/")
    body = b"".join(response.streaming_content).decode()
    assert response.status_code == 200 and body.count(line) == DURCAL.n
    api = client.get("/api/v1/trainers/class-code/export", {"key": tokens.key_token(DURCAL), "format": "csv",
                                                            "lang": lang})
    assert b"".join(api.streaming_content).decode() == body


def test_the_rule_links_of_a_class_open_the_rule_page_under_its_table(client):
    key = client.get(f"/en/classroom/key/{tokens.key_token(DURCAL)}/").content.decode()
    assert "/en/paulo/?profile=durcal#" in key


def test_the_code_boxes_take_a_code_with_its_tables_and_say_how_it_is_written(client):
    page = client.get("/en/classroom/").content.decode()
    assert page.count('maxlength="400"') == 2 and "86M-G0C-1SM+tute:sin-muestra" in page
    long = f"{DURCAL.base}+paulo:o9-f1-s1"
    response = client.get("/en/classroom/code/", {"code": long})
    assert response.status_code == 400 and f'value="{long}"' in response.content.decode()


def test_the_questions_a_student_missed_go_to_review_under_the_classs_table():
    from trainers.models import ReviewCard

    session, secret = live.open_session(DURCAL, live.SELF_PACED, live.AFTER_EACH, "es")
    ann = seat(session, "Ann", "en")
    step(secret, "start")
    step(secret, "end")
    assert ann.post("/en/join/seat/review/", {"consent": "yes"}).status_code == 200
    assert set(ReviewCard.objects.values_list("table", flat=True)) == {"durcal"}
    assert ReviewCard.objects.count() == DURCAL.n


def test_a_missed_questions_judge_link_judges_under_the_classs_table(client):
    from classroom import sheets
    from trainers.judge_links import link_for as judge_url

    trick = next(e for e in sheets.entries(DURCAL) if e.drill.SLUG == "paulo-trick")
    url = judge_url(trick, "en")
    assert "order=durcal" in url and "strict_follow=" in url
    page = text_of(client.get(url))
    assert client.get(url).status_code == 200 and "Dúrcal" in page


def test_a_code_of_every_game_each_with_a_long_custom_table_fits_the_column_and_the_links():
    from naipes import GAME_SLUGS, RulesError
    from naipes.options import declared
    from naipes.profiles import TABLE_FIELDS, codes as table_codes

    tables = []
    for game in GAME_SLUGS:
        agreed = [o for o in declared(game) if o.name not in TABLE_FIELDS]
        if not agreed:
            continue  # a game whose only option is the number of players has no custom table
        options: dict = {}
        for o in agreed:
            for value in sorted((v for v in o.values or () if v != o.default),
                                key=lambda v: -len(table_codes.encode(game, {o.name: v}))):
                try:
                    table_codes.check(game, {**options, o.name: value})
                except RulesError:
                    continue
                options[o.name] = value
                break
        tables.append((game, table_codes.encode(game, options)))
    assert tables and all(code for _, code in tables)
    code = codes.ClassCode("paulo", tuple(d for g in GAME_SLUGS for d in codes.game_drills(g)), 2, 30, 2**24 - 1,
                           tuple(tables))
    assert codes.parse(str(code)) == code and all(t.split(":")[0] in GAME_SLUGS for t in str(code).split("+")[1:])
    assert len(str(code)) <= LiveSession._meta.get_field("class_code").max_length
    assert len(tokens.reveal_token(code, "quiz", 30)) <= class_links.MAX_TOKEN
    assert tokens.load_key(tokens.key_token(code)) == code
