"""The judges' start-up check (hook ``checks``, :mod:`naipes_site.plugins`): a judge follows the whole of a
table's rules (docs/rules-decisions.md §40), for tables and options no test draws a position for. Every option
a judge's form offers, and every field of a position that is also an option (Tute's muestra), is one its game
declares; the judges read every other option of the game from the query, where the table writes it; and each
named profile's options, written as the table writes them into a judge's query, read back as they were. And a
game whose ``GameInfo`` says it has judges (``judge=True``) has its module, ``judges/games/<slug>.py``, offering one.
"""

from __future__ import annotations

from django.core import checks

from judges import verdicts
from judges.base import judge_modules, judged_options, position_options
from judges.catalog import for_game, judges
from naipes import RulesError, games, profiles as named
from naipes.options import declared, option
from naipes_site import games as site_games
from naipes_site.checks import TAG


def problems() -> list[str]:
    found = []
    for judge in judges():
        game = judge.game
        names = {o.name for o in declared(game)}
        for name in (*verdicts.offered(game, judge.kind), *position_options(game)):
            if name not in names:
                found.append(f"the {judge.kind} judge of {game} offers {name!r}, which is no option of the game")
        if set(judged_options(game)) | set(position_options(game)) != names:
            found.append(f"the judges of {game} do not read every option of a table")
    for game in sorted({judge.game for judge in judges()}):
        for profile in named.profiles(game):
            for name, value in profile.options.items():
                try:
                    same = option(game, name).parse(option(game, name).text(value), game=game) == value
                except RulesError:
                    same = False
                if not same:
                    found.append(f"{game}'s profile {profile.slug}: {name} written into a judge's query reads back "
                                 "otherwise")
    return found


@checks.register(TAG)
def every_judge_follows_the_whole_table(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    return [checks.Error(problem, hint="docs/rules-decisions.md §40", id="judges.E001") for problem in problems()]


def declared_without_judges() -> list[str]:
    """Each registered game whose ``GameInfo`` says ``judge=True`` and that has no judge: its module is missing,
    or offers none (``TRICK``, ``POINTS``, ``HAND``: ``judges/games/__init__.py``)."""
    declared = [slug for slug in games.slugs()
                if (info := site_games.info_by_slug().get(slug)) is not None and info.judge]
    missing = set(games.missing("judges.games"))
    found = []
    for slug in declared:
        if slug in missing:
            found.append(f"missing: {games.lacking('judges.games', slug) or f'judges/games/{slug}.py'} (step 9, its "
                         "judges: its GameInfo says judge=True)")
        elif slug in judge_modules() and not for_game(slug):
            found.append(f"judges/games/{slug}.py offers no judge (TRICK, POINTS or HAND) and its GameInfo says "
                         "judge=True (step 9, its judges)")
    return found


@checks.register(TAG)
def every_game_declaring_judges_has_them(app_configs: object = None, **kwargs: object) -> list[checks.CheckMessage]:
    return [checks.Error(problem, hint='CONTRIBUTING.md, "Adding a game"', id="judges.E002")
            for problem in declared_without_judges()]
