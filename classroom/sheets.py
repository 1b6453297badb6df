"""The questions behind a class code, drawn by the trainers' own drills, and their answers.

One code, one list: the printed worksheet, its answer key, the projector quiz and a live session all
call :func:`entries` (or :func:`entry`), so a class that prints a sheet and then runs it live sees the
same questions in the same order.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from types import ModuleType
from typing import Any

from django.utils.crypto import salted_hmac

from classroom.codes import ClassCode
from naipes_site.games import GAME_BY_SLUG, GameInfo
from trainers.drills import CHOICE, CHOICES, DRILLS, BadAnswer, Feedback, Scene

WORKSHEET, QUIZ = "worksheet", "quiz"
"""The two projector views (a quiz, or correcting a worksheet); they name links, not question sets."""


def question_seed(code: ClassCode, number: int) -> int:
    # Keyed with the site's secret: the questions of a printed code cannot be rebuilt elsewhere (in the
    # public trainers, say) to read their answers. A 48-bit seed stays JSON-safe like the trainers' seeds.
    digest = salted_hmac("classroom.questions", f"{code}:{number}").digest()
    return int.from_bytes(digest[:6], "big")


@dataclass(frozen=True)
class Entry:
    """One question of a sheet: its number, the drill that asks it, and what the page draws."""

    number: int
    drill: ModuleType
    question: Any
    scene: Scene

    def rule_url(self, lang: str) -> str:
        return f"/{lang}/{self.drill.GAME}/#{self.drill.RULE_ANCHOR}"

    @property
    def game(self) -> GameInfo:
        """The game the question is about (in a mixed set, each question names its own)."""
        return GAME_BY_SLUG[self.drill.GAME]


def entry(code: ClassCode, number: int) -> Entry:
    """Question ``number`` (from 1); the trainers take turns (``ClassCode.turns``: the game's order, and
    the games alternating in a mixed set). Raises ``IndexError``."""
    if not 1 <= number <= code.n:
        raise IndexError(number)
    drill = DRILLS[code.turns[(number - 1) % len(code.turns)]]
    question = drill.generate(Random(question_seed(code, number)), code.level)
    return Entry(number, drill, question, drill.scene(question))


def entries(code: ClassCode) -> list[Entry]:
    """Every question of the code, in order: the one list all the classroom tools show."""
    return [entry(code, number) for number in range(1, code.n + 1)]


@dataclass(frozen=True)
class Answer:
    feedback: Feedback
    """The drill's own feedback to its own right answer: the answer drawn, and the explanation."""
    values: frozenset[str]
    """The options to tick (choice widgets), to mark them on the projector."""


def answer(item: Entry) -> Answer:
    """Ask the engine for the answer, and let the drill check it to get its explanation."""
    expected = item.drill.expected(item.question)
    try:
        feedback = item.drill.check(item.question, item.drill.parse_answer({"answer": expected}))
    except BadAnswer:
        # A drill that cannot read its own answer is a bug in trainers/; show the bare answer, not a 500.
        feedback = Feedback(True, (), expected, {"es": "", "en": ""})
    kind = item.scene.widget.kind
    if kind == CHOICE:
        values = frozenset({str(expected)})
    elif kind == CHOICES:
        values = frozenset(str(v) for v in expected)
    else:
        values = frozenset()
    return Answer(feedback, values)
