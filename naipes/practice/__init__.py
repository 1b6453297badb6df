"""Practice hands: the learner holds seat 0, the engine plays the other seats.

A hand is a seed and the list of the learner's actions. Replaying the actions through the rules of
the game rebuilds the whole state, so a page (or a URL) only ever carries the seed and the actions,
and every action is judged again by the engine each time: a forged or stale action is refused with
its reason, never trusted. The seats the engine plays choose only among the engine's legal plays,
from what their own seat can see (:mod:`naipes.bots`), with a generator drawn from the seed, so the same
seed and actions always give the same hand.

One module per game: :mod:`naipes.games.papayoo.practice`, :mod:`naipes.games.tute.practice`,
:mod:`naipes.games.cirulo.practice`; :class:`TrickHand` is what their hands share.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from naipes import RulesError, bots
from naipes.cards import Card
from naipes.tricks import Verdict

LEARNER = 0
"""The learner's seat; the engine plays every other seat."""

SEED_LIMIT = 10**9
"""Seeds run from 0 to this, so a shared URL stays short."""

MAX_ACTIONS = 64
"""No hand of these games needs more actions than this from the learner."""


class PracticeError(RulesError):
    """An action the hand cannot take now; ``code`` names why, ``index`` is the action refused. A
    :class:`naipes.RulesError` like every refusal of the engine, so that every app answers it as bad input."""

    code = "bad_action"

    def __init__(self, message: str, *, code: str | None = None, index: int | None = None,
                 reason: str | None = None) -> None:
        super().__init__(message)
        if code:
            self.code = code
        self.index = index
        self.reason = reason
        """The engine's reason code when a card was refused (``must_follow_suit``…)."""


@dataclass(frozen=True)
class PlayedTrick:
    """A finished trick: who led, the cards in play order, who took it and the engine's reason."""

    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int
    reasons: tuple[str, ...] = ()
    """The engine's verdict on each card as it was played, in play order."""
    why: str = ""
    """The engine's reason the winner took it (``trick_winner_reason``), with the trump in force then: a
    forty sung after this trick does not change it."""

    def seat_of(self, index: int, players: int) -> int:
        return (self.leader + index) % players


@dataclass
class Log:
    """What happened, in order, for the coach to tell: ``(kind, seat, detail)`` tuples."""

    entries: list[tuple[str, int, dict]] = field(default_factory=list)

    def add(self, kind: str, seat: int, **detail: object) -> None:
        self.entries.append((kind, seat, dict(detail)))



H = TypeVar("H", bound="TrickHand")


