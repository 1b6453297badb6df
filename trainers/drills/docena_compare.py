"""La Docena: which hand wins? Two hands at the showdown; hand A belongs to the mano.

Levels: 1 = two-card hands on different rungs, a hint; 2 = two or three cards, the mala at times;
3 = the close calls: the same rung (figures decide, rey > caballo > sota), two "nada" hands, and true
ties, which the mano wins. Rules: rules-facts § 5.2 tie-break, D-A1, D-A2, § 7.4 ties.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from random import Random

import wording
from naipes import docena
from naipes.cards import Card
from trainers.drills import docena_common as common
from trainers.drills.core import (
    CHOICE,
    BadAnswer,
    Feedback,
    Item,
    Option,
    Panel,
    Scene,
    Text,
    Widget,
    parse_choice,
    rejection,
    t,
)

SLUG = "docena-compare"
GAME = "docena"
NAME = t("¿Qué mano gana?", "Which hand wins?")
SKILL = "hands"
LEVELS = (1, 2, 3)
RULE_ANCHOR = "ladder"
SUMMARY = t("Dos manos frente a frente: cuál está más arriba en la escala.",
          "Two hands face to face: which one stands higher on the ladder.")

HANDS = {"a": t("Mano A (es mano)", "Hand A (the mano)"), "b": t("Mano B", "Hand B")}


@dataclass(frozen=True)
class Question:
    level: int
    players: int
    a: tuple[Card, ...]
    b: tuple[Card, ...]


def generate(rng: Random, level: int) -> Question:
    players = rng.choice(common.PLAYERS_BY_LEVEL[level])
    close = level == 3 and rng.random() < 0.75

    def make() -> Question:
        size_a = 2 if level == 1 else rng.choice((2, 3))
        size_b = 2 if level == 1 else rng.choice((2, 3))
        cards = common.deal(rng, players, size_a + size_b)
        return Question(level, players, cards[:size_a], cards[size_a:])

    def wanted(q: Question) -> bool:
        found = docena.comparison(q.a, q.b, docena.Rules(players=q.players))
        if level == 1:
            return found.reason == "better_rung" and docena.MALA not in q.a + q.b
        if level == 3:
            return (found.reason != "better_rung") == close
        return True

    return rejection(make, wanted, tries=400)


def rules(question: Question) -> docena.Rules:
    return docena.Rules(players=question.players)


def winner(question: Question) -> str:
    return "ab"[docena.showdown_winners([question.a, question.b], rules(question))[0]]


def scene(question: Question) -> Scene:
    hint = None
    if question.level == 1:
        hint = t("Gana la jugada que está más arriba en la escala (1 = callá de treses).",
                 "The hand higher up the ladder wins (1 = callá de treses).")
    widget = Widget(CHOICE, t("La mano que gana", "The winning hand"),
                    options=(Option("a", HANDS["a"]), Option("b", HANDS["b"])),
                    format=t('"a" o "b"; la mano A es mano (gana los empates).', '"a" or "b"; hand A is the mano (wins ties).'))
    panels = (Panel(t("Mesa", "Table"), text=common.table_text(question.players)),
              common.hand_panel(question.a, None, HANDS["a"]),
              common.hand_panel(question.b, None, HANDS["b"]))
    return Scene(t("En el descubierto, ¿qué mano se lleva lo del centro?", "At the showdown, which hand takes the pot?"),
                 panels, widget, hint)


def data(question: Question) -> dict:
    return {"players": question.players, "a": [c.code for c in question.a], "b": [c.code for c in question.b],
            "mano": "a"}


def expected(question: Question) -> str:
    return winner(question)


def parse_answer(data: Mapping) -> str:
    return parse_choice(data).lower()


def explain(question: Question) -> Text:
    found = docena.comparison(question.a, question.b, rules(question))
    a, b = common.rung_name(found.a.rank), common.rung_name(found.b.rank)
    why = wording.both(f"docena.reason.{found.reason}")
    if found.reason == "higher_card" and docena.MALA in (found.a.cards[0], found.b.cards[0]):
        # two hands without a combination, the mala the highest card of one: say what it counts as (§ 7.4)
        mala = wording.both("docena.mala_in_nada")
        why = t(f"{why['es']} {mala['es']}", f"{why['en']} {mala['en']}")
    win = winner(question).upper()
    return t(f"La mano A tiene {a['es']}, puesto {found.a.rank} de la escala; la B, {b['es']}, puesto {found.b.rank}. "
             f"{why['es']} Gana la mano {win}.",
             f"Hand A holds {a['en']}, rung {found.a.rank} of the ladder; hand B, {b['en']}, rung {found.b.rank}. "
             f"{why['en']} Hand {win} wins.")


def check(question: Question, answer: str) -> Feedback:
    if answer not in HANDS:
        raise BadAnswer("not_an_option", t("Elige la mano A o la mano B.", "Pick hand A or hand B."))
    right = winner(question)
    item = Item(t("Gana", "Wins"), HANDS[answer], HANDS[right], answer == right)
    cards = question.a if right == "a" else question.b
    return Feedback(item.correct, (item,), right, explain(question), answer_cards=cards, answer_text=HANDS[right])
