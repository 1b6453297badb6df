"""IMS QTI 2.1: one ``assessmentItem`` per question in a content package (a zip with ``imsmanifest.xml``),
the form Canvas, Blackboard, OpenOLAT and other LMSs import.

Choices are a ``choiceInteraction`` (``maxChoices`` 1, or 0 for "tick every one that fits", which always ends
with one more option, "None of them", the only right one where nothing fits, as in Moodle XML and GIFT: the
schema refuses an empty ``correctResponse``, and an option offered only when it is right would give it away), an order an ``orderInteraction``, numbers one
integer ``textEntryInteraction`` per box. Response processing scores 1 for the whole right answer (any right
option of a pick-one question that has several); ``modalFeedback`` shows the explanation always and, for a
chosen option that is wrong, its reason (the ``FEEDBACK`` outcome holds the response's identifiers).
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterable
from functools import lru_cache
from xml.etree import ElementTree as ET

from naipes.cards import Card
from naipes_site.card_svg import standalone_card_svg
from trainers.bank.items import BankItem
from trainers.bank.xml_text import escape_attribute as _escape_attrib, escape_text as _escape_cdata, tostring
from trainers.drills import CHOICE, CHOICES, NUMBERS, ORDER
from wording.cards import card_name

QTI = "http://www.imsglobal.org/xsd/imsqti_v2p1"
QTI_XSD = "http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"
CP = "http://www.imsglobal.org/xsd/imscp_v1p1"
CP_XSD = "http://www.imsglobal.org/xsd/imscp_v1p1.xsd"
XSI = "http://www.w3.org/2001/XMLSchema-instance"
ITEM_TYPE = "imsqti_item_xmlv2p1"
FIXED_DATE = (2026, 1, 1, 0, 0, 0)
"""Every file's date in a package."""
NONE_ID = "CHOICE_NONE"
"""The "None of them" option of every "tick every one that fits" question, right only where nothing fits."""


def _sub(parent: ET.Element, tag: str, attrs: dict[str, str] | None = None, text: str | None = None) -> ET.Element:
    # Plain names under the root's xmlns attribute: ElementTree cannot write a default namespace
    # beside the unqualified attributes QTI uses.
    element = ET.SubElement(parent, tag, attrs or {})
    if text is not None:
        element.text = text
    return element


def picture_path(card: Card) -> str:
    return f"images/{card.code}.svg"


def pictures(item: BankItem) -> list[Card]:
    return list(dict.fromkeys(c for cards in item.context_cards for c in cards))


def identifier(item: BankItem) -> str:
    """An NCName for the item (drill slugs and seeds are letters, digits and hyphens)."""
    if _PLAIN.fullmatch(item.ident):  # the usual case, told at once: nothing to replace
        return "Q-" + item.ident
    return "Q-" + "".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in item.ident)


_PLAIN = re.compile(r"[A-Za-z0-9._-]*")


def _value(parent: ET.Element, text: str, base: str = "") -> None:
    _sub(parent, "value", {"baseType": base} if base else None, text)


def _declare_response(item_el: ET.Element, ident: str, cardinality: str, base: str, right: list[str]) -> None:
    declaration = _sub(item_el, "responseDeclaration",
                       {"identifier": ident, "cardinality": cardinality, "baseType": base})
    correct = _sub(declaration, "correctResponse")
    for value in right:
        _value(correct, value)


def _declare_outcomes(item_el: ET.Element, feedback_cardinality: str | None) -> None:
    score = _sub(item_el, "outcomeDeclaration", {"identifier": "SCORE", "cardinality": "single", "baseType": "float"})
    _value(_sub(score, "defaultValue"), "0")
    _sub(item_el, "outcomeDeclaration", {"identifier": "EXPLAIN", "cardinality": "single", "baseType": "identifier"})
    if feedback_cardinality:
        _sub(item_el, "outcomeDeclaration",
             {"identifier": "FEEDBACK", "cardinality": feedback_cardinality, "baseType": "identifier"})


