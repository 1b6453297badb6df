"""The search's half of the game registry: the module ``search/games/<slug>.py`` of every game, each
declaring as ``ANSWERS`` (a :class:`~search.asking.GameAnswers`) what the engine answers about it.

The shared flow (:mod:`search.answers`) walks these and knows no game by name. A registered game without its
module fails on import here, loudly, rather than being searched with no answers of its own.
"""

from __future__ import annotations

import importlib

from naipes_site.games import GAMES as GAME_INFOS
from search.asking import GameAnswers

ANSWERS: dict[str, GameAnswers] = {
    info.slug: importlib.import_module(f"{__name__}.{info.slug}").ANSWERS for info in GAME_INFOS}
"""Every game's answers, in the registry's order."""

UNNAMED_POSITIONS = next(slug for slug, answers in ANSWERS.items() if answers.unnamed_positions)
"""The game whose trick judge takes a position that names no game, or a muestra in a game without one."""
