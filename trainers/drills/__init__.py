"""Drills: one small question drawn by the rules engine, checked by it, explained in both languages.

Every drill is a plain module with the same names, so generic code and tests run over all of them
(a protocol, not a class hierarchy):

``SLUG``, ``GAME``, ``NAME`` (``{"es", "en"}``), ``SKILL`` (a key of :data:`SKILLS`), ``LEVELS``
(1 easy, 2 normal, 3 hard; a drill asked at all three need not say so: the registry gives it
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
from collections.abc import Mapping
from random import Random
from types import ModuleType
from typing import Any

from naipes import GAME_SLUGS
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
    table_of,
)

__all__ = [
    "CHOICE", "CHOICES", "DRILLS", "LEVEL_NAMES", "NUMBERS", "ORDER", "SKILLS", "BadAnswer", "Feedback", "Item",
    "STANDARD", "Scene", "Table", "Text", "Widget", "answer_format", "by_game", "new_question", "right_values",
    "table_for",
]

MODULES: tuple[str, ...] = (
    "paulo_trumps", "paulo_trick", "paulo_is_trump", "paulo_may_play", "paulo_chinos",
    "cirulo_settle", "cirulo_trick",
    "tute_count", "tute_trick", "tute_legal", "tute_acuses",
    "docena_hand", "docena_compare", "docena_mala", "docena_bets",
    "papayoo_round", "papayoo_trick", "papayoo_which_card", "papayoo_deal",
)
"""Drill modules, in the order the index page lists them. Class codes number each game's drills in
this order (:mod:`classroom.codes`): put a new drill after the other drills of its game."""


DEFAULTS: dict[str, Any] = {"LEVELS": LEVELS}
"""What a drill module need not declare when it is the same for every drill: the registry sets it on the
module, so ``drill.LEVELS`` reads alike for all; a drill that differs declares its own."""


def _load() -> dict[str, ModuleType]:
    found: dict[str, ModuleType] = {}
    for name in MODULES:
        module = importlib.import_module(f"{__name__}.{name}")
        for attribute, value in DEFAULTS.items():
            if not hasattr(module, attribute):
                setattr(module, attribute, value)
        found[module.SLUG] = module
    return found


DRILLS: dict[str, ModuleType] = _load()
"""Every drill by slug."""


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
    return [(game, [d for d in DRILLS.values() if game == d.GAME]) for game in GAME_SLUGS
            if any(game == d.GAME for d in DRILLS.values())]


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
