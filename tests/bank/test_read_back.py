"""Every export format, read back by an independent reader, says what the trainer page says: the same
stem, choices, answer and explanation, and the engine's reason for a wrong choice where it has one.

Two sets go through every reader: two questions of every drill (whose page is the trainer's), and a class
code mixing three games (whose page is its answer key).

Readers: pygiftparser (GIFT), lxml (Moodle XML, the QTI manifest, which ``test_manifest_schema`` also
validates against the IMS schema), pyslet's QTI 2.1 model (the items, which ``test_qti_schema`` validates
against the IMS QTI 2.1 item schema) and the csv and json modules."""

from __future__ import annotations

import base64
import csv
import io
import json
import re
import zipfile
from random import Random

import pytest
from lxml import etree
from pygiftparser import parser as gift_parser
from pyslet.qtiv2 import interactions, xml as qti_xml

from classroom import sheets
from trainers import tokens
from trainers.bank import class_export, gift, moodle, qti, tabular
from trainers.bank.items import BankItem, build, drill_selection
from trainers.class_codes import ClassCode
from trainers.drills import CHOICE, CHOICES, DRILLS, NUMBERS, ORDER
from wording.cards import card_name

LANGS = ("es", "en")


def sample(lang: str) -> list[BankItem]:
    """Two questions of every drill at its middle level, in one language."""
    out: list[BankItem] = []
    for slug, drill in DRILLS.items():
        level = drill.LEVELS[len(drill.LEVELS) // 2]
        out += drill_selection(slug, level, 2, 40, lang)
    return out


MIXED = ClassCode("tute", ("tute-trick", "tute-count", "tute-legal", "paulo-trumps", "paulo-is-trump", "docena-hand"),
                  2, n=12, seed=2024)
"""A class code of three games: its export must say what its answer key says."""

ITEMS = {lang: sample(lang) for lang in LANGS}
SETS = {("drills", lang): ITEMS[lang] for lang in LANGS}
SETS.update({("class-code", lang): list(class_export.items(MIXED, lang)) for lang in LANGS})
EACH_SET = pytest.mark.parametrize(("which", "lang"), list(SETS), ids=[f"{w}-{lang}" for w, lang in SETS])


def page_answer(item: BankItem):
    """What the trainer page checks against, asked of the drill again (not of the export)."""
    drill = DRILLS[item.drill]
    question = drill.generate(tokens.rng(item.seed, tokens.API), item.level)
    return drill.scene(question), drill.expected(question), drill.check(question, drill.parse_answer(
        {"answer": drill.expected(question)}))


def page_accepts(item: BankItem) -> set[str]:
    """Every option the trainer page takes as right for a pick-one question (La Docena's mala may have two)."""
    drill = DRILLS[item.drill]
    question = drill.generate(tokens.rng(item.seed, tokens.API), item.level)
    return {o.value for o in drill.scene(question).widget.options
            if drill.check(question, drill.parse_answer({"answer": o.value})).correct}


def unescape_gift(text: str) -> str:
    return re.sub(r"\\([~=#{}:\\])", r"\1", text).strip()


@pytest.mark.parametrize("lang", LANGS)
def test_every_drill_and_widget_is_in_the_sample(lang):
    assert {i.drill for i in ITEMS[lang]} == set(DRILLS)
    assert {i.kind for i in ITEMS[lang]} == {CHOICE, CHOICES, ORDER, NUMBERS}


@pytest.mark.parametrize("lang", LANGS)
def test_an_item_is_the_page_question(lang):
    for item in ITEMS[lang]:
        scene, expected, feedback = page_answer(item)
        assert item.prompt == scene.prompt[lang]
        assert item.explanation == feedback.explanation[lang]
        assert item.expected == expected
        if item.kind in (CHOICE, CHOICES):
            assert [c.value for c in item.choices] == [o.value for o in scene.widget.options]
            right = {str(v) for v in (expected if item.kind == CHOICES else page_accepts(item))}
            assert set(item.right_values) == right


@pytest.mark.parametrize("lang", LANGS)
def test_a_class_code_item_is_the_answer_key_question(lang):
    """The class code's export holds the answer key's questions, in its order, with its answers."""
    items = SETS["class-code", lang]
    assert {i.game for i in items} == {"tute", "paulo", "docena"}
    assert {i.kind for i in items} == {CHOICE, CHOICES, ORDER, NUMBERS}
    for item, entry in zip(items, sheets.entries(MIXED), strict=True):
        key = sheets.answer(entry)
        assert item.ident == f"{MIXED}-{entry.number}" and item.drill == entry.drill.SLUG
        assert item.prompt == entry.scene.prompt[lang]
        assert item.explanation == key.feedback.explanation[lang]
        assert item.expected == entry.drill.expected(entry.question)
        if item.kind in (CHOICE, CHOICES):
            assert [c.value for c in item.choices] == [o.value for o in entry.scene.widget.options]
            assert set(item.right_values) == set(key.values)


@EACH_SET
def test_gift_reads_back(which, lang):
    items = SETS[which, lang]
    parsed = gift_parser.parseFile(io.StringIO("".join(gift.render(items))))
    assert all(q.valid for q in parsed)
    questions = iter(parsed)
    for item in items:
        parts = [next(questions) for _ in (item.boxes if item.kind == NUMBERS else [None])]
        for q in parts:
            assert unescape_gift(q.text).startswith(item.prompt)
            assert unescape_gift(q.generalFeedback) == item.explanation
        answers = parts[0].answers.answers
        if item.kind == CHOICE:
            assert [unescape_gift(a.answer) for a in answers if a.fraction == 100] == [c.text for c in item.choices
                                                                                      if c.correct]
            for a, c in zip(answers, item.choices, strict=True):
                assert unescape_gift(a.answer) == c.text
                assert unescape_gift(a.feedback) == c.feedback
        elif item.kind == CHOICES:
            # Every tick question ends with "None of them", right only where nothing else is.
            texts = [unescape_gift(a.answer) for a in answers]
            assert texts == [*(c.text for c in item.choices), item.none_label]
            assert {t for t, a in zip(texts, answers, strict=True) if a.fraction > 0} == \
                ({c.text for c in item.choices if c.correct} or {item.none_label})
        elif item.kind == ORDER:
            pairs = {unescape_gift(a.question): int(a.answer) for a in answers}
            assert pairs == {card_name(card, lang): n for n, card in enumerate(item.right_order, start=1)}
        else:
            assert [a.answers.answers[0].value for a in parts] == [b.answer for b in item.boxes]


def _text(element) -> str:
    return "".join(element.itertext()) if element is not None else ""


def _html_text(html: str) -> str:
    return _text(etree.fromstring(f"<div>{html}</div>"))


@EACH_SET
def test_moodle_xml_reads_back(which, lang):
    items = SETS[which, lang]
    quiz = etree.fromstring("".join(moodle.render(items, "bank")).encode())
    questions = quiz.findall("question")
    assert questions[0].get("type") == "category"
    for item, q in zip(items, questions[1:], strict=True):
        body = _html_text(q.findtext("questiontext/text"))
        assert body.startswith(item.prompt)
        assert item.explanation in _html_text(q.findtext("generalfeedback/text"))
        assert q.findtext("idnumber") == item.ident
        answers = q.findall("answer")
        if item.kind in (CHOICE, CHOICES):
            assert q.get("type") == "multichoice"
            texts = [_html_text(a.findtext("text")) for a in answers]
            right = [t for t, a in zip(texts, answers, strict=True) if float(a.get("fraction")) > 0]
            # A tick question ends with "None of them", right only where nothing else is; a pick-one has none.
            offered = [c.text for c in item.choices] + ([item.none_label] if item.kind == CHOICES else [])
            assert texts == offered
            assert right == ([c.text for c in item.choices if c.correct] or [item.none_label])
            assert [_html_text(a.findtext("feedback/text")) for a in answers][:len(item.choices)] == \
                [c.feedback for c in item.choices]
        elif item.kind == ORDER:
            assert q.get("type") == "ordering"
            assert [_html_text(a.findtext("text")) for a in answers] == [card_name(c, lang) for c in item.right_order]
        elif len(item.boxes) == 1:
            assert q.get("type") == "numerical"
            assert [int(a.findtext("text")) for a in answers] == [item.boxes[0].answer]
        else:
            assert q.get("type") == "cloze"
            gaps = [int(g) for g in re.findall(r"\{1:NUMERICAL:=(\d+):0\}", body)]
            assert gaps == [b.answer for b in item.boxes]


def _qti_text(element) -> str:
    return _text(etree.fromstring(str(element).encode()))


@EACH_SET
def test_qti_package_reads_back(which, lang):
    items = SETS[which, lang]
    archive = zipfile.ZipFile(io.BytesIO(qti.package(items, f"bank-{lang}")))
    manifest = etree.fromstring(archive.read("imsmanifest.xml"))
    ns = {"cp": qti.CP}
    hrefs = [r.get("href") for r in manifest.findall("cp:resources/cp:resource", ns)]
    assert {r.get("type") for r in manifest.findall("cp:resources/cp:resource", ns)} == {qti.ITEM_TYPE}
    assert len(hrefs) == len(items) and set(hrefs) <= set(archive.namelist())
    for item, href in zip(items, hrefs, strict=True):
        document = qti_xml.QTIDocument()
        document.read(src=archive.read(href))
        root = document.root
        assert root.title == item.title
        assert _qti_text(root.ItemBody).strip().startswith(item.prompt)
        explanation = [m for m in root.QTIModalFeedback if m.identifier == "EXPLANATION"]
        assert item.explanation in _qti_text(explanation[0])
        declarations = {d.identifier: d.get_correct_value() for d in root.ResponseDeclaration}
        choices = {c.identifier: _qti_text(c).strip() for c in root.find_children_depth_first(interactions.SimpleChoice)}
        if item.kind == CHOICE:
            assert choices[declarations["RESPONSE"].value] == next(c.text for c in item.choices if c.correct)
            assert list(choices.values()) == [c.text for c in item.choices]
        elif item.kind == CHOICES:
            value = declarations["RESPONSE"].value  # nothing fits: "None of them" alone, as in Moodle XML
            right = {choices[k] for k in value}
            assert list(choices.values())[-1] == item.none_label
            assert right == ({c.text for c in item.choices if c.correct} or {item.none_label})
            reasons = {m.identifier: _qti_text(m).strip() for m in root.QTIModalFeedback if m.identifier != "EXPLANATION"}
            assert {choices[k]: v for k, v in reasons.items()} == {c.text: c.feedback for c in item.choices if c.feedback}
        elif item.kind == ORDER:
            assert [choices[k] for k in declarations["RESPONSE"].value] == [card_name(c, lang) for c in item.right_order]
        else:
            assert [declarations[f"BOX_{n}"].value for n in range(1, len(item.boxes) + 1)] == [b.answer for b in item.boxes]


@EACH_SET
def test_csv_reads_back(which, lang):
    items = SETS[which, lang]
    text = "".join(tabular.csv_rows(items))
    assert text.startswith("\ufeff")
    rows = list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))))
    assert len(rows) == len(items)
    for item, row in zip(items, rows, strict=True):
        assert row["question"].split("\n")[0] == item.prompt
        assert row["explanation"] == item.explanation
        assert row["id"] == item.ident and row["drill"] == item.drill and int(row["level"]) == item.level
        assert row["seed"] == ("" if item.seed is None else str(item.seed))  # a class code's seeds stay secret
        if item.kind in (CHOICE, CHOICES):
            shown = [row[f"choice_{n}"] for n in range(1, len(item.choices) + 1)]
            assert shown == [c.text for c in item.choices]
            assert row["answer"].split(" | ") == ([c.text for c in item.choices if c.correct] or [item.none_label])
        elif item.kind == ORDER:
            assert row["answer"].split(" | ") == [card_name(c, lang) for c in item.right_order]
        else:
            assert row["answer"].split(" | ") == [f"{b.label}: {b.answer}" for b in item.boxes]


