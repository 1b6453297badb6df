"""Cirulo's practice hand: no trumps, and the plate settled at the count."""

from __future__ import annotations

from typing import Any

from django.utils.translation import ngettext

from naipes.cards import SPANISH_48
from naipes.games import cirulo
from naipes.games.cirulo import practice as cirulo_hand
from naipes.practice import LEARNER
from practice.coach import seat_name
from practice.game import PracticeGame
from wording import text


def count(state, lang: str) -> dict[str, Any]:
    settled = state.settlement()
    rows = [{"seat": seat_name(seat), "tantos": settled.pays[str(seat)],
             "share": settled.shares.get(str(seat), 0),
             # The learner's own row is said to him; the others' rows name the seat in their first cell.
             "status": text(f"cirulo.status.{settled.status[str(seat)]}{'.you' if seat == LEARNER else ''}", lang)}
            for seat in range(state.players)]
    return {"rows": rows, "pot": settled.pot, "carry_over": settled.carry_over}


def in_tantos(tantos: int) -> str:
    """What a trick is worth in Cirulo: the tantos of its oros, which whoever took it pays into the plate."""
    return ngettext("%(n)s tanto", "%(n)s tantos", tantos) % {"n": tantos}


HAND = PracticeGame(
    slug="cirulo", engine=cirulo, hand=cirulo_hand, deck=SPANISH_48, players=cirulo.PLAYERS, default_players=4,
    partial="practice/games/cirulo/_hand.html",
    # No "may I play" drill: the nearest is "who takes this trick", the drill on the suit led, which is
    # what a refused card at this table gets wrong.
    review_drill="cirulo-trick",
    rule_anchors={"play": "follow-suit", "count": "plate"},
    count=count, trick_worth=in_tantos,
)
