"""A pick-one question with two right options (the mala with the 3 de oros: itself or a second 3 de oros make
Veintiséis, docs/rules-decisions.md §46) is right both ways in every export, with the page's reasons for the
others: Moodle XML and GIFT give both full marks, QTI scores either, CSV and JSON list both."""

from __future__ import annotations

import csv
import io
import json
import zipfile

import pytest
from lxml import etree
from pygiftparser import parser as gift_parser
from pyslet.qtiv2 import variables, xml as qti_xml

from trainers import tokens
from trainers.bank import gift, moodle, qti, tabular
from trainers.bank.items import BankItem, drill_selection
from trainers.drills import CHOICE, DRILLS
from trainers.games.docena import mala as docena_mala

LANGS = ("es", "en")
SEED, LEVEL = 7959, 1
"""The API's question for this seed: the mala and the 3 de oros."""


def veintiseis(lang: str) -> BankItem:
    return next(drill_selection("docena-mala", LEVEL, 1, SEED, lang))


def page_verdicts(item: BankItem) -> dict[str, tuple[bool, str]]:
    """What the trainer page says of each option: right or not, and why not."""
    drill = DRILLS[item.drill]
    question = drill.generate(tokens.rng(item.seed, tokens.API), item.level)
    out = {}
    for option in drill.scene(question).widget.options:
        feedback = drill.check(question, drill.parse_answer({"answer": option.value}))
        out[option.value] = (feedback.correct, (feedback.why_wrong or {}).get(item.lang, ""))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_the_item_marks_both_right_options_and_gives_the_pages_reason_for_every_other(lang):
    item = veintiseis(lang)
    assert item.data["others"] == ["3O"]
    assert set(item.right_values) == {"3O", "5O"} == docena_mala.accepted(
        docena_mala.generate(tokens.rng(SEED, tokens.API), LEVEL))
    assert {c.value: (c.correct, c.feedback) for c in item.choices} == page_verdicts(item)


@pytest.mark.parametrize("lang", LANGS)
def test_moodle_xml_gives_both_full_marks(lang):
    item = veintiseis(lang)
    question = etree.fromstring("".join(moodle.render([item], "bank")).encode()).findall("question")[1]
    assert question.findtext("single") == "true"
    fractions = [float(a.get("fraction")) for a in question.findall("answer")]
    assert fractions == [100.0 if c.correct else 0.0 for c in item.choices]
    assert fractions.count(100.0) == 2


@pytest.mark.parametrize("lang", LANGS)
def test_gift_gives_both_full_marks(lang):
    item = veintiseis(lang)
    parsed = gift_parser.parseFile(io.StringIO("".join(gift.render([item]))))
    answers = parsed[0].answers.answers
    assert [a.fraction == 100 for a in answers] == [c.correct for c in item.choices]
    assert sum(a.fraction == 100 for a in answers) == 2


def qti_scores(item: BankItem) -> dict[str, float]:
    """Each option chosen in turn, scored by the item's own response processing."""
    archive = zipfile.ZipFile(io.BytesIO(qti.package([item], "bank")))
    document = qti_xml.QTIDocument()
    document.read(src=archive.read(f"items/{qti.identifier(item)}.xml"))
    scores = {}
    for n, choice in enumerate(item.choices, start=1):
        session = variables.ItemSessionState(document.root)
        session.select_clone()
        session.begin_session()
        session.begin_attempt()
        session["RESPONSE"].set_value(f"CHOICE_{n}")
        session.end_attempt()
        scores[choice.value] = session["SCORE"].value
    return scores


@pytest.mark.parametrize("lang", LANGS)
def test_qti_scores_either_right_option(lang):
    item = veintiseis(lang)
    scores = qti_scores(item)
    assert scores == {c.value: 1.0 if c.correct else 0.0 for c in item.choices}
    assert scores["3O"] == scores["5O"] == 1.0


def test_qti_scores_the_one_right_option_of_every_other_pick_one_drill():
    """The response processing of a question with one right option still matches its correct response."""
    for slug, drill in DRILLS.items():
        for item in drill_selection(slug, drill.LEVELS[0], 1, 40, "en"):
            if item.kind == CHOICE:
                assert qti_scores(item) == {c.value: 1.0 if c.correct else 0.0 for c in item.choices}, slug


@pytest.mark.parametrize("lang", LANGS)
def test_csv_and_json_list_both(lang):
    item = veintiseis(lang)
    row = next(csv.DictReader(io.StringIO("".join(tabular.csv_rows([item])).lstrip("\ufeff"))))
    assert row["answer"].split(" | ") == [c.text for c in item.choices if c.correct]
    assert len(row["answer"].split(" | ")) == 2
    data = json.loads("".join(tabular.json_chunks([item], {})))["questions"][0]
    assert [c["value"] for c in data["choices"] if c["correct"]] == ["3O", "5O"]
    assert data["answer"] == "3O"  # the API's ``expected``, the engine's own reading
