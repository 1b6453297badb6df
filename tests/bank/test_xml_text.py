"""The bank's XML writer writes what ElementTree writes (the formats' files are pinned byte for byte in
``test_export_pinned``): escaping, empty elements, text and tails, and anything it leaves to ElementTree."""

from __future__ import annotations

from xml.etree import ElementTree as ET

from hypothesis import given, strategies as st

from trainers.bank.xml_text import tostring

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
