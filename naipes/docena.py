"""La Docena: hand ranking for the Spanish betting game whose wildcard is the 5 de oros, the "mala".

Rules pages: ``content/es/docena.md``, ``content/en/docena.md``. Facts: ``/work/shared/rules-facts.md``
§ 5 (La Docena) and § 7.4 (addenda, which override § 5).

A hand of two or three cards sits on a ladder of 22 rungs (:data:`LADDER`, 1 = best): four callás
(three of a number), nine flores (three of a suit) and nine pintas (two cards). A three-card hand
counts its best rung, a pinta of two of its cards included. A hand with no combination is rung 23,
"nada" (D-A1). Within a rung, figures decide (rey > caballo > sota); between two "nada" hands the
highest single card does, the mala counting as a 3 de oros that loses to a natural 3 (§ 7.4).
Anything else is a tie: :func:`compare` reports ``"tie"`` and :func:`showdown_winners` applies
``Rules.tie_rule`` for a seated showdown (default: the mano's side wins, § 7.4 / D-A2).

Hands are given as cards or as a string of codes (``"5O 3O 2O"``) and must come from the 25-card
pack; :func:`compare` and :func:`showdown_winners` also check them against ``deck(rules)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from naipes.cards import CABALLO, REY, SOTA, SPANISH_40, SPANISH_SUITS, Card, Deck, DuplicateCard, Suit
from naipes.tables import Table, Term
from naipes.tricks import Verdict, WrongNumberOfCards

MALA = Card(5, Suit.OROS)
"""The 5 de oros, the wildcard: any number the holder wants, always an oro (§ 5.1)."""

CARD_VALUES: dict[int, int] = {3: 13, 2: 12, 1: 11, REY: 10, CABALLO: 10, SOTA: 10}
"""Value of each rank for the totals in the names (§ 5.1; figures count 10, D-A3)."""

CALLA_NUMBERS: tuple[int, ...] = (3, REY, 2, 1)
"""The numbers that make a callá, best first (§ 5.2; no callá of caballos or sotas, D-A6)."""

SINGLE_CARD_ORDER: tuple[int, ...] = (3, 2, 1, REY, CABALLO, SOTA)
"""Ranks from strongest to weakest when "nada" hands compare single cards (D-A1)."""

DECK_ADDITIONS: dict[int, tuple[Card, ...]] = {
    5: (MALA,) + tuple(Card(r, s) for r in (3, REY, 2, 1) for s in SPANISH_SUITS),
    6: (Card(CABALLO, Suit.OROS),),
    7: tuple(Card(CABALLO, s) for s in SPANISH_SUITS[1:]),
    8: tuple(Card(SOTA, s) for s in SPANISH_SUITS),
}
"""Cards the house adds for each number of players receiving cards; 5 = the 17-card base pack (§ 5.1)."""

PLAYERS: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 8)
"""Possible numbers of players receiving cards (at most 8, § 5.1)."""

NADA = 23
"""Rank of a hand with no combination, below Veinte (D-A1)."""

VARIANTS: dict[str, tuple[str, ...]] = {
    "tie_rule": ("mano", "split"),
    "nada_rule": ("highest_card", "all_cards", "tie"),
}
"""Every variant field of :class:`Rules` and its allowed values, the default first."""

_OROS_3 = Card(3, Suit.OROS)
_STRENGTH = {rank: 10 - i for i, rank in enumerate(SINGLE_CARD_ORDER)} | {3: 12}
_MALA_STRENGTH = 11  # a 3 de oros that a natural 3 beats (§ 7.4)


class DocenaError(ValueError):
    """Base of this module's input errors; ``code`` names the problem for the API."""

    code = "docena_error"


class BadPlayers(DocenaError):
    """Raised for a number of players the game does not allow here."""

    code = "bad_players"


class UnknownVariant(DocenaError):
    """Raised when a variant field of :class:`Rules` has a value not in :data:`VARIANTS`."""

    code = "unknown_variant"


