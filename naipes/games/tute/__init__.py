"""Tute: rules engine for the Spanish 40-card trick-taking game with acuses (the Colombian game).

Rules pages: ``content/es/tute.md``, ``content/en/tute.md``. Readings where the
source is open: ``docs/rules-decisions.md`` §15 to §21 (Tute).

Conventions: players are numbered in order of play, 0 being the player on the dealer's right who
leads the first trick. The trump suit is always passed explicitly (``State.trump``): the muestra's
suit, or without muestra the suit of the first 40 (:func:`trump_suit`), or ``None`` while there is no
trump. Wherever a trump or muestra is expected, a :class:`Suit`, a suit letter or a card is accepted.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from random import Random
from typing import NamedTuple

from naipes import RulesError, errors, options
from naipes.cards import (
    CABALLO,
    REY,
    SPANISH_40,
    SPANISH_SUITS,
    Card,
    Deck,
    DuplicateCard,
    Suit,
    check_cards,
    deal as deal_round,
)
from naipes.tables import Table
from naipes.tricks import (
    WIN_REASONS as SHARED_WIN_REASONS,
    Verdict,
    WrongNumberOfCards,
    win_reason,
    winner_by,
)

RANK_ORDER: tuple[int, ...] = (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)
"""Ranks in every suit, strongest first (rules-decisions §17)."""

POINTS: dict[int, int] = {1: 11, 3: 10, 12: 4, 11: 3, 10: 2, 7: 0, 6: 0, 5: 0, 4: 0, 2: 0}
"""Points of each rank when captured in a trick (source 002, card points)."""

LAST_TRICK_POINTS = 10
""""Las diez de mesa": the bonus for winning the last trick."""

HAND_SIZE: dict[int, int] = {2: 8, 3: 6, 4: 6, 5: 4, 6: 4}
"""Default cards per hand by number of players (docs/rules-decisions.md §16)."""

PLAYERS: tuple[int, ...] = tuple(HAND_SIZE)
"""Tute is played by 2 to 6 players, each for himself."""

HAND_SIZES: tuple[int, ...] = (4, 6, 8)
"""The "tandas de cuatro, seis u ocho" the source allows."""

TUTE_RANKS: dict[str, tuple[int, ...]] = {"source": (1, 3, 11, 12), "classic": (11, 12)}
"""Ranks whose four cards make a tute, per variant (rules-decisions §18)."""

VARIANTS: dict[str, tuple[str, ...]] = {
    "tute": ("source", "classic"),
    "over_trump": ("must_trump", "free_discard"),
    "stock_following": ("free", "strict"),
    "ties": ("shared", "replay"),
}
"""Every variant field of :class:`Rules` and its allowed values, the default first."""

PLAY_REASONS: tuple[str, ...] = (
    "leads", "free_while_stock", "follows_trump", "must_follow_trump", "manos_abajo", "manos_abajo_must_follow",
    "follows_suit_strict", "must_follow_suit_strict",
    "follows_suit", "must_follow_suit", "follows_and_beats", "must_beat", "follows_cannot_beat", "trumps",
    "must_trump", "overtrumps", "must_overtrump", "trump_cannot_overtrump", "free_discard", "any_card",
)
"""Every reason code :func:`judge_plays` gives."""

DECLARE_REASONS: tuple[str, ...] = (
    "declares_40", "declares_first_40", "declares_20", "not_trick_winner", "stock_exhausted", "one_per_trick",
    "already_declared", "needs_rey_caballo", "forty_first", "tute", "no_tute",
)
"""Every reason code :func:`can_declare` and :func:`can_declare_tute` give."""

WIN_REASONS: tuple[str, ...] = (*SHARED_WIN_REASONS, "no_trump_yet")
"""Every reason :func:`trick_winner_reason` gives: the highest trump, the highest of the suit led when
nobody trumped, and, without muestra before the first forty, the highest of the suit led because there is
no trump at all yet (docs/rules-decisions.md §19)."""

RESULTS: tuple[str, ...] = ("highest_total", "tie_diez_de_mesa", "tie_shared", "tie_replay")
"""Every reason :func:`deal_winners` gives."""

REASONS: tuple[str, ...] = PLAY_REASONS + DECLARE_REASONS
"""Every reason code the verdicts give (``tute.reason.<code>`` in the wording)."""

_STRENGTH = {rank: len(RANK_ORDER) - i for i, rank in enumerate(RANK_ORDER)}


class TuteError(RulesError):
    """Base of this module's input errors; ``code`` names the problem for the API."""

    code = "tute_error"


