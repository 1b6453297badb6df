"""The start-up checks of the site (hook ``checks``, :mod:`naipes_site.plugins`), tagged ``naipes``: every
``manage.py`` command runs them, and ``naipes_site.wsgi`` before it serves a page. The tests do not:
there a game being added fails only the tests about it (CONTRIBUTING.md, "Adding a game").
"""

from __future__ import annotations

from django.conf import settings
from django.core import checks
from django.core.exceptions import ImproperlyConfigured

import naipes
import wording
from naipes import RulesError
from naipes_site import content, table_rules
from naipes_site.games import missing_pieces

TAG = "naipes"


@checks.register(TAG)
def every_game_has_its_site_pieces(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    return [checks.Error(f"missing: {piece}", hint='CONTRIBUTING.md, "Adding a game"', id="naipes.E001")
            for piece in missing_pieces(settings.CONTENT_DIR)]


@checks.register(TAG)
def every_table_profile_is_worded(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    if missing_pieces(settings.CONTENT_DIR):
        return []  # the check above names them; the profiles of a game being added are among them
    try:
        table_rules.check()
    except (RulesError, wording.MissingText) as exc:
        return [checks.Error(str(exc), hint='CONTRIBUTING.md, "Adding a named profile"', id="naipes.E002")]
    return []


@checks.register(TAG)
def every_cheat_sheet_states_every_option(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    """A cheat sheet under a table prints that table's rules (rules-decisions §40, §47): each option a table may
    set is followed by some line of it (an ``[[if]]``, a ``[[rule]]``, an engine table of the game's ``FOLLOWS``)."""
    if missing_pieces(settings.CONTENT_DIR):
        return []  # the first check names a game's missing cheat sheet
    return [checks.Error(f"content/{lang}/cheatsheets/{game}.md states no rule for {', '.join(names)}: under a table "
                         "that sets it the sheet would print the standard's", id="naipes.E003",
                         hint="docs/rules-decisions.md §47: an [[if option=value]] line, a [[rule option]] or an "
                              "engine table of the game's FOLLOWS (naipes_site/games/<game>/table_rules.py)")
            for game in naipes.GAME_SLUGS for lang, _name in settings.LANGUAGES
            if (names := content.unstated_options(lang, game))]


def stop_if_anything_is_missing() -> None:
    """Raise, naming every problem, when a start-up check fails (the served site has no command to stop)."""
    # Django keeps the registered checks in a set, so they run in no fixed order: the site's own come first.
    found = sorted(checks.run_checks(tags=[TAG]), key=lambda error: not str(error.id).startswith(f"{TAG}."))
    if errors := [error for error in found if error.is_serious()]:
        raise ImproperlyConfigured("; ".join(str(error.msg) for error in errors) + f" ({errors[0].hint})")
