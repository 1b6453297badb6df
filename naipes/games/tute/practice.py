"""A deal of Tute to practise: tricks, drawing from the stock, acuses, tute, and the count.

The learner sits at seat 0 and leads the first trick. His actions are one card per trick and, after
he wins a trick while stock is left and he holds rey and caballo of a suit not yet declared (or a
tute), the choice to declare or not: ``("sing", suit)``, ``("tute",)`` or ``("no_sing",)``.

Each deal here is played for itself (no game of several deals). Manos abajo is played as the judges
ask it (docs/rules-decisions.md §20, §35): a seat that does not answer the suit led while the stock lasts
lays face down the cards of that suit it draws afterwards, and must play them when the suit is led.

>>> hand = replay(3, Rules(players=3), [])
>>> hand.phase, hand.to_play, len(hand.hands[0]), len(hand.stock)
('play', 0, 6, 21)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from types import ModuleType
from typing import ClassVar

import naipes.bots
from naipes import practice
from naipes.bots import Legal
from naipes.cards import Card, Suit
from naipes.games import tute
from naipes.games.tute import Rules, bots
from naipes.practice import LEARNER, PracticeError, TrickHand
from naipes.tricks import Verdict

Action = Card | tuple[str, ...]


@dataclass
class Hand(TrickHand):
    """The whole deal as it stands after the actions so far."""

    engine: ClassVar[ModuleType] = tute
    bots: ClassVar[ModuleType] = bots

    stock: list[Card] = field(default_factory=list)
    muestra: Card | None = None
    declared: list[tuple[int, Suit, int]] = field(default_factory=list)
    """Every acuse in order: (seat, suit, points)."""
    tute_by: int | None = None
    awaiting_declaration: bool = False
    unanswered: list[set[Suit]] = field(default_factory=list)
    """Per seat: the suits it did not answer while the stock lasted, and has not answered since."""
    face_down: list[set[Card]] = field(default_factory=list)
    """Per seat: the cards it drew of a suit it had not answered, laid face down (manos abajo) until played."""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.unanswered = self.unanswered or [set() for _ in self.hands]
        self.face_down = self.face_down or [set() for _ in self.hands]

    @property
    def trump(self) -> Suit | None:
        """Trumps now: the muestra's suit, or without muestra the suit of the first acuse."""
        return tute.trump_suit(self.muestra, [suit for _, suit, _ in self.declared])

    @property
    def phase(self) -> str:
        """``play``, ``declare`` (the learner may sing) or ``done``."""
        if self.tute_by is not None or not any(self.hands):
            return "done"
        return "declare" if self.awaiting_declaration else "play"

    @property
    def stock_empty(self) -> bool:
        return not self.stock

    @property
    def state(self) -> tute.State:
        """What the engine needs besides the cards: trumps now, and whether the stock is gone."""
        return tute.State(self.trump, self.stock_empty)

    def verdicts(self, seat: int = LEARNER) -> dict[Card, Verdict]:
        """The engine's verdict on every card of ``seat``'s hand for the trick as it stands, his cards laid
        face down included."""
        state = tute.State(self.trump, self.stock_empty, frozenset(self.face_down[seat]))
        return tute.judge_plays(self.hands[seat], self.trick, self.rules, state=state)

    def played(self, seat: int, card: Card) -> None:
        """Note whether the card answered the suit led while the stock lasts (manos abajo)."""
        self.face_down[seat].discard(card)
        led = self.trick[0].suit
        if len(self.trick) == 1 or self.stock_empty:
            return
        if card.suit is led:
            self.unanswered[seat].discard(led)
        else:
            self.unanswered[seat].add(led)

    def points(self, cards) -> int:
        return sum(tute.card_points(c) for c in cards)

    def learner_choice(self) -> Action:
        return bot_declare(self, LEARNER) if self.phase == "declare" else self.bot(LEARNER)

    def take(self, action: Action) -> None:
        """The learner's answer to the chance to declare: sing, tute, or let it go; then everyone draws."""
        if isinstance(action, Card):
            raise PracticeError("declare or pass on declaring first", code="declare_first")
        _declare(self, LEARNER, action)
        self.awaiting_declaration = False
        if self.tute_by is None:
            _draw(self, LEARNER)

    def after_trick(self, winner: int) -> None:
        # The winner declares before anyone draws (one acuse per trick won), then everybody draws.
        if any(v.legal for v in self.declarations(winner).values()):
            if winner == LEARNER:
                self.awaiting_declaration = True
                return
            _declare(self, winner, bot_declare(self, winner))
        _draw(self, winner)

    def declarations(self, seat: int = LEARNER) -> dict[str, Verdict]:
        """What ``seat`` may declare now, having just won a trick: each suit's verdict, and the tute."""
        won = bool(self.tricks) and self.tricks[-1].winner == seat
        stock_left = not self.stock_empty
        options: dict[str, Verdict] = {}
        if self.tute_by is None:
            verdict = tute.can_declare_tute(self.hands[seat], self.rules, won_trick=won, stock_left=stock_left)
            if verdict.legal:
                options["tute"] = verdict
        done = [suit for _, suit, _ in self.declared]
        for suit in tute.available_acuses(self.hands[seat], self.muestra, done):
            options[suit.letter] = tute.can_declare(
                self.hands[seat], suit, self.muestra, won_trick=won, stock_left=stock_left, declared=done)
        return options

    def results(self) -> tuple[list[tute.HandPoints], tute.DealResult] | None:
        """Each seat's count and the winner by the engine; ``None`` when a tute ended the deal."""
        if self.phase != "done":
            raise PracticeError("the deal is not over", code="not_over")
        if self.tute_by is not None:
            return None
        last = self.tricks[-1].winner
        first = self.declared[0][0] if self.declared else None
        points = [
            tute.hand_points(self.piles[seat], [s for who, s, _ in self.declared if who == seat], self.muestra,
                             last == seat, forty_taken=self.muestra is None and first not in (None, seat))
            for seat in range(self.players)
        ]
        return points, tute.deal_winners([p.points for p in points], last, self.rules)


