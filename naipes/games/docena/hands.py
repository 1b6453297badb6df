"""Reading a La Docena hand: the best rung its cards make, and what the mala stands for.

A hand of two or three cards counts its best rung, a pinta of two of its cards included; with no
combination it is rung 23, "nada" (docs/rules-decisions.md §23). The mala may be any number but always stays
an oro (source 004, the pack and card values), so:

- it completes any callá (two of a number + the mala);
- it joins a flor only with two oros: as itself in the named Flores de 28, 27 and 26½, else as the
  3 de oros (the derived flores of rules-decisions §25, and "mala + two oro figures", Flor de 23);
- with one oro it plays the missing card of the best pinta (source 004, the combination ladder): with
  the 3 de oros Veintiséis, with the rey de oros a second rey (23½), with the 2, the as, the caballo or
  the sota de oros the 3 de oros (25, 24 — not 22½ —, 23, 23);
- with a card of another suit it makes only rey + mala (23½) and as + mala (22½).

Facts: source 004, the combination ladder; readings: rules-decisions §23 and §25.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from naipes.cards import CABALLO, REY, SOTA, Card, DuplicateCard, Suit
from naipes.games.docena.ladder import Rung, rung
from naipes.games.docena.rules import CALLA_NUMBERS, MALA, NADA, SINGLE_CARD_ORDER, DocenaError, parse_hand


@dataclass(frozen=True)
class HandRank:
    """Where a hand sits on the ladder, and which of its cards put it there."""

    rank: int
    """1-22 for a combination, 23 for nada."""
    kind: str
    key: str
    """The rung's key, for the lexicon (``rung.<key>``)."""
    form: str
    """Which way of making the rung (``form.<form>`` in the lexicon)."""
    cards: tuple[Card, ...]
    """The cards of the combination in hand order; for nada every card, strongest first."""
    mala_as: Card | None
    """What the mala stands for (always an oro); ``MALA`` itself in Flor de 28, 27 and 26½; ``None``
    when the combination does not use the mala. It may equal a card of the hand (the mala with the
    3 de oros is a second 3 de oros)."""
    figures: tuple[int, ...]
    """Ranks of the figures in the combination (a mala standing for one included), highest first."""

    @property
    def rung(self) -> Rung:
        return rung(self.rank)


_OROS_3 = Card(3, Suit.OROS)
_CLASS = {3: "3", 2: "2", 1: "as", REY: "fig", CABALLO: "fig", SOTA: "fig"}
_FIVE = MALA.rank  # the mala is the only 5 of the pack: comparing ranks is the cheap test

_STRENGTH = {rank: 10 - i for i, rank in enumerate(SINGLE_CARD_ORDER)} | {3: 12}
MALA_STRENGTH = 11
"""The mala in a single-card comparison: a 3 de oros that a natural 3 beats (rules-decisions §23)."""
NATURAL_THREE_STRENGTH = _STRENGTH[3]

_Candidate = tuple[int, str, tuple[Card, ...], "Card | None"]

