"""The engine's game registry, read when asked: every game of :data:`naipes.GAME_SLUGS` by slug, imported.

Nothing here is copied at import: a test, or a sixth game being added, may change the registry since.
"""

from __future__ import annotations

from types import ModuleType

import naipes


def games() -> dict[str, ModuleType]:
    """slug → engine module (``naipes.games.<slug>``), in the order of :data:`naipes.GAME_SLUGS`; a game listed
    without its module fails here, at once."""
    return {slug: naipes.game(slug) for slug in naipes.GAME_SLUGS}


def trick_games() -> tuple[str, ...]:
    """The games played in tricks: they offer ``trick_winner``, ``judge_plays`` and ``legal_plays``."""
    return tuple(slug for slug, module in games().items() if hasattr(module, "trick_winner"))