def _paragraphs(parent: ET.Element, *texts: str) -> None:
    for text in texts:
        if text:
            _sub(parent, "p", text=text)


def _processing(item_el: ET.Element, responses: list[str], feedback: bool, any_of: list[str] | None = None) -> None:
    """Score 1 for the whole right answer; ``any_of``: a pick-one question with several right options,
    whichever of them is chosen."""
    processing = _sub(item_el, "responseProcessing")
    condition = _sub(processing, "responseCondition")
    branch = _sub(condition, "responseIf")
    test = _sub(branch, "and") if len(responses) > 1 else branch
    if any_of:
        member = _sub(test, "member")
        _sub(member, "variable", {"identifier": responses[0]})
        listed = _sub(member, "multiple")
        for value in any_of:
            _sub(listed, "baseValue", {"baseType": "identifier"}, value)
    for response in responses if not any_of else ():
        match = _sub(test, "match")
        _sub(match, "variable", {"identifier": response})
        _sub(match, "correct", {"identifier": response})
    _sub(_sub(branch, "setOutcomeValue", {"identifier": "SCORE"}), "baseValue", {"baseType": "float"}, "1")
    otherwise = _sub(condition, "responseElse")
    _sub(_sub(otherwise, "setOutcomeValue", {"identifier": "SCORE"}), "baseValue", {"baseType": "float"}, "0")
    _sub(_sub(processing, "setOutcomeValue", {"identifier": "EXPLAIN"}), "baseValue", {"baseType": "identifier"},
         "EXPLANATION")
    if feedback:
        _sub(_sub(processing, "setOutcomeValue", {"identifier": "FEEDBACK"}), "variable",
             {"identifier": responses[0]})


def _modal(item_el: ET.Element, outcome: str, ident: str, *texts: str) -> None:
    modal = _sub(item_el, "modalFeedback", {"outcomeIdentifier": outcome, "identifier": ident, "showHide": "show"})
    _paragraphs(modal, *texts)


def item_xml(item: BankItem) -> ET.Element:
    """One item as an ``assessmentItem``."""
    root = ET.Element("assessmentItem", {
        "xmlns": QTI, "xmlns:xsi": XSI, "xsi:schemaLocation": f"{QTI} {QTI_XSD}",
        "identifier": identifier(item), "title": item.title, "adaptive": "false", "timeDependent": "false", "{http://www.w3.org/XML/1998/namespace}lang": item.lang,
    })
    choice_ids = {c.value: f"CHOICE_{n}" for n, c in enumerate(item.choices, start=1)}
    card_ids = {card: f"CARD_{n}" for n, card in enumerate(item.order, start=1)}
    none_fits = item.kind == CHOICES and not item.right_values
    any_of = None
    if item.kind in (CHOICE, CHOICES):
        cardinality = "single" if item.kind == CHOICE else "multiple"
        right = [NONE_ID] if none_fits else [choice_ids[v] for v in item.right_values]
        if item.kind == CHOICE and len(right) > 1:
            # One pick, several right options (La Docena's mala): a single response has one correct value, the
            # first; the response processing takes any of them.
            right, any_of = right[:1], right
        _declare_response(root, "RESPONSE", cardinality, "identifier", right)
        _declare_outcomes(root, cardinality)
        responses = ["RESPONSE"]
    elif item.kind == ORDER:
        _declare_response(root, "RESPONSE", "ordered", "identifier", [card_ids[c] for c in item.right_order])
        _declare_outcomes(root, None)
        responses = ["RESPONSE"]
    else:
        responses = [f"BOX_{n}" for n in range(1, len(item.boxes) + 1)]
        for response, box in zip(responses, item.boxes, strict=True):
            _declare_response(root, response, "single", "integer", [str(box.answer)])
        _declare_outcomes(root, None)
    body = _sub(root, "itemBody")
    _paragraphs(body, item.prompt)
    for line, cards in zip(item.context, item.context_cards, strict=True):
        _paragraphs(body, line)
        if cards:
            row = _sub(body, "p")
            for card in cards:
                _sub(row, "img", {"src": f"../{picture_path(card)}", "alt": card_name(card, item.lang),
                                  "width": "60", "height": "90"})
    if item.kind in (CHOICE, CHOICES):
        interaction = _sub(body, "choiceInteraction", {
            "responseIdentifier": "RESPONSE", "shuffle": "false", "maxChoices": "0" if cardinality == "multiple" else "1"})
        _sub(interaction, "prompt", text=item.legend)
        for choice in item.choices:
            _sub(interaction, "simpleChoice", {"identifier": choice_ids[choice.value]}, choice.text)
        if item.kind == CHOICES:
            _sub(interaction, "simpleChoice", {"identifier": NONE_ID}, item.none_label)
    elif item.kind == ORDER:
        interaction = _sub(body, "orderInteraction", {"responseIdentifier": "RESPONSE", "shuffle": "false"})
        _sub(interaction, "prompt", text=item.legend)
        for card in item.order:
            _sub(interaction, "simpleChoice", {"identifier": card_ids[card]}, card_name(card, item.lang))
    elif item.kind == NUMBERS:
        _paragraphs(body, item.legend)
        for response, box in zip(responses, item.boxes, strict=True):
            paragraph = _sub(body, "p", text=f"{box.label}: ")
            _sub(paragraph, "textEntryInteraction", {"responseIdentifier": response, "expectedLength": "4"})
    _processing(root, responses, feedback=item.kind in (CHOICE, CHOICES), any_of=any_of)
    _modal(root, "EXPLAIN", "EXPLANATION", item.explanation, item.answer_text)
    for choice in item.choices:
        if choice.feedback:
            _modal(root, "FEEDBACK", choice_ids[choice.value], choice.feedback)
    return root


