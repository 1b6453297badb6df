"""La Docena's stones and money, as a table's ledger keeps them: each hand's stakes against the entró,
the centre to the winner (in layers when somebody went all-in), players out of stones, reganche buy-backs while the vueltas last, and the end
with the last two (or three who agree) sharing the pot.

Facts: source 004, the deal and betting (entró, withdrawing on a caballo or sota) and the rule page's "Las
piedras y el pozo", "Reganche" and "El final de la partida" (our reading: the pot is the money the house
collected, shared equally whatever the stones).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from naipes.games.docena.betting import entro, fewest_players_to_withdraw, withdrawal_possible
from naipes.games.docena.rules import DEFAULT_RULES, DocenaError, Rules

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


@dataclass(frozen=True)
class Layer:
    """One layer of the centre: ``stones`` paid into it, by ``payers`` (everyone who put at least ``level``)."""

    level: int
    stones: int
    payers: tuple[int, ...]


def centre_layers(put: Sequence[int]) -> tuple[Layer, ...]:
    """The centre cut in layers at every different stake, lowest first: a player who went all-in ("me las
    juego") contests only the layers he paid into, so he wins from each other player only as much as he put
    in, and what the others bet beyond it is a side stake among themselves (rules-decisions §26).

    >>> [(l.level, l.stones, l.payers) for l in centre_layers([10, 10, 2, 10])]
    [(2, 8, (0, 1, 2, 3)), (10, 24, (0, 1, 3))]
    """
    layers: list[Layer] = []
    below = 0
    for level in sorted({p for p in put if p > 0}):
        stones = sum(max(0, min(p, level) - below) for p in put)
        layers.append(Layer(level, stones, tuple(s for s, p in enumerate(put) if p >= level)))
        below = level
    return tuple(layers)


def play_hand(stones: Sequence[int], stakes: Sequence[int], withdrew: Sequence[bool], winner: int,
              rules: Rules = DEFAULT_RULES, side_winners: Sequence[int] = ()) -> HandResult:
    """One hand: every player still holding stones put his entró, or all he had if fewer ("me las juego"),
    and at most what he had; a player who withdrew on a caballo or sota got his entró back (stake 0), which
    only a pack with caballos and sotas allows (six players or more). The winner, who stayed to the end,
    takes every layer of the centre he paid into (:func:`centre_layers`); a layer he did not pay into goes
    to the first of ``side_winners`` (the next best hands, best first) who did, or back to its only payer
    (rules-decisions §37).

    >>> play_hand([36] * 6, [10, 10, 4, 0, 1, 1], [False, False, False, True, False, False], 1)
    HandResult(entro=1, centre=26, stones=(26, 52, 32, 36, 35, 35))
    >>> play_hand([30, 30, 2, 30], [10, 10, 2, 10], [False] * 4, 2, side_winners=[0]).stones
    (44, 20, 8, 20)
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
            if not withdrawal_possible(left):
                raise StakeError("withdraw_needs_figures", player, left, fewest_players_to_withdraw())
            if stake:
                raise StakeError("withdrew", player, stake)
            continue
        if stake > held:
            raise StakeError("more_than_held", player, stake, held)
        if stake < min(due, held):
            raise StakeError("below_entro", player, stake, min(due, held))
    in_hand = [p for p, (held, out) in enumerate(zip(stones, withdrew, strict=True)) if held > 0 and not out]
    order = (winner, *side_winners)
    for player in order:
        if player not in in_hand:
            raise StakeError("winner_not_in_hand", player)
        if stakes[player] < max(stakes) and stakes[player] < stones[player]:
            # He had stones left yet did not match the highest stake: he folded, he cannot have won.
            raise StakeError("winner_folded", player, stakes[player], max(stakes))
    if len(set(order)) != len(order):
        raise StakeError("side_winner_is_winner", side_winners[0] if side_winners else winner)
    won = [0] * len(stones)
    for layer in centre_layers(stakes):
        contenders = [p for p in layer.payers if p in in_hand]
        taker = next((p for p in order if p in contenders), None)
        if taker is None:
            if len(contenders) != 1:
                raise StakeError("side_winner_needed", contenders[0] if contenders else -1, layer.stones)
            taker = contenders[0]
        won[taker] += layer.stones
    after = tuple(held - stake + won[p] for p, (held, stake) in enumerate(zip(stones, stakes, strict=True)))
    return HandResult(due, sum(stakes), after)


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
