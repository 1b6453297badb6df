"""What each trick game's practice positions need told to the other surfaces (``test_every_surface_agrees.py``):
one module a game with a practice trick hand, ``<slug>.py``, found through the registry
(:func:`naipes.games.modules`), as the games' folders are. A module holds:

- ``tables(hand, number)``: (judge options, API body, trick drill question maker, legality drill question
  maker or ``None``) for the trick ``number`` of the practice ``hand`` (``None``: the trick on the table now);
- ``DRILL``, the game's "who takes the trick" drill module, and ``LEGAL_DRILL``, its "may I play" one or
  ``None``;
- ``LEARNER_ACTIONS``: how deep into a hand a position may lie (most positions still wait for the learner's card);
- optionally ``MUESTRA_OPTIONAL = True`` (the hand is dealt with or without a muestra) and
  ``legal_extra(hand, cards)``: (what the legality API body and judge query add, whether the legality drill
  can ask this position).

A game without a module (Papayoo, and a game added with no trumps and no option but its players) is told what
:class:`NoTrumps` says: the players alone, and its trick drill's question ``Question(level, players, trick)``.
"""

from __future__ import annotations

from typing import Any


class NoTrumps:
    """A trick game with no trumps whose judge and API take the players alone, and no "may I play" drill."""

    LEARNER_ACTIONS = 10
    LEGAL_DRILL = None

    def __init__(self, drill: Any) -> None:
        self.DRILL = drill
        """The game's "who takes the trick" drill (its ``SKILL`` is ``"trick"``)."""

    def tables(self, hand, number):
        players = hand.players
        return ({"players": players}, {"players": players},
                lambda cards: self.DRILL.Question(1, players=players, trick=tuple(cards)), None)
