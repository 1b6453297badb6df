"""Drills: one small question drawn by the rules engine, checked by it, explained in both languages.

Every drill is a plain module of its game's folder, ``trainers/games/<game>/<what>.py`` (:data:`GAMES`; the
game's shared helpers beside it, ``common.py``), with the same names, so generic code and tests run over all
of them (a protocol, not a class hierarchy):

``SLUG``, ``GAME`` (the folder's game), ``POSITION`` (its place among its game's drills, from 1: the order of
the index and of the class codes' trainer bits, so a new drill takes the next number), ``NAME``
(``{"es", "en"}``), ``SKILL`` (a key of :data:`SKILLS`), ``LEVELS`` (1 easy, 2 normal, 3 hard; a drill asked at all three need not say so: the registry gives it
:data:`DEFAULTS`), ``RULE_ANCHOR`` (the section id on ``/<lang>/<game>/``) and ``SUMMARY``
(``{"es", "en"}``: one line for the index that says what the title does not), ``DEPENDS_ON`` (the
table options, ``Rules`` fields other than the players, whose value changes the questions or their answers).

``generate(rng, level, table=STANDARD) -> Question``
    Pure: the same seed, level and table always give the same question. ``table`` (:data:`Table`) holds
    only options of ``DEPENDS_ON``; the question carries it, so that its scene, its answer and its
    explanation follow the same rules. A drill's ``Question`` is a frozen dataclass built on
    :class:`~trainers.drills.core.BaseQuestion`, which holds the level and the table. Call it through :func:`new_question`, which keeps what the drill
    depends on out of any table.
``scene(question) -> Scene``
    What the page draws: the prompt, panels of cards, the answer widget, a hint at easy level.
``data(question) -> dict`` / ``expected(question)``
    The question and its answer as JSON for the API; ``data`` never holds the answer.
``parse_answer(data) -> answer``
    Reads form fields (a ``QueryDict`` or a dict) or ``{"answer": <JSON>}``; raises :class:`BadAnswer`.
``check(question, answer) -> Feedback``
    Right or wrong per item, the expected answer, an explanation (the general rule) and, when wrong,
    ``why_wrong``: why *that* answer is wrong, in the engine's terms. Raises :class:`BadAnswer`
    when the answer does not fit the question (a card that is not on the table).
``accepted(question) -> frozenset[str]`` (optional, pick-one drills only)
    Every option ``check`` takes as right, when that is more than ``expected`` (La Docena's mala may make
    the same best hand two ways). Other apps ask :func:`right_values`, never ``expected``, for the options
    to mark right.

What drills of one kind share is written once, and each drill module keeps only what is particular to it:
:mod:`~trainers.drills.choice` (pick one option), :mod:`~trainers.drills.boxes` (write numbers),
:mod:`~trainers.drills.trick` (who takes this trick), :mod:`~trainers.drills.legal` (which cards may be played)
build the scene and the feedback; :func:`~trainers.drills.core.easy_hint` gives a drill's ``EASY_HINT`` at the
easy level only.

Drills import the engine and :mod:`wording` only: no requests, no models, no gettext.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator, Mapping
from functools import cache
from random import Random
from types import ModuleType
from typing import Any

import naipes.games
from trainers.drills.core import (
    CHOICE,
    CHOICES,
    LEVEL_NAMES,
    LEVELS,
    NUMBERS,
    ORDER,
    SKILLS,
    STANDARD,
    BadAnswer,
    Feedback,
    Item,
    Scene,
    Table,
    Text,
    Widget,
    captioned,
    table_of,
)

__all__ = [
    "CHOICE", "CHOICES", "DRILLS", "LEVEL_NAMES", "NUMBERS", "ORDER", "SKILLS", "BadAnswer", "Feedback", "Item",
    "STANDARD", "captioned", "Scene", "Table", "Text", "Widget", "answer_format", "by_game", "drills", "new_question",
    "right_values", "table_for",
]

GAMES = "trainers.games"
"""Where the drills live: ``trainers/games/<slug>/``, one module a drill (any module there that has a ``SLUG``)
beside the game's shared helpers (``common.py``), found by :func:`naipes.games.modules`."""


DEFAULTS: dict[str, Any] = {"LEVELS": LEVELS}
"""What a drill module need not declare when it is the same for every drill: the registry sets it on the
module, so ``drill.LEVELS`` reads alike for all; a drill that differs declares its own."""


class MisplacedDrill(ValueError):
    """A drill module in the wrong game's folder, or two drills of a game at the same ``POSITION``."""


