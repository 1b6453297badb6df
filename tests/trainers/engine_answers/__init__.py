"""What the engine says the answer to each trainer's question is, worked out apart from the trainer: one module
a game, ``<slug>.py``, found through the registry (:func:`naipes.games.modules`), as the games' folders are.

Each module's ``ANSWERS`` maps every drill of its game to ``answer(api, data)``: from the question's ``data``
(as the trainers' API gives it), the answer the engine's own API endpoints give (``api(method, path, body)``
returns the endpoint's JSON), or, for a drill no endpoint answers, the engine's functions.
``tests/trainers/test_hardening.py`` checks that the trainer accepts it; a game added to the registry adds
its module here with an answer for each of its drills. A "who takes the trick" drill (``SKILL`` ``"trick"``) of
a game whose only option is its players needs none: :func:`by_trick_endpoint` asks its ``<game>/trick``.
"""


def by_trick_endpoint(game: str):
    """The answer to a trick drill's question (its ``trick`` and ``players``) by the game's ``<game>/trick``."""
    return lambda api, d: api("POST", f"{game}/trick", {"cards": d["trick"], "players": d["players"]})["card"]
