"""Paulo's bots: what a seat sees of a hand; the beginner, who wins a baza cheaply when the partner is not
already winning it and bets on a strong hand; and the club player, who remembers the cards seen
(:mod:`naipes.bots.memory`) and leaves to its partner a baza it cannot keep."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from random import Random
from typing import TYPE_CHECKING, Any

from naipes.bots import Bot, Legal, SeatView, search
from naipes.bots.memory import remember
from naipes.cards import Card
from naipes.games import paulo
from naipes.games.paulo import Rules

if TYPE_CHECKING:
    from naipes.games.paulo.practice import Hand

GAME = "paulo"

BET, ACCEPT, AWAY = ("bet",), ("accept",), ("away",)
MAX_BETS = 5
"""The beginner stops raising here, so a hand stays short."""


def team_of(seat: int) -> int:
    """Teams sit alternately: the dealer's team (0) holds the even seats."""
    return seat % 2


def view_for(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` knows: its cards, the muestra, the baza on the table, the bazas played and each team's
    count of them, the bets accepted and a bet waiting for its answer."""
    assert hand.muestra is not None
    return SeatView(GAME, seat, hand.players, hand.rules, tuple(hand.hands[seat]), phase=hand.phase,
                    leader=hand.leader, trick=tuple(hand.trick), tricks=tuple(hand.tricks), muestra=hand.muestra,
                    trump=hand.muestra.suit, scores=hand.bazas, bets=hand.bets, pending=hand.pending)


@cache
def _strength(muestra: Card, rules: Rules) -> dict[Card, int]:
    """Every card's place on the muestra's ladder, higher for stronger (plain suits below trumps)."""
    return {card: i for i, card in enumerate(reversed(paulo.ladder(muestra, rules).cards))}


def _trumps(view: SeatView) -> int:
    """How many strong triunfos the seat holds."""
    assert view.muestra is not None
    strength = _strength(view.muestra, view.rules)
    plain = min(strength.values(), default=0)
    return sum(1 for c in view.hand if strength.get(c, plain) >= len(strength) - 10)


class Beginner:
    """Play low unless the baza can be taken from the other team; bet when the team is ahead in bazas or the
    hand holds three strong triunfos; accept unless behind in bazas with fewer than two strong triunfos."""

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        if legal.kind == "answer":
            return ACCEPT if self.accepts(view) else AWAY
        if BET in legal.actions and self.bets(view):
            return BET
        return self.play(view, [a for a in legal.actions if isinstance(a, Card)])

    def bets(self, view: SeatView) -> bool:
        if view.bets >= MAX_BETS:
            return False
        ours, theirs = view.scores[team_of(view.seat)], view.scores[1 - team_of(view.seat)]
        return (ours >= 2 and ours > theirs) or (not view.tricks and _trumps(view) >= 3 and view.bets == 0)

    def accepts(self, view: SeatView) -> bool:
        ours, theirs = view.scores[team_of(view.seat)], view.scores[1 - team_of(view.seat)]
        return ours >= theirs or _trumps(view) >= 2

    def play(self, view: SeatView, cards: list[Card]) -> Card:
        assert view.muestra is not None
        strength = _strength(view.muestra, view.rules)
        state = paulo.State(view.muestra)

        def low(card: Card) -> int:
            return strength.get(card, -1)

        if not view.trick:
            return min(cards, key=low)
        assert view.leader is not None
        best = (view.leader + paulo.trick_winner(view.trick, view.rules, state=state)) % view.players
        if team_of(best) == team_of(view.seat):
            return min(cards, key=low)
        winning = [c for c in cards
                   if paulo.trick_winner([*view.trick, c], view.rules, state=state) == len(view.trick)]
        return min(winning, key=low) if winning else min(cards, key=low)


def _cannot(view: SeatView) -> list[set[Card]]:
    """The cards each seat showed it cannot hold (source 000, legal play; rules-decisions §8): a seat that neither
    followed a plain suit led nor trumped lacks that suit and every trump but the Paulo; one that answered a trump
    lead without a trump lacks every trump but the Paulo."""
    assert view.muestra is not None
    suit = paulo.muestra_suit(view.muestra, view.rules)
    pack = paulo.deck(view.rules)
    owed = {c for c in pack if paulo.is_trump(c, suit) and c != paulo.PAULO}
    out: list[set[Card]] = [set() for _ in range(view.players)]
    rounds = [(t.leader, t.cards) for t in view.tricks]
    if view.trick and view.leader is not None:
        rounds.append((view.leader, view.trick))
    for leader, cards in rounds:
        led = cards[0]
        trump_led = paulo.is_trump(led, suit)
        for k, card in enumerate(cards[1:], 1):
            seat = (leader + k) % view.players
            if paulo.is_trump(card, suit):
                continue
            if trump_led:
                out[seat] |= owed
            elif card.suit is not led.suit:
                out[seat] |= owed | {c for c in pack if c.suit is led.suit and not paulo.is_trump(c, suit)}
    return out


class Club(Beginner):
    """Bet and answer as the beginner; play remembering every card seen (the muestra in the dealer's hand when
    the whole pack is dealt) and what each seat showed it lacks: with the other team winning the baza and the
    partner still to play, take it only with a card that no opponent behind can beat, else play low and leave
    it to the partner; otherwise play as the beginner. (Leading the master trump, leading the plain cards that
    hold, taking with the strongest card that holds, or overtaking a partner whose card may be beaten measured
    at 0 or below the beginner.)"""

    def play(self, view: SeatView, cards: list[Card]) -> Card:
        assert view.muestra is not None
        if len(cards) == 1 or not view.trick:
            return super().play(view, cards)
        assert view.leader is not None
        state = paulo.State(view.muestra)
        mine = team_of(view.seat)
        now = paulo.trick_winner(view.trick, view.rules, state=state)
        winning = [c for c in cards
                   if paulo.trick_winner([*view.trick, c], view.rules, state=state) == len(view.trick)]
        if team_of((view.leader + now) % view.players) == mine or not winning:
            return super().play(view, cards)
        known = ((view.muestra, 0),) if not paulo.undealt(view.rules) else ()
        mem = remember(view, paulo.deck(view.rules), binds=lambda index: False, known=known)
        cannot = _cannot(view)
        behind = mem.after(view)
        strength = _strength(view.muestra, view.rules)
        cheapest = min(winning, key=lambda c: strength.get(c, -1))
        beaten = any(paulo.trick_winner([*view.trick, cheapest, other], view.rules, state=state) == len(view.trick) + 1
                     for seat in behind if team_of(seat) != mine
                     for other in mem.unseen if mem.may_hold(seat, other) and other not in cannot[seat])
        if beaten and any(team_of(seat) == mine for seat in behind):
            return min(cards, key=lambda c: strength.get(c, -1))
        return cheapest


BOTS: dict[str, Bot] = {"beginner": Beginner(), "club": Club()}

UNIT = "chinos"
"""What :func:`scores` counts: chinos won, from a fresh score."""


def teams(players: int) -> tuple[int, ...]:
    """Each seat's team: the duplicate matches give a team's seats one level."""
    return tuple(team_of(seat) for seat in range(players))


def scores(hand: Hand) -> tuple[int, ...]:
    """What the hand is worth to each seat: the chinos its team won (the engine's score sheet), none if lost."""
    won, team = hand.chinos(), hand.winning_team
    return tuple(won if team_of(seat) == team else 0 for seat in range(hand.players))


# --- the expert's search (naipes.bots.search) ----------------------------------------------------


class PauloSearch:
    """Paulo's adapter for :class:`naipes.bots.search.Expert`: the seat plays for its team, and its partner's cards
    are as hidden from it as the other team's.

    What the seat has not seen: the pack less its own cards, the cards played and the muestra (turned up for all to
    see). When the whole pack is dealt the muestra is the dealer's fifth card, so while unplayed it is placed with
    the dealer (seat 0); with the Lanjarón deck the cards left on the muestra lie in the stock and play no part. A
    seat holds none of the cards it showed it lacks (:func:`_cannot`: a plain suit not followed nor trumped, a trump
    lead not answered with a trump; the Paulo is never forced), which the search bars card by card.

    The rollout plays the world out with the beginner's play to the fifth baza (the team with three has won) and
    counts it with the engine's score sheet: the hand's worth (:func:`naipes.games.paulo.bet_value` of the bets
    accepted, from a fresh score) to each seat of the winning team, as much against each seat of the other."""

    def constraints(self, view: SeatView) -> search.Constraints:
        assert view.muestra is not None
        players, seat, rules = view.players, view.seat, view.rules
        played = [c for t in view.tricks for c in t.cards] + list(view.trick)
        seen = set(view.hand) | set(played) | {view.muestra}
        unseen = tuple(c for c in paulo.deck(rules) if c not in seen)
        leader = view.leader if view.leader is not None else seat
        on_table = {(leader + i) % players for i in range(len(view.trick))}
        sizes: dict[search.Place, int] = {s: len(view.hand) - (s in on_table) for s in range(players) if s != seat}
        placed: dict[Card, search.Place] = {}
        undealt = paulo.undealt(rules)
        if undealt:
            sizes[search.STOCK] = undealt - 1
        elif seat != 0 and view.muestra not in played:
            placed[view.muestra] = 0
            unseen = (*unseen, view.muestra)
        cannot = _cannot(view)
        barred: dict[search.Place, frozenset[Card]] = {
            s: frozenset(c for c in cannot[s] if c in unseen) for s in range(players) if s != seat and cannot[s]}
        return search.Constraints(unseen, sizes, {}, placed, barred)

    def rollout(self, view: SeatView, world: Mapping[search.Place, list[Card]], card: Card) -> tuple[float, ...]:
        assert view.muestra is not None
        rules, players, muestra = view.rules, view.players, view.muestra
        state = paulo.State(muestra)

        def next_card(player: int, hand: list[Card], trick: list[Card]) -> Card:
            table = SeatView(GAME, player, players, rules, (), leader=(player - len(trick)) % players,
                             trick=tuple(trick), muestra=muestra)
            return BEGINNER.play(table, list(paulo.legal_plays(hand, trick, rules, state=state)))

        piles = search.play_out(view, world, card, lambda trick: paulo.trick_winner(trick, rules, state=state),
                                next_card)
        bazas = [0, 0]
        for s, pile in enumerate(piles):
            bazas[team_of(s)] += len(pile) // players
        worth = paulo.bet_value(paulo.Score(), view.bets, rules)
        won = 0 if bazas[0] > bazas[1] else 1
        return tuple(float(worth if team_of(s) == won else -worth) for s in range(players))


class PauloExpert(search.Expert):
    """The search for each card (:class:`PauloSearch`), and a bet where the best card wins the hand for the team in
    :attr:`bet_at` of the worlds or more; answers a bet as the club player does."""

    bet_at = 0.8

    def choose(self, view: SeatView, legal: Legal, rng: Random) -> Any:
        cards = tuple(a for a in legal.actions if isinstance(a, Card))
        may_bet = BET in legal.actions and view.bets < MAX_BETS
        if legal.kind != "play" or not cards or (len(cards) < 2 and not may_bet):
            return self.fallback.choose(view, legal, rng)
        best, means, _ = self.search(view, cards, rng)
        if may_bet:
            worth = paulo.bet_value(paulo.Score(), view.bets, view.rules)
            top = search.advantage([worth if team_of(s) == team_of(view.seat) else -worth
                                    for s in range(view.players)], view.seat)
            if (means[best] / top + 1) / 2 >= self.bet_at:
                return BET
        return best


BEGINNER = Beginner()
BOTS[search.EXPERT] = PauloExpert(PauloSearch(), Club())
"""The expert (:data:`naipes.bots.LEVELS`): a search for each card, the club's answers."""
