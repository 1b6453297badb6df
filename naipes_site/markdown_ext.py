"""Python-Markdown extension: engine inserts inside the rule pages.

Two forms, both written between double square brackets:

- a block insert, alone in its paragraph: ``[[paulo-ladder muestra=C players=8]]``. The name is
  looked up in :mod:`naipes_site.inserts`; its keyword arguments are strings.
- an inline card or row of cards in running text: ``[[card 4B]]``, ``[[cards 4B 3O 11O]]``, and
  for the Papayoo pack ``[[pcard 7H]]``, ``[[pcards 7H 20P]]``.
- an inline number the engine owns: ``[[value papayoo.ROUND_TOTAL]]`` (names listed in
  :mod:`naipes_site.inserts.values`).
- text that follows the table's rules (rules-decisions §40): lines between ``[[if strict_follow=yes]]``
  (``[[elif …]]``, ``[[else]]``) and ``[[end]]``, each directive alone on its line, are kept only when the
  table's option has that value (``|`` between values: any of them; nothing after ``=``: the option left
  to the engine, ``None``); and inline, ``[[rule removal_order]]``, an option's value as the table plays it
  (a number, a card, an order of suits in words). A page drawn for no table reads the standard's values.
  :func:`depends` lists, section by section, the options a page's text and engine tables follow, so that a
  table that sets one of them marks that section.

An unknown insert, an unknown card or a bad argument raises :class:`InsertError` while rendering,
so a broken page fails its tests instead of showing a literal ``[[`` to readers.
"""

from __future__ import annotations

import re
import shlex
import xml.etree.ElementTree as etree
from collections.abc import Mapping
from typing import Any

from markdown import Extension
from markdown.blockprocessors import BlockProcessor
from markdown.inlinepatterns import InlineProcessor
from markdown.preprocessors import Preprocessor

import wording
from naipes import RulesError
from naipes.cards import PAPAYOO_60, SPANISH_40, SPANISH_48, CardError, Suit
from naipes.options import Option, option
from naipes_site.card_svg import card_svg
from naipes_site.inserts import InsertError, render_insert
from naipes_site.inserts.values import value
from wording.cards import card_name, suit_name

BLOCK = re.compile(r"^\[\[([a-z][a-z0-9-]*)((?:\s+[^\]]*)?)\]\]\s*$")
INLINE = r"\[\[(card|cards|pcard|pcards) ([^\]]+)\]\]"
INLINE_VALUE = r"\[\[value ([^\]]*)\]\]"
INLINE_RULE = r"\[\[rule ([a-z_]+)\]\]"
CONDITION = re.compile(r"^\s*\[\[(if|elif) ([a-z_]+)=([^\]]*)\]\]\s*$")
OTHERWISE = re.compile(r"^\s*\[\[(else|end)\]\]\s*$")
HEADING = re.compile(r"^#{2,3} .*\{#([a-z0-9-]+)\}\s*$")
RULE = re.compile(INLINE_RULE)


def parse_arguments(text: str) -> dict[str, str]:
    """``muestra=C players=8`` → ``{"muestra": "C", "players": "8"}``; quotes allowed around values."""
    arguments: dict[str, str] = {}
    for token in shlex.split(text):
        key, sep, value = token.partition("=")
        if not sep or not key:
            raise InsertError(f"bad insert argument {token!r} (use key=value)")
        arguments[key] = value
    return arguments


class PageRules:
    """The options a page's text follows: one game's, as a table plays them (the standard's when the table
    sets nothing)."""

    def __init__(self, game: str, options: Mapping[str, Any]) -> None:
        self.game = game
        self.options = dict(options)

    def option(self, name: str) -> Option:
        try:
            return option(self.game, name)
        except KeyError:
            raise InsertError(f"[[rule {name}]]: {self.game} has no option {name!r}") from None

    def value(self, name: str) -> Any:
        return self.options.get(name, self.option(name).default)

    def holds(self, name: str, texts: str) -> bool:
        """Whether the option's value is one of ``texts`` (``|`` between them; empty: ``None``)."""
        found, now = self.option(name), self.value(name)
        try:
            return any(now is None if not text.strip() else found.parse(text, game=self.game) == now
                       for text in texts.split("|"))
        except RulesError as exc:
            raise InsertError(f"[[if {name}={texts}]]: {exc}") from exc

    def shown(self, name: str, lang: str) -> str:
        """The option's value in running text: a number, a card's name, an order of suits in words."""
        found, now = self.option(name), self.value(name)
        if now is None or found.kind in ("bool", "choice"):
            raise InsertError(f"[[rule {name}]]: say a choice with [[if {name}=…]], not as a value")
        if found.kind == "suit_order":
            return wording.and_list([suit_name(Suit(s) if isinstance(s, str) else s, lang) for s in now], lang)
        if found.kind == "card":
            return card_name(SPANISH_40.parse_one(now), lang)
        return str(now)


