"""Tute's bots: what a seat sees of a deal; the beginner, who wins a trick with points when it is cheap to and
always sings what it may; and the club player, who remembers the cards played (:mod:`naipes.bots.memory`), wins
tricks to sing the pairs it holds, banks its own points when nobody behind can take them, and keeps its trumps
for the tricks that pay and the diez de últimas."""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import TYPE_CHECKING, Any

from naipes.bots import Bot, Legal, SeatView, search, taken
from naipes.bots.memory import Memory, remember
from naipes.cards import CABALLO, REY, Card, Suit
from naipes.games import tute

if TYPE_CHECKING:
    from naipes.games.tute.practice import Hand

GAME = "tute"


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards (and which of them it laid face down), the muestra, the acuses, how many
    cards the stock still holds, the trick on the table, the tricks played and the points each pile holds."""
    return SeatView(GAME, seat, hand.players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks), muestra=hand.muestra,
                    trump=hand.trump, declarations=tuple(hand.declared), stock=len(hand.stock),
                    face_down=tuple(c for c in hand.hands[seat] if c in hand.face_down[seat]),
                    scores=taken(hand.tricks, hand.players))


def _value(card: Card, trump: Suit | None) -> tuple[int, int]:
    # Cheapest first: no points, not a trump, low in the order.
    return (tute.card_points(card) + (20 if card.suit is trump else 0), -tute.RANK_ORDER.index(card.rank))


class Beginner:
    """Declare the tute when held, else the first acuse allowed (the 40 first); play a legal card that wins a
    trick with points when it is cheap to, otherwise throw the cheapest card."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.kind == "declare":
            if ("tute",) in legal.actions:
                return ("tute",)
            return next((a for a in legal.actions if a[0] == "sing"), ("no_sing",))
        return self.play(view, legal.actions)

    def play(self, view: SeatView, cards: tuple[Card, ...]) -> Card:
        trump = view.trump
        if not view.trick:
            plain = [c for c in cards if c.suit is not trump] or list(cards)
            return min(plain, key=lambda c: _value(c, trump))
        state = tute.State(trump, view.stock == 0)
        winning = [c for c in cards
                   if tute.trick_winner([*view.trick, c], view.rules, state=state) == len(view.trick)]
        at_stake = sum(tute.card_points(c) for c in view.trick)
        if winning and (at_stake >= 10 or len(view.trick) == view.players - 1 and at_stake):
            return min(winning, key=lambda c: _value(c, trump))
        return min(cards, key=lambda c: _value(c, trump))


def memory(view: SeatView) -> Memory:
    """What the seat remembers: a trick binds the seats to follow once the stock is gone (docs/rules-decisions.md
    §20), and then a seat that neither follows nor trumps has no trump either (it must trump when it can; with
    ``free_discard`` only while no trump is on the trick)."""
    rules, trump = view.rules, view.trump
    first_bound = tute.stock_size(rules) // rules.players

    def lacks(led: Card, card: Card, before: tuple[Card, ...]) -> tuple[Suit, ...]:
        if trump is None or card.suit is trump or led.suit is trump:
            return ()
        if any(c.suit is trump for c in before) and rules.over_trump == "free_discard":
            return ()
        return (trump,)

    return remember(view, tute.deck(rules), binds=lambda index: index >= first_bound, lacks=lacks)