def test_no_drill_offers_more_choices_than_the_csv_has_columns():
    for drill in DRILLS.values():
        for level in drill.LEVELS:
            for seed in range(60):
                widget = drill.scene(drill.generate(Random(seed), level)).widget
                assert max(len(widget.options), len(widget.fields), len(widget.cards)) <= tabular.MAX_CHOICES


@EACH_SET
def test_json_reads_back(which, lang):
    items = SETS[which, lang]
    data = json.loads("".join(tabular.json_chunks(items, {"lang": lang})))
    assert data["meta"] == {"lang": lang}
    for item, q in zip(items, data["questions"], strict=True):
        assert (q["prompt"], q["explanation"], q["answer"], q["type"]) == (item.prompt, item.explanation,
                                                                           item.expected, item.kind)
        if item.kind in (CHOICE, CHOICES):
            assert [(c["text"], c["correct"]) for c in q["choices"]] == [(c.text, c.correct) for c in item.choices]


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_choice_carries_the_drills_own_reason(lang):
    """Choosing a wrong option (or ticking it beside the right ones) gets the reason the page gives."""
    reasons = 0
    for item in ITEMS[lang]:
        if item.kind not in (CHOICE, CHOICES):
            continue
        drill = DRILLS[item.drill]
        question = drill.generate(tokens.rng(item.seed, tokens.API), item.level)
        for choice in item.choices:
            if choice.correct:
                continue
            answer = choice.value if item.kind == CHOICE else [*sorted(item.right_values), choice.value]
            why = drill.check(question, drill.parse_answer({"answer": answer})).why_wrong
            assert choice.feedback == (why or {}).get(lang, "")
            reasons += bool(choice.feedback)
    assert reasons > 20


