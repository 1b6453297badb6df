"""The site's half of the game registry: how the site presents each game of :data:`naipes.GAME_SLUGS`.

The engine lists the games (``naipes.GAME_SLUGS``, one module each); this module adds what the pages
need: the name, a one-line description, the players, the deck, the suit that marks the game, whether a
score sheet exists. Every loader of the site (inserts, wording, glossary, rule pages, home page) and of
the apps above it (drills by game, API, classroom) walks these lists.

A game being added has some pieces and not yet others (CONTRIBUTING.md, "Adding a game"): the loaders
then leave its missing modules out, so that only the tests about that game fail, and
:func:`missing_pieces` names every piece still missing. The served site does not start with one
missing, nor does any ``manage.py`` command (:mod:`naipes_site.checks`).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

import wording
from naipes import GAME_SLUGS
from naipes_site import glossary, inserts, table_rules


@dataclass(frozen=True)
class GameInfo:
    slug: str
    name: str
    summary: Promise
    players: Promise
    deck: Promise
    mark: str
    """The suit drawn beside the game's name (``#suit-<mark>`` in the page's sprite)."""
    counter: Promise | None = None
    """The name of the game's score sheet in ``counters`` (anchor ``#<slug>``), if it has one."""
    judge: bool = False
    """Whether the game has "Who wins?" judges (the ``judges`` app; a registry test checks they exist)."""
    practice: bool = False
    """Whether a whole hand can be practised against the engine (the ``practice`` app)."""


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        "paulo", "Paulo",
        _("An Andalusian team game of tricks and bluff: the muestra makes trumps, partners signal with "
          "their faces and the score runs in chinos."),
        _("4, 6 or 8 in two teams"), _("Spanish deck, 20 to 40 cards"),
        mark="bastos", counter=_("Chinos board"), judge=True, practice=True,
    ),
    GameInfo(
        "cirulo", "Cirulo",
        _("Every player for himself and no trumps: avoid taking oros, because each one you take is "
          "paid into the plate."),
        _("4 to 6"), _("Spanish deck, 40 or 48 cards"),
        mark="oros", counter=_("Plate ledger"), judge=True, practice=True,
    ),
    GameInfo(
        "tute", "Tute",
        _("Win tricks that hold aces and threes, declare rey and caballo for 20 or 40, and beware of "
          "the strict play once the stock runs out."),
        _("2 to 6"), _("Spanish deck, 36 to 40 cards"),
        mark="copas", counter=_("Score sheet"), judge=True, practice=True,
    ),
    GameInfo(
        "docena", "La Docena",
        _("A betting game of two or three cards where the 5 de oros, the mala, can stand for any "
          "number."),
        _("3 to 8 receive cards"), _("Spanish deck cut to 17–25 cards"),
        mark="espadas", counter=_("Stones ledger"), judge=True, practice=True,
    ),
    GameInfo(
        "papayoo", "Papayoo",
        _("Gigamic's point-dodging game: keep clear of the Payoos, and above all of the Papayoo that "
          "the die picks each round."),
        _("3 to 8"), _("60 cards and an eight-sided die"),
        mark="payoo", counter=_("Score sheet"), judge=True, practice=True,
    ),
)

GAME_BY_SLUG = {game.slug: game for game in GAMES}


def content_files(root: Path, slug: str) -> list[Path]:
    """The Markdown files a game needs: its rule page and its cheat sheet, in both languages."""
    return [root / lang / name for lang in wording.LANGS for name in (f"{slug}.md", f"cheatsheets/{slug}.md")]


GAME_MODULES: tuple[tuple[str, str], ...] = (
    ("wording.games.{slug}", "step 2, its wording"),
    ("naipes_site.inserts.{slug}", "step 5, its inserts"),
    ("naipes_site.glossary.{slug}", "step 5, its glossary entries"),
    ("naipes.games.{slug}.profiles", "step 1, its named profiles"),
)
"""The modules below the apps that every game has, and the step of "Adding a game" that writes each."""


def missing_pieces(content_dir: Path) -> list[str]:
    """Every piece the site needs that a game of the engine lacks, each named with its step of
    CONTRIBUTING.md's "Adding a game"; empty when every game is whole."""
    missing = []
    if tuple(GAME_BY_SLUG) != GAME_SLUGS:
        missing.append(f"naipes_site/games.py: GAMES lists {tuple(GAME_BY_SLUG)} and the engine's games are "
                       f"{GAME_SLUGS} (step 3, its GameInfo, in the same order)")
    for slug in GAME_SLUGS:
        missing += [f"{path.relative_to(content_dir.parent)} (step 4, its pages)"
                    for path in content_files(content_dir, slug) if not path.is_file()]
        missing += [f"{module.format(slug=slug).replace('.', '/')}.py ({step})" for module, step in GAME_MODULES
                    if find_spec(module.format(slug=slug)) is None]
    return missing


def check(content_dir: Path) -> None:
    """Fail loudly when a game of the engine lacks a piece the site needs, naming every missing piece."""
    if missing := missing_pieces(content_dir):
        raise ImproperlyConfigured("a game lacks pieces the site needs: " + "; ".join(missing))
    # The pieces that exist load: each loader imports every game's module.
    wording.all_keys()
    inserts.names()
    glossary.entries()
    table_rules.check()
