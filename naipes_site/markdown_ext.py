"""Python-Markdown extension: engine inserts inside the rule pages.

Two forms, both written between double square brackets:

- a block insert, alone in its paragraph: ``[[paulo-ladder muestra=C players=8]]``. The name is
  looked up in :mod:`naipes_site.inserts`; its keyword arguments are strings.
- an inline card or row of cards in running text: ``[[card 4B]]``, ``[[cards 4B 3O 11O]]``, and
  for the Papayoo pack ``[[pcard 7H]]``, ``[[pcards 7H 20P]]``.
- an inline number the engine owns: ``[[value papayoo.ROUND_TOTAL]]`` (names listed in
  :mod:`naipes_site.inserts.values`).

An unknown insert, an unknown card or a bad argument raises :class:`InsertError` while rendering,
so a broken page fails its tests instead of showing a literal ``[[`` to readers.
"""

from __future__ import annotations

import re
import shlex
import xml.etree.ElementTree as etree

from markdown import Extension
from markdown.blockprocessors import BlockProcessor
from markdown.inlinepatterns import InlineProcessor

from naipes.cards import PAPAYOO_60, SPANISH_48, CardError
from naipes_site.card_svg import card_svg
from naipes_site.inserts import InsertError, render_insert
from naipes_site.inserts.values import value

BLOCK = re.compile(r"^\[\[([a-z][a-z0-9-]*)((?:\s+[^\]]*)?)\]\]\s*$")
INLINE = r"\[\[(card|cards|pcard|pcards) ([^\]]+)\]\]"
INLINE_VALUE = r"\[\[value ([^\]]*)\]\]"


def parse_arguments(text: str) -> dict[str, str]:
    """``muestra=C players=8`` → ``{"muestra": "C", "players": "8"}``; quotes allowed around values."""
    arguments: dict[str, str] = {}
    for token in shlex.split(text):
        key, sep, value = token.partition("=")
        if not sep or not key:
            raise InsertError(f"bad insert argument {token!r} (use key=value)")
        arguments[key] = value
    return arguments


class InsertBlockProcessor(BlockProcessor):
    def __init__(self, parser, md, lang: str, table: dict[str, dict[str, str]]) -> None:
        super().__init__(parser)
        self.md = md
        self.lang = lang
        self.table = table

    def test(self, parent, block) -> bool:
        return bool(BLOCK.match(block.strip()))

    def run(self, parent, blocks) -> None:
        match = BLOCK.match(blocks.pop(0).strip())
        name, args = match.group(1), parse_arguments(match.group(2))
        # A table's rules fill the arguments the page leaves out; those the page writes stay as written.
        args = {**self.table.get(name, {}), **args}
        html = render_insert(name, self.lang, **args)
        placeholder = self.md.htmlStash.store(html)
        paragraph = etree.SubElement(parent, "div")
        paragraph.set("class", f"insert insert-{name}")
        paragraph.text = placeholder


class InlineCardProcessor(InlineProcessor):
    def __init__(self, pattern, md, lang: str) -> None:
        super().__init__(pattern, md)
        self.lang = lang

    def handleMatch(self, m, data):  # noqa: N802 - Python-Markdown's name
        kind, codes = m.group(1), m.group(2)
        deck = PAPAYOO_60 if kind.startswith("p") else SPANISH_48
        try:
            cards = deck.parse(codes, unique=False)
        except CardError as exc:
            raise InsertError(f"{m.group(0)}: {exc}") from exc
        html = "".join(str(card_svg(card, self.lang, "small inline")) for card in cards)
        element = etree.Element("span")
        element.set("class", "card-run")
        element.text = self.md.htmlStash.store(html)
        return element, m.start(0), m.end(0)


class InlineValueProcessor(InlineProcessor):
    """``[[value papayoo.ROUND_TOTAL]]`` → ``250``, as plain text; an unknown name raises InsertError."""

    def handleMatch(self, m, data):  # noqa: N802 - Python-Markdown's name
        return value(m.group(1).strip()), m.start(0), m.end(0)


class NaipesExtension(Extension):
    def __init__(self, **kwargs) -> None:
        self.config = {"lang": ["es", "Language of the page the inserts are drawn for"],
                       "table": [{}, "Insert name -> arguments a table's rules give it (naipes_site.table_rules)"]}
        super().__init__(**kwargs)

    def extendMarkdown(self, md) -> None:  # noqa: N802 - Python-Markdown's name
        lang = self.getConfig("lang")
        # Above the paragraph processor (10) so a lone insert never becomes a <p>.
        md.parser.blockprocessors.register(InsertBlockProcessor(md.parser, md, lang, self.getConfig("table")), "naipes-insert", 75)
        md.inlinePatterns.register(InlineCardProcessor(INLINE, md, lang), "naipes-card", 175)
        md.inlinePatterns.register(InlineValueProcessor(INLINE_VALUE, md), "naipes-value", 174)
