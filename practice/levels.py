"""The level of the engine's seats in a practice hand: the bots' level (:data:`naipes.bots.LEVELS`).

The engine owns the levels and their names; the words for them (a name, a line on what the level does) are
the wording's (``bots.level.<level>``, ``bots.level.<level>.summary``). A hand's address carries its level
(``?level=``) unless it is the default one, so a shared link replays the same hand at the same level and an
address from before the levels plays as it always did; a hand under way without it plays the default level
(as a hand's link without ``profile`` plays the standard table, :mod:`practice.tables`). A new hand dealt
without a level plays the one this browser keeps (a cookie, set when the start form asks for one), else the
default. Every engine seat plays at that level: in Paulo the learner's partner too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _

import wording
from naipes.bots import DEFAULT_LEVEL, LEVELS
from naipes_site import table_rules

QUERY = "level"
COOKIE = "naipes_practice_level"
COOKIE_AGE = table_rules.COOKIE_AGE
"""As long as a kept table (the privacy page says so)."""


@dataclass(frozen=True)
class Chosen:
    """The level a hand plays at, and why a link's level was refused (in the page's language), if it was."""

    level: str
    refusal: str | None = None
    asked: bool = False
    """Whether the request named the level itself (the start form or a link), rather than the browser's."""


def kept(request: HttpRequest) -> str:
    """The level this browser keeps, else the default one."""
    level = request.COOKIES.get(COOKIE)
    return level if level in LEVELS else DEFAULT_LEVEL


def read(request: HttpRequest, *, under_way: bool) -> Chosen:
    """The level of the request's hand: the link's ``level``, else (a hand under way) the default one, else the
    kept one. An unknown level is refused with a sentence in the page's language."""
    asked = request.GET.get(QUERY)
    if asked is None:
        return Chosen(DEFAULT_LEVEL if under_way else kept(request))
    if asked in LEVELS:
        return Chosen(asked, asked=True)
    lang = request.LANGUAGE_CODE[:2]
    return Chosen(DEFAULT_LEVEL, _("No bots play at the level “%(level)s”: the levels are %(levels)s.") % {
        "level": asked[:24], "levels": ", ".join(name(level, lang) for level in LEVELS)})


def seats(level: str, players: int) -> tuple[str, ...]:
    """Every seat's level in a hand played at ``level`` (the learner's own seat plays no bot but its own hint)."""
    return (level,) * players


def query(level: str) -> dict[str, str]:
    """The level as a hand's URL writes it: nothing for the default one, so old links keep their address."""
    return {} if level == DEFAULT_LEVEL else {QUERY: level}


def keep(response: HttpResponse, level: str) -> HttpResponse:
    """Remember ``level`` in this browser for its next new hands."""
    if level == DEFAULT_LEVEL:
        response.delete_cookie(COOKIE, samesite="Lax")
    else:
        response.set_cookie(COOKIE, level, max_age=COOKIE_AGE, httponly=True, samesite="Lax",
                            secure=settings.SESSION_COOKIE_SECURE)
    return response


def name(level: str, lang: str) -> str:
    return wording.text(f"bots.level.{level}", lang)


def choices(lang: str, current: str) -> list[dict[str, Any]]:
    """The levels as the start form and the hand page offer them: each with its name and what it does."""
    return [{"level": level, "name": name(level, lang), "summary": wording.text(f"bots.level.{level}.summary", lang),
             "current": level == current} for level in LEVELS]


def refused(request: HttpRequest, game: str, why: str, new_url: str) -> HttpResponse:
    """A hand whose link names a level no bot plays: why, in the page's language, and a new hand (a 400)."""
    from naipes_site.games import game_info
    from naipes_site.head import render

    return render(request, "practice/level_refused.html", {
        "game": game_info(game), "error": why, "new_url": new_url,
        "title": _("Practice hand: %(game)s") % {"game": game_info(game).name},
    }, status=400)
