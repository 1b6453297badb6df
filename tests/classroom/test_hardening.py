"""The teaching tools under clumsy or hostile use: codes typed badly or pasted from a PDF, wrong methods,
oversized form values. Each test is the regression test of a bug found by trying it."""

import re

import pytest

from classroom.codes import ClassCode
from trainers import class_codes as codes

pytestmark = pytest.mark.django_db

CODE = ClassCode("tute", ("tute-trick", "tute-count"), level=2, n=10, seed=12345)  # 86M-G0C-1SM


def text_of(response) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", response.content.decode()).split()).replace("&quot;", '"')


@pytest.mark.parametrize(("typed", "lang", "message"), [
    ("86M-G0C-1SN", "en", "“86M-G0C-1SN” is not a class code: a character is mistyped, or two are swapped."),
    ("68M-G0C-1SM", "es", "«68M-G0C-1SM» no es un código de clase: hay un carácter mal escrito, o dos cambiados"),
    ("86M-G0C-1S", "en", "“86M-G0C-1S” is not a class code: it has 8 letters and digits, and a class code has nine"),
    ("8", "es", "«8» no es un código de clase: tiene 1 letra o cifra, y un código de clase tiene nueve"),
    ("86U-G0C-1SM", "en", "“86U-G0C-1SM” is not a class code: “U” is never in one."),
    ("", "es", "Escribe antes el código de clase: nueve letras y cifras, como 86M-G0C-1SM."),
])
def test_a_mistyped_code_is_told_what_is_wrong(client, typed, lang, message):
    """Bug: every bad code got the same "is not a class code" whatever was wrong with it."""
    response = client.get(f"/{lang}/classroom/code/", {"code": typed})
    assert response.status_code == 400 and message in text_of(response)


def test_a_foreign_code_with_a_right_check_digit_is_refused_in_words(client):
    digits = "Z" * 8
    foreign = digits + codes.ALPHABET[codes._check(list(digits))]  # game bits past every registered game
    response = client.get(f"/en/classroom/sheet/{foreign}/")
    assert response.status_code == 404 and "is not a class code of this site" in text_of(response)


@pytest.mark.parametrize("pasted", ["８６Ｍ－Ｇ０Ｃ－１ＳＭ", "86M\u2010G0C\u20111SM", "86M – G0C — 1SM", "\u200b86M\u00a0G0C\u20091SM\u200b"])
def test_a_code_pasted_from_a_pdf_or_a_phone_keyboard_is_read(client, pasted):
    """Bug: full-width characters, Unicode dashes and odd spaces made a right code "not a class code"."""
    response = client.get("/en/classroom/code/", {"code": pasted})
    assert response.status_code == 302 and response["Location"] == f"/en/classroom/sheet/{CODE}/"


def test_wrong_methods_get_a_page_in_words_and_head_works(client):
    """Bug: a wrong method was an empty 405 page, and HEAD (link previews) was refused."""
    refused = client.post(f"/es/classroom/sheet/{CODE}/")
    assert refused.status_code == 405 and refused["Allow"] == "GET, HEAD"
    assert "Esta dirección solo atiende peticiones GET, HEAD" in text_of(refused)
    assert client.put(f"/en/classroom/quiz/{CODE}/1/").status_code == 405
    for url in ("/en/classroom/", f"/en/classroom/sheet/{CODE}/", f"/en/classroom/quiz/{CODE}/1/"):
        assert client.head(url).status_code == 200, url


def test_a_forged_trainer_is_quoted_back_cut_short(client):
    """Bug: a 100 KB trainer value was quoted back whole, twice, in the error list."""
    response = client.post("/en/classroom/worksheets/tute/", {"trainer": ["x" * 100_000], "level": "1", "n": "5"})
    assert response.status_code == 400
    assert f"“{'x' * 30}…” is not a trainer of this game." in text_of(response)
    assert len(response.content) < 50_000
