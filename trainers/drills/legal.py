"""What every "which cards may you play?" drill shares: the hand drawn as a checkbox per card, and the check
of the cards ticked against the engine's verdict on each card of the hand, each card with the reason the
engine gives for it. Each game's drill adds how the hand and the trick are dealt and the rule it explains.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from naipes.cards import Card
from trainers.drills.core import (
    Feedback,
    Hint,
    Panel,
    Scene,
    Text,
    Widget,
    parse_ticked,
    scene_at,
    t,
    ticks_feedback,
    ticks_widget,
)
from trainers.drills.trick import trick_panel

Verdicts = Mapping[Card, Any]
"""The engine's verdict on each card of the hand (``judge_plays``): ``.legal`` and ``.reason``."""


class Turn(Protocol):
    """A question of a "which cards may you play?" drill: the trick so far and the hand to play from."""

    @property
    def level(self) -> int: ...
    @property
    def trick(self) -> tuple[Card, ...]: ...
    @property
    def hand(self) -> tuple[Card, ...]: ...


def scene(prompt: Text, table: Panel, turn: Turn, hint: Hint) -> Scene:
    """What the game shows of the ``table`` (the muestra, the players) above the trick so far, and the hand to
    tick from; the ``hint`` at the easy level only."""
    return scene_at(prompt, (table, trick_panel(turn.trick)), widget(turn.hand), turn.level, hint)


def widget(hand: tuple[Card, ...]) -> Widget:
    return ticks_widget(hand, t("Tu mano: marca las cartas que puedes jugar", "Your hand: tick the cards you may play"),
                        t("La lista de códigos de las cartas que se pueden jugar.",
                          "The list of codes of the cards that may be played."))


parse = parse_ticked
"""Every "which cards may you play?" drill reads its answer alike: the cards ticked, read against the game's deck
(``parse_answer = partial(legal.parse, deck=...)``, as a trick drill reads its one card with ``trick.parse``)."""


def expected(verdicts: Verdicts) -> list[str]:
    return [c.code for c, v in verdicts.items() if v.legal]


def check(hand: tuple[Card, ...], answer: tuple[Card, ...], verdicts: Verdicts, explanation: Text,
          reason: Callable[[str], Text]) -> Feedback:
    """``reason(code)`` words the engine's reason code for one card of the hand."""
    legal = [c for c, v in verdicts.items() if v.legal]
    return ticks_feedback(hand, answer, legal, lambda c: reason(verdicts[c].reason), explanation,
                          lambda c: verdicts[c].reason)
