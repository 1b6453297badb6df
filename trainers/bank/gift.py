"""GIFT, the plain-text question format Moodle (and other LMSs) import.

- one choice: ``{=right#feedback ~wrong#why it is wrong ####explanation}``;
- several choices: weighted answers (each right one an equal share of 100 %, each wrong one -100 %);
- an order: a matching question, each card to its position (GIFT has no ordering type);
- numbers: one numerical question per box, since GIFT has no cloze.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from trainers.bank.items import BankItem
from trainers.drills import CHOICE, CHOICES, NUMBERS, ORDER
from wording.cards import card_name

SPECIAL = "~=#{}:\\"


def escape(text: str) -> str:
    """GIFT's special characters behind a backslash, and line breaks as ``\\n`` (a blank line ends a question)."""
    # One pass of C per special character (the backslash first, so that no backslash put in is doubled): a
    # Cirulo question's stem lists every card of the round, and a character at a time was most of a file.
    text = text.replace("\\", "\\\\")
    for ch in SPECIAL[:-1]:
        text = text.replace(ch, "\\" + ch)
    return text.replace("\r", "").replace("\n", "\\n")


# Moodle accepts only these shares; a share of 1/n for n up to 10 is among them.
SHARES = {1: "100", 2: "50", 3: "33.33333", 4: "25", 5: "20", 6: "16.66667", 7: "14.28571", 8: "12.5",
          9: "11.11111", 10: "10"}


def _stem(item: BankItem) -> str:
    return escape(_stem_text(item))


def _stem_text(item: BankItem) -> str:
    return "\n".join(line for line in (*item.stem.split("\n"), item.legend) if line)


def _feedback(text: str) -> str:
    return f"#{escape(text)}" if text else ""


def _general(item: BankItem) -> str:
    return f" ####{escape(item.explanation)}" if item.explanation else ""


def _choice_body(item: BankItem) -> str:
    answers = []
    right_count = len(item.right_values)
    for choice in item.choices:
        if item.kind == CHOICE:
            mark = "=" if choice.correct else "~"
        else:
            mark = f"~%{SHARES[right_count]}%" if choice.correct else "~%-100%"
        answers.append(f"{mark}{escape(choice.text)}{_feedback(choice.feedback)}")
    return " ".join(answers)


def questions(item: BankItem) -> Iterator[str]:
    """The GIFT text of one item (more than one question for several number boxes)."""
    head = f"// {item.ident} · {item.rule_url}\n::{escape(item.title)}::[markdown]"
    if item.kind == CHOICE:
        yield f"{head}{_stem(item)} {{{_choice_body(item)}{_general(item)}}}"
    elif item.kind == CHOICES:
        # Every tick question ends with "None of them", right only where nothing fits: offered only then, it
        # would give the answer away.
        none = f"~%{'-100' if item.right_values else '100'}%{escape(item.none_label)}"
        yield f"{head}{_stem(item)} {{{_choice_body(item)} {none}{_general(item)}}}"
    elif item.kind == ORDER:
        pairs = " ".join(f"={escape(card)} -> {position}" for card, position in _positions(item))
        yield f"{head}{_stem(item)} {{{pairs}{_general(item)}}}"
    elif item.kind == NUMBERS:
        # Each box's question repeats the stem with the box's label as its last line. Escaping goes a character
        # at a time, so the stem is escaped once for every box (a Cirulo stem lists every card of the round).
        stem = _stem_text(item)
        escaped, general = escape(stem), _general(item)
        for n, box in enumerate(item.boxes, start=1):
            title = escape(f"{item.title} · {box.label}")
            boxed = (escaped + ("\\n" if stem else "") + escape(box.label)) if box.label else escaped
            yield (f"// {item.ident}.{n} · {item.rule_url}\n::{title}::[markdown]"
                   f"{boxed} {{#{box.answer}{general}}}")


def _positions(item: BankItem) -> list[tuple[str, int]]:
    return [(card_name(card, item.lang), position) for card, position in item.positions]


def render(items: Iterable[BankItem]) -> Iterator[str]:
    """The whole file, a question at a time (for a streamed download)."""
    for item in items:
        for text in questions(item):
            yield text + "\n\n"
