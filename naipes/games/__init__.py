"""Where each layer keeps its games: a ``games`` package per layer, one module or package per game inside,
named after the game's slug, and this one loader that finds them.

A game is one line in the registry (:data:`naipes.GAME_SLUGS`) plus a ``games/<slug>`` in every layer that
has something of its own to say about it (the engine here, ``wording/games/``, ``naipes_site/games/``,
``trainers/games/``, ``api/games/``…). No layer lists the games again: it asks :func:`modules` for its
package, and reads the registry when it asks, never a copy taken at import.

A game being added has some of its pieces and not yet others (CONTRIBUTING.md, "Adding a game"): the loader
then leaves its missing module out, so only the tests about that game fail, and :func:`missing` names it
for the start-up checks. A module named after no game of the registry is an error at once: a typo or a game
half removed.

The engine's own games live here too, ``naipes/games/<slug>/``: the rules module as the package's
``__init__.py`` (:func:`naipes.game`), and beside it the pieces the engine's shared modules ask for by name
(:func:`piece`): ``practice`` (:mod:`naipes.practice`), ``profiles`` (:mod:`naipes.profiles`),
``reachable`` (:mod:`naipes.reachable`). :func:`missing_pieces` names the registered games still without one.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType

import naipes


class StrayGameModule(naipes.RulesError):
    """A layer's ``games`` package holds a module named after no game of the registry."""

    code = "stray_game_module"


def slugs() -> tuple[str, ...]:
    """The registry, read now (a test or a sixth game may have changed it since import)."""
    return naipes.GAME_SLUGS


def _found(package: str) -> set[str]:
    """The names of the modules and packages inside ``package`` (a layer's ``games`` package)."""
    path = importlib.import_module(package).__path__
    return {info.name for info in pkgutil.iter_modules(path) if not info.name.startswith("_")}


@cache
def _modules(package: str, registry: tuple[str, ...]) -> dict[str, ModuleType]:
    found = _found(package)
    if strays := sorted(found - set(registry)):
        raise StrayGameModule(f"{package} has modules for games the registry does not list: {strays} "
                              f"(naipes.GAME_SLUGS is {registry})")
    return {slug: importlib.import_module(f"{package}.{slug}") for slug in registry if slug in found}


def modules(package: str) -> dict[str, ModuleType]:
    """slug → the module of every registered game found in ``package``, in the registry's order.

    A game without its module is left out (:func:`missing` names it); importing the others happens once.
    """
    return _modules(package, slugs())


def module(package: str, slug: str) -> ModuleType:
    """The module of one game in ``package``; ``KeyError`` for a game that is not registered or has none."""
    return modules(package)[slug]


def missing(package: str) -> list[str]:
    """The registered games that have no module in ``package`` yet, in the registry's order."""
    found = _found(package)
    return [slug for slug in slugs() if slug not in found]


def piece(slug: str, name: str) -> ModuleType | None:
    """The engine module ``naipes.games.<slug>.<name>`` of a registered game (``practice``, ``profiles``,
    ``reachable``…), or ``None`` while the game has none yet: a game being added is named by the start-up
    checks (:func:`missing_pieces`), never a traceback. ``KeyError`` for a game that is not registered."""
    if slug not in slugs():
        raise KeyError(slug)
    try:
        return importlib.import_module(f"{__name__}.{slug}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"{__name__}.{slug}.{name}", f"{__name__}.{slug}"):
            raise  # the piece exists but imports something that does not: a bug to show
        return None


def missing_pieces(name: str) -> list[str]:
    """The registered games without ``naipes/games/<slug>/<name>.py`` yet, in the registry's order."""
    return [slug for slug in slugs() if piece(slug, name) is None]


def forget() -> None:
    """Forget the modules found so far: for a test that adds a game's module to a layer while it runs."""
    _modules.cache_clear()
