"""Cirulo's practice hand: no trumps, and the plate settled at the count."""

from __future__ import annotations

from typing import Any

from naipes import cirulo
from naipes.cards import SPANISH_48
from naipes.practice import cirulo as cirulo_hand
from practice.coach import seat_name
from practice.game import PracticeGame
from wording import text


def count(state, lang: str) -> dict[str, Any]:
    settled = state.settlement()
    rows = [{"seat": seat_name(seat), "tantos": settled.pays[str(seat)],
             "share": settled.shares.get(str(seat), 0),
             "status": text(f"cirulo.status.{settled.status[str(seat)]}", lang)}
            for seat in range(state.players)]
    return {"rows": rows, "pot": settled.pot, "carry_over": settled.carry_over}


HAND = PracticeGame(
    slug="cirulo", engine=cirulo, hand=cirulo_hand, deck=SPANISH_48, players=cirulo.PLAYERS, default_players=4,
    partial="practice/games/cirulo.html",
    # No "may I play" drill: the nearest is "who takes this trick", the drill on the suit led, which is
    # what a refused card at this table gets wrong.
    review_drill="cirulo-trick",
    rule_anchors={"play": "follow-suit", "count": "plate"},
    count=count,
)