class BadPlayers(errors.BadPlayers, TuteError):
    """Raised when Tute is asked for fewer than 2 or more than 6 players."""


class BadHandSize(TuteError):
    """Raised when the hand size is not 4, 6 or 8, or leaves no stock to draw from."""

    code = "bad_hand_size"


class BadRemovedTwo(TuteError):
    """Raised when the card left out with three players is not a 2 of the pack."""

    code = "bad_removed_two"


class UnknownVariant(errors.UnknownVariant, TuteError):
    """Raised when a variant field of the rules has a value the engine does not know."""


class UnknownSuit(TuteError):
    """Raised when a text is not one of the suit letters O, C, E, B."""

    code = "unknown_suit"


class UnknownMuestra(UnknownSuit):
    """Raised when the muestra is neither a suit letter, a card of the pack nor empty."""

    code = "unknown_muestra"


class DuplicateAcuse(TuteError):
    """Raised when the same suit is declared twice in one deal."""

    code = "duplicate_acuse"


@dataclass(frozen=True)
class Rules:
    """The table's agreements for one game of Tute.

    >>> Rules(players=3).removed_two, Rules().tute
    ('2O', 'source')
    """

    players: int = 4
    """Number of players, 2 to 6, each playing for himself."""
    muestra: bool = True
    """``True``: a card is turned up and its suit is trump. ``False`` ("sin muestra"): no trump until
    the first 40 is declared."""
    hand_size: int | None = None
    """Cards per hand; ``None`` takes :data:`HAND_SIZE` for the number of players (8, 6, 6, 4, 4)."""
    removed_two: str = "2O"
    """The 2 left out with three players (rules-decisions §15); six players leave out all four 2s."""
    tute: str = "source"
    """``"source"``: four aces, threes, caballos or reyes; ``"classic"``: four reyes or caballos only."""
    over_trump: str = "must_trump"
    """After the stock, unable to over-trump: ``"must_trump"`` (play a lower trump, rules-decisions §20) or
    ``"free_discard"`` (any card)."""
    stock_following: str = "free"
    """While the stock lasts: ``"free"`` (only a trump lead binds, plus manos abajo) or ``"strict"``
    (must follow the suit led when able)."""
    ties: str = "shared"
    """A tie for first that the diez de mesa cannot break: ``"shared"`` win or ``"replay"``."""

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or self.players not in PLAYERS:
            raise BadPlayers(f"Tute is for 2 to 6 players, not {self.players}")
        for name, allowed in VARIANTS.items():
            if getattr(self, name) not in allowed:
                raise UnknownVariant(f"{name} must be one of {', '.join(allowed)}")
        try:
            two = SPANISH_40.parse_one(self.removed_two)
        except (ValueError, TypeError) as exc:
            raise BadRemovedTwo(f"{self.removed_two!r} is not a card") from exc
        if two.rank != 2:
            raise BadRemovedTwo(f"{two.code} is not a 2")
        size = self.cards_per_hand
        if size not in HAND_SIZES:
            raise BadHandSize(f"hands are dealt in tandas of 4, 6 or 8 cards, not {size}")
        if size * self.players >= 40 - _twos_removed(self.players):
            raise BadHandSize(f"{size} cards each leave no stock for {self.players} players")

    @property
    def cards_per_hand(self) -> int:
        """The hand size in force: the one chosen, or the default for the number of players."""
        return self.hand_size if self.hand_size is not None else HAND_SIZE.get(self.players, 0)


def _twos_removed(players: int) -> int:
    # Fewest 2s that make the pack divide evenly among the players (rules-decisions §15):
    # 39 = 3 x 13, 36 = 6 x 6.
    return next(n for n in range(5) if (40 - n) % players == 0)


DEFAULT_RULES = Rules()

OPTIONS = options.declare(
    Rules, players=options.number(PLAYERS), muestra=options.flag(), hand_size=options.number(HAND_SIZES),
    removed_two=options.card(c.code for c in SPANISH_40 if c.rank == 2),
    **{name: options.choice(values) for name, values in VARIANTS.items()})
