"""A set of questions that mixes games, over HTTP: set up from any game's page, one list on the worksheet,
the key, the projector quiz and the live session, each question naming its own game."""

import csv
import html
import io
import re

import pytest
from django.test import Client

from classroom import codes, live, sheets, tokens
from classroom.codes import ClassCode
from classroom.models import LiveSession
from naipes.games import slugs
from tests.classroom.live_steps import seat, send, step, text_of as words_of
from tests.classroom.test_views import make_worksheet, one_h1, text_of

pytestmark = pytest.mark.django_db

MIXED = ClassCode("tute", ("tute-trick", "tute-count", "paulo-trumps", "papayoo-round"), 1, 6, 4242)


def shown_prompts(page: str, expected: list[str]) -> list[str]:
    """The prompts of a sheet or key in page order, without the number and the game's name in front."""
    headings = re.findall(r"<h2[^>]*>(.*?)</h2>", page, re.S)
    found = [re.sub(r'<span class="cr-(?:number-badge|game-tag)">[^<]*</span>', "", h).strip() for h in headings]
    return [p for p in found if p in expected]


def test_every_trainer_of_every_other_game_can_be_mixed_in(client):
    page = client.get("/en/classroom/worksheets/tute/").content.decode()
    assert one_h1(page)
    others = [d for g in slugs() if g != "tute" for d in codes.game_drills(g)]
    assert page.count('name="mix"') == len(others)
    for slug in others:
        assert f'name="mix" value="{slug}"' in page
    assert "Mix in other games (optional)" in html.unescape(page)
    assert "<details" in page and "<details class=\"cr-mix\" id=\"id_mix-group\" open" not in page


@pytest.mark.parametrize("lang", ["es", "en"])
def test_ticking_trainers_of_another_game_makes_one_mixed_code(client, lang):
    code, key_url, page = make_worksheet(client, lang, trainer=["tute-trick"], mix=["paulo-trumps"], n=5)
    assert code.games == ("paulo", "tute") and len(codes.normalize(str(code))) == 12
    assert set(code.drills) == {"tute-trick", "paulo-trumps"} and (code.level, code.n) == (2, 5)
    assert "Paulo · Tute" in html.unescape(page)
    assert {"es": "Juegos", "en": "Games"}[lang] in html.unescape(page)
    assert tokens.load_key(key_url.split("/")[-2]) == code


def test_a_mixed_code_opens_a_live_class_from_the_live_set_up(client):
    response = client.post("/en/classroom/live/new/cirulo/", {
        "trainer": ["cirulo-trick"], "mix": ["docena-hand"], "level": "1", "n": "4",
        "pace": "teacher", "feedback": "each"})
    assert response.status_code == 302
    code = codes.parse(LiveSession.objects.get().class_code)
    assert code.games == ("cirulo", "docena")


@pytest.mark.parametrize(("form", "message"), [
    ({"mix": ["chess-mate"]}, "“chess-mate” is not a trainer of this game."),
    ({"mix": ["tute-trick"]}, "“tute-trick” is not a trainer of this game."),  # the page's own game
])
def test_a_forged_mixed_trainer_is_a_400_with_the_form_again(client, form, message):
    response = client.post("/en/classroom/worksheets/tute/", {"trainer": ["tute-trick"], "level": 1, "n": 5, **form})
    page = text_of(response)
    assert response.status_code == 400 and one_h1(response.content.decode())
    assert message in page and 'href="#id_mix-group"' in response.content.decode()
    assert '<details class="cr-mix" id="id_mix-group" open>' in response.content.decode()


def test_worksheet_key_quiz_and_live_session_show_one_mixed_list(client):
    expected = [e.scene.prompt["en"] for e in sheets.entries(MIXED)]
    assert {e.drill.GAME for e in sheets.entries(MIXED)} == {"tute", "paulo", "papayoo"}
    sheet = client.get(f"/en/classroom/sheet/{MIXED}/").content.decode()
    key = client.get(f"/en/classroom/key/{tokens.key_token(MIXED)}/").content.decode()
    assert shown_prompts(sheet, expected) == expected
    assert shown_prompts(key, expected) == expected
    for number, entry in enumerate(sheets.entries(MIXED), start=1):
        quiz = text_of(client.get(f"/en/classroom/quiz/{MIXED}/{number}/"))
        assert expected[number - 1] in quiz and f"{entry.game.name} · " in quiz
    session, _secret = live.open_session(MIXED, live.TEACHER_PACED, live.AFTER_EACH)
    assert [live.question(session, i).scene.prompt["en"] for i in range(MIXED.n)] == expected


def test_each_question_of_a_mixed_sheet_names_its_game(client):
    sheet = html.unescape(client.get(f"/es/classroom/sheet/{MIXED}/").content.decode())
    tags = re.findall(r'<span class="cr-game-tag">([^<:]+):</span>', sheet)
    assert tags == [e.game.name for e in sheets.entries(MIXED)]
    assert "<h1>Hoja de ejercicios: Paulo · Tute · Papayoo</h1>" in sheet
    one_game = client.get("/es/classroom/sheet/86M-G0C-1SM/").content.decode()
    assert "cr-game-tag" not in one_game


def test_a_typed_mixed_code_brings_the_sheet_back_and_an_eleven_character_one_is_explained(client):
    typed = str(MIXED).lower().replace("-", " ")
    assert client.get("/en/classroom/code/", {"code": typed})["Location"] == f"/en/classroom/sheet/{MIXED}/"
    short = codes.normalize(str(MIXED))[:-1]
    response = client.get("/en/classroom/code/", {"code": short})
    assert response.status_code == 400
    assert "nine (twelve or fifteen when it mixes games)" in text_of(response)


def test_a_live_class_of_a_mixed_code_runs_and_each_phone_sees_the_questions_game(client):
    session, secret = live.open_session(MIXED, live.TEACHER_PACED, live.AFTER_EACH, "es")
    ana = seat(session, "Ana", "en")
    step(secret, "start")
    page = words_of(ana.get("/en/join/seat/"))
    first = live.question(session, 0)
    assert f"Question 1 / 6 · {first.game.name}" in page
    assert send(ana, session, 0, True, "en").status_code == 200
    step(secret, "reveal")
    step(secret, "next")
    second = live.question(session, 1)
    assert second.game.name != first.game.name
    assert f"Question 2 / 6 · {second.game.name}" in words_of(ana.get("/en/join/seat/"))
    teacher = html.unescape(words_of(client.get(f"/es/classroom/live/{secret}/")))
    assert "Paulo · Tute · Papayoo" in teacher and f"{second.game.name} · " in teacher


def test_the_report_of_a_mixed_class_names_each_questions_game():
    session, secret = live.open_session(MIXED, live.SELF_PACED, live.AFTER_EACH, "en")
    ana = seat(session, "Ana", "en")
    step(secret, "start")
    for index in range(2):
        assert send(ana, session, index, True, "en").status_code == 200
    rows = list(csv.reader(io.StringIO(Client().get(f"/en/classroom/live/{secret}/report.csv").content.decode())))
    trainers = [r[3] for r in rows[1:]]
    assert trainers == [f"{live.question(session, i).game.name} · {live.question(session, i).drill.NAME['en']}"
                        for i in range(2)]