class Club:
    """Remember every card seen; while the stock lasts win the tricks that let it sing a pair it holds (and
    keep the pair whole); take a trick, its own card's points included, when no seat still to play can beat the
    card (or it plays last) and the trick pays for the card spent, a trump counting dear; lead the cheapest card
    of a suit no seat is known to lack (it would trump it); otherwise throw the cheapest card; sing as the
    beginner does, the 40 first. (Leading its masters once the stock is gone, trumps first, measured worse than
    leading low: it spends the trumps that take the last tricks.)"""

    sing = 1
    """How much a pair still to sing weighs when it weighs taking a trick (20 or 40 points, times this)."""
    trump_cost = 18
    """What a trump is worth keeping for later, in points, besides its rank (measured: keeping them pays)."""
    bank = 1
    """Whether a card that is not the master of its suit counts its own points when it takes a trick."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.kind == "declare":
            return Beginner().choose(view, legal, rng)
        return self.play(view, legal.actions)

    def play(self, view: SeatView, cards: tuple[Card, ...]) -> Card:
        if len(cards) == 1:
            return cards[0]
        trump, mem = view.trump, memory(view)
        stock_left = view.stock > 0
        state = tute.State(trump, not stock_left)
        sung = {suit for _, suit, _ in view.declarations}
        pairs = {s for s in {c.suit for c in view.hand}
                 if Card(REY, s) in view.hand and Card(CABALLO, s) in view.hand and s not in sung}
        keep = {Card(rank, s) for s in pairs for rank in (REY, CABALLO)} if stock_left else set()
        want = (40 if trump in pairs else 20 if pairs else 0) * self.sing

        def master(card: Card) -> bool:
            return not any(tute.beats(other, card) for other in mem.remaining(card.suit))

        def cost(card: Card) -> int:
            # What a card is worth keeping besides its points: a trump's power, a pair still to sing.
            power = 0
            if card.suit is trump:
                power = self.trump_cost + (10 - tute.RANK_ORDER.index(card.rank)) // 2 + (6 if master(card) else 0)
            return power + (25 if card in keep else 0)

        def gain(card: Card) -> int:
            # A master wins its points later anyway; any other card banks them now.
            own = 0 if master(card) and card.suit is trump else tute.card_points(card) * self.bank
            return at_stake + own + want - cost(card)

        def cheapest(pool: list[Card]) -> Card:
            return min(pool, key=lambda c: (cost(c) + tute.card_points(c), -tute.RANK_ORDER.index(c.rank)))

        def holds(trick: tuple[Card, ...], card: Card) -> bool:
            """Whether ``card`` played now on ``trick`` stays the best whatever the seats behind may hold."""
            mine = len(trick)
            if tute.trick_winner([*trick, card], view.rules, state=state) != mine:
                return False
            for seat in mem.after(view):
                for other in mem.unseen:
                    if mem.may_hold(seat, other) and \
                            tute.trick_winner([*trick, card, other], view.rules, state=state) == mine + 1:
                        return False
            return True

        at_stake = sum(tute.card_points(c) for c in view.trick)
        if not view.trick:
            plain = [c for c in cards if c.suit is not trump and c not in keep] or \
                [c for c in cards if c not in keep] or list(cards)
            others = [s for s in range(view.players) if s != view.seat]

            def ruffed(card: Card) -> bool:
                # A seat known to lack the suit but perhaps not trumps takes the card and all it draws.
                return card.suit is not trump and any(
                    mem.void(s, card.suit) and any(mem.may_hold(s, t) for t in mem.remaining(trump))
                    for s in others) if trump is not None else False

            return min(plain, key=lambda c: (ruffed(c), cost(c) + tute.card_points(c), -tute.RANK_ORDER.index(c.rank)))
        last = len(view.trick) == view.players - 1
        winners = [c for c in cards if (holds(view.trick, c) if not last else
                                        tute.trick_winner([*view.trick, c], view.rules, state=state)
                                        == len(view.trick))]
        if winners:
            best = max(winners, key=lambda c: (gain(c), -cost(c), -tute.RANK_ORDER.index(c.rank)))
            if gain(best) > 0:
                return best
        return Beginner().play(view, cards) if not winners else cheapest(list(cards))


BOTS: dict[str, Bot] = {"beginner": Beginner(), "club": Club()}

UNIT = "points"
"""What :func:`scores` counts: the deal's points (cards, acuses, the last trick)."""


def scores(hand: Hand) -> tuple[int, ...]:
    """Each seat's points of the deal by the engine; a tute, which wins at once, counts every point of the deal
    (its cards and the last trick) for the seat that showed it and none for the others."""
    counted = hand.results()
    if counted is None:
        everything = tute.total_points(hand.rules) + tute.LAST_TRICK_POINTS
        return tuple(everything if s == hand.tute_by else 0 for s in range(hand.players))
    return tuple(p.points for p in counted[0])


# --- the expert's search (naipes.bots.search) ----------------------------------------------------


