"""The API's start-up check (hook ``checks``, :mod:`naipes_site.plugins`): every game has its module."""

from __future__ import annotations

from django.core import checks

from naipes import games
from naipes_site.checks import TAG


@checks.register(TAG)
def every_game_has_its_api(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    return [checks.Error(f"missing: {games.lacking('api.games', slug) or f'api/games/{slug}.py'} (step 7, its API)",
                         hint='CONTRIBUTING.md, "Adding a game"', id="api.E001") for slug in games.missing("api.games")]
