"""Teaching tools over HTTP: set-up forms, worksheet without answers, answer key, projector, bad input."""

import html
import re

import pytest
from django.core import signing
from django.test import Client

from classroom import codes, sheets, tokens
from classroom.codes import ClassCode
from naipes.games import slugs
from trainers.drills import CHOICE, CHOICES, DRILLS, NUMBERS, ORDER

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
GAME_SLUGS = slugs()


def _level(index: int, game: str) -> int:
    """The first game's sheet at level 1, the others' at 2 and 3 in turn, so every level is printed (or the
    highest level all the game's trainers have, for a game whose trainers stop below it)."""
    wanted = 1 if index == 0 else 2 + (index - 1) % 2
    common = set.intersection(*(set(DRILLS[d].LEVELS) for d in codes.game_drills(game)))
    return wanted if wanted in common else max(common)


# One code per game with every trainer of the game, so each drill appears on a sheet.
CODES = {game: ClassCode(game, codes.game_drills(game), _level(i, game), n=8, seed=4242 + _level(i, game))
         for i, game in enumerate(GAME_SLUGS)}


def text_of(response) -> str:
    return html.unescape(response.content.decode())


def sections(page: str, prefix: str) -> dict[int, str]:
    """Each question's part of a page, by number: ``<section id="prefix-N" …>…</section>``."""
    found = re.findall(rf'<section class="[^"]*" id="{prefix}-(\d+)".*?</section>', page, re.S)
    bodies = re.findall(rf'<section class="[^"]*" id="{prefix}-\d+".*?</section>', page, re.S)
    return {int(n): body for n, body in zip(found, bodies, strict=True)}


def drawn_cards(fragment: str) -> list[str]:
    return re.findall(r'data-card="([^"]+)"', fragment)


def one_h1(page: str) -> bool:
    return len(re.findall(r"<h1[\s>]", page)) == 1


def page_text(client, url: str) -> str:
    """The page at ``url`` as text, once it has answered 200 with one heading."""
    response = client.get(url)
    page = text_of(response)
    assert response.status_code == 200 and one_h1(page)
    return page


def make_worksheet(client, lang, game="tute", **form):
    data = {"trainer": list(codes.game_drills(game)), "level": 2, "n": 6, **form}
    response = client.post(f"/{lang}/classroom/worksheets/{game}/", data)
    assert response.status_code == 302
    ready = client.get(response["Location"])
    assert ready.status_code == 200
    page = ready.content.decode()
    code = codes.parse(re.search(r'<dd class="cr-code">([^<]+)</dd>', page).group(1))
    key_url = re.search(rf'href="(/{lang}/classroom/key/[^"/]+/)"', page).group(1)
    return code, key_url, page


# --- index and set-up ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "title"), [("es", "Para profesores y clubes"), ("en", "For teachers and clubs")])
def test_index_explains_both_tools_and_links_everything(client, lang, title):
    page = page_text(client, f"/{lang}/classroom/")
    assert f"<h1>{title}</h1>" in page
    for game in GAME_SLUGS:
        assert f'href="/{lang}/classroom/worksheets/{game}/"' in page
        assert f'href="/{lang}/classroom/quiz/{game}/"' in page
        assert f'href="/{lang}/{game}/cheatsheet/"' in page
    assert f'href="/{lang}/glossary/"' in page
    assert 'href="/static/css/classroom.css"' in page


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("tool", ["worksheets", "quiz"])
@pytest.mark.parametrize("game", GAME_SLUGS)
def test_set_up_form_offers_the_games_trainers(client, lang, tool, game):
    response = client.get(f"/{lang}/classroom/{tool}/{game}/")
    page = response.content.decode()
    assert response.status_code == 200 and one_h1(page)
    assert "csrfmiddlewaretoken" in page
    for slug in codes.game_drills(game):
        assert f'value="{slug}"' in page
    assert page.count('name="trainer"') == len(codes.game_drills(game))


@pytest.mark.parametrize(("lang", "heading"), [("es", "Tu hoja está lista"), ("en", "Your worksheet is ready")])
def test_making_a_worksheet_leads_to_its_key_link(client, lang, heading):
    code, key_url, page = make_worksheet(client, lang, n=7)
    assert heading in html.unescape(page)
    assert (code.game, code.level, code.n) == ("tute", 2, 7)
    assert f'href="/{lang}/classroom/sheet/{code}/"' in page
    assert tokens.load_key(key_url.split("/")[-2]) == code


