"""Tute's counter: its ``COUNTER`` in :mod:`counters.games.tute.views`."""