# Sorted classes of two cards of one suit (no mala) -> (rank, form), source 004, the combination ladder.
_SUITED_PINTAS: dict[tuple[str, ...], tuple[int, str]] = {
    ("2", "3"): (15, "3_2"), ("3", "as"): (16, "3_as"), ("2", "as"): (18, "2_as"), ("3", "fig"): (18, "3_fig"),
    ("2", "fig"): (20, "2_fig"), ("as", "fig"): (21, "as_fig"), ("fig", "fig"): (22, "fig_fig"),
}
# The mala with an oro: it plays as the missing card of the best pinta (source 004, the combination ladder).
_MALA_PINTAS: dict[int, tuple[int, str, Card]] = {
    3: (14, "mala_3", _OROS_3), 2: (15, "mala_2", _OROS_3), 1: (16, "mala_as_oros", _OROS_3),
    REY: (17, "rey_mala", Card(REY, Suit.OROS)),
    CABALLO: (18, "mala_fig_oros", _OROS_3), SOTA: (18, "mala_fig_oros", _OROS_3),
}
# Three cards of one suit (no mala). ("2", "fig", "fig") is absent: the source lists no such flor.
_SUITED_FLORES: dict[tuple[str, ...], tuple[int, str]] = {
    ("2", "3", "as"): (8, "3_2_as"), ("2", "3", "fig"): (9, "3_2_fig"), ("3", "as", "fig"): (10, "3_as_fig"),
    ("2", "as", "fig"): (11, "2_as_fig"), ("3", "fig", "fig"): (11, "3_fig_fig"),
    ("as", "fig", "fig"): (12, "as_fig_fig"), ("fig", "fig", "fig"): (13, "fig_fig_fig"),
}
# The mala with two oros: the named flores 5-7 (the mala as itself), else the mala as the 3 de oros.
_MALA_FLORES: dict[tuple[str, ...], tuple[int, str, Card]] = {
    ("2", "3"): (5, "mala_3_2", MALA), ("3", "as"): (6, "mala_3_as", MALA), ("3", "fig"): (7, "mala_3_fig", MALA),
    ("2", "as"): (8, "mala_2_as", _OROS_3), ("2", "fig"): (9, "mala_2_fig", _OROS_3),
    ("as", "fig"): (10, "mala_as_fig", _OROS_3), ("fig", "fig"): (11, "mala_fig_fig", _OROS_3),
}


def _pinta(x: Card, y: Card) -> _Candidate | None:
    if y.rank == _FIVE:
        x, y = y, x
    if x.rank == _FIVE:
        if y.suit is Suit.OROS:
            rank, form, stands = _MALA_PINTAS[y.rank]
            return rank, form, (x, y), stands
        if y.rank == REY:  # with a non-oro card only the two listed pairs exist
            return 17, "rey_mala", (x, y), Card(REY, Suit.OROS)
        if y.rank == 1:
            return 19, "as_mala", (x, y), Card(1, Suit.OROS)
        return None
    if x.rank == y.rank == REY:
        return 17, "rey_rey", (x, y), None
    if x.rank == y.rank == 1:
        return 19, "as_as", (x, y), None
    found = _SUITED_PINTAS.get(tuple(sorted((_CLASS[x.rank], _CLASS[y.rank])))) if x.suit is y.suit else None
    return None if found is None else (*found, (x, y), None)


def _three(cards: tuple[Card, ...]) -> list[_Candidate]:
    found: list[_Candidate] = []
    others = [c for c in cards if c.rank != _FIVE]
    numbers = {c.rank for c in others}
    if len(numbers) == 1 and (number := numbers.pop()) in CALLA_NUMBERS:
        has_mala = len(others) == 2
        found.append((CALLA_NUMBERS.index(number) + 1, "pair_mala" if has_mala else "three", cards,
                      Card(number, Suit.OROS) if has_mala else None))
    classes = tuple(sorted(_CLASS[c.rank] for c in others))
    if len(others) == 2 and all(c.suit is Suit.OROS for c in others):
        found.append((*_MALA_FLORES[classes][:2], cards, _MALA_FLORES[classes][2]))
    elif len(others) == 3 and len({c.suit for c in others}) == 1 and classes in _SUITED_FLORES:
        found.append((*_SUITED_FLORES[classes], cards, None))
    return found


def _figures(cards: tuple[Card, ...], mala_as: Card | None) -> tuple[int, ...]:
    ranks = ((mala_as.rank if c.rank == _FIVE and mala_as else c.rank) for c in cards)
    return tuple(sorted((r for r in ranks if _CLASS.get(r) == "fig"), reverse=True))


def strength(card: Card) -> int:
    """A card's strength when "nada" hands compare single cards: 3 > mala > 2 > as > rey > caballo > sota."""
    return MALA_STRENGTH if card.rank == _FIVE else _STRENGTH[card.rank]


