"""Tute on a score sheet: a deal as the table writes it down (each player's card points, the pairs declared,
who took the last trick, or a deal won by a tute), checked as a whole, and a session of deals to an agreed
number of deals or points. The counters' Tute sheet asks this module; the rules of play are :mod:`naipes.games.tute`.

Readings: ``docs/rules-decisions.md`` §18 and §19 (card points and acuses), §32 (a tute over a session kept
on points).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from naipes import errors
from naipes.cards import Card, Suit, possible_sums
from naipes.games.tute import (
    DEFAULT_RULES,
    LAST_TRICK_POINTS,
    TUTE_RANKS,
    BadPlayers,
    DuplicateAcuse,
    HandPoints,
    Rules,
    TuteError,
    UnknownVariant,
    acuse_chances,
    acuse_list,
    card_points,
    check_forty,
    deck,
    muestra_card,
    parse_muestra,
    parse_suit,
    total_points,
)
from naipes.tricks import WrongNumberOfCards


class CardPointsDoNotAddUp(errors.DoesNotAddUp, TuteError):
    """Raised when the card points of all the players do not make the pack's total."""

    code = "card_points_do_not_add_up"
    says = "the card points add up to {total}, not {expected}"


class ImpossibleCardPoints(TuteError):
    """Raised when a player's card points are a sum that no set of cards of the pack makes."""

    code = "impossible_card_points"

    def __init__(self, player: int, points: int) -> None:
        super().__init__(f"no set of cards is worth {points}")
        self.player, self.points = player, points


class FirstPairUnknown(TuteError):
    """Raised when, without muestra, pairs were declared but the first one (the 40) is not one of them."""

    code = "first_pair_unknown"


class TooManyAcuses(TuteError):
    """Raised when a deal holds more acuses than tricks played while the stock lasts (one per trick won)."""

    code = "too_many_acuses"

    def __init__(self, declared: int, limit: int) -> None:
        super().__init__(f"{declared} acuses, but only {limit} tricks are played while the stock lasts")
        self.declared, self.limit = declared, limit


class ImpossibleTute(TuteError):
    """Raised when a tute is claimed in the rank of the muestra card, which is drawn after the last chance to
    declare (docs/rules-decisions.md §19)."""

    code = "impossible_tute"

    def __init__(self, muestra: Card) -> None:
        super().__init__(f"the muestra {muestra.code} is drawn after the last chance to declare a tute of its rank")
        self.muestra = muestra


class NotATuteRank(TuteError):
    """Raised when a tute is claimed with a rank the variant does not count (classic: reyes, caballos)."""

    code = "not_a_tute_rank"


def possible_card_points(rules: Rules = DEFAULT_RULES) -> frozenset[int]:
    """Every card-point total some pile of the pack can hold (no pile is worth 1, nor 119).

    >>> points = possible_card_points()
    >>> 0 in points, 1 in points, 2 in points, 119 in points, 120 in points
    (True, False, True, False, True)
    """
    return possible_sums(deck(rules), card_points)