def item_text(item: BankItem) -> str:
    """:func:`item_xml` as text, written straight from the item: the very text ``tostring(item_xml(item))``
    writes (tested equal for every drill), without building a tree of a hundred elements and walking it again,
    which was most of a QTI file's cost after the questions themselves."""
    ident = identifier(item)
    choice_ids = {c.value: f"CHOICE_{n}" for n, c in enumerate(item.choices, start=1)}
    card_ids = {card: f"CARD_{n}" for n, card in enumerate(item.order, start=1)}
    none_fits = item.kind == CHOICES and not item.right_values
    any_of = None
    out = [f'<assessmentItem xmlns="{QTI}" xmlns:xsi="{XSI}" xsi:schemaLocation="{_escape_attrib(f"{QTI} {QTI_XSD}")}" '
           f'identifier="{_escape_attrib(ident)}" title="{_escape_attrib(item.title)}" adaptive="false" '
           f'timeDependent="false" xml:lang="{_escape_attrib(item.lang)}">']
    write = out.append
    if item.kind in (CHOICE, CHOICES):
        cardinality = "single" if item.kind == CHOICE else "multiple"
        right = [NONE_ID] if none_fits else [choice_ids[v] for v in item.right_values]
        if item.kind == CHOICE and len(right) > 1:
            right, any_of = right[:1], right
        write(_response_text("RESPONSE", cardinality, "identifier", right))
        write(_outcomes_text(cardinality))
        responses = ["RESPONSE"]
    elif item.kind == ORDER:
        write(_response_text("RESPONSE", "ordered", "identifier", [card_ids[c] for c in item.right_order]))
        write(_outcomes_text(None))
        responses = ["RESPONSE"]
    else:
        responses = [f"BOX_{n}" for n in range(1, len(item.boxes) + 1)]
        for response, box in zip(responses, item.boxes, strict=True):
            write(_response_text(response, "single", "integer", [str(box.answer)]))
        write(_outcomes_text(None))
    body = [_paragraphs_text(item.prompt)]
    for line, cards in zip(item.context, item.context_cards, strict=True):
        body.append(_paragraphs_text(line))
        if cards:
            body.append("<p>" + "".join([_img_text(card, item.lang) for card in cards]) + "</p>")
    if item.kind in (CHOICE, CHOICES):
        choices = [_element_text("prompt", "", item.legend)]
        choices += [_element_text("simpleChoice", f' identifier="{choice_ids[choice.value]}"', choice.text)
                    for choice in item.choices]
        if item.kind == CHOICES:
            choices.append(_element_text("simpleChoice", f' identifier="{NONE_ID}"', item.none_label))
        body.append('<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="'
                    + ("0" if cardinality == "multiple" else "1") + '">' + "".join(choices) + "</choiceInteraction>")
    elif item.kind == ORDER:
        choices = [_element_text("prompt", "", item.legend)]
        choices += [_element_text("simpleChoice", f' identifier="{card_ids[card]}"', card_name(card, item.lang))
                    for card in item.order]
        body.append('<orderInteraction responseIdentifier="RESPONSE" shuffle="false">' + "".join(choices)
                    + "</orderInteraction>")
    elif item.kind == NUMBERS:
        body.append(_paragraphs_text(item.legend))
        for response, box in zip(responses, item.boxes, strict=True):
            body.append(f"<p>{_escape_cdata(f'{box.label}: ')}<textEntryInteraction "
                        f'responseIdentifier="{response}" expectedLength="4" /></p>')
    write(_element_text("itemBody", "", "", "".join(body)))
    write(_processing_text(responses, item.kind in (CHOICE, CHOICES), any_of))
    write(_modal_text("EXPLAIN", "EXPLANATION", item.explanation, item.answer_text))
    for choice in item.choices:
        if choice.feedback:
            write(_modal_text("FEEDBACK", choice_ids[choice.value], choice.feedback))
    write("</assessmentItem>")
    return "".join(out)


