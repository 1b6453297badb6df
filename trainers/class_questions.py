"""The questions behind a class code, drawn by the trainers' own drills.

One code, one list: the printed worksheet, its answer key, the projector quiz, a live session and the
question bank's exports (from the classroom pages and from the JSON API) all call :func:`entries` (or
:func:`entry`), so a class that prints a sheet and then runs it live, or imports it into its LMS, sees the
same questions in the same order. It sits with the trainers, below the apps, so that every app reads it.

A code that fixes a game's table (``ClassCode.table``) has that game's questions drawn and judged under
the table's rules; the seeds are the code's own without its tables, so the same code under two tables
deals the same cards and differs only where the rules do.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from types import ModuleType
from typing import Any

from django.utils.crypto import salted_hmac

from naipes_site.games import GameInfo, game_info
from naipes_site.table_rules import TableRules
from trainers.class_codes import ClassCode
from trainers.drills import DRILLS, Scene, new_question


def question_seed(code: ClassCode, number: int) -> int:
    # Keyed with the site's secret: the questions of a printed code cannot be rebuilt elsewhere (in the
    # public trainers, say) to read their answers. A 48-bit seed stays JSON-safe like the trainers' seeds.
    # The code's tables are left out: a code printed before tables existed keeps its questions.
    digest = salted_hmac("classroom.questions", f"{code.base}:{number}").digest()
    return int.from_bytes(digest[:6], "big")


@dataclass(frozen=True)
class Entry:
    """One question of a sheet: its number, the drill that asks it, and what the page draws."""

    number: int
    drill: ModuleType
    question: Any
    scene: Scene
    table: TableRules
    """The rules the question is asked and judged under (the question carries them for ``drill.check``)."""

    def rule_url(self, lang: str) -> str:
        """The rule the question asks about, on the game's page drawn for the question's table."""
        table = "" if self.table.standard else f"?profile={self.table.code}"
        return f"/{lang}/{self.drill.GAME}/{table}#{self.drill.RULE_ANCHOR}"

    @property
    def game(self) -> GameInfo:
        """The game the question is about (in a mixed set, each question names its own)."""
        return game_info(self.drill.GAME)


def entry(code: ClassCode, number: int) -> Entry:
    """Question ``number`` (from 1); the trainers take turns (``ClassCode.turns``: the game's order, and
    the games alternating in a mixed set). Raises ``IndexError``."""
    if not 1 <= number <= code.n:
        raise IndexError(number)
    drill = DRILLS[code.turns[(number - 1) % len(code.turns)]]
    table = code.table(drill.GAME)
    question = new_question(drill.SLUG, Random(question_seed(code, number)), code.level, table)
    return Entry(number, drill, question, drill.scene(question), table)


def table_names(code: ClassCode, lang: str) -> str:
    """The tables the code's questions follow, in ``lang``: ``Dúrcal``, or for a mix of games
    ``Paulo: Dúrcal · Tute: Estándar``."""
    if len(code.games) == 1:
        return code.table(code.game).name(lang)
    return " · ".join(f"{game_info(game).name}: {code.table(game).name(lang)}" for game in code.games)


def entries(code: ClassCode) -> list[Entry]:
    """Every question of the code, in order: the one list all the classroom tools show."""
    return [entry(code, number) for number in range(1, code.n + 1)]
