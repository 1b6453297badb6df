"""La Docena: best use of the mala. The 5 de oros and one or two other cards: what should the mala
stand for? It may be any number but always stays an oro.

Levels: 1 = the mala and one card; 2 = the mala and two cards from the 17- or 18-card pack; 3 = the
mala and two cards from the 21- or 25-card pack. Only hands where the mala makes a combination. Every reading
that reaches the best hand is right: with the 3 de oros, Veintiséis is both "the mala itself" (as source 004
names it) and "a second 3 de oros". A reading that is a card the hand holds is a second one of it, judged like
any other reading. Rules: source 004, the pack and card values (the mala) and the combination ladder,
docs/rules-decisions.md §25 and §46.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from random import Random

import wording
from naipes.cards import SPANISH_40, Card
from naipes.games import docena
from naipes.reachable import Position
from trainers.drills import choice, core
from trainers.drills.core import Text, t
from trainers.games.docena import common

SLUG = "docena-mala"
GAME = "docena"
POSITION = 3
NAME = t("El mejor uso de la mala", "Best use of the mala")
SKILL = "hands"
RULE_ANCHOR = "mala"
DEPENDS_ON: tuple[str, ...] = ()
SUMMARY = t("Qué carta conviene que haga el cinco de oros.",
          "Which card the five of oros should stand for.")

ITSELF = docena.MALA
READINGS: tuple[Card, ...] = docena.MALA_READINGS
"""What the mala may be: a 3, 2, as, rey, caballo or sota of oros, or itself. The card is the answer's code;
it may be one the hand holds (the mala with the 3 de oros is a second one)."""


def _key(card: Card) -> str:
    return "itself" if card == ITSELF else str(card.rank)


def reading_label(card: Card) -> Text:
    """What the mala may count as, as an option names it: a number of oros, or itself."""
    return wording.both(f"docena.reading.{_key(card)}")


def reading_phrase(card: Card, held: tuple[Card, ...] = ()) -> Text:
    """The reading inside a sentence ("with the mala as …"): a second one of a card the hand holds says so."""
    return wording.both(f"docena.reading_again.{card.rank}" if card in held else f"docena.reading_as.{_key(card)}")


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    others: tuple[Card, ...]


def _value(hand: docena.HandRank) -> tuple[int, tuple[int, ...]]:
    return hand.rank, tuple(-f for f in hand.figures)


def acceptable(question: Question) -> tuple[Card, ...]:
    """Every reading that makes a hand as good as the best one, in the options' order (the engine's own reading
    always among them; rules-decisions §46)."""
    return _acceptable(question.others)


@lru_cache(maxsize=4096)
def _acceptable(others: tuple[Card, ...]) -> tuple[Card, ...]:
    """:func:`acceptable` per hand: the answer, its explanation and each wrong option's reason all ask it."""
    best = _value(docena.best_use_of_mala(others))
    return tuple(card for card in READINGS if _value(docena.hand_with_mala_as(others, card)) == best)


def accepted(question: Question) -> frozenset[str]:
    """The codes of every right option (``expected`` gives the engine's own reading, one of them)."""
    return frozenset(card.code for card in acceptable(question))


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(common.PLAYERS_BY_LEVEL[level])
    size = 1 if level == 1 else 2
    pack = [c for c in docena.deck(docena.Rules(players=players)).cards if c != docena.MALA]

    def make() -> Question:
        return Question(level, players, tuple(rng.sample(pack, size)))

    def wanted(q: Question) -> bool:
        best = docena.best_use_of_mala(q.others)
        return best.rank != docena.NADA and best.mala_as is not None

    return core.rejection(make, wanted, tries=500)


EASY_HINT = t("La mala puede ser cualquier número, pero siempre de oros: solo liga en un mismo palo con oros.",
              "The mala may be any number, but always of oros: it only makes a same-suit hand with oros.")