@dataclass
class TrickHand:
    """What every practice hand of a trick game shares: the hands, the trick on the table, the tricks
    taken, and one way to play a card. Each game's ``Hand`` adds its own phases and asks the engine
    through :meth:`verdicts`, :meth:`winner_offset` and :meth:`points`."""

    rules: Any
    seed: int
    hands: list[list[Card]]
    tricks: list[PlayedTrick] = field(default_factory=list)
    trick: list[Card] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    leader: int = LEARNER
    piles: list[list[Card]] = field(default_factory=list)
    log: Log = field(default_factory=Log)
    levels: tuple[str, ...] = ()
    """Each seat's bot level (:data:`naipes.bots.LEVELS`); empty: the default level in every seat."""

    def __post_init__(self) -> None:
        if not self.piles:
            self.piles = [[] for _ in self.hands]

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def phase(self) -> str:
        return "done" if not any(self.hands) else "play"

    @property
    def to_play(self) -> int | None:
        """The seat whose card the trick waits for, or ``None`` outside play."""
        if self.phase != "play":
            return None
        return (self.leader + len(self.trick)) % self.players

    engine: ClassVar[Any] = None
    """The game's engine module (``naipes.games.tute``…): its ``judge_plays``, ``trick_winner`` and
    ``trick_winner_reason`` decide every card and every trick."""

    bots: ClassVar[Any] = None
    """The game's ``bots`` module (``naipes.games.tute.bots``…): its ``view_for`` shows a seat what it may know,
    and its ``BOTS`` choose from that alone (:func:`naipes.bots.ask`)."""

    @property
    def state(self) -> Any:
        """What the engine needs besides the cards (the trump in force…); ``None`` for games without."""
        return None

    def verdicts(self, seat: int = LEARNER) -> dict[Card, Verdict]:
        """The engine's verdict on every card of ``seat``'s hand for the trick as it stands."""
        return self.engine.judge_plays(self.hands[seat], self.trick, self.rules, state=self.state)

    def winner_offset(self) -> int:
        """Index in the full trick of the card that takes it."""
        return self.engine.trick_winner(self.trick, self.rules, state=self.state)

    def winner_reason(self) -> str:
        """The engine's reason code for the card that takes the trick, with the state as it is now."""
        return self.engine.trick_winner_reason(self.trick, self.rules, state=self.state)

    def points(self, cards: Sequence[Card]) -> int:
        raise NotImplementedError

    def played(self, seat: int, card: Card) -> None:
        """What the game notes about a card accepted on the trick, before the trick closes; nothing by default."""

    def after_trick(self, winner: int) -> None:
        """What the game does between tricks (Tute: declarations and the draw)."""

    def play(self, seat: int, card: Card) -> None:
        """Play ``card`` for ``seat`` if the engine allows it; close the trick when it is full."""
        verdict = self.verdicts(seat).get(card)
        if verdict is None:
            raise PracticeError(f"{card.code} is not in the hand", code="card_not_in_hand")
        if not verdict.legal:
            raise PracticeError(f"{card.code} may not be played: {verdict.reason}", code="illegal_play",
                                reason=verdict.reason)
        self.hands[seat].remove(card)
        self.trick.append(card)
        self.reasons.append(verdict.reason)
        self.log.add("play", seat, card=card, reason=verdict.reason)
        self.played(seat, card)
        if len(self.trick) < self.players:
            return
        winner = (self.leader + self.winner_offset()) % self.players
        points = self.points(self.trick)
        self.tricks.append(PlayedTrick(self.leader, tuple(self.trick), winner, points, tuple(self.reasons),
                                       self.winner_reason()))
        self.piles[winner].extend(self.trick)
        self.log.add("trick", winner, points=points, cards=tuple(self.trick))
        self.trick, self.reasons, self.leader = [], [], winner
        self.after_trick(winner)

    def bot(self, seat: int) -> Card:
        """The card the engine plays for ``seat``: its level's bot chooses among the legal cards, from the seat's
        view alone."""
        card: Card = bots.ask(self, seat, bots.legal_cards(self.verdicts(seat)))
        return card

    def take(self, action: Any) -> None:
        """An action outside card play (the Papayoo pass, a Tute declaration); none by default."""
        raise PracticeError("play one card", code="play_one_card")

    def learner_choice(self) -> Any:
        """What the engine would do in the learner's place, for hands played by bots alone."""
        return self.bot(LEARNER)

    def run_bots(self) -> None:
        """Let the engine's seats play until the learner's turn or the end."""
        while self.phase == "play" and self.to_play != LEARNER:
            seat = self.to_play
            assert seat is not None
            self.play(seat, self.bot(seat))

    def act(self, action: Any) -> None:
        """Take the learner's next action, then let the other seats play up to his next turn."""
        if self.phase == "done":
            raise PracticeError("the hand is over", code="hand_over")
        if self.phase != "play":
            self.take(action)
        elif isinstance(action, Card):
            self.play(LEARNER, action)
        else:
            raise PracticeError("play one card", code="play_one_card")
        self.run_bots()


def replay(hand: H, actions: Sequence[Any]) -> H:
    """``hand`` after the learner's ``actions``; :class:`PracticeError` names the first one refused."""
    hand.run_bots()
    for index, action in enumerate(actions):
        try:
            hand.act(action)
        except PracticeError as exc:
            exc.index = index
            raise
    return hand


def autoplay(hand: H) -> H:
    """``hand`` played to the end with the engine in every seat, the learner's included."""
    hand.run_bots()
    while hand.phase != "done":
        hand.act(hand.learner_choice())
    return hand


def seeded(deal: Callable[..., H]) -> tuple[Callable[..., H], Callable[..., H]]:
    """A game's ``replay`` and ``autoplay`` by seed, from its ``deal(seed, rules, **options)``: what a practice
    module exports as ``replay, autoplay = practice.seeded(deal)``, so every game rebuilds a hand the same way.

    ``replay(seed, rules, actions, *, levels=(), **options)`` is the hand after the learner's ``actions``
    (:class:`PracticeError` names the first one refused); ``autoplay(seed, rules, *, levels=(), **options)`` the
    hand played to the end by bots alone, the learner's seat included. ``levels`` names each seat's bot
    (:data:`naipes.bots.LEVELS`; empty, the default level everywhere); ``options`` go to ``deal`` (Paulo's
    ``betting``)."""

    def replay_seed(seed: int, rules: Any, actions: Sequence[Any], *, levels: Sequence[str] = (),
                    **options: Any) -> H:
        hand = deal(seed, rules, **options)
        hand.levels = tuple(levels)
        return replay(hand, actions)

    def autoplay_seed(seed: int, rules: Any, *, levels: Sequence[str] = (), **options: Any) -> H:
        hand = deal(seed, rules, **options)
        hand.levels = tuple(levels)
        return autoplay(hand)

    return replay_seed, autoplay_seed
