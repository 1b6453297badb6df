"""La Docena's bots: what a seat sees of a hand; the beginner, who bets a little on a good hand, answers cheap
bets, folds the weak ones, keeps the best pinta at a dejo and cuts it with a flor or a callá; and the club player,
who weighs its hand on the ladder against the cards that must remain among the others and plays the stones by
it."""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from random import Random
from typing import TYPE_CHECKING, Any

from naipes.bots import Bot, Legal, SeatView, card_choices, public_log, search
from naipes.cards import CABALLO, SOTA, Card
from naipes.games.docena import NADA, STONES, can_cut_dejo, can_open_betting, deck, entro
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


BOTS: dict[str, Bot] = {"beginner": Beginner(), "club": Club()}

UNIT = "stones"
"""What :func:`scores` counts: stones won or lost in the hand."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's stones at the end of the hand less what it started with."""
    return tuple(stones - STONES for stones in hand.stones)


# --- the expert's search (naipes.bots.search) ----------------------------------------------------

STAKES = (1, 2, 3, 5, 8)
"""The bets the expert weighs (and all it has): a bet of every size would share its worlds among a dozen."""
ROUNDS_SEARCHED = ("first", "second", "third", "duel")
"""The rounds the expert searches: after the discards are replaced (``last``) it plays as the club player, its
own three cards no longer known to its view."""


class DocenaExpert:
    """La Docena's expert: the same determinized Monte Carlo as the trick games' (:mod:`naipes.bots.search`, its
    :class:`~naipes.bots.search.Budget`, its seeded draws and its CPU cap), over the betting.

    At a decision (withdraw, pass or bet and how much, accept or fold, the dejo, cut or discard) it deals a
    *world*: the cards its seat has not seen (the pack less its own cards) dealt again, three to each other seat,
    its own cards still to come and the stock, each other seat's cards agreeing with what it did (a seat that
    withdrew holds a caballo or a sota first, one that opened the betting could, one that cut holds a flor or a
    callá); then it replays the hand's public log (:attr:`~naipes.bots.SeatView.history`) on those cards with the
    engine's practice hand, and keeps the world only if the engine takes every action and comes to the same
    stones, statuses and turn as the view. For each action weighed it plays that world out with the beginner in
    every seat and counts the seat's stones at the end, by the engine; it takes the action with the most on
    average (ties: the first in the legal order). Discards are the beginner's (keep the best pinta)."""

    believe = True
    """Whether each world counts as much as what the other seats said is likely of their cards (:func:`belief`)."""

    def __init__(self, fallback: Bot, budget: search.Budget | None = None, tries: int = 40) -> None:
        self.fallback, self._budget, self.tries = fallback, budget, tries

    @property
    def budget(self) -> search.Budget:
        return self._budget or search.DEFAULT_BUDGET

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        weighed = self.candidates(view, legal)
        if len(weighed) < 2 or view.round not in ROUNDS_SEARCHED:
            return self.fallback.choose(view, legal, rng)
        found = self.search(view, weighed, rng)
        return found[0] if found is not None else self.fallback.choose(view, legal, rng)

    def candidates(self, view: SeatView, legal: Legal) -> tuple[Any, ...]:
        """The actions weighed: every legal one, but the bets of :data:`STAKES` (and all in) and the beginner's
        discard."""
        out: list[Any] = []
        stakes = {n for n in STAKES if n <= view.stones[view.seat]} | {view.stones[view.seat]}
        for action in legal.actions:
            if action[0] == BET and action[1] not in stakes:
                continue
            if action[0] == DISCARD:
                action = (DISCARD, discard_choice(view.hand))
                if action in out:
                    continue
            out.append(action)
        return tuple(out)

    def search(self, view: SeatView, weighed: tuple[Any, ...], rng: Random) -> tuple[Any, dict[Any, float], int] | None:
        """The best action, each action's mean stones and the worlds searched; ``None`` when no world agrees."""
        budget = self.budget
        totals = dict.fromkeys(weighed, 0.0)
        start, worlds, failed, mass = time.thread_time(), 0, 0, 0.0
        wanted = budget.worlds(len(weighed))
        while worlds < wanted:
            world = self.world(view, rng)
            if world is None:
                failed += 1
                if failed >= self.tries and not worlds:
                    return None
                if failed >= self.tries * wanted:
                    break
                continue
            seed = rng.getrandbits(32)
            weight = belief(view, world) if self.believe else 1.0
            for action in weighed:
                totals[action] += weight * self.rollout(world, view.seat, action, seed)
            worlds += 1
            mass += weight
            if worlds >= budget.least and time.thread_time() - start > budget.seconds:
                break
        if not worlds:
            return None
        means = {action: total / mass for action, total in totals.items()}
        return max(weighed, key=lambda a: means[a]), means, worlds

    def world(self, view: SeatView, rng: Random) -> Hand | None:
        """A practice hand dealt as the view allows and replayed to its decision (:func:`replayed`), or ``None``
        when the engine refused an action or came to another position than the view's."""
        hand = replayed(view, rng)
        if hand is None or (hand.to_act != view.seat or hand.phase != view.phase or tuple(hand.status) != view.status
                            or tuple(hand.stones) != view.stones or tuple(hand.put) != view.put
                            or hand.pending != view.pending):
            return None
        return hand

    def rollout(self, world: Hand, seat: int, action: Any, seed: int) -> float:
        """The seat's stones at the end of ``world`` played out after ``action``, the beginner in every seat."""
        hand = _copy(world)
        hand.act(seat, action)
        rng = Random(seed)
        while hand.phase != "done":
            who = hand.to_act
            assert who is not None
            hand.act(who, ROLLOUT.choose(view_for(hand, who), legal_for(hand, who), rng))
        return float(hand.stones[seat])


