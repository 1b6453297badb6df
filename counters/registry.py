"""Every counter: the start page offers them and ``counters/urls.py`` gives each its addresses. A game's counter
is declared in its own package, ``counters/games/<slug>/``, as its ``COUNTER``
(:class:`counters.counter.Counter`); they are found through the registry (:func:`naipes.games.modules`), read
when asked, in its order."""

from __future__ import annotations

from counters.counter import Counter
from naipes import games

PACKAGE = "counters.games"


def counters() -> tuple[Counter, ...]:
    """The counter of every registered game that has one, in the registry's order. A package without its
    ``COUNTER`` yet (a game being added) is left out: :mod:`counters.checks` names it."""
    found = (getattr(module, "COUNTER", None) for module in games.modules(PACKAGE).values())
    return tuple(counter for counter in found if counter is not None)


def by_slug() -> dict[str, Counter]:
    """slug → counter, for every game that has one."""
    return {counter.slug: counter for counter in counters()}
