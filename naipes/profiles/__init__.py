"""Named variant profiles: the rules a table plays, by name, with where each comes from.

A profile is the set of :class:`Rules` options a named way of playing sets (a region's custom, a
publisher's, the sources' own), never the number of players, which is the table's size and not its
rules. Each game keeps its profiles in ``naipes.games.<game>.profiles`` (found through
:func:`naipes.games.piece`; a game being added, until it has one, plays only its standard rules and the
site's start-up check names the file): ``PROFILES`` (the first one is the sources' standard, which sets
nothing) and ``NOT_COMPUTED`` (named variants the pages describe that the engine cannot play, kept out of
the choice; rules-decisions §39).

Every profile is checked against its game's ``Rules`` when this package is imported (and a game's, when its
profiles are first read): an option the ``Rules`` lacks, a value it refuses, two profiles with the same rules
or a missing standard stop the import (and so the site's start-up) with the profile's name.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from functools import cache
from types import MappingProxyType, ModuleType, SimpleNamespace
from typing import Any

import naipes.games
from naipes import RulesError, game as game_module
from naipes.options import declared

STANDARD = "standard"
"""The slug of every game's standard profile: the sources' rules with our readings, the engine's defaults."""

TABLE_FIELDS = frozenset({"players"})
"""``Rules`` fields a profile never sets: how many sit at the table is not a rule the table agrees."""

_SLUG = re.compile(r"^[a-z][a-z0-9-]{1,30}$")


class ProfileError(RulesError):
    """A profile that does not exist, or one its game's ``Rules`` refuse."""

    code = "unknown_profile"


@dataclass(frozen=True)
class Profile:
    """One named way of playing a game.

    ``options`` holds the ``Rules`` fields it sets, as the ``Rules`` take them; ``cites`` says where it comes
    from, in the words the code uses for citations (``"source 000, the card order"``,
    ``"rules-decisions §2"``, an outside reference by name); ``section`` is the rule page's anchor that
    describes it.
    """

    game: str
    slug: str
    options: Mapping[str, Any]
    cites: tuple[str, ...]
    section: str
    partial: tuple[str, ...] = ()
    """Points of the named variant the engine does not play (the page says so); empty when it plays all."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", MappingProxyType(dict(self.options)))

    @property
    def standard(self) -> bool:
        return self.slug == STANDARD

    def rules(self, **table: Any) -> Any:
        """The game's ``Rules`` under this profile; ``table`` gives what the profile leaves to the table
        (the players, and any option a custom code adds)."""
        return module_of(self.game).Rules(**{**self.options, **table})

    def __hash__(self) -> int:
        return hash((self.game, self.slug))


@dataclass(frozen=True)
class NotComputed:
    """A named variant a rule page describes that the engine does not play, and what it lacks."""

    game: str
    slug: str
    cites: tuple[str, ...]
    section: str
    lacks: tuple[str, ...] = field(default=())


def module_of(game: str) -> ModuleType:
    return game_module(game)


@cache
def _profiles_module(game: str) -> ModuleType | SimpleNamespace:
    if game not in naipes.games.slugs():
        raise ProfileError(f"no game {game!r}")
    found = naipes.games.piece(game, "profiles")
    if found is None:
        # A game being added plays its standard rules until its profiles exist; the site's start-up check
        # names the missing file (naipes_site.table_rules.check).
        return SimpleNamespace(PROFILES=(Profile(game, STANDARD, {}, ("rules-decisions §39",), "-"),),
                               NOT_COMPUTED=(), LETTERS={}, MISSING=True)
    _check(game, found)
    return found


def missing(game: str) -> bool:
    """Whether the game has no ``naipes/games/<game>/profiles.py`` yet."""
    return bool(getattr(_profiles_module(game), "MISSING", False))


def profiles(game: str) -> tuple[Profile, ...]:
    """The game's choosable profiles, the standard first."""
    found: tuple[Profile, ...] = _profiles_module(game).PROFILES
    return found