@lru_cache(maxsize=512)
def _img_text(card: Card, lang: str) -> str:
    """A card's picture in an item's text, written once per card and language."""
    return (f'<img src="{_escape_attrib(f"../{picture_path(card)}")}" alt="{_escape_attrib(card_name(card, lang))}" '
            'width="60" height="90" />')


@lru_cache(maxsize=512)
def _file_text(card: Card) -> str:
    return f'<file href="{_escape_attrib(picture_path(card))}" />'


def _element_text(tag: str, attrs: str, text: str | None, children: str = "") -> str:
    """An element as ElementTree writes it: ``attrs`` already written (each with its space before), ``text``
    escaped; empty (no text, no children) it closes itself."""
    if text or children:
        return f"<{tag}{attrs}>{_escape_cdata(text) if text else ''}{children}</{tag}>"
    return f"<{tag}{attrs} />"


def _paragraphs_text(*texts: str) -> str:
    return "".join(f"<p>{_escape_cdata(text)}</p>" for text in texts if text)


def _response_text(ident: str, cardinality: str, base: str, right: list[str]) -> str:
    values = "".join(_element_text("value", "", value) for value in right)
    return (f'<responseDeclaration identifier="{ident}" cardinality="{cardinality}" baseType="{base}">'
            + _element_text("correctResponse", "", "", values) + "</responseDeclaration>")


def _outcomes_text(feedback_cardinality: str | None) -> str:
    text = ('<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"><defaultValue>'
            '<value>0</value></defaultValue></outcomeDeclaration>'
            '<outcomeDeclaration identifier="EXPLAIN" cardinality="single" baseType="identifier" />')
    if feedback_cardinality:
        text += (f'<outcomeDeclaration identifier="FEEDBACK" cardinality="{feedback_cardinality}" '
                 'baseType="identifier" />')
    return text


