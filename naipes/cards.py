"""Cards, suits and decks for the Spanish pack and the Papayoo pack.

A card's code is its rank number followed by a suit letter: ``4B`` (cuatro de bastos),
``11O`` (caballo de oros), ``7H`` (seven of hearts), ``20P`` (Payoo 20). Letters are only
meaningful inside a deck (``C`` is copas in the Spanish pack and clubs in Papayoo), so
every deck parses its own codes. Input is case-insensitive; output is upper-case.

Names in Spanish or English are the site's business; the engine only knows codes.
"""

from __future__ import annotations

import re
import threading
import weakref
from collections.abc import Callable, Container, Iterable, MutableMapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from random import Random
from typing import TypeVar

from naipes import RulesError

T = TypeVar("T")


class CardError(RulesError):
    """Base class for every problem with card input; ``code`` names it for the API."""

    code = "invalid_card"

    def __init__(self, message: str, cards: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.cards = cards


class InvalidCardCode(CardError):
    """Raised when a text is not the code of any card of the deck's kind."""

    code = "unknown_card"


class CardNotInDeck(CardError):
    """Raised when a real card is not part of this game's deck (for this number of players)."""

    code = "card_not_in_deck"


class DuplicateCard(CardError):
    """Raised when the same card is given twice where each card can appear only once."""

    code = "duplicate_card"


def _all_in(distinct: set[Card], pack: Container[Card]) -> bool:
    """Every card of ``distinct`` in ``pack``: one set against the pack's set (a set, or a :class:`Deck`'s own),
    else card by card."""
    members = pack if isinstance(pack, frozenset | set) else getattr(pack, "_members", None)
    return distinct <= members if isinstance(members, frozenset | set) else all(card in pack for card in distinct)


def all_distinct_in(cards: Iterable[Card], pack: Container[Card] | None = None) -> bool:
    """No card twice and, when a ``pack`` is given, each in it: what :func:`check_cards` checks, told without
    raising (a caller that words its faults itself writes the words only for a fault).

    >>> all_distinct_in(SPANISH_40.parse("1O 2O"), SPANISH_40), all_distinct_in(SPANISH_40.parse("1O 1O", unique=False))
    (True, False)
    """
    cards = tuple(cards)
    distinct = set(cards)
    return len(distinct) == len(cards) and (pack is None or _all_in(distinct, pack))


def check_cards(cards: Iterable[Card], pack: Container[Card] | None = None, *, outside: str = "is not in this deck",
                twice: str = "is given twice") -> None:
    """Each card in ``pack`` (when one is given) and none twice: the first card, in the order given, that is not
    raises :class:`CardNotInDeck` ("<code> <outside>") or :class:`DuplicateCard` ("<code> <twice>").

    >>> check_cards(SPANISH_40.parse("1O 2O", unique=False) * 2)
    Traceback (most recent call last):
    ...
    naipes.cards.DuplicateCard: 1O is given twice
    """
    cards = tuple(cards)
    distinct = set(cards)
    if len(distinct) == len(cards) and (pack is None or _all_in(distinct, pack)):
        return  # the usual case, told at once (a set against the deck's set); the loop below finds the first fault
    seen: set[Card] = set()
    for card in cards:
        if pack is not None and card not in pack:
            raise CardNotInDeck(f"{card.code} {outside}", (card.code,))
        if card in seen:
            raise DuplicateCard(f"{card.code} {twice}", (card.code,))
        seen.add(card)


class Suit(Enum):
    """Every suit of both packs; the value is a language-neutral id."""

    OROS = "oros"
    COPAS = "copas"
    ESPADAS = "espadas"
    BASTOS = "bastos"
    SPADES = "spades"
    HEARTS = "hearts"
    CLUBS = "clubs"
    DIAMONDS = "diamonds"
    PAYOO = "payoo"

    @property
    def letter(self) -> str:
        """The letter used in card codes.

        >>> Suit.ESPADAS.letter, Suit.PAYOO.letter
        ('E', 'P')
        """
        return _LETTERS[self]

    @property
    def is_spanish(self) -> bool:
        return self in SPANISH_SUITS

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    # Each suit is one object, equal only to itself: hashed by identity, in C. Enum's own hash (of the name,
    # in Python) was a tenth of drawing a question, every card in a set or a dict asking it.
    __hash__ = object.__hash__


_LETTERS = {
    Suit.OROS: "O", Suit.COPAS: "C", Suit.ESPADAS: "E", Suit.BASTOS: "B",
    Suit.SPADES: "S", Suit.HEARTS: "H", Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.PAYOO: "P",
}

SPANISH_SUITS: tuple[Suit, ...] = (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
PAPAYOO_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.PAYOO)

# Ranks of the Spanish pack: 10 sota, 11 caballo, 12 rey (8 and 9 only in the 48-card pack).
SOTA, CABALLO, REY = 10, 11, 12
SPANISH_RANKS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
SPANISH_48_RANKS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)
FIGURES: tuple[int, ...] = (SOTA, CABALLO, REY)


