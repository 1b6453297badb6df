"""The search's start-up checks (hook ``checks``, :mod:`naipes_site.plugins`): every game has its module of
answers, ``search/games/<slug>.py``, and the options its answers follow are the game's own."""

from __future__ import annotations

from django.core import checks

from naipes.games import lacking
from naipes.options import declared
from naipes.profiles import TABLE_FIELDS
from naipes_site.checks import TAG
from search.games import PACKAGE, game_answers, missing


@checks.register(TAG)
def every_game_has_its_answers(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    return [checks.Error(f"missing: {lacking(PACKAGE, slug) or f'search/games/{slug}.py'} "
                         "(step 7, what the search answers about it)",
                         hint='CONTRIBUTING.md, "Adding a game"', id="search.E001")
            for slug in missing()]


@checks.register(TAG)
def every_followed_option_is_the_games(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    """What a game's answers say they follow (``GameAnswers.follows``) is an option of its ``Rules`` other than the
    number of players, which is never a table's (rules-decisions §39, §48): a misspelt or renamed option would
    leave an answer that a table changes unnamed, and its test unasked."""
    return [checks.Error(f"search/games/{slug}.py follows {name!r}, which is not a table option of {slug}",
                         hint="name an option of the game's Rules other than the players", id="search.E002")
            for slug, found in game_answers().items() for name in found.follows
            if name in TABLE_FIELDS or name not in {o.name for o in declared(slug)}]