# --- the seats the engine plays ------------------------------------------------------------------


def bot_play(hand: Hand, seat: int) -> Card:
    """The card ``seat``'s bot plays now, chosen from what the seat sees (:mod:`naipes.games.tute.bots`)."""
    return hand.bot(seat)


def bot_declare(hand: Hand, seat: int) -> tuple[str, ...]:
    """What ``seat``'s bot declares, having just won a trick: the tute, an acuse or nothing (``no_sing``)."""
    options = [("tute",) if key == "tute" else ("sing", key)
               for key, verdict in hand.declarations(seat).items() if verdict.legal]
    chosen: tuple[str, ...] = naipes.bots.ask(hand, seat, Legal("declare", (*options, ("no_sing",))))
    return chosen


# --- playing the deal ----------------------------------------------------------------------------


def deal(seed: int, rules: Rules) -> Hand:
    dealt = tute.deal(rules, Random(seed))
    return Hand(rules, seed, [list(h) for h in dealt.hands], stock=list(dealt.stock), muestra=dealt.muestra)


def _declare(hand: Hand, seat: int, action: tuple[str, ...]) -> None:
    options = hand.declarations(seat)
    kind = action[0] if action else ""
    if kind == "no_sing":
        return
    key = "tute" if kind == "tute" else (action[1].upper() if kind == "sing" and len(action) == 2 else "")
    verdict = options.get(key)
    if verdict is None or not verdict.legal:
        reason = verdict.reason if verdict else "needs_rey_caballo"
        raise PracticeError(f"cannot declare {key or kind}: {reason}", code="illegal_declaration", reason=reason)
    if key == "tute":
        hand.tute_by = seat
        hand.log.add("tute", seat, rank=tute.tute_rank(hand.hands[seat], hand.rules))
        return
    suit = tute.parse_suit(key)
    points = tute.acuse_points(suit, hand.muestra, bool(hand.declared))
    hand.declared.append((seat, suit, points))
    hand.log.add("acuse", seat, suit=suit, points=points, reason=verdict.reason)


def _draw(hand: Hand, winner: int) -> None:
    if hand.stock:
        for seat in tute.draw_order(winner, hand.players):
            card = hand.stock.pop(0)
            hand.hands[seat].append(card)
            hand.face_down[seat].update(tute.lays_face_down((card,), hand.unanswered[seat]))
            hand.log.add("draw", seat, card=card)


replay, autoplay = practice.seeded(deal)
