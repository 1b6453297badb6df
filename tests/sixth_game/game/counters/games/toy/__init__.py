"""Toy's counter: its ``COUNTER`` is declared in :mod:`counters.games.toy.views`; its templates are in
``counters/templates/counters/games/toy/``."""

from counters.games.toy.views import COUNTER

__all__ = ["COUNTER"]
