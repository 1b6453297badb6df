"""Papayoo: rules engine for Gigamic's 60-card trick-avoiding game with a rolled Papayoo.

Rules page: content/es/papayoo.md, content/en/papayoo.md. Readings where the
sources are open: docs/rules-decisions.md §28 to §31 (Papayoo).

Four ordinary suits (``S H C D``, 1 low to 10 high) and the Payoos (``1P``-``20P``), a suit of their
own. After the pass the dealer rolls an 8-sided die (two faces per suit); the 7 of the rolled suit is
the **Papayoo**, worth 40. Every Payoo is worth its face value, so a round always totals 250.
Seats are numbered clockwise from 0; the left-hand neighbour of seat ``s`` is ``s + 1``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from random import Random

from naipes import RulesError, errors, options
from naipes.cards import (
    PAPAYOO_60,
    PAPAYOO_SUITS,
    Card,
    CardError,
    Deal,
    Deck,
    DuplicateCard,
    Suit,
    check_cards,
    deal as deal_out,
)
from naipes.tables import Table, Term
from naipes.tricks import Verdict, WrongNumberOfCards, follow_suit_verdicts, win_reason, winner_by

ORDINARY_SUITS: tuple[Suit, ...] = PAPAYOO_SUITS[:4]
PLAYERS: tuple[int, ...] = (3, 4, 5, 6, 7, 8)
HAND_SIZE: dict[int, int] = {3: 20, 4: 15, 5: 12, 6: 10, 7: 8, 8: 7}
PASS_COUNT: dict[int, int] = {3: 5, 4: 5, 5: 4, 6: 3, 7: 3, 8: 3}
PASS_DIRECTION = "left"
# At 7 and 8 players the ordinary 1s leave so that 56 cards deal evenly; 1P stays, so 250 still holds.
REMOVED_ONES: tuple[Card, ...] = tuple(Card(1, suit) for suit in ORDINARY_SUITS)
DIE_FACES: tuple[Suit, ...] = ORDINARY_SUITS * 2
PAPAYOO_RANK = 7
PAPAYOO_POINTS = 40
ROUND_TOTAL = 250
ENDINGS: tuple[str, ...] = ("rounds", "threshold")
THRESHOLDS: tuple[int, ...] = (250, 500)
REASONS: tuple[str, ...] = (
    "lead_any_card", "follows_suit", "must_follow_suit", "follows_payoo", "must_follow_payoo", "any_card_void",
)
"""Every reason code :func:`judge_plays` gives (``papayoo.reason.<code>`` in the wording)."""

WIN_REASONS: tuple[str, ...] = ("highest_of_suit_led", "highest_payoo_led")
"""Every reason :func:`trick_winner_reason` gives: no trumps, so the highest card of the suit led; when a
Payoo was led, the highest Payoo (source 003, play)."""

COMMON_MISTAKES: tuple[str, ...] = (
    "payoo_discard_never_wins", "payoos_are_a_suit", "only_rolled_seven_scores", "round_totals_250",
)
"""The four mistakes the source warns about, in its order (source 003, common mistakes); keys for the
lexicon."""


class PapayooError(RulesError):
    """Root of every Papayoo error: input the rules do not allow; ``code`` names it for the API."""

    code = "papayoo_error"


class BadPlayers(errors.BadPlayers, PapayooError):
    """Raised when the number of players is not 3 to 8."""


class UnknownEnding(PapayooError):
    """Raised when the game's ending is neither ``rounds`` nor ``threshold``."""

    code = "unknown_ending"


class BadThreshold(PapayooError):
    """Raised when the threshold ending asks for other than 250 or 500 points."""

    code = "bad_threshold"


class BadRounds(PapayooError):
    """Raised when the agreed number of rounds is below 1."""

    code = "bad_rounds"


class NotADieSuit(PapayooError):
    """Raised when a die result is not one of the four ordinary suits."""

    code = "not_a_die_suit"


