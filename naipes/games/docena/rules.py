"""La Docena's table: the mala, card values, the pack for each number of players, the options and errors.

Facts: source 004, the pack and card values (deck, values, players) and the deal and betting (the game
ends at two); readings: docs/rules-decisions.md §23 and §24 (the variants) and §22.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from random import Random

from naipes import RulesError, errors, options
from naipes.cards import (
    CABALLO,
    REY,
    SOTA,
    SPANISH_40,
    SPANISH_SUITS,
    Card,
    Deal,
    Deck,
    Suit,
    deal as deal_out,
)
from naipes.tricks import WrongNumberOfCards

MALA = Card(5, Suit.OROS)
"""The 5 de oros, the wildcard: any number the holder wants, always an oro (source 004, the pack and card
values)."""

CARD_VALUES: dict[int, int] = {3: 13, 2: 12, 1: 11, REY: 10, CABALLO: 10, SOTA: 10}
"""Value of each rank for the totals in the names (source 004, the pack and card values; figures count 10,
rules-decisions §22)."""

CALLA_NUMBERS: tuple[int, ...] = (3, REY, 2, 1)
"""The numbers that make a callá, best first (source 004, the combination ladder; no callá of caballos or
sotas, rules-decisions §25)."""

SINGLE_CARD_ORDER: tuple[int, ...] = (3, 2, 1, REY, CABALLO, SOTA)
"""Ranks from strongest to weakest when "nada" hands compare single cards (rules-decisions §23)."""

DECK_ADDITIONS: dict[int, tuple[Card, ...]] = {
    5: (MALA,) + tuple(Card(r, s) for r in (3, REY, 2, 1) for s in SPANISH_SUITS),
    6: (Card(CABALLO, Suit.OROS),),
    7: tuple(Card(CABALLO, s) for s in SPANISH_SUITS[1:]),
    8: tuple(Card(SOTA, s) for s in SPANISH_SUITS),
}
"""Cards the house adds for each number of players receiving cards; 5 = the 17-card base pack (source 004, the
pack and card values)."""

PLAYERS: tuple[int, ...] = (3, 4, 5, 6, 7, 8)
"""Possible numbers of players receiving cards: at most 8 (source 004, the pack and card values), and never
two, since the game ends when two are left (source 004, the deal and betting)."""

HAND_SIZE = 3
"""Cards each player receives, one at a time, before the showdown (source 004, the deal and betting, without a
dejo)."""

STONES = 36
"""Stones (piedras) each player buys at the start, counted in six piles of six (source 004, the pack and card
values)."""

NADA = 23
"""Rank of a hand with no combination, below Veinte (rules-decisions §23)."""

VARIANTS: dict[str, tuple[str, ...]] = {
    "tie_rule": ("mano", "split"),
    "nada_rule": ("highest_card", "all_cards", "tie"),
}
"""Every variant field of :class:`Rules` and its allowed values, the default first."""


class DocenaError(RulesError):
    """Root of every La Docena error; ``code`` names the problem for the API."""

    code = "docena_error"


class BadPlayers(errors.BadPlayers, DocenaError):
    """Raised for a number of players the game does not allow here."""


class UnknownVariant(errors.UnknownVariant, DocenaError):
    """Raised when a variant field of :class:`Rules` has a value not in :data:`VARIANTS`."""


@dataclass(frozen=True)
class Rules:
    """Options of a La Docena table."""

    players: int = 8
    """Players receiving cards (3-8); chooses the pack. Default 8: the full 25 cards, every rung exists."""
    tie_rule: str = "mano"
    """Equal hands at the showdown: ``"mano"`` (first in turn order wins, rules-decisions §24) or
    ``"split"``."""
    nada_rule: str = "highest_card"
    """Two "nada" hands: ``"highest_card"`` (rules-decisions §23), ``"all_cards"`` (then the next cards),
    ``"tie"``."""
    double_entro_from: int = 5
    """Players left at which the entró rises to 2 stones; the house may start it earlier (source 004, the deal
    and betting)."""

    def __post_init__(self) -> None:
        if self.players not in PLAYERS:
            raise BadPlayers(f"La Docena deals cards to 3-8 players, not {self.players}")
        for name, allowed in VARIANTS.items():
            if getattr(self, name) not in allowed:
                raise UnknownVariant(f"{name} must be one of {', '.join(allowed)}")
        if self.double_entro_from < 5:
            raise BadPlayers("the 2-stone entró starts at 5 players left or earlier")


DEFAULT_RULES = Rules()

OPTIONS = options.declare(
    Rules, players=options.number(PLAYERS), tie_rule=options.choice(VARIANTS["tie_rule"]),
    nada_rule=options.choice(VARIANTS["nada_rule"]),
    # From the latest start (5 players left) up to a full table: never more are left.
    double_entro_from=options.number(range(DEFAULT_RULES.double_entro_from, max(PLAYERS) + 1)))
"""Every field of :class:`Rules` as the options readers take (:mod:`naipes.options`)."""


@cache
def pack(players: int) -> Deck:
    """The pack for ``players`` receiving cards (any count up to 5 gives the 17-card pack)."""
    cards = {c for n, added in DECK_ADDITIONS.items() if n <= max(players, 5) for c in added}
    return SPANISH_40.only(lambda c: c in cards, f"docena-{len(cards)}")


@cache
def _members(players: int) -> frozenset[Card]:
    return frozenset(pack(players).cards)


def deck(rules: Rules = DEFAULT_RULES) -> Deck:
    """The pack for the number of players receiving cards (source 004, the pack and card values).

    >>> [len(deck(Rules(players=n))) for n in (3, 5, 6, 7, 8)]
    [17, 17, 18, 21, 25]
    """
    return pack(rules.players)


def deal(rules: Rules, rng: Random) -> Deal:
    """Shuffle the pack and deal three cards a player, one at a time, the mano (seat 0) first (source 004, the
    deal and betting).

    >>> d = deal(Rules(players=8), Random(1))
    >>> [len(hand) for hand in d.hands], len(d.stock)
    ([3, 3, 3, 3, 3, 3, 3, 3], 1)
    """
    cards = deck(rules).shuffled(rng)
    hands = deal_out(cards, rules.players, HAND_SIZE)
    return Deal(tuple(tuple(hand) for hand in hands), stock=tuple(cards[HAND_SIZE * rules.players:]))


def players_needed(cards: Iterable[Card]) -> int:
    """The smallest table (5 = up to five players) whose pack holds all these cards."""
    return max(next(n for n, added in DECK_ADDITIONS.items() if c in added) for c in cards)


def parse_hand(cards: Iterable[Card] | str, players: int = 8) -> tuple[Card, ...]:
    """1-3 distinct cards of the pack for ``players``, given as cards or as a string of codes."""
    hand = () if isinstance(cards, str) else tuple(cards)
    members = _members(players)
    if not hand or not all(c in members for c in hand) or len(set(hand)) != len(hand):
        # the slow path parses codes and raises the precise card error
        hand = pack(players).parse(cards if isinstance(cards, str) else [c.code if isinstance(c, Card) else str(c) for c in hand])
    if not 1 <= len(hand) <= 3:
        raise WrongNumberOfCards(f"a La Docena hand has 1 to 3 cards, not {len(hand)}")
    return hand


def card_value(card: Card) -> int | None:
    """A card's value for the totals (source 004, the pack and card values); ``None`` for the mala, which
    takes any number.

    >>> [card_value(c) for c in SPANISH_40.parse("3C 2C 1C 12C 5O")]
    [13, 12, 11, 10, None]
    """
    card = pack(8).parse_one(card.code)  # raises CardNotInDeck for a card outside the 25-card pack
    return None if card == MALA else CARD_VALUES[card.rank]
