"""A hand of La Docena to practise: the cards come one at a time with a round of betting on each, the
dejo if everyone agrees, and a showdown where the ladder decides who takes the stones in the centre.

The learner holds seat 0; the engine plays the other seats. The mano (seat ``seed % players``) is
dealt first and speaks first in every round; "in order" goes round the seats from him. Every player
starts the hand with :data:`~naipes.games.docena.STONES` stones and puts the entró in the centre.

The steps, as the rules page tells them (``content/*/docena.md``, "How a hand is played"):

1. first card, entró, betting round 1 (neither the mano nor the mala's holder may open; a caballo
   or sota lets its holder drop out and take his entró back);
2. second card, betting round 2;
3. the dejo, asked of each player in order from the mano: only if everyone agrees. Then the third
   card, and each player in order discards 1 to 3 cards, or cuts the dejo with a flor or a callá.
   A cut leaves only the flor and callá holders who had not discarded (our reading) to bet it out;
   a lone cutter wins on showing. Without a cut the discards are replaced and a last round follows;
4. without a dejo, the third card and a last betting round (a flor may not open);
5. the showdown: every hand still in, ranked on the ladder; the centre goes to the best (the mano's
   side on a tie). A player who went all-in ("me las juego") can win from each other player only as
   much as he put in: the centre is shared out in layers, each to the best hand among those who
   paid into it.

Betting is by envite negro: an open bet is answered by everyone else still in (accept, or fold)
before anyone may bet again; the round ends when everyone who still has stones has passed.

Simplified here, and said so on the page: no betting round on the cards kept during a dejo, and no
second dejo.

>>> hand = replay(7, Rules(players=6), [])
>>> hand.phase, hand.to_act, hand.shown
('bet', 0, 1)
>>> hand = autoplay(7, Rules(players=6))
>>> hand.phase, sum(hand.stones) == 6 * STONES
('done', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random
from types import ModuleType
from typing import ClassVar

import naipes.bots
from naipes.cards import CABALLO, SOTA, Card, CardError
from naipes.games.docena import (
    MALA,
    STONES,
    HandRank,
    Rules,
    bots,
    can_cut_dejo,
    can_open_betting,
    comparison,
    deal as deal_cards,
    deck,
    entro,
    showdown_winners,
)
from naipes.games.docena.bots import ACCEPT, BET, CUT, DEJO, DISCARD, FOLD, PASS, WITHDRAW
from naipes.games.docena.hands import rank_cards
from naipes.games.docena.stones import centre_layers
from naipes.practice import LEARNER, Log, PracticeError

Action = tuple
"""``("pass",)``, ``("bet", stones)``, ``("accept",)``, ``("fold",)``, ``("withdraw",)``,
``("dejo", True | False)``, ``("discard", cards)``, ``("cut",)``."""

IN, FOLDED, WITHDREW = "in", "folded", "withdrew"


@dataclass(frozen=True)
class Award:
    """One layer of the centre and who took it: ``contenders`` are the hands still in that paid into it."""

    stones: int
    winners: tuple[int, ...]
    contenders: tuple[int, ...]
    reason: str
    """``"alone"`` (everyone else folded), ``"cut"`` (a lone flor or callá cut the dejo), or the
    comparison reason of the winner against the best other contender (``better_rung``…)."""


@dataclass
class Hand:
    """The hand as it stands after the actions so far."""

    rules: Rules
    seed: int
    mano: int
    dealt: list[list[Card]]
    """Each seat's three cards as first dealt; seat ``s`` holds ``dealt[s][:shown]`` until a dejo."""
    stock: list[Card]
    stones: list[int]
    put: list[int]
    status: list[str]
    hands: list[list[Card]] = field(default_factory=list)
    shown: int = 1
    phase: str = "bet"
    round: str = "first"
    """``first``, ``second``, ``third``, ``last`` (after the discards) or ``duel`` (after a cut)."""
    to_act: int | None = None
    pending: int = 0
    """The bet waiting for answers (0: none)."""
    to_answer: list[int] = field(default_factory=list)
    passed: set[int] = field(default_factory=set)
    opened: bool = False
    discarded: dict[int, int] = field(default_factory=dict)
    discards: list[Card] = field(default_factory=list)
    cutters: tuple[int, ...] = ()
    awards: list[Award] = field(default_factory=list)
    ranks: dict[int, HandRank] = field(default_factory=dict)
    log: Log = field(default_factory=Log)
    levels: tuple[str, ...] = ()
    """Each seat's bot level (:data:`naipes.bots.LEVELS`); empty: the default level in every seat."""

    bots: ClassVar[ModuleType] = bots
    """The game's bots (:func:`naipes.bots.ask`)."""

    @property
    def players(self) -> int:
        return len(self.dealt)

    def order(self, start: int | None = None) -> list[int]:
        """The seats in turn order from ``start`` (the mano by default)."""
        first, players = self.mano if start is None else start, len(self.dealt)
        return [(first + i) % players for i in range(players)]

    def in_hand(self) -> list[int]:
        return [s for s in self.order() if self.status[s] == IN]

    def can_bet(self, seat: int) -> bool:
        return self.status[seat] == IN and self.stones[seat] > 0

    @property
    def centre(self) -> int:
        return sum(self.put)

    # --- what a seat may do -------------------------------------------------------------------------

    def may_open(self, seat: int) -> tuple[bool, str]:
        """Whether ``seat`` may open this round's betting, with the engine's reason."""
        if self.round == "duel":
            return True, "may_open"  # in the duel after a cut a flor may open
        verdict = can_open_betting(self.hands[seat], mano=seat == self.mano)
        return verdict.legal, verdict.reason

    def may_withdraw(self, seat: int) -> tuple[bool, str]:
        first = self.dealt[seat][0]
        if self.round != "first" or self.put[seat] > entro(self.players, self.rules):
            return False, "entro_stays"
        return (True, "caballo_or_sota_may_withdraw") if first.rank in (CABALLO, SOTA) else (False, "entro_stays")

    def options(self, seat: int = LEARNER) -> list[str]:
        """The kinds of action ``seat`` may take now (empty when it is not his turn)."""
        if self.phase == "done" or self.to_act != seat:
            return []
        if self.phase == "dejo":
            return [DEJO]
        if self.phase == "discard":
            return [DISCARD, CUT] if can_cut_dejo(self.hands[seat]) else [DISCARD]
        kinds = [ACCEPT, FOLD] if self.pending else [PASS]
        if not self.pending and (self.opened or self.may_open(seat)[0]):
            kinds.append(BET)
        if self.may_withdraw(seat)[0]:
            kinds.append(WITHDRAW)
        return kinds

    # --- taking an action -----------------------------------------------------------------------------

    def act(self, seat: int, action: Action) -> None:
        """Take ``action`` for ``seat`` if the rules allow it now; else :class:`PracticeError`."""
        if self.phase == "done":
            raise PracticeError("the hand is over", code="hand_over")
        if self.to_act != seat:
            raise PracticeError("not this seat's turn", code="not_your_turn")
        kind = action[0] if action else ""
        if kind not in self.options(seat):
            raise self._refusal(seat, kind)
        self.log.add(kind, seat, **({"stones": action[1]} if kind == BET else
                                    {"agree": action[1]} if kind == DEJO else
                                    {"count": len(action[1])} if kind == DISCARD else {}))
        if kind in (PASS, BET, ACCEPT, FOLD, WITHDRAW):
            self._bet(seat, kind, action)
        elif kind == DEJO:
            self._dejo(seat, bool(action[1]))
        elif kind == DISCARD:
            self._discard(seat, tuple(action[1]))
        else:
            self._cut(seat)

    def _refusal(self, seat: int, kind: str) -> PracticeError:
        if kind in (PASS, BET, ACCEPT, FOLD, WITHDRAW) and self.phase != "bet":
            # The dejo or the discards: nobody speaks on the betting, whatever his cards allow.
            return PracticeError(f"no betting in the {self.phase}", code="not_betting_now")
        if kind == BET and not self.pending:
            legal, reason = self.may_open(seat)
            if not legal:
                return PracticeError(f"seat {seat} may not open: {reason}", code="illegal_bet", reason=reason)
        if kind == WITHDRAW:
            return PracticeError("the entró stays", code="illegal_withdraw", reason=self.may_withdraw(seat)[1])
        if kind == CUT and self.phase == "discard":
            return PracticeError("no flor and no callá", code="illegal_cut", reason="cut_needs_flor_or_calla")
        if kind in (ACCEPT, FOLD) and not self.pending:
            return PracticeError("no bet to answer", code="no_bet_to_answer")
        if kind in (PASS, BET) and self.pending:
            return PracticeError("answer the bet first", code="answer_first")
        return PracticeError(f"{kind or 'nothing'} is not possible now", code="not_now")

    def _pay(self, seat: int, stones: int) -> None:
        paid = min(stones, self.stones[seat])
        self.stones[seat] -= paid
        self.put[seat] += paid

    def _bet(self, seat: int, kind: str, action: Action) -> None:
        if kind == WITHDRAW:
            self.stones[seat] += self.put[seat]
            self.put[seat] = 0
            self.status[seat] = WITHDREW
            self._after_answer_or_pass(seat)
        elif kind == PASS:
            self.passed.add(seat)
            self._next_speaker(seat)
        elif kind == BET:
            stones = action[1] if len(action) > 1 and isinstance(action[1], int) else 0
            if not 1 <= stones <= self.stones[seat]:
                raise PracticeError(f"a bet of {stones}", code="bad_bet_size")
            self._pay(seat, stones)
            self.pending, self.opened, self.passed = stones, True, set()
            self.to_answer = [s for s in self.order(seat)[1:] if self.can_bet(s)]
            self._next_answer(seat)
        else:
            if kind == ACCEPT:
                self._pay(seat, self.pending)
            else:
                self.status[seat] = FOLDED
            self._after_answer_or_pass(seat)

    def _after_answer_or_pass(self, seat: int) -> None:
        if self.pending:
            self.to_answer = [s for s in self.to_answer if s != seat]
            self._next_answer(self._bettor())
        else:
            self._next_speaker(seat)

    def _bettor(self) -> int:
        return next(s for kind, s, _ in reversed(self.log.entries) if kind == BET)

    def _next_answer(self, bettor: int) -> None:
        if len(self.in_hand()) == 1:
            return self._finish()
        if self.to_answer:
            self.to_act = self.to_answer[0]
            return None
        self.pending = 0
        return self._next_speaker(bettor)

    def _next_speaker(self, after: int) -> None:
        """The next seat to pass or bet, or the end of the round when everyone who can bet has passed."""
        if len(self.in_hand()) == 1:
            return self._finish()
        bettors = [s for s in self.order() if self.can_bet(s)]
        if len(bettors) < 2 or all(s in self.passed for s in bettors):
            return self._end_round()
        self.to_act = next(s for s in self.order(after)[1:] + [after] if self.can_bet(s) and s not in self.passed)
        return None

    def _start_round(self, name: str) -> None:
        self.round, self.phase, self.pending, self.opened, self.passed = name, "bet", 0, False, set()
        self.log.add("round", -1, name=name)
        self.to_answer = []
        self.to_act = self.mano
        if not self.can_bet(self.mano) or self.status[self.mano] != IN:
            self._next_speaker(self.mano)
        else:
            bettors = [s for s in self.order() if self.can_bet(s)]
            if len(bettors) < 2:
                self._end_round()

    def _deal_next_card(self) -> None:
        self.shown += 1
        self.log.add("card", -1, number=self.shown)
        for seat in self.in_hand():
            self.hands[seat].append(self.dealt[seat][self.shown - 1])

    def _end_round(self) -> None:
        if self.round == "first":
            self._deal_next_card()
            self._start_round("second")
        elif self.round == "second":
            self.phase, self.to_act = "dejo", self.in_hand()[0]
        else:
            self._showdown()

    def _dejo(self, seat: int, agree: bool) -> None:
        """A dejo only if everyone agrees: the first "no" deals the third card for a last round."""
        waiting = self.in_hand()
        rest = waiting[waiting.index(seat) + 1:]
        if agree and rest:
            self.to_act = rest[0]
            return
        self._deal_next_card()
        if agree:
            self.log.add("dejo_on", -1)
            self.phase, self.to_act = "discard", self.in_hand()[0]
        else:
            self._start_round("third")

    def _discard(self, seat: int, cards: tuple[Card, ...]) -> None:
        if not 1 <= len(cards) <= 3 or len(set(cards)) != len(cards):
            raise PracticeError("discard 1 to 3 cards", code="discard_count")
        if any(c not in self.hands[seat] for c in cards):
            raise PracticeError("a card not in the hand", code="card_not_in_hand")
        for card in cards:
            self.hands[seat].remove(card)
        self.discards.extend(cards)
        self.discarded[seat] = len(cards)
        waiting = [s for s in self.in_hand() if s not in self.discarded]
        if waiting:
            self.to_act = waiting[0]
            return
        # Nobody cut: the dealer gives each the cards he asked for, from the pack and then the discards.
        source = self.stock + self.discards
        for s in self.in_hand():
            for _ in range(self.discarded[s]):
                self.hands[s].append(source.pop(0))
        self.stock, self.discards = source, []
        self.log.add("replaced", -1)
        self._start_round("last")

    def _cut(self, seat: int) -> None:
        later = [s for s in self.in_hand() if s not in self.discarded and s != seat]
        self.cutters = tuple(s for s in self.in_hand() if s == seat or (s in later and can_cut_dejo(self.hands[s])))
        for s in self.in_hand():
            if s not in self.cutters:
                self.status[s] = FOLDED
        if len(self.cutters) == 1:
            return self._finish(reason="cut")
        return self._start_round("duel")

    # --- the end ---------------------------------------------------------------------------------------

    def _finish(self, reason: str = "alone") -> None:
        winner = self.in_hand()[0]
        contenders = tuple(self.in_hand())
        self.awards.append(Award(self.centre, (winner,), contenders, reason))
        self.stones[winner] += self.centre
        self.put = [0] * self.players
        self.phase, self.to_act = "done", None

    def _showdown(self) -> None:
        still = self.in_hand()
        self.ranks = {s: rank_cards(tuple(self.hands[s])) for s in still}
        for layer in centre_layers(self.put):
            stones = layer.stones
            contenders = [s for s in still if s in layer.payers] or [
                s for s in still if self.put[s] == max(self.put[t] for t in still)]
            found = showdown_winners([self.hands[s] for s in contenders], self.rules)
            winners = tuple(contenders[i] for i in found)
            share, odd = divmod(stones, len(winners))
            for i, w in enumerate(winners):
                self.stones[w] += share + (odd if i == 0 else 0)
            award = Award(stones, winners, tuple(contenders), self._why(winners[0], contenders))
            if self.awards and self.awards[-1].winners == winners:
                # A side pot taken by the same hand is told as one award, with the wider field of hands.
                last = self.awards.pop()
                award = Award(last.stones + stones, winners, last.contenders, last.reason)
            self.awards.append(award)
        self.put = [0] * self.players
        self.phase, self.to_act = "done", None

    def _why(self, winner: int, contenders: Sequence[int]) -> str:
        others = [s for s in contenders if s != winner]
        if not others:
            return "alone"
        best_other = min(others, key=lambda s: (self.ranks[s].rank, self.order().index(s)))
        return comparison(self.hands[winner], self.hands[best_other], self.rules).reason

    # --- the engine's seats ----------------------------------------------------------------------------

    def run_bots(self) -> None:
        while self.phase != "done" and self.to_act is not None and self.to_act != LEARNER:
            seat = self.to_act
            self.act(seat, bot_action(self, seat))


