"""The API's module of each game (``api/games/<slug>.py``): its views, its ``VARIANTS`` and ``OPTIONS``, and its
``ENDPOINTS`` (:class:`api.catalog.Endpoint`), found through :mod:`naipes.games` (CONTRIBUTING.md, "Adding a
game", step 7)."""
