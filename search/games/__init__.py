"""The search's half of the game registry: the module ``search/games/<slug>.py`` of every game, each
declaring as ``ANSWERS`` (a :class:`~search.asking.GameAnswers`) what the engine answers about it.

The shared flow (:mod:`search.answers`) asks :func:`game_answers` and knows no game by name; the games are found
through the registry (:func:`naipes.games.modules`), read when asked. A game being added has no module until
its step of "Adding a game" (CONTRIBUTING.md): until then :mod:`search.checks` names the file, and the search
answers only the questions every game shares about it.
"""

from __future__ import annotations

import naipes.games
from search.asking import GameAnswers

PACKAGE = __name__


def game_answers() -> dict[str, GameAnswers]:
    """Every game's answers, in the registry's order (a game without its module yet is left out)."""
    return {slug: module.ANSWERS for slug, module in naipes.games.modules(PACKAGE).items()}


def unnamed_positions() -> str | None:
    """The game whose trick judge takes a position that names no game, or a muestra in a game without one;
    ``None`` when no game's answers say so (such a position then gets no answer of the engine)."""
    return next((slug for slug, found in game_answers().items() if found.unnamed_positions), None)


def missing() -> list[str]:
    """The registered games without their ``search/games/<slug>.py`` yet, in the registry's order."""
    return naipes.games.missing(PACKAGE)
