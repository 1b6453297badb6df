"""Papayoo's counter: its ``COUNTER`` is declared in :mod:`counters.games.papayoo.views`; its templates are in
``counters/templates/counters/games/papayoo/``."""

from counters.games.papayoo.views import COUNTER

__all__ = ["COUNTER"]