class WrongNumberOfPlayers(PapayooError):
    """Raised when piles, scores or hands are given for other than ``rules.players`` players."""

    code = "wrong_number_of_players"


class BadScore(PapayooError):
    """Raised when a score entered by hand is not a whole number from 0 to 250."""

    code = "bad_score"


class CardNotInHand(CardError, PapayooError):
    """Raised when a player passes a card he does not hold."""

    code = "card_not_in_hand"


class RoundDoesNotAddUp(errors.DoesNotAddUp, PapayooError):
    """Raised when a round's scores do not total 250: ``difference`` points are missing (negative: extra)."""

    code = "round_does_not_add_up"
    says = "the round totals {total}, not {expected}"

    def __init__(self, total: int, expected: int = ROUND_TOTAL) -> None:
        super().__init__(total, expected)


@dataclass(frozen=True)
class Rules:
    """The table's choices; every field has the official value (or our reading's default)."""

    players: int = 4
    """Number of players, 3 to 8; at 7 and 8 the four ordinary 1s leave the deck (source 003, the deal)."""
    ending: str = "rounds"
    """``"rounds"``: a number of rounds agreed beforehand (default); ``"threshold"``: play until somebody
    reaches ``threshold`` points, finishing that round (source 003, scoring)."""
    rounds: int | None = None
    """Rounds to play when ``ending="rounds"``; ``None`` (default) means as many rounds as players."""
    threshold: int = 250
    """Points that end the game when ``ending="threshold"``: 250 (default) or 500."""
    die_before_pass: bool = False
    """House rule: roll the die before the pass (default False: official rules roll after it)."""
    shoot_the_moon: bool = False
    """House rule: whoever takes all 20 Payoos and the Papayoo scores 0, everybody else 250 (default off)."""

    def __post_init__(self) -> None:
        if self.players not in PLAYERS:
            raise BadPlayers(f"Papayoo is for 3 to 8 players, not {self.players}")
        if self.ending not in ENDINGS:
            raise UnknownEnding(f"unknown ending {self.ending!r}")
        if self.threshold not in THRESHOLDS:
            raise BadThreshold(f"the threshold is 250 or 500, not {self.threshold}")
        if self.rounds is None:
            object.__setattr__(self, "rounds", self.players)
        elif self.rounds < 1:
            raise BadRounds(f"at least one round, not {self.rounds}")


DEFAULT_RULES = Rules()

OPTIONS = options.declare(Rules, players=options.number(PLAYERS), ending=options.choice(ENDINGS),
                          rounds=options.number(least=1), threshold=options.number(THRESHOLDS),
                          die_before_pass=options.flag(), shoot_the_moon=options.flag())
"""Every field of :class:`Rules` as the options readers take (:mod:`naipes.options`)."""


@cache
def deck(rules: Rules = DEFAULT_RULES) -> Deck:
    """The cards in play: all 60, less the four ordinary 1s at 7 and 8 players (1P stays).

    >>> len(deck(Rules(players=6))), len(deck(Rules(players=7)))
    (60, 56)
    """
    if rules.players >= 7:
        return PAPAYOO_60.without(REMOVED_ONES, name="papayoo-56")
    return PAPAYOO_60


def hand_size(rules: Rules) -> int:
    """Cards dealt to each player.

    >>> [hand_size(Rules(players=n)) for n in PLAYERS]
    [20, 15, 12, 10, 8, 7]
    """
    return HAND_SIZE[rules.players]


def pass_count(rules: Rules) -> int:
    """Cards each player passes to the left-hand neighbour.

    >>> [pass_count(Rules(players=n)) for n in PLAYERS]
    [5, 5, 4, 3, 3, 3]
    """
    return PASS_COUNT[rules.players]


def next_seat(seat: int, rules: Rules) -> int:
    """The left-hand neighbour: who plays next, receives the pass and deals next round (clockwise).

    >>> next_seat(3, Rules(players=4))
    0
    """
    return (seat + 1) % rules.players