class _Table:
    """The little a beginner's play reads of a view (``trump``, ``trick``, ``stock``, ``rules``, ``players``),
    kept up to date through a rollout instead of building a view at every card."""

    def __init__(self, view: SeatView, trick: list[Card], trump: Suit | None, stock: int) -> None:
        self.rules, self.players = view.rules, view.players
        self.trick, self.trump, self.stock = trick, trump, stock


def rollout_play(table: _Table, cards: tuple[Card, ...], state: tute.State) -> Card:
    """The beginner's card (:meth:`Beginner.play`), worked out faster for the rollouts: the stake is weighed
    before any card is tried on the trick, and ``state`` (trumps, the stock gone) is the rollout's own."""
    trump, trick = table.trump, table.trick
    if not trick:
        plain = [c for c in cards if c.suit is not trump] or list(cards)
        return min(plain, key=lambda c: _value(c, trump))
    at_stake = sum(tute.card_points(c) for c in trick)
    if at_stake >= 10 or (len(trick) == table.players - 1 and at_stake):
        winning = [c for c in cards if tute.trick_winner([*trick, c], table.rules, state=state) == len(trick)]
        if winning:
            return min(winning, key=lambda c: _value(c, trump))
    return min(cards, key=lambda c: _value(c, trump))


def _draw_rounds(view: SeatView) -> int:
    """How many tricks of the deal are followed by a draw: the stock at the deal shared by the seats."""
    return tute.stock_size(view.rules) // view.players


def _unanswered(view: SeatView) -> list[set[Suit]]:
    """Each seat's suits not answered while the stock lasted (manos abajo), from the public tricks, as the hand
    notes them."""
    rounds = _draw_rounds(view)
    unanswered: list[set[Suit]] = [set() for _ in range(view.players)]
    played = [*view.tricks, None]
    for index, trick in enumerate(played):
        cards = trick.cards if trick is not None else view.trick
        leader = trick.leader if trick is not None else view.leader
        if index >= rounds or not cards or leader is None:
            continue
        led = cards[0].suit
        for offset, card in enumerate(cards[1:], start=1):
            seat = (leader + offset) % view.players
            (unanswered[seat].discard if card.suit is led else unanswered[seat].add)(led)
    return unanswered


