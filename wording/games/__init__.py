"""Each game's wording: ``wording/games/<slug>.py`` (its ``TEXTS``, looked up as ``"<slug>.<key>"``, and its
``PROFILE_TEXTS``, the names of its named profiles, looked up as ``"profiles.<slug>.<key>"``), read from its
texts ``wording/games/<slug>.toml``. :mod:`wording` finds them through :func:`naipes.games.modules`."""