def next_dealer(dealer: int, rules: Rules) -> int:
    """Dealer of the next round: the deal rotates clockwise (source 003, the deal, rules-decisions §29). The
    dealer leads first.

    >>> next_dealer(0, Rules(players=4)), next_dealer(3, Rules(players=4))
    (1, 0)
    """
    return next_seat(dealer, rules)


def deal(rules: Rules, rng: Random) -> Deal:
    """Shuffle the cards in play and deal them all, one at a time; hands in the order dealt.

    >>> [len(hand) for hand in deal(Rules(players=7), Random(1)).hands]
    [8, 8, 8, 8, 8, 8, 8]
    """
    return Deal(tuple(tuple(hand) for hand in deal_out(deck(rules).shuffled(rng), rules.players)))


def pass_cards(hands: Sequence[Sequence[Card]], chosen: Sequence[Sequence[Card]], rules: Rules) -> list[list[Card]]:
    """Everybody gives the ``chosen`` cards to the left-hand neighbour at once (source 003, the deal).

    >>> rules = Rules(players=3)
    >>> hands = [list(PAPAYOO_60.cards[i:60:3]) for i in range(3)]
    >>> chosen = [hand[:5] for hand in hands]
    >>> new = pass_cards(hands, chosen, rules)
    >>> new[1][-5:] == chosen[0], len(new[1])
    (True, 20)
    """
    n = rules.players
    if len(hands) != n or len(chosen) != n:
        raise WrongNumberOfPlayers(f"{rules.players} hands and choices expected")
    for hand, given in zip(hands, chosen, strict=True):
        if len(given) != PASS_COUNT[n]:
            raise WrongNumberOfCards(f"pass {PASS_COUNT[n]} cards, not {len(given)}")
        if len(set(given)) != len(given):
            raise DuplicateCard("a card is passed twice", tuple(c.code for c in given if given.count(c) > 1))
        missing = [card.code for card in given if card not in hand]
        if missing:
            raise CardNotInHand(f"{missing[0]} is not in the hand", (missing[0],))
    return [
        [card for card in hands[seat] if card not in chosen[seat]] + list(chosen[(seat - 1) % n])
        for seat in range(n)
    ]


def roll_die(rng: Random) -> Suit:
    """Roll the 8-sided die: each ordinary suit has two faces, so each comes up one time in four."""
    return rng.choice(DIE_FACES)


def parse_die_suit(letter: str) -> Suit:
    """The suit a die shows, from its letter (``S H C D``).

    >>> parse_die_suit("h")
    Suit.HEARTS
    """
    for suit in ORDINARY_SUITS:
        if isinstance(letter, str) and letter.strip().upper() == suit.letter:
            return suit
    raise NotADieSuit(f"{letter!r} is not a face of the die")


def papayoo_card(die_suit: Suit) -> Card:
    """The round's Papayoo: the 7 of the suit the die shows.

    >>> papayoo_card(Suit.CLUBS)
    7C
    """
    if die_suit not in ORDINARY_SUITS:
        raise NotADieSuit(f"the die shows no {die_suit.value}")
    return Card(PAPAYOO_RANK, die_suit)


def trick_winner(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None) -> int:
    """Index of the winning card: the highest of the suit led; no trump, Payoos are a suit (source 003, play).

    A Payoo discarded on another suit never wins, however high.

    >>> trick_winner(PAPAYOO_60.parse("3H 9H 20P 1H"))
    1
    >>> trick_winner(PAPAYOO_60.parse("2P 10S 19P"))
    2
    """
    if len(trick) > rules.players:
        raise WrongNumberOfCards(f"a trick has at most {rules.players} cards")
    led = trick[0].suit if trick else None
    return winner_by(trick, key=lambda card: (card.suit is led, card.rank))


