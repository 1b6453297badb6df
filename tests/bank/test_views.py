"""The question bank over HTTP: a class code's export behind the teacher's key link, any drill's
questions from the bank page and the API, the open dataset, and bad requests answered in words."""

from __future__ import annotations

import csv
import io
import json
import re
import zipfile
from random import Random

import pytest

from classroom import codes, sheets, tokens
from classroom.codes import ClassCode
from trainers.bank.formats import FORMATS
from trainers.bank.items import drill_selection
from trainers.drills import DRILLS

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
MIXED = ClassCode("tute", ("tute-trick", "tute-count", "paulo-trumps", "docena-hand"), 2, n=8, seed=77)


def body(response) -> bytes:
    return b"".join(response.streaming_content) if response.streaming else response.content


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("fmt", list(FORMATS))
def test_a_class_code_exports_from_its_key_link(client, lang, fmt):
    response = client.get(f"/{lang}/classroom/key/{tokens.key_token(MIXED)}/export/{fmt}/")
    assert response.status_code == 200
    assert response["Content-Type"] == FORMATS[fmt].content_type
    disposition = response["Content-Disposition"]
    assert disposition.startswith("attachment;") and str(MIXED).lower() in disposition and f"-{lang}." in disposition
    assert f'filename="naipes-paulo-tute-docena-{str(MIXED).lower()}-{lang}.{FORMATS[fmt].extension}"' in disposition
    assert body(response)


@pytest.mark.parametrize("lang", LANGS)
def test_the_export_holds_the_key_questions_in_order(client, lang):
    rows = list(csv.DictReader(io.StringIO(body(client.get(
        f"/{lang}/classroom/key/{tokens.key_token(MIXED)}/export/csv/")).decode().lstrip("\ufeff"))))
    entries = sheets.entries(MIXED)
    assert [r["id"] for r in rows] == [f"{MIXED}-{e.number}" for e in entries]
    assert [r["drill"] for r in rows] == [e.drill.SLUG for e in entries]
    assert [r["question"].split("\n")[0] for r in rows] == [e.scene.prompt[lang] for e in entries]
    assert [r["explanation"] for r in rows] == [sheets.answer(e).feedback.explanation[lang] for e in entries]


@pytest.mark.parametrize("lang", LANGS)
def test_the_key_page_links_every_format(client, lang):
    token = tokens.key_token(MIXED)
    page = client.get(f"/{lang}/classroom/key/{token}/").content.decode()
    for fmt in FORMATS:
        assert f"/{lang}/classroom/key/{token}/export/{fmt}/" in page


def test_a_forged_key_link_exports_nothing(client):
    response = client.get(f"/en/classroom/key/{tokens.key_token(MIXED)}x/export/csv/")
    assert response.status_code == 404
    assert b"answer key link is not valid" in response.content


def test_the_public_class_code_opens_no_export(client):
    """Only the signed key link exports: the code printed on a worksheet is not a token."""
    response = client.get(f"/en/classroom/key/{MIXED}/export/csv/")
    assert response.status_code == 404


def test_an_unknown_format_is_a_page_in_words(client):
    response = client.get(f"/es/classroom/key/{tokens.key_token(MIXED)}/export/docx/")
    assert response.status_code == 404
    assert "No existe ese formato" in response.content.decode()


@pytest.mark.parametrize(("lang", "title"), [("es", "Banco de preguntas"), ("en", "Question bank")])
def test_the_bank_page_offers_every_drill_format_and_the_dataset(client, lang, title):
    page = client.get(f"/{lang}/trainers/bank/").content.decode()
    assert f"<h1>{title}</h1>" in page
    for fmt in FORMATS.values():
        assert f'value="{fmt.key}"' in page
    assert 'id="dataset"' in page and "CC BY 4.0" in page
    assert "drill=tute-count&amp;level=1&amp;count=50&amp;seed=1&amp;format=json&amp;lang=en" in page


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_the_bank_downloads_a_drill_selection(client, fmt):
    response = client.get(f"/en/trainers/bank/download/?drill=papayoo-round&level=2&count=4&seed=9&format={fmt}&lang=es")
    assert response.status_code == 200
    assert response["Content-Disposition"] == (
        f'attachment; filename="naipes-papayoo-round-l2-s9-n4-es.{FORMATS[fmt].extension}"')
    data = body(response)
    if fmt == "json":
        questions = json.loads(data)["questions"]
        assert [q["seed"] for q in questions] == [9, 10, 11, 12] and {q["lang"] for q in questions} == {"es"}
    if fmt == "qti":
        assert len([n for n in zipfile.ZipFile(io.BytesIO(data)).namelist() if n.startswith("items/")]) == 4


