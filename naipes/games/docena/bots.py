"""La Docena's bots: what a seat sees of a hand; the beginner, who bets a little on a good hand, answers cheap
bets, folds the weak ones, keeps the best pinta at a dejo and cuts it with a flor or a callá; and the club player,
who weighs its hand on the ladder against the cards that must remain among the others and plays the stones by
it."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from random import Random
from typing import TYPE_CHECKING, Any

from naipes.bots import Legal, SeatView, card_choices, public_log
from naipes.cards import Card
from naipes.games.docena import NADA, STONES, deck, entro
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


@lru_cache(maxsize=16)
def _hands(rules: Any, size: int) -> tuple[tuple[frozenset[Card], int], ...]:
    """Every hand of ``size`` cards the pack can make, with its worth: counted once per table."""
    return tuple((frozenset(cards), _worth(cards) if size > 1 else strength(cards[0]))
                 for cards in combinations(tuple(deck(rules)), size))


@lru_cache(maxsize=4096)
def share(cards: frozenset[Card], players: int, rules: Any) -> float:
    """How often ``cards`` beat one other hand of as many cards dealt from the cards that must remain among the
    others (the pack less the seat's own), ties counting half: every such hand, counted once."""
    held = tuple(cards)
    mine = _worth(held) if len(held) > 1 else strength(held[0])
    wins = total = 0.0
    for other, theirs in _hands(rules, len(held)):
        if other.isdisjoint(cards):
            wins += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
            total += 1
    return wins / total if total else 0.0


class Club:
    """Weigh the hand against the cards that must remain among the others (:func:`share`), for as many hands as
    are still in, and play the stones by it: answer a bet when the centre pays for the risk, open with a hand
    above its fair share, withdraw a weak first card, take the dejo on a weak pair, cut with a flor or a callá and
    keep the best pinta as the beginner does. No draw at random."""

    call = 1.0
    """A bet is answered when the chance times what the centre would hold reaches the bet times this."""
    open_edge = 0.8
    """It opens when its chance of beating every hand still in reaches this much of a fair share (1 / hands in)."""
    dejo_below = 0.5
    """It takes the dejo when its pair's chance is below this, per hand still in."""
    size = 10
    """It bets 1 stone plus this many times its chance (measured: the larger bets pay, 1 to 10)."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        options = {action[0] for action in legal.actions}
        cards, seat = view.hand, view.seat
        if CUT in options:
            return (CUT,)
        if DISCARD in options:
            return (DISCARD, discard_choice(cards))
        others = sum(1 for s, state in enumerate(view.status) if s != seat and state == "in") or 1  # still in
        chance = share(frozenset(cards), view.players, view.rules) ** others
        if DEJO in options:
            return (DEJO, chance < self.dejo_below ** others)
        centre = sum(view.put)
        if WITHDRAW in options and chance * centre < view.put[seat] * (others + 1) / 2:
            return (WITHDRAW,)
        if view.pending:
            return (ACCEPT,) if chance * (centre + view.pending * others) >= view.pending * self.call else (FOLD,)
        already = any(kind == BET and s == seat for kind, s, _ in _this_round(view.history))
        if BET in options and not already and chance * (others + 1) >= self.open_edge:
            size = 1 + int(self.size * chance)
            return (BET, max(1, min(view.stones[seat], size)))
        return (PASS,)


def _this_round(history: Sequence[tuple[str, int, Any]]) -> list[tuple[str, int, Any]]:
    out = []
    for entry in reversed(history):
        if entry[0] == "round":
            break
        out.append(entry)
    return out


BOTS = {"beginner": Beginner(), "club": Club()}

UNIT = "stones"
"""What :func:`scores` counts: stones won or lost in the hand."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's stones at the end of the hand less what it started with."""
    return tuple(stones - STONES for stones in hand.stones)
