"""Toy's judges: who takes the trick and may I play (no trumps), and the debrief's link to them (engine:
:mod:`naipes.games.toy`)."""

from __future__ import annotations

from judges.base import NoTrumpGame
from judges.position import trick_query
from naipes.games import toy


class Toy(NoTrumpGame):
    slug, name, engine = "toy", "Toy", toy
    trick_anchor, play_anchor = "trick-winner", "follow-suit"
    rules_options = ("players",)


TRICK = Toy()


def position(question) -> list[tuple[str, str]]:
    """A drill's question as the judge's fields: the cards."""
    return trick_query(question, {})


JUDGE_LINKS = {"toy-trick": ("trick", position)}
