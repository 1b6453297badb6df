"""Helpers shared by the trick-taking games: who wins a trick and why, and verdicts on plays.

A trick is a sequence of cards, the led card first. Each game supplies the ranking, and gives its
reasons as codes the site words (``<game>.reason.<code>`` in ``wording``): one per card of a hand
(:class:`Verdict`, from ``judge_plays``) and one for the card that takes a trick
(``trick_winner_reason``, built on :func:`win_reason`). Both are computed with the trump in force
when the trick is played, which the caller passes in the game's ``state``.
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


WIN_REASONS: tuple[str, ...] = ("highest_trump", "highest_of_suit_led")
"""Why a card takes a trick, in the terms every trick game shares: it is the highest trump played, or no
trump was played and it is the highest card of the suit led. A game adds its own codes (Tute before the
forty makes a trump, Papayoo's Payoo lead)."""


def win_reason(trick: Sequence[Card], winner: int, is_trump: Callable[[Card], bool]) -> str:
    """The shared reason code for ``trick[winner]`` taking the trick, given what is a trump now.

    >>> from naipes.cards import SPANISH_40
    >>> trick = SPANISH_40.parse("3O 7O 5B")
    >>> win_reason(trick, 2, lambda c: c.suit.letter == "B"), win_reason(trick, 0, lambda c: False)
    ('highest_trump', 'highest_of_suit_led')
    """
    return "highest_trump" if is_trump(trick[winner]) else "highest_of_suit_led"


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


def follow_suit_verdicts(
    hand: Sequence[Card],
    trick: Sequence[Card],
    *,
    leads: str = "leads",
    follows: str = "follows_suit",
    must: str = "must_follow_suit",
    void: str = "any_card_void",
) -> dict[Card, Verdict]:
    """A verdict for every card of ``hand`` where the one rule is to follow the suit led when one can: any card
    leads an empty trick (``leads``), a card of the suit led follows it (``follows``), another suit is refused
    while the hand holds the suit led (``must``), and without it any card goes (``void``). The codes are the
    game's own (Papayoo words a Payoo lead its own way).

    >>> from naipes.cards import SPANISH_40
    >>> v = follow_suit_verdicts(SPANISH_40.parse("2C 5O"), SPANISH_40.parse("7C"))
    >>> [(c.code, v[c].legal, v[c].reason) for c in v]
    [('2C', True, 'follows_suit'), ('5O', False, 'must_follow_suit')]
    """
    if not trick:
        return {card: Verdict(True, leads) for card in hand}
    led = trick[0].suit
    if not any(card.suit is led for card in hand):
        return {card: Verdict(True, void) for card in hand}
    return {card: Verdict(True, follows) if card.suit is led else Verdict(False, must) for card in hand}


def legal_from(verdicts: dict[Card, Verdict]) -> tuple[Card, ...]:
    """The cards whose verdict allows them, in hand order."""
    return tuple(card for card, verdict in verdicts.items() if verdict.legal)