"""Every field of :class:`Rules` as the options readers take (:mod:`naipes.options`)."""


def card_points(card: Card) -> int:
    """Points a card is worth when captured.

    >>> card_points(SPANISH_40.parse_one("1O")), card_points(SPANISH_40.parse_one("12B"))
    (11, 4)
    """
    return POINTS[card.rank]


@lru_cache(maxsize=256)  # every deal asks for it: one per rules, kept (a Deck never changes)
def deck(rules: Rules = DEFAULT_RULES) -> Deck:
    """The pack for the number of players: 40 cards, less the fewest 2s that make it divide evenly.

    >>> [len(deck(Rules(players=n))) for n in range(2, 7)]
    [40, 39, 40, 40, 36]
    >>> removed_cards(Rules(players=3)), removed_cards(Rules(players=3, removed_two="2B"))
    ((2O,), (2B,))
    """
    removed = removed_cards(rules)
    return SPANISH_40.without(removed, name=f"tute-{40 - len(removed)}")


def removed_cards(rules: Rules = DEFAULT_RULES) -> tuple[Card, ...]:
    """The 2s left out of the pack for this number of players (rules-decisions §15)."""
    count = _twos_removed(rules.players)
    if count == 1:
        return (SPANISH_40.parse_one(rules.removed_two),)
    return tuple(Card(2, suit) for suit in SPANISH_SUITS[:count])


def stock_size(rules: Rules = DEFAULT_RULES) -> int:
    """Cards left to draw after the deal, the muestra included (it is the last one drawn).

    >>> [stock_size(Rules(players=n)) for n in range(2, 7)]
    [24, 21, 16, 20, 12]
    """
    return len(deck(rules)) - rules.players * rules.cards_per_hand


def total_points(rules: Rules = DEFAULT_RULES) -> int:
    """Card points in the pack; the 2s worth nothing, so it is 120 for every number of players.

    >>> total_points(), total_points() + LAST_TRICK_POINTS
    (120, 130)
    """
    return sum(card_points(card) for card in deck(rules))


def draw_order(winner: int, players: int) -> tuple[int, ...]:
    """Who draws after a trick, in turn: the winner first, then the others in order of play (source 002, the
    deal).

    >>> draw_order(2, 4)
    (2, 3, 0, 1)
    """
    if players not in PLAYERS:
        raise BadPlayers(f"Tute is for 2 to 6 players, not {players}")
    if not 0 <= winner < players:
        raise TuteError(f"player {winner} is not at a table of {players}")
    return tuple((winner + offset) % players for offset in range(players))


@dataclass(frozen=True)
class State:
    """What a trick needs besides the rules and the cards: the trump suit (``None`` without one),
    whether the stock is gone, and the cards the player laid face down (manos abajo).

    ``trump`` may be given as a muestra: a suit letter, a card or a suit (see :func:`parse_muestra`).

    >>> State("7B").trump, State().stock_empty
    (Suit.BASTOS, False)
    """

    trump: Suit | None = None
    stock_empty: bool = False
    face_down: frozenset[Card] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "trump", parse_muestra(self.trump))
        object.__setattr__(self, "face_down", frozenset(self.face_down))


@dataclass(frozen=True)
class Deal:
    """Cards as dealt: ``hands[0]`` leads first; ``stock[0]`` is drawn first and the muestra last."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    muestra: Card | None

    @property
    def state(self) -> State:
        """The state at the first trick: the muestra's suit is trumps and the stock is full."""
        return State(self.muestra.suit if self.muestra else None)


def deal(rules: Rules, rng: Random) -> Deal:
    """Shuffle with the caller's ``rng`` and deal; with muestra the next card is turned up.

    >>> d = deal(Rules(players=3), Random(1))
    >>> [len(h) for h in d.hands], len(d.stock), d.muestra == d.stock[-1]
    ([6, 6, 6], 21, True)
    """
    cards = deck(rules).shuffled(rng)
    hands = deal_round(cards, rules.players, rules.cards_per_hand)
    dealt = rules.players * rules.cards_per_hand
    muestra = cards[dealt] if rules.muestra else None
    # The undealt pack is laid on the muestra, so the muestra is the last card drawn.
    stock = cards[dealt + 1:] + [muestra] if muestra else cards[dealt:]
    return Deal(tuple(tuple(h) for h in hands), tuple(stock), muestra)


