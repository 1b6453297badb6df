"""Toy, who takes this trick? No trumps: the strongest card of the suit led.

One level of difficulty for every level: four players, the 40-card pack.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from random import Random

import wording
from naipes.cards import SPANISH_40, Card
from naipes.games import toy
from naipes.reachable import Position
from trainers.drills import core, trick
from trainers.drills.core import Text, t
from wording.cards import rank_order

SLUG = "toy-trick"
GAME = "toy"
POSITION = 1
NAME = trick.NAME
SKILL = trick.SKILL
RULE_ANCHOR = "trick-winner"
DEPENDS_ON: tuple[str, ...] = ()
SUMMARY = t("Sin triunfo: manda el palo que sale.", "No trumps: the suit led rules.")


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    trick: tuple[Card, ...]


def rules(question: Question) -> toy.Rules:
    return core.under(toy.Rules, question.table, players=question.players)


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    rules = core.under(toy.Rules, table, players=4)
    hands = toy.deal(rules, rng).hands
    plays = trick.play_out(rng, hands, 4, lambda hand, so_far: toy.legal_plays(hand, so_far, rules))
    return Question(level, 4, plays, table=table)


def order() -> Text:
    return t(rank_order(toy.RANK_ORDER, "es"), rank_order(toy.RANK_ORDER, "en"))


def scene(question: Question) -> core.Scene:
    game = t("4 jugadores, baraja de 40 cartas, sin triunfo.", "4 players, 40-card pack, no trumps.")
    hint = t(f"Mira solo el palo que salió. Orden: {order()['es']}.",
             f"Look only at the suit led. Order: {order()['en']}.")
    return trick.game_scene(game, question.trick, question.level, hint)


def data(question: Question) -> dict:
    return {"players": question.players, "trick": [c.code for c in question.trick]}


def winner(question: Question) -> int:
    return toy.trick_winner(question.trick, rules(question))


def expected(question: Question) -> str:
    return question.trick[winner(question)].code


parse_answer = partial(trick.parse, deck=SPANISH_40)


def reason(question: Question) -> str:
    return toy.trick_winner_reason(question.trick, rules(question))


def explain(question: Question) -> Text:
    why = wording.both(f"toy.reason.{reason(question)}")
    name = trick.both_names(question.trick[winner(question)])
    return t(f"{why['es']} Gana: {name['es']}.", f"{why['en']} It is won by the {name['en']}.")


def check(question: Question, answer: Card) -> core.Feedback:
    return trick.check(question.trick, answer, winner(question), explain(question),
                       lambda chosen, winning: trick.why_not(chosen, winning, question.trick[0], order=order()),
                       reason=reason(question))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check."""
    return Position(GAME, rules(question), (question.trick,), {"trick": question.trick})
