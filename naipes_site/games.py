"""The five games as the site presents them: slug, name and a one-line description."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _


@dataclass(frozen=True)
class GameInfo:
    slug: str
    name: str
    summary: Promise
    players: Promise
    deck: Promise


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        "paulo", "Paulo",
        _("An Andalusian team game of tricks and bluff: the muestra makes trumps, partners signal with "
          "their faces and the score runs in chinos."),
        _("4, 6 or 8 in two teams"), _("Spanish deck, 20 to 40 cards"),
    ),
    GameInfo(
        "cirulo", "Cirulo",
        _("Every player for himself and no trumps: avoid taking oros, because each one you take is "
          "paid into the plate."),
        _("4 to 6"), _("Spanish deck, 40 or 48 cards"),
    ),
    GameInfo(
        "tute", "Tute",
        _("Win tricks that hold aces and threes, declare rey and caballo for 20 or 40, and beware of "
          "the strict play once the stock runs out."),
        _("2 to 6"), _("Spanish deck, 36 to 40 cards"),
    ),
    GameInfo(
        "docena", "La Docena",
        _("A betting game of two or three cards where the 5 de oros, the mala, can stand for any "
          "number."),
        _("3 to 8 receive cards"), _("Spanish deck cut to 17–25 cards"),
    ),
    GameInfo(
        "papayoo", "Papayoo",
        _("Gigamic's trick-avoidance game: dodge the Payoos, and above all the Papayoo that the die "
          "picks each round."),
        _("3 to 8"), _("60 cards and an eight-sided die"),
    ),
)

GAME_BY_SLUG = {game.slug: game for game in GAMES}
