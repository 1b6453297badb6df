"""La Docena: name this hand. Two or three cards; the user picks its rung on the ladder (1 = best).

Levels: 1 = two cards from the 17-card pack, without the mala, pintas only; 2 = two or three cards
from the 17- or 18-card pack, the mala at times; 3 = three cards from the 21- or 25-card pack (caballos, sotas), the mala often.
Rules: source 004, the combination ladder (the 22 rungs), docs/rules-decisions.md §23 (23 = nada)
and §22.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from random import Random

from naipes.cards import Card
from naipes.games import docena
from naipes.reachable import Position
from trainers.drills import choice, core
from trainers.drills.core import Text, t
from trainers.games.docena import common

SLUG = "docena-hand"
GAME = "docena"
POSITION = 1
NAME = t("¿Qué jugada es?", "Name this hand")
SKILL = "hands"
RULE_ANCHOR = "ladder"
DEPENDS_ON: tuple[str, ...] = ()
SUMMARY = t("Del nada a la docena: pon nombre a cinco cartas.",
          "From nada to docena: put a name to five cards.")

ALL_RUNGS = tuple(range(1, docena.NADA + 1))
PINTA_RUNGS = tuple(range(14, docena.NADA + 1))


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    cards: tuple[Card, ...]


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(common.PLAYERS_BY_LEVEL[level])
    size = {1: 2, 2: rng.choice((2, 3)), 3: 3}[level]
    want_mala = level == 3 and rng.random() < 0.5 or level == 2 and rng.random() < 0.3
    want_combination = rng.random() < 0.85

    def make() -> Question:
        return Question(level, players, common.deal(rng, players, size))

    def wanted(q: Question) -> bool:
        has_mala = docena.MALA in q.cards
        combination = docena.hand_rank(q.cards).rank != docena.NADA
        return has_mala == want_mala and combination == want_combination

    return core.rejection(make, wanted, tries=400)


def ranks(question: Question) -> tuple[int, ...]:
    return PINTA_RUNGS if question.level == 1 else ALL_RUNGS


EASY_HINT = t("Con dos cartas solo hay pintas: dos del mismo palo que suman (3 = 13, 2 = 12, as = 11, figura = 10), "
              "o dos reyes o dos ases de cualquier palo.",
              "Two cards can only make a pinta: two of one suit that add up (3 = 13, 2 = 12, ace = 11, "
              "figure = 10), or two reyes or two aces of any suits.")


def scene(question: Question) -> core.Scene:
    return choice.scene(t("¿Qué jugada hacen estas cartas?", "Which hand do these cards make?"),
                        (common.hand_panel(question.cards, question.players),),
                        t("La jugada, en la escala de mayor (1) a menor", "The hand, on the ladder from best (1)"),
                        common.rung_options(ranks(question)),
                        t("El puesto en la escala, de 1 (callá de treses) a 23 (nada).",
                          "The rung of the ladder, 1 (callá de treses) to 23 (nada)."),
                        question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"cards": [c.code for c in question.cards]}


def expected(question: Question) -> int:
    return docena.hand_rank(question.cards).rank


def parse_answer(data: Mapping) -> int:
    value = core.parse_choice(data)
    if not value.isdecimal() or len(value) > 2:  # the ladder has 23 rungs; int() fails on 4,300 digits
        raise core.BadAnswer("not_a_rung", t("Elige un puesto de la escala, del 1 al 23.", "Pick a rung of the ladder, 1 to 23."))
    return int(value)


def explain(question: Question) -> Text:
    return dict(_explain(question))  # the caller's own dict


@lru_cache(maxsize=1024)  # asked again for every option's reason in an export (23 options at level 3)
def _explain(question: Question) -> Text:
    hand = docena.hand_rank(question.cards)
    name, how = common.rung_name(hand.rank), common.reading(hand)
    text = t(f"Estas cartas hacen {name['es']}, el puesto {hand.rank} de la escala. {how['es']}",
             f"These cards make {name['en']}, rung {hand.rank} of the ladder. {how['en']}")
    if len(question.cards) == 3 and hand.kind == "pinta":
        text = t(f"{text['es']} Una mano de tres cartas cuenta su mejor jugada, aunque sea una pinta de dos de ellas.",
                 f"{text['en']} A three-card hand counts its best combination, even a pinta of two of its cards.")
    return text


def check(question: Question, answer: int) -> core.Feedback:
    if answer not in ranks(question):
        raise core.BadAnswer("not_a_rung", t("Elige uno de los puestos de la lista.", "Pick one of the rungs in the list."))
    hand = docena.hand_rank(question.cards)

    def why_wrong() -> Text:
        name, how, chose = common.rung_name(hand.rank), common.reading(hand), common.rung_label(answer)
        return core.wrong_answer(
            t(f"Elegiste «{chose['es']}», pero estas cartas hacen {name['es']}, el puesto {hand.rank}. {how['es']}",
              f"You chose “{chose['en']}”, but these cards make {name['en']}, rung {hand.rank}. {how['en']}"),
            t(f"«{chose['es']}»: estas cartas hacen {name['es']}, el puesto {hand.rank}. {how['es']}",
              f"“{chose['en']}”: these cards make {name['en']}, rung {hand.rank}. {how['en']}"))

    return choice.feedback(t("Jugada", "Hand"), common.rung_label(answer), common.rung_label(hand.rank),
                           answer == hand.rank, hand.rank, explain(question), why_wrong, answer_cards=hand.cards,
                           answer_text=common.rung_label(hand.rank))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the hand at this table."""
    return Position(GAME, docena.Rules(players=question.players), (question.cards,))