def parse_suit(text: str | Suit) -> Suit:
    """The suit named by a letter (O, C, E, B, any case).

    >>> parse_suit("e")
    Suit.ESPADAS
    """
    if isinstance(text, Suit) and text.is_spanish:
        return text
    letter = text.strip().upper() if isinstance(text, str) else ""
    for suit in SPANISH_SUITS:
        if suit.letter == letter:
            return suit
    raise UnknownSuit(f"{text!r} is not a suit")


def parse_muestra(text: str | Suit | Card | None) -> Suit | None:
    """The trump suit given as a suit letter, a card code (the muestra card) or nothing.

    >>> parse_muestra("7O"), parse_muestra("b"), parse_muestra(None), parse_muestra("")
    (Suit.OROS, Suit.BASTOS, None, None)
    """
    if text is None or (isinstance(text, str) and not text.strip()):
        return None
    if isinstance(text, Card):
        return parse_suit(text.suit)
    try:
        return parse_suit(text)
    except UnknownSuit:
        pass
    try:
        return SPANISH_40.parse_one(text).suit  # type: ignore[arg-type]
    except ValueError as exc:
        raise UnknownMuestra(f"{text!r} is not a suit or a card") from exc


def trump_suit(muestra: str | Suit | Card | None, declared: Sequence[str | Suit] = ()) -> Suit | None:
    """The trump suit now: the muestra's, or without muestra the suit of the first acuse (the 40).

    >>> trump_suit("7B", ["O"]), trump_suit(None, ["E", "C"]), trump_suit(None)
    (Suit.BASTOS, Suit.ESPADAS, None)
    """
    suit = parse_muestra(muestra)
    if suit is None and declared:
        return parse_suit(declared[0])
    return suit


def trick_winner(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: State = State()) -> int:
    """Index of the winning card: the highest trump if any was played, else the highest of the suit led.

    >>> trick_winner(SPANISH_40.parse("4C 5C 2B 7C"))
    3
    >>> trick_winner(SPANISH_40.parse("6O 2E 7O 4O"), state=State("E"))
    1
    """
    trump_of = state.trump
    if not trick:
        raise WrongNumberOfCards("a trick needs at least one card")
    led = trick[0].suit
    return winner_by(trick, key=lambda c: (c.suit == trump_of, c.suit == led, _STRENGTH[c.rank]))


def trick_winner_reason(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: State = State()) -> str:
    """Why the winning card takes the trick, with the trump of ``state``: the trump in force when the trick
    was played. Without muestra a forty sung after a trick makes its suit trump only for the later tricks,
    so a trick played before it is explained as ``no_trump_yet``.

    >>> trick_winner_reason(SPANISH_40.parse("4E 6C 5B"), state=State(None))
    'no_trump_yet'
    >>> trick_winner_reason(SPANISH_40.parse("4E 6C 5B"), state=State("B"))
    'highest_trump'
    >>> trick_winner_reason(SPANISH_40.parse("4E 6C 5B"), state=State("O"))
    'highest_of_suit_led'
    """
    winner = trick_winner(trick, rules, state=state)
    if state.trump is None:
        return "no_trump_yet"
    return win_reason(trick, winner, lambda card: card.suit is state.trump)


def beats(card: Card, other: Card) -> bool:
    """Whether ``card`` is stronger than ``other`` of the same suit.

    >>> beats(SPANISH_40.parse_one("3C"), SPANISH_40.parse_one("12C"))
    True
    """
    return card.suit == other.suit and _STRENGTH[card.rank] > _STRENGTH[other.rank]


def judge_plays(
    hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: State = State()
) -> dict[Card, Verdict]:
    """A verdict for every card of ``hand`` on ``trick`` (source 002, legal play; rules-decisions §20).

    While the stock lasts play is free, except that a player holding trumps must play one when
    trump is led, and a player "manos abajo" must play the suit of his ``state.face_down`` cards
    when it is led. Once the stock is gone (``state.stock_empty``): follow and beat the best card of
    the suit led (unless the trick is trumped), else trump, over-trumping a trump already played.

    >>> v = judge_plays(SPANISH_40.parse("11B 2B 5O"), SPANISH_40.parse("7E 10B 4E"), state=State("B", True))
    >>> {c: v[c].reason for c in v}
    {11B: 'overtrumps', 2B: 'must_overtrump', 5O: 'must_overtrump'}
    """
    _check_cards(hand, trick, rules)
    allowed, why, refused, otherwise, others_legal = _ruling(hand, trick, rules, state)
    if allowed is None:
        return {card: Verdict(True, why) for card in hand}
    return {
        c: Verdict(True, why) if c in allowed else Verdict(others_legal, refused.get(c.suit, otherwise)) for c in hand
    }


