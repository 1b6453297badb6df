"""Papayoo: the deal by number of players. How many cards each, how many to pass, which 1s leave the deck.

Levels: 1 = three to six players, cards each and cards passed, a hint; 2 = any table from three to eight;
3 = half the questions ask which 1s leave the deck (seven and eight players half the time).
Every answer comes from the engine: ``papayoo.hand_size``, ``papayoo.pass_count`` and ``papayoo.deck``.
Rules: source 003, the deal (pass table).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import cast

from naipes.cards import PAPAYOO_60, Card, Suit
from naipes.games import papayoo
from naipes.reachable import Position
from trainers.drills import boxes, core
from trainers.drills.core import Text, t

SLUG = "papayoo-deal"
GAME = "papayoo"
POSITION = 4
NAME = t("¿Cuántas cartas?", "How many cards?")
SKILL = "setup"
RULE_ANCHOR = "deck-by-players"
DEPENDS_ON: tuple[str, ...] = ()
SUMMARY = t("Cartas por jugador, cartas que se pasan y los unos que se apartan, de 3 a 8 jugadores.",
            "Cards per player, cards passed on and the 1s set aside, from 3 to 8 players.")

HAND, PASS = "hand", "pass"
LABELS: dict[str, Text] = {HAND: t("Cartas para cada jugador", "Cards for each player"),
                           PASS: t("Cartas que cada uno pasa a su izquierda", "Cards each player passes to the left")}
ONES: tuple[Card, ...] = tuple(Card(1, suit) for suit in (*papayoo.ORDINARY_SUITS, Suit.PAYOO))
"""Every 1 of the 60-card deck, the Payoo 1 included: the options of the "which 1s" question."""


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    ones: bool
    """True: which 1s leave the deck; False: cards each and cards passed."""


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    if level == 1:
        return Question(level, rng.choice(papayoo.PLAYERS[:4]), False)
    if level == 2:
        return Question(level, rng.choice(papayoo.PLAYERS), False)
    ones = rng.random() < 0.5
    big = rng.random() < 0.5
    return Question(level, rng.choice(papayoo.PLAYERS[4:] if big else papayoo.PLAYERS[:4]), ones)


def rules(question: Question) -> papayoo.Rules:
    return papayoo.Rules(players=question.players)


def removed(question: Question) -> tuple[Card, ...]:
    """The 1s not in this table's deck, by the engine."""
    in_play = set(papayoo.deck(rules(question)).cards)
    return tuple(c for c in ONES if c not in in_play)


def table_text(question: Question) -> Text:
    return t(f"{question.players} jugadores en la mesa.", f"{question.players} players at the table.")


EASY_HINT = t(f"Se reparten todas las cartas ({len(PAPAYOO_60.cards)} con pocos jugadores) a partes iguales.",
              f"All the cards are dealt ({len(PAPAYOO_60.cards)} at small tables), in equal shares.")


def scene(question: Question) -> core.Scene:
    panel = core.Panel(t("La mesa", "The table"), text=table_text(question))
    if question.ones:
        widget = core.ticks_widget(ONES, t("Marca los unos que salen de la baraja", "Tick the 1s that leave the deck"),
                                   t("La lista de códigos de los unos que se apartan (vacía si ninguno).",
                                     "The list of codes of the 1s set aside (empty if none)."))
        return core.scene_at(t("¿Qué unos se apartan de la baraja en esta mesa?", "Which 1s are set aside at this table?"),
                             (panel,), widget, question.level, EASY_HINT)
    return boxes.scene(t("¿Cuántas cartas recibe cada uno, y cuántas pasa?", "How many cards does each player get, and pass on?"),
                       (panel,), t("Escribe los dos números", "Write both numbers"), boxes.fields(LABELS.items(), maximum=60),
                       t('Un objeto {"hand": cartas de cada uno, "pass": cartas que se pasan}.',
                         'An object {"hand": cards each, "pass": cards passed}.'), question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"players": question.players, "asks": "ones" if question.ones else "counts"}


def expected(question: Question) -> dict[str, int] | list[str]:
    if question.ones:
        return [c.code for c in removed(question)]
    return {HAND: papayoo.hand_size(rules(question)), PASS: papayoo.pass_count(rules(question))}


@dataclass(frozen=True)
class Misread:
    """A JSON answer that neither widget reads: its ``shape`` ("object", "list" or "other") and the reader's
    ``error``. Only ``check`` knows which shape the question wants, so only it says what went wrong."""

    shape: str
    error: core.BadAnswer


TICK_THE_ONES = t("Marca los unos: la respuesta es una lista de códigos de carta (puede estar vacía).",
                  "Tick the 1s: the answer is a list of card codes (it may be empty).")
WRITE_BOTH = t('Escribe los dos números: la respuesta es un objeto {"hand": …, "pass": …}.',
               'Write both numbers: the answer is an object {"hand": …, "pass": …}.')


