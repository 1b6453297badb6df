"""La Docena's bots: what a seat sees of a hand; the beginner, who bets a little on a good hand, answers cheap
bets, folds the weak ones, keeps the best pinta at a dejo and cuts it with a flor or a callá; and the club player,
who weighs its hand on the ladder against the cards that must remain among the others and plays the stones by
it."""

from __future__ import annotations

import math
import time
from bisect import bisect_left, bisect_right
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


@lru_cache(maxsize=16)
def _holding(rules: Any, size: int) -> dict[frozenset[Card], list[int]]:
    """The worths, sorted, of every hand of ``size`` cards that holds a given set of fewer cards (the empty set:
    every hand): worked out once per table, so that :func:`share` counts by subtraction."""
    found: dict[frozenset[Card], list[int]] = {}
    for other, worth in _hands(rules, size):
        for count in range(size):
            for part in combinations(tuple(other), count):
                found.setdefault(frozenset(part), []).append(worth)
    return {part: sorted(worths) for part, worths in found.items()}


@lru_cache(maxsize=4096)
def share(cards: frozenset[Card], players: int, rules: Any) -> float:
    """How often ``cards`` beat one other hand of as many cards dealt from the cards that must remain among the
    others (the pack less the seat's own), ties counting half: every such hand, counted once. The hands that hold
    none of the seat's cards are counted by inclusion and exclusion (every hand, less those that hold one of its
    cards, plus those that hold two…), each set's worths sorted once per table (:func:`_holding`)."""
    held = tuple(cards)
    mine = _worth(held) if len(held) > 1 else strength(held[0])
    holding = _holding(rules, len(held))
    wins = total = 0.0
    for count in range(len(held) + 1):
        sign = -1 if count % 2 else 1
        for part in combinations(held, count):
            worths = [mine] if count == len(held) else holding.get(frozenset(part), [])
            below = bisect_left(worths, mine)
            wins += sign * (below + 0.5 * (bisect_right(worths, mine) - below))
            total += sign * len(worths)
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
        already = any(kind == BET and s == view.seat for kind, s, _ in _this_round(view.history))
        return self.decide({action[0] for action in legal.actions}, view.hand, view.seat, view.players, view.rules,
                           view.status, view.put, view.stones, view.pending or 0, already)

    def decide(self, options: set[str], cards: Sequence[Card], seat: int, players: int, rules: Any,
               status: Sequence[str], put: Sequence[int], stones: Sequence[int], pending: int, already: bool) -> Any:
        """:meth:`choose` from the fields of the seat's view it reads (the kinds of action legal now, whether the
        seat bet already this round): what the expert's rollouts ask of a practice hand without building a view."""
        if CUT in options:
            return (CUT,)
        if DISCARD in options:
            return (DISCARD, discard_choice(cards))
        others = sum(1 for s, state in enumerate(status) if s != seat and state == "in") or 1  # still in
        chance = share(frozenset(cards), players, rules) ** others
        if DEJO in options:
            return (DEJO, chance < self.dejo_below ** others)
        centre = sum(put)
        if WITHDRAW in options and chance * centre < put[seat] * (others + 1) / 2:
            return (WITHDRAW,)
        if pending:
            return (ACCEPT,) if chance * (centre + pending * others) >= pending * self.call else (FOLD,)
        if BET in options and not already and chance * (others + 1) >= self.open_edge:
            size = 1 + int(self.size * chance)
            return (BET, max(1, min(stones[seat], size)))
        return (PASS,)

    def act_in(self, hand: Hand, seat: int) -> Any:
        """What :meth:`choose` takes for ``seat`` of the practice ``hand`` (its view and legal actions), read from
        the hand straight: the same action, at a fraction of the cost."""
        options = set(hand.options(seat))
        if hand.stones[seat] < 1:
            options.discard(BET)
        already = False
        for kind, s, _ in reversed(hand.log.entries):
            if kind == "round":
                break
            if kind == BET and s == seat:
                already = True
                break
        return self.decide(options, hand.hands[seat], seat, hand.players, hand.rules, hand.status, hand.put,
                           hand.stones, hand.pending, already)


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
    """La Docena's expert: a determinized Monte Carlo over the betting, with the trick games' budget, seeded draws
    and CPU cap (:mod:`naipes.bots.search`), that improves on the club player (``fallback``) where its worlds show
    it surely can.

    At a decision (withdraw, pass or bet and how much, accept or fold, the dejo, cut or discard) it deals a
    *world*: each other seat's three cards drawn from the cards its seat has not seen, one seat after another, so
    that the club player would have done with them what that seat did (:class:`Reading`: the kind of action, the
    size of a bet, the answer to the dejo, how many cards it threw), then its own cards still to come and the
    stock; it replays the hand's public log (:attr:`~naipes.bots.SeatView.history`) on those cards with the
    engine's practice hand and keeps the world only if the engine takes every action and comes to the same stones,
    statuses and turn as the view. For each action weighed it plays that world out with the club player in every
    seat (its own later decisions included) and counts the seat's stones at the end, by the engine. It keeps the
    club player's own action unless another beats it in the same worlds by more than :attr:`margin` standard
    errors of the difference (the one that beats it most); a search of a few dozen worlds is too noisy to be
    followed on its mean alone (docs/benchmarks.md, "The expert in every game"). Discards are the beginner's and
    the club's (keep the best pinta)."""

    believe = True  # the coach weighs its worlds by :func:`belief` (naipes.coach.evaluate)

    margin = 1.0
    """How many standard errors of the difference another action must beat the club's own by."""
    odds = 0.2
    """How likely a draw of a seat's cards is kept for each of its actions the club would not have taken with
    them (:meth:`Reading.deal`)."""
    first, every = 16, 8
    """The search stops early, after ``first`` worlds and every ``every`` worlds after, once :meth:`settled`."""
    wider = 1.5
    """How many more worlds than the trick games' (:meth:`~naipes.bots.search.Budget.worlds`) at most: a choice
    between two actions (accept or fold, the dejo) gets more of the same rollouts."""

    def __init__(self, fallback: Club, budget: search.Budget | None = None, tries: int = 40) -> None:
        self.fallback, self._budget, self.tries = fallback, budget, tries

    @property
    def budget(self) -> search.Budget:
        return self._budget or search.DEFAULT_BUDGET

    def worlds(self, actions: int) -> int:
        """The worlds searched for ``actions`` actions weighed: the budget's rollouts shared among them, at most
        :attr:`wider` times its samples."""
        budget = self.budget
        return max(budget.least, min(int(budget.samples * self.wider), budget.rollouts // max(actions, 1)))

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
        """The action taken, each action's mean stones and the worlds searched; ``None`` when no world agrees."""
        budget = self.budget
        values: dict[Any, list[float]] = {action: [] for action in weighed}
        start, worlds, failed = time.thread_time(), 0, 0
        wanted = self.worlds(len(weighed))
        reading = Reading(view, self.fallback)
        home = self.club_action(view, weighed)
        while worlds < wanted:
            hand = self.world(view, rng, reading)
            if hand is None:
                failed += 1
                if failed >= self.tries and not worlds:
                    return None
                if failed >= self.tries * wanted:
                    break
                continue
            seed = rng.getrandbits(32)
            for action in weighed:
                values[action].append(self.rollout(hand, view.seat, action, seed))
            worlds += 1
            if worlds >= budget.least and time.thread_time() - start > budget.seconds:
                break
            if worlds >= self.first and worlds % self.every == 0 and self.settled(home, values):
                break
        if not worlds:
            return None
        means = {action: sum(found) / worlds for action, found in values.items()}
        return self.sure(home, values), means, worlds

    def settled(self, home: Any, values: dict[Any, list[float]]) -> bool:
        """Whether no action is on its way to beat ``home``: each falls short of it in the worlds so far by a
        standard error of the difference or more (one that played the same in every world included)."""
        for action, found in values.items():
            if action != home:
                mean, error = _gap(found, values[home])
                if mean + error > 0:
                    return False
        return True

    def sure(self, home: Any, values: dict[Any, list[float]]) -> Any:
        """``home`` (the club's action) unless another action beats it in the same worlds (``values``: each
        action's stones, world by world) by more than :attr:`margin` standard errors of the difference; then the
        one that beats it most (ties: the first weighed)."""
        best, gain = home, 0.0
        for action, found in values.items():
            if action == home:
                continue
            if len(found) < 2:
                continue
            mean, error = _gap(found, values[home])
            if mean > gain and mean > self.margin * error:
                best, gain = action, mean
        return best

    def club_action(self, view: SeatView, weighed: tuple[Any, ...]) -> Any:
        """What the club player does in ``view``, among the actions weighed (a bet of another size: the nearest
        weighed, the smaller of two)."""
        already = any(kind == BET and s == view.seat for kind, s, _ in _this_round(view.history))
        chosen = self.fallback.decide({action[0] for action in weighed}, view.hand, view.seat, view.players,
                                      view.rules, view.status, view.put, view.stones, view.pending or 0, already)
        if chosen in weighed:
            return chosen
        same = [action for action in weighed if action[0] == chosen[0]]
        if chosen[0] == BET and same:
            return min(same, key=lambda action: (abs(action[1] - chosen[1]), action[1]))
        return same[0] if same else weighed[0]

    def world(self, view: SeatView, rng: Random, reading: Reading | None = None) -> Hand | None:
        """A practice hand dealt as the view allows, the other seats' cards read by what they did
        (:meth:`Reading.deal`), and replayed to its decision (:func:`replayed`); ``None`` when no draw was legal,
        the engine refused an action or came to another position than the view's."""
        drawn = (reading or Reading(view, self.fallback)).deal(view, rng, self.odds)
        hand = None if drawn is None else replayed(view, rng, drawn)
        if hand is None or (hand.to_act != view.seat or hand.phase != view.phase or tuple(hand.status) != view.status
                            or tuple(hand.stones) != view.stones or tuple(hand.put) != view.put
                            or hand.pending != view.pending):
            return None
        return hand

    def rollout(self, world: Hand, seat: int, action: Any, seed: int) -> float:
        """The seat's stones at the end of ``world`` played out after ``action``, the club player in every seat
        (:meth:`Club.act_in`: what it chooses from each seat's view, read from the hand). ``seed`` is kept for the
        callers that pair their draws (the club draws nothing)."""
        hand = _copy(world)
        hand.act(seat, action)
        club = self.fallback
        while hand.phase != "done":
            who = hand.to_act
            assert who is not None
            hand.act(who, club.act_in(hand, who))
        return float(hand.stones[seat])


def _gap(found: Sequence[float], home: Sequence[float]) -> tuple[float, float]:
    """How much ``found`` beats ``home`` world by world on average, and the standard error of that mean."""
    diffs = [a - b for a, b in zip(found, home, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    return mean, math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else math.inf


def replayed(view: SeatView, rng: Random, drawn: dict[int, list[Card]] | None = None) -> Hand | None:
    """A practice hand of the view's table with the cards the seat has not seen dealt at random, on which the
    players' actions of the view's :attr:`~naipes.bots.SeatView.history` were taken in order (another seat's
    discard: the beginner's cards, or its weakest); ``None`` when the engine refused one. The seat's own cards are
    the view's; each other seat holds the cards ``drawn`` for it (three, as dealt) when given (the expert's worlds,
    :class:`Reading`), else three agreeing with what it did (:func:`_facts`: what the API checks a log by)."""
    from naipes.games.docena import practice

    players, seat, mano = view.players, view.seat, view.leader
    assert mano is not None
    pool = [c for c in deck(view.rules) if c not in view.hand]
    rng.shuffle(pool)
    dealt: list[list[Card]] = [[] for _ in range(players)]
    mine = list(view.hand)
    if drawn is not None:
        for other, cards in drawn.items():
            dealt[other] = list(cards)
            for card in cards:
                pool.remove(card)
        dealt[seat] = mine + [pool.pop() for _ in range(3 - len(mine))]
    else:
        facts = _facts(view)
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


READ = (PASS, BET, ACCEPT, FOLD, WITHDRAW, DEJO, DISCARD)
"""The actions of another seat the expert reads its cards by (:class:`Reading`)."""


class Reading:
    """What each other seat did, where it did it: the public position before each of its actions in the view's
    history (:data:`READ`; up to a cut, after which who is still in hangs on the cards, or the discards replaced,
    after which the cards held are no longer the cards dealt), so that a seat's cards can be read by what
    ``model`` would have done with them there. The positions do not hang on the hidden cards (the actions are
    given): they are worked out once a search."""

    def __init__(self, view: SeatView, model: Club) -> None:
        from naipes.games.docena import practice

        self.model, self.seat = model, view.seat
        players, mano = view.players, view.leader
        assert mano is not None
        pool = [c for c in deck(view.rules) if c not in view.hand]
        dealt = [list(view.hand) + pool[:3 - len(view.hand)] if s == view.seat else [] for s in range(players)]
        rest = pool[3 - len(view.hand):]
        for other in (s for s in range(players) if s != view.seat):
            dealt[other], rest = rest[:3], rest[3:]
        due = entro(players, view.rules)
        hand = practice.Hand(view.rules, 0, mano, dealt, rest, [STONES - due] * players, [due] * players,
                             [practice.IN] * players, hands=[[cards[0]] for cards in dealt])
        hand._start_round("first")
        self.positions: dict[int, list[tuple[str, dict[str, Any], Hand]]] = {}
        self.known: dict[tuple[int, tuple[Card, ...]], int | None] = {}
        for kind, who, detail in view.history:
            if kind in (CUT, "replaced"):
                break
            if who < 0:
                continue
            said = dict(detail)
            if who != view.seat and kind in READ:
                self.positions.setdefault(who, []).append((kind, said, _copy(hand)))
            hand.log.add(kind, who, **said)
            if kind == BET:
                hand._bet(who, kind, (BET, said["stones"]))
            elif kind in (PASS, ACCEPT, FOLD, WITHDRAW):
                hand._bet(who, kind, (kind,))
            elif kind == DEJO:
                hand._dejo(who, bool(said["agree"]))
            elif kind == DISCARD:
                hand._discard(who, tuple(hand.hands[who][:said["count"]]))

    def misses(self, who: int, cards: Sequence[Card]) -> int | None:
        """How many of ``who``'s actions the model would not have taken holding ``cards`` (as dealt), a bet of
        another size counting as one; ``None`` when one of them was not even legal with them."""
        positions = self.positions.get(who, ())
        if not positions:
            return 0
        key = (who, tuple(cards[:max(hand.shown for _, _, hand in positions)]))
        if key in self.known:
            return self.known[key]
        self.known[key] = missed = self._misses(who, cards, positions)
        return missed

    def _misses(self, who: int, cards: Sequence[Card], positions: list[tuple[str, dict[str, Any], Hand]]) -> int | None:
        missed = 0
        for kind, said, hand in positions:
            hand.dealt[who] = list(cards)
            hand.hands[who] = list(cards[:hand.shown])
            if kind not in hand.options(who):
                return None
            chosen = self.model.act_in(hand, who)
            missed += not _same(chosen, kind, said)
        return missed

    def deal(self, view: SeatView, rng: Random, odds: float, tries: int = 24) -> dict[int, list[Card]] | None:
        """Each other seat's three cards, drawn one seat after another from the cards the seat has not seen, a
        draw kept at once when the model would have done all the seat did with it, else with ``odds`` to the power
        of the actions it misses (after ``tries`` draws, the draw that missed least); ``None`` when no draw was
        even legal."""
        pool = [c for c in deck(view.rules) if c not in view.hand]
        out: dict[int, list[Card]] = {}
        others = sorted((s for s in range(view.players) if s != view.seat),
                        key=lambda s: -len(self.positions.get(s, ())))
        for other in others:
            best: tuple[int, list[Card]] | None = None
            for _ in range(tries):
                cards = rng.sample(pool, 3)
                missed = self.misses(other, cards)
                if missed is None:
                    continue
                if missed == 0 or rng.random() < odds ** missed:
                    best = (0, cards)
                    break
                if best is None or missed < best[0]:
                    best = (missed, cards)
            if best is None:
                return None
            out[other] = best[1]
            for card in best[1]:
                pool.remove(card)
        return out


def _same(chosen: Any, kind: str, said: dict[str, Any]) -> bool:
    """Whether the action ``chosen`` is the one the log tells (``kind``, ``said``): the same kind, a bet of the
    same stones, the same answer to the dejo, a discard of as many cards."""
    if chosen[0] != kind:
        return False
    if kind == BET:
        return bool(chosen[1] == said["stones"])
    if kind == DEJO:
        return bool(chosen[1] == said["agree"])
    return kind != DISCARD or len(chosen[1]) == said["count"]


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


# The coach's model of the table (naipes.coach.evaluate reads these names): its worlds weighed by what the other
# seats said (:func:`belief`), played out by the beginner. Its figures in docs/benchmarks.md (flag agreement, the
# reasons' positions) were measured with this model; the expert's own reading (:class:`Reading`, the club in every
# seat) came after and is not yet the coach's.
BELIEF = 0.8
"""How likely a seat is to bet or accept holding a good hand (and to fold or withdraw holding a poor one), in
:func:`belief`; the other way round, 1 less this."""


def belief(view: SeatView, world: Hand) -> float:
    """How likely the other seats' cards in ``world`` make what they said (:attr:`~naipes.bots.SeatView.history`),
    up to a constant: each bet or acceptance :data:`BELIEF` with a good hand (the beginner's measure, on the cards it
    held then) and 1 less it with a poor one, each fold or withdrawal the other way round, each dejo agreed likelier
    without a combination. The coach weighs each of its worlds by it."""
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


ROLLOUT = Beginner()
"""The coach's play-outs' bot (the expert plays its own with the club)."""


BOTS[search.EXPERT] = DocenaExpert(Club())
"""The expert (:data:`naipes.bots.LEVELS`): a search for each betting action, the club's play after the
discards."""