class _Ruling(NamedTuple):
    """What :func:`judge_plays` decides for a hand, before it writes a verdict per card (:func:`legal_plays` needs
    only the cards): the ``allowed`` cards (``None``: every card) are played for ``why``; any other card is refused
    for ``refused[its suit]`` or ``otherwise``, or, when ``others_legal``, still allowed for ``otherwise`` (a
    free discard next to the trumps that cannot over-trump)."""

    allowed: Collection[Card] | None
    why: str
    refused: dict[Suit, str] = {}
    otherwise: str = ""
    others_legal: bool = False


def _ruling(hand: Sequence[Card], trick: Sequence[Card], rules: Rules, state: State) -> _Ruling:
    trump_of, face_down = state.trump, state.face_down
    if not trick:
        return _Ruling(None, "leads")
    led = trick[0].suit
    of_led = [c for c in hand if c.suit == led]
    if not state.stock_empty:
        return _judge_stock_phase(hand, led, trump_of, rules, face_down)
    trumps_played = [c for c in trick if c.suit == trump_of]
    if of_led:
        if trump_of is None or led == trump_of or not trumps_played:
            best = max((c for c in trick if c.suit == led), key=lambda c: _STRENGTH[c.rank])
            higher = {c for c in of_led if beats(c, best)}
            if higher:
                return _Ruling(higher, "follows_and_beats", {led: "must_beat"}, "must_follow_suit")
            return _Ruling(set(of_led), "follows_cannot_beat", {}, "must_follow_suit")
        return _Ruling(set(of_led), "follows_suit", {}, "must_follow_suit")
    trumps = [c for c in hand if c.suit == trump_of]
    if not trumps:
        return _Ruling(None, "any_card")
    if not trumps_played:
        return _Ruling(set(trumps), "trumps", {}, "must_trump")
    best_trump = trumps_played[trick_winner(trumps_played, rules)]
    higher = {c for c in trumps if beats(c, best_trump)}
    if higher:
        return _Ruling(higher, "overtrumps", {}, "must_overtrump")
    if rules.over_trump == "free_discard":
        return _Ruling(set(trumps), "trump_cannot_overtrump", {}, "free_discard", others_legal=True)
    return _Ruling(set(trumps), "trump_cannot_overtrump", {}, "must_trump")


def _judge_stock_phase(
    hand: Sequence[Card], led: Suit, trump: Suit | None, rules: Rules, face_down: Collection[Card]
) -> _Ruling:
    of_led = {c for c in hand if c.suit == led}
    if of_led and led == trump:
        return _Ruling(of_led, "follows_trump", {}, "must_follow_trump")
    # Manos abajo: cards of a suit he claimed to lack, laid face down, must answer that suit.
    if any(c.suit == led and c in of_led for c in face_down):
        return _Ruling(of_led, "manos_abajo", {}, "manos_abajo_must_follow")
    if of_led and rules.stock_following == "strict":
        # Strict option: follow suit while the stock lasts too, but there is no beating yet.
        return _Ruling(of_led, "follows_suit_strict", {}, "must_follow_suit_strict")
    return _Ruling(None, "free_while_stock")