def parse_answer(data: Mapping) -> dict[str, int] | tuple[Card, ...] | Misread:
    # The two kinds of question have different widgets; the answer's shape says which one it is.
    if hasattr(data, "getlist") or "answer" not in data:  # a form: number boxes or ticks
        return boxes.parse_answer(data) if any(k.startswith("n-") for k in data) else core.parse_ticked(data, PAPAYOO_60)
    answer = data["answer"]
    shape = "object" if isinstance(answer, dict) else "list" if isinstance(answer, list) else "other"
    try:
        return boxes.parse_answer(data) if shape == "object" else core.parse_ticked(data, PAPAYOO_60)
    except core.BadAnswer as exc:
        return Misread(shape, exc)


@core.per_question
def explain(question: Question) -> Text:
    """The general rule, with the numbers of the engine's tables."""
    r = rules(question)
    cards = len(papayoo.deck(r).cards)
    small = len(PAPAYOO_60.cards)
    big = [n for n in papayoo.PLAYERS if len(papayoo.deck(papayoo.Rules(players=n)).cards) < small]
    gone = tuple(c for c in ONES if c not in papayoo.deck(papayoo.Rules(players=big[0])).cards)
    codes = ", ".join(c.code for c in gone)
    return t(f"Con {question.players} jugadores se juega con {cards} cartas: {papayoo.hand_size(r)} para cada uno, "
             f"y cada uno pasa {papayoo.pass_count(r)} a su izquierda. Con {big[0]} u {big[-1]} jugadores se "
             f"apartan los unos de los cuatro palos normales ({codes}); el 1 de payoos se queda, y la ronda sigue "
             f"sumando {papayoo.ROUND_TOTAL}.",
             f"With {question.players} players the game uses {cards} cards: {papayoo.hand_size(r)} each, and each "
             f"player passes {papayoo.pass_count(r)} to the left. With {big[0]} or {big[-1]} players the 1s of the "
             f"four ordinary suits are set aside ({codes}); the Payoo 1 stays, so a round still totals "
             f"{papayoo.ROUND_TOTAL}.")


def check(question: Question, answer) -> core.Feedback:
    if isinstance(answer, Misread):
        # The reader's own error where the shape is the one asked for (an unknown card, a box missing), else
        # the shape the question wants.
        if answer.shape == ("list" if question.ones else "object"):
            raise answer.error
        raise core.BadAnswer("malformed", TICK_THE_ONES if question.ones else WRITE_BOTH)
    if question.ones:
        if isinstance(answer, dict):
            raise core.BadAnswer("malformed", TICK_THE_ONES)
        gone = set(removed(question))

        def note(card: Card) -> Text:
            if card in gone:
                return t(f"Con {question.players} jugadores este 1 se aparta.",
                         f"With {question.players} players this 1 is set aside.")
            if card.suit is Suit.PAYOO:
                return t("El 1 de payoos no se aparta nunca.", "The Payoo 1 is never set aside.")
            return t(f"Con {question.players} jugadores se juega con los 60 naipes: no se aparta ningún 1.",
                     f"With {question.players} players all 60 cards are used: no 1 is set aside.")

        return core.ticks_feedback(ONES, answer, gone, note, explain(question))
    if not isinstance(answer, dict):
        raise core.BadAnswer("malformed", WRITE_BOTH)
    right = cast(dict[str, int], expected(question))  # the boxes' answer, not the ones'
    feedback = boxes.feedback(LABELS.items(), answer, right, explain(question))
    if feedback.correct:
        return feedback
    cards = len(papayoo.deck(rules(question)).cards)
    if answer[HAND] != right[HAND]:
        why = core.wrong_answer(
            t(f"Escribiste {answer[HAND]} cartas para cada uno, pero {answer[HAND]} × {question.players} no son "
              f"las {cards} cartas en juego: son {right[HAND]} × {question.players}.",
              f"You wrote {answer[HAND]} cards each, but {answer[HAND]} × {question.players} is not the {cards} "
              f"cards in play: it is {right[HAND]} × {question.players}."),
            t(f"{answer[HAND]} cartas para cada uno: {answer[HAND]} × {question.players} no son las {cards} cartas en "
              f"juego; son {right[HAND]} × {question.players}.",
              f"{answer[HAND]} cards each: {answer[HAND]} × {question.players} is not the {cards} cards in play; it "
              f"is {right[HAND]} × {question.players}."))
    else:
        why = core.wrong_answer(
            t(f"Escribiste que se pasan {answer[PASS]}, pero con {question.players} jugadores cada uno pasa "
              f"{right[PASS]}.",
              f"You wrote that {answer[PASS]} are passed, but with {question.players} players each passes "
              f"{right[PASS]}."),
            t(f"{answer[PASS]} para el pase: con {question.players} jugadores cada uno pasa {right[PASS]}.",
              f"{answer[PASS]} passed: with {question.players} players each passes {right[PASS]}."))
    return replace(feedback, why_wrong=why)


def position(question: Question) -> Position:
    """What the scene asks about, for the engine's reachability check: the table only, no cards."""
    return Position(GAME, rules(question))