# --- the worksheet --------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAME_SLUGS)
def test_worksheet_has_n_questions_and_no_answers(client, lang, game):
    code = CODES[game]
    page = page_text(client, f"/{lang}/classroom/sheet/{code}/")
    assert str(code) in page
    questions = sections(page, "question")
    assert sorted(questions) == list(range(1, code.n + 1))
    assert "/classroom/key/" not in page and "cr-answer" not in page and "is-answer" not in page
    for number, body in questions.items():
        item = sheets.entry(code, number)
        assert item.scene.prompt[lang] in body
        feedback = sheets.answer(item).feedback
        assert feedback.explanation[lang] not in page
        labels = {o.label[lang] for o in item.scene.widget.options if o.label}
        labels |= {p.label[lang] for p in item.scene.panels}  # a panel names a player the answer may name too
        # An option's or a panel's own label ("Jugador A (es mano)") is no leak of the answer "Jugador A".
        if feedback.answer_text and not any(feedback.answer_text[lang] in label for label in labels):
            assert feedback.answer_text[lang] not in page
        kind = item.scene.widget.kind
        if kind == ORDER:
            shown = re.search(r'<ul class="cards cr-order">.*?</ul>', body, re.S).group(0)
            assert drawn_cards(shown) == [c.code for c in item.scene.widget.cards]
            assert drawn_cards(shown) != [str(c) for c in item.drill.expected(item.question)]
        # One blank box per option, card to order or number to write.
        widget = item.scene.widget
        boxes = {ORDER: len(widget.cards), CHOICE: len(widget.options), CHOICES: len(widget.options),
                 NUMBERS: len(widget.fields)}[kind]
        assert body.count('class="cr-box') == boxes


def test_the_same_code_prints_the_same_worksheet(client):
    code = CODES["paulo"]
    first = sections(text_of(client.get(f"/es/classroom/sheet/{code}/")), "question")
    again = sections(text_of(client.get(f"/es/classroom/sheet/{code}/")), "question")
    assert first == again


def test_a_code_typed_loosely_redirects_to_the_sheet(client):
    code = CODES["docena"]
    loose = str(code).lower().replace("-", "")
    response = client.get(f"/en/classroom/sheet/{loose}/")
    assert response.status_code == 302 and response["Location"] == f"/en/classroom/sheet/{code}/"


@pytest.mark.parametrize(("lang", "message"), [("es", "no es un código de clase"), ("en", "is not a class code")])
def test_unknown_worksheet_code_is_a_404_in_words(client, lang, message):
    response = client.get(f"/{lang}/classroom/sheet/ZZZ-ZZZ-ZZZ/")
    assert response.status_code == 404
    assert message in text_of(response)


# --- the answer key -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAME_SLUGS)
def test_key_shows_the_engines_expected_answers(client, lang, game):
    code = CODES[game]
    page = page_text(client, f"/{lang}/classroom/key/{tokens.key_token(code)}/")
    answers = sections(page, "answer")
    assert sorted(answers) == list(range(1, code.n + 1))
    for number, body in answers.items():
        item = sheets.entry(code, number)
        expected = item.drill.expected(item.question)
        widget = item.scene.widget
        if widget.kind == ORDER:
            assert drawn_cards(body) == [str(c) for c in expected]
        elif widget.kind == CHOICES:
            assert set(drawn_cards(body)) == {str(c) for c in expected}
        elif widget.kind == CHOICE:
            option = next(o for o in widget.options if o.value == str(expected))
            if option.card is not None:
                assert option.card.code in drawn_cards(body)
            else:  # the option's label, or the drill's own words for it ("Jugador A" for "Jugador A (es mano)")
                said = sheets.answer(item).feedback.answer_text
                assert option.label[lang] in body or (said and said[lang] in body)
        else:
            values = re.findall(r'<td class="cr-value">(\d+)</td>', body)
            assert values == [str(v) for v in expected.values()]
        assert sheets.answer(item).feedback.explanation[lang] in body
        assert f'href="/{lang}/{game}/#{item.drill.RULE_ANCHOR}"' in body


def test_key_explains_in_the_page_language(client):
    code = CODES["tute"]
    token = tokens.key_token(code)
    item = sheets.entry(code, 1)
    explanation = sheets.answer(item).feedback.explanation
    assert explanation["es"] in text_of(client.get(f"/es/classroom/key/{token}/"))
    english = text_of(client.get(f"/en/classroom/key/{token}/"))
    assert explanation["en"] in english and explanation["es"] not in english


