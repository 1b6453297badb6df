"""Every QTI 2.1 item the question bank writes is valid against the IMS QTI 2.1 item schema
(``imsqti_v2p1p2.xsd``), the schema an LMS checks a package's items against: every drill, every level, both
languages, and under every named table and a few table codes.

The schema and every schema it imports are vendored unmodified in ``schemas/qti-2.1/`` (its README says where
from; ``SHA256SUMS`` pins each file) and are read from there only: no network. It is compiled once per session
(about 0.3 s) and each item validates in well under a millisecond, so the whole sweep costs a few seconds."""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

import pytest
from lxml import etree

from naipes import GAME_SLUGS
from naipes.profiles import profiles
from naipes_site import table_rules
from trainers.bank import class_export, gift, moodle, qti
from trainers.bank.items import BankItem, drill_selection
from trainers.class_codes import MAX_QUESTIONS, ClassCode, game_drills
from trainers.drills import CHOICES, DRILLS

pytestmark = pytest.mark.django_db

FOLDER = Path(__file__).parent / "schemas" / "qti-2.1"
SCHEMA = FOLDER / "imsqti_v2p1p2.xsd"
LANGS = ("es", "en")
PER_LEVEL = 20
"""Questions drawn per drill, level and language: 2,280 items in all, as many as the issue's own sweep."""
PER_TABLE = 5
CODES = {"paulo": ("o1-f1",), "tute": ("o1",), "docena": ("n1",)}
"""A few custom table codes beside the named profiles (the codes other bank tests use)."""


