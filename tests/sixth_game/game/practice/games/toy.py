"""Toy's practice hand: no trumps, follow suit, a point a card taken."""

from __future__ import annotations

from typing import Any

from naipes.cards import SPANISH_40
from naipes.games import toy
from naipes.games.toy import practice as toy_hand
from practice.coach import seat_name
from practice.game import PracticeGame


def count(state, lang: str) -> dict[str, Any]:
    return {"rows": [{"seat": seat_name(seat), "cards": len(state.piles[seat])} for seat in range(state.players)]}


HAND = PracticeGame(
    slug="toy", engine=toy, hand=toy_hand, deck=SPANISH_40, players=toy.PLAYERS, default_players=4,
    partial="practice/games/toy/_hand.html", review_drill="toy-trick",
    rule_anchors={"play": "follow-suit", "winner": "trick-winner", "count": "count"},
    count=count,
)
