"""Cirulo: rules engine for the Spanish trick-taking game without trumps where oros are penalties.

Rules page: content/es/cirulo.md, content/en/cirulo.md. Readings:
docs/rules-decisions.md §12 to §14 (Cirulo).

Seats are numbered in the order of play, which runs to the right: seat 0 is the dealer's right-hand
neighbour (first to receive a card and first to lead), the dealer is the last seat. Every card is
dealt; the lowest non-oro cards leave the pack first so that it divides evenly (source 001, the deal). The
oros ("cirulos") are worth tantos (docs/rules-decisions.md §12); whoever takes them pays that many coins into
the plate (platillo), which is shared by the players who took tricks but no oros (source 001, the plate).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from random import Random
from typing import cast

from naipes import RulesError, errors, options
from naipes.cards import (
    FIGURES,
    SPANISH_40,
    SPANISH_48,
    Card,
    CardError,
    CardNotInDeck,
    Deal,
    Deck,
    Suit,
    check_cards,
    choose,
    deal as deal_out,
    possible_sums,
)
from naipes.tables import Table
from naipes.tricks import Verdict, WrongNumberOfCards, follow_suit_verdicts, legal_from, win_reason, winner_by

RANK_ORDER: tuple[int, ...] = (12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
"""Ranks from strongest to weakest, the same in every suit (rules-decisions §12); 9 and 8 only in the 48-card
pack."""

PLAYERS: tuple[int, ...] = (3, 4, 5, 6)
"""Player counts the engine accepts; 4 to 6 is the stated range, 3 is allowed (rules-decisions §13)."""

STATED_PLAYERS: tuple[int, ...] = (4, 5, 6)
"""Player counts given by the outside source (sabelotodo)."""

PACKS: dict[int, Deck] = {40: SPANISH_40, 48: SPANISH_48}
"""The two packs the game can use (rules-decisions §13)."""

DEFAULT_REMOVAL_ORDER: tuple[Suit, ...] = (Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
"""Order in which equal low cards leave the pack (rules-decisions §13)."""

_NON_OROS = frozenset(DEFAULT_REMOVAL_ORDER)

REASONS: tuple[str, ...] = ("leads", "follows_suit", "must_follow_suit", "any_card_void")
"""Every reason code :func:`judge_plays` gives (``cirulo.reason.<code>`` in the wording)."""

WIN_REASONS: tuple[str, ...] = ("highest_of_suit_led",)
"""Every reason :func:`trick_winner_reason` gives: Cirulo has no trumps (rules-decisions §12)."""


class CiruloError(RulesError):
    """Root of every Cirulo error: impossible options, pots and rounds; ``code`` names it for the API."""

    code = "bad_rules"


class BadPlayers(errors.BadPlayers, CiruloError):
    """Raised when the number of players is not 3, 4, 5 or 6 (or does not match the piles given)."""


class UnknownPack(CiruloError):
    """Raised when the pack is neither the 40-card nor the 48-card Spanish pack."""

    code = "unknown_pack"


class BadRemovalOrder(CiruloError):
    """Raised when the removal order is not copas, espadas and bastos, each once, in some order."""

    code = "bad_removal_order"


class BadPot(CiruloError):
    """Raised when the pot brought into the plate is not a whole number of coins, zero or more."""

    code = "bad_pot"


class IncompleteRound(CardError, CiruloError):
    """Raised when a complete round was asked for but the piles do not hold the whole deck."""

    code = "incomplete_round"


def _suit(value: Suit | str) -> Suit:
    if isinstance(value, Suit):
        return value
    text = str(value).strip().lower()
    for suit in DEFAULT_REMOVAL_ORDER + (Suit.OROS,):
        if text in (suit.value, suit.letter.lower()):
            return suit
    raise BadRemovalOrder(f"{value!r} is not a suit of the Spanish pack")


@dataclass(frozen=True)
class Rules:
    """The options of a game of Cirulo; the defaults are the readings of rules-decisions §12 to §14."""

    players: int = 4
    """Number of players, 3 to 6 (4 to 6 stated; 3 allowed, rules-decisions §13)."""

    pack: int = 40
    """40 (default, the traditional pack) or 48 (with 8s and 9s, preferred by sabelotodo)
    (rules-decisions §13)."""

    removal_order: tuple[Suit, ...] = DEFAULT_REMOVAL_ORDER
    """Suits in the order their equal low cards leave the pack (rules-decisions §13); suit names or letters
    are accepted."""

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or self.players not in PLAYERS:
            raise BadPlayers(f"Cirulo is played by 3 to 6 players, not {self.players!r}")
        if isinstance(self.pack, bool) or self.pack not in PACKS:
            raise UnknownPack(f"the pack has 40 or 48 cards, not {self.pack!r}")
        if isinstance(self.removal_order, str):
            raise BadRemovalOrder("the removal order is a list of three suits")
        order = tuple(_suit(s) for s in self.removal_order)
        if len(order) != 3 or set(order) != _NON_OROS:
            raise BadRemovalOrder("the removal order names copas, espadas and bastos once each (never oros)")
        object.__setattr__(self, "removal_order", order)


DEFAULT_RULES = Rules()

OPTIONS = options.declare(Rules, players=options.number(PLAYERS), pack=options.number(PACKS),
                          removal_order=options.suit_order(DEFAULT_REMOVAL_ORDER))
"""Every field of :class:`Rules` as the options readers take (:mod:`naipes.options`)."""


def rank_order(rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """The ranks of the pack in use, strongest first (rules-decisions §12).

    >>> rank_order()
    (12, 11, 10, 7, 6, 5, 4, 3, 2, 1)
    >>> rank_order(Rules(pack=48))
    (12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    """
    ranks = {c.rank for c in PACKS[rules.pack]}
    return tuple(r for r in RANK_ORDER if r in ranks)


def removed_cards(rules: Rules = DEFAULT_RULES) -> tuple[Card, ...]:
    """Cards taken out before the deal so the pack divides evenly: lowest ranks first, never oros (source 001,
    the deal).

    >>> removed_cards(Rules(players=6))
    (1C, 1E, 1B, 2C)
    >>> removed_cards(Rules(players=5, pack=48, removal_order=("bastos", "copas", "espadas")))
    (1B, 1C, 1E)
    >>> removed_cards(Rules(players=4))
    ()
    """
    pack = PACKS[rules.pack]
    extra = len(pack) % rules.players
    candidates = [Card(rank, suit) for rank in reversed(rank_order(rules)) for suit in rules.removal_order]
    return tuple(candidates[:extra])


@lru_cache(maxsize=256)  # every deal asks for it: one per rules, kept (a Deck never changes)
def deck(rules: Rules = DEFAULT_RULES) -> Deck:
    """The cards dealt for these rules: the pack less :func:`removed_cards`.

    >>> len(deck(Rules(players=3))), len(deck(Rules(players=6))), len(deck(Rules(players=5, pack=48)))
    (39, 36, 45)
    """
    return _deck(rules)


@cache
def _deck(rules: Rules) -> Deck:
    return PACKS[rules.pack].without(removed_cards(rules), name=f"cirulo-{rules.pack}-{rules.players}")


@cache
def _in_play(rules: Rules) -> frozenset[Card]:
    # Deck.__contains__ rebuilds its set on every call; play checks are in hot loops (random rounds).
    return frozenset(_deck(rules).cards)


def hand_size(rules: Rules = DEFAULT_RULES) -> int:
    """Cards each player receives (the whole deck is dealt), which is also the number of tricks.

    >>> [hand_size(Rules(players=n)) for n in PLAYERS]
    [13, 10, 8, 6]
    >>> [hand_size(Rules(players=n, pack=48)) for n in PLAYERS]
    [16, 12, 9, 8]
    """
    return len(deck(rules)) // rules.players


def deal(rules: Rules, rng: Random) -> Deal:
    """Shuffle the deck with the caller's ``rng`` and deal it one card at a time, seat 0 first.

    >>> [len(hand) for hand in deal(Rules(players=5), Random(1)).hands]
    [8, 8, 8, 8, 8]
    """
    return Deal(tuple(tuple(hand) for hand in deal_out(deck(rules).shuffled(rng), rules.players)))


def dealer_candidates(draws: Sequence[Card]) -> tuple[int, ...]:
    """Indices of the players whose drawn card ranks highest: one index is the dealer, several redraw
    (rules-decisions §14).

    >>> dealer_candidates(SPANISH_40.parse("3C 12E 7O"))
    (1,)
    >>> dealer_candidates(SPANISH_40.parse("12C 12E 7O"))
    (0, 1)
    """
    if not draws:
        raise WrongNumberOfCards("nobody drew a card")
    best = min(RANK_ORDER.index(c.rank) for c in draws)
    return tuple(i for i, c in enumerate(draws) if RANK_ORDER.index(c.rank) == best)


# -- Play ---------------------------------------------------------------------------------------------


def _check_cards(cards: Iterable[Card], rules: Rules) -> None:
    check_cards(cards, _in_play(rules), outside="is not in the deck for these rules")


def _check_trick(trick: Sequence[Card], rules: Rules, *, full_allowed: bool) -> None:
    limit = rules.players if full_allowed else rules.players - 1
    if len(trick) > limit:
        raise WrongNumberOfCards(f"a trick has at most {rules.players} cards, one per player")


def trick_winner(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None) -> int:
    """Index in ``trick`` (led card first) of the highest card of the suit led; there is no trump
    (rules-decisions §12).

    >>> trick_winner(SPANISH_40.parse("5C 12E 7C 1C"))
    2
    >>> trick_winner(SPANISH_40.parse("3B 12O 11O 2B"))
    0
    """
    _check_trick(trick, rules, full_allowed=True)
    _check_cards(trick, rules)
    if not trick:
        raise WrongNumberOfCards("a trick needs at least one card")
    led = trick[0].suit
    return winner_by(trick, key=lambda c: (c.suit == led, -RANK_ORDER.index(c.rank)))


def trick_winner_reason(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None) -> str:
    """Why the winning card takes the trick: with no trumps, always the highest card of the suit led.

    >>> trick_winner_reason(SPANISH_40.parse("3B 12O 11O 2B"))
    'highest_of_suit_led'
    """
    return win_reason(trick, trick_winner(trick, rules), lambda card: False)


def judge_plays(
    hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None
) -> dict[Card, Verdict]:
    """A verdict for every card of ``hand`` given the cards already in ``trick`` (source 001, legal play).

    Reasons: ``leads`` (empty trick: any card), ``follows_suit`` (any card of the suit led, beating it
    or not), ``must_follow_suit`` (another suit while holding the suit led), ``any_card_void``.

    >>> v = judge_plays(SPANISH_40.parse("2C 5O 12B"), SPANISH_40.parse("7C"))
    >>> [(c.code, v[c].legal, v[c].reason) for c in v]
    [('2C', True, 'follows_suit'), ('5O', False, 'must_follow_suit'), ('12B', False, 'must_follow_suit')]
    """
    _check_trick(trick, rules, full_allowed=False)
    if len(hand) > hand_size(rules):
        raise WrongNumberOfCards(f"a hand has at most {hand_size(rules)} cards with these rules")
    _check_cards(list(hand) + list(trick), rules)
    return follow_suit_verdicts(hand, trick)


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played now, in hand order (never empty for a non-empty hand).

    >>> legal_plays(SPANISH_40.parse("2C 5O 12B"), SPANISH_40.parse("7E"))
    (2C, 5O, 12B)
    """
    return legal_from(judge_plays(hand, trick, rules))


@dataclass(frozen=True)
class PlayedTrick:
    """One trick of a finished round: who led, the cards in play order, and the seat that won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    def seat_of(self, index: int, players: int) -> int:
        """The seat that played ``cards[index]``."""
        return (self.leader + index) % players


@dataclass(frozen=True)
class Round:
    """A round played to the end: the hands dealt (by seat) and the tricks in order."""

    hands: tuple[tuple[Card, ...], ...]
    tricks: tuple[PlayedTrick, ...]

    @property
    def piles(self) -> list[list[Card]]:
        """The cards each seat took, in the order of the tricks (empty for a seat that took none)."""
        taken: list[list[Card]] = [[] for _ in self.hands]
        for trick in self.tricks:
            taken[trick.winner].extend(trick.cards)
        return taken


def _winner_in_round(trick: list[Card]) -> int:
    """:func:`trick_winner` for a trick of a round this module deals and plays itself (no checking): the highest
    card of the suit led (cards of one suit never tie)."""
    led, best = trick[0].suit, 0
    for i in range(1, len(trick)):
        if trick[i].suit is led and _STRENGTH[trick[i].rank] > _STRENGTH[trick[best].rank]:
            best = i
    return best


_STRENGTH = {rank: -n for n, rank in enumerate(RANK_ORDER)}
"""A rank's place in :data:`RANK_ORDER` as a strength (higher is stronger)."""


def play_random_round(rules: Rules, rng: Random) -> Round:
    """Deal and play a whole round with random legal cards, for trainers and tests.

    Seat 0 (the dealer's right) leads the first trick; each trick's winner leads the next (source 001, the
    deal).
    """
    hands = deal(rules, rng).hands
    held = [list(h) for h in hands]
    players = rules.players
    # Each leader's hand and the others' in play order after it: worked out once, not a modulo for every card.
    turns = [(held[leader], [held[(leader + offset) % players] for offset in range(1, players)])
             for leader in range(players)]
    leader, tricks = 0, []
    for _ in range(len(hands[0])):
        first, others = turns[leader]
        card = choose(first, rng)
        first.remove(card)
        led, cards = card.suit, [card]
        for hand in others:
            # legal_plays without a verdict for each card (this module dealt them): the same cards in the same
            # order, the suit led when the hand holds it, else the whole hand.
            card = choose([c for c in hand if c.suit is led] or hand, rng)
            hand.remove(card)
            cards.append(card)
        winner = (leader + _winner_in_round(cards)) % players
        tricks.append(PlayedTrick(leader, tuple(cards), winner))
        leader = winner
    return Round(tuple(tuple(h) for h in hands), tuple(tricks))


# -- Tantos and the plate -----------------------------------------------------------------------------


@cache  # a pure function of a card (one object per card): settling hundreds of random rounds asks it again and again
def card_value(card: Card) -> int:
    """Tantos a card costs whoever takes it: oro figures 10, other oros their number, other suits 0
    (rules-decisions §12).

    >>> [card_value(c) for c in SPANISH_48.parse("1O 7O 8O 9O 10O 11O 12O 12C")]
    [1, 7, 8, 9, 10, 10, 10, 0]
    """
    if card.suit is not Suit.OROS:
        return 0
    return 10 if card.rank in FIGURES else card.rank


def tantos(cards_taken: Iterable[Card]) -> int:
    """Tantos of the oros among the cards a player took: the coins he pays into the plate (source 001, the
    plate).

    >>> tantos(SPANISH_40.parse("1O 10O 12O 4C"))
    21
    """
    return sum(map(card_value, cards_taken))


def oros_total(rules: Rules = DEFAULT_RULES) -> int:
    """Tantos of all the oros in play, which the payments of a full round always add up to
    (rules-decisions §12).

    >>> oros_total(), oros_total(Rules(pack=48))
    (58, 75)
    """
    return tantos(deck(rules))


STATUSES: tuple[str, ...] = ("pays", "shares", "no_tricks")
"""Where a player stands after a round: took oros and pays; took tricks but no oros and shares the
plate; took no trick (pays nothing, receives nothing)."""


@dataclass(frozen=True)
class Settlement:
    """The plate after a round of Cirulo (source 001, the plate).

    ``pays``: coins each player puts in (0 for clean players and those without tricks); ``pot``: the
    plate after payments (previous pot + payments); ``shares``: coins each qualifying player takes;
    ``carry_over``: what stays in the plate for the next game (rules-decisions §14); ``status``: per player,
    ``pays``, ``shares`` or ``no_tricks``; ``complete``: the piles together hold the whole deck.
    """

    pays: dict[str, int]
    pot: int
    shares: dict[str, int]
    carry_over: int
    status: dict[str, str] = field(default_factory=dict)
    complete: bool = False

    def as_dict(self) -> dict[str, object]:
        """The API shape: ``{"pays", "pot", "shares", "carry_over", "status", "complete"}``."""
        return {
            "pays": dict(self.pays),
            "pot": self.pot,
            "shares": dict(self.shares),
            "carry_over": self.carry_over,
            "status": dict(self.status),
            "complete": self.complete,
        }


def _pile(items: Iterable[Card | str] | None, in_play: frozenset[Card], pack: Deck) -> list[Card]:
    given = list(items or ())
    if in_play.issuperset(given):
        # Every item a card in play, told at once by a set in C (a drill settles hundreds of random rounds); the
        # loop below reads the codes and finds the first card out of play.
        return cast("list[Card]", given)
    cards = []
    for item in given:
        card = item if isinstance(item, Card) else pack.parse_one(item)
        if card not in in_play:
            raise CardNotInDeck(f"{card.code} is not in the deck for these rules", (card.code,))
        cards.append(card)
    return cards


def settle(
    players: Mapping[str, Iterable[Card | str] | None],
    pot: int = 0,
    rules: Rules | None = None,
    *,
    complete: bool = False,
) -> Settlement:
    """Who pays, who shares and what carries over, from the cards each player took (source 001, the plate).

    An empty pile (or ``None``) means the player took no trick: he pays nothing and receives nothing.
    Payers pay their tantos; the plate (``pot`` brought forward + payments) is split equally, rounded
    down, among players who took cards but no oros; the remainder stays; with nobody to share, everything
    stays (rules-decisions §14). Cards may be :class:`Card` objects or codes. ``rules`` default to
    ``Rules(players=len(players))``; with ``complete=True`` the piles must hold the whole deck.

    >>> s = settle({"Ana": ["1O", "10O", "12O", "4C"], "Bea": ["7C", "2C", "3C", "5C"], "Cris": []}, pot=2)
    >>> s.pays, s.pot, s.shares, s.carry_over
    ({'Ana': 21, 'Bea': 0, 'Cris': 0}, 23, {'Bea': 23}, 0)
    """
    rules = rules if rules is not None else Rules(players=len(players))
    if len(players) != rules.players:
        raise BadPlayers(f"{len(players)} piles given for {rules.players} players")
    if isinstance(pot, bool) or not isinstance(pot, int) or pot < 0:
        raise BadPot(f"the pot must be a whole number of coins, zero or more, not {pot!r}")
    in_play, pack = _in_play(rules), PACKS[rules.pack]
    taken = {name: _pile(items, in_play, pack) for name, items in players.items()}
    every = [card for cards in taken.values() for card in cards]
    check_cards(every)
    whole = len(every) == len(in_play)
    if complete and not whole:
        missing = tuple(c.code for c in deck(rules) if c not in every)
        raise IncompleteRound(f"{len(missing)} cards of the deck are in no pile", missing)
    pays = {name: tantos(cards) for name, cards in taken.items()}
    plate = pot + sum(pays.values())
    clean = [name for name, cards in taken.items() if cards and pays[name] == 0]
    share = plate // len(clean) if clean else 0
    shares = {name: share for name in clean}
    status = {
        name: "no_tricks" if not cards else ("pays" if pays[name] else "shares")
        for name, cards in taken.items()
    }
    return Settlement(pays, plate, shares, plate - share * len(clean), status, whole)


class TantosDoNotAddUp(errors.DoesNotAddUp, CiruloError):
    """Raised when the tantos of a full round do not make the oros' total (every oro is taken)."""

    code = "tantos_do_not_add_up"
    says = "the tantos add up to {total}, not {expected}"


class ImpossibleTantos(CiruloError):
    """Raised when a player's tantos are a sum no set of oros makes, or come without a trick."""

    code = "impossible_tantos"

    def __init__(self, player: str, tantos: int, reason: str) -> None:
        super().__init__(f"{player}: {tantos} tantos {reason}")
        self.player, self.tantos, self.reason = player, tantos, reason


def possible_tantos(rules: Rules = DEFAULT_RULES) -> frozenset[int]:
    """Every sum of tantos some set of the oros in play makes.

    >>> sorted(possible_tantos())[:4], max(possible_tantos())
    ([0, 1, 2, 3], 58)
    """
    return possible_sums(deck(rules), card_value)


def settle_tantos(
    paid: Mapping[str, int], took_trick: Mapping[str, bool], pot: int = 0, rules: Rules | None = None
) -> Settlement:
    """The plate after a full round told as each player's tantos and whether he took a trick, as a score
    sheet records it (source 001, the plate): the tantos of all make the oros' total, each is a sum some oros
    make, and tantos come only with a trick. Then as :func:`settle`; ``rules`` default to
    ``Rules(players=len(paid))``.

    >>> s = settle_tantos({"Ana": 58, "Bea": 0, "Cris": 0}, {"Ana": True, "Bea": True, "Cris": False}, pot=2,
    ...                   rules=Rules(players=3))
    >>> s.pays, s.pot, s.shares, s.carry_over, s.status["Cris"]
    ({'Ana': 58, 'Bea': 0, 'Cris': 0}, 60, {'Bea': 60}, 0, 'no_tricks')
    """
    rules = rules if rules is not None else Rules(players=len(paid))
    if len(paid) != rules.players or set(paid) != set(took_trick):
        raise BadPlayers(f"{len(paid)} players given for {rules.players}")
    if isinstance(pot, bool) or not isinstance(pot, int) or pot < 0:
        raise BadPot(f"the pot must be a whole number of coins, zero or more, not {pot!r}")
    possible = possible_tantos(rules)
    for name, value in paid.items():
        if value not in possible:
            raise ImpossibleTantos(name, value, "is no sum of oros")
        if value and not took_trick[name]:
            raise ImpossibleTantos(name, value, "without a trick")
    expected = oros_total(rules)
    if sum(paid.values()) != expected:
        raise TantosDoNotAddUp(sum(paid.values()), expected)
    if not any(took_trick.values()):
        raise ImpossibleTantos("", 0, "nobody took a trick")
    plate = pot + sum(paid.values())
    clean = [name for name in paid if took_trick[name] and paid[name] == 0]
    share = plate // len(clean) if clean else 0
    status = {name: "no_tricks" if not took_trick[name] else ("pays" if paid[name] else "shares") for name in paid}
    return Settlement(dict(paid), plate, {name: share for name in clean}, plate - share * len(clean), status, True)


# -- Tables for the rule pages ------------------------------------------------------------------------


def tantos_table(rules: Rules = DEFAULT_RULES) -> Table:
    """Every oro of the pack, highest first, and its tantos (rules-decisions §12); :func:`oros_total` gives
    the sum."""
    oros = tuple(c for c in reversed(PACKS[rules.pack].cards) if c.suit is Suit.OROS)
    return Table(
        columns=("card", "tantos"),
        rows=tuple((c, card_value(c)) for c in oros),
        caption="table.tantos",
    )


def deck_table(rules: Rules = DEFAULT_RULES) -> Table:
    """Cards removed, cards in play and hand size for every player count and both packs (source 001, the
    deal), equal cards set aside in the order ``rules`` give (rules-decisions §13).

    >>> [row[2] for row in deck_table(Rules(removal_order=("bastos", "copas", "espadas"))).rows if row[:2] == (3, 40)]
    [(1B,)]
    """
    order = rules.removal_order
    rows = []
    for players in PLAYERS:
        for pack in PACKS:
            rules = Rules(players=players, pack=pack, removal_order=order)
            rows.append((players, pack, removed_cards(rules), len(deck(rules)), hand_size(rules)))
    return Table(
        columns=("players", "pack", "removed", "cards_in_play", "hand_size"),
        rows=tuple(rows),
        caption="table.deck",
    )


def rank_order_table(rules: Rules = DEFAULT_RULES) -> Table:
    """The ranks from strongest to weakest, same in every suit, no trump (rules-decisions §12)."""
    return Table(
        columns=("position", "rank"),
        rows=tuple(enumerate(rank_order(rules), start=1)),
        caption="table.rank_order",
    )
