"""The search's half of the game registry: the module ``search/games/<slug>.py`` of every game, each
declaring as ``ANSWERS`` (a :class:`~search.asking.GameAnswers`) what the engine answers about it.

The shared flow (:mod:`search.answers`) walks these and knows no game by name. A game being added has no
module until its step of "Adding a game" (CONTRIBUTING.md): until then :mod:`search.checks` names the file,
and the search answers only the questions every game shares about it.
"""

from __future__ import annotations

import importlib
from importlib.util import find_spec

from naipes import GAME_SLUGS
from search.asking import GameAnswers

ANSWERS: dict[str, GameAnswers] = {slug: importlib.import_module(f"{__name__}.{slug}").ANSWERS
                                   for slug in GAME_SLUGS if find_spec(f"{__name__}.{slug}")}
"""Every game's answers, in the registry's order."""

UNNAMED_POSITIONS = next(slug for slug, answers in ANSWERS.items() if answers.unnamed_positions)
"""The game whose trick judge takes a position that names no game, or a muestra in a game without one."""
