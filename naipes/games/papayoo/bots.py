"""Papayoo's bots: what a seat sees of a round; the beginner, who passes and plays to take few points; and the
club player, who passes to be void of a suit, remembers every card seen (:mod:`naipes.bots.memory`: the cards
played, the suits each seat lacks, the cards it passed to its left-hand neighbour) and so leads the cards another
seat must top, and dumps the Papayoo and the high Payoos on tricks another seat must take."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import TYPE_CHECKING, Any

from naipes.bots import Bot, Legal, SeatView, search, taken
from naipes.bots.memory import Memory, remember
from naipes.cards import Card, Suit
from naipes.games import papayoo

if TYPE_CHECKING:
    from naipes.games.papayoo.practice import Hand

GAME = "papayoo"


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards, the cards it passed and was passed, the die once rolled, the trick on the
    table, the tricks played and the points each pile holds so far."""
    players = hand.players
    gave = tuple(hand.passed[seat]) if hand.passed else ()
    received = tuple(hand.passed[(seat - 1) % players]) if hand.passed else ()
    return SeatView(GAME, seat, players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks), gave=gave,
                    received=received, die=hand.die, scores=taken(hand.tricks, players))


def danger(card: Card, die: Suit | None = None) -> int:
    """How much the beginner wants rid of ``card`` at the pass. Before the die is rolled every 7 may become the
    Papayoo; once it is (the die rolled before the pass), only its 7 is. Payoos cost their number."""
    if card.suit is Suit.PAYOO:
        return 2 * card.rank
    papayoo_to_be = card.rank == papayoo.PAPAYOO_RANK and (die is None or card.suit is die)
    return card.rank + (25 if papayoo_to_be else 0) + (25 if die is not None and papayoo_to_be else 0)


def beginner_pass(cards: Sequence[Card], count: int, die: Suit | None = None) -> tuple[Card, ...]:
    """Pass the most dangerous cards: high Payoos, the 7s (a Papayoo to be; the Papayoo itself first when
    the die was rolled before the pass), then high cards."""
    return tuple(sorted(cards, key=lambda card: danger(card, die), reverse=True)[:count])


class Beginner:
    """Pass the dangerous cards; then a legal card chosen to take as few points as possible."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.kind == "pass":
            return beginner_pass(legal.actions, legal.pick, view.die)
        return self.play(view, legal.actions)

    def play(self, view: SeatView, cards: Sequence[Card]) -> Card:
        die = view.die
        assert die is not None

        def cost(card: Card) -> int:
            return papayoo.card_points(card, die)

        if not view.trick:
            # Lead low in an ordinary suit: the lowest card is the least likely to take the trick.
            plain = [c for c in cards if c.suit is not Suit.PAYOO] or list(cards)
            return min(plain, key=lambda c: (c.rank, cost(c)))
        led = view.trick[0].suit
        if not any(card.suit is led for card in cards):
            # Void in the suit led: dump the costliest card (the Papayoo first), then the highest.
            return max(cards, key=lambda c: (cost(c), c.rank))
        best = max(c.rank for c in view.trick if c.suit is led)
        under = [c for c in cards if c.rank < best]
        if under:
            return max(under, key=lambda c: c.rank)
        last = len(view.trick) == view.players - 1
        if last and not any(cost(c) for c in view.trick):
            # Taking a trick worth nothing anyway: get rid of the highest card of the suit.
            return max(cards, key=lambda c: (cost(c) == 0, c.rank))
        return min(cards, key=lambda c: (cost(c), c.rank))


def memory(view: SeatView) -> Memory:
    """What the seat remembers: every trick binds the seats to follow (source 003, play), and the cards it passed
    are its left-hand neighbour's until played."""
    left = (view.seat + 1) % view.players
    return remember(view, papayoo.deck(view.rules), known=((card, left) for card in view.gave))


def club_pass(cards: Sequence[Card], count: int, die: Suit | None = None) -> tuple[Card, ...]:
    """Pass the high Payoos and the high cards of the short suits, emptying a suit when it can (a void lets it
    throw the Papayoo and the Payoos away later); keep the low cards, which take no trick."""
    chosen: list[Card] = []
    rest = list(cards)

    def risk(card: Card) -> float:
        if card.suit is Suit.PAYOO:
            return 1.6 * card.rank - 6
        suit = [c for c in rest if c.suit is card.suit]
        low = sum(1 for c in suit if c.rank <= 4)
        seven = card.rank == papayoo.PAPAYOO_RANK and (die is None or card.suit is die)
        return card.rank * 2 - 3 * low + (30 if seven and die is not None else 8 if seven else 0)

    # Empty the shortest ordinary suit that fits in the pass when its cards are not all low.
    suits = sorted({c.suit for c in rest if c.suit is not Suit.PAYOO},
                   key=lambda s: sum(1 for c in rest if c.suit is s))
    for suit in suits:
        held = [c for c in rest if c.suit is suit]
        if len(held) <= min(2, count) and max(c.rank for c in held) >= 6:
            chosen += held
            rest = [c for c in rest if c not in held]
            break
    while len(chosen) < count:
        card = max(rest, key=lambda c: (risk(c), c.rank))
        chosen.append(card)
        rest.remove(card)
    return tuple(chosen)


