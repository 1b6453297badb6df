"""The toy game's files (``game/``) mirror the repository's layout: they are the sixth game's own folders,
copied over a copy of the repository by :mod:`tests.sixth_game.build`. Here they are no module of the suite:
importing them (as doctests) would load ``naipes_site.games.toy`` and the like under the wrong names."""

collect_ignore = ["game"]