def bot_action(hand: Hand, seat: int) -> Action:
    """What ``seat``'s bot does now, chosen from what the seat sees (:mod:`naipes.games.docena.bots`)."""
    action: Action = naipes.bots.ask(hand, seat, bots.legal_for(hand, seat))
    return action


discard_choice = bots.discard_choice
"""What the beginner throws in at a dejo (:func:`naipes.games.docena.bots.discard_choice`)."""


# --- dealing and replaying ---------------------------------------------------------------------------


def deal(seed: int, rules: Rules) -> Hand:
    """Shuffle and deal from ``seed``; everyone puts in the entró; the first card is in every hand."""
    rng = Random(seed)
    dealt = deal_cards(rules, rng)
    players = rules.players
    mano = seed % players
    by_seat = [list(dealt.hands[(s - mano) % players]) for s in range(players)]
    due = entro(players, rules)
    hand = Hand(rules, seed, mano, by_seat, list(dealt.stock), [STONES - due] * players, [due] * players,
                [IN] * players, hands=[[cards[0]] for cards in by_seat])
    hand._start_round("first")
    return hand


def replay(seed: int, rules: Rules, actions: Sequence[Action], *, levels: Sequence[str] = ()) -> Hand:
    """The hand after the learner's ``actions``; :class:`PracticeError` names the first one refused. ``levels``
    names each seat's bot (empty: the default level everywhere)."""
    hand = deal(seed, rules)
    hand.levels = tuple(levels)
    hand.run_bots()
    for index, action in enumerate(actions):
        try:
            hand.act(LEARNER, action)
        except PracticeError as exc:
            exc.index = index
            raise
        hand.run_bots()
    return hand


