"""Moodle XML: the format Moodle's question bank imports with every question type it has.

One choice is a ``multichoice`` with ``single`` true; several choices a ``multichoice`` with equal shares
(each wrong tick -100 %); an order an ``ordering`` question (in core Moodle since 4.4) listing the cards in
the right order; one number a ``numerical``; several numbers a ``cloze`` with one ``NUMERICAL`` gap per box.
The explanation is the general feedback, and a wrong option's reason its own feedback.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from html import escape
from typing import TypeVar
from xml.etree import ElementTree as ET

from naipes.cards import Card
from naipes_site.card_svg import standalone_card_svg
from trainers.bank.gift import SHARES
from trainers.bank.items import BankItem
from trainers.bank.xml_text import escape_attribute, escape_text, tostring
from trainers.drills import CHOICE, CHOICES, NUMBERS, ORDER
from wording.cards import card_name


def _html(*paragraphs: str) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs if p)


def _text(parent: ET.Element, tag: str, html: str, fmt: str = "html") -> ET.Element:
    element = ET.SubElement(parent, tag, {"format": fmt})
    ET.SubElement(element, "text").text = html
    return element


def _answer(parent: ET.Element, fraction: str, text: str, feedback: str = "") -> ET.Element:
    answer = ET.SubElement(parent, "answer", {"fraction": fraction, "format": "html"})
    ET.SubElement(answer, "text").text = escape(text)
    _text(answer, "feedback", _html(feedback))
    return answer


def _question(item: BankItem, qtype: str, body: str) -> ET.Element:
    question = ET.Element("question", {"type": qtype})
    name = ET.SubElement(question, "name")
    ET.SubElement(name, "text").text = f"{item.ident} · {item.title}"
    _text(question, "questiontext", body)
    _text(question, "generalfeedback", _html(item.explanation, item.answer_text))
    ET.SubElement(question, "defaultgrade").text = "1"
    ET.SubElement(question, "penalty").text = "0"
    ET.SubElement(question, "hidden").text = "0"
    ET.SubElement(question, "idnumber").text = item.ident
    return question


def _pictures(cards, lang: str) -> str:
    return "".join([_picture(c, lang) for c in cards])


@lru_cache(maxsize=512)
def _picture(card: Card, lang: str) -> str:
    """A card's picture in the question's text, written once per card and language."""
    return f'<img src="@@PLUGINFILE@@/{card.code}.svg" alt="{escape(card_name(card, lang))}" width="60" height="90"/>'


def _stem(item: BankItem, *after: str) -> str:
    """The prompt, each context line with its cards drawn (files embedded below), the instructions."""
    lines = [f"<p>{escape(item.prompt)}</p>"]
    for line, cards in zip(item.context, item.context_cards, strict=True):
        pictures = _pictures(cards, item.lang)
        lines.append(f"<p>{escape(line)}</p>" + (f"<p>{pictures}</p>" if pictures else ""))
    return "".join(lines) + _html(item.legend, *after)


def _embed(question: ET.Element, item: BankItem) -> None:
    """Each card picture the text shows, once, as a base64 file of the question text."""
    text = question.find("questiontext")
    assert text is not None  # every question written here has one
    for card in dict.fromkeys(c for cards in item.context_cards for c in cards):
        file = ET.SubElement(text, "file", {"name": f"{card.code}.svg", "path": "/", "encoding": "base64"})
        file.text = _base64_svg(card, item.lang)


@lru_cache(maxsize=512)
def _base64_svg(card: Card, lang: str) -> str:
    """A card's picture as embedded, encoded once per card and language (a file repeats the same few cards)."""
    return base64.b64encode(standalone_card_svg(card, lang).encode()).decode()


def element(item: BankItem) -> ET.Element:
    """One item as a ``<question>``, its card pictures embedded."""
    question = _element(item)
    _embed(question, item)
    return question


def _element(item: BankItem) -> ET.Element:
    if item.kind in (CHOICE, CHOICES):
        question = _question(item, "multichoice", _stem(item))
        right = len(item.right_values)
        single = item.kind == CHOICE
        ET.SubElement(question, "single").text = "true" if single else "false"
        ET.SubElement(question, "shuffleanswers").text = "false"
        ET.SubElement(question, "answernumbering").text = "abc"
        for choice in item.choices:
            if single:
                fraction = "100" if choice.correct else "0"
            else:
                fraction = SHARES[right] if choice.correct else "-100"
            _answer(question, fraction, choice.text, choice.feedback)
        if not single:  # every tick question offers "None of them", so offering it never gives the answer away
            _answer(question, "-100" if right else "100", item.none_label)
        return question
    if item.kind == ORDER:
        question = _question(item, "ordering", _stem(item))
        ET.SubElement(question, "layouttype").text = "HORIZONTAL"
        ET.SubElement(question, "selecttype").text = "ALL"
        ET.SubElement(question, "selectcount").text = "0"
        ET.SubElement(question, "gradingtype").text = "ABSOLUTE_POSITION"
        for position, card in enumerate(item.right_order, start=1):
            answer = ET.SubElement(question, "answer", {"fraction": str(position), "format": "html"})
            ET.SubElement(answer, "text").text = escape(card_name(card, item.lang))
        return question
    if item.kind == NUMBERS and len(item.boxes) == 1:
        box = item.boxes[0]
        question = _question(item, "numerical", _stem(item, box.label))
        answer = _answer(question, "100", str(box.answer))
        ET.SubElement(answer, "tolerance").text = "0"
        return question
    gaps = "".join(f"<p>{escape(b.label)}: {{1:NUMERICAL:={b.answer}:0}}</p>" for b in item.boxes)
    return _question(item, "cloze", _stem(item) + gaps)


