"""Practice hands for the coach's tests: the learner's decisions played by a level's bot."""

from __future__ import annotations

import copy
from typing import Any

import naipes.games
from naipes.practice import LEARNER, TrickHand


def played(game: str, seed: int, rules: Any, levels: tuple[str, ...] = (), count: int = 99,
           **options: Any) -> list[Any]:
    """The first ``count`` decisions of the learner's seat, played by ``levels[0]``'s bot (the other seats by
    theirs), as the practice hand's ``replay`` takes them; ``options`` are the hand's own (Paulo's bets)."""
    module = naipes.games.piece(game, "practice")
    hand = module.deal(seed, rules, **options)
    hand.levels = tuple(levels)
    hand.run_bots()
    actions: list[Any] = []
    while hand.phase != "done" and len(actions) < count:
        if isinstance(hand, TrickHand):
            action = hand.learner_choice()
            hand.act(action)
        else:  # a hand of its own (La Docena's): its seats act by number
            action = module.bot_action(hand, LEARNER)
            hand.act(LEARNER, action)
            hand.run_bots()
        actions.append(action)
    return actions


def state_before(game: str, seed: int, rules: Any, decisions: list[Any], levels: tuple[str, ...] = ()) -> Any:
    """The hand just before the last of ``decisions``."""
    hand = naipes.games.piece(game, "practice").deal(seed, rules)
    hand.levels = tuple(levels)
    hand.run_bots()
    for action in decisions[:-1]:
        hand.act(action)
    return hand


def advantage(scores: tuple[float, ...], seat: int) -> float:
    """``seat``'s score less the mean of the other seats'."""
    others = [s for i, s in enumerate(scores) if i != seat]
    return scores[seat] - sum(others) / len(others)


def minimax(hand: Any, seat: int, scores: Any) -> float:
    """The exact value of ``hand`` for ``seat``: every card of every seat tried, the seat maximising, the others
    minimising; written here, apart from the coach it checks (no pruning, every line of play)."""
    if hand.phase == "done":
        return advantage(scores(hand), seat)
    mover = hand.to_play
    values = []
    for card, verdict in hand.verdicts(mover).items():
        if verdict.legal:
            child = copy.deepcopy(hand)
            child.play(mover, card)
            values.append(minimax(child, seat, scores))
    return max(values) if mover == seat else min(values)
