"""La Docena: which hand wins? Two players show their hands; either may be the mano, who wins ties.

Levels: 1 = two-card hands on different rungs, a hint; 2 = two or three cards, the mala at times;
3 = the close calls: the same rung (figures decide, rey > caballo > sota), two "nada" hands, and true
ties, which the mano wins. Rules: source 004, the combination ladder (tie-break),
docs/rules-decisions.md §23 and §24.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

import wording
from naipes.cards import Card
from naipes.games import docena
from naipes.reachable import Position
from trainers.drills import choice, core
from trainers.drills.core import Text, t
from trainers.games.docena import common

SLUG = "docena-compare"
GAME = "docena"
POSITION = 2
NAME = t("¿Qué mano gana?", "Which hand wins?")
SKILL = "hands"
RULE_ANCHOR = "ladder"
DEPENDS_ON = ("tie_rule", "nada_rule")
"""The nada rule compares two hands without a combination; equal hands go to the mano only where the tie
rule says so (a split pot is no answer to "who wins", so such tables get no ties to judge)."""
SUMMARY = t("Dos manos frente a frente: cuál está más arriba en la escala.",
          "Two hands face to face: which one stands higher on the ladder.")

HANDS = {"a": t("Jugador A", "Player A"), "b": t("Jugador B", "Player B")}
IS_MANO = t(" (es mano)", " (the mano)")


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    a: tuple[Card, ...]
    b: tuple[Card, ...]
    mano: str = "a"
    """Which hand is the mano, the first in turn: it wins ties."""


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(common.PLAYERS_BY_LEVEL[level])
    close = level == 3 and rng.random() < 0.75
    # Equal hands, where only being the mano decides: about one question in four at levels 2 and 3.
    tie = level >= 2 and rng.random() < 0.25 and core.under(docena.Rules, table, players=players).tie_rule == "mano"
    mano = rng.choice("ab")

    def make() -> Question:
        size_a = 2 if level == 1 else rng.choice((2, 3))
        size_b = size_a if tie else 2 if level == 1 else rng.choice((2, 3))
        cards = common.deal(rng, players, size_a + size_b)
        return Question(level, players, cards[:size_a], cards[size_a:], mano, table=table)

    def wanted(q: Question) -> bool:
        found = docena.comparison(q.a, q.b, rules(q))
        if tie:
            return found.reason == "equal"
        if found.reason == "equal":
            return False
        if level == 1:
            return found.reason == "better_rung" and docena.MALA not in q.a + q.b
        if level == 3:
            return (found.reason != "better_rung") == close
        return True

    return core.rejection(make, wanted, tries=400)


def rules(question: Question) -> docena.Rules:
    return core.under(docena.Rules, question.table, players=question.players)


def winner(question: Question) -> str:
    """The hand that takes the pot: the hands go to the engine in turn order, the mano first."""
    order = "ab" if question.mano == "a" else "ba"
    hands = {"a": question.a, "b": question.b}
    return order[docena.showdown_winners([hands[h] for h in order], rules(question))[0]]


def hand_label(question: Question, hand: str) -> Text:
    extra = IS_MANO if hand == question.mano else t("", "")
    return t(HANDS[hand]["es"] + extra["es"], HANDS[hand]["en"] + extra["en"])


EASY_HINT = t("Gana la jugada que está más arriba en la escala (1 = callá de treses).",
              "The hand higher up the ladder wins (1 = callá de treses).")


def scene(question: Question) -> core.Scene:
    panels = (core.Panel(t("Mesa", "Table"), text=common.table_text(question.players)),
              common.hand_panel(question.a, None, hand_label(question, "a")),
              common.hand_panel(question.b, None, hand_label(question, "b")))
    return choice.scene(t("Al enseñar las cartas, ¿quién se lleva lo del centro?", "At the showdown, who takes the pot?"),
                        panels, t("Quién gana", "Who wins"), (core.Option(h, hand_label(question, h)) for h in HANDS),
                        t('"a" o "b"; "mano" en los datos dice qué jugador es mano (gana los empates).',
                          '"a" or "b"; "mano" in the data says which player is the mano (wins ties).'),
                        question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"players": question.players, "a": [c.code for c in question.a], "b": [c.code for c in question.b],
            "mano": question.mano}


def expected(question: Question) -> str:
    return winner(question)


parse_answer = choice.lowered


@core.per_question
def explain(question: Question) -> Text:
    found = docena.comparison(question.a, question.b, rules(question))
    a, b = common.rung_name(found.a.rank), common.rung_name(found.b.rank)
    why = wording.both(f"docena.reason.{found.reason}")
    if found.reason == "higher_card" and docena.MALA in (found.a.cards[0], found.b.cards[0]):
        # two hands without a combination, the mala the highest card of one: say what it counts as
        # (rules-decisions §23)
        mala = wording.both("docena.mala_in_nada")
        why = t(f"{why['es']} {mala['es']}", f"{why['en']} {mala['en']}")
    win = winner(question).upper()
    if found.reason == "equal":
        why = t(f"{why['es']} El jugador {question.mano.upper()} es mano.",
                f"{why['en']} Player {question.mano.upper()} is the mano.")
    return t(f"El jugador A tiene {a['es']}, puesto {found.a.rank} de la escala; el B, {b['es']}, puesto {found.b.rank}. "
             f"{why['es']} Gana el jugador {win}.",
             f"Player A holds {a['en']}, rung {found.a.rank} of the ladder; player B, {b['en']}, rung {found.b.rank}. "
             f"{why['en']} Player {win} wins.")


def check(question: Question, answer: str) -> core.Feedback:
    if answer not in HANDS:
        raise core.BadAnswer("not_an_option", t("Elige al jugador A o al B.", "Pick player A or player B."))
    right = winner(question)

    def why_wrong() -> Text:
        found = docena.comparison(question.a, question.b, rules(question))
        mine, theirs = (found.a, found.b) if answer == "a" else (found.b, found.a)
        name, other = common.rung_name(mine.rank), common.rung_name(theirs.rank)
        if found.reason == "equal":
            same = t(f"las dos jugadas valen lo mismo ({name['es']}), y en el empate gana quien es mano, el jugador "
                     f"{right.upper()}.",
                     f"both hands are worth the same ({name['en']}), and a tie goes to the mano, player {right.upper()}.")
            return core.wrong_answer(t(f"Elegiste al jugador {answer.upper()}: {same['es']}",
                                    f"You chose player {answer.upper()}: {same['en']}"),
                                  t(f"El jugador {answer.upper()}: {same['es']}", f"Player {answer.upper()}: {same['en']}"))
        reason = wording.both(f"docena.reason.{found.reason}")
        return core.wrong_answer(
            t(f"Elegiste al jugador {answer.upper()}, con {name['es']} (puesto {mine.rank}), pero el {right.upper()} "
              f"tiene {other['es']} (puesto {theirs.rank}). {reason['es']}",
              f"You chose player {answer.upper()}, with {name['en']} (rung {mine.rank}), but player {right.upper()} "
              f"holds {other['en']} (rung {theirs.rank}). {reason['en']}"),
            t(f"El jugador {answer.upper()} tiene {name['es']} (puesto {mine.rank}), pero el {right.upper()} "
              f"tiene {other['es']} (puesto {theirs.rank}). {reason['es']}",
              f"Player {answer.upper()} holds {name['en']} (rung {mine.rank}), but player {right.upper()} "
              f"holds {other['en']} (rung {theirs.rank}). {reason['en']}"))

    # Answers read as the options do, with "(es mano)" on the mano's side.
    return choice.feedback(t("Gana", "Wins"), hand_label(question, answer), hand_label(question, right),
                           answer == right, right, explain(question), why_wrong,
                           answer_cards=question.a if right == "a" else question.b,
                           answer_text=hand_label(question, right))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: both hands at this table."""
    return Position(GAME, rules(question), (question.a, question.b))
