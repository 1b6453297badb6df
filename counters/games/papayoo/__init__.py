"""Papayoo's counter: its ``COUNTER`` in :mod:`counters.games.papayoo.views`."""
