"""What a trick game with trumps adds to a drawn position (``test_pages_judges_api_under_profiles.py``): one module
a game, ``<slug>.py``, found through the registry (:func:`naipes.games.modules`). A game without one has no
trumps and no stock: its positions are cards of its deck, judged with no ``state``. A module may hold:

- ``draw_trump(draw, rules)``: the trump the position names (a suit or ``None``);
- ``state(position, *, play)``: the keyword arguments the engine's trick and play functions take (its ``state``);
- ``api_trump(position)``: how the API's body names that trump (``{"muestra": …}`` when not given);
- ``STOCK = True``: a "may I play" position says whether the stock is gone.
"""