class TuteSearch:
    """Tute's adapter for :class:`naipes.bots.search.Expert`.

    What the seat has not seen: the pack less its own cards and the cards played; the muestra among them lies
    under the stock (the last card drawn: placed in the stock; once drawn, placed with the seat that drew it
    last). The sung rey and caballo not yet played stay with the seat that sang them. A seat is void in the suit
    led when it did not follow once the stock was gone (it then must, docs/rules-decisions.md §20), and void in
    trumps when it did not play one on a trump lead with no draw since (it must while it holds one).

    The rollout plays the world out with the beginner's play (:func:`rollout_play`) and its acuses (the first allowed, the tute when
    held) and counts it with the engine (:func:`naipes.games.tute.hand_points`, as :func:`scores`). The other
    seats' cards laid face down are not known, so in a rollout only the searching seat's are."""

    def constraints(self, view: SeatView) -> search.Constraints:
        players, seat = view.players, view.seat
        unseen, sizes = search.hidden_hands(view, tute.deck(view.rules))
        sizes[search.STOCK] = view.stock
        placed: dict[Card, search.Place] = {}
        if view.muestra is not None and view.stock:
            placed[view.muestra] = search.STOCK
        for who, suit, _ in view.declarations:
            for rank in (tute.REY, tute.CABALLO):
                if who != seat and Card(rank, suit) in unseen:
                    placed[Card(rank, suit)] = who
        rounds = _draw_rounds(view)
        if view.muestra is not None and not view.stock and view.muestra in unseen and len(view.tricks) >= rounds > 0:
            holder = tute.draw_order(view.tricks[rounds - 1].winner, players)[-1]
            if holder != seat:
                placed[view.muestra] = holder
        voids: dict[search.Place, set[Suit]] = {}
        trump = view.muestra.suit if view.muestra is not None else None
        leader = view.leader if view.leader is not None else seat
        tricks = [*((t.leader, t.cards) for t in view.tricks), (leader, view.trick)]
        for index, (first, cards) in enumerate(tricks):
            if not cards:
                continue
            led, empty = cards[0].suit, index >= rounds
            last_before_draw = index == len(tricks) - 1 and view.stock > 0
            for offset, card in enumerate(cards[1:], start=1):
                who = (first + offset) % players
                if card.suit is led or who == seat:
                    continue
                if empty or (last_before_draw and led is trump):
                    voids.setdefault(who, set()).add(led)
        # A void never holds a card it is known to hold.
        for card, place in placed.items():
            voids.get(place, set()).discard(card.suit)
        return search.Constraints(unseen, sizes, {w: frozenset(s) for w, s in voids.items()}, placed)

    def rollout(self, view: SeatView, world: Mapping[search.Place, list[Card]], card: Card) -> tuple[int, ...]:
        rules, players, seat, muestra = view.rules, view.players, view.seat, view.muestra
        hands = [list(view.hand) if s == seat else world[s] for s in range(players)]
        stock = [c for c in world[search.STOCK] if c != muestra] + ([muestra] if muestra is not None and view.stock else [])
        piles: list[list[Card]] = [[] for _ in range(players)]
        for finished in view.tricks:
            piles[finished.winner].extend(finished.cards)
        declared = list(view.declarations)
        unanswered = _unanswered(view)
        face_down = [set(view.face_down) if s == seat else set() for s in range(players)]
        trick = list(view.trick)
        leader = view.leader if view.leader is not None else seat
        table = _Table(view, trick, tute.trump_suit(muestra, [s for _, s, _ in declared]), len(stock))
        player, last = seat, -1
        first_card = True
        states: dict[tuple[Suit | None, bool], tute.State] = {}

        def plain(trump: Suit | None, empty: bool) -> tute.State:
            found = states.get((trump, empty))
            if found is None:
                found = states[trump, empty] = tute.State(trump, empty)
            return found

        while any(hands):
            state = (tute.State(table.trump, not stock, frozenset(face_down[player])) if face_down[player]
                     else plain(table.trump, not stock))
            if first_card:
                chosen, first_card = card, False
            else:
                chosen = rollout_play(table, tute.legal_plays(hands[player], trick, rules, state=state),
                                      plain(table.trump, not stock))
            hands[player].remove(chosen)
            face_down[player].discard(chosen)
            if len(trick) >= 1 and stock:
                led = trick[0].suit
                (unanswered[player].discard if chosen.suit is led else unanswered[player].add)(led)
            trick.append(chosen)
            if len(trick) < players:
                player = (player + 1) % players
                continue
            winner = (leader + tute.trick_winner(trick, rules, state=plain(table.trump, not stock))) % players
            piles[winner].extend(trick)
            trick.clear()
            leader = player = last = winner
            if stock:
                if tute.is_tute(hands[winner], rules):
                    everything = tute.total_points(rules) + tute.LAST_TRICK_POINTS
                    return tuple(everything if s == winner else 0 for s in range(players))
                done = [s for _, s, _ in declared]
                for suit in tute.available_acuses(hands[winner], muestra, done):
                    if tute.can_declare(hands[winner], suit, muestra, won_trick=True, stock_left=True,
                                        declared=done).legal:
                        declared.append((winner, suit, tute.acuse_points(suit, muestra, bool(declared))))
                        table.trump = tute.trump_suit(muestra, [s for _, s, _ in declared])
                        break
                for drawer in tute.draw_order(winner, players):
                    drawn = stock.pop(0)
                    hands[drawer].append(drawn)
                    face_down[drawer].update(tute.lays_face_down((drawn,), unanswered[drawer]))
                table.stock = len(stock)
        first = declared[0][0] if declared else None
        return tuple(
            tute.hand_points(piles[s], [suit for who, suit, _ in declared if who == s], muestra, last == s,
                             forty_taken=muestra is None and first not in (None, s)).points
            for s in range(players))


BEGINNER = Beginner()
BOTS[search.EXPERT] = search.Expert(TuteSearch(), BEGINNER)
"""The expert (:data:`naipes.bots.LEVELS`): the beginner's acuses, a search for each card."""