def scene(question: Question) -> core.Scene:
    return choice.scene(t("Tienes la mala con estas cartas. ¿Qué debe ser la mala para ligar la mejor jugada?",
                          "You hold the mala with these cards. What should the mala be, to make the best hand?"),
                        (common.hand_panel((docena.MALA, *question.others), question.players),),
                        t("La mala cuenta como…", "The mala counts as…"),
                        (core.Option(c.code, reading_label(c)) for c in READINGS),
                        t('El código de la carta que hace la mala ("5O" si cuenta como ella misma).',
                          'The code of the card the mala stands for ("5O" if it counts as itself).'),
                        question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"players": question.players, "mala": docena.MALA.code, "others": [c.code for c in question.others]}


def expected(question: Question) -> str:
    mala_as = docena.best_use_of_mala(question.others).mala_as
    assert mala_as is not None  # every question's hand is one the mala improves (generate)
    return mala_as.code


def parse_answer(data: Mapping) -> Card:
    value = core.parse_choice(data)
    try:
        card = SPANISH_40.parse_one(value)
    except ValueError:
        card = None
    if card not in READINGS:
        raise core.BadAnswer("not_an_option", t("Elige una de las cartas de la lista.", "Pick one of the cards in the list."))
    return card


def _also(question: Question, best: docena.HandRank) -> tuple[Card, ...]:
    """The right readings beside the engine's own (itself, with the 3 de oros: rules-decisions §46)."""
    return tuple(c for c in acceptable(question) if c != best.mala_as)


@core.per_question
def explain(question: Question) -> Text:
    best = docena.best_use_of_mala(question.others)
    name, how = common.rung_name(best.rank), common.reading(best)
    text = t(f"La mejor jugada es {name['es']}, el puesto {best.rank} de la escala. {how['es']}",
             f"The best hand is {name['en']}, rung {best.rank} of the ladder. {how['en']}")
    for card in _also(question, best):
        also = reading_phrase(card, question.others)
        text = t(f"{text['es']} La mala como {also['es']} también la hace.",
                 f"{text['en']} The mala as {also['en']} makes it too.")
    return t(f"{text['es']} Recuerda: la mala es cualquier número que quieras, pero siempre de oros.",
             f"{text['en']} Remember: the mala is any number you like, but always of oros.")


def why_wrong(question: Question, answer: Card, best: docena.HandRank) -> Text:
    """What the hand makes with the reading chosen (a second one of a card the hand holds included), against
    the best one, both by the engine (rules-decisions §46)."""
    chose, best_name = reading_phrase(answer, question.others), common.rung_name(best.rank)
    mine = docena.hand_with_mala_as(question.others, answer)
    name = common.rung_name(mine.rank)
    # A wrong reading always makes a lower rung: no two readings tie on a rung with other figures (the tests
    # go through every hand).
    made = t(f"la mano haría {name['es']}, el puesto {mine.rank}", f"the hand would make {name['en']}, rung {mine.rank}")
    said = t(f"Con la mala como {chose['es']}, {made['es']}; mejor es {best_name['es']}, el puesto {best.rank}.",
             f"With the mala as {chose['en']}, {made['en']}; better is {best_name['en']}, rung {best.rank}.")
    return core.wrong_answer(said, said)  # it speaks of the reading, never to "you": the debrief says it as it is


def check(question: Question, answer: Card) -> core.Feedback:
    best = docena.best_use_of_mala(question.others)
    assert best.mala_as is not None  # every question's hand is one the mala improves (generate)
    right = acceptable(question)
    correct = answer in right
    shown = answer if correct else best.mala_as
    either = reading_label(best.mala_as)
    for card in _also(question, best):
        also = reading_phrase(card)
        either = t(f"{either['es']} o {also['es']}", f"{either['en']} or {also['en']}")
    return choice.feedback(t("La mala cuenta como", "The mala counts as"), reading_label(answer),
                           reading_label(shown), correct, best.mala_as.code,
                           explain(question), lambda: why_wrong(question, answer, best), answer_cards=best.cards,
                           answer_text=t(f"{either['es']}: {common.rung_label(best.rank)['es']}",
                                         f"{either['en']}: {common.rung_label(best.rank)['en']}"))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the mala and the other cards."""
    return Position(GAME, docena.Rules(players=question.players), ((docena.MALA, *question.others),))
