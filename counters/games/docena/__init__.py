"""La Docena's counter: its ``COUNTER`` in :mod:`counters.games.docena.views`."""
