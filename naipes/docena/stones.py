"""La Docena's stones and money, as a table's ledger keeps them: each hand's stakes against the entró,
the centre to the winner, players out of stones, reganche buy-backs while the vueltas last, and the end
with the last two (or three who agree) sharing the pot.

Facts: source 004, the deal and betting (entró, withdrawing on a caballo or sota) and the rule page's "Las
piedras y el bote", "Reganche" and "El final de la partida" (our reading: the pot is the money the house
collected, shared equally whatever the stones).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from naipes.docena.betting import entro
from naipes.docena.rules import DEFAULT_RULES, DocenaError, Rules

STONES = 36
"""Stones in a montón, bought at the start and again at each reganche (six piles of six)."""


class StakeError(DocenaError):
    """Raised when a hand's stakes cannot have happened; ``player`` and ``stake`` say whose and how much."""

    code = "bad_stake"

    def __init__(self, reason: str, player: int = -1, stake: int = 0, limit: int = 0) -> None:
        super().__init__(f"{reason}: player {player}, {stake} stones (limit {limit})")
        self.reason, self.player, self.stake, self.limit = reason, player, stake, limit


class GameOver(DocenaError):
    """Raised when a hand or a buy-back is asked of a game already ended."""

    code = "game_over"


@dataclass(frozen=True)
class HandResult:
    entro: int
    centre: int
    stones: tuple[int, ...]
    """Every player's stones after the hand."""


def play_hand(stones: Sequence[int], stakes: Sequence[int], withdrew: Sequence[bool], winner: int,
              rules: Rules = DEFAULT_RULES) -> HandResult:
    """One hand: every player still holding stones put his entró, or all he had if fewer ("me las juego"),
    and at most what he had; a player who withdrew on a caballo or sota got his entró back (stake 0);
    the winner, who stayed to the end, takes the whole centre.

    >>> play_hand([36, 36, 36, 36], [10, 4, 4, 0], [False, False, False, True], 1)
    HandResult(entro=4, centre=18, stones=(26, 50, 32, 36))
    """
    left = sum(1 for s in stones if s > 0)
    if left < 3:
        raise GameOver("with two players left the game is over")
    due = entro(left, rules)
    for player, (held, stake, out) in enumerate(zip(stones, stakes, withdrew, strict=True)):
        if held <= 0:
            if stake:
                raise StakeError("out_of_game", player, stake)
            continue
        if out:
            if stake:
                raise StakeError("withdrew", player, stake)
            continue
        if stake > held:
            raise StakeError("more_than_held", player, stake, held)
        if stake < min(due, held):
            raise StakeError("below_entro", player, stake, min(due, held))
    if not 0 <= winner < len(stones) or stones[winner] <= 0 or withdrew[winner]:
        raise StakeError("winner_not_in_hand", winner)
    centre = sum(stakes)
    after = tuple(held - stake + (centre if p == winner else 0) for p, (held, stake) in enumerate(zip(stones, stakes, strict=True)))
    return HandResult(due, centre, after)


def reganche_open(first_out_at: int | None, hands_played: int, players: int, vueltas: int) -> bool:
    """Whether a player out of stones may still buy back in: the first vuelta starts with the hand in which
    the first player lost all his stones, each vuelta lasts until every player has dealt once (``players``
    hands, our reading of "todos los jugadores han repartido una vez", docs/rules-decisions.md §33), and the
    house set ``vueltas``.

    >>> reganche_open(None, 3, 5, 1), reganche_open(2, 6, 5, 1), reganche_open(2, 7, 5, 1)
    (False, True, False)
    """
    if first_out_at is None:
        return False
    return hands_played - first_out_at < vueltas * players


def left_in(stones: Sequence[int]) -> tuple[int, ...]:
    """The players still holding stones."""
    return tuple(p for p, s in enumerate(stones) if s > 0)


def pot_shares(pot: int, sharers: int) -> tuple[int, int]:
    """Each sharer's equal part of the pot in whole coins, and what is left over for the house to settle.

    >>> pot_shares(100, 3)
    (33, 1)
    """
    return pot // sharers, pot % sharers
