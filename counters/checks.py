"""The counters' start-up check (hook ``checks``, :mod:`naipes_site.plugins`): every game whose ``GameInfo`` names
a score sheet (``counter=``) has its package ``counters/games/<slug>/`` declaring its ``COUNTER``, so a game
added halfway is named with its step of CONTRIBUTING.md, never met as a traceback."""

from __future__ import annotations

from django.core import checks
from django.template import TemplateDoesNotExist
from django.template.loader import get_template

from counters.registry import PACKAGE, by_slug
from naipes.games import lacking
from naipes_site.checks import TAG
from naipes_site.games import game_infos

STEP = '(step 9, a score sheet: "Adding a counter (score sheet)")'
PARTIALS = ("_start.html", "_form.html", "_table.html", "_status.html", "_standings.html")
"""The partials of a game's ``counters/templates/counters/games/<slug>/`` that the shared start page, sheet and
entry pages include (the start form alone when the game draws its own sheet and entry pages)."""


def partials(counter) -> tuple[str, ...]:
    own = counter.templates[0] != "counters/sheet.html"
    return tuple(f"counters/games/{counter.slug}/{name}" for name in (PARTIALS[:1] if own else PARTIALS))


def missing_templates(found) -> list[str]:
    absent = []
    for counter in found.values():
        for name in (*partials(counter), *counter.templates):
            try:
                get_template(name)
            except TemplateDoesNotExist:
                absent.append(f"counters/templates/{name}")
    return absent


@checks.register(TAG)
def every_counter_has_its_package(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    found = by_slug()
    return [checks.Error(f"missing: {lacking(PACKAGE, info.slug) or f'counters/games/{info.slug}/ with its COUNTER'} "
                         f"{STEP}", hint='CONTRIBUTING.md, "Adding a game"', id="counters.E001")
            for info in game_infos() if info.counter is not None and info.slug not in found] + [
        checks.Error(f"missing: {name} {STEP}", hint='CONTRIBUTING.md, "Adding a counter (score sheet)"',
                     id="counters.E002") for name in missing_templates(found)]
