"""What every pick-one drill shares: the options drawn as radio buttons under the scene, the answer read
as one option, and the feedback of that one pick with why it is wrong. Each drill says what its options
are, which one is right and why.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from trainers.drills.core import (
    CHOICE,
    Feedback,
    Hint,
    Item,
    Option,
    Panel,
    Scene,
    Shown,
    Text,
    Widget,
    parse_choice,
    require_options,
    scene_at,
    t,
)

YOUR_ANSWER = t("Tu respuesta", "Your answer")


def scene(prompt: Text, panels: Iterable[Panel], legend: Text, options: Iterable[Option], format: Text, level: int,
          hint: Hint = None) -> Scene:
    """The scene with a radio button per option under ``legend``; ``format`` says how to answer in the API, and
    the ``hint`` is shown at the easy ``level`` only."""
    return scene_at(prompt, panels, Widget(CHOICE, legend, options=tuple(options), format=format), level, hint)


def lowered(data: Mapping) -> str:
    """The option picked, in lower case: for options that are words ("a", "yes", "no")."""
    return parse_choice(data).lower()


def feedback(label: Text, given: Shown, right: Shown, correct: bool, expected: Any, explanation: Text,
             why_wrong: Callable[[], Text] | None = None, **answer: Any) -> Feedback:
    """The one item of a pick-one answer: ``given`` against ``right`` as the page shows them, ``expected`` as
    the API gives it. ``why_wrong()`` is asked only when the pick is wrong; ``answer`` draws the right answer
    (``answer_cards``, ``answer_text``) or gives the engine's ``reason``."""
    item = Item(label, given, right, correct)
    why = why_wrong() if why_wrong and not correct else None
    return Feedback(correct, (item,), expected, explanation, why_wrong=why, **answer)


def worded_feedback(options: Iterable[Option], answer: str, right: str, explanation: Text,
                    why_wrong: Callable[[Text], Text]) -> Feedback:
    """A pick among options that are words, not cards: the answer must be one of them, and the feedback shows
    the options' labels. ``why_wrong(label)`` says why the option with that label is wrong."""
    label = {o.value: o.label or t(o.value, o.value) for o in options}
    require_options([answer], label)
    return feedback(YOUR_ANSWER, label[answer], label[right], answer == right, right, explanation,
                    lambda: why_wrong(label[answer]), answer_text=label[right])
