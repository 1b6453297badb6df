"""What every number-boxes drill shares: a box per number asked under the scene, the answer read as a
whole number per box, and the feedback box by box with how the first wrong number is made up. Each drill
says which numbers it asks and how the engine reckons them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from trainers.drills.core import (
    NUMBERS,
    BadAnswer,
    Feedback,
    Field,
    Hint,
    Item,
    Panel,
    Scene,
    Text,
    Widget,
    parse_numbers,
    scene_at,
    t,
    wrong_answer,
)

parse_answer = parse_numbers
"""Every number drill reads its answer alike: a whole number per box (``parse_answer = boxes.parse_answer``)."""


def scene(prompt: Text, panels: Iterable[Panel], legend: Text, fields: Iterable[Field], format: Text, level: int,
          hint: Hint = None) -> Scene:
    """The scene with the number ``fields`` under ``legend``; ``format`` says how to answer in the API, and the
    ``hint`` is shown at the easy ``level`` only."""
    return scene_at(prompt, panels, Widget(NUMBERS, legend, fields=tuple(fields), format=format), level, hint)


def fields(labels: Iterable[tuple[str, Text]], maximum: int = 999) -> tuple[Field, ...]:
    """A box per ``(key, label)``, each up to ``maximum``."""
    return tuple(Field(key, label, maximum=maximum) for key, label in labels)


def require_keys(answer: Mapping[str, int], keys: Iterable[str]) -> None:
    """Every box of the question, and no other, must have a number; the message names the first
    box missing, or the first unknown one."""
    keys = list(keys)
    if missing := [k for k in keys if k not in answer]:
        raise BadAnswer("missing", t(f"Rellena todas las casillas con un número: falta «{missing[0][:24]}».",
                                     f"Fill in every box with a number: “{missing[0][:24]}” is missing."))
    if unknown := [k for k in answer if k not in keys]:
        raise BadAnswer("unknown_key", t(f"«{unknown[0][:24]}» no es una de las casillas: usa {', '.join(keys)}.",
                                         f"“{unknown[0][:24]}” is not one of the boxes: use {', '.join(keys)}."))


def feedback(
    fields: Iterable[tuple[str, Text]], given: Mapping[str, int], right: Mapping[str, int], explanation: Text,
    detail: Callable[[str], Text | None] | None = None,
) -> Feedback:
    """Right or wrong for each number box. When wrong, the first wrong box is named with the number
    written and the right one, and ``detail(key)`` says how the right one is made up. Every box, and no
    other, must have a number (:func:`require_keys`)."""
    fields = tuple(fields)
    require_keys(given, [key for key, _ in fields])
    items = tuple(Item(label, given[key], right[key], given[key] == right[key]) for key, label in fields)
    why = None
    wrong = [(key, label) for key, label in fields if given[key] != right[key]]
    if wrong:
        key, label = wrong[0]
        more = (detail(key) if detail else None) or t("", "")
        why = wrong_answer(
            t(f"Escribiste {given[key]} en «{label['es']}», pero son {right[key]}. {more['es']}".strip(),
              f"You wrote {given[key]} for “{label['en']}”, but it is {right[key]}. {more['en']}".strip()),
            t(f"{given[key]} en «{label['es']}»: son {right[key]}. {more['es']}".strip(),
              f"{given[key]} for “{label['en']}”: it is {right[key]}. {more['en']}".strip()))
    answer = t("; ".join(f"{i.label['es']}: {i.expected}" for i in items),
               "; ".join(f"{i.label['en']}: {i.expected}" for i in items))
    return Feedback(all(i.correct for i in items), items, dict(right), explanation, answer_text=answer, why_wrong=why)
