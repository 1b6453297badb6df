"""Practice's half of the game registry: the module ``practice/games/<slug>.py`` of every game whose
``GameInfo`` says ``practice=True``, each giving its :class:`~practice.game.PracticeHand` as ``HAND``.

The shared pages (index, hand, progress, review queue) walk these and know no game by name. A game flagged
without its module fails on import here; a module without the flag, a hand without its template partial or
review drill, stops the site at start-up (:func:`check`, run from ``PracticeConfig.ready``).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable, Mapping

from django.core.exceptions import ImproperlyConfigured

from naipes_site.games import GameInfo, game_infos
from practice.game import COACH_LEVELS, PracticeGame, PracticeHand

__all__ = ["COACH_LEVELS", "GAMES", "HANDS", "PracticeGame", "PracticeHand", "check", "load"]


def load(infos: Iterable[GameInfo]) -> dict[str, PracticeHand]:
    """The ``HAND`` of every game flagged ``practice=True``, in the registry's order."""
    # A flagged game without its module fails here, loudly.
    return {info.slug: importlib.import_module(f"{__name__}.{info.slug}").HAND for info in infos if info.practice}


HANDS: dict[str, PracticeHand] = load(game_infos())
"""Every game with a practice hand, in the registry's order."""

GAMES: dict[str, PracticeGame] = {slug: hand for slug, hand in HANDS.items() if isinstance(hand, PracticeGame)}
"""The trick games, played through the shared hand page (:func:`practice.views.hand`)."""


def check(hands: Mapping[str, PracticeHand] | None = None) -> None:
    """Fail loudly, at start-up, when a practice hand lacks a piece the shared pages need."""
    from django.template import TemplateDoesNotExist
    from django.template.loader import get_template

    from trainers.drills import DRILLS

    hands = HANDS if hands is None else hands
    modules = {module.name for module in pkgutil.iter_modules(__path__)}
    if modules != set(hands):
        raise ImproperlyConfigured(f"practice/games/ has modules for {sorted(modules)}, but the games with "
                                   f"practice=True in naipes_site.games are {sorted(hands)}")
    for hand in hands.values():
        drill = DRILLS.get(hand.review_drill)
        if drill is None or hand.slug != drill.GAME:
            raise ImproperlyConfigured(f"the practice hand of {hand.slug} names no review drill of its game: "
                                       f"{hand.review_drill!r} (a play the coach refuses must join the review queue)")
        for template in (hand.partial, hand.setup):
            try:
                if template is not None:
                    get_template(template)
            except TemplateDoesNotExist:
                raise ImproperlyConfigured(
                    f"the practice hand of {hand.slug} names the template {template!r}, which does not exist"
                ) from None
