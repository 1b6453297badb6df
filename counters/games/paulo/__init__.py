"""Paulo's counter: its ``COUNTER`` in :mod:`counters.games.paulo.views`."""
