"""Cirulo's counter: its ``COUNTER`` is declared in :mod:`counters.games.cirulo.views`; its templates are in
``counters/templates/counters/games/cirulo/``."""

from counters.games.cirulo.views import COUNTER

__all__ = ["COUNTER"]
