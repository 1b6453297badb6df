"""The drills of each game: ``trainers/games/<slug>/``, one module a drill plus the game's shared helpers
(``common.py``), found by :func:`naipes.games.modules` and read by :func:`trainers.drills.drills`.

The machinery every drill shares (the protocol, scenes, widgets, feedback) stays in :mod:`trainers.drills`.
"""
