"""Papayoo: which card is the Papayoo for this die? The 7 of the rolled suit, worth 40.

Levels: 1 = the four 7s to choose from; 2 = the 7s, the 7 Payoo and a 10 of the rolled suit;
3 = a player's pile, which may hold no Papayoo at all. Rules: source 003, the deal (die), scoring
and common mistakes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from random import Random

from naipes.cards import PAPAYOO_60, Card, Suit
from naipes.games import papayoo
from naipes.reachable import Position
from trainers.drills import choice, core
from trainers.drills.core import Text, t
from trainers.games.papayoo import common

SLUG = "papayoo-which-card"
GAME = "papayoo"
POSITION = 3
NAME = t("¿Cuál es el Papayoo?", "Which card is the Papayoo?")
SKILL = "trumps"
RULE_ANCHOR = "die"
DEPENDS_ON: tuple[str, ...] = ()
SUMMARY = t("El dado elige el palo del siete que vale 40.",
          "The die picks the suit of the seven worth 40.")

NONE = "none"
NONE_TEXT = t("Ninguna: el Papayoo no está aquí", "None: the Papayoo is not here")
SEVENS = tuple(Card(7, s) for s in papayoo.ORDINARY_SUITS)


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    die: Suit
    cards: tuple[Card, ...]


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    die = papayoo.roll_die(rng)
    if level == 1:
        cards = list(SEVENS)
    elif level == 2:
        cards = [*SEVENS, Card(7, Suit.PAYOO), Card(10, die)]
    else:
        others = [c for c in PAPAYOO_60.cards if c.rank != 7]
        cards = rng.sample(others, 4) + rng.sample([*SEVENS, Card(7, Suit.PAYOO)], 3)
    rng.shuffle(cards)
    return Question(level, die, tuple(cards))


def answer_value(question: Question) -> str:
    card = papayoo.papayoo_card(question.die)
    return card.code if card in question.cards else NONE


def scene(question: Question) -> core.Scene:
    options = core.card_options(question.cards)
    if question.level == 3:
        options += (core.Option(NONE, NONE_TEXT),)
    return choice.scene(t("¿Qué carta es el Papayoo en esta ronda?", "Which card is the Papayoo this round?"),
                        (common.die_panel(question.die, reveal=False),), t("El Papayoo de esta ronda", "This round's Papayoo"),
                        options, t('El código de la carta, o "none" si no está.', 'The card code, or "none" if it is not there.'),
                        question.level, t("Busca un 7.", "Look for a 7."))


def data(question: Question) -> dict:
    return {"die": question.die.letter, "cards": [c.code for c in question.cards], "none_allowed": question.level == 3}


def expected(question: Question) -> str:
    return answer_value(question)


def parse_answer(data: Mapping) -> str:
    value = core.parse_choice(data)
    return value.lower() if value.lower() == NONE else value.upper()


@core.per_question
def explain(question: Question) -> Text:
    die = common.die_text(question.die)
    es = [die["es"], f"Vale {papayoo.PAPAYOO_POINTS} puntos para quien se lo lleve."]
    en = [die["en"], f"It is worth {papayoo.PAPAYOO_POINTS} points to whoever takes it."]
    if answer_value(question) == NONE:
        es.append("Aquí no está, así que la respuesta es «ninguna».")
        en.append("It is not among these cards, so the answer is “none”.")
    if any(c in SEVENS and c.suit is not question.die for c in question.cards):
        es.append("Los otros tres 7 no valen nada esta ronda.")
        en.append("The other three 7s are worth nothing this round.")
    if Card(7, Suit.PAYOO) in question.cards:
        es.append("El Payoo 7 no es el Papayoo: es un Payoo y vale 7, su número, como todos los Payoos.")
        en.append("The Payoo 7 is not the Papayoo: it is a Payoo, worth its number, 7, like every Payoo.")
    ten = Card(10, question.die)
    if ten in question.cards:
        name = common.card_names(ten)
        es.append(f"El {name['es']} es del palo del dado, pero solo cuenta el 7: no vale nada.")
        en.append(f"The {name['en']} is of the suit on the die, but only the 7 counts: it is worth nothing.")
    return t(" ".join(es), " ".join(en))


def _shown(value: str) -> Card | Text:
    return NONE_TEXT if value == NONE else PAPAYOO_60.parse_one(value)


def check(question: Question, answer: str) -> core.Feedback:
    allowed = [c.code for c in question.cards] + ([NONE] if question.level == 3 else [])
    core.require_options([answer], allowed, code="not_an_option")
    right = answer_value(question)
    return choice.feedback(t("El Papayoo", "The Papayoo"), _shown(answer), _shown(right), answer == right, right,
                           explain(question), lambda: why_wrong(question, answer),
                           answer_cards=(papayoo.papayoo_card(question.die),),
                           answer_text=NONE_TEXT if right == NONE else None)


def why_wrong(question: Question, answer: str) -> Text:
    """Why the card chosen is not this round's Papayoo (or why "none" is wrong)."""
    papayoo_card = common.card_names(papayoo.papayoo_card(question.die))
    die = t(common.suit_name(question.die, "es"), common.suit_name(question.die, "en"))
    if answer == NONE:
        return core.wrong_answer(
            t(f"Respondiste «ninguna», pero el dado muestra {die['es']} y el {papayoo_card['es']} está entre estas cartas.",
              f"You answered “none”, but the die shows {die['en']} and the {papayoo_card['en']} is among these cards."),
            t(f"«Ninguna»: el dado muestra {die['es']} y el {papayoo_card['es']} está entre estas cartas.",
              f"“None”: the die shows {die['en']} and the {papayoo_card['en']} is among these cards."))
    card = PAPAYOO_60.parse_one(answer)
    name = common.card_names(card)
    if card.suit is Suit.PAYOO:
        why = t(f"es un Payoo y vale {papayoo.card_points(card, question.die)}, su número; el Papayoo es un 7 de palo normal",
                f"it is a Payoo, worth its number, {papayoo.card_points(card, question.die)}; the Papayoo is a 7 of an "
                "ordinary suit")
    elif card.rank == papayoo.PAPAYOO_RANK:
        why = t(f"el dado muestra {die['es']}, así que solo el 7 de {die['es']} es el Papayoo; este 7 no vale nada",
                f"the die shows {die['en']}, so only the 7 of {die['en']} is the Papayoo; this 7 is worth nothing")
    else:
        why = t(f"el Papayoo es el 7 del palo del dado ({die['es']}), y esta carta no vale nada",
                f"the Papayoo is the 7 of the die's suit ({die['en']}), and this card is worth nothing")
    return core.wrong_answer(t(f"Elegiste el {name['es']}: {why['es']}.", f"You chose the {name['en']}: {why['en']}."),
                          t(f"El {name['es']}: {why['es']}.", f"The {name['en']}: {why['en']}."))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the die and the cards (a table of four,
    whose pack is the whole 60)."""
    return Position(GAME, papayoo.Rules(players=4), (question.cards,), {"die": question.die})
