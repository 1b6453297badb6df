"""Paulo's coach (:mod:`naipes.coach`): the floor below which a cost in chinos is no mistake (a hand without bets is
worth one chino to each seat of the team that wins it, so a quarter of a chino is already a fair part of the hand),
the alternatives of a bet and of its answer, and the reasons of a costly one. Cards get no reason code yet (a
mistake says its cost and the better card).

A bet (``b``) is weighed against playing on without it: both then play the card the rollout's policy picks, so the
difference is the bet's alone. An answer is weighed between accepting and going away. Each reason reads the
play-outs of the choice and of the best in the same worlds:

- ``bet_lost_hand``: it raised the stakes of a hand its team then lost in most of those deals;
- ``accepted_lost_hand``: it accepted a bet on a hand its team then lost;
- ``went_away_winner``: it went away from a hand its team, accepting, won.
"""

from __future__ import annotations

from typing import Any

from naipes.coach import Reason
from naipes.coach.reasons import supported, worlds
from naipes.games.paulo.bots import ACCEPT, AWAY, BET, team_of
from naipes.practice import LEARNER

REASONS = ()

FLOOR = 0.25

NO_BET = ("no_bet",)
"""The alternative of a bet: no bet, the card the rollout's policy plays."""


def alternatives(hand: Any, chosen: Any) -> tuple[Any, ...] | None:
    """A bet against no bet; an answer's two answers."""
    if hand.phase == "answer":
        return (ACCEPT, AWAY)
    if hand.phase == "play" and chosen == BET:
        return (BET, NO_BET)
    return None


def enact(hand: Any, action: Any) -> None:
    """Take ``action`` for the learner; ``NO_BET`` plays the card the seat's level picks, without a bet."""
    hand.act(hand.bot(LEARNER) if action == NO_BET else action)


def _lost(end: Any, seat: int) -> bool:
    return end.winning_team is not None and end.winning_team != team_of(seat)


def _percent(swung: list[bool]) -> int:
    return round(100 * sum(swung) / len(swung))


def _reason(code: str, chosen: Any, best: Any, event: Any) -> Any:
    def check(evidence: Any) -> Reason | None:
        if evidence.chosen != chosen or evidence.best != best:
            return None
        swung = worlds(evidence, lambda mine, other: event(mine, other, evidence.seat))
        return Reason(code, {"percent": _percent(swung)}) if supported(evidence, swung) else None

    check.__name__ = code
    return check


bet_lost_hand = _reason("bet_lost_hand", BET, NO_BET, lambda mine, best, seat: _lost(mine, seat))
accepted_lost_hand = _reason("accepted_lost_hand", ACCEPT, AWAY, lambda mine, best, seat: _lost(mine, seat))
went_away_winner = _reason("went_away_winner", AWAY, ACCEPT, lambda mine, best, seat: not _lost(best, seat))

OTHER_REASONS = (bet_lost_hand, accepted_lost_hand, went_away_winner)