def replayed(view: SeatView, rng: Random) -> Hand | None:
    """A practice hand of the view's table with the cards the seat has not seen dealt at random (each other seat's
    three agreeing with what it did, :func:`_facts`), on which the players' actions of the view's
    :attr:`~naipes.bots.SeatView.history` were taken in order (another seat's discard: the beginner's cards, or
    its weakest); ``None`` when the engine refused one. The seat's own cards are the view's."""
    from naipes.games.docena import practice

    players, seat, mano = view.players, view.seat, view.leader
    assert mano is not None
    pool = [c for c in deck(view.rules) if c not in view.hand]
    rng.shuffle(pool)
    facts = _facts(view)
    dealt: list[list[Card]] = [[] for _ in range(players)]
    mine = list(view.hand)
    dealt[seat] = mine + [pool.pop() for _ in range(3 - len(mine))]
    for other in sorted((s for s in range(players) if s != seat), key=lambda s: -len(facts.get(s, ()))):
        wanted = facts.get(other, ())
        for _ in range(12):
            cards = rng.sample(pool, 3)
            if all(fact(cards) for fact in wanted):
                break
        else:
            return None
        for card in cards:
            pool.remove(card)
        dealt[other] = cards
    due = entro(players, view.rules)
    hand = practice.Hand(view.rules, 0, mano, dealt, pool, [STONES - due] * players, [due] * players,
                         [practice.IN] * players, hands=[[cards[0]] for cards in dealt])
    hand._start_round("first")
    try:
        for kind, who, detail in view.history:
            if kind in (PASS, ACCEPT, FOLD, WITHDRAW, CUT):
                hand.act(who, (kind,))
            elif kind == BET:
                hand.act(who, (BET, dict(detail)["stones"]))
            elif kind == DEJO:
                hand.act(who, (DEJO, dict(detail)["agree"]))
            elif kind == DISCARD:
                count = dict(detail)["count"]
                held = hand.hands[who]
                thrown = discard_choice(held)
                if len(thrown) != count:
                    thrown = tuple(sorted(held, key=strength)[:count])
                hand.act(who, (DISCARD, thrown))
    except practice.PracticeError:
        return None
    return hand


BELIEF = 0.8
"""How likely a seat is to bet or accept holding a good hand (and to fold or withdraw holding a poor one), in
:func:`belief`; the other way round, 1 less this."""


def belief(view: SeatView, world: Hand) -> float:
    """How likely the other seats' cards in ``world`` make what they said (:attr:`~naipes.bots.SeatView.history`),
    up to a constant: each bet or acceptance :data:`BELIEF` with a good hand (the beginner's measure, on the cards it
    held then) and 1 less it with a poor one, each fold or withdrawal the other way round, each dejo agreed likelier
    without a combination. The search weighs each world by it, so a seat that bet big is read as holding cards."""
    weight, shown = 1.0, 1
    for kind, who, detail in view.history:
        if kind == "card":
            shown = dict(detail)["number"]
            continue
        if who == view.seat or kind not in (BET, ACCEPT, FOLD, WITHDRAW, DEJO):
            continue
        cards = tuple(world.dealt[who][:shown])
        good = _worth(cards) >= (11 if len(cards) == 1 else 20 * (NADA - 16))
        if kind in (BET, ACCEPT):
            weight *= BELIEF if good else 1 - BELIEF
        elif kind in (FOLD, WITHDRAW):
            weight *= 1 - BELIEF if good else BELIEF
        else:
            weight *= 0.7 if dict(detail)["agree"] == (rank_cards(cards).rank == NADA) else 0.3
    return weight


def _facts(view: SeatView) -> dict[int, list[Any]]:
    """What each other seat's three cards (as dealt) must allow, from what it did: withdraw (a caballo or a sota
    first), open a round's betting (:func:`~naipes.games.docena.can_open_betting` on the cards it had), cut (a
    flor or a callá)."""
    facts: dict[int, list[Any]] = {}
    shown, round_name, opened = 1, "first", False
    for kind, who, detail in view.history:
        if kind == "card":
            shown = dict(detail)["number"]
        elif kind == "round":
            round_name, opened = dict(detail)["name"], False
        elif who == view.seat:
            opened = opened or kind == BET
        elif kind == WITHDRAW:
            facts.setdefault(who, []).append(lambda cards: cards[0].rank in (CABALLO, SOTA))
        elif kind == BET and not opened:
            opened = True
            if round_name in ("first", "second", "third"):
                n, mano = shown, who == view.leader
                facts.setdefault(who, []).append(
                    lambda cards, n=n, mano=mano: can_open_betting(cards[:n], mano=mano).legal)
        elif kind == BET:
            opened = True
        elif kind == CUT:
            facts.setdefault(who, []).append(can_cut_dejo)
    return facts


def _copy(hand: Hand) -> Hand:
    """A practice hand to play on, ``hand`` left as it was."""
    from dataclasses import replace

    from naipes.practice import Log

    return replace(hand, dealt=[list(c) for c in hand.dealt], stock=list(hand.stock), stones=list(hand.stones),
                   put=list(hand.put), status=list(hand.status), hands=[list(c) for c in hand.hands],
                   to_answer=list(hand.to_answer), passed=set(hand.passed), discarded=dict(hand.discarded),
                   discards=list(hand.discards), awards=list(hand.awards), ranks=dict(hand.ranks),
                   log=Log(list(hand.log.entries)))


ROLLOUT = Beginner()
BOTS[search.EXPERT] = DocenaExpert(Club())
"""The expert (:data:`naipes.bots.LEVELS`): a search for each betting action, the club's play after the
discards."""
