"""Helpers shared by the trick-taking games: who wins a trick, and verdicts on plays.

A trick is a sequence of cards, the led card first. Each game supplies the ranking.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from naipes.cards import Card, CardError


class WrongNumberOfCards(CardError):
    """Raised when a trick or hand has a number of cards the game does not allow."""

    code = "wrong_number_of_cards"


@dataclass(frozen=True)
class Verdict:
    """Whether one card of a hand may be played now, and why (a reason code the site translates)."""

    legal: bool
    reason: str


def winner_by(trick: Sequence[Card], key: Callable[[Card], Any]) -> int:
    """Index of the card with the greatest ``key``; the first of equals wins.

    >>> from naipes.cards import SPANISH_40
    >>> winner_by(SPANISH_40.parse("3O 7O 5O"), key=lambda c: c.rank)
    1
    """
    if not trick:
        raise WrongNumberOfCards("a trick needs at least one card")
    best = 0
    for i in range(1, len(trick)):
        if key(trick[i]) > key(trick[best]):
            best = i
    return best


def legal_from(verdicts: dict[Card, Verdict]) -> tuple[Card, ...]:
    """The cards whose verdict allows them, in hand order."""
    return tuple(card for card, verdict in verdicts.items() if verdict.legal)