def trick_winner_reason(trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None) -> str:
    """Why the winning card takes the trick: the highest of the suit led, the Payoos being a suit of their
    own, so a Payoo discarded on another suit never wins (source 003, play).

    >>> trick_winner_reason(PAPAYOO_60.parse("3H 9H 20P")), trick_winner_reason(PAPAYOO_60.parse("2P 10S 19P"))
    ('highest_of_suit_led', 'highest_payoo_led')
    """
    winner = trick_winner(trick, rules)
    return "highest_payoo_led" if trick[0].suit is Suit.PAYOO else win_reason(trick, winner, lambda card: False)


def judge_plays(
    hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None
) -> dict[Card, Verdict]:
    """A verdict with a reason code for every card of ``hand``, given the cards already in ``trick``.

    Reasons: ``lead_any_card``, ``follows_suit``, ``must_follow_suit``, ``follows_payoo``,
    ``must_follow_payoo``, ``any_card_void`` (source 003, play; source 003's second common mistake).

    >>> verdicts = judge_plays(PAPAYOO_60.parse("2P 10C"), PAPAYOO_60.parse("7P"))
    >>> [(card, v.legal, v.reason) for card, v in verdicts.items()]
    [(2P, True, 'follows_payoo'), (10C, False, 'must_follow_payoo')]
    """
    if len(trick) >= rules.players:
        raise WrongNumberOfCards(f"the trick already has {len(trick)} cards")
    both = set(hand) & set(trick)
    if both:
        raise DuplicateCard("a card is both in the hand and in the trick", tuple(c.code for c in both))
    if trick and trick[0].suit is Suit.PAYOO:
        return follow_suit_verdicts(hand, trick, follows="follows_payoo", must="must_follow_payoo")
    return follow_suit_verdicts(hand, trick, leads="lead_any_card")


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], rules: Rules = DEFAULT_RULES, *, state: None = None
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played now, in hand order; never empty for a non-empty hand.

    >>> legal_plays(PAPAYOO_60.parse("20P 7C"), PAPAYOO_60.parse("4H"))
    (20P, 7C)
    """
    # judge_plays' ruling without writing a verdict for every card (a drill plays out a trick for each deal it
    # tries; tested against judge_plays): the same checks, the same cards, once each, in hand order.
    if len(trick) >= rules.players:
        raise WrongNumberOfCards(f"the trick already has {len(trick)} cards")
    both = set(hand) & set(trick)
    if both:
        raise DuplicateCard("a card is both in the hand and in the trick", tuple(c.code for c in both))
    if trick:
        led = trick[0].suit
        following = tuple(dict.fromkeys(card for card in hand if card.suit is led))
        if following:
            return following
    return tuple(dict.fromkeys(hand))


def card_points(card: Card, die_suit: Suit) -> int:
    """Points for taking ``card``: a Payoo its face value, the Papayoo 40, anything else 0 (source 003,
    scoring).

    >>> card_points(Card(19, Suit.PAYOO), Suit.CLUBS), card_points(Card(7, Suit.CLUBS), Suit.CLUBS)
    (19, 40)
    >>> card_points(Card(7, Suit.HEARTS), Suit.CLUBS)
    0
    """
    if card.suit is Suit.PAYOO:
        return card.rank
    return PAPAYOO_POINTS if card.rank == PAPAYOO_RANK and card.suit is die_suit else 0


def pile_points(cards: Iterable[Card], die_suit: Suit) -> int:
    """Points of the cards a player took.

    >>> pile_points(PAPAYOO_60.parse("20P 12P 7C"), Suit.CLUBS)
    72
    """
    return sum(card_points(card, die_suit) for card in cards)


@dataclass(frozen=True)
class RoundScores:
    """One round's scores, as the API returns them."""

    scores: dict[str, int]
    total: int
    complete: bool
    """True when every card in play is in some pile (then the total is 250, or 250 × (n − 1))."""
    moon_shooter: str | None = None
    """Who shot the moon (only with ``Rules.shoot_the_moon``)."""


