"""The site's games: how the site presents each game of :data:`naipes.GAME_SLUGS`, one package per game.

The engine lists the games (``naipes.GAME_SLUGS``); ``naipes_site/games/<slug>/`` holds what the site says
of each: its ``INFO`` in ``__init__.py`` (a :class:`GameInfo`: the name, a one-line description, the players,
the deck, the suit that marks the game, whether a score sheet exists), its glossary entries
(``glossary.py`` and ``glossary.toml``), its rule-page inserts (``inserts.py``) and its table-rule sections
(``table_rules.py``). This module holds only what they share: :class:`GameInfo`, the loaders
(:func:`game_infos`, :func:`game_info`, :func:`piece`; they read the registry through :mod:`naipes.games`
when asked, never a copy taken at import) and the start-up check.

A game being added has some pieces and not yet others (CONTRIBUTING.md, "Adding a game"): the loaders
then leave its missing modules out, so that only the tests about that game fail, and
:func:`missing_pieces` names every piece still missing. The served site does not start with one
missing, nor does any ``manage.py`` command (:mod:`naipes_site.checks`).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from types import ModuleType

from django.core.exceptions import ImproperlyConfigured
from django.utils.functional import Promise, lazy

import naipes
import naipes.games
import wording
from naipes_site.options import page_lang


@dataclass(frozen=True)
class GameInfo:
    """How the site presents a game. Its words (a one-line description, the players, the deck, the name of its
    score sheet) are the game's own, in both languages, in its wording file (``wording/games/<slug>.toml``,
    ``site.*``), so a game brings them with its folders and no shared catalogue is edited for it."""

    slug: str
    name: str
    mark: str
    """The suit drawn beside the game's name (``#suit-<mark>`` in the page's sprite)."""
    score_sheet: bool = False
    """Whether the game has a score sheet in ``counters`` (anchor ``#<slug>``), named by :attr:`counter`."""
    judge: bool = False
    """Whether the game has "Who wins?" judges (the ``judges`` app; a registry test checks they exist)."""
    practice: bool = False
    """Whether a whole hand can be practised against the engine (the ``practice`` app)."""

    @property
    def summary(self) -> Promise:
        return _said(f"{self.slug}.site.summary")

    @property
    def players(self) -> Promise:
        return _said(f"{self.slug}.site.players")

    @property
    def deck(self) -> Promise:
        return _said(f"{self.slug}.site.deck")

    @property
    def counter(self) -> Promise | None:
        """The name of the game's score sheet, if it has one."""
        return _said(f"{self.slug}.site.score_sheet") if self.score_sheet else None


def _page_text(key: str) -> str:
    return wording.text(key, page_lang())


_said = lazy(_page_text, str)
"""A game's words in the language of the page that shows them (worked out when the page is drawn)."""


def game_infos() -> tuple[GameInfo, ...]:
    """Every registered game's ``INFO`` (``naipes_site/games/<slug>/__init__.py``), in the registry's order, read
    when asked; a game being added without its ``INFO`` yet is left out (:func:`missing_pieces` names it)."""
    return tuple(info for info in _infos().values())


def info_by_slug() -> dict[str, GameInfo]:
    """slug → ``GameInfo`` of every registered game that has one (``slug in info_by_slug()``: a game the site shows)."""
    return _infos()


def game_info(slug: str) -> GameInfo:
    """One game's ``GameInfo``; ``KeyError`` for a slug that is no registered game with its ``INFO``."""
    return _infos()[slug]


def _infos() -> dict[str, GameInfo]:
    return {slug: module.INFO for slug, module in naipes.games.modules(__name__).items() if hasattr(module, "INFO")}


def piece(slug: str, name: str) -> ModuleType | None:
    """The module ``naipes_site/games/<slug>/<name>.py`` of a registered game (its ``glossary``, ``inserts``,
    ``table_rules``), imported; ``None`` while the game or that module does not exist yet."""
    if slug not in naipes.games.modules(__name__) or not _exists(f"{__name__}.{slug}.{name}"):
        return None
    return importlib.import_module(f"{__name__}.{slug}.{name}")


def pieces(name: str) -> dict[str, ModuleType]:
    """slug → the game's ``name`` module (:func:`piece`) for every registered game that has it, in order."""
    return {slug: found for slug in naipes.games.modules(__name__) if (found := piece(slug, name)) is not None}


def _exists(module: str) -> bool:
    try:
        return find_spec(module) is not None
    except ModuleNotFoundError:  # its package does not exist either
        return False


def content_files(root: Path, slug: str) -> list[Path]:
    """The Markdown files a game needs: its rule page and its cheat sheet, in both languages."""
    return [root / lang / name for lang in wording.LANGS for name in (f"{slug}.md", f"cheatsheets/{slug}.md")]


GAME_MODULES: tuple[tuple[str, str], ...] = (
    ("wording.games.{slug}", "step 2, its wording"),
    ("naipes_site.games.{slug}.inserts", "step 5, its inserts"),
    ("naipes_site.games.{slug}.glossary", "step 5, its glossary entries"),
    ("naipes_site.games.{slug}.table_rules", "step 5, its table-rule sections"),
    ("naipes.games.{slug}.profiles", "step 1, its named profiles"),
    ("naipes.games.{slug}.reachable", "step 1, its reachable positions"),
)
"""The modules below the apps that every game has, and the step of "Adding a game" that writes each."""


def missing_pieces(content_dir: Path) -> list[str]:
    """Every piece the site needs that a game of the registry lacks, each named with the file expected and its
    step of CONTRIBUTING.md's "Adding a game"; empty when every game is whole."""
    missing = []
    infos = _infos()
    for slug in naipes.GAME_SLUGS:
        if slug not in infos and (lacks := naipes.games.lacking(__name__, slug)):
            missing.append(f"{lacks} (step 3, its GameInfo)")
        elif slug not in infos:
            missing.append(f"naipes_site/games/{slug}/__init__.py with its INFO = GameInfo(...) (step 3, its GameInfo)")
        elif infos[slug].slug != slug:
            missing.append(f"naipes_site/games/{slug}/__init__.py: its INFO is {infos[slug].slug!r}'s "
                           "(step 3, its GameInfo)")
        missing += [f"{path.relative_to(content_dir.parent)} (step 4, its pages)"
                    for path in content_files(content_dir, slug) if not path.is_file()]
        missing += [f"{module.format(slug=slug).replace('.', '/')}.py ({step})" for module, step in GAME_MODULES
                    if not _exists(module.format(slug=slug))]
        if _exists(f"wording.games.{slug}") and (lacks := naipes.games.lacking("wording.games", slug)):
            missing.append(f"{lacks} (step 2, its wording)")
        glossary = find_spec(f"{__name__}.{slug}.glossary") if _exists(f"{__name__}.{slug}.glossary") else None
        if glossary is not None and not Path(str(glossary.origin)).with_name("glossary.toml").is_file():
            missing.append(f"naipes_site/games/{slug}/glossary.toml (step 5, its glossary entries)")
    return missing


def check(content_dir: Path) -> None:
    """Fail loudly when a game of the registry lacks a piece the site needs, naming every missing piece."""
    from naipes_site import glossary, inserts, table_rules

    if missing := missing_pieces(content_dir):
        raise ImproperlyConfigured("a game lacks pieces the site needs: " + "; ".join(missing))
    # The pieces that exist load: each loader imports every game's module.
    wording.all_keys()
    inserts.names()
    glossary.entries()
    table_rules.check()
