"""The engine's game registry: every game of :data:`naipes.GAME_SLUGS` by slug, imported.

Importing this module imports every game, so a game listed without its module fails here, at once.
"""

from __future__ import annotations

from types import ModuleType

from naipes import GAME_SLUGS, game

GAMES: dict[str, ModuleType] = {slug: game(slug) for slug in GAME_SLUGS}
"""slug → engine module, in the order of :data:`naipes.GAME_SLUGS`."""

TRICK_GAMES: tuple[str, ...] = tuple(slug for slug, module in GAMES.items() if hasattr(module, "trick_winner"))
"""The games played in tricks: they offer ``trick_winner``, ``judge_plays`` and ``legal_plays``."""
