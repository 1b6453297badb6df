"""One exported question: what the page shows, in one language, with its answer and reasons.

Everything comes from the drill itself (``scene``, ``expected``, ``check``): an export says what the
trainer page and the answer key say, never a second wording of the rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from types import ModuleType
from typing import Any

from django.utils import translation
from django.utils.translation import gettext

from naipes.cards import Card
from naipes_site.table_rules import TableRules
from trainers.drills import (
    CHOICE,
    CHOICES,
    DRILLS,
    LEVEL_NAMES,
    NUMBERS,
    ORDER,
    BadAnswer,
    Scene,
    captioned,
    new_question,
    right_values,
)
from trainers.tokens import API, rng
from wording.cards import card_name

NONE_OF_THEM = {"es": "Ninguna", "en": "None of them"}

MAX_COUNT = 200
"""The most questions one export holds: enough for a term's bank, small enough to build in a request."""


@dataclass(frozen=True)
class Choice:
    value: str
    text: str
    card: Card | None = None
    correct: bool = False
    feedback: str = ""
    """Why choosing this option is wrong, in the engine's terms (empty for a right option)."""


@dataclass(frozen=True)
class NumberBox:
    key: str
    label: str
    answer: int
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class BankItem:
    """One question in one language, ready for any format."""

    lang: str
    ident: str
    """Stable and unique within an export: ``<drill>-l<level>-<seed>``, or the class code's number."""
    title: str
    game: str
    drill: str
    level: int
    seed: int | None
    kind: str
    prompt: str
    context: tuple[str, ...]
    """The panels (the muestra, the trick so far…) and the hint, one line each, in the page's order."""
    context_cards: tuple[tuple[Card, ...], ...]
    """The cards each context line draws (none for a hint), for formats that carry pictures."""
    choices: tuple[Choice, ...] = ()
    """CHOICE and CHOICES."""
    order: tuple[Card, ...] = ()
    """ORDER: the cards as shown (shuffled)."""
    right_order: tuple[Card, ...] = ()
    boxes: tuple[NumberBox, ...] = ()
    """NUMBERS."""
    legend: str = ""
    explanation: str = ""
    answer_text: str = ""
    """The right answer in words, as the answer key says it."""
    rule_url: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    """The API's own shape of the question (``drill.data``), for the JSON export."""
    expected: Any = None

    @property
    def stem(self) -> str:
        """The question as plain text: the prompt, then each panel on its own line."""
        return "\n".join((self.prompt, *self.context))

    @property
    def none_label(self) -> str:
        """The extra option of a "tick every one that fits" question where nothing fits."""
        return NONE_OF_THEM[self.lang]

    @property
    def positions(self) -> list[tuple[Card, int]]:
        """An ORDER question's cards as shown, each with its right position (1 is the highest)."""
        rank = {card: n for n, card in enumerate(self.right_order, start=1)}
        return [(card, rank[card]) for card in self.order]

    @property
    def right_values(self) -> tuple[str, ...]:
        return tuple(c.value for c in self.choices if c.correct)


def _card_line(cards: Iterable[Card], captions: tuple[dict, ...], lang: str) -> str:
    names = [card_name(c, lang) for c in cards]
    if captions:
        names = [captioned(name, caption[lang]) for name, caption in zip(names, captions, strict=False)]
    return ", ".join(names)


def _context(scene: Scene, lang: str) -> tuple[str, ...]:
    lines = []
    for panel in scene.panels:
        # The label names the cards, so they come right after it ("Muestra: five of copas"), then what the
        # panel says of them (the players, which suit is trump): a line never opens with something else.
        parts = [_card_line(panel.cards, panel.captions, lang)] if panel.cards else []
        if panel.text:
            parts.append(panel.text[lang])
        lines.append(f"{panel.label[lang]}: {' — '.join(parts)}" if parts else panel.label[lang])
    if scene.hint:
        lines.append(scene.hint[lang])
    return tuple(lines)


def _option_text(option, lang: str) -> str:
    if option.card and option.label:
        return f"{card_name(option.card, lang)} — {option.label[lang]}"
    if option.card:
        return card_name(option.card, lang)
    return option.label[lang] if option.label else option.value


