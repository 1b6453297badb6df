"""CSV (one row per question, for a spreadsheet) and JSON (the API's own shape of a question, with its
answer and explanation)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Iterator

from trainers.bank.items import BankItem
from trainers.drills import CHOICE, CHOICES, ORDER
from wording.cards import card_name

MAX_CHOICES = 24
"""Choice columns in the CSV: La Docena's ladder has 23 rungs, and no drill offers more (checked by the tests)."""

HEADER = ["id", "game", "drill", "level", "seed", "type", "question", "instructions",
          *(f"choice_{n}" for n in range(1, MAX_CHOICES + 1)), "answer", "explanation", "rule"]


def _answer_cell(item: BankItem) -> str:
    """The answer as a person reads it: the right choices' texts, the cards in order, or each box's value."""
    if item.kind in (CHOICE, CHOICES):
        return " | ".join(c.text for c in item.choices if c.correct) or item.none_label
    if item.kind == ORDER:
        return " | ".join(card_name(card, item.lang) for card in item.right_order)
    return " | ".join(f"{box.label}: {box.answer}" for box in item.boxes)


def _choice_cells(item: BankItem) -> list[str]:
    if item.kind == ORDER:
        texts = [card_name(card, item.lang) for card in item.order]
    elif item.kind in (CHOICE, CHOICES):
        texts = [c.text for c in item.choices]
    else:
        texts = [box.label for box in item.boxes]
    return texts + [""] * (MAX_CHOICES - len(texts))


def csv_rows(items: Iterable[BankItem]) -> Iterator[str]:
    """The CSV a line at a time (for a streamed download); a spreadsheet opens it as UTF-8."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)

    def flush() -> str:
        text = buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
        return text

    writer.writerow(HEADER)
    yield "\ufeff" + flush()
    for item in items:
        writer.writerow([item.ident, item.game, item.drill, item.level, "" if item.seed is None else item.seed,
                         item.kind, item.stem, item.legend, *_choice_cells(item), _answer_cell(item),
                         item.explanation, item.rule_url])
        yield flush()


def as_json(item: BankItem) -> dict:
    out = {
        "id": item.ident, "game": item.game, "drill": item.drill, "level": item.level, "seed": item.seed,
        "lang": item.lang, "type": item.kind, "prompt": item.prompt, "context": list(item.context),
        "instructions": item.legend, "question": item.data, "answer": item.expected,
        "answer_text": _answer_cell(item), "explanation": item.explanation, "rule": item.rule_url,
    }
    if item.kind in (CHOICE, CHOICES):
        out["choices"] = [{"value": c.value, "text": c.text, "correct": c.correct, "feedback": c.feedback}
                          for c in item.choices]
    elif item.kind == ORDER:
        out["cards"] = [{"code": card.code, "name": card_name(card, item.lang)} for card in item.order]
    else:
        out["boxes"] = [{"key": b.key, "label": b.label, "answer": b.answer} for b in item.boxes]
    return out


def json_chunks(items: Iterable[BankItem], meta: dict) -> Iterator[str]:
    """``{"meta": …, "questions": [...]}``, a question at a time."""
    yield '{"meta": ' + json.dumps(meta, ensure_ascii=False) + ', "questions": ['
    for n, item in enumerate(items):
        yield ("," if n else "") + "\n" + json.dumps(as_json(item), ensure_ascii=False)
    yield "\n]}\n"
