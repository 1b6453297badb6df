"""Every game's counter, one package each: ``counters/games/<slug>/`` with its ``views.py`` declaring its
``COUNTER`` (:class:`counters.counter.Counter`), its forms and what it counts; its templates are in
``counters/templates/counters/games/<slug>/``. :mod:`counters.registry` finds them through
:func:`naipes.games.modules`."""
