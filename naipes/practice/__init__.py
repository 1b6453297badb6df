"""Practice hands: the learner holds seat 0, the engine plays the other seats.

A hand is a seed and the list of the learner's actions. Replaying the actions through the rules of
the game rebuilds the whole state, so a page (or a URL) only ever carries the seed and the actions,
and every action is judged again by the engine each time: a forged or stale action is refused with
its reason, never trusted. The seats the engine plays choose only among the engine's legal plays,
with simple, deterministic preferences, so the same seed and actions always give the same hand.

One module per game: :mod:`naipes.practice.papayoo`, :mod:`naipes.practice.tute`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from naipes.cards import Card

LEARNER = 0
"""The learner's seat; the engine plays every other seat."""

SEED_LIMIT = 10**9
"""Seeds run from 0 to this, so a shared URL stays short."""

MAX_ACTIONS = 64
"""No hand of these games needs more actions than this from the learner."""


class PracticeError(ValueError):
    """An action the hand cannot take now; ``code`` names why, ``index`` is the action refused."""

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

    def seat_of(self, index: int, players: int) -> int:
        return (self.leader + index) % players


@dataclass
class Log:
    """What happened, in order, for the coach to tell: ``(kind, seat, detail)`` tuples."""

    entries: list[tuple[str, int, dict]] = field(default_factory=list)

    def add(self, kind: str, seat: int, **detail: object) -> None:
        self.entries.append((kind, seat, dict(detail)))

