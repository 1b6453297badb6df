"""The questions behind a class code, and their answers.

One code, one list: the list itself (:func:`entries`, :func:`entry`) lives in
:mod:`trainers.class_questions`, so that the JSON API's export reads the very questions the worksheet,
its answer key, the projector quiz and a live session show.
"""

from __future__ import annotations

from dataclasses import dataclass

from trainers.class_questions import Entry, entries, entry, question_seed, table_names
from trainers.drills import BadAnswer, Feedback, right_values

__all__ = ["QUIZ", "WORKSHEET", "Answer", "Entry", "answer", "entries", "entry", "question_seed", "table_names"]

WORKSHEET, QUIZ = "worksheet", "quiz"
"""The two projector views (a quiz, or correcting a worksheet); they name links, not question sets."""


@dataclass(frozen=True)
class Answer:
    feedback: Feedback
    """The drill's own feedback to its own right answer: the answer drawn, and the explanation."""
    values: frozenset[str]
    """The options that are right (choice widgets: every one a pick-one drill accepts), to mark them on the
    projector."""


def answer(item: Entry) -> Answer:
    """Ask the engine for the answer, and let the drill check it to get its explanation."""
    expected = item.drill.expected(item.question)
    try:
        feedback = item.drill.check(item.question, item.drill.parse_answer({"answer": expected}))
    except BadAnswer:
        # A drill that cannot read its own answer is a bug in trainers/; show the bare answer, not a 500.
        feedback = Feedback(True, (), expected, {"es": "", "en": ""})
    return Answer(feedback, right_values(item.drill, item.question, item.scene.widget.kind))