def of_game(game: str, package: ModuleType) -> list[ModuleType]:
    """The drills of ``package`` (``trainers.games.<game>``) in their ``POSITION`` order, each with its
    :data:`DEFAULTS`; raises :class:`MisplacedDrill`."""
    found = []
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f".{info.name}", package.__name__)
        if not hasattr(module, "SLUG"):
            continue  # the game's shared helpers
        if game != module.GAME:
            raise MisplacedDrill(f"{module.__name__} is a drill of {module.GAME!r} in the folder of {game!r}")
        for attribute, value in DEFAULTS.items():
            if not hasattr(module, attribute):
                setattr(module, attribute, value)
        found.append(module)
    found.sort(key=lambda module: module.POSITION)
    if [module.POSITION for module in found] != list(range(1, len(found) + 1)):
        raise MisplacedDrill(f"the drills of {game} are at positions "
                             f"{[(module.SLUG, module.POSITION) for module in found]}, not 1, 2, 3…")
    return found


@cache
def _drills(games: tuple[tuple[str, ModuleType], ...]) -> dict[str, ModuleType]:
    return {drill.SLUG: drill for game, package in games for drill in of_game(game, package)}


def drills() -> dict[str, ModuleType]:
    """Every drill by slug: the games in the registry's order, each game's drills in their ``POSITION``
    order (the order the index lists them and class codes number them). Read when asked, so a game added
    to the registry since import is in it; the drills of the same game folders are loaded once."""
    return _drills(tuple(naipes.games.modules(GAMES).items()))


class _Drills(Mapping[str, ModuleType]):
    """:func:`drills` read at every use: ``DRILLS[slug]``, ``slug in DRILLS``, ``DRILLS.values()``."""

    def __getitem__(self, slug: str) -> ModuleType:
        return drills()[slug]

    def __iter__(self) -> Iterator[str]:
        return iter(drills())

    def __len__(self) -> int:
        return len(drills())

    def __repr__(self) -> str:
        return f"DRILLS({list(self)})"


DRILLS: Mapping[str, ModuleType] = _Drills()
"""Every drill by slug (:func:`drills`, read when asked: no copy of the registry is taken at import)."""


def table_for(slug: str, table: Any = None) -> Table:
    """What of ``table`` the drill ``slug`` asks under: ``table`` is ``None`` (the standard table), a mapping of
    ``Rules`` options (``naipes.profiles.Profile.options``) or anything with such ``options`` (the site's
    ``TableRules``). Raises ``KeyError`` for an unknown drill."""
    drill = DRILLS[slug]
    options: Mapping[str, Any] | None = getattr(table, "options", table)
    return table_of(options, drill.DEPENDS_ON)


def new_question(slug: str, rng: Random, level: int, table: Any = None) -> Any:
    """A question of the drill ``slug`` at ``level``, drawn from ``rng`` and asked under ``table``'s rules (see
    :func:`table_for`; the drill still picks the number of players for the level). The question carries the
    table: ``drill.scene``, ``drill.check`` and ``drill.expected`` judge it under the same rules. Other apps (a
    live class, class codes) draw their questions here, never with ``generate`` directly.

    >>> from random import Random
    >>> q = new_question("paulo-trumps", Random(1), 1, {"order": "durcal", "target": 4})
    >>> q.table
    (('order', 'durcal'),)
    """
    drill = DRILLS[slug]
    return drill.generate(rng, level, table_for(slug, table))


def right_values(drill: ModuleType, question: Any, kind: str) -> frozenset[str]:
    """The options of a choice widget of ``kind`` that are right, as the answer key, the projector and the
    exports mark them: every option a pick-one drill accepts, or every one to tick; empty for other widgets."""
    if kind == CHOICE:
        accepted = getattr(drill, "accepted", None)
        return frozenset(accepted(question)) if accepted else frozenset({str(drill.expected(question))})
    if kind == CHOICES:
        return frozenset(str(v) for v in drill.expected(question))
    return frozenset()


def by_game() -> list[tuple[str, list[ModuleType]]]:
    """The drills grouped by game, games in the engine's order."""
    groups: dict[str, list[ModuleType]] = {}
    for drill in drills().values():
        groups.setdefault(drill.GAME, []).append(drill)
    return list(groups.items())


def answer_format(widget: Widget) -> dict[str, Any]:
    """How the API expects the answer: the widget's kind, its options or keys, and a description."""
    out: dict[str, Any] = {"type": widget.kind, "description": widget.format}
    if widget.kind == ORDER:
        out["cards"] = [c.code for c in widget.cards]
    elif widget.kind in (CHOICE, CHOICES):
        out["options"] = [o.value for o in widget.options]
    else:
        out["keys"] = [f.key for f in widget.fields]
    return out
