"""The bank's XML writer writes what ElementTree writes (the formats' files are pinned byte for byte in
``test_export_pinned``): escaping, empty elements, text and tails, and anything it leaves to ElementTree; and
QTI's and Moodle XML's text written straight is what their trees write."""

from __future__ import annotations

from dataclasses import replace
from xml.etree import ElementTree as ET

import pytest
from hypothesis import given, strategies as st

from trainers.bank import moodle, qti
from trainers.bank.items import drill_selection
from trainers.bank.xml_text import tostring
from trainers.drills import DRILLS

words = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=12)
names = st.sampled_from(["p", "value", "text", "a", "simpleChoice"])


@st.composite
def trees(draw, depth: int = 3) -> ET.Element:
    element = ET.Element(draw(names), dict(draw(st.lists(st.tuples(st.sampled_from(["id", "b", "xmlns:xsi", "{http://www.w3.org/XML/1998/namespace}lang"]), words),
                                                         max_size=3))))
    element.text = draw(st.none() | words)
    element.tail = draw(st.none() | words)
    if depth:
        for child in draw(st.lists(trees(depth - 1), max_size=3)):
            element.append(child)
    return element


@given(trees())
def test_a_tree_is_written_as_elementtree_writes_it(tree):
    assert tostring(tree) == ET.tostring(tree, encoding="unicode")


def test_what_it_does_not_write_itself_elementtree_writes():
    tree = ET.Element("{http://example.org/ns}root", {"a": "1 < 2 & \"3\"\n"})
    tree.append(ET.Comment("a comment"))
    ET.SubElement(tree, "plain").text = "x"
    assert tostring(tree) == ET.tostring(tree, encoding="unicode")


def _items(slug: str, lang: str, per_level: int = 20):
    return [item for level in DRILLS[slug].LEVELS for item in drill_selection(slug, level, per_level, 3, lang)]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", sorted(DRILLS))
def test_qti_items_and_manifest_written_straight_are_what_their_trees_write(slug, lang):
    """QTI's items and manifest are written as text straight from the questions (``qti.item_text``,
    ``qti.manifest_text``): the very text of the trees the schema tests validate, for every drill and level."""
    items = _items(slug, lang)
    for item in items:
        assert qti.item_text(item) == tostring(qti.item_xml(item)), item.ident
    assert qti.manifest_text(items, f"{slug}-l1 · <a & b>") == tostring(qti.manifest(items, f"{slug}-l1 · <a & b>"))


def test_qti_text_escapes_what_the_tree_escapes():
    """Text that needs escaping (in a title, a prompt, a choice, a label, a reason) comes out as the tree writes it."""
    odd = 'a < b & "c" > d\n\te\r'
    for item in _items("docena-hand", "es", 2) + _items("tute-count", "en", 2) + _items("paulo-trumps", "es", 2):
        changed = replace(item, ident=item.ident + " é/ü", title=odd, prompt=odd, context=tuple(odd for _ in item.context),
                          legend="", explanation=odd, answer_text="",
                          choices=tuple(replace(c, text=odd, feedback=odd if c.feedback else "") for c in item.choices),
                          boxes=tuple(replace(b, label=odd) for b in item.boxes))
        assert qti.item_text(changed) == tostring(qti.item_xml(changed))


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", sorted(DRILLS))
def test_moodle_questions_written_straight_are_what_their_trees_write(slug, lang):
    """Moodle XML's questions are written as text straight from the questions (``moodle.question_text``): the
    very text of the tree ``moodle.element`` builds, its card pictures embedded, for every drill and level."""
    for item in _items(slug, lang):
        assert moodle.question_text(item) == tostring(moodle.element(item)), item.ident


def test_moodle_text_escapes_what_the_tree_escapes():
    odd = 'a < b & "c" > d\n\te\r'
    for item in _items("docena-hand", "es", 2) + _items("tute-count", "en", 2) + _items("paulo-trumps", "es", 2):
        changed = replace(item, ident=item.ident + " é/ü", title=odd, prompt=odd, context=tuple(odd for _ in item.context),
                          legend="", explanation="", answer_text="",
                          choices=tuple(replace(c, text=odd, feedback=odd if c.feedback else "") for c in item.choices),
                          boxes=tuple(replace(b, label=odd) for b in item.boxes))
        assert moodle.question_text(changed) == tostring(moodle.element(changed))
