"""Cirulo, who takes this trick? No trump: the highest card of the suit led, oros included.

Levels: 1 = three or four players, 40-card pack, with a hint; 2 = four or five players; 3 = five or
six players, and the 48-card pack (8s and 9s) half of the time. A table that names its pack (the 48 cards of
sabelotodo) deals every question with it. Rules: docs/rules-decisions.md §12; source 001, legal play.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, partial
from random import Random

import wording
from naipes.cards import SOTA, SPANISH_48, Card, Suit
from naipes.games import cirulo
from naipes.reachable import Position
from trainers.drills import core, trick
from trainers.drills.core import Text, t
from wording.cards import rank_order, suit_name

SLUG = "cirulo-trick"
GAME = "cirulo"
POSITION = 2
NAME = trick.NAME
SKILL = trick.SKILL
RULE_ANCHOR = "trick-winner"
DEPENDS_ON = ("pack", "removal_order")
"""The pack orders each suit (8s and 9s below the sota); the removal order, which low cards leave it."""
SUMMARY = t("Sin triunfos: del rey al as, manda el palo que sale.",
          "No trumps: from rey down to ace, the suit led rules.")


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    pack: int
    trick: tuple[Card, ...]


def order_text(pack: int) -> Text:
    order = cirulo.rank_order(cirulo.Rules(pack=pack))
    return t(rank_order(order, "es"), rank_order(order, "en"))


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = {1: rng.choice((3, 4)), 2: rng.choice((4, 5)), 3: rng.choice((5, 6))}[level]
    mixed = 48 if level == 3 and rng.random() < 0.5 else 40
    pack = dict(table).get("pack", mixed)
    rules = core.under(cirulo.Rules, table, players=players, pack=pack)
    hands = cirulo.deal(rules, rng).hands
    plays = trick.play_out(rng, hands, players, lambda hand, so_far: cirulo.legal_plays(hand, so_far, rules))
    return Question(level, players, pack, plays, table=table)


def rules(question: Question) -> cirulo.Rules:
    return core.under(cirulo.Rules, question.table, players=question.players, pack=question.pack)


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong card's reason ask it
def winner(question: Question) -> int:
    return cirulo.trick_winner(question.trick, rules(question))


def scene(question: Question) -> core.Scene:
    pack = t(f"{question.players} jugadores, baraja de {question.pack} cartas. En el cirulo no hay triunfo.",
             f"{question.players} players, {question.pack}-card pack. Cirulo has no trumps.")
    order = order_text(question.pack)
    hint = t(f"Mira solo las cartas del palo que salió. Orden: {order['es']}.",
             f"Look only at the cards of the suit led. Order: {order['en']}.")
    return trick.game_scene(pack, question.trick, question.level, hint)


def data(question: Question) -> dict:
    return {"players": question.players, "pack": question.pack, "trick": [c.code for c in question.trick]}


def expected(question: Question) -> str:
    return question.trick[winner(question)].code


parse_answer = partial(trick.parse, deck=SPANISH_48)


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong card's reason ask it
def reason(question: Question) -> str:
    """The engine's reason code for the winning card (no trumps: the suit led)."""
    return cirulo.trick_winner_reason(question.trick, rules(question))


@core.per_question
def explain(question: Question) -> Text:
    win = question.trick[winner(question)]
    name = trick.both_names(win)
    led = question.trick[0].suit
    order = order_text(question.pack)
    why = wording.both(f"cirulo.reason.{reason(question)}")
    es = [f"{why['es']} Salió {suit_name(led, 'es')}: gana {'la' if win.rank == SOTA else 'el'} {name['es']}."]
    en = [f"{why['en']} {suit_name(led, 'en').capitalize()} were led: the {name['en']} wins."]
    off_suit = [trick.both_names(c) for c in question.trick if c.suit is not led]
    if off_suit:
        # "even oros" only when an oro was among the discards: it is the surprise worth naming.
        oro_discarded = any(c.suit is Suit.OROS for c in question.trick if c.suit is not led)
        # The names listed after a colon: an English name has its own parentheses ("rey (king)").
        es.append("Las cartas de otro palo no compiten por la baza, "
                  + ("por altas que sean, aunque sean oros: " if oro_discarded else "por altas que sean: ")
                  + ", ".join(n["es"] for n in off_suit) + ".")
        en.append("Cards of another suit do not compete for the trick, "
                  + ("however high, even oros: " if oro_discarded else "however high: ")
                  + ", ".join(n["en"] for n in off_suit) + ".")
    cost = cirulo.tantos(question.trick)
    if cost:
        es.append(f"La baza va encirulada: quien la gana carga con {cost} tantos.")
        en.append(f"The trick is encirulada (it holds oros): whoever wins it is charged {cost} tantos.")
    es.append(f"Orden en cada palo: {order['es']}.")
    en.append(f"Order in every suit: {order['en']}.")
    return t(" ".join(es), " ".join(en))


def check(question: Question, answer: Card) -> core.Feedback:
    return trick.check(question.trick, answer, winner(question), explain(question),
                       lambda chosen, winning: trick.why_not(chosen, winning, question.trick[0],
                                                             order=order_text(question.pack)),
                       reason=reason(question))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the trick at this table."""
    return Position(GAME, rules(question), (question.trick,),
                    {"trick": question.trick})