def _nada(hand: tuple[Card, ...]) -> HandRank:
    """Rung 23: every card, strongest first; the mala counts as a 3 de oros (rules-decisions §23)."""
    return HandRank(NADA, "nada", "nada", "high_card", tuple(sorted(hand, key=strength, reverse=True)),
                    _OROS_3 if MALA in hand else None, ())


def rank_cards(hand: tuple[Card, ...]) -> HandRank:
    """The best reading of 1-3 distinct cards already checked against the pack."""
    candidates = [p for x, y in combinations(hand, 2) if (p := _pinta(x, y))]
    if len(hand) == 3:
        candidates += _three(hand)
    if not candidates:
        return _nada(hand)
    if len(candidates) > 1:
        candidates.sort(key=lambda c: (c[0], [-f for f in _figures(c[2], c[3])]))
    rank, form, cards, mala_as = candidates[0]
    found = rung(rank)
    return HandRank(rank, found.kind, found.key, form, cards, mala_as, _figures(cards, mala_as))


def hand_rank(cards: Iterable[Card] | str) -> HandRank:
    """The best rung a hand of 1-3 cards makes (one card is always nada).

    ``mala_as`` is the card the mala stands for in the best reading: ``None`` when the combination
    does not use it; ``MALA`` itself in Flor de 28, 27 and 26½ (named hands, no substitution); the
    3 de oros in a nada hand (rules-decisions §23).

    >>> r = hand_rank("12C 12E 5O")
    >>> r.rank, r.key, r.form, r.mala_as
    (2, 'calla_reyes', 'pair_mala', 12O)
    >>> hand_rank("5O 12O 11O").key, hand_rank("5O 1E").rank, hand_rank("3C 1E 12B").kind
    ('flor_23', 19, 'nada')
    """
    return _kept(_hand_rank, cards)


@lru_cache(maxsize=4096)
def _hand_rank(cards: tuple) -> HandRank:
    """:func:`hand_rank` per hand: a drill judging each option of the ladder asks it of one hand each time."""
    return rank_cards(parse_hand(cards))


def best_use_of_mala(other_cards: Iterable[Card] | str) -> HandRank:
    """The best hand the mala makes with one or two other cards; its ``mala_as`` says what it stands for.

    >>> use = best_use_of_mala("2O 1O")
    >>> use.mala_as, use.key, use.form
    (3O, 'flor_26', 'mala_2_as')
    >>> best_use_of_mala("12C").mala_as
    12O
    """
    return _kept(_best_use_of_mala, other_cards)


def _kept(reader, other_cards, *args):
    """``reader`` (an ``lru_cache``) asked of a hand as a tuple; a hand that cannot be a key (a tuple holding a
    list) is read without the cache, and gets the same error it always did."""
    hand = other_cards if isinstance(other_cards, tuple) else parse_hand(other_cards)
    try:
        return reader(hand, *args)
    except TypeError:
        return reader.__wrapped__(hand, *args)


@lru_cache(maxsize=4096)
def _best_use_of_mala(other_cards: tuple) -> HandRank:
    """:func:`best_use_of_mala`, kept per hand: a drill asks it of the same few hundred hands again and again
    (a hand is a tuple, hashable; an error is raised again each time, never kept)."""
    others = parse_hand(other_cards)
    if MALA in others:
        raise DuplicateCard("the mala is already among the other cards", (MALA.code,))
    return rank_cards(parse_hand(others + (MALA,)))


MALA_READINGS: tuple[Card, ...] = tuple(Card(r, Suit.OROS) for r in (3, 2, 1, REY, CABALLO, SOTA)) + (MALA,)
"""What the mala may be asked to stand for: a 3, 2, as, rey, caballo or sota of oros, or itself."""