def chosen_lines(lines: list[str], rules: PageRules | None) -> list[str]:
    """The page's lines with each ``[[if]]`` block reduced to the branch the table's rules choose."""
    kept: list[str] = []
    stack: list[tuple[bool, bool]] = []  # per open block: (this branch kept, some branch already taken)
    for number, line in enumerate(lines, start=1):
        condition, other = CONDITION.match(line), OTHERWISE.match(line)
        if condition or other:
            word = condition.group(1) if condition else other.group(1)  # type: ignore[union-attr]
            if word != "if" and not stack:
                raise InsertError(f"line {number}: [[{word}]] without [[if]]")
            if rules is None and condition:
                raise InsertError(f"line {number}: [[{word}]] on a page of no game")
            if word == "if":
                holds = rules.holds(condition.group(2), condition.group(3))  # type: ignore[union-attr]
                stack.append((holds, holds))
            elif word == "elif":
                _keep, taken = stack.pop()
                holds = not taken and rules.holds(condition.group(2), condition.group(3))  # type: ignore[union-attr]
                stack.append((holds, taken or holds))
            elif word == "else":
                _keep, taken = stack.pop()
                stack.append((not taken, True))
            else:
                stack.pop()
            continue
        if all(keep for keep, _taken in stack):
            kept.append(line)
    if stack:
        raise InsertError("an [[if]] without its [[end]]")
    return kept


def depends(body: str, follows: Mapping[str, Mapping[str, str]]) -> dict[str, set[str]]:
    """Section by section (the anchor of its ``##`` or ``###`` heading), the options the page's text and
    engine tables follow: those an ``[[if]]`` or a ``[[rule]]`` names, and those an insert of ``follows``
    (each game's ``FOLLOWS``, :func:`naipes_site.table_rules.follows`) leaves to the table. Every branch counts, whatever the table."""
    found: dict[str, set[str]] = {}
    anchor = ""
    for line in body.splitlines():
        if heading := HEADING.match(line.strip()):
            anchor = heading.group(1)
            continue
        names: set[str] = set()
        if condition := CONDITION.match(line):
            names.add(condition.group(2))
        names.update(RULE.findall(line))
        if block := BLOCK.match(line.strip()):
            written = parse_arguments(block.group(2))
            names.update(o for argument, o in follows.get(block.group(1), {}).items() if argument not in written)
        if names:
            found.setdefault(anchor, set()).update(names)
    return found


class TablePreprocessor(Preprocessor):
    def __init__(self, md, rules: PageRules | None) -> None:
        super().__init__(md)
        self.rules = rules

    def run(self, lines: list[str]) -> list[str]:
        return chosen_lines(lines, self.rules)


class InlineRuleProcessor(InlineProcessor):
    """``[[rule removal_order]]`` → ``copas, espadas and bastos``, as the table plays it."""

    def __init__(self, pattern, md, lang: str, rules: PageRules | None) -> None:
        super().__init__(pattern, md)
        self.lang = lang
        self.rules = rules

    def handleMatch(self, m, data):  # noqa: N802 - Python-Markdown's name
        if self.rules is None:
            raise InsertError(f"{m.group(0)} on a page of no game")
        return self.rules.shown(m.group(1), self.lang), m.start(0), m.end(0)


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
        assert match is not None  # test() matched this block
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
                       "table": [{}, "Insert name -> arguments a table's rules give it (naipes_site.table_rules)"],
                       "rules": ["", "The PageRules the page's [[if]] and [[rule]] read (empty: a page of no game)"]}
        super().__init__(**kwargs)

    def extendMarkdown(self, md) -> None:  # noqa: N802 - Python-Markdown's name
        lang = self.getConfig("lang")
        # (A default of None would make Python-Markdown read the setting as a yes or no.)
        rules = self.getConfig("rules") or None
        # Before everything else (Python-Markdown's own preprocessors run at 30 and 20).
        md.preprocessors.register(TablePreprocessor(md, rules), "naipes-table-text", 40)
        md.inlinePatterns.register(InlineRuleProcessor(INLINE_RULE, md, lang, rules), "naipes-rule", 173)
        # Above the paragraph processor (10) so a lone insert never becomes a <p>.
        md.parser.blockprocessors.register(InsertBlockProcessor(md.parser, md, lang, self.getConfig("table")), "naipes-insert", 75)
        md.inlinePatterns.register(InlineCardProcessor(INLINE, md, lang), "naipes-card", 175)
        md.inlinePatterns.register(InlineValueProcessor(INLINE_VALUE, md), "naipes-value", 174)