def test_the_key_link_is_not_in_the_worksheet_and_cannot_be_made_from_its_code(client):
    code, key_url, _ = make_worksheet(client, "en")
    worksheet = client.get(f"/en/classroom/sheet/{code}/").content.decode()
    assert key_url not in worksheet
    forged = signing.dumps({"k": "key", "c": str(code)}, key="not-the-site-secret", salt="classroom")
    assert client.get(f"/en/classroom/key/{forged}/").status_code == 404


@pytest.mark.parametrize("lang", LANGS)
def test_tampered_key_token_is_refused(client, lang):
    token = tokens.key_token(CODES["papayoo"])
    other = str(CODES["cirulo"])
    payload, rest = token.split(":", 1)
    swapped = signing.b64_encode(f'{{"k":"key","c":"{other}"}}'.encode()).decode()
    for bad in (token[:-2] + ("AA" if not token.endswith("AA") else "BB"), f"{swapped}:{rest}", "nonsense",
                tokens.reveal_token(CODES["papayoo"], sheets.WORKSHEET, 1),
                signing.dumps({"k": "key", "c": str(CODES["papayoo"])}, salt="trainers")):
        for url in (f"/{lang}/classroom/key/{bad}/", f"/{lang}/classroom/worksheets/ready/{bad}/",
                    f"/{lang}/classroom/key/{bad}/1/"):
            response = client.get(url)
            assert response.status_code == 404, (bad, url)
            assert one_h1(response.content.decode())
    message = {"es": "Este enlace a las soluciones no es válido", "en": "This answer key link is not valid"}[lang]
    assert message in text_of(client.get(f"/{lang}/classroom/key/nonsense/"))


# --- bad set-up input -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("form", "field"), [
    ({"trainer": ["tute-magic"]}, "trainer"),
    ({"trainer": ["paulo-trick"]}, "trainer"),
    ({"trainer": []}, "trainer"),
    ({"level": 0}, "level"),
    ({"level": 4}, "level"),
    ({"level": "hard"}, "level"),
    ({"n": 0}, "n"),
    ({"n": 31}, "n"),
    ({"n": "ten"}, "n"),
    ({"n": ""}, "n"),
])
@pytest.mark.parametrize("tool", ["worksheets", "quiz"])
def test_bad_set_up_is_a_400_with_the_form_again(client, form, field, tool):
    data = {"trainer": ["tute-trick"], "level": 1, "n": 5, **form}
    response = client.post(f"/en/classroom/{tool}/tute/", data)
    page = response.content.decode()
    assert response.status_code == 400 and one_h1(page)
    assert 'role="alert"' in page and f'href="#id_{field}-group"' in page


def test_an_empty_post_is_a_400_not_a_blank_form(client):
    response = client.post("/es/classroom/worksheets/paulo/", {})
    assert response.status_code == 400 and 'role="alert"' in response.content.decode()


@pytest.mark.parametrize(("lang", "words"), [
    ("es", ["no es un ejercicio de este juego", "entre 1 y 30 preguntas", "El nivel ha de ser 1, 2 o 3"]),
    ("en", ["is not a trainer of this game", "between 1 and 30 questions", "The level must be 1, 2 or 3"]),
])
def test_set_up_errors_are_translated(client, lang, words):
    response = client.post(f"/{lang}/classroom/worksheets/cirulo/", {"trainer": ["x"], "level": 9, "n": 99})
    page = text_of(response)
    assert response.status_code == 400
    for word in words:
        assert word in page


@pytest.mark.parametrize("tool", ["worksheets", "quiz"])
def test_unknown_game_is_a_404(client, tool):
    assert client.get(f"/es/classroom/{tool}/chess/").status_code == 404
    assert client.post(f"/en/classroom/{tool}/chess/", {"trainer": ["tute-trick"], "level": 1, "n": 3}).status_code == 404


def test_code_box_goes_to_the_worksheet_or_the_quiz(client):
    code = CODES["cirulo"]
    response = client.get("/es/classroom/code/", {"code": str(code).lower(), "tool": "worksheet"})
    assert response.status_code == 302 and response["Location"] == f"/es/classroom/sheet/{code}/"
    response = client.get("/en/classroom/code/", {"code": str(code), "tool": "quiz"})
    assert response.status_code == 302 and response["Location"] == f"/en/classroom/quiz/{code}/1/"


@pytest.mark.parametrize(("lang", "message"), [("es", "no es un código de clase"), ("en", "is not a class code")])
def test_code_box_with_a_bad_code_says_so(client, lang, message):
    response = client.get(f"/{lang}/classroom/code/", {"code": "hello", "tool": "worksheet"})
    page = text_of(response)
    assert response.status_code == 400 and one_h1(page)
    assert message in page and 'aria-invalid="true"' in page


