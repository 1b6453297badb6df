"""The exact value of an end position with every hand visible: the seat's score less the mean of the others'
(:func:`naipes.bots.search.advantage`) when it plays its best and every other seat plays against it (a paranoid
minimax with alpha-beta pruning), over a practice hand's own rules (its ``verdicts``, ``play`` and the game's
``scores``).

Only card play is searched; any other decision met on the way (a Tute declaration by the learner) is the
learner's policy (its ``learner_choice``), and the engine's seats declare as their bots do, as in play. Meant for
the last few tricks (:attr:`naipes.coach.Budget.exact_tricks`): the tree grows with the product of the hands.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Sequence
from random import Random
from typing import Any

from naipes.bots.search import advantage
from naipes.practice import LEARNER, Log

Scores = Callable[[Any], Sequence[float]]


def fork(hand: Any) -> Any:
    """A copy of a practice hand that playing on does not change: its lists, sets and log copied one level down
    (the cards, the tricks and the rules are immutable), much cheaper than a deep copy."""
    new = copy.copy(hand)
    for name, value in vars(hand).items():
        if isinstance(value, list):
            setattr(new, name, [list(v) if isinstance(v, list) else set(v) if isinstance(v, set) else v
                                for v in value])
        elif isinstance(value, set | dict):
            setattr(new, name, copy.copy(value))
        elif isinstance(value, Log):
            setattr(new, name, Log(list(value.entries)))
        elif isinstance(value, Random):
            setattr(new, name, copy.deepcopy(value))
    return new


def tricks_left(hand: Any) -> int:
    """How many tricks the hand has still to play, the one on the table included."""
    cards = sum(len(held) for held in hand.hands) + len(getattr(hand, "stock", None) or ()) + len(hand.trick)
    return math.ceil(cards / hand.players)


def _settle(hand: Any) -> Any:
    """``hand`` past any decision other than card play (the learner's declaration), by the learner's policy."""
    while hand.phase not in ("play", "done"):
        hand.take(hand.learner_choice())
    return hand


def solve(hand: Any, seat: int, scores: Scores, alpha: float = -math.inf, beta: float = math.inf
          ) -> tuple[float, Any]:
    """The position's exact value for ``seat`` and the hand at the end of one best line (its principal
    variation). ``hand`` is not changed."""
    if hand.phase != "play":
        if hand.phase == "done":
            return advantage(scores(hand), seat), hand
        hand = _settle(fork(hand))
        return solve(hand, seat, scores, alpha, beta)
    mover = hand.to_play
    cards = [card for card, verdict in hand.verdicts(mover).items() if verdict.legal]
    maximise = mover == seat
    best_value = -math.inf if maximise else math.inf
    best_leaf = None
    for card in cards:
        child = fork(hand)
        child.play(mover, card)
        value, leaf = solve(child, seat, scores, alpha, beta)
        if (value > best_value) if maximise else (value < best_value):
            best_value, best_leaf = value, leaf
        if maximise:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best_value, best_leaf


def value_of(hand: Any, action: Any, scores: Scores, seat: int = LEARNER) -> tuple[float, Any]:
    """The exact value of the learner playing ``action`` (a card) now, and the end of one best line after it."""
    child = fork(hand)
    child.play(seat, action)
    return solve(child, seat, scores)
