"""The site's half of the game registry: how the site presents each game of :data:`naipes.GAME_SLUGS`.

The engine lists the games (``naipes.GAME_SLUGS``, one module each); this module adds what the pages
need: the name, a one-line description, the players, the deck, the suit that marks the game, whether a
score sheet exists. Every loader of the site (inserts, wording, glossary, rule pages, home page) and of
the apps above it (drills by game, API, classroom) walks these lists, and :func:`check` (run when
the site starts, see :mod:`naipes_site.apps`) fails loudly on a missing piece.
"""

from __future__ import annotations

from dataclasses import dataclass
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


def check(content_dir: Path) -> None:
    """Fail loudly, at start-up, when a game of the engine lacks a piece the site needs."""
    if tuple(GAME_BY_SLUG) != GAME_SLUGS:
        raise ImproperlyConfigured(
            f"naipes_site.games.GAMES lists {tuple(GAME_BY_SLUG)}; the engine's games are {GAME_SLUGS}"
        )
    missing = [str(path) for slug in GAME_SLUGS for path in content_files(content_dir, slug) if not path.is_file()]
    if missing:
        raise ImproperlyConfigured(f"missing rule pages or cheat sheets: {', '.join(missing)}")
    # Each loader imports every game's module and lets a missing one raise.
    wording.all_keys()
    inserts.names()
    glossary.entries()
    table_rules.check()
