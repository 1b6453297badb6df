"""The games a practice hand exists for: their options, and actions written as short URL codes.

A hand's URL holds its seed, its options and the learner's actions so far (``a=``), so a reload,
the back button or a shared link reopens the same position. Action codes: a card code (``7C``);
the cards passed at Papayoo joined by dots (``1H.9S.20P``); at Tute ``s`` and a suit letter to
declare (``sO``), ``t`` for a tute, ``n`` to let the chance go.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from naipes import cirulo, papayoo, paulo, tute
from naipes.cards import PAPAYOO_60, SPANISH_40, SPANISH_48, Card, CardError, Deck
from naipes.practice import (
    MAX_ACTIONS,
    PracticeError,
    cirulo as cirulo_hand,
    papayoo as papayoo_hand,
    paulo as paulo_hand,
    tute as tute_hand,
)

COACH_LEVELS = ("teach", "check", "play")

PAULO_BETS = {"b": paulo_hand.BET, "q": paulo_hand.ACCEPT, "x": paulo_hand.AWAY}
"""Paulo with bets: ``b`` bet (or raise), ``q`` accept ("quiero"), ``x`` go away."""


@dataclass(frozen=True)
class PracticeGame:
    slug: str
    engine: ModuleType
    hand: ModuleType
    deck: Deck
    players: tuple[int, ...]
    default_players: int
    rule_anchors: dict[str, str]
    """Rule-page sections the coach links to, by topic."""

    make_rules: Callable[[int, bool], Any]
    """The engine's ``Rules`` for a number of players and the muestra option (Tute only)."""

    options: Callable[[dict], dict] = field(default=lambda settings: {})
    """Keyword options of the hand's ``replay`` from the page's settings (Paulo: the bets of chinos)."""

    def parse_action(self, code: str) -> Any:
        """The action written ``code``; :class:`PracticeError` when it is no action of this game."""
        code = code.strip()
        try:
            if self.slug == "tute" and code[:1].lower() in ("s", "t", "n") and not code[:1].isdigit():
                kind = {"s": "sing", "t": "tute", "n": "no_sing"}[code[0].lower()]
                return (kind, code[1:].upper()) if kind == "sing" else (kind,)
            if self.slug == "paulo" and code in PAULO_BETS:
                return PAULO_BETS[code]
            if self.slug == "papayoo" and "." in code:
                return self.deck.parse(code.split("."))
            return self.deck.parse_one(code)
        except (CardError, KeyError, IndexError) as exc:
            raise PracticeError(f"{code[:12]!r} is no action", code="unknown_action") from exc

    @staticmethod
    def format_action(action: Any) -> str:
        if isinstance(action, Card):
            return action.code
        if isinstance(action, tuple) and action and isinstance(action[0], str):
            return {"sing": "s" + (action[1] if len(action) > 1 else ""), "tute": "t", "no_sing": "n",
                    **{a[0]: code for code, a in PAULO_BETS.items()}}[action[0]]
        return ".".join(card.code for card in action)

    def parse_actions(self, text: str) -> list[Any]:
        codes = [c for c in text.split(",") if c.strip()] if text else []
        if len(codes) > MAX_ACTIONS:
            raise PracticeError("too many actions", code="too_many_actions", index=MAX_ACTIONS)
        actions = []
        for index, code in enumerate(codes):
            try:
                actions.append(self.parse_action(code))
            except PracticeError as exc:
                exc.index = index
                raise
        return actions


GAMES: dict[str, PracticeGame] = {
    "paulo": PracticeGame("paulo", paulo, paulo_hand, SPANISH_40, (4, 6, 8), 4,
                          {"play": "playing", "winner": "trick-winner", "count": "no-bet",
                           "trumps": "trumps", "betting": "betting", "values": "hand-values"},
                          lambda players, _muestra: paulo.Rules(players=players),
                          options=lambda settings: {"betting": bool(settings.get("bets"))}),
    "cirulo": PracticeGame("cirulo", cirulo, cirulo_hand, SPANISH_48, cirulo.PLAYERS, 4,
                           {"play": "follow-suit", "count": "plate"},
                           lambda players, _muestra: cirulo.Rules(players=players)),
    "tute": PracticeGame("tute", tute, tute_hand, SPANISH_40, (2, 3, 4, 5, 6), 4,
                         {"play": "tricks", "stock": "stock-phase", "after": "after-the-stock",
                          "acuses": "acuses", "tute": "tute", "count": "counting"},
                         lambda players, muestra: tute.Rules(players=players, muestra=muestra)),
    "papayoo": PracticeGame("papayoo", papayoo, papayoo_hand, PAPAYOO_60, papayoo.PLAYERS, 4,
                            {"pass": "pass", "die": "die", "play": "following-suit",
                             "winner": "trick-winner", "count": "scoring"},
                            lambda players, _muestra: papayoo.Rules(players=players)),
}


HANDS: tuple[str, ...] = (*GAMES, "docena")
"""Every game with a practice hand: the trick games above, and La Docena's betting hand (its own views,
:mod:`practice.docena_views`)."""
