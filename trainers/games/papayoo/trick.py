"""Papayoo: who takes this trick? The highest card of the suit led; no trumps, Payoos are a suit, and a
Payoo discarded on another suit never wins.

Levels: 1 = three or four players, a hint; 2 = five or six players; 3 = seven or eight players, with a
high Payoo discarded on another suit whenever the deal allows. Rules: source 003, play, and its common
mistakes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, partial
from random import Random

import wording
from naipes.cards import PAPAYOO_60, Card, Suit
from naipes.games import papayoo
from naipes.reachable import Position
from trainers.drills import core, trick
from trainers.drills.core import Text, t
from trainers.games.papayoo import common

SLUG = "papayoo-trick"
GAME = "papayoo"
POSITION = 2
NAME = trick.NAME
SKILL = trick.SKILL
RULE_ANCHOR = "trick-winner"
DEPENDS_ON: tuple[str, ...] = ()
SUMMARY = t("Sin triunfos: manda el palo que sale.",
          "No trumps: the suit led rules.")

PLAYERS = {1: (3, 4), 2: (5, 6), 3: (7, 8)}


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    trick: tuple[Card, ...]


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(PLAYERS[level])
    rules = papayoo.Rules(players=players)
    want_discard = level == 3 or (level == 2 and rng.random() < 0.5)

    def make() -> Question:
        hands = papayoo.deal(rules, rng).hands
        plays = trick.play_out(rng, hands, players, lambda hand, so_far: papayoo.legal_plays(hand, so_far, rules))
        return Question(level, players, plays)

    def wanted(q: Question) -> bool:
        led = q.trick[0].suit
        discard = led is not Suit.PAYOO and any(c.suit is Suit.PAYOO and c.rank > 10 for c in q.trick)
        return discard == want_discard

    return core.rejection(make, wanted)


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong card's reason ask it
def winner(question: Question) -> int:
    return papayoo.trick_winner(question.trick, papayoo.Rules(players=question.players))


EASY_HINT = t("No hay triunfo: gana la carta más alta del palo que salió (del 1 al 10; los Payoos, del 1 al 20).",
              "There are no trumps: the highest card of the suit led wins (1 to 10; Payoos 1 to 20).")


def scene(question: Question) -> core.Scene:
    return trick.game_scene(t(f"{question.players} jugadores.", f"{question.players} players."), question.trick,
                            question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"players": question.players, "trick": [c.code for c in question.trick]}


def expected(question: Question) -> str:
    return question.trick[winner(question)].code


parse_answer = partial(trick.parse, deck=PAPAYOO_60)


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong card's reason ask it
def reason(question: Question) -> str:
    """The engine's reason code for the winning card (the suit led; a Payoo lead is won by a Payoo)."""
    return papayoo.trick_winner_reason(question.trick, papayoo.Rules(players=question.players))


@core.per_question
def explain(question: Question) -> Text:
    win = question.trick[winner(question)]
    name = common.card_names(win)
    led = question.trick[0].suit
    es_led, en_led = common.suit_name(led, "es"), common.suit_name(led, "en")
    why = wording.both(f"papayoo.reason.{reason(question)}")
    es = [f"Palo de salida: {es_led}; gana el {name['es']}. {why['es']}"]
    en = [f"Suit led: {en_led}; the {name['en']} wins. {why['en']}"]
    off_suit = [c for c in question.trick if c.suit is not led]
    payoo_discarded = any(c.suit is Suit.PAYOO for c in off_suit)
    if off_suit:
        names = [common.card_names(c) for c in off_suit]
        # The names listed after a colon: an English name has its own parentheses ("rey (king)").
        es.append(f"Las cartas de otro palo no compiten por la baza, por altas que sean: "
                  f"{', '.join(n['es'] for n in names)}.")
        en.append(f"Cards of another suit do not compete for the trick, however high: "
                  f"{', '.join(n['en'] for n in names)}.")
    if payoo_discarded:  # source 003's first common mistake: what the discarded Payoo does instead
        es.append("El Payoo descartado solo carga sus puntos a quien se lleva la baza.")
        en.append("The discarded Payoo only loads its points onto whoever takes the trick.")
    return t(" ".join(es), " ".join(en))


ORDER = t("del número más alto al más bajo: del 10 al 1, y del 20 al 1 en los Payoos",
          "from the highest number down: 10 to 1, and 20 to 1 in the Payoos")


def check(question: Question, answer: Card) -> core.Feedback:
    return trick.check(question.trick, answer, winner(question), explain(question),
                       lambda chosen, winning: trick.why_not(chosen, winning, question.trick[0], order=ORDER),
                       reason=reason(question))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the trick at this table."""
    return Position(GAME, papayoo.Rules(players=question.players), (question.trick,), {"trick": question.trick})
