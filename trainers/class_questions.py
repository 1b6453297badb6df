"""The questions behind a class code, drawn by the trainers' own drills.

One code, one list: the printed worksheet, its answer key, the projector quiz, a live session and the
question bank's exports (from the classroom pages and from the JSON API) all call :func:`entries` (or
:func:`entry`), so a class that prints a sheet and then runs it live, or imports it into its LMS, sees the
same questions in the same order. It sits with the trainers, below the apps, so that every app reads it.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from types import ModuleType
from typing import Any

from django.utils.crypto import salted_hmac

from naipes_site.games import GAME_BY_SLUG, GameInfo
from trainers.class_codes import ClassCode
from trainers.drills import DRILLS, Scene


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