@dataclass(frozen=True, slots=True, init=False, eq=False, weakref_slot=True)
class Card:
    """One card. Its ``repr`` is its code, so lists of cards print as the notation.

    There is one object per card: ``Card(rank, suit)`` gives the same object each time (as a suit is one
    object), so a card is equal only to itself and hashed by identity, in C. Cards are hashed and compared
    for every card in a set, a dict or a hand played out, and the value hash and equality a dataclass writes
    (a tuple built in Python each time) were a tenth of drawing a question. Copies and pickles give the one
    object back.

    >>> Card(4, Suit.BASTOS) is SPANISH_40.parse_one("4B"), Card(4, Suit.BASTOS) == Card(4, Suit.COPAS)
    (True, False)
    """

    rank: int
    suit: Suit

    def __new__(cls, rank: int, suit: Suit) -> Card:
        card = _CARDS.get((rank, suit))
        return card if card is not None else _new_card(cls, rank, suit)

    def __reduce__(self) -> tuple:
        return Card, (self.rank, self.suit)

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict) -> Card:
        return self

    @property
    def code(self) -> str:
        """The card's code.

        >>> Card(11, Suit.OROS).code
        '11O'
        """
        return _CODES.get(self) or f"{self.rank}{self.suit.letter}"

    @property
    def is_figure(self) -> bool:
        """Sota, caballo or rey of the Spanish pack."""
        return self.suit.is_spanish and self.rank in FIGURES

    def __repr__(self) -> str:
        return self.code

    def __str__(self) -> str:
        return self.code


_CARDS: dict[tuple[int, Suit], Card] = {}
"""Every card of a usual rank (0 to 99), made once, kept for good: at most 900."""
_OTHER_CARDS: weakref.WeakValueDictionary[tuple[int, Suit], Card] = weakref.WeakValueDictionary()
"""Any other card (a rank typed in a search, say), one object while it lives: never a store that grows."""
_CARDS_LOCK = threading.Lock()
_CODES: dict[Card, str] = {}
"""The code of each card of :data:`_CARDS`, written once (a card's code is asked for every card shown)."""


def _new_card(cls: type[Card], rank: int, suit: Suit) -> Card:
    """The card's one object, made the first time (under a lock, so two threads never make two)."""
    key = (rank, suit)
    usual = type(rank) is int and 0 <= rank <= 99
    with _CARDS_LOCK:
        store: MutableMapping[tuple[int, Suit], Card] = _CARDS if usual else _OTHER_CARDS
        card = store.get(key)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            store[key] = card
            if usual:
                _CODES[card] = f"{rank}{suit.letter}"
        return card


# ASCII digits only: "２S" (a fullwidth two) is not a card code.
_CODE = re.compile(r"^\s*(\d{1,2})([A-Za-z])\s*$", re.ASCII)
_SPLIT = re.compile(r"[\s,;]+")


