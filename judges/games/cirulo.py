"""Cirulo's judges: who takes the trick and may I play (no trumps), and the debrief's link to them (engine:
:mod:`naipes.games.cirulo`)."""

from __future__ import annotations

from judges.base import NoTrumpGame
from judges.position import trick_query
from naipes.games import cirulo


class Cirulo(NoTrumpGame):
    slug, name, engine = "cirulo", "Cirulo", cirulo
    trick_anchor, play_anchor = "trick-winner", "follow-suit"
    rules_options = ("players", "pack")


TRICK = Cirulo()


def position(question) -> list[tuple[str, str]]:
    """A drill's question as the judge's fields: the pack, then the cards."""
    return trick_query(question, {"pack": str(question.pack)})


JUDGE_LINKS = {"cirulo-trick": ("trick", position)}