def question_text(item: BankItem) -> str:
    """:func:`element` as text, written straight from the item: the very text ``tostring(element(item))`` writes
    (tested equal for every drill), without building the tree and walking it again."""
    before, cards, after = question_parts(item)
    return before + "".join([_file_text(card, item.lang) for card in cards]) + after


def question_parts(item: BankItem) -> tuple[str, tuple[Card, ...], str]:
    """:func:`question_text` in three parts, the cards whose pictures are embedded in the middle: a question of
    some drills carries 200 KB of pictures, sent as they are rather than copied into the question's text."""
    files = tuple(dict.fromkeys(c for cards in item.context_cards for c in cards))
    if item.kind in (CHOICE, CHOICES):
        right = len(item.right_values)
        single = item.kind == CHOICE
        parts = [f"<single>{'true' if single else 'false'}</single><shuffleanswers>false</shuffleanswers>"
                 "<answernumbering>abc</answernumbering>"]
        for choice in item.choices:
            if single:
                fraction = "100" if choice.correct else "0"
            else:
                fraction = SHARES[right] if choice.correct else "-100"
            parts.append(_answer_text(fraction, choice.text, choice.feedback))
        if not single:
            parts.append(_answer_text("-100" if right else "100", item.none_label))
        return _question_parts(item, "multichoice", _stem(item), files, "".join(parts))
    if item.kind == ORDER:
        parts = ["<layouttype>HORIZONTAL</layouttype><selecttype>ALL</selecttype><selectcount>0</selectcount>"
                 "<gradingtype>ABSOLUTE_POSITION</gradingtype>"]
        parts += [f'<answer fraction="{position}" format="html">'
                  + _plain("text", escape(card_name(card, item.lang))) + "</answer>"
                  for position, card in enumerate(item.right_order, start=1)]
        return _question_parts(item, "ordering", _stem(item), files, "".join(parts))
    if item.kind == NUMBERS and len(item.boxes) == 1:
        box = item.boxes[0]
        return _question_parts(item, "numerical", _stem(item, box.label), files,
                              _answer_text("100", str(box.answer), after="<tolerance>0</tolerance>"))
    gaps = "".join(f"<p>{escape(b.label)}: {{1:NUMERICAL:={b.answer}:0}}</p>" for b in item.boxes)
    return _question_parts(item, "cloze", _stem(item) + gaps, files, "")


@lru_cache(maxsize=512)
def _file_text(card: Card, lang: str) -> str:
    """A card's picture as its ``<file>`` element, written once per card and language (the tree's text of it)."""
    return (f'<file name="{escape_attribute(f"{card.code}.svg")}" path="/" encoding="base64">'
            f"{escape_text(_base64_svg(card, lang))}</file>")


def _plain(tag: str, text: str) -> str:
    """An element of text alone, as ElementTree writes it (closing itself when the text is empty)."""
    return f"<{tag}>{escape_text(text)}</{tag}>" if text else f"<{tag} />"


def _text_text(tag: str, html: str) -> str:
    return f'<{tag} format="html">{_plain("text", html)}</{tag}>'


def _answer_text(fraction: str, text: str, feedback: str = "", after: str = "") -> str:
    return (f'<answer fraction="{escape_attribute(fraction)}" format="html">{_plain("text", escape(text))}'
            f'{_text_text("feedback", _html(feedback))}{after}</answer>')


def _question_parts(item: BankItem, qtype: str, body: str, files: tuple[Card, ...],
                    rest: str) -> tuple[str, tuple[Card, ...], str]:
    return (f'<question type="{qtype}"><name>{_plain("text", f"{item.ident} · {item.title}")}</name>'
            f'<questiontext format="html">{_plain("text", body)}', files,
            f'</questiontext>{_text_text("generalfeedback", _html(item.explanation, item.answer_text))}'
            f'<defaultgrade>1</defaultgrade><penalty>0</penalty><hidden>0</hidden>{_plain("idnumber", item.ident)}'
            f"{rest}</question>")


def render(items: Iterable[BankItem], category: str) -> Iterator[str]:
    """The whole ``<quiz>`` as text, a question at a time (a download sends :func:`download`'s chunks)."""
    return _quiz(items, category, _file_text)


def download(items: Iterable[BankItem], category: str) -> Iterator[str | bytes]:
    """:func:`render`'s text as a download sends it: each card picture's ``<file>`` element as bytes encoded once
    per card and language, sent as they are (200 questions of some drills carry 40 MB of pictures, which joined
    into each question's text and encoded again were a third of the file's cost)."""
    return _quiz(items, category, _file_bytes)


_Chunk = TypeVar("_Chunk", str, bytes)


@lru_cache(maxsize=512)
def _file_bytes(card: Card, lang: str) -> bytes:
    return _file_text(card, lang).encode()


def _quiz(items: Iterable[BankItem], category: str, file: Callable[[Card, str], _Chunk]) -> Iterator[str | _Chunk]:
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n'
    head = ET.Element("question", {"type": "category"})
    ET.SubElement(ET.SubElement(head, "category"), "text").text = f"$course$/top/{category}"
    yield tostring(head) + "\n"
    for item in items:
        before, cards, after = question_parts(item)
        yield before
        for card in cards:
            yield file(card, item.lang)
        yield after + "\n"
    yield "</quiz>\n"