def autoplay(seed: int, rules: Rules, *, levels: Sequence[str] = ()) -> Hand:
    """The learner's seat played by the engine too: a whole hand with bots only. ``levels`` names each seat's
    bot (:data:`naipes.bots.LEVELS`; the default everywhere)."""
    hand = deal(seed, rules)
    hand.levels = tuple(levels)
    while hand.phase != "done":
        assert hand.to_act is not None
        hand.act(hand.to_act, bot_action(hand, hand.to_act))
    return hand


CODES = {PASS: "p", ACCEPT: "a", FOLD: "f", WITHDRAW: "w", CUT: "c"}
"""The short codes of the actions without a field; ``b3`` bets three stones, ``dy``/``dn`` answer the dejo, and
``x1C.2E`` discards those cards."""


def action_code(action: Action) -> str:
    """An action as a hand's address writes it.

    >>> action_code((BET, 3)), action_code((DEJO, False)), action_code((FOLD,))
    ('b3', 'dn', 'f')
    """
    kind = action[0]
    if kind == BET:
        return f"b{action[1]}"
    if kind == DEJO:
        return "dy" if action[1] else "dn"
    if kind == DISCARD:
        return "x" + ".".join(c.code for c in action[1])
    return CODES[kind]


def parse_code(code: str, rules: Rules) -> Action:
    """The action :func:`action_code` wrote; :class:`PracticeError` (``unknown_action``) for any other text.

    >>> parse_code("b3", Rules()), parse_code("dy", Rules())
    (('bet', 3), ('dejo', True))
    """
    code = code.strip()
    simple = {short: kind for kind, short in CODES.items()}
    try:
        if code in simple:
            return (simple[code],)
        if code in ("dy", "dn"):
            return (DEJO, code == "dy")
        if code[:1] == "b" and code[1:].isascii() and code[1:].isdigit() and len(code) <= 4:
            return (BET, int(code[1:]))
        if code[:1] == "x" and 1 < len(code) <= 16:
            return (DISCARD, deck(rules).parse(code[1:].split(".")))
    except CardError as exc:
        raise PracticeError(f"{code[:12]!r} is no action", code="unknown_action") from exc
    raise PracticeError(f"{code[:12]!r} is no action", code="unknown_action")


def learner_actions(hand: Hand) -> list[Action]:
    """Every action the learner's seat could take now (bets of every size): for tests and the bench."""
    return list(bots.legal_for(hand, LEARNER).actions)


__all__ = ["MALA", "Award", "Hand", "Rules", "autoplay", "bot_action", "deal", "replay"]