def _check_cards(hand: Sequence[Card], trick: Sequence[Card], rules: Rules) -> None:
    if len(trick) >= rules.players:
        raise WrongNumberOfCards(f"a trick of {rules.players} players is complete at {len(trick)} cards")
    check_cards([*trick, *hand])


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: State = State()
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played now, in hand order (see :func:`judge_plays`).

    >>> legal_plays(SPANISH_40.parse("2C 7C 1C 5O"), SPANISH_40.parse("4C 12C"), state=State(None, True))
    (1C,)
    """
    # The same ruling as judge_plays, without writing a verdict for every card: a drill deals and plays out
    # several tricks for each question it asks.
    _check_cards(hand, trick, rules)
    ruling = _ruling(hand, trick, rules, state)
    if ruling.allowed is None or ruling.others_legal:
        return tuple(hand)
    return tuple(card for card in hand if card in ruling.allowed)


def lays_face_down(drawn: Iterable[Card], claimed_void: Collection[Suit]) -> tuple[Card, ...]:
    """Drawn cards of suits the player showed he lacked: he lays them face down ("manos abajo").

    >>> lays_face_down(SPANISH_40.parse("3C 5O"), {Suit.COPAS})
    (3C,)
    """
    return tuple(card for card in drawn if card.suit in claimed_void)


# --- acuses and tute ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Acuse:
    """One declaration of rey and caballo: its suit and the points it scored."""

    suit: Suit
    points: int


def acuse_points(suit: str | Suit, muestra: str | Suit | Card | None, first_forty_made: bool) -> int:
    """Points of rey + caballo declared in ``suit``: 40 in the muestra suit, else 20; without
    muestra the first acuse of the deal is the 40.

    >>> acuse_points("O", "O", False), acuse_points("C", "O", False)
    (40, 20)
    >>> acuse_points("E", None, False), acuse_points("C", None, True)
    (40, 20)
    """
    declared, trump = parse_suit(suit), parse_muestra(muestra)
    if trump is not None:
        return 40 if declared == trump else 20
    return 20 if first_forty_made else 40


def acuse_list(
    suits: Sequence[str | Suit], muestra: str | Suit | Card | None, *, forty_taken: bool = False
) -> tuple[Acuse, ...]:
    """The acuses of ``suits`` in the order declared, with their points.

    Without muestra the first is the 40 unless ``forty_taken`` (another player declared it first).

    >>> acuse_list(["E", "C"], None)
    (Acuse(suit=Suit.ESPADAS, points=40), Acuse(suit=Suit.COPAS, points=20))
    """
    parsed = [parse_suit(s) for s in suits]
    if len(set(parsed)) != len(parsed):
        raise DuplicateAcuse("each suit can be declared only once in a deal")
    return tuple(
        Acuse(suit, acuse_points(suit, muestra, forty_taken or i > 0)) for i, suit in enumerate(parsed)
    )


def available_acuses(
    hand: Iterable[Card], muestra: str | Suit | Card | None, declared: Collection[str | Suit] = ()
) -> tuple[Suit, ...]:
    """Suits in which ``hand`` holds rey and caballo not yet declared, the 40 first (house convention).

    >>> available_acuses(SPANISH_40.parse("12C 11C 12O 11O 1E"), "O")
    (Suit.OROS, Suit.COPAS)
    """
    held = set(hand)
    done = {parse_suit(s) for s in declared}
    trump = parse_muestra(muestra)
    pairs = [s for s in SPANISH_SUITS if Card(REY, s) in held and Card(CABALLO, s) in held and s not in done]
    return tuple(sorted(pairs, key=lambda s: s != trump))


def can_declare(
    hand: Iterable[Card],
    suit: str | Suit,
    muestra: str | Suit | Card | None,
    *,
    won_trick: bool,
    stock_left: bool,
    declared: Sequence[str | Suit] = (),
    declared_this_trick: bool = False,
) -> Verdict:
    """Whether the player may declare rey + caballo of ``suit`` now (source 002, acuses and the last trick,
    rules-decisions §19).

    Only the winner of the trick just played, before he draws and while stock is left; one acuse
    per trick won; the 40 before the 20s. ``declared`` lists every suit declared in the deal so far.

    >>> can_declare(SPANISH_40.parse("12O 11O"), "O", "O", won_trick=True, stock_left=False)
    Verdict(legal=False, reason='stock_exhausted')
    """
    hand = tuple(hand)
    wanted = parse_suit(suit)
    done = [parse_suit(s) for s in declared]
    pending = available_acuses(hand, muestra, done)
    trump = parse_muestra(muestra)
    if not won_trick:
        return Verdict(False, "not_trick_winner")
    if not stock_left:
        return Verdict(False, "stock_exhausted")
    if declared_this_trick:
        return Verdict(False, "one_per_trick")
    if wanted in done:
        return Verdict(False, "already_declared")
    if wanted not in pending:
        return Verdict(False, "needs_rey_caballo")
    if trump is not None and trump in pending and wanted != trump:
        return Verdict(False, "forty_first")
    points = acuse_points(wanted, trump, bool(done))
    if points == 20:
        return Verdict(True, "declares_20")
    # Without muestra the first pair is the 40 and only now makes its suit trump.
    return Verdict(True, "declares_40" if trump is not None else "declares_first_40")


def is_tute(hand: Iterable[Card], rules: Rules = DEFAULT_RULES) -> bool:
    """Whether ``hand`` holds all four cards of a tute rank (rules-decisions §18).

    >>> hand = SPANISH_40.parse("1O 1C 1E 1B")
    >>> is_tute(hand), is_tute(hand, Rules(tute="classic"))
    (True, False)
    """
    return tute_rank(hand, rules) is not None


def tute_rank(hand: Iterable[Card], rules: Rules = DEFAULT_RULES) -> int | None:
    """The rank of which ``hand`` holds all four cards, among the tute ranks of the variant."""
    held = set(hand)
    for rank in TUTE_RANKS[rules.tute]:
        if all(Card(rank, suit) in held for suit in SPANISH_SUITS):
            return rank
    return None


def can_declare_tute(hand: Iterable[Card], rules: Rules, *, won_trick: bool, stock_left: bool) -> Verdict:
    """Whether the player wins the game at once with a tute: only the trick winner, stock left.

    >>> can_declare_tute(SPANISH_40.parse("12O 12C 12E 12B"), Rules(), won_trick=True, stock_left=True)
    Verdict(legal=True, reason='tute')
    """
    if not won_trick:
        return Verdict(False, "not_trick_winner")
    if not stock_left:
        return Verdict(False, "stock_exhausted")
    return Verdict(True, "tute") if is_tute(hand, rules) else Verdict(False, "no_tute")


# --- scoring ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandPoints:
    """A player's total for the deal and where it came from."""

    points: int
    card_points: int
    acuse_points: int
    last_trick_points: int