def round_scores(piles: Mapping[str, Sequence[Card]], die_suit: Suit, rules: Rules, *,
                 partial: bool = False) -> RoundScores:
    """Each player's points from the cards he took (a pile per player; empty piles allowed).

    With ``shoot_the_moon``, a pile holding all 20 Payoos and the Papayoo scores 0 and every other
    player 250 (source 003, scoring). Raises :class:`DuplicateCard` when a card is in two piles. With
    ``partial``, fewer piles than players may be counted (some players' piles are not given); the moon shot
    then needs every pile, so it only applies when all of them are there.

    >>> r = round_scores({"Ana": PAPAYOO_60.parse("3P 8P 19P 7H"), "Bo": [], "Cy": []}, Suit.CLUBS,
    ...                  Rules(players=3))
    >>> r.scores, r.total, r.complete
    ({'Ana': 30, 'Bo': 0, 'Cy': 0}, 30, False)
    """
    papayoo_card(die_suit)
    if len(piles) > rules.players or (len(piles) < rules.players and not partial):
        raise WrongNumberOfPlayers(f"{rules.players} piles expected, not {len(piles)}")
    in_play, every = deck(rules), [card for pile in piles.values() for card in pile]
    check_cards(every, in_play, twice="is in two piles")
    scores = {name: pile_points(pile, die_suit) for name, pile in piles.items()}
    shooter: str | None = None
    if len(piles) == rules.players:
        # Only a pile with every Payoo and the Papayoo can be worth the whole 250.
        scores, shooter = moon_shot(scores, rules)
    return RoundScores(scores, sum(scores.values()), len(every) == len(in_play), shooter)


def moon_shot(scores: Mapping[str, int], rules: Rules) -> tuple[dict[str, int], str | None]:
    """The scores after the moon-shot house rule, and the shooter (source 003, scoring (variants)).

    A player who took the whole 250 (everyone else 0) scores 0 and every other player 250. With the
    rule off, or scores already written as a moon shot, the scores come back unchanged and no shooter.

    >>> moon_shot({"A": 250, "B": 0, "C": 0}, Rules(players=3, shoot_the_moon=True))
    ({'A': 0, 'B': 250, 'C': 250}, 'A')
    """
    if not rules.shoot_the_moon or is_moon_shot(scores, rules):
        return dict(scores), None
    shooter = next((name for name, points in scores.items() if points == ROUND_TOTAL), None)
    if shooter is None or sum(scores.values()) != ROUND_TOTAL:
        return dict(scores), None
    return {name: 0 if name == shooter else ROUND_TOTAL for name in scores}, shooter


def is_moon_shot(scores: Mapping[str, int], rules: Rules) -> bool:
    """Whether entered scores show a moon shot: the variant is on, one 0 and 250 for all the others.

    >>> is_moon_shot({"A": 250, "B": 0, "C": 250}, Rules(players=3, shoot_the_moon=True))
    True
    """
    values = sorted(scores.values())
    return (rules.shoot_the_moon and len(values) >= 2 and values[0] == 0
            and all(v == ROUND_TOTAL for v in values[1:]))


def check_round_total(scores: Mapping[str, int], rules: Rules) -> int:
    """The total of scores entered by hand, or :class:`RoundDoesNotAddUp` if it is not 250 (source 003,
    scoring).

    A moon shot (250 × (n − 1)) passes when the variant is on.

    >>> check_round_total({"Emma": 30, "Nico": 72, "Pat": 68, "Lea": 80}, Rules())
    250
    """
    if len(scores) != rules.players:
        raise WrongNumberOfPlayers(f"{rules.players} scores expected, not {len(scores)}")
    for name, points in scores.items():
        if not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= ROUND_TOTAL:
            raise BadScore(f"{name}: {points!r} is not a score from 0 to 250")
    total = sum(scores.values())
    if total != ROUND_TOTAL and not is_moon_shot(scores, rules):
        raise RoundDoesNotAddUp(total)
    return total


