"""Paulo: trumps, the full order of the cards for each muestra, trick winners and legal plays.

Readings: docs/rules-decisions.md §2 (Andorra before Tuerto), §3 (mijillas), §6 (the mirlo) and §8
(trumping at will, the Paulo never forced). The muestra is passed as an explicit argument: a suit, its letter (``"C"``), its
name (``"copas"``) or the muestra card itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from naipes.cards import SPANISH_48, SPANISH_SUITS, Card, Suit, all_distinct_in, check_cards, parse_card
from naipes.games.paulo.rules import (
    DEFAULT_RULES,
    HAND_SIZE,
    PAULO,
    TUERTO,
    Muestra,
    PauloError,
    Rules,
    State,
    deck,
    suits,
)
from naipes.tables import Table, Term
from naipes.tricks import Verdict, WrongNumberOfCards, win_reason, winner_by

PLAIN_ORDER: tuple[int, ...] = (12, 11, 10, 1, 7, 6, 5, 4, 3, 2)
"""Ranks of a suit that is not the muestra, highest first (source slots 13 to 22)."""

# Source value table, slots 01-12: (source number, slot name, the fixed card or a rank of the muestra).
TRUMP_SLOTS: tuple[tuple[int, str, Card | int], ...] = (
    (1, "paulo", PAULO),
    (2, "andorra", 3),
    (3, "tuerto", TUERTO),
    (4, "malilla", 2),
    (5, "rey", 12),
    (6, "caballo", 11),
    (7, "sota", 10),
    (8, "as", 1),
    (9, "mijilla", 7),
    (10, "mijilla", 6),
    (11, "mijilla", 5),
    (12, "mijilla", 4),
)
SLOT_NAMES: tuple[str, ...] = ("paulo", "andorra", "tuerto", "malilla", "rey", "caballo", "sota", "as", "mijilla")

NICKNAMES: dict[Card, str] = {
    PAULO: "paulo",
    TUERTO: "tuerto",
    Card(12, Suit.COPAS): "mirlo",
    Card(11, Suit.BASTOS): "buitre",
    Card(10, Suit.OROS): "mingui",
    Card(1, Suit.OROS): "naveta",
}
"""Folk names of single cards. Only the Paulo and the Tuerto have powers; the others are labels
(rules-decisions §3, §6)."""


class UnknownMuestra(PauloError):
    """Raised when the muestra is not a suit of the deck used by this number of players."""

    code = "unknown_muestra"


_EVERY_SUIT = Rules(players=8)
"""The 40-card deck: without rules, any suit of the Spanish pack may be the muestra."""


def muestra_suit(muestra: Muestra, rules: Rules = DEFAULT_RULES) -> Suit:
    """The trump suit named by ``muestra`` (a suit, a letter, a suit name or a card).

    >>> muestra_suit("c", Rules(players=8)), muestra_suit("7O"), muestra_suit("bastos")
    (Suit.COPAS, Suit.OROS, Suit.BASTOS)
    >>> muestra_suit("E", Rules(players=6))
    Traceback (most recent call last):
    ...
    naipes.games.paulo.order.UnknownMuestra: espadas are not in the 6-player deck
    """
    suit: Suit | None = None
    if isinstance(muestra, Suit):
        suit = muestra
    elif isinstance(muestra, Card):
        suit = muestra.suit
    elif isinstance(muestra, str):
        text = muestra.strip()
        by_name = {s.value: s for s in SPANISH_SUITS} | {s.letter: s for s in SPANISH_SUITS}
        suit = by_name.get(text.lower()) or by_name.get(text.upper())
        if suit is None and len(text) > 1 and text[0].isdigit():
            try:
                suit = parse_card(text).suit
            except ValueError:
                suit = None
    if suit is None:
        raise UnknownMuestra(f"{str(muestra)[:12]!r} is not a suit of the Spanish pack")
    if suit not in suits(rules):
        raise UnknownMuestra(f"{suit.value} are not in the {rules.players}-player deck")
    return suit


def is_trump(card: Card, muestra: Muestra) -> bool:
    """A card of the muestra suit, the Paulo (``4B``) or the Tuerto (``11O``), whatever the muestra.

    >>> from naipes.cards import SPANISH_40 as P
    >>> [is_trump(c, "C") for c in P.parse("4B 11O 7C 7B")]
    [True, True, True, False]
    """
    suit = muestra if isinstance(muestra, Suit) else muestra_suit(muestra, _EVERY_SUIT)
    # Asked for every card of every hand a drill plays out: a suit is one object, and the two named trumps are
    # told by rank and suit without calling Card's equality.
    rank = card.rank
    return (card.suit is suit or (rank == _PAULO_RANK and card.suit is _PAULO_SUIT)
            or (rank == _TUERTO_RANK and card.suit is _TUERTO_SUIT))


_PAULO_RANK, _PAULO_SUIT = PAULO.rank, PAULO.suit
_TUERTO_RANK, _TUERTO_SUIT = TUERTO.rank, TUERTO.suit


@dataclass(frozen=True)
class TrumpSlot:
    """One rung of the trump ladder: where it ranks, its source slot and its name (a lexicon key)."""

    position: int
    """1 = the highest trump."""
    slot: int
    """Number in the source value table (01-12); slot 06 is missing with oros, 12 with bastos."""
    name: str
    """One of ``SLOT_NAMES``: paulo, andorra, tuerto, malilla, rey, caballo, sota, as, mijilla."""
    card: Card


@dataclass(frozen=True)
class Ladder:
    """Every card of the deck in order for one muestra: the trumps, then each plain suit."""

    muestra: Suit
    players: int
    order: str
    trumps: tuple[Card, ...]
    """Highest first: 11 trumps with oros or bastos, 12 with copas or espadas."""
    suits: Mapping[Suit, tuple[Card, ...]]
    """The other cards by suit, highest first (the muestra suit is not a key)."""
    slots: tuple[TrumpSlot, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        """All cards: trumps first, then the plain suits one after the other."""
        return self.trumps + tuple(c for cards in self.suits.values() for c in cards)

    def to_dict(self) -> dict[str, object]:
        """Plain data in card codes, as the API returns it."""
        return {
            "muestra": self.muestra.letter,
            "players": self.players,
            "order": self.order,
            "trumps": [c.code for c in self.trumps],
            "suits": {s.letter: [c.code for c in cards] for s, cards in self.suits.items()},
            "slots": [{"position": s.position, "slot": s.slot, "name": s.name, "card": s.card.code}
                      for s in self.slots],
        }


def ladder(muestra: Muestra, rules: Rules = DEFAULT_RULES) -> Ladder:
    """The complete order of the deck for a muestra (source 000, the card order (per muestra)).

    >>> ladder("O", Rules(players=8)).trumps
    (4B, 3O, 11O, 2O, 12O, 10O, 1O, 7O, 6O, 5O, 4O)
    >>> ladder("B", Rules(players=8, order="durcal")).trumps[:4]
    (4B, 11O, 3B, 2B)
    >>> ladder("C", Rules(players=8)).suits[Suit.OROS]
    (12O, 10O, 1O, 7O, 6O, 5O, 4O, 3O, 2O)
    """
    return _ladder(muestra_suit(muestra, rules), rules)


@cache
def _ladder(suit: Suit, rules: Rules) -> Ladder:
    slots: list[tuple[int, str, Card]] = []
    for number, name, what in TRUMP_SLOTS:
        card = what if isinstance(what, Card) else Card(what, suit)
        # 11O is the Tuerto with oros and 4B is the Paulo with bastos: those slots stay empty.
        if isinstance(what, int) and card in (PAULO, TUERTO):
            continue
        slots.append((number, name, card))
    if rules.order == "durcal":
        slots[1], slots[2] = slots[2], slots[1]
    trumps = tuple(card for _, _, card in slots)
    plain = {
        s: tuple(c for r in PLAIN_ORDER if (c := Card(r, s)) not in (PAULO, TUERTO))
        for s in suits(rules) if s is not suit
    }
    return Ladder(
        muestra=suit,
        players=rules.players,
        order=rules.order,
        trumps=trumps,
        suits=MappingProxyType(plain),
        slots=tuple(TrumpSlot(i + 1, number, name, card) for i, (number, name, card) in enumerate(slots)),
    )


@cache
def _strength(suit: Suit, rules: Rules) -> dict[Card, tuple[int, int]]:
    """(tier, height): tier 2 for trumps, 1 for a plain card; higher height wins inside the tier."""
    lad = _ladder(suit, rules)
    out = {c: (2, len(lad.trumps) - i) for i, c in enumerate(lad.trumps)}
    for cards in lad.suits.values():
        out.update({c: (1, len(cards) - i) for i, c in enumerate(cards)})
    return out


def _check(cards: Sequence[Card], rules: Rules, what: str) -> None:
    pack = deck(rules)
    if all_distinct_in(cards, pack):  # the usual case, told without writing the messages of a fault
        return
    check_cards(cards, pack, outside=f"is not in the {rules.players}-player deck", twice=f"is given twice in the {what}")


def _led(trick: Sequence[Card], suit: Suit) -> Suit | None:
    """The suit to follow; None when the led card is a trump (then trumps must follow)."""
    return None if is_trump(trick[0], suit) else trick[0].suit


def trick_winner(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: State) -> int:
    """Index of the card that takes the trick so far (led card first).

    The highest trump wins; with no trump, the highest card of the suit led. Cards of other
    suits never win (source 000, the card order (trick winner)).

    >>> from naipes.cards import SPANISH_40 as P
    >>> trick_winner(P.parse("7C 12C 2O 11O"), Rules(players=8), state=State("O"))
    3
    >>> trick_winner(P.parse("5E 1E 12C 4B"), Rules(players=8), state=State("C"))
    3
    """
    if not 1 <= len(trick) <= rules.players:
        raise WrongNumberOfCards(f"a trick holds 1 to {rules.players} cards, not {len(trick)}")
    _check(trick, rules, "trick")
    suit = muestra_suit(state.muestra, rules)
    strength, led = _strength(suit, rules), _led(trick, suit)
    return winner_by(
        trick, key=lambda c: strength[c] if strength[c][0] == 2 or c.suit == led else (0, 0)
    )


def trick_winner_reason(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: State) -> str:
    """Why the winning card wins: ``"highest_trump"`` or ``"highest_of_suit_led"``.

    >>> from naipes.cards import SPANISH_40 as P
    >>> trick_winner_reason(P.parse("5O 1O 12O 3O"), Rules(players=4), state=State("B"))
    'highest_of_suit_led'
    """
    suit = muestra_suit(state.muestra, rules)
    return win_reason(trick, trick_winner(trick, rules, state=state), lambda card: is_trump(card, suit))


def _checked_turn(hand: Sequence[Card], trick: Sequence[Card], rules: Rules, state: State) -> Suit:
    """The trump suit of a turn to play ``hand`` onto ``trick``, once both are checked: a turn left at the table,
    a hand of at most :data:`HAND_SIZE` cards, every card of the deck and none twice."""
    if not 0 <= len(trick) < rules.players:
        raise WrongNumberOfCards(f"{len(trick)} cards on the table leave no turn to play")
    if len(hand) > HAND_SIZE:
        raise WrongNumberOfCards(f"a Paulo hand holds at most {HAND_SIZE} cards, not {len(hand)}")
    _check(tuple(hand) + tuple(trick), rules, "hand and trick")
    return muestra_suit(state.muestra, rules)


def judge_plays(
    hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: State
) -> dict[Card, Verdict]:
    """A verdict with a reason code for every card of ``hand``, given the cards already on ``trick``.

    Plain suit led: follow it or trump, at will (strict_follow: follow if you can, else trump, as without it:
    rules-decisions §45); with neither, any card. Trump led: play a trump. The Paulo is never forced out: a
    player whose only trump is the Paulo may play anything when a trump would be due. The Tuerto has no such privilege
    (source 000, legal play, rules-decisions §8).

    >>> from naipes.cards import SPANISH_40 as P
    >>> v = judge_plays(P.parse("4B 7B 3O"), P.parse("12O"), Rules(players=8), state=State("C"))
    >>> {c.code: (x.legal, x.reason) for c, x in v.items()}
    {'4B': (True, 'trump'), '7B': (False, 'must_follow_or_trump'), '3O': (True, 'follows_suit')}
    """
    suit = _checked_turn(hand, trick, rules, state)
    if not trick:
        return {c: Verdict(True, "leads") for c in hand}
    led = _led(trick, suit)
    trumps = [c for c in hand if is_trump(c, suit)]
    # The Paulo is never obliged: a hand whose only trump is the Paulo owes no trump (rules-decisions §8).
    owed_trumps = [c for c in trumps if c != PAULO]
    if led is None:
        return _answer_trump_lead(hand, suit, owed_trumps)
    following = [c for c in hand if c.suit == led and not is_trump(c, suit)]
    if following:
        return {c: _with_suit_in_hand(c, led, suit, rules) for c in hand}
    if not owed_trumps:
        free = "any_card_paulo_exempt" if trumps else "any_card_void"
        return {c: Verdict(True, "paulo_never_obliged" if c == PAULO else free) for c in hand}
    # "tuerto_obliged" only when the Tuerto is the one trump held: with the Paulo beside it, either may go.
    sole = "tuerto_obliged" if trumps == [TUERTO] else "trump_when_void"
    return {
        c: Verdict(True, sole if c == TUERTO else "trump_when_void") if is_trump(c, suit)
        else Verdict(False, "must_trump")
        for c in hand
    }


def _answer_trump_lead(hand: Sequence[Card], suit: Suit, owed: list[Card]) -> dict[Card, Verdict]:
    if not owed:
        has_paulo = PAULO in hand
        free = "any_card_paulo_exempt" if has_paulo else "any_card_no_trump"
        return {c: Verdict(True, "paulo_never_obliged" if c == PAULO else free) for c in hand}
    sole = "tuerto_obliged" if owed == [TUERTO] and PAULO not in hand else "follows_trump"
    return {
        c: Verdict(True, sole if c == TUERTO else "follows_trump") if is_trump(c, suit)
        else Verdict(False, "must_follow_trump")
        for c in hand
    }


def _with_suit_in_hand(card: Card, led: Suit, suit: Suit, rules: Rules) -> Verdict:
    if card.suit == led and not is_trump(card, suit):
        return Verdict(True, "follows_suit")
    if rules.strict_follow:
        return Verdict(False, "must_follow_suit")
    if is_trump(card, suit):
        return Verdict(True, "trump")
    return Verdict(False, "must_follow_or_trump")


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: State
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played now, in hand order; never empty for a non-empty hand.

    >>> from naipes.cards import SPANISH_40 as P
    >>> legal_plays(P.parse("4B 7O 3C"), P.parse("2B"), Rules(players=6), state=State("B"))
    (4B, 7O, 3C)
    >>> legal_plays(P.parse("11O 7O 3C"), P.parse("1C"), Rules(players=6, strict_follow=True), state=State("B"))
    (3C,)
    """
    # judge_plays' ruling without writing a verdict for every card: a drill deals and plays out a trick for each
    # deal it tries (tested against judge_plays).
    suit = _checked_turn(hand, trick, rules, state)
    if not trick:
        return tuple(hand)
    # Each card told by a set of the pack's cards (a card is one object, hashed in C), not a call per card.
    trumps_of = _trumps(suit)
    trumps = tuple(filter(trumps_of.__contains__, hand))
    owed = len(trumps) > (PAULO in trumps)  # a trump other than the Paulo: it alone owes nothing (§8)
    if trick[0] in trumps_of:  # a trump led
        return trumps if owed else tuple(hand)
    led = trick[0].suit
    following = tuple(filter(_plain(suit, led).__contains__, hand))
    if following:
        if rules.strict_follow:
            return following
        return tuple(filter(_plain_or_trump(suit, led).__contains__, hand))
    return trumps if owed else tuple(hand)


