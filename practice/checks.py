"""Practice's start-up check (hook ``checks``, :mod:`naipes_site.plugins`): every practice hand has its
partial and its review drill, so a game added without them stops ``manage.py`` and the served site."""

from __future__ import annotations

from django.core import checks
from django.core.exceptions import ImproperlyConfigured

from naipes_site.checks import TAG
from practice import games


@checks.register(TAG)
def every_hand_has_its_pieces(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    try:
        games.check()
    except ImproperlyConfigured as exc:
        return [checks.Error(str(exc), hint=games.STEP, id="practice.E001")]
    return []