def running_totals(rounds: Iterable[Mapping[str, int]]) -> list[dict[str, int]]:
    """Each player's total after each round, from each round's scores.

    >>> running_totals([{"A": 30, "B": 220}, {"A": 100, "B": 150}])
    [{'A': 30, 'B': 220}, {'A': 130, 'B': 370}]
    """
    totals: dict[str, int] = {}
    out = []
    for scores in rounds:
        totals = {name: totals.get(name, 0) + scores.get(name, 0) for name in {**totals, **scores}}
        out.append(totals)
    return out


def game_over(totals_after_each_round: Sequence[Mapping[str, int]], rules: Rules) -> bool:
    """Whether the game has ended: the agreed rounds are played, or (threshold ending) somebody has
    reached the threshold at the end of a round (source 003, scoring).

    >>> game_over([{"A": 251, "B": 180}], Rules(ending="threshold"))
    True
    """
    if rules.ending == "threshold":
        return bool(totals_after_each_round) and max(totals_after_each_round[-1].values()) >= rules.threshold
    return len(totals_after_each_round) >= (rules.rounds or rules.players)


def winners(totals: Mapping[str, int]) -> tuple[str, ...]:
    """The players with the lowest total; equal lowest totals share the win (rules-decisions §30).

    >>> winners({"A": 90, "B": 40, "C": 40})
    ('B', 'C')
    """
    low = min(totals.values())
    return tuple(name for name, points in totals.items() if points == low)


def passes_table() -> Table:
    """Deck, hand and pass by number of players (directive ``[[table papayoo.passes]]``)."""
    rows = tuple(
        (n, REMOVED_ONES if n >= 7 else (), len(deck(Rules(players=n))), HAND_SIZE[n], PASS_COUNT[n])
        for n in PLAYERS
    )
    return Table(("players", "removed", "cards_in_play", "hand", "passed_left"), rows, "table.passes")


def scoring_table() -> Table:
    """What each card is worth (directive ``[[table papayoo.scoring]]``): the Papayoo is only the 7 the
    die shows, the other three 7s are worth nothing."""
    payoos = tuple(Card(rank, Suit.PAYOO) for rank in range(1, 21))
    sevens = tuple(Card(PAPAYOO_RANK, suit) for suit in ORDINARY_SUITS)
    rows = (
        (Term("term.payoos"), payoos, Term("term.face_value"), sum(range(1, 21))),
        (Term("term.papayoo"), sevens, PAPAYOO_POINTS, PAPAYOO_POINTS),
        (Term("term.other_cards"), None, 0, 0),
        (Term("term.round_total"), None, None, ROUND_TOTAL),
    )
    return Table(("cards", "examples", "points_each", "points_total"), rows, "table.scoring")


def die_table() -> Table:
    """The 8 faces of the die and the Papayoo each one names (directive ``[[table papayoo.die]]``)."""
    return Table(("face", "papayoo"), tuple((i + 1, papayoo_card(s)) for i, s in enumerate(DIE_FACES)), "table.die")


