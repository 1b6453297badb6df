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
(:func:`piece`): ``practice`` (:mod:`naipes.practice`), ``bots`` (:mod:`naipes.bots`), ``profiles``
(:mod:`naipes.profiles`), ``reachable`` (:mod:`naipes.reachable`). :func:`missing_pieces` names the registered
games still without one.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import cache
from pathlib import Path
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


ROOT = Path(__file__).resolve().parents[2]
"""The project's folder, which the files a game lacks are named from."""

_LACKING: dict[tuple[str, str], str] = {}
"""(package, slug) → the file, under :data:`ROOT`, that the game's module in the package imports and that does not
exist yet (a module of the game's own, or a data file beside it)."""


def _game_module(name: str, slug: str) -> bool:
    """Whether the dotted ``name`` is a game's own module (``<layer>.games.<slug>``, or a module inside it)."""
    return re.fullmatch(rf"\w+(\.\w+)*\.games\.{slug}(\.\w+)*", name) is not None


def _lacking_file(exc: Exception, slug: str) -> str | None:
    """The file of the game ``slug`` whose absence made ``exc`` (an import, or a data file read at import), or
    ``None`` when ``exc`` is some other fault: a bug to show, never hidden."""
    if isinstance(exc, ModuleNotFoundError) and exc.name and _game_module(exc.name, slug):
        return exc.name.replace(".", "/") + ".py"
    if isinstance(exc, ImportError) and (found := re.fullmatch(r"cannot import name '([a-z_0-9]+)' from (?:partially initialized module )?'([\w.]+)'.*",
                                                              str(exc), re.S)):
        name, parent = found.groups()
        path = parent.replace(".", "/")
        if _game_module(parent, slug) and (ROOT / path).is_dir() and not (ROOT / path / f"{name}.py").exists() \
                and not (ROOT / path / name).is_dir():
            return f"{path}/{name}.py"  # ``from <the game's package> import <a module it lacks>``
    if isinstance(exc, FileNotFoundError) and exc.filename:
        path = Path(exc.filename).resolve()
        if path.is_relative_to(ROOT) and (path.stem == slug or slug in path.parts):
            return path.relative_to(ROOT).as_posix()
    return None


def _imported(package: str, slug: str) -> ModuleType | None:
    """The game's module in ``package``; ``None`` while it imports a file of the game's own that does not exist
    yet (:func:`lacking` names it, and the layer's start-up check with it: never a traceback)."""
    try:
        return importlib.import_module(f"{package}.{slug}")
    except (ImportError, FileNotFoundError) as exc:
        lacking = _lacking_file(exc, slug)
        if lacking is None:
            raise
        _LACKING[(package, slug)] = lacking
        return None


@cache
def _modules(package: str, registry: tuple[str, ...]) -> dict[str, ModuleType]:
    found = _found(package)
    if strays := sorted(found - set(registry)):
        raise StrayGameModule(f"{package} has modules for games the registry does not list: {strays} "
                              f"(naipes.GAME_SLUGS is {registry})")
    imported = {slug: _imported(package, slug) for slug in registry if slug in found}
    return {slug: module for slug, module in imported.items() if module is not None}


def modules(package: str) -> dict[str, ModuleType]:
    """slug → the module of every registered game found in ``package``, in the registry's order.

    A game without its module is left out (:func:`missing` names it); importing the others happens once.
    """
    return _modules(package, slugs())


def module(package: str, slug: str) -> ModuleType:
    """The module of one game in ``package``; ``KeyError`` for a game that is not registered or has none."""
    return modules(package)[slug]


def missing(package: str) -> list[str]:
    """The registered games that have no module in ``package`` yet, in the registry's order: none at all, or one
    that imports a file of the game's own that does not exist yet (:func:`lacking` names that file)."""
    found = modules(package)
    return [slug for slug in slugs() if slug not in found]


def lacking(package: str, slug: str) -> str | None:
    """The file a registered game's module in ``package`` imports and that does not exist yet
    (``counters/games/<slug>/forms.py``, ``wording/games/<slug>.toml``…), to name in a start-up check; ``None``
    when the module is there and whole, or not there at all (the layer names its own file then)."""
    if slug in modules(package):
        return None
    return _LACKING.get((package, slug))


def missing_engines() -> list[str]:
    """Each registered game without its rules module, ``naipes/games/<slug>/__init__.py``, named with its step of
    "Adding a game": every layer reads the engine, so ``manage.py`` names these before anything else."""
    return [f"missing: naipes/games/{slug}/__init__.py (step 1, its rules module; CONTRIBUTING.md, \"Adding a game\")"
            for slug in slugs() if slug not in _found(__name__)]


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
    _LACKING.clear()
