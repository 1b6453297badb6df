"""Cirulo's counter: its ``COUNTER`` in :mod:`counters.games.cirulo.views`."""
