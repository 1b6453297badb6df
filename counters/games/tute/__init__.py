"""Tute's counter: its ``COUNTER`` is declared in :mod:`counters.games.tute.views`; its templates are in
``counters/templates/counters/games/tute/``."""

from counters.games.tute.views import COUNTER

__all__ = ["COUNTER"]