def _processing_text(responses: list[str], feedback: bool, any_of: list[str] | None) -> str:
    tests = []
    if any_of:
        listed = "".join(f'<baseValue baseType="identifier">{_escape_cdata(value)}</baseValue>' for value in any_of)
        tests.append(f'<member><variable identifier="{responses[0]}" /><multiple>{listed}</multiple></member>')
    for response in responses if not any_of else ():
        tests.append(f'<match><variable identifier="{response}" /><correct identifier="{response}" /></match>')
    test = "".join(tests)
    if len(responses) > 1:
        test = _element_text("and", "", "", test)
    text = ('<responseProcessing><responseCondition><responseIf>' + test
            + '<setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>'
            '</responseIf><responseElse><setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue>'
            '</setOutcomeValue></responseElse></responseCondition><setOutcomeValue identifier="EXPLAIN">'
            '<baseValue baseType="identifier">EXPLANATION</baseValue></setOutcomeValue>')
    if feedback:
        text += f'<setOutcomeValue identifier="FEEDBACK"><variable identifier="{responses[0]}" /></setOutcomeValue>'
    return text + "</responseProcessing>"


def _modal_text(outcome: str, ident: str, *texts: str) -> str:
    return _element_text("modalFeedback", f' outcomeIdentifier="{outcome}" identifier="{ident}" showHide="show"', "",
                         _paragraphs_text(*texts))


def manifest(items: list[BankItem], title: str) -> ET.Element:
    root = ET.Element("manifest", {
        "xmlns": CP, "xmlns:xsi": XSI, "xsi:schemaLocation": f"{CP} {CP_XSD}",
        "identifier": "MANIFEST-" + "".join(ch if ch.isalnum() else "-" for ch in title),
    })
    ET.SubElement(root, "organizations")
    resources = ET.SubElement(root, "resources")
    for item in items:
        href = f"items/{identifier(item)}.xml"
        resource = ET.SubElement(resources, "resource",
                                 {"identifier": "RES-" + identifier(item), "type": ITEM_TYPE, "href": href})
        ET.SubElement(resource, "file", {"href": href})
        for card in pictures(item):
            ET.SubElement(resource, "file", {"href": picture_path(card)})
    return root


def manifest_text(items: list[BankItem], title: str) -> str:
    """:func:`manifest` as text, written straight (the very text ``tostring(manifest(items, title))`` writes)."""
    resources = []
    for item in items:
        ident = identifier(item)
        href = _escape_attrib(f"items/{ident}.xml")
        files = "".join([_file_text(card) for card in pictures(item)])
        resources.append(f'<resource identifier="{_escape_attrib("RES-" + ident)}" type="{ITEM_TYPE}" href="{href}">'
                         f'<file href="{href}" />{files}</resource>')
    name = "MANIFEST-" + "".join(ch if ch.isalnum() else "-" for ch in title)
    return (f'<manifest xmlns="{CP}" xmlns:xsi="{XSI}" xsi:schemaLocation="{_escape_attrib(f"{CP} {CP_XSD}")}" '
            f'identifier="{_escape_attrib(name)}"><organizations />'
            + _element_text("resources", "", "", "".join(resources)) + "</manifest>")


def _xml(element: ET.Element | str) -> bytes:
    text = element if isinstance(element, str) else tostring(element)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + text).encode()


def package(items: Iterable[BankItem], title: str) -> bytes:
    """The zip: the manifest and one file per item."""
    items = list(items)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:

        def write(name: str, data: str | bytes) -> None:
            # A fixed date, not the clock's: the same questions make the same bytes (and one cache entry).
            archive.writestr(zipfile.ZipInfo(name, date_time=FIXED_DATE), data, zipfile.ZIP_DEFLATED)

        drawn: dict[Card, str] = {}
        for item in items:
            write(f"items/{identifier(item)}.xml", _xml(item_text(item)))
            drawn.update((card, item.lang) for card in pictures(item))
        for card, lang in drawn.items():
            write(picture_path(card), standalone_card_svg(card, lang))
        write("imsmanifest.xml", _xml(manifest_text(items, title)))
    return buffer.getvalue()