@cache
def _trumps(suit: Suit) -> frozenset[Card]:
    """Every card of the Spanish pack that is a trump under this muestra (:func:`is_trump`)."""
    return frozenset(c for c in SPANISH_48 if is_trump(c, suit))


@cache
def _plain(suit: Suit, led: Suit) -> frozenset[Card]:
    """The cards that follow ``led`` without being trumps under the muestra ``suit``."""
    return frozenset(c for c in SPANISH_48 if c.suit == led and not is_trump(c, suit))


@cache
def _plain_or_trump(suit: Suit, led: Suit) -> frozenset[Card]:
    return _plain(suit, led) | _trumps(suit)


REASONS: tuple[str, ...] = (
    "leads", "follows_suit", "trump", "trump_when_void", "follows_trump", "tuerto_obliged", "paulo_never_obliged",
    "any_card_void", "any_card_no_trump", "any_card_paulo_exempt",
    "must_follow_or_trump", "must_follow_suit", "must_trump", "must_follow_trump",
)
"""Every reason code :func:`judge_plays` can give (legal ones first)."""


def trump_slots_table() -> Table:
    """The generic trump ladder for a muestra suit X (source 000, the card order), default order.

    Columns: source slot, slot name, the card (``"3X"`` = the 3 of the muestra), when it is present.
    """
    rows = []
    for number, name, what in TRUMP_SLOTS:
        code = what.code if isinstance(what, Card) else f"{what}X"
        present = {6: "paulo.present.not_oros", 12: "paulo.present.not_bastos"}.get(number, "paulo.present.always")
        rows.append((number, Term(f"paulo.slot.{name}"), code, Term(present)))
    return Table(columns=("slot", "name", "card", "present"), rows=tuple(rows), caption="paulo.trump_slots")


def ladder_table(muestra: Muestra, rules: Rules = DEFAULT_RULES) -> Table:
    """One row per card of the deck for this muestra, highest trump first, then the plain suits.

    Columns: position in its group, the card, its group (``paulo.trumps`` or the suit), its slot name
    (trumps only) and its nickname, if any.
    """
    lad = ladder(muestra, rules)
    rows: list[tuple[object, ...]] = [
        (s.position, s.card, Term("paulo.trumps"), Term(f"paulo.slot.{s.name}"), _nick(s.card)) for s in lad.slots
    ]
    for suit, cards in lad.suits.items():
        rows += [(i + 1, c, Term(f"cards.suit.{suit.value}"), None, _nick(c)) for i, c in enumerate(cards)]
    return Table(
        columns=("position", "card", "group", "name", "nickname"),
        rows=tuple(rows),  # type: ignore[arg-type]
        caption="paulo.ladder",
    )


def _nick(card: Card) -> Term | None:
    name = NICKNAMES.get(card)
    return Term(f"paulo.nickname.{name}") if name in ("mirlo", "buitre", "mingui", "naveta") else None
