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
"""