@pytest.mark.parametrize(("lang", "query", "words"), [
    ("es", "drill=nada", "No hay ningún ejercicio con ese nombre."),
    ("en", "drill=nada", "There is no trainer with that name."),
    ("en", "drill=tute-count&count=201", "“count” must be a whole number from 1 to 200."),
    ("es", "drill=tute-count&count=-1", "«count» ha de ser un número entero del 1 al 200."),
    ("en", "drill=tute-count&format=docx", "Unknown format"),
    ("en", "drill=tute-count&lang=fr", "The language must be"),
    ("en", "drill=docena-bets&level=4", "“level” must be a whole number from 1 to 3."),
    ("en", "drill=tute-count&seed=abc", "“seed” must be a whole number"),
])
def test_a_bad_selection_is_answered_in_words_keeping_the_form(client, lang, query, words):
    response = client.get(f"/{lang}/trainers/bank/download/?{query}")
    assert response.status_code == 400
    page = response.content.decode().replace("&#x27;", "'").replace("&quot;", '"')
    assert words in page and 'role="alert"' in page and 'id="bank-drill"' in page


def test_the_api_exports_a_drill(client):
    response = client.get("/api/v1/trainers/tute-count/export?level=2&count=3&seed=5&format=json&lang=en")
    assert response.status_code == 200
    data = json.loads(body(response))
    assert data["meta"]["drill"] == "tute-count" and len(data["questions"]) == 3


@pytest.mark.parametrize(("query", "status", "code"), [
    ("format=docx", 400, "bad_format"), ("count=0", 400, "bad_count"), ("count=1&count=2", 400, "duplicate_field"),
])
def test_the_api_refuses_a_bad_export_in_json(client, query, status, code):
    response = client.get(f"/api/v1/trainers/tute-count/export?{query}")
    assert response.status_code == status
    assert response.json()["error"]["code"] == code


def test_the_api_export_of_an_unknown_trainer_is_a_json_404(client):
    response = client.get("/api/v1/trainers/no-such-trainer-exists/export")
    assert response.status_code == 404 and response.json()["error"]["code"] == "unknown_trainer"


def test_the_openapi_document_lists_the_export_and_its_file_types(client):
    document = client.get("/api/v1/openapi.json").json()
    operation = document["paths"]["/api/v1/trainers/{slug}/export"]["get"]
    assert set(operation["responses"]["200"]["content"]) == {f.content_type for f in FORMATS.values()}
    params = {p["name"]: p["schema"] for p in operation["parameters"]}
    assert params["format"]["enum"] == list(FORMATS) and params["lang"]["enum"] == ["es", "en"]


def test_a_class_code_is_still_parsed_as_before():
    assert codes.parse(str(MIXED)) == MIXED


def test_the_bank_draws_the_apis_questions_never_a_pages(client):
    """A trainer page's share link shows its seed while the question is open: the bank, like the API,
    draws that seed's question from a source of its own, so it never answers the page's question."""
    for slug, drill in DRILLS.items():
        banked = next(drill_selection(slug, 2, 1, 4242, "en")).data
        assert banked == client.get(f"/api/v1/trainers/{slug}/question?seed=4242&level=2").json()["data"], slug
        assert banked != drill.data(drill.generate(Random(4242), 2)), slug


