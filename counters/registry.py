"""Every counter: the start page offers them and ``counters/urls.py`` gives each its addresses. A game's counter
is declared in its own package, ``counters/games/<slug>/``, as ``COUNTER`` in its ``views`` module
(:class:`counters.counter.Counter`); they are found through the registry (:func:`naipes.games.modules`), read
when asked, in its order."""

from __future__ import annotations

import importlib
from functools import cache
from importlib.util import find_spec

from counters.counter import Counter
from naipes import games

PACKAGE = "counters.games"


def counters() -> tuple[Counter, ...]:
    """The counter of every registered game that has one, in the registry's order. A package without its
    ``views.COUNTER`` yet (a game being added) is left out: :mod:`counters.checks` names it."""
    return _counters(tuple(games.modules(PACKAGE)))


@cache
def _counters(slugs: tuple[str, ...]) -> tuple[Counter, ...]:
    views = [f"{PACKAGE}.{slug}.views" for slug in slugs]
    found = (getattr(importlib.import_module(name), "COUNTER", None) for name in views if find_spec(name))
    return tuple(counter for counter in found if counter is not None)


def by_slug() -> dict[str, Counter]:
    """slug → counter, for every game that has one."""
    return {counter.slug: counter for counter in counters()}