def hand_points(
    cards_taken: Iterable[Card],
    acuses: Sequence[str | Suit],
    muestra: str | Suit | Card | None,
    last_trick: bool,
    *,
    forty_taken: bool = False,
) -> HandPoints:
    """A player's points: cards taken in tricks, his acuses, and 10 if he won the last trick. A forty the
    muestra card makes impossible is refused as the deal's score refuses it (:func:`check_forty`).

    >>> hand_points(SPANISH_40.parse("1O 3C 12E 7B"), ["O", "C"], "O", True)
    HandPoints(points=95, card_points=25, acuse_points=60, last_trick_points=10)
    """
    check_forty(acuses, muestra)
    cards = tuple(cards_taken)
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise DuplicateCard(f"{twice.code} is given twice", (twice.code,))
    taken = sum(card_points(c) for c in cards)
    declared = sum(a.points for a in acuse_list(acuses, muestra, forty_taken=forty_taken))
    bonus = LAST_TRICK_POINTS if last_trick else 0
    return HandPoints(taken + declared + bonus, taken, declared, bonus)


@dataclass(frozen=True)
class DealResult:
    """Who won the deal (indices into the totals) and why; no winners means the deal is replayed."""

    winners: tuple[int, ...]
    reason: str
    """``highest_total``, ``tie_diez_de_mesa``, ``tie_shared`` or ``tie_replay``."""


def deal_winners(totals: Sequence[int], diez_de_mesa: int, rules: Rules = DEFAULT_RULES) -> DealResult:
    """The winner of the deal: the highest total; a tie goes to whoever took the diez de mesa.

    If the diez went to a third player, the tied players share the win (or replay, rules-decisions §21).

    >>> deal_winners([65, 65], diez_de_mesa=0)
    DealResult(winners=(0,), reason='tie_diez_de_mesa')
    >>> deal_winners([50, 50, 30], diez_de_mesa=2)
    DealResult(winners=(0, 1), reason='tie_shared')
    """
    if not totals or not 0 <= diez_de_mesa < len(totals):
        raise WrongNumberOfCards("the player who took the diez de mesa must be one of the totals")
    best = max(totals)
    tied = tuple(i for i, total in enumerate(totals) if total == best)
    if len(tied) == 1:
        return DealResult(tied, "highest_total")
    if diez_de_mesa in tied:
        return DealResult((diez_de_mesa,), "tie_diez_de_mesa")
    return DealResult(tied, "tie_shared") if rules.ties == "shared" else DealResult((), "tie_replay")


