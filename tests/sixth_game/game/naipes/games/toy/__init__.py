"""A toy trick game for the sixth-game test (loaded there as ``naipes.toy``, never registered for real): four
players, the 40-card Spanish pack, no trumps, follow suit if you can."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from naipes import RulesError
from naipes.cards import SPANISH_40, Card, Deal, Deck, deal as deal_out
from naipes.tricks import Verdict, legal_from, win_reason, winner_by


class ToyError(RulesError):
    code = "bad_rules"  # the one error: a table of other than four


@dataclass(frozen=True)
class Rules:
    players: int = 4

    def __post_init__(self) -> None:
        if self.players != 4:
            raise ToyError("the toy game is for four")


PLAYERS: tuple[int, ...] = (4,)
REASONS: tuple[str, ...] = ("leads", "follows_suit", "must_follow_suit", "any_card_void")
WIN_REASONS: tuple[str, ...] = ("highest_of_suit_led",)
DEFAULT_RULES = Rules()


def deck(rules: Rules = DEFAULT_RULES) -> Deck:
    return SPANISH_40


def deal(rules: Rules, rng: Random) -> Deal:
    cards = list(SPANISH_40.cards)
    rng.shuffle(cards)
    return Deal(tuple(tuple(hand) for hand in deal_out(cards, rules.players)))


def trick_winner(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None) -> int:
    led = trick[0].suit
    return winner_by(trick, key=lambda card: (card.suit == led, card.rank))


def trick_winner_reason(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None) -> str:
    return win_reason(trick, trick_winner(trick, rules), lambda card: False)


def judge_plays(hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *,
                state: None = None) -> dict[Card, Verdict]:
    if not trick:
        return {card: Verdict(True, "leads") for card in hand}
    led = trick[0].suit
    if any(card.suit == led for card in hand):
        return {card: Verdict(card.suit == led, "follows_suit" if card.suit == led else "must_follow_suit")
                for card in hand}
    return {card: Verdict(True, "any_card_void") for card in hand}


def legal_plays(hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *,
                state: None = None) -> tuple[Card, ...]:
    return legal_from(judge_plays(hand, trick, rules, state=state))
