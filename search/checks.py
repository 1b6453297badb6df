"""The search's start-up check (hook ``checks``, :mod:`naipes_site.plugins`): every game has its module of
answers, ``search/games/<slug>.py``."""

from __future__ import annotations

from django.core import checks

from naipes import GAME_SLUGS
from naipes_site.checks import TAG
from search.games import ANSWERS


@checks.register(TAG)
def every_game_has_its_answers(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    return [checks.Error(f"missing: search/games/{slug}.py (step 7, what the search answers about it)",
                         hint='CONTRIBUTING.md, "Adding a game"', id="search.E001")
            for slug in GAME_SLUGS if slug not in ANSWERS]
