"""Papayoo's practice hand: the pass to the left, the die that picks the Papayoo, and the count of points.

Its own action: the cards passed, joined by dots (``1H.9S.20P``).
"""

from __future__ import annotations

from typing import Any

from naipes.cards import PAPAYOO_60, Suit
from naipes.games import papayoo
from naipes.games.papayoo import practice as papayoo_hand
from practice.coach import seat_name
from practice.game import PracticeGame
from wording.cards import card_name, suit_name


def parse_special(code: str) -> Any | None:
    return PAPAYOO_60.parse(code.split(".")) if "." in code else None


def table(state, _level: str, lang: str) -> dict[str, Any]:
    return {"die": state.die, "die_name": suit_name(state.die, lang) if state.die else None,
            "pass_count": state.pass_count, "papayoo_points": papayoo.PAPAYOO_POINTS}


def count(state, lang: str) -> dict[str, Any]:
    scores = state.scores()
    papayoo_card = papayoo.papayoo_card(state.die)
    rows = [{"seat": seat_name(seat), "total": scores.scores[str(seat)],
             "payoos": sum(1 for c in state.piles[seat] if c.suit is Suit.PAYOO),
             "papayoo": papayoo_card in state.piles[seat]} for seat in range(state.players)]
    low = min(r["total"] for r in rows)
    return {"rows": rows, "total": scores.total, "papayoo": card_name(papayoo_card, lang),
            "best": [r["seat"] for r in rows if r["total"] == low]}


HAND = PracticeGame(
    slug="papayoo", engine=papayoo, hand=papayoo_hand, deck=PAPAYOO_60, players=papayoo.PLAYERS,
    default_players=4, partial="practice/games/papayoo/_hand.html",
    # No "may I play" drill: the nearest is "who takes this trick", the drill on the suit led, which is
    # what a refused card at this table gets wrong.
    review_drill="papayoo-trick",
    rule_anchors={"pass": "pass", "die": "die", "play": "following-suit", "winner": "trick-winner",
                  "count": "scoring"},
    parse_special=parse_special,
    own_phases=frozenset({"pass"}),
    table=table, count=count,
)