class _Loaded(etree.Resolver):
    """Records every file the schema asks for and leaves the loading to the parser (which may not use the
    network): a schema that reached beyond its folder would show here."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def resolve(self, system_url, public_id, context):
        self.urls.append(system_url)
        return None


LOADED = _Loaded()


@cache
def item_schema() -> etree.XMLSchema:
    parser = etree.XMLParser(no_network=True, resolve_entities=False)
    parser.resolvers.add(LOADED)
    return etree.XMLSchema(etree.parse(str(SCHEMA), parser))


def errors(items: list[BankItem]) -> list[str]:
    """Each invalid item's identifier with the schema's first complaint about it."""
    schema = item_schema()
    found = []
    for item in items:
        document = etree.fromstring(qti._xml(qti.item_xml(item)))
        if not schema.validate(document):
            found.append(f"{item.ident} ({item.lang}): {schema.error_log.last_error.message}")
    return found


def test_the_schema_is_the_ims_qti_2_1_item_schema():
    root = etree.parse(str(SCHEMA)).getroot()
    assert root.get("targetNamespace") == qti.QTI and root.get("version") == "IMS QTI 2.1.1"


def test_the_vendored_files_are_the_published_ones_byte_for_byte():
    sums = dict(reversed(line.split("  ", 1)) for line in (FOLDER / "SHA256SUMS").read_text().splitlines())
    present = {str(p.relative_to(FOLDER)) for p in FOLDER.rglob("*") if p.is_file()} - {"README.md", "SHA256SUMS"}
    assert present == set(sums)
    for name, digest in sums.items():
        assert hashlib.sha256((FOLDER / name).read_bytes()).hexdigest() == digest, name


def test_the_schema_loads_only_the_files_beside_it():
    item_schema()
    assert LOADED.urls, "the resolver saw no file: the check below would prove nothing"
    assert all("://" not in url and Path(url).resolve().is_relative_to(FOLDER.resolve()) for url in LOADED.urls)
    assert len(set(LOADED.urls)) == len(list(FOLDER.rglob("*.xsd")))  # every vendored schema is used


def test_an_empty_correct_response_is_refused():
    """The schema does refuse what the bank once wrote: without this, a sweep that passes could check nothing."""
    item = next(drill_selection("tute-trick", 1, 1, 1, "en"))
    document = qti.item_xml(item)
    declaration = document.find("responseDeclaration/correctResponse")
    for value in list(declaration):
        declaration.remove(value)
    assert not item_schema().validate(etree.fromstring(qti._xml(document)))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", sorted(DRILLS))
def test_every_item_of_every_level_is_valid(slug, lang):
    items = [item for level in DRILLS[slug].LEVELS for item in drill_selection(slug, level, PER_LEVEL, 1, lang)]
    assert errors(items) == []


def tables(game: str) -> list[table_rules.TableRules]:
    named = [table_rules.decode(game, p.slug) for p in profiles(game)]
    custom = [table_rules.decode(game, code) for code in CODES.get(game, ())]
    return [t for t in named + custom if not t.standard]


@pytest.mark.parametrize("slug", sorted(DRILLS))
def test_every_item_under_every_table_is_valid(slug):
    drill = DRILLS[slug]
    items = [item for table in tables(drill.GAME) for level in drill.LEVELS for lang in LANGS
             for item in drill_selection(slug, level, PER_TABLE, 1, lang, table)]
    assert errors(items) == [] and (items or not tables(drill.GAME))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_class_code_of_every_game_under_tables_is_valid(lang, level):
    """A class code's items (its answer key's questions, numbered as there) mixing every game, two of them under
    a named table."""
    drills = tuple(d for game in GAME_SLUGS for d in game_drills(game) if level in DRILLS[d].LEVELS)
    code = ClassCode("paulo", drills, level, n=MAX_QUESTIONS, seed=33, tables=(("paulo", "durcal"), ("tute", "clasico")))
    items = list(class_export.items(code, lang))
    assert len(items) == MAX_QUESTIONS and errors(items) == []


def nothing_to_tick(lang: str) -> list[BankItem]:
    """papayoo-deal at level 3 asks to tick the 1s a player set aside; in these questions he set none aside."""
    found = [i for i in drill_selection("papayoo-deal", 3, 200, 1, lang) if i.kind == CHOICES and not i.right_values]
    assert found
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_to_tick_is_a_valid_item(lang):
    assert errors(nothing_to_tick(lang)) == []


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_to_tick_is_the_none_of_them_choice_in_qti_as_in_moodle_and_gift(lang):
    """Every "tick every one that fits" question ends with one more option, "None of them", in QTI, Moodle XML
    and GIFT alike; where nothing fits it is the only right one (the correct response is never empty)."""
    for item in nothing_to_tick(lang):
        document = qti.item_xml(item)
        interaction = document.find("itemBody/choiceInteraction")
        options = {c.get("identifier"): c.text for c in interaction.findall("simpleChoice")}
        assert list(options.values()) == [*(c.text for c in item.choices), item.none_label]
        declaration = document.find("responseDeclaration")
        right = [options[v.text] for v in declaration.findall("correctResponse/value")]
        assert right == [item.none_label]
        assert declaration.get("cardinality") == "multiple" and interaction.get("maxChoices") == "0"

        quiz = moodle.element(item)
        assert quiz.findtext("single") == "false"
        assert [a.findtext("text") for a in quiz.findall("answer") if a.get("fraction") == "100"] == [item.none_label]
        assert f"~%100%{gift.escape(item.none_label)}" in next(gift.questions(item))


@pytest.mark.parametrize("lang", LANGS)
def test_none_of_them_is_offered_on_every_tick_question_so_it_never_gives_the_answer_away(lang):
    """A question where some cards fit has the same shape (several ticks, "None of them" last) as one where none
    does: only the scoring differs, and there "None of them" is wrong."""
    items = [i for i in drill_selection("papayoo-deal", 3, 40, 1, lang) if i.kind == CHOICES and i.right_values]
    assert items
    for item in items:
        document = qti.item_xml(item)
        interaction = document.find("itemBody/choiceInteraction")
        assert interaction.findall("simpleChoice")[-1].text == item.none_label
        assert document.find("responseDeclaration").get("cardinality") == "multiple"
        quiz = moodle.element(item)
        assert quiz.findtext("single") == "false"
        assert [a.get("fraction") for a in quiz.findall("answer") if a.findtext("text") == item.none_label] == ["-100"]
        assert f"~%-100%{gift.escape(item.none_label)}" in next(gift.questions(item))


def test_a_package_is_the_same_bytes_whenever_it_is_made(monkeypatch):
    """The zip carries no clock: two packages of the same questions, made at different times, are equal."""
    import time

    items = list(drill_selection("papayoo-deal", 3, 5, 1, "en"))
    first = qti.package(items, "bank-en")
    later = time.localtime(time.time() + 3600)
    monkeypatch.setattr(time, "localtime", lambda *args: later)
    assert qti.package(items, "bank-en") == first