_ITSELF_FORMS = frozenset({"mala_3_2", "mala_3_as", "mala_3_fig", "mala_3"})
"""The combinations source 004 lists that no number of oros makes: the Flores de 28, 27 and 26½ and
Veintiséis (two 3s make no pinta); there the mala counts as itself (rules-decisions §46)."""


def _same_number_allowed(candidate: _Candidate) -> bool:
    """Two cards of one number (a second copy of a held card among them) combine only in a callá or as
    two reyes or two ases: pairs of 3s, 2s or figures and flores with a number twice are no combination."""
    rank, form, cards, _ = candidate
    return len({c.rank for c in cards}) == len(cards) or rung(rank).kind == "calla" or form in ("rey_rey", "as_as")


def hand_with_mala_as(other_cards: Iterable[Card] | str, reading: Card) -> HandRank:
    """The best hand the mala makes with one or two other cards when it must stand for ``reading``.

    ``reading`` is one of :data:`MALA_READINGS`: a number of oros, which may be a card the hand holds (the
    mala is then a second one: the third 2 of a callá beside the 2 de oros, a second 3 de oros that with the
    3 de oros makes Veintiséis), or ``MALA`` itself, which makes only the Flores de 28, 27 and 26½ and
    Veintiséis. The combinations of the other cards alone count whatever the mala stands for. The best
    reading over :data:`MALA_READINGS` is :func:`best_use_of_mala`'s hand (rules-decisions §46).

    >>> hand_with_mala_as("3O", MALA).key, hand_with_mala_as("3O", Card(3, Suit.OROS)).key
    ('veintiseis', 'veintiseis')
    >>> hand_with_mala_as("3O 2O", Card(3, Suit.OROS)).key, hand_with_mala_as("12C", MALA).key
    ('veintiseis', 'nada')
    >>> hand_with_mala_as("2O 1O", Card(2, Suit.OROS)).key
    'veintitres'
    """
    if reading not in MALA_READINGS:
        raise DocenaError(f"the mala stands for a 3, 2, as or figure of oros, or itself, not {reading}")
    return _kept(_hand_with_mala_as, other_cards, reading)


@lru_cache(maxsize=16384)
def _hand_with_mala_as(other_cards: tuple, reading: Card) -> HandRank:
    """:func:`hand_with_mala_as`, kept per hand and reading (a drill explaining its answer asks every reading of
    the same hands again and again); an error is raised again each time, never kept."""
    others = parse_hand(other_cards)
    if MALA in others:
        raise DuplicateCard("the mala is already among the other cards", (MALA.code,))
    hand = parse_hand(others + (MALA,))
    found: list[_Candidate] = []
    for candidate in [p for x, y in combinations(hand, 2) if (p := _pinta(x, y))] + (_three(hand) if len(hand) == 3 else []):
        rank, form, cards, stands = candidate
        if MALA not in cards:
            found.append(candidate)
        elif reading == MALA and form in _ITSELF_FORMS:
            found.append((rank, form, cards, MALA))
        elif stands == reading:
            found.append(candidate)
    if reading != MALA:
        # The mala as a plain card of that number: what the hand would make with that card (a second copy
        # of a held one included), the mala shown in its place.
        played = others + (reading,)
        mala_at = len(others)
        plain: list[tuple[_Candidate, tuple[int, ...]]] = [
            (p, (i, j)) for i, j in combinations(range(len(played)), 2) if (p := _pinta(played[i], played[j]))]
        if len(played) == 3:
            plain += [(p, (0, 1, 2)) for p in _three(played)]
        for (rank, form, cards, _), places in plain:
            if mala_at in places and _same_number_allowed((rank, form, cards, None)):
                found.append((rank, form, tuple(hand[i] for i in places), reading))
    if not found:
        return _nada(hand)
    found.sort(key=lambda c: (c[0], [-f for f in _figures(c[2], c[3])]))
    rank, form, cards, mala_as = found[0]
    step = rung(rank)
    return HandRank(rank, step.kind, step.key, form, cards, mala_as, _figures(cards, mala_as))
