"""The trainers' start-up check (hook ``checks``, :mod:`naipes_site.plugins`): every game of the registry has
its drills, ``trainers/games/<slug>/`` with at least one drill module (CONTRIBUTING.md, "Adding a game", step 6).
"""

from __future__ import annotations

from django.core import checks

from naipes import RulesError
from naipes.games import lacking, missing, slugs
from naipes_site.checks import TAG
from trainers.drills import GAMES, MisplacedDrill, drills

STEP = "step 6, at least one drill"
HINT = 'CONTRIBUTING.md, "Adding a game" and "Adding a drill"'


def games_without_drills() -> list[str]:
    """Each registered game that has no drill yet, with the folder expected and its step of "Adding a game"."""
    folder = GAMES.replace(".", "/")
    absent = missing(GAMES)
    found = {drill.GAME for drill in drills().values()}
    return [f"{lacking(GAMES, slug) or f'{folder}/{slug}/'} ({STEP})" if slug in absent else
            f"{folder}/{slug}/ holds no drill module, one with a SLUG ({STEP})"
            for slug in slugs() if slug not in found]


@checks.register(TAG)
def every_game_has_a_drill(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    try:
        lacking = games_without_drills()
    except (RulesError, MisplacedDrill) as exc:  # a folder named after no game, a drill in another's folder
        return [checks.Error(str(exc), hint=HINT, id="trainers.E002")]
    return [checks.Error(f"missing: {piece}", hint=HINT, id="trainers.E001") for piece in lacking]
