"""Which judges exist, for the index page, the rule pages' links and the site search."""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from judges.games import TRICK_GAMES
from judges.verdicts import HAND_JUDGES, POINTS_GAMES
from naipes_site.games import game_infos


@dataclass(frozen=True)
class JudgeInfo:
    game: str
    kind: str
    name: Promise
    summary: Promise

    @property
    def url(self) -> str:
        if self.kind in HAND_JUDGES:  # a judge of one game's hands: its page names the game already
            return reverse(f"judges:{self.kind}")
        return reverse(f"judges:{self.kind}", args=[self.game])


_KINDS = {
    "trick": (_("Who takes the trick?"), _("Put down the cards on the table: the judge says which card wins the trick, and why.")),
    "play": (_("May I play this card?"), _("Your hand and the trick so far: every card you may play, and why the others not.")),
    "points": (_("Points of a pile"), _("The cards a player took: how many points they are worth.")),
    "docena": (_("Which hand wins?"), _("One hand: its name and rung on the ladder. Two hands: which one wins, and why.")),
}


def judges() -> list[JudgeInfo]:
    found = []
    for game in game_infos():
        kinds = [k for k in ("trick", "play") if game.slug in TRICK_GAMES]
        kinds += ["points"] if game.slug in POINTS_GAMES else []
        kinds += [game.slug] if game.slug in HAND_JUDGES else []
        found += [JudgeInfo(game.slug, kind, *_KINDS[kind]) for kind in kinds]
    return found


def judges_by_game() -> list[tuple[object, list[JudgeInfo]]]:
    return [(game, [j for j in judges() if j.game == game.slug]) for game in game_infos()]


def for_game(slug: str) -> list[JudgeInfo]:
    return [j for j in judges() if j.game == slug]
