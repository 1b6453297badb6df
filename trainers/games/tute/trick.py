"""Tute, who takes this trick? With muestra, and at the hard level also without one.

Levels: 1 = two or three players, muestra, the stock still there; 2 = up to four players, triunfos
often played; 3 = four or five players, the stock gone (over-trumping), and games without muestra
where there is no trump yet or the first 40 has made one. Rules: source 002, legal play;
docs/rules-decisions.md §17 (card order) and §20.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache, partial
from random import Random

import wording
from naipes.cards import SPANISH_40, SPANISH_SUITS, Card, Suit
from naipes.games import tute
from naipes.reachable import Position
from trainers.drills import core, trick
from trainers.drills.core import Text, t
from wording.cards import rank_order, suit_name
from wording.games.tute import the_card

SLUG = "tute-trick"
GAME = "tute"
POSITION = 2
NAME = trick.NAME
SKILL = trick.SKILL
RULE_ANCHOR = "tricks"
DEPENDS_ON = ("muestra", "stock_following", "over_trump", "removed_two")
"""A table without muestra has no trump until a 40; its ways of following (with the stock, and after it) and
its deck make the tricks that can be played."""
SUMMARY = t("As, tres, rey…: el orden del Tute y el triunfo.",
          "Ace, three, king…: Tute's order and the trump suit.")

ORDER_TEXT = t(rank_order(tute.RANK_ORDER, "es"), rank_order(tute.RANK_ORDER, "en"))


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    muestra: Card | None
    declared: Suit | None
    """Without muestra: the suit of the first 40, which made it trump (None: no trump yet)."""
    stock_empty: bool
    trick: tuple[Card, ...]

    @cached_property  # asked for several times per question drawn; not a field, so repr and equality ignore it
    def trump(self) -> Suit | None:
        return _trump(self.muestra, self.declared)


@lru_cache(maxsize=256)  # a muestra card (or none) and a declared suit (or none): a couple of hundred pairs
def _trump(muestra: Card | None, declared: Suit | None) -> Suit | None:
    return tute.trump_suit(muestra, [declared] if declared else [])


_state = lru_cache(maxsize=16)(tute.State)
"""A trump and whether the stock is gone: a State is frozen, so each is made once."""


_rules = lru_cache(maxsize=64)(partial(core.under, tute.Rules))
"""The rules of a question's table and players, made once: Rules are frozen, and checking them is not free."""


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = {1: rng.choice((2, 3)), 2: rng.choice((3, 4)), 3: rng.choice((4, 5))}[level]
    with_muestra = level < 3 or rng.random() < 0.5
    with_muestra = with_muestra and _rules(table, players=players).muestra
    declared = None if with_muestra or rng.random() < 0.4 else rng.choice(SPANISH_SUITS)
    stock_empty = level == 3 and rng.random() < 0.6
    want_trump = level >= 2 and rng.random() < 0.6
    # Left alone, the leader takes most tricks and "the first card" becomes a winning guess:
    # draw the winning seat first so every seat wins as often.
    target = rng.randrange(players)
    rules = _rules(table, players=players, muestra=with_muestra)

    def make() -> Question:
        deal = tute.deal(rules, rng)
        # One state for the whole trick: its trump depends on this deal's muestra only.
        state = _state(_trump(deal.muestra, declared), stock_empty)
        plays = trick.play_out(rng, deal.hands, players,
                               lambda hand, so_far: tute.legal_plays(hand, so_far, rules, state=state))
        return Question(level, players, deal.muestra, declared, stock_empty, plays, table=table)

    def wanted(q: Question) -> bool:
        trumped = q.trump is not None and any(c.suit == q.trump for c in q.trick)
        return (trumped == want_trump or q.trump is None) and winner(q) == target

    return core.rejection(make, wanted)


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong card's reason ask it
def winner(question: Question) -> int:
    return tute.trick_winner(question.trick, state=_state(question.trump))


def _trump_text(question: Question) -> Text:
    if question.muestra is not None:
        return core.trumps_are(question.muestra.suit)
    if question.declared is not None:
        return t(f"Sin muestra. Ya se cantaron las cuarenta en {suit_name(question.declared, 'es')}: "
                 "ese palo es ahora el triunfo.",
                 f"No muestra. The forty has been declared in {suit_name(question.declared, 'en')}, "
                 "so that suit is now trumps.")
    return t("Sin muestra, y nadie ha cantado todavía las cuarenta: no hay triunfo.",
             "No muestra, and nobody has declared the forty yet: there is no trump.")


EASY_HINT = t(f"Si hay triunfos en la baza gana el más alto; si no, la carta más alta del palo que salió. "
              f"Orden en cada palo: {ORDER_TEXT['es']}.",
              f"If any trump was played the highest trump wins; otherwise the highest card of the suit led. "
              f"Order in every suit: {ORDER_TEXT['en']}.")


def scene(question: Question) -> core.Scene:
    panels = []
    if question.muestra is not None:
        panels.append(core.Panel(t("Muestra", "Muestra"), (question.muestra,)))
    panels.append(core.Panel(t("Triunfo", "Trumps"), text=_trump_text(question)))
    return trick.scene(panels, question.trick, question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {
        "players": question.players,
        "muestra": question.muestra.code if question.muestra else None,
        "declared_forty": question.declared.letter if question.declared else None,
        "trump": question.trump.letter if question.trump else None,
        "trick": [c.code for c in question.trick],
    }


def expected(question: Question) -> str:
    return question.trick[winner(question)].code


parse_answer = partial(trick.parse, deck=SPANISH_40)


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong card's reason ask it
def reason(question: Question) -> str:
    """The engine's reason code for the winning card, with the trump of the question."""
    return tute.trick_winner_reason(question.trick, state=tute.State(question.trump))


@core.per_question
def explain(question: Question) -> Text:
    win = question.trick[winner(question)]
    why = wording.both(f"tute.reason.{reason(question)}")
    trumps = _trump_text(question)
    return t(f"{trumps['es']} Gana {the_card(win, 'es')}: {core.lower_first(why)['es']} "
             f"Orden en cada palo: {ORDER_TEXT['es']}.",
             f"{trumps['en']} {the_card(win, 'en').capitalize()} wins: {core.lower_first(why)['en']} "
             f"Order in every suit: {ORDER_TEXT['en']}.")


def why_not(question: Question, chosen: Card, winning: Card) -> Text:
    trump = question.trump
    context = t(f"con triunfo en {suit_name(trump, 'es')}", f"with {suit_name(trump, 'en')} as trumps") if trump else None
    return trick.why_not(chosen, winning, question.trick[0], is_trump=lambda c: trump is not None and c.suit == trump,
                         context=context, order=ORDER_TEXT, trump_order=ORDER_TEXT)


def check(question: Question, answer: Card) -> core.Feedback:
    return trick.check(question.trick, answer, winner(question), explain(question),
                       lambda chosen, winning: why_not(question, chosen, winning), reason=reason(question))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the muestra and the trick."""
    rules = core.under(tute.Rules, question.table, players=question.players, muestra=question.muestra is not None)
    shown = ((question.muestra,) if question.muestra else (), question.trick)
    return Position(GAME, rules, shown, {"trick": question.trick, "muestra": question.muestra,
                                         "declared": (question.declared,) if question.declared else ()})