# --- acuses the muestra card rules out, and how many a deal can hold -----------------------------


class ImpossibleForty(TuteError):
    """Raised when a pair is declared in the muestra's suit while the muestra card is its rey or caballo:
    the muestra is the last card drawn, after the last chance to declare (docs/rules-decisions.md §19)."""

    code = "impossible_forty"

    def __init__(self, player: int, muestra: Card) -> None:
        super().__init__(f"the muestra {muestra.code} is drawn after the last acuse: no 40 in its suit")
        self.player, self.muestra = player, muestra


def muestra_card(muestra: str | Suit | Card | None) -> Card | None:
    """The muestra when it was given as a card (a suit letter or nothing says only the trump suit).

    >>> muestra_card("12O"), muestra_card("O"), muestra_card(None)
    (12O, None, None)
    """
    if isinstance(muestra, Card):
        return muestra
    if not isinstance(muestra, str) or parse_muestra(muestra) is None:
        return None
    try:
        parse_suit(muestra)
    except UnknownSuit:
        return SPANISH_40.parse_one(muestra)
    return None


def forty_possible(muestra: str | Suit | Card | None) -> bool:
    """Whether the pair of the muestra's suit can still be declared in this deal.

    Not when the muestra card is itself the rey or the caballo of trumps: it is the last card drawn, and
    acuses end before that draw (docs/rules-decisions.md §19).

    >>> forty_possible("12O"), forty_possible("11C"), forty_possible("7B"), forty_possible("O")
    (False, False, True, True)
    """
    card = muestra_card(muestra)
    return card is None or card.rank not in (REY, CABALLO)


def check_forty(acuses: Iterable[str | Suit], muestra: str | Suit | Card | None, player: int = 0) -> None:
    """Refuse acuses holding the pair of the muestra's suit when the muestra card is its rey or caballo
    (:func:`forty_possible`, docs/rules-decisions.md §19): :class:`ImpossibleForty` names the ``player``.

    >>> check_forty(["O"], "12O")
    Traceback (most recent call last):
    ...
    naipes.games.tute.ImpossibleForty: the muestra 12O is drawn after the last acuse: no 40 in its suit
    >>> check_forty(["C"], "12O"), check_forty(["O"], "7O"), check_forty(["O"], "O")
    (None, None, None)
    """
    if forty_possible(muestra):
        return
    if parse_muestra(muestra) in [parse_suit(suit) for suit in acuses]:
        raise ImpossibleForty(player, muestra_card(muestra))  # type: ignore[arg-type]


def acuse_chances(rules: Rules = DEFAULT_RULES) -> int:
    """How many acuses a whole deal can hold: one per trick won while the stock lasts (rules-decisions §19),
    and a trick is played before each round of drawing (docs/rules-decisions.md §19).

    >>> [acuse_chances(Rules(players=n)) for n in range(2, 7)]
    [12, 7, 4, 4, 2]
    """
    return stock_size(rules) // rules.players


# --- tables for the rule pages ------------------------------------------------------------------


def points_table() -> Table:
    """Ranks strongest first with their points (directive ``tute.points``)."""
    return Table(
        columns=("rank", "points"),
        rows=tuple((rank, POINTS[rank]) for rank in RANK_ORDER),
    )


def decks_table(rules: Rules = DEFAULT_RULES) -> Table:
    """Pack, removed 2s, hand size and stock for the numbers of players these rules' hand size can seat (2 to
    6 with the usual hands), the stock with the muestra when there is one (directive ``tute.decks``).

    >>> [row[0] for row in decks_table(Rules(players=2, hand_size=8)).rows], decks_table(Rules(muestra=False)).columns[-1]
    ([2, 3, 4], 'stock_no_muestra')
    """
    rows = []
    for players in PLAYERS:
        try:
            each = Rules(players=players, removed_two=rules.removed_two, hand_size=rules.hand_size)
        except BadHandSize:
            continue  # hands of that size leave no stock at this table (rules-decisions §41)
        rows.append((players, len(deck(each)), removed_cards(each), each.cards_per_hand, stock_size(each)))
    stock = "stock" if rules.muestra else "stock_no_muestra"
    return Table(columns=("players", "cards", "removed", "hand_size", stock), rows=tuple(rows))
