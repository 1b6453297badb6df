"""La Docena's counter: its ``COUNTER`` is declared in :mod:`counters.games.docena.views`; its templates are in
``counters/templates/counters/games/docena/``."""

from counters.games.docena.views import COUNTER

__all__ = ["COUNTER"]