def score_deal(
    card_points_taken: Sequence[int],
    acuses: Sequence[Collection[str | Suit]],
    last_trick: int,
    muestra: str | Suit | Card | None,
    rules: Rules = DEFAULT_RULES,
    *,
    first_pair: str | Suit | None = None,
) -> tuple[HandPoints, ...]:
    """Every player's total for a deal played to the end, checked as a whole (source 002, card points and
    acuses; rules-decisions §18 and §19):

    the card points of all the piles make the pack's 120 and each is a sum some cards make; the 10 of
    the last trick go to one player; each suit is declared once in the deal; with muestra the pair in
    its suit is the 40 and the others 20; without muestra the pair declared first (``first_pair``) is
    the 40 and makes its suit trump, the later ones are 20. The deal holds at most one acuse per trick
    played while the stock lasts (:func:`acuse_chances`), and none in the muestra's suit when the muestra,
    given as a card, is the rey or caballo of trumps (:func:`forty_possible`).

    >>> [h.points for h in score_deal([60, 35, 25], [["C"], ["E"], []], 2, "C", Rules(players=3))]
    [100, 55, 35]
    >>> [h.points for h in score_deal([70, 50], [["E", "O"], ["C"]], 0, None, Rules(players=2), first_pair="C")]
    [120, 90]
    """
    players = rules.players
    if len(card_points_taken) != players or len(acuses) != players:
        raise BadPlayers(f"a deal of {players} players needs {players} piles and {players} lists of acuses")
    if not 0 <= last_trick < players:
        raise WrongNumberOfCards("the last trick goes to one of the players")
    possible = possible_card_points(rules)
    for player, points in enumerate(card_points_taken):
        if points not in possible:
            raise ImpossibleCardPoints(player, points)
    expected = total_points(rules)
    if sum(card_points_taken) != expected:
        raise CardPointsDoNotAddUp(sum(card_points_taken), expected)
    declared = [parse_suit(suit) for suits in acuses for suit in suits]
    if len(set(declared)) != len(declared):
        raise DuplicateAcuse("each suit can be declared only once in a deal")
    if len(declared) > acuse_chances(rules):
        raise TooManyAcuses(len(declared), acuse_chances(rules))
    trump = parse_muestra(muestra)
    for player, suits in enumerate(acuses):
        check_forty(suits, muestra, player)
    first = None if trump is not None or first_pair in (None, "") else parse_suit(first_pair)
    if trump is None and declared and first not in declared:
        raise FirstPairUnknown("without muestra, say which declared pair came first: it is the 40")
    out = []
    for player, suits in enumerate(acuses):
        mine = [parse_suit(s) for s in suits]
        if trump is None:  # acuse_list makes the first of a list the 40: put the first pair first
            mine.sort(key=lambda suit: suit != first)
        declared_points = sum(a.points for a in acuse_list(mine, trump, forty_taken=trump is None and first not in mine))
        bonus = LAST_TRICK_POINTS if player == last_trick else 0
        out.append(HandPoints(card_points_taken[player] + declared_points + bonus, card_points_taken[player],
                              declared_points, bonus))
    return tuple(out)


def check_tute_rank(rank: int, rules: Rules = DEFAULT_RULES, muestra: str | Suit | Card | None = None) -> int:
    """The rank of a tute claimed at the table, if the variant counts it (rules-decisions §18) and, when the
    muestra is given as a card, it is not of that rank: the muestra is drawn after the last chance to declare.

    >>> check_tute_rank(12, Rules(tute="classic")), check_tute_rank(12, muestra="1O")
    (12, 12)
    """
    if rank not in TUTE_RANKS[rules.tute]:
        raise NotATuteRank(f"under the {rules.tute} rule a tute is four of {TUTE_RANKS[rules.tute]}")
    card = muestra_card(muestra)
    if card is not None and card.rank == rank:
        raise ImpossibleTute(card)
    return rank


ENDINGS: tuple[str, ...] = ("deals", "points")
"""How a session of deals ends, as agreed at the table: the first to win a number of deals, or the
first to reach a number of points over the deals."""


@dataclass(frozen=True)
class Standing:
    """Where a session of deals stands: deals won and points per player, and the winners once over."""

    deals_won: tuple[int, ...]
    points: tuple[int, ...]
    over: bool
    winners: tuple[int, ...]
    """Who won the session (several on a tie); empty while it goes on."""
    leaders: tuple[int, ...]


def tute_deal_points(rules: Rules = DEFAULT_RULES) -> int:
    """What a deal won by a tute counts for its maker when points are kept over several deals: the whole
    deal, the pack's 120 and the diez de mesa (house reading, docs/rules-decisions.md §32).

    >>> tute_deal_points()
    130
    """
    return total_points(rules) + LAST_TRICK_POINTS


def standing(deals: Sequence[tuple[Sequence[int], Sequence[int]]], players: int, ending: str, target: int) -> Standing:
    """The session after ``deals``, each given as (its winners, every player's total).

    >>> standing([((0,), (80, 50)), ((1,), (40, 90))], 2, "deals", 2).over
    False
    >>> standing([((0,), (80, 50)), ((0,), (90, 40))], 2, "deals", 2).winners
    (0,)
    """
    if ending not in ENDINGS:
        raise UnknownVariant(f"ending must be one of {', '.join(ENDINGS)}")
    won = [0] * players
    points = [0] * players
    for winners, totals in deals:
        for w in winners:
            won[w] += 1
        for i, total in enumerate(totals):
            points[i] += total
    measure = won if ending == "deals" else points
    best = max(measure) if measure else 0
    leaders = tuple(i for i, m in enumerate(measure) if m == best) if deals else ()
    over = bool(deals) and best >= target
    return Standing(tuple(won), tuple(points), over, leaders if over else (), leaders)