@dataclass(frozen=True)
class Rules:
    """Options of a La Docena table."""

    players: int = 8
    """Players receiving cards (2-8); chooses the pack. Default 8: the full 25 cards, every rung exists."""
    tie_rule: str = "mano"
    """Equal hands at the showdown: ``"mano"`` (first in turn order wins, D-A2) or ``"split"``."""
    nada_rule: str = "highest_card"
    """Two "nada" hands: ``"highest_card"`` (D-A1), ``"all_cards"`` (then the next cards), ``"tie"``."""
    double_entro_from: int = 5
    """Players left at which the entró rises to 2 stones; the house may start it earlier (§ 5.3)."""

    def __post_init__(self) -> None:
        if self.players not in PLAYERS:
            raise BadPlayers(f"La Docena deals cards to 2-8 players, not {self.players}")
        for name, allowed in VARIANTS.items():
            if getattr(self, name) not in allowed:
                raise UnknownVariant(f"{name} must be one of {', '.join(allowed)}")
        if self.double_entro_from < 5:
            raise BadPlayers("the 2-stone entró starts at 5 players left or earlier")


DEFAULT_RULES = Rules()


@dataclass(frozen=True)
class Form:
    """One way of making a rung, such as ``"rey_mala"`` for Veintitrés y media."""

    key: str
    min_players: int = 5
    """Smallest pack where it exists (5 = the 17-card pack used up to 5 players), § 5.2 reachability."""
    derived: bool = False
    """Not listed in the source, derived from the mala's "any number, always oros" (D-A4, § 5.2 notes)."""


@dataclass(frozen=True)
class Rung:
    """One step of the ladder."""

    rank: int
    key: str
    kind: str
    """``"calla"``, ``"flor"``, ``"pinta"`` or ``"nada"``."""
    label: str
    """The number in the name (``"26½"``), a label only: flores are not card sums (§ 7.4)."""
    forms: tuple[Form, ...]

    @property
    def size(self) -> int | None:
        """Cards the combination uses: 3, 2, or ``None`` for nada."""
        return {"calla": 3, "flor": 3, "pinta": 2}.get(self.kind)


def _rung(rank: int, key: str, kind: str, label: str, *forms: str | Form) -> Rung:
    return Rung(rank, key, kind, label, tuple(f if isinstance(f, Form) else Form(f) for f in forms))


_CALLA_FORMS = ("three", "pair_mala")
LADDER: tuple[Rung, ...] = (
    _rung(1, "calla_treses", "calla", "", *_CALLA_FORMS),
    _rung(2, "calla_reyes", "calla", "", *_CALLA_FORMS),
    _rung(3, "calla_doses", "calla", "", *_CALLA_FORMS),
    _rung(4, "calla_ases", "calla", "", *_CALLA_FORMS),
    _rung(5, "flor_28", "flor", "28", "mala_3_2"),
    _rung(6, "flor_27", "flor", "27", "mala_3_as"),
    _rung(7, "flor_26_5", "flor", "26½", "mala_3_fig"),
    _rung(8, "flor_26", "flor", "26", "3_2_as", Form("mala_2_as", derived=True)),
    _rung(9, "flor_25_5", "flor", "25½", "3_2_fig", Form("mala_2_fig", derived=True)),
    _rung(10, "flor_24_5", "flor", "24½", "3_as_fig", Form("mala_as_fig", derived=True)),
    _rung(11, "flor_23", "flor", "23", "2_as_fig", Form("3_fig_fig", 6), Form("mala_fig_fig", 6)),
    _rung(12, "flor_21", "flor", "21", Form("as_fig_fig", 6)),
    _rung(13, "flor_20", "flor", "20", Form("fig_fig_fig", 8)),
    _rung(14, "veintiseis", "pinta", "26", "mala_3"),
    _rung(15, "veinticinco", "pinta", "25", "3_2", Form("mala_2", derived=True)),
    _rung(16, "veinticuatro", "pinta", "24", "3_as", "mala_as_oros"),
    _rung(17, "veintitres_y_media", "pinta", "23½", "rey_rey", "rey_mala"),
    _rung(18, "veintitres", "pinta", "23", "2_as", "3_fig", Form("mala_fig_oros", 6, derived=True)),
    _rung(19, "veintidos_y_media", "pinta", "22½", "as_as", "as_mala"),
    _rung(20, "veintidos", "pinta", "22", "2_fig"),
    _rung(21, "veintiuna", "pinta", "21", "as_fig"),
    _rung(22, "veinte", "pinta", "20", Form("fig_fig", 6)),
)
"""The 22 rungs of § 5.2, best first; ``LADDER[i].rank == i + 1``."""