def not_computed(game: str) -> tuple[NotComputed, ...]:
    """Named variants of the game that the choice leaves out, because the engine does not play them."""
    found: tuple[NotComputed, ...] = _profiles_module(game).NOT_COMPUTED
    return found


def profile(game: str, slug: str) -> Profile:
    """A named profile by its slug (case ignored); :class:`ProfileError` names it when it does not exist."""
    wanted = slug.strip().lower()
    for candidate in profiles(game):
        if candidate.slug == wanted:
            return candidate
    raise ProfileError(f"{game} has no profile {slug!r}")


def standard(game: str) -> Profile:
    return profiles(game)[0]


def named_for(rules: Any, game: str) -> Profile | None:
    """The named profile whose rules these are, the players aside; ``None`` for a custom set of options."""
    for candidate in profiles(game):
        if candidate.rules(players=rules.players) == rules:
            return candidate
    return None


def differences(game: str, first: Any, second: Any) -> tuple[str, ...]:
    """The ``Rules`` fields (players aside) on which two sets of rules of one game differ, in field order."""
    return tuple(f.name for f in fields(module_of(game).Rules)
                 if f.name not in TABLE_FIELDS and getattr(first, f.name) != getattr(second, f.name))


def check(game: str) -> None:
    """Refuse, naming the profile, anything in a game's profiles its ``Rules`` would not play."""
    if missing(game):
        return
    _check(game, _profiles_module(game))


def _check(game: str, found: ModuleType | SimpleNamespace) -> None:
    engine = module_of(game)
    names = {f.name for f in fields(engine.Rules)}
    choosable: tuple[Profile, ...] = found.PROFILES
    if not choosable or choosable[0].slug != STANDARD or choosable[0].options:
        raise ProfileError(f"{game}: the first profile must be {STANDARD!r} and set nothing")
    declared_names = {o.name for o in declared(game)} - TABLE_FIELDS
    letters = found.LETTERS
    if set(letters) != declared_names or len(set(letters.values())) != len(letters) \
            or not all(re.fullmatch(r"[a-z]", letter) for letter in letters.values()):
        raise ProfileError(f"{game}: LETTERS gives every option but the players one letter of its own")
    seen: dict[Any, str] = {}
    slugs = [p.slug for p in choosable] + [n.slug for n in found.NOT_COMPUTED]
    if len(set(slugs)) != len(slugs):
        raise ProfileError(f"{game}: a profile slug is used twice")
    for item in choosable:
        where = f"{game} profile {item.slug!r}"
        if item.game != game or not _SLUG.match(item.slug) or not item.cites or not item.section:
            raise ProfileError(f"{where}: a profile has its game, a slug, what it cites and its section")
        for name in item.options:
            if name not in names or name in TABLE_FIELDS:
                raise ProfileError(f"{where}: {name!r} is not a rule a profile sets")
        try:
            played = tuple(_rules_or_none(item, players) for players in engine.PLAYERS)
        except RulesError as exc:
            raise ProfileError(f"{where}: {exc}") from exc
        if not any(played):
            raise ProfileError(f"{where}: no number of players can play it")
        if played in seen:
            raise ProfileError(f"{where}: the same rules as {seen[played]!r} at every number of players")
        seen[played] = item.slug


def _rules_or_none(item: Profile, players: int) -> Any:
    # Paulo's two-player game exists only with the Lanjarón deck: a count the profile cannot seat is None.
    try:
        return item.rules(players=players)
    except RulesError as exc:
        if getattr(exc, "code", "") == "bad_players":
            return None
        raise

def _being_imported(game: str) -> bool:
    """Whether the game's profiles are what is being imported now (they import this package first): they
    are checked when first read instead."""
    found = sys.modules.get(f"naipes.games.{game}.profiles")
    return found is not None and getattr(getattr(found, "__spec__", None), "_initializing", False)


for _game in naipes.games.slugs():
    if not _being_imported(_game):
        _profiles_module(_game)