@pytest.mark.parametrize("lang", LANGS)
def test_the_dataset_links_every_drill_and_level_and_its_files_hold_the_described_fields(client, lang):
    page = client.get(f"/{lang}/trainers/bank/").content.decode()
    for slug, drill in DRILLS.items():
        for level in drill.LEVELS:
            for fmt, file_lang in (("json", "es"), ("csv", "en")):
                assert (f"drill={slug}&amp;level={level}&amp;count=50&amp;seed=1&amp;format={fmt}&amp;lang={file_lang}"
                        in page), (slug, level, fmt)
    described = set(re.findall(r"<dt>(.*?)</dt>", page.split('id="dataset"')[1]))
    fields = {name for dt in described for name in re.findall(r"<code>(\w+)</code>", dt)}
    data = json.loads(body(client.get(
        f"/{lang}/trainers/bank/download/?drill=tute-legal&level=2&count=50&seed=1&format=json&lang={lang}")))
    assert data["meta"]["licence"] == "CC BY 4.0" and data["meta"]["seed"] == 1  # the terms and the seed travel
    assert len(data["questions"]) == 50
    for question in data["questions"]:
        assert set(question) <= fields, set(question) - fields  # nothing undescribed
    assert fields <= {name for q in data["questions"] for name in q} | {"cards", "boxes"}


@pytest.mark.parametrize("fmt", ["moodle", "gift", "csv", "json"])
def test_a_long_export_is_streamed_a_question_at_a_time(client, monkeypatch, fmt):
    """The largest export (200 questions) starts at once: a question is built only when the file reaches it,
    so a request never holds the whole set in memory (QTI's zip aside, which needs every item first)."""
    from trainers.bank import items

    built = []
    real = items.build
    monkeypatch.setattr(items, "build", lambda *a, **k: built.append(1) or real(*a, **k))
    response = client.get(f"/api/v1/trainers/papayoo-deal/export?count=200&format={fmt}")
    assert response.streaming
    chunks = iter(response.streaming_content)
    next(chunks)
    next(chunks)
    assert len(built) <= 2
    assert sum(1 for _ in chunks) >= 198 and len(built) == 200


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ("Rank the trumps (Paulo): in Moodle XML, an ordering question", "only from version 4.4", "choose GIFT")),
    ("es", ("Ordena los triunfos (Paulo): en Moodle XML, una pregunta de ordenación", "solo desde la versión 4.4",
            "elige GIFT")),
])
def test_the_bank_page_says_an_ordering_question_needs_moodle_4_4_and_offers_gift(client, lang, said):
    """Moodle's ordering question type is standard only from Moodle 4.4: the page says which trainers export one,
    and GIFT, which asks the same order as a matching question, for an earlier Moodle."""
    page = client.get(f"/{lang}/trainers/bank/").content.decode()
    note = re.search(r'<p class="hint bank-ordering-note" id="bank-ordering-note">(.*?)</p>', page, re.S)
    assert note and all(part in note.group(1) for part in said), note
    for key in ("moodle", "gift"):
        assert re.search(rf'id="bank-format-{key}"[^>]*aria-describedby="bank-ordering-note"', page), key
    moodle = body(client.get(f"/{lang}/trainers/bank/download/", {"drill": "paulo-trumps", "level": 1, "count": 2,
                                                                  "seed": 1, "format": "moodle", "lang": lang}))
    assert b'<question type="ordering">' in moodle
    gift = body(client.get(f"/{lang}/trainers/bank/download/", {"drill": "paulo-trumps", "level": 1, "count": 2,
                                                                "seed": 1, "format": "gift", "lang": lang})).decode()
    # A GIFT matching question: every card of the question to its position, 1 the highest.
    questions = [q for q in gift.split("\n\n") if q.strip()]
    assert len(questions) == 2
    for question in questions:
        pairs = re.findall(r"=([^=~{}]+?) -> (\d+)", question)
        assert len(pairs) >= 3 and sorted(int(n) for _card, n in pairs) == list(range(1, len(pairs) + 1)), question