class Club:
    """Pass to be void of a short suit; lead the low card another seat is likeliest to top; under the card that
    takes the trick, throw the costliest card; void, throw the costliest card; forced to take a trick, take it
    with the highest card when nothing can pass under it any more."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.kind == "pass":
            return club_pass(legal.actions, legal.pick, view.die)
        return self.play(view, legal.actions)

    def play(self, view: SeatView, cards: Sequence[Card]) -> Card:
        die = view.die
        assert die is not None
        if len(cards) == 1:
            return cards[0]
        mem = memory(view)

        def cost(card: Card) -> int:
            return papayoo.card_points(card, die)

        def toppers(card: Card, seats: Sequence[int]) -> int:
            """How many unseen cards of the suit above ``card`` the ``seats`` may hold."""
            return sum(1 for other in mem.unseen if other.suit is card.suit and other.rank > card.rank
                       and any(mem.may_hold(seat, other) for seat in seats))

        others = [s for s in range(view.players) if s != view.seat]
        if not view.trick:
            def lead_risk(card: Card) -> tuple[float, int]:
                above = toppers(card, others)
                below = sum(1 for o in mem.unseen if o.suit is card.suit and o.rank < card.rank)
                voids = sum(1 for s in others if mem.void(s, card.suit))
                danger = 0 if above else 100 + cost(card)
                payoo = 15 if card.suit is Suit.PAYOO else 0
                return (danger + payoo + cost(card) + voids * 4 + below - above * 0.5, card.rank)
            return min(cards, key=lead_risk)
        led = view.trick[0].suit
        if not any(card.suit is led for card in cards):
            return max(cards, key=lambda c: (cost(c), c.rank if c.suit is not Suit.PAYOO else 0,
                                             -toppers(c, others)))
        best = max(c.rank for c in view.trick if c.suit is led)
        under = [c for c in cards if c.rank < best]
        if under:
            return max(under, key=lambda c: (cost(c), c.rank))
        behind = mem.after(view)
        lowest = min(cards, key=lambda c: c.rank)
        if not behind or not toppers(lowest, behind):
            # The trick is ours whatever we play: rid the hand of its highest card that costs nothing.
            return max(cards, key=lambda c: (-cost(c), c.rank))
        return min(cards, key=lambda c: (cost(c), c.rank))


BOTS: dict[str, Bot] = {"beginner": Beginner(), "club": Club()}

UNIT = "points"
"""What :func:`scores` counts: the round's points, fewer being better, so counted against the seat."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's points of the round by the engine, negated (higher is better)."""
    counted = hand.scores().scores
    return tuple(-counted[str(s)] for s in range(hand.players))


# --- the expert's search (naipes.bots.search) ----------------------------------------------------


class _Table:
    """The little a beginner's play reads of a view (``die``, ``trick``, ``players``), kept up to date through a
    rollout instead of building a view at every card."""

    def __init__(self, view: SeatView, trick: list[Card]) -> None:
        self.die, self.players, self.trick = view.die, view.players, trick


class PapayooSearch:
    """Papayoo's adapter for :class:`naipes.bots.search.Expert` (the play; the pass is the club's).

    What the seat has not seen: the cards in play less its own and the cards played; of them the cards it passed
    and that are not played yet are with its left-hand neighbour. A seat is void in the suit led when it did not
    follow it (it must follow when it can, and nobody draws). The rollout plays the world out with the beginner's
    play and counts it with the engine (:func:`naipes.games.papayoo.round_scores`, as :func:`scores`)."""

    def constraints(self, view: SeatView) -> search.Constraints:
        unseen, sizes = search.hidden_hands(view, papayoo.deck(view.rules))
        left = (view.seat + 1) % view.players
        placed: dict[Card, search.Place] = {c: left for c in view.gave if c in unseen}
        voids = search.voids_not_followed(view)
        return search.Constraints(unseen, sizes, {w: frozenset(s) for w, s in voids.items()}, placed)

    def rollout(self, view: SeatView, world: Mapping[search.Place, list[Card]], card: Card) -> tuple[int, ...]:
        rules, players, die = view.rules, view.players, view.die
        assert die is not None

        def next_card(player: int, hand: list[Card], trick: list[Card]) -> Card:
            return BEGINNER.play(_Table(view, trick), papayoo.legal_plays(hand, trick, rules))  # type: ignore[arg-type]

        piles = search.play_out(view, world, card, lambda trick: papayoo.trick_winner(trick, rules), next_card)
        counted = papayoo.round_scores({str(s): pile for s, pile in enumerate(piles)}, die, rules).scores
        return tuple(-counted[str(s)] for s in range(players))


BEGINNER = Beginner()
BOTS[search.EXPERT] = search.Expert(PapayooSearch(), BOTS["club"])
"""The expert (:data:`naipes.bots.LEVELS`): the club's pass (the beginner's cost it about 33 points a round
against the club), a search for each card."""
