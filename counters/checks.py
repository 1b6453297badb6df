"""The counters' start-up check (hook ``checks``, :mod:`naipes_site.plugins`): every game whose ``GameInfo`` names
a score sheet (``counter=``) has its package ``counters/games/<slug>/`` declaring its ``COUNTER``, so a game
added halfway is named with its step of CONTRIBUTING.md, never met as a traceback."""

from __future__ import annotations

from django.core import checks

from counters.registry import by_slug
from naipes_site.checks import TAG
from naipes_site.games import game_infos


@checks.register(TAG)
def every_counter_has_its_package(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    found = by_slug()
    return [checks.Error(f"missing: counters/games/{info.slug}/ with its COUNTER (step 9, a score sheet: "
                         '"Adding a counter (score sheet)")', hint='CONTRIBUTING.md, "Adding a game"',
                         id="counters.E001")
            for info in game_infos() if info.counter is not None and info.slug not in found]
