"""Practice's half of the game registry: the module ``practice/games/<slug>.py`` (or the package
``practice/games/<slug>/``) of every game whose ``GameInfo`` says ``practice=True``, each giving its
:class:`~practice.game.PracticeHand` as ``HAND``; a game's own templates are in
``practice/templates/practice/games/<slug>/``.

The shared pages (index, hand, progress, review queue) walk :func:`hands` and know no game by name. The games
are found through the registry (:func:`naipes.games.modules`), read when asked. A game flagged without its module
is left out, and :func:`check` names it at start-up (``manage.py``, the served site), as it names a module without
the flag and a hand without its template partial or review drill.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.core.exceptions import ImproperlyConfigured

import naipes.games
from naipes.bots import strength
from naipes_site.games import game_infos
from practice.game import COACH_LEVELS, PracticeGame, PracticeHand

__all__ = ["COACH_LEVELS", "PracticeGame", "PracticeHand", "check", "hands", "trick_games"]

STEP = 'CONTRIBUTING.md, "Adding a game", step 9'


def _flagged() -> set[str]:
    return {info.slug for info in game_infos() if info.practice}


def hands() -> dict[str, PracticeHand]:
    """Every game with a practice hand (flagged ``practice=True``, its module written), in the registry's order."""
    flagged = _flagged()
    return {slug: module.HAND for slug, module in naipes.games.modules(__name__).items() if slug in flagged}


def trick_games() -> dict[str, PracticeGame]:
    """The trick games, played through the shared hand page (:func:`practice.views.hand`)."""
    return {slug: hand for slug, hand in hands().items() if isinstance(hand, PracticeGame)}


def check(found: Mapping[str, PracticeHand] | None = None) -> None:
    """Fail loudly, at start-up, when a practice hand lacks a piece the shared pages need."""
    from django.template import TemplateDoesNotExist
    from django.template.loader import get_template

    from trainers.drills import DRILLS

    if missing := [slug for slug in naipes.games.missing(__name__) if slug in _flagged()]:
        raise ImproperlyConfigured("missing: " + ", ".join(naipes.games.lacking(__name__, slug)
                                                            or f"practice/games/{slug}.py (or a package), its HAND"
                                                            for slug in missing) + f" ({STEP})")
    found = hands() if found is None else found
    modules = set(naipes.games.modules(__name__))
    if modules != set(found):
        raise ImproperlyConfigured(f"practice/games/ has modules for {sorted(modules)}, but the games with "
                                   f"practice=True in naipes_site.games are {sorted(found)}")
    for hand in found.values():
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
                    f"missing: practice/templates/{template}, the template the practice hand of {hand.slug} names "
                    "(step 9, its practice hand)") from None
        # The strength page and the API show each game's measured bots from its own file (naipes.bots.strength).
        if not strength.path_of(hand.slug).is_file():
            raise ImproperlyConfigured(f"missing: naipes/games/{hand.slug}/strength.json, its bots' measured strength, "
                                       f"written by python -m bench.bots --game {hand.slug} --a beginner --b random "
                                       "--deals 200 --summary (step 9, its practice hand)")