NADA_RUNG = _rung(NADA, "nada", "nada", "", "high_card")
"""Rung 23, no combination (D-A1)."""


def rung(rank: int) -> Rung:
    """The rung with this rank, 1-23.

    >>> rung(17).key, rung(17).label
    ('veintitres_y_media', '23½')
    """
    return NADA_RUNG if rank == NADA else LADDER[rank - 1]


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
    when the combination does not use the mala."""
    figures: tuple[int, ...]
    """Ranks of the figures in the combination (a mala standing for one included), highest first."""

    @property
    def rung(self) -> Rung:
        return rung(self.rank)


@dataclass(frozen=True)
class Comparison:
    """The outcome of :func:`comparison`: ``result`` is ``"a"``, ``"b"`` or ``"tie"``; ``reason`` says why."""

    result: str
    reason: str
    a: HandRank
    b: HandRank


# -- Reading a hand -----------------------------------------------------------------------------------


_CLASS = {3: "3", 2: "2", 1: "as", REY: "fig", CABALLO: "fig", SOTA: "fig"}
_FIVE = MALA.rank  # the mala is the only 5 of the pack: comparing ranks is the cheap test


_Candidate = tuple[int, str, tuple[Card, ...], "Card | None"]

# Sorted classes of two cards of one suit (no mala) -> (rank, form), § 5.2.
_SUITED_PINTAS: dict[tuple[str, ...], tuple[int, str]] = {
    ("2", "3"): (15, "3_2"), ("3", "as"): (16, "3_as"), ("2", "as"): (18, "2_as"), ("3", "fig"): (18, "3_fig"),
    ("2", "fig"): (20, "2_fig"), ("as", "fig"): (21, "as_fig"), ("fig", "fig"): (22, "fig_fig"),
}
# The mala with an oro: it plays as the missing card of a same-suit pair (§ 5.2 notes).
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


def _strength(card: Card) -> int:
    return _MALA_STRENGTH if card.rank == _FIVE else _STRENGTH[card.rank]


def _rank_cards(hand: tuple[Card, ...]) -> HandRank:
    candidates = [p for x, y in combinations(hand, 2) if (p := _pinta(x, y))]
    if len(hand) == 3:
        candidates += _three(hand)
    if not candidates:
        return HandRank(NADA, "nada", "nada", "high_card", tuple(sorted(hand, key=_strength, reverse=True)),
                        _OROS_3 if MALA in hand else None, ())
    if len(candidates) > 1:
        candidates.sort(key=lambda c: (c[0], [-f for f in _figures(c[2], c[3])]))
    rank, form, cards, mala_as = candidates[0]
    found = rung(rank)
    return HandRank(rank, found.kind, found.key, form, cards, mala_as, _figures(cards, mala_as))


@cache
def _deck(players: int) -> Deck:
    cards = {c for n, added in DECK_ADDITIONS.items() if n <= max(players, 5) for c in added}
    return SPANISH_40.only(lambda c: c in cards, f"docena-{len(cards)}")


@cache
def _members(players: int) -> frozenset[Card]:
    return frozenset(_deck(players).cards)


def _hand(cards: Iterable[Card] | str, players: int = 8) -> tuple[Card, ...]:
    hand = () if isinstance(cards, str) else tuple(cards)
    members = _members(players)
    if not hand or not all(c in members for c in hand) or len(set(hand)) != len(hand):
        # the slow path parses codes and raises the precise card error
        hand = _deck(players).parse(cards if isinstance(cards, str) else [getattr(c, "code", c) for c in hand])
    if not 1 <= len(hand) <= 3:
        raise WrongNumberOfCards(f"a La Docena hand has 1 to 3 cards, not {len(hand)}")
    return hand


def hand_rank(cards: Iterable[Card] | str) -> HandRank:
    """The best rung a hand of 1-3 cards makes (one card is always nada).

    ``mala_as`` is the card the mala stands for in the best reading: ``None`` when the combination
    does not use it; ``MALA`` itself in Flor de 28, 27 and 26½ (named hands, no substitution); the
    3 de oros in a nada hand (D-A1, § 7.4).

    >>> r = hand_rank("12C 12E 5O")
    >>> r.rank, r.key, r.form, r.mala_as
    (2, 'calla_reyes', 'pair_mala', 12O)
    >>> hand_rank("5O 12O 11O").key, hand_rank("5O 1E").rank, hand_rank("3C 1E 12B").kind
    ('flor_23', 19, 'nada')
    """
    return _rank_cards(_hand(cards))


def best_use_of_mala(other_cards: Iterable[Card] | str) -> HandRank:
    """The best hand the mala makes with one or two other cards; its ``mala_as`` says what it stands for.

    >>> use = best_use_of_mala("2O 1O")
    >>> use.mala_as, use.key, use.form
    (3O, 'flor_26', 'mala_2_as')
    >>> best_use_of_mala("12C").mala_as
    12O
    """
    others = _hand(other_cards)
    if MALA in others:
        raise DuplicateCard("the mala is already among the other cards", (MALA.code,))
    return _rank_cards(_hand(others + (MALA,)))


# -- Comparing hands ----------------------------------------------------------------------------------


def deck(rules: Rules = DEFAULT_RULES) -> Deck:
    """The pack for the number of players receiving cards (§ 5.1).

    >>> [len(deck(Rules(players=n))) for n in (2, 5, 6, 7, 8)]
    [17, 17, 18, 21, 25]
    """
    return _deck(rules.players)


def _prefix_order(a: Sequence[int], b: Sequence[int]) -> int:
    """1 if ``a`` is higher at the first place both have and they differ, -1 if lower, 0 if equal."""
    for x, y in zip(a, b, strict=False):
        if x != y:
            return 1 if x > y else -1
    return 0


def _judge(ra: HandRank, rb: HandRank, rules: Rules) -> tuple[int, str]:
    if ra.rank != rb.rank:
        return (1 if ra.rank < rb.rank else -1), "better_rung"
    if ra.rank != NADA:
        order = _prefix_order(ra.figures, rb.figures)
        return order, "higher_figure" if order else "equal"
    if rules.nada_rule == "tie":
        return 0, "equal"
    sa, sb = [_strength(c) for c in ra.cards], [_strength(c) for c in rb.cards]
    if rules.nada_rule == "highest_card":
        sa, sb = sa[:1], sb[:1]
    order = _prefix_order(sa, sb)
    if not order:
        return 0, "equal"
    x, y = next((x, y) for x, y in zip(sa, sb, strict=False) if x != y)
    return order, "natural_three_beats_mala" if {x, y} == {_STRENGTH[3], _MALA_STRENGTH} else "higher_card"


def comparison(a: Iterable[Card] | str, b: Iterable[Card] | str, rules: Rules = DEFAULT_RULES) -> Comparison:
    """Which of two hands is better and why (reason ``better_rung``, ``higher_figure``, ``higher_card``,
    ``natural_three_beats_mala`` or ``equal``); ties are reported, not broken (see :func:`showdown_winners`).

    >>> c = comparison("1C 12C", "1E 11E")
    >>> c.result, c.reason, c.a.key
    ('a', 'higher_figure', 'veintiuna')
    """
    ha, hb = _hand(a, rules.players), _hand(b, rules.players)
    if shared := set(ha) & set(hb):
        raise DuplicateCard("the two hands share a card", tuple(c.code for c in shared))
    ra, rb = _rank_cards(ha), _rank_cards(hb)
    order, reason = _judge(ra, rb, rules)
    return Comparison({1: "a", -1: "b", 0: "tie"}[order], reason, ra, rb)


def compare(a: Iterable[Card] | str, b: Iterable[Card] | str, rules: Rules = DEFAULT_RULES) -> str:
    """``"a"`` or ``"b"`` for the better hand, ``"tie"`` when the rules cannot tell them apart (D-A2).

    >>> compare("1C 1E 1B", "5O 3O 2O"), compare("3C 2C", "3E 2E")
    ('a', 'tie')
    """
    return comparison(a, b, rules).result


def showdown_winners(hands: Sequence[Iterable[Card] | str], rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """Indexes of the hands that take the centre at a showdown (§ 7.4).

    ``hands`` are the players still in, in turn order from the mano (index 0 = the mano, the first
    player dealt a card). The best hands are those no other hand beats; with ``tie_rule="mano"``
    the first of them in turn order wins alone, with ``"split"`` they all share.

    >>> showdown_winners(["3C 2C 12O", "3E 2E 1B", "5O 1O"])
    (0,)
    >>> showdown_winners(["3C 2C 12O", "3E 2E 1B", "5O 1O"], Rules(tie_rule="split"))
    (0, 1)
    """
    parsed = [_hand(h, rules.players) for h in hands]
    if not parsed:
        raise WrongNumberOfCards("a showdown needs at least one hand")
    every = [c for h in parsed for c in h]
    if len(set(every)) != len(every):
        raise DuplicateCard("two hands share a card", tuple({c.code for c in every if every.count(c) > 1}))
    ranks = [_rank_cards(h) for h in parsed]
    best = tuple(i for i, r in enumerate(ranks) if not any(_judge(o, r, rules)[0] > 0 for o in ranks))
    return best[:1] if rules.tie_rule == "mano" else best


# -- Betting and stakes -------------------------------------------------------------------------------


def card_value(card: Card) -> int | None:
    """A card's value for the totals (§ 5.1); ``None`` for the mala, which takes any number.

    >>> [card_value(c) for c in SPANISH_40.parse("3C 2C 1C 12C 5O")]
    [13, 12, 11, 10, None]
    """
    card = _deck(8).parse_one(card.code)  # raises CardNotInDeck for a card outside the 25-card pack
    return None if card == MALA else CARD_VALUES[card.rank]


def entro(players_left: int, rules: Rules = DEFAULT_RULES) -> int:
    """Stones each card-receiver puts in, by players still in the game (§ 5.3; the game ends at 2).

    >>> [entro(n) for n in (9, 6, 5, 4, 3)]
    [1, 1, 2, 4, 8]
    >>> entro(6, Rules(double_entro_from=7))
    2
    """
    if players_left < 3:
        raise BadPlayers("with two players left the game is over; they split the pot")
    return {3: 8, 4: 4}.get(players_left, 2 if players_left <= rules.double_entro_from else 1)


def can_withdraw(first_card: Card) -> Verdict:
    """Whether a player may show his first card, leave the hand and take his entró back (§ 5.3, § 7.4).

    >>> can_withdraw(SPANISH_40.parse_one("10E"))
    Verdict(legal=True, reason='caballo_or_sota_may_withdraw')
    """
    if first_card.rank in (CABALLO, SOTA):
        return Verdict(True, "caballo_or_sota_may_withdraw")
    return Verdict(False, "entro_stays")


def can_open_betting(hand: Iterable[Card] | str, *, mano: bool = False) -> Verdict:
    """Whether this player may open the betting now (§ 5.2 flor rules, § 5.3 first card).

    On the first card neither the mano nor the mala's holder may open; a flor holder may never open
    (a callá may bet silently).

    >>> can_open_betting("5O", mano=False).reason, can_open_betting("3C 2C 1C").reason
    ('mala_first_card', 'flor_may_not_open')
    """
    cards = _hand(hand)
    if len(cards) == 1 and mano:
        return Verdict(False, "mano_first_card")
    if len(cards) == 1 and MALA in cards:
        return Verdict(False, "mala_first_card")
    if _rank_cards(cards).kind == "flor":
        return Verdict(False, "flor_may_not_open")
    return Verdict(True, "may_open")


def can_cut_dejo(hand: Iterable[Card] | str) -> bool:
    """Whether a three-card hand may cut the dejo ("flor", "se me ha hecho"): a callá or a flor (§ 5.3).

    >>> can_cut_dejo("3C 3E 5O"), can_cut_dejo("3C 2C 12O")
    (True, False)
    """
    cards = _hand(hand)
    return len(cards) == 3 and _rank_cards(cards).kind in ("calla", "flor")


# -- Tables for the rule pages ------------------------------------------------------------------------


def _players_needed(cards: Iterable[Card]) -> int:
    return max(next(n for n, added in DECK_ADDITIONS.items() if c in added) for c in cards)


@cache
def _examples() -> dict[tuple[int, str], tuple[Card, ...]]:
    """First hand of each (rank, form): no mala if possible, smallest pack, fewest oros, then pack order."""
    found: dict[tuple[int, str], tuple[tuple[bool, int, int, int], tuple[Card, ...]]] = {}
    order = 0
    for size in (2, 3):
        for hand in combinations(_deck(8).cards, size):
            r = _rank_cards(hand)
            if (r.rung.size or 3) != size:
                continue
            oros = sum(c.suit is Suit.OROS for c in hand)
            key = (MALA in hand, _players_needed(hand), oros, order)
            order += 1
            if (r.rank, r.form) not in found or key < found[r.rank, r.form][0]:
                # shown the way people write them: the mala first, then the strongest card
                found[r.rank, r.form] = (key, tuple(sorted(hand, key=lambda c: (c != MALA, -_strength(c)))))
    return {k: v[1] for k, v in found.items()}


def example(rank: int, form: str | None = None) -> tuple[Card, ...]:
    """A hand that makes this rung (and form), found by ranking every hand of the 25-card pack.

    >>> example(13), example(17, "rey_mala")
    ((12C, 11C, 10C), (5O, 12C))
    """
    forms = [form] if form else [f.key for f in rung(rank).forms]
    examples = _examples()
    return min((examples[rank, f] for f in forms), key=lambda h: (MALA in h, _players_needed(h)))


def ladder_table(nada: bool = True) -> Table:
    """The ladder, best first, with an example hand per rung (§ 5.2); ``nada`` adds rung 23 (D-A1)."""
    rungs = LADDER + ((NADA_RUNG,) if nada else ())
    return Table(
        columns=("rank", "name", "kind", "value", "example"),
        rows=tuple((r.rank, Term(f"rung.{r.key}"), Term(f"kind.{r.kind}"), r.label, example(r.rank)) for r in rungs),
        caption="table.ladder",
    )


def forms_table() -> Table:
    """Every way of making every rung, with an example, the smallest pack and whether it is derived."""
    return Table(
        columns=("rank", "name", "form", "example", "min_players", "derived"),
        rows=tuple(
            (r.rank, Term(f"rung.{r.key}"), Term(f"form.{f.key}"), example(r.rank, f.key), f.min_players,
             Term("derived") if f.derived else None)
            for r in LADDER + (NADA_RUNG,) for f in r.forms
        ),
        caption="table.forms",
        notes=("note.min_players_5",),
    )


def deck_table() -> Table:
    """Pack size and the cards added for each number of players receiving cards (§ 5.1)."""
    return Table(
        columns=("players", "cards", "added"),
        rows=tuple((n, len(deck(Rules(players=n))), added) for n, added in DECK_ADDITIONS.items()),
        caption="table.deck",
        notes=("note.deck_up_to_5",),
    )


def entro_table(rules: Rules = DEFAULT_RULES) -> Table:
    """Entró in stones by players left in the game (§ 5.3); the first row means "this many or more"."""
    counts = (max(6, rules.double_entro_from + 1), *range(rules.double_entro_from, 2, -1))
    return Table(
        columns=("players_left", "entro"),
        rows=tuple((n, entro(n, rules)) for n in counts),
        caption="table.entro",
        notes=("note.entro_or_more",),
    )


def card_values_table() -> Table:
    """Value of each card for the totals, the mala first (§ 5.1)."""
    return Table(
        columns=("card", "value"),
        rows=((Term("mala"), Term("wildcard")),) + tuple((Term(f"rank.{r}"), CARD_VALUES[r]) for r in SINGLE_CARD_ORDER),
        caption="table.card_values",
    )
