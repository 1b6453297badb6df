"""Toy: the sixth game of the sixth-game test (``tests/sixth_game``), never registered in the repository.

Four players, the 40-card Spanish pack dealt out, ten cards each; no trumps: follow suit if you can, and the
highest card of the suit led takes the trick. Its one option is the number of players, which only four allows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from naipes import RulesError, errors, options
from naipes.cards import SPANISH_40, Card, Deal, Deck, deal as deal_out
from naipes.tricks import Verdict, follow_suit_verdicts, legal_from, win_reason, winner_by

PLAYERS: tuple[int, ...] = (4,)
REASONS: tuple[str, ...] = ("leads", "follows_suit", "must_follow_suit", "any_card_void")
WIN_REASONS: tuple[str, ...] = ("highest_of_suit_led",)
RANK_ORDER: tuple[int, ...] = (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)
"""Ranks from strongest to weakest, the same in every suit."""


class ToyError(RulesError):
    """Root of every Toy error."""

    code = "bad_rules"


class BadPlayers(errors.BadPlayers, ToyError):
    """Raised when the table is not of four."""


@dataclass(frozen=True)
class Rules:
    players: int = 4

    def __post_init__(self) -> None:
        if self.players not in PLAYERS:
            raise BadPlayers(f"the toy game is for four players, not {self.players}")


DEFAULT_RULES = Rules()
OPTIONS = options.declare(Rules, players=options.number(PLAYERS))


def deck(rules: Rules = DEFAULT_RULES) -> Deck:
    return SPANISH_40


def hand_size(rules: Rules = DEFAULT_RULES) -> int:
    return len(SPANISH_40.cards) // rules.players


def deal(rules: Rules, rng: Random) -> Deal:
    cards = list(SPANISH_40.cards)
    rng.shuffle(cards)
    return Deal(tuple(tuple(hand) for hand in deal_out(cards, rules.players)))


def strength(card: Card) -> int:
    """Higher for a stronger card of its suit."""
    return len(RANK_ORDER) - RANK_ORDER.index(card.rank)


def trick_winner(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None) -> int:
    """The highest card of the suit led.

    >>> trick_winner(SPANISH_40.parse("5C 12E 7C 1B"))
    2
    """
    led = trick[0].suit
    return winner_by(trick, key=lambda card: (card.suit == led, strength(card)))


def trick_winner_reason(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None) -> str:
    return win_reason(trick, trick_winner(trick, rules), lambda card: False)


def judge_plays(hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *,
                state: None = None) -> dict[Card, Verdict]:
    return follow_suit_verdicts(hand, trick)


def legal_plays(hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *,
                state: None = None) -> tuple[Card, ...]:
    return legal_from(judge_plays(hand, trick, rules, state=state))