# --- the projector --------------------------------------------------------------------------------------


def reveal_form(page: str) -> dict:
    return {"token": re.search(r'name="token" value="([^"]+)"', page).group(1)}


@pytest.mark.parametrize(("lang", "show", "next_"), [("es", "Mostrar la respuesta", "Siguiente pregunta"),
                                                     ("en", "Show the answer", "Next question")])
def test_projector_runs_question_by_question_with_reveal(client, lang, show, next_):
    response = client.post(f"/{lang}/classroom/quiz/docena/",
                           {"trainer": list(codes.game_drills("docena")), "level": 2, "n": 3})
    assert response.status_code == 302
    url = response["Location"]
    token = url.split("/")[-3]  # the teacher's signed link: a class code alone never shows an answer
    code = tokens.load_quiz(token)
    for number in (1, 2, 3):
        assert url == f"/{lang}/classroom/quiz/run/{token}/{number}/"
        item = sheets.entry(code, number)
        explanation = sheets.answer(item).feedback.explanation[lang]
        question = client.get(url)
        page = text_of(question)
        assert question.status_code == 200 and one_h1(page)
        assert f"<strong>{number}</strong> / 3" in page
        assert show in page and 'autofocus' in page
        assert explanation not in page and "cr-reveal" not in page and "is-answer" not in page
        answered = client.post(url, reveal_form(question.content.decode()))
        page = text_of(answered)
        assert answered.status_code == 200 and one_h1(page)
        assert explanation in page and 'id="answer"' in page
        if number < 3:
            assert next_ in page
            url = re.search(r'<form class="cr-step" method="get" action="([^"]+)"', page).group(1)
        else:
            assert next_ not in page
            assert f'action="/{lang}/classroom/quiz/run/{token}/1/"' in page


def test_projector_reveal_needs_the_questions_own_token(client):
    code = CODES["paulo"]
    url = f"/en/classroom/quiz/run/{tokens.quiz_token(code)}/2/"
    for token in ("", "forged", tokens.reveal_token(code, sheets.QUIZ, 1),
                  tokens.reveal_token(code, sheets.WORKSHEET, 2),
                  tokens.reveal_token(CODES["tute"], sheets.QUIZ, 2), tokens.key_token(code)):
        response = client.post(url, {"token": token})
        page = text_of(response)
        assert response.status_code == 400, token
        assert "The answer cannot be shown" in page and "cr-reveal" not in page
    assert client.post(url, {"token": tokens.reveal_token(code, sheets.QUIZ, 2)}).status_code == 200


def test_projector_reveal_needs_csrf():
    client = Client(enforce_csrf_checks=True)
    code = CODES["paulo"]
    response = client.post(f"/en/classroom/quiz/run/{tokens.quiz_token(code)}/1/",
                           {"token": tokens.reveal_token(code, sheets.QUIZ, 1)})
    assert response.status_code == 403


@pytest.mark.parametrize("number", [0, 9, 100])
def test_projector_question_out_of_range_is_a_404(client, number):
    assert client.get(f"/es/classroom/quiz/{CODES['paulo']}/{number}/").status_code == 404


def test_correcting_a_worksheet_on_the_projector_uses_its_questions(client):
    code = CODES["cirulo"]
    token = tokens.key_token(code)
    url = f"/es/classroom/key/{token}/1/"
    question = client.get(url)
    assert question.status_code == 200
    answered = client.post(url, reveal_form(question.content.decode()))
    item = sheets.entry(code, 1)
    assert sheets.answer(item).feedback.explanation["es"] in text_of(answered)
    assert f'action="/es/classroom/key/{token}/2/"' in answered.content.decode()


# --- every page -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_every_classroom_page_has_one_h1_and_no_inline_code(client, lang):
    code = CODES["papayoo"]
    token = tokens.key_token(code)
    urls = ["", "worksheets/papayoo/", "quiz/papayoo/", f"worksheets/ready/{token}/", f"sheet/{code}/",
            f"key/{token}/", f"key/{token}/1/", f"quiz/{code}/1/"]
    for url in urls:
        response = client.get(f"/{lang}/classroom/{url}")
        page = response.content.decode()
        assert response.status_code == 200, url
        assert one_h1(page), url
        assert f'<html lang="{lang}">' in page
        assert not re.search(r"<script(?![^>]*\bsrc=)", page), url
        assert " style=" not in page and "<style" not in page and "hx-on" not in page, url
