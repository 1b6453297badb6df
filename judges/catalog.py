"""Which judges exist, for the index page, the rule pages' links and the site search."""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from judges.base import judge_modules, trick_games
from judges.verdicts import hand_judges, points_judges
from naipes_site.games import game_infos


@dataclass(frozen=True)
class JudgeInfo:
    game: str
    kind: str
    name: Promise
    summary: Promise

    @property
    def url(self) -> str:
        return reverse(f"judges:{self.kind}", args=[self.game])


_KINDS = {
    "trick": (_("Who takes the trick?"), _("Put down the cards on the table: the judge says which card wins the trick, and why.")),
    "play": (_("May I play this card?"), _("Your hand and the trick so far: every card you may play, and why the others not.")),
    "points": (_("Points of a pile"), _("The cards a player took: how many points they are worth.")),
}
"""Each kind of judge a game may have, its name and summary; a judge of a game's hands has its own
(``HAND_JUDGE`` in ``judges/games/<slug>.py``)."""


def judges() -> list[JudgeInfo]:
    found = []
    tricks, points, hands, modules = trick_games(), points_judges(), hand_judges(), judge_modules()
    for game in game_infos():
        found += [JudgeInfo(game.slug, kind, *_KINDS[kind]) for kind in ("trick", "play") if game.slug in tricks]
        found += [JudgeInfo(game.slug, "points", *_KINDS["points"])] if game.slug in points else []
        found += [JudgeInfo(game.slug, "hand", *modules[game.slug].HAND_JUDGE)] if game.slug in hands else []
    return found


def judges_by_game() -> list[tuple[object, list[JudgeInfo]]]:
    return [(game, [j for j in judges() if j.game == game.slug]) for game in game_infos()]


def for_game(slug: str) -> list[JudgeInfo]:
    return [j for j in judges() if j.game == slug]
