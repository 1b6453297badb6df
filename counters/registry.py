"""Every counter, one line each: the start page offers them and ``counters/urls.py`` gives each its addresses.
A game's counter is declared in its own module (:class:`counters.counter.Counter`)."""

from __future__ import annotations

from counters import cirulo_views, docena_views, papayoo_views, paulo_views, tute_views
from counters.counter import Counter

COUNTERS: tuple[Counter, ...] = (
    papayoo_views.COUNTER,
    paulo_views.COUNTER,
    tute_views.COUNTER,
    cirulo_views.COUNTER,
    docena_views.COUNTER,
)
