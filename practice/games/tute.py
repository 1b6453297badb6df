"""Tute's practice hand: the muestra (or none: the table's option ``muestra=false``), the stock, the acuses
and the count.

Its own actions: ``s`` and a suit letter to declare rey and caballo (``sO``), ``t`` for a tute, ``n`` to let
the chance go.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from naipes.cards import SPANISH_40
from naipes.games import tute
from naipes.games.tute import LAST_TRICK_POINTS, parse_suit, practice as tute_hand
from naipes.practice import LEARNER
from practice.coach import reason_of, said_of, seat_name
from practice.game import PracticeGame
from wording import text
from wording.cards import suit_name

DECLARATIONS = {"s": "sing", "t": "tute", "n": "no_sing"}


def parse_special(code: str) -> tuple | None:
    if code[:1].lower() not in DECLARATIONS or code[:1].isdigit():
        return None
    kind = DECLARATIONS[code[0].lower()]
    return (kind, code[1:].upper()) if kind == "sing" else (kind,)


def format_special(action: tuple) -> str:
    return {"sing": "s" + (action[1] if len(action) > 1 else ""), "tute": "t", "no_sing": "n"}[action[0]]


def table(state, level: str, lang: str) -> dict[str, Any]:
    trump = state.trump
    context: dict[str, Any] = {
        "muestra": state.muestra, "trump_name": suit_name(trump, lang) if trump else None,
        "stock_left": len(state.stock),
        # Manos abajo: the cards laid face down are on the table for all to see.
        "face_down": [{"seat": seat_name(seat), "cards": [c for c in state.hands[seat] if c in cards]}
                      for seat, cards in enumerate(state.face_down) if cards],
    }
    if state.phase == "declare":
        context["declarations"] = [
            {"code": "t" if key == "tute" else f"s{key}", "legal": v.legal,
             "label": _("Declare tute") if key == "tute" else _("Declare rey and caballo of %(suit)s") % {
                 "suit": suit_name(parse_suit(key), lang)},
             "why": "" if level == "play" else reason_of("tute", v.reason, LEARNER)}
            for key, v in state.declarations(LEARNER).items()
        ]
    return context


def count(state, lang: str) -> dict[str, Any]:
    results = state.results()
    if results is None:
        return {"tute": seat_name(state.tute_by), "why": reason_of("tute", "tute", state.tute_by)}
    points, result = results
    rows = [{"seat": seat_name(seat), "cards": p.card_points, "acuses": p.acuse_points,
             "last": p.last_trick_points, "total": p.points} for seat, p in enumerate(points)]
    acuses = [{"seat": seat_name(seat), "suit": suit_name(suit, lang), "points": pts,
               "said": said_of(seat, _("You declared %(points)s in %(suit)s."),
                               _("%(who)s declared %(points)s in %(suit)s."), points=pts, suit=suit_name(suit, lang))}
              for seat, suit, pts in state.declared]
    return {"rows": rows, "acuses": acuses, "card_total": sum(p.card_points for p in points),
            "last_bonus": LAST_TRICK_POINTS,
            "winners": [seat_name(s) for s in result.winners],
            "why": text(f"tute.result.{result.reason}", lang)}


HAND = PracticeGame(
    slug="tute", engine=tute, hand=tute_hand, deck=SPANISH_40, players=tute.PLAYERS, default_players=4,
    partial="practice/games/tute/_hand.html", setup="practice/games/tute/_setup.html",
    review_drill="tute-legal",
    rule_anchors={"play": "tricks", "stock": "stock-phase", "after": "after-the-stock", "acuses": "acuses",
                  "tute": "tute", "count": "counting"},
    options=("players", "muestra"),
    parse_special=parse_special, format_special=format_special,
    own_phases=frozenset({"declare"}),
    table=table, count=count,
)
