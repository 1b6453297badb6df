"""Paulo: variants (``Rules``), the deck for each number of players, the deal and the team draw.

Readings: docs/rules-decisions.md §5 (the four-player deck, the muestra, Lanjarón) and §11 (team draw, deal).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from random import Random

from naipes import RulesError, errors, options
from naipes.cards import REY, SPANISH_40, Card, Deck, Suit
from naipes.tables import Table, Term
from naipes.tricks import WrongNumberOfCards

PLAYERS: tuple[int, ...] = (2, 4, 6, 8)
ORDERS: tuple[str, ...] = ("default", "durcal")
DECK_VARIANTS: tuple[str, ...] = ("default", "lanjaron")
SCORINGS: tuple[str, ...] = ("chinos", "cuerno", "lanjaron")
HAND_SIZE = 5
"""Every player gets five cards in one batch (source 000, the deal)."""
TRICKS_TO_WIN = 3
"""A hand ends as soon as a team has three tricks (source 000, the deal)."""

PAULO = Card(4, Suit.BASTOS)
"""The 4 de bastos: always the highest trump."""
TUERTO = Card(11, Suit.OROS)
"""The caballo de oros: always a trump."""


class PauloError(RulesError):
    """Root of every Paulo error: impossible options, muestras, scores and hand outcomes."""

    code = "bad_rules"


class BadPlayers(errors.BadPlayers, PauloError):
    """Raised for a number of players Paulo is not played with (2 only with the Lanjarón deck)."""


class UnknownVariant(errors.UnknownVariant, PauloError):
    """Raised for an order, deck variant or scoring that does not exist."""


class BadTarget(PauloError):
    """Raised when the match target is not a positive whole number of medios Paulos."""

    code = "bad_target"


@dataclass(frozen=True)
class Rules:
    """The options of a Paulo game; every field has the default chosen in rules-decisions §2 to §8.

    >>> Rules(players=6).target_medios
    4
    >>> Rules(players=2)
    Traceback (most recent call last):
    ...
    naipes.games.paulo.rules.BadPlayers: 2 players need the Lanjarón deck (deck_variant='lanjaron')
    """

    players: int = 4
    """4, 6 or 8 in two teams seated alternately; 2 only with ``deck_variant="lanjaron"``."""
    order: str = "default"
    """``"default"`` (source value table: Paulo, Andorra, Tuerto, Malilla...) or ``"durcal"``
    (the Tuerto second and the Andorra third; nothing else changes). See rules-decisions §2."""
    deck_variant: str = "default"
    """``"default"`` (4 players: oros and bastos, 20 cards) or ``"lanjaron"`` (espadas out at 2 and 4
    players: 30 cards, some left undealt). 6 and 8 players use the same deck either way.
    See rules-decisions §5."""
    strict_follow: bool = False
    """False (source main text): a player may trump at will instead of following the suit led.
    True (glossary reading): follow the suit led if you can; only when void play a trump.
    See rules-decisions §8."""
    scoring: str = "chinos"
    """``"chinos"`` (pata of 9, medio Paulo of 2 patas), ``"cuerno"`` (24 points a cuerno) or
    ``"lanjaron"`` (gordos and chicos, 20 gordos to win). Source 000, scoring and betting;
    rules-decisions §7."""
    target: int | None = None
    """Match length in medios Paulos (cuernos in cuerno scoring, games of 20 gordos in Lanjarón
    scoring). None means the full game: 2 Paulos = 4 for chinos and cuerno, 1 for Lanjarón; trainers
    may use 1. See rules-decisions §7."""

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in PLAYERS:
            raise BadPlayers(f"Paulo is played by 4, 6 or 8 players, not {self.players!r}")
        for name, allowed in (("order", ORDERS), ("deck_variant", DECK_VARIANTS), ("scoring", SCORINGS)):
            if getattr(self, name) not in allowed:
                raise UnknownVariant(f"{name} must be one of {', '.join(allowed)}, not {getattr(self, name)!r}")
        if self.players == 2 and self.deck_variant != "lanjaron":
            raise BadPlayers("2 players need the Lanjarón deck (deck_variant='lanjaron')")
        if self.target is not None and (isinstance(self.target, bool) or not isinstance(self.target, int)
                                        or self.target < 1):
            raise BadTarget(f"the match target must be a positive number of medios Paulos, not {self.target!r}")
        if not isinstance(self.strict_follow, bool):
            raise UnknownVariant(f"strict_follow must be True or False, not {self.strict_follow!r}")

    @property
    def target_medios(self) -> int:
        """Medios Paulos (cuernos, Lanjarón games) a team must win to take the match."""
        if self.target is not None:
            return self.target
        return 1 if self.scoring == "lanjaron" else 4


DEFAULT_RULES = Rules()

OPTIONS = options.declare(Rules, players=options.number(PLAYERS), order=options.choice(ORDERS),
                          deck_variant=options.choice(DECK_VARIANTS), strict_follow=options.flag(),
                          scoring=options.choice(SCORINGS), target=options.number(least=1))
"""Every field of :class:`Rules` as the options readers take (:mod:`naipes.options`)."""


def suits(rules: Rules) -> tuple[Suit, ...]:
    """The suits in the deck for these rules, in the usual order.

    >>> suits(Rules(players=4)), suits(Rules(players=6))
    ((Suit.OROS, Suit.BASTOS), (Suit.OROS, Suit.COPAS, Suit.BASTOS))
    """
    if rules.players == 8:
        return (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
    # 6 players, and the Lanjarón deck at 2 or 4: only the espadas leave the pack.
    if rules.players == 6 or rules.deck_variant == "lanjaron":
        return (Suit.OROS, Suit.COPAS, Suit.BASTOS)
    # 4 players: espadas and copas leave, so 20 cards deal exactly five each.
    return (Suit.OROS, Suit.BASTOS)


@cache  # asked for on every card judged; the rules are frozen, so the pack is built once per table
def deck(rules: Rules) -> Deck:
    """The pack for this number of players (source 000, the deal (deck table)).

    >>> [len(deck(Rules(players=n))) for n in (4, 6, 8)]
    [20, 30, 40]
    >>> len(deck(Rules(players=4, deck_variant="lanjaron")))
    30
    """
    kept = suits(rules)
    return SPANISH_40.only(lambda c: c.suit in kept, name=f"paulo-{10 * len(kept)}")


def undealt(rules: Rules) -> int:
    """Cards left in the pack after five each (the muestra among them when any are left).

    >>> undealt(Rules(players=8)), undealt(Rules(players=4, deck_variant="lanjaron"))
    (0, 10)
    """
    return len(deck(rules)) - HAND_SIZE * rules.players


Muestra = Suit | Card | str
"""A muestra as callers give it: a suit, the muestra card, or a suit letter or card code."""


@dataclass(frozen=True)
class State:
    """What a trick needs besides the rules and the cards: the muestra, whose suit is trumps."""

    muestra: Muestra


@dataclass(frozen=True)
class Deal:
    """One deal. Seat 0 is the dealer ("mano"); seat 1 is on his right and leads; play goes right.

    Teams alternate seats: the dealer's team holds the even seats.
    """

    hands: tuple[tuple[Card, ...], ...]
    muestra: Card
    """The card shown face up; its suit is trumps."""
    stock: tuple[Card, ...]
    """Cards left face down on the muestra (Lanjarón deck only); they do not play this hand."""
    dormidos: tuple[Card, ...]
    """Trumps that sleep in the pile (the stock and the muestra under it), Lanjarón deck only."""

    @property
    def state(self) -> State:
        return State(self.muestra)


def deal(rules: Rules, rng: Random) -> Deal:
    """Shuffle with the caller's ``rng`` and deal five cards a player, starting at the dealer's right.

    When the whole pack is dealt (20, 30 or 40 cards) the muestra is the bottom card, which the dealer
    receives as his fifth card (source 000, the deal, for 6 players; rules-decisions §5). With the Lanjarón
    deck the muestra is the card after the last one dealt, and the rest of the pack lies on it
    (rules-decisions §5).

    >>> d = deal(Rules(players=6), Random(1))
    >>> [len(h) for h in d.hands], d.muestra in d.hands[0], d.stock
    ([5, 5, 5, 5, 5, 5], True, ())
    """
    cards = deck(rules).shuffled(rng)
    n = rules.players
    dealt = cards[: HAND_SIZE * n]
    # Batches of five go round to the right: seat 1 first, the dealer (seat 0) last.
    hands = [tuple(dealt[HAND_SIZE * ((seat - 1) % n): HAND_SIZE * ((seat - 1) % n + 1)]) for seat in range(n)]
    if len(cards) == len(dealt):
        return Deal(tuple(hands), cards[-1], (), ())
    muestra, stock = cards[len(dealt)], tuple(cards[len(dealt) + 1:])
    asleep = tuple(c for c in (muestra, *stock) if c in (PAULO, TUERTO) or c.suit == muestra.suit)
    return Deal(tuple(hands), muestra, stock, asleep)


@dataclass(frozen=True)
class TeamDraw:
    """Result of the team draw: who took a king, in order, and who deals first."""

    kings: tuple[int, ...]
    """Players (by index in the draw) who took a king, in the order they got it."""
    team: tuple[int, ...]
    """The first half of the players to get a king: they form the first team."""
    dealer: int
    """The first player to get a king deals first."""
    receivers: tuple[int, ...] = field(default=(), compare=False, repr=False)
    """Who received each card of the draw, in order (the cards after the last king needed go to nobody)."""


def team_of(seat: int) -> int:
    """The team of a seat: teams sit alternately, and the dealer's team (0) holds the even seats (source 000,
    the deal).

    >>> [team_of(seat) for seat in range(6)]
    [0, 1, 0, 1, 0, 1]
    """
    return seat % 2


def draw_teams(cards: Sequence[Card], players: int) -> TeamDraw:
    """Draw teams by dealing ``cards`` face up one at a time round players ``0..players-1``.

    A player who gets a king receives no more cards; the first ``players // 2`` king-holders form the
    first team, and the first of them deals first (source 000, the deal (team draw);
    rules-decisions §11 at 8 players).

    >>> draw = draw_teams(SPANISH_40.parse("3O 12B 5O 7O 12O"), 4)
    >>> draw, draw.receivers
    (TeamDraw(kings=(1, 0), team=(0, 1), dealer=1), (0, 1, 2, 3, 0))
    """
    if type(players) is not int or players not in PLAYERS:
        raise BadPlayers(f"Paulo is played by 2, 4, 6 or 8 players, not {players!r}")
    need = players // 2
    kings: list[int] = []
    receivers: list[int] = []
    pending = list(range(players))
    turn = 0
    for card in cards:
        if len(kings) == need:
            break
        player = pending[turn % len(pending)]
        receivers.append(player)
        if card.rank == REY:
            kings.append(player)
            pending.remove(player)
        else:
            turn += 1
        # After a king the next player in turn is already at index `turn` (the list shrank).
        if pending:
            turn %= len(pending)
    if len(kings) < need:
        raise WrongNumberOfCards(f"the cards hold only {len(kings)} kings; {need} are needed")
    return TeamDraw(tuple(kings), tuple(sorted(kings)), kings[0], tuple(receivers))


def deck_table() -> Table:
    """Deck per number of players (source 000, the deal), one row per player count and deck variant."""
    rows = []
    for players, variant in ((4, "default"), (6, "default"), (8, "default"), (2, "lanjaron"), (4, "lanjaron")):
        rules = Rules(players=players, deck_variant=variant)
        kept = suits(rules)
        removed = tuple(s for s in (Suit.ESPADAS, Suit.COPAS) if s not in kept)
        rows.append((
            players,
            Term(f"paulo.deck_variant.{variant}"),
            Term("paulo.suits." + "_".join(s.value for s in kept)),
            len(deck(rules)),
            HAND_SIZE * players,
            undealt(rules),
            Term("paulo.removed." + ("_".join(s.value for s in removed) or "none")),
        ))
    return Table(
        columns=("players", "deck_variant", "suits", "cards", "dealt", "left_over", "removed"),
        rows=tuple(rows),
        caption="paulo.deck_table",
    )