def _why_wrong(drill: ModuleType, question: Any, answer: Any, lang: str) -> str:
    """The drill's own reason that ``answer`` is wrong, or nothing when it has none to give."""
    try:
        feedback = drill.check(question, drill.parse_answer({"answer": answer}))
    except BadAnswer:
        return ""
    if feedback.correct:
        return ""
    return (feedback.why_wrong or {}).get(lang, "")


def _context_cards(scene: Scene) -> tuple[tuple[Card, ...], ...]:
    return tuple(panel.cards for panel in scene.panels) + (((),) if scene.hint else ())


def build(drill: ModuleType, question: Any, lang: str, *, ident: str, level: int, seed: int | None = None,
          title: str = "") -> BankItem:
    """The question as the page shows it in ``lang``, with the answer the drill checks against."""
    scene = drill.scene(question)
    widget = scene.widget
    expected = drill.expected(question)
    feedback = drill.check(question, drill.parse_answer({"answer": expected}))
    answer_text = feedback.answer_text[lang] if feedback.answer_text else ""
    item: dict[str, Any] = {}
    if widget.kind in (CHOICE, CHOICES):
        right = right_values(drill, question, widget.kind)
        choices = []
        for option in widget.options:
            correct = option.value in right
            if correct:
                reason = ""
            elif widget.kind == CHOICE:
                reason = _why_wrong(drill, question, option.value, lang)
            else:  # ticking this one too, with every right one
                reason = _why_wrong(drill, question, [*sorted(right), option.value], lang)
            choices.append(Choice(option.value, _option_text(option, lang), option.card, correct, reason))
        item["choices"] = tuple(choices)
        if not answer_text:
            answer_text = "; ".join(c.text for c in choices if c.correct)
    elif widget.kind == ORDER:
        item["order"] = widget.cards
        item["right_order"] = tuple(drill.parse_answer({"answer": expected}))
        if not answer_text:
            answer_text = ", ".join(card_name(c, lang) for c in item["right_order"])
    elif widget.kind == NUMBERS:
        item["boxes"] = tuple(NumberBox(f.key, f.label[lang], int(expected[f.key]), f.cards) for f in widget.fields)
        if not answer_text:
            answer_text = "; ".join(f"{b.label}: {b.answer}" for b in item["boxes"])
    return BankItem(
        lang=lang, ident=ident, title=title or f"{drill.NAME[lang]} ({LEVEL_NAMES[level][lang]})", game=drill.GAME,
        drill=drill.SLUG, level=level, seed=seed, kind=widget.kind, prompt=scene.prompt[lang],
        context=_context(scene, lang), context_cards=_context_cards(scene), legend=widget.legend[lang],
        explanation=feedback.explanation[lang], answer_text=answer_text,
        rule_url=f"/{lang}/{drill.GAME}/#{drill.RULE_ANCHOR}", data=drill.data(question), expected=expected,
        **item,
    )


def table_line(names: str, lang: str) -> str:
    """``Reglas de la mesa: Dúrcal`` / ``Table rules: Dúrcal``."""
    with translation.override(lang):
        return gettext("Table rules: %(name)s") % {"name": names}


def with_table(item: BankItem, table: TableRules | None) -> BankItem:
    """A question asked under a table other than the standard one says so first, in its language: its answer
    follows that table (a line without cards, as the context's own lines are)."""
    if table is None or table.standard:
        return item
    return replace(item, context=(table_line(table.name(item.lang), item.lang), *item.context),
                   context_cards=((), *item.context_cards))


def drill_selection(slug: str, level: int, count: int, seed: int, lang: str,
                    table: TableRules | None = None) -> Iterator[BankItem]:
    """``count`` questions of one drill and level, the n-th drawn with ``seed + n``: anyone holding the
    seed draws the same questions again, and the API asked for the same seed gives the same question. They
    come from the API's random source, never the page's: a trainer page's share link shows its seed while
    the question is open, and the bank must not answer it (``trainers.tokens.rng``). ``table`` asks them under
    a table's rules (the same seeds: only what the table changes differs)."""
    drill = DRILLS[slug]
    for question_seed in range(seed, seed + count):
        question = new_question(slug, rng(question_seed, API), level, table)
        # Named only where the table changes what the drill asks (its DEPENDS_ON), as the trainer's page does.
        yield with_table(build(drill, question, lang, ident=f"{slug}-l{level}-{question_seed}", level=level,
                               seed=question_seed), table if question.table else None)