# --- Random rounds (benchmark and property tests) -------------------------------------------------
# This is the benchmark's hot path, so it plays on card numbers (the index in PAPAYOO_60: 0-39 the
# ordinary suits ten by ten, 40-59 the Payoos): hashing and comparing dataclass cards costs more than
# the rule itself. Within a suit a higher number is a higher rank. The property tests replay every
# round through legal_plays and trick_winner, so this stays an implementation detail.
_SUIT_NO: tuple[int, ...] = tuple(min(i // 10, 4) for i in range(60))


@cache
def _points_by_number(die_suit: Suit) -> tuple[int, ...]:
    return tuple(card_points(card, die_suit) for card in PAPAYOO_60.cards)


@cache
def _numbers_in_play(players: int) -> tuple[int, ...]:
    in_play = set(deck(Rules(players=players)).cards)
    return tuple(i for i, card in enumerate(PAPAYOO_60.cards) if card in in_play)


@dataclass(frozen=True)
class PlayedRound:
    """A round played to the end by :func:`play_random_round`; seats clockwise from 0.

    Cards are kept as numbers (indexes in ``PAPAYOO_60``) and become cards when asked for.
    """

    dealer: int
    die_suit: Suit
    scores: tuple[int, ...]
    """Each seat's points (moon shot applied when the variant is on)."""
    hand_numbers: tuple[tuple[int, ...], ...] = field(repr=False)
    trick_numbers: tuple[tuple[int, tuple[int, ...]], ...] = field(repr=False)
    pile_numbers: tuple[tuple[int, ...], ...] = field(repr=False)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's hand after the pass, when play starts."""
        return tuple(_cards(numbers) for numbers in self.hand_numbers)

    @property
    def tricks(self) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        """Each trick as (seat that led, cards in play order)."""
        return tuple((leader, _cards(numbers)) for leader, numbers in self.trick_numbers)

    @property
    def piles(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat took."""
        return tuple(_cards(numbers) for numbers in self.pile_numbers)

    def piles_by_seat(self) -> dict[str, list[Card]]:
        """The piles keyed ``"0"``, ``"1"``... as :func:`round_scores` takes them."""
        return {str(seat): list(pile) for seat, pile in enumerate(self.piles)}


def _cards(numbers: Iterable[int]) -> tuple[Card, ...]:
    return tuple(map(PAPAYOO_60.cards.__getitem__, numbers))


def play_random_round(rules: Rules, rng: Random, dealer: int = 0) -> PlayedRound:
    """Deal, pass at random, roll the die and play every trick with random legal cards.

    >>> played = play_random_round(Rules(players=5), Random(7))
    >>> len(played.tricks), sum(played.scores)
    (12, 250)
    """
    n = rules.players
    rand = rng.random
    # Sorting by random keys is a uniform shuffle, and twice as fast as Random.shuffle on 60 cards.
    numbers = sorted(_numbers_in_play(n), key=lambda _: rand())
    die_suit = roll_die(rng) if rules.die_before_pass else None
    # The deal order is random, so the first cards dealt to each hand are a random choice to pass.
    k = PASS_COUNT[n]
    dealt = [numbers[seat::n] for seat in range(n)]
    hands_flat = [dealt[seat][k:] + dealt[seat - 1][:k] for seat in range(n)]
    if die_suit is None:
        die_suit = roll_die(rng)
    points = _points_by_number(die_suit)
    hands: list[list[list[int]]] = []
    for flat in hands_flat:
        by_suit: list[list[int]] = [[], [], [], [], []]
        for number in flat:
            by_suit[_SUIT_NO[number]].append(number)
        hands.append(by_suit)
    followers = [[*range(seat + 1, n), *range(seat)] for seat in range(n)]
    piles: list[list[int]] = [[] for _ in range(n)]
    scores = [0] * n
    tricks: list[tuple[int, tuple[int, ...]]] = []
    leader = dealer
    for left in range(len(hands_flat[0]), 0, -1):
        best = _pop_any(hands[leader], left, rand)
        led, winner, gain = _SUIT_NO[best], leader, points[best]
        trick = [best]
        for seat in followers[leader]:
            same = hands[seat][led]
            card = same.pop(int(rand() * len(same))) if same else _pop_any(hands[seat], left, rand)
            if card > best and _SUIT_NO[card] == led:
                best, winner = card, seat
            trick.append(card)
            gain += points[card]
        tricks.append((leader, tuple(trick)))
        piles[winner] += trick
        scores[winner] += gain
        leader = winner
    if rules.shoot_the_moon and ROUND_TOTAL in scores:
        scores = [0 if s == ROUND_TOTAL else ROUND_TOTAL for s in scores]
    return PlayedRound(dealer, die_suit, tuple(scores), tuple(map(tuple, hands_flat)), tuple(tricks),
                       tuple(map(tuple, piles)))


def _pop_any(hand: list[list[int]], count: int, rand: Callable[[], float]) -> int:
    """Take a random card out of a hand of ``count`` cards held suit by suit (a lead, or void)."""
    r = int(rand() * count)
    for cards in hand:
        if r < len(cards):
            return cards.pop(r)
        r -= len(cards)
    raise AssertionError("count is larger than the hand")