@pytest.mark.parametrize("lang", LANGS)
def test_card_pictures_travel_inside_moodle_and_qti_files(lang):
    """The cards on the table go as SVG files named by code, each image labelled with the card's name."""
    items = [i for i in ITEMS[lang] if any(i.context_cards)]
    assert items
    quiz = etree.fromstring("".join(moodle.render(items, "bank")).encode())
    for item, q in zip(items, quiz.findall("question")[1:], strict=True):
        files = {f.get("name"): base64.b64decode(f.text) for f in q.findall("questiontext/file")}
        drawn = {c for cards in item.context_cards for c in cards}
        assert set(files) == {f"{c.code}.svg" for c in drawn}
        for card in drawn:
            picture = etree.fromstring(files[f"{card.code}.svg"])
            assert picture.get("aria-label") == card_name(card, lang)
            assert f'@@PLUGINFILE@@/{card.code}.svg" alt="{card_name(card, lang)}"' in q.findtext("questiontext/text")
    archive = zipfile.ZipFile(io.BytesIO(qti.package(items, "pictures")))
    manifest = etree.fromstring(archive.read("imsmanifest.xml"))
    listed = {f.get("href") for f in manifest.iter(f"{{{qti.CP}}}file")}
    assert listed <= set(archive.namelist())
    for item in items:
        for card in (c for cards in item.context_cards for c in cards):
            assert f"images/{card.code}.svg" in listed
            assert etree.fromstring(archive.read(f"images/{card.code}.svg")).get("viewBox") == "0 0 60 90"


def test_special_characters_survive_every_format():
    """A prompt with GIFT's and XML's special characters comes back whole."""
    drill = DRILLS["tute-trick"]
    item = build(drill, drill.generate(Random(3), 1), "en", ident="odd", level=1, seed=3)
    odd = "Who wins? {a} = b ~ c # d : e \\ f <g> & \"h\""
    item = BankItem(**{**item.__dict__, "prompt": odd})
    parsed = gift_parser.parseFile(io.StringIO("".join(gift.render([item]))))[0]
    assert unescape_gift(parsed.text).startswith(odd)
    quiz = etree.fromstring("".join(moodle.render([item], "x")).encode())
    assert _html_text(quiz.findall("question")[1].findtext("questiontext/text")).startswith(odd)
    archive = zipfile.ZipFile(io.BytesIO(qti.package([item], "x")))
    document = qti_xml.QTIDocument()
    document.read(src=archive.read(f"items/{qti.identifier(item)}.xml"))
    assert _qti_text(document.root.ItemBody).strip().startswith(odd)
