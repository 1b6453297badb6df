"""La Docena's bots: what a seat sees of a hand, and the beginner, who bets a little on a good hand, answers cheap
bets, folds the weak ones, keeps the best pinta at a dejo and cuts it with a flor or a callá."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from random import Random
from typing import TYPE_CHECKING, Any

from naipes.bots import Legal, SeatView, card_choices, public_log
from naipes.cards import Card
from naipes.games.docena import NADA, STONES, entro
from naipes.games.docena.hands import rank_cards, strength

if TYPE_CHECKING:
    from naipes.games.docena.practice import Hand

GAME = "docena"

PASS, BET, ACCEPT, FOLD, WITHDRAW, DEJO, DISCARD, CUT = (
    "pass", "bet", "accept", "fold", "withdraw", "dejo", "discard", "cut")


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: the cards it holds, the stones in front of each seat and in the centre, who is still
    in, the round, the bet waiting, and all that was said (bets, passes, dejos, how many cards each discarded)."""
    return SeatView(GAME, seat, hand.players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.mano, stock=len(hand.stock), scores=tuple(hand.stones), pending=hand.pending,
                    stones=tuple(hand.stones), put=tuple(hand.put), status=tuple(hand.status), round=hand.round,
                    history=public_log(hand.log.entries))


def legal_for(hand: Hand, seat: int) -> Legal:
    """Every action ``seat`` may take now (bets of every size it can pay, every discard)."""
    out: list[tuple[Any, ...]] = []
    for kind in hand.options(seat):
        if kind == BET:
            out += [(BET, n) for n in range(1, hand.stones[seat] + 1)]
        elif kind == DEJO:
            out += [(DEJO, True), (DEJO, False)]
        elif kind == DISCARD:
            out += [(DISCARD, combo) for combo in card_choices(hand.hands[seat], (1, 2, 3))]
        else:
            out.append((kind,))
    return Legal(hand.phase, tuple(out))


def _worth(cards: Sequence[Card]) -> int:
    """Higher for a better hand: the rung (1 best), and the top card for a hand with no combination."""
    rank = rank_cards(tuple(cards))
    return (NADA - rank.rank) * 20 + (max(strength(c) for c in cards) if rank.rank == NADA else 10)


def discard_choice(cards: Sequence[Card]) -> tuple[Card, ...]:
    """What the beginner throws in at a dejo: everything but the best pinta, or but the strongest card."""
    pairs = [(rank_cards(pair).rank, pair) for pair in combinations(tuple(cards), 2)]
    best_rank, best = min(pairs, key=lambda p: p[0])
    if best_rank < NADA:
        return tuple(c for c in cards if c not in best)
    keep = max(cards, key=strength)
    return tuple(c for c in cards if c != keep)


class Beginner:
    """A plausible, legal action: bet a little on a good hand, answer cheap bets, fold the weak ones, keep the
    best pinta at a dejo and cut it with a flor or a callá."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        options = {action[0] for action in legal.actions}
        cards, seat = view.hand, view.seat
        worth = _worth(cards)
        one_card = len(cards) == 1
        good = worth >= (11 if one_card else 20 * (NADA - 16))
        if DEJO in options:
            return (DEJO, rank_cards(tuple(cards)).rank == NADA)
        if CUT in options:
            return (CUT,)
        if DISCARD in options:
            return (DISCARD, discard_choice(cards))
        if WITHDRAW in options and not good:
            return (WITHDRAW,)
        if view.pending:
            cheap = view.pending <= max(2, entro(view.players, view.rules))
            decent = worth >= (10 if one_card else 20 * (NADA - 20))
            return (ACCEPT,) if good or (cheap and decent) or rng.random() < 0.15 else (FOLD,)
        already = False  # the beginner bets at most once a round, so the rounds end
        for kind, s, _ in reversed(view.history):
            if kind == "round":
                break
            already = already or (kind == BET and s == seat)
        if BET in options and good and not already and rng.random() < 0.7:
            return (BET, min(view.stones[seat], rng.choice((1, 2, 2, 3))))
        return (PASS,)


BOTS = {"beginner": Beginner()}

UNIT = "stones"
"""What :func:`scores` counts: stones won or lost in the hand."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's stones at the end of the hand less what it started with."""
    return tuple(stones - STONES for stones in hand.stones)