@dataclass(frozen=True)
class Deck:
    """An ordered set of cards that parses its own codes.

    >>> SPANISH_40.parse("1o 3c 12E")
    (1O, 3C, 12E)
    >>> len(SPANISH_40), len(PAPAYOO_60)
    (40, 60)
    """

    name: str
    cards: tuple[Card, ...]
    family: str
    """``"spanish"`` or ``"papayoo"``: which letters the codes use."""
    _members: frozenset[Card] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Membership is asked for every card played; build the set once, not per call.
        object.__setattr__(self, "_members", frozenset(self.cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self._members

    def parse_one(self, code: str) -> Card:
        """The card of this deck written ``code``.

        >>> PAPAYOO_60.parse_one("20p")
        20P
        >>> SPANISH_40.parse_one("8O")
        Traceback (most recent call last):
        ...
        naipes.cards.CardNotInDeck: 8O is not in this deck
        """
        card = parse_card(code, self.family)
        if card not in self._members:
            raise CardNotInDeck(f"{card.code} is not in this deck", (card.code,))
        return card

    def parse(self, text: str | Iterable[str], *, unique: bool = True) -> tuple[Card, ...]:
        """Several cards, from a string (spaces or commas between codes) or a list of codes.

        With ``unique`` a card given twice raises :class:`DuplicateCard`.
        """
        codes = [c for c in _SPLIT.split(text) if c] if isinstance(text, str) else list(text)
        cards = tuple(self.parse_one(code) for code in codes)
        if unique:
            check_cards(cards)
        return cards

    def without(self, removed: Iterable[Card], name: str | None = None) -> Deck:
        """This deck less some cards, keeping the order."""
        gone = set(removed)
        return Deck(name or self.name, tuple(c for c in self.cards if c not in gone), self.family)

    def only(self, keep: Callable[[Card], bool], name: str | None = None) -> Deck:
        """The cards of this deck for which ``keep`` is true, in order."""
        return Deck(name or self.name, tuple(c for c in self.cards if keep(c)), self.family)

    def shuffled(self, rng: Random) -> list[Card]:
        """A new shuffled list of the cards; the caller's ``rng`` makes it repeatable."""
        cards = list(self.cards)
        shuffle(cards, rng)
        return cards


def shuffle(items: list, rng: Random) -> None:
    """``rng.shuffle(items)``: the same order from the same state of ``rng``, leaving it in the same state after.

    A drill deals a whole pack for every question it tries (about nine for one Tute trick), and a shuffle
    was a third of that. This is Python's own shuffle (Fisher-Yates, each index drawn from the fewest random
    bits that hold it, drawn again when too large) with the bit drawing written inline rather than a method
    call per card. Another kind of generator (one that overrides how it draws) shuffles itself.

    >>> mine, theirs = list(range(40)), list(range(40))
    >>> shuffle(mine, Random(7)); Random(7).shuffle(theirs); mine == theirs
    True
    """
    if type(rng) is not Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        below = i + 1
        bits = below.bit_length()
        j = getrandbits(bits)
        while j >= below:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def choose(items: Sequence[T], rng: Random) -> T:
    """``rng.choice(items)``: the same item from the same state of ``rng``, leaving it in the same state after.

    A drill plays out a trick a card at a time for every deal it tries; this is Python's own choice (the index
    drawn from the fewest random bits that hold it, drawn again when too large) written inline rather than two
    method calls per card. Another kind of generator chooses itself.

    >>> mine, theirs = Random(3), Random(3)
    >>> [choose("abcde", mine) for _ in range(20)] == [theirs.choice("abcde") for _ in range(20)]
    True
    """
    if type(rng) is not Random:
        return rng.choice(items)
    n = len(items)
    if not n:
        raise IndexError("Cannot choose from an empty sequence")
    bits = n.bit_length()
    getrandbits = rng.getrandbits
    index = getrandbits(bits)
    while index >= n:
        index = getrandbits(bits)
    return items[index]


def parse_card(code: str, family: str = "spanish") -> Card:
    """Parse a code against a family of packs (``spanish`` includes 8 and 9, for the 48-card pack).

    Each code is read once (a pure function of two strings; a drill reads the same few codes for every option
    of every question it explains); a code that is no card raises each time.

    >>> parse_card("12c"), parse_card("12c", "papayoo")
    Traceback (most recent call last):
    ...
    naipes.cards.InvalidCardCode: 12C is not a card
    >>> parse_card("10c", "papayoo").suit
    Suit.CLUBS
    """
    if not isinstance(code, str):
        raise InvalidCardCode(f"{code!r} is not a card", (str(code),))
    return _parse_card(code, family)


@lru_cache(maxsize=2048)
def _parse_card(code: str, family: str) -> Card:
    match = _CODE.match(code)
    shown = code.strip().upper()[:12]
    if not match:
        raise InvalidCardCode(f"{shown} is not a card", (shown,))
    rank, letter = int(match.group(1)), match.group(2).upper()
    suits = SPANISH_SUITS if family == "spanish" else PAPAYOO_SUITS
    suit = next((s for s in suits if s.letter == letter), None)
    if suit is None:
        raise InvalidCardCode(f"{shown} is not a card", (shown,))
    if suit.is_spanish:
        valid = rank in SPANISH_48_RANKS
    elif suit is Suit.PAYOO:
        valid = 1 <= rank <= 20
    else:
        valid = 1 <= rank <= 10
    if not valid:
        raise InvalidCardCode(f"{shown} is not a card", (shown,))
    return Card(rank, suit)


def codes(cards: Iterable[Card]) -> list[str]:
    """The codes of some cards, as the API prints them."""
    return [c.code for c in cards]


def possible_sums(cards: Iterable[Card], value: Callable[[Card], int]) -> frozenset[int]:
    """Every total that some set of ``cards`` is worth, each card counted by ``value`` (none: 0): what a pile
    taken in play can hold, so a score written down that no pile makes is refused.

    >>> sorted(possible_sums(SPANISH_40.parse("1O 2O 3O"), lambda c: c.rank))
    [0, 1, 2, 3, 4, 5, 6]
    """
    sums = {0}
    for card in cards:
        if worth := value(card):
            sums |= {s + worth for s in sums}
    return frozenset(sums)


SPANISH_40 = Deck("spanish-40", tuple(Card(r, s) for s in SPANISH_SUITS for r in SPANISH_RANKS), "spanish")
SPANISH_48 = Deck("spanish-48", tuple(Card(r, s) for s in SPANISH_SUITS for r in SPANISH_48_RANKS), "spanish")
PAPAYOO_60 = Deck(
    "papayoo-60",
    tuple(Card(r, s) for s in PAPAYOO_SUITS[:4] for r in range(1, 11))
    + tuple(Card(r, Suit.PAYOO) for r in range(1, 21)),
    "papayoo",
)


@dataclass(frozen=True)
class Deal:
    """The hands as dealt, seat 0 first, for the games whose deal is nothing more (no muestra).

    ``stock`` holds the cards left undealt (La Docena's pack for the dejo); ``state`` is the game state
    at the first trick, none in these games (see :mod:`naipes`).
    """

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()
    state: None = None


def deal(cards: Iterable[Card], players: int, hand_size: int | None = None) -> list[list[Card]]:
    """Deal already-shuffled cards one at a time round the table.

    Without ``hand_size`` every card is dealt, and the count must divide evenly.

    >>> deal(SPANISH_40.parse("1O 2O 3O 4O"), 2)
    [[1O, 3O], [2O, 4O]]
    """
    pack = list(cards)
    size = hand_size if hand_size is not None else len(pack) // players
    if hand_size is None and len(pack) % players:
        raise ValueError(f"{len(pack)} cards do not deal evenly to {players} players")
    hands: list[list[Card]] = [[] for _ in range(players)]
    for i in range(size * players):
        hands[i % players].append(pack[i])
    return hands
