"""Paulo's counter: its ``COUNTER`` is declared in :mod:`counters.games.paulo.views`; its templates are in
``counters/templates/counters/games/paulo/``."""

from counters.games.paulo.views import COUNTER

__all__ = ["COUNTER"]
