"""Paulo: rank the triunfos for this muestra, highest first.

Levels: 1 = four players (oros and bastos), four triunfos, a hint; 2 = six players, five or six
triunfos; 3 = eight players, seven triunfos always including the Paulo, the Andorra and the Tuerto.
Rules: source 000, the card order (default order: Paulo, Andorra, Tuerto, Malilla, rey...).
"""

from __future__ import annotations

from functools import partial
from random import Random

import wording
from naipes.cards import SPANISH_40, Card
from naipes.games import paulo
from trainers.drills import core
from trainers.drills.core import Text, t
from trainers.games.paulo import common
from wording.cards import the_card

SLUG = "paulo-trumps"
GAME = "paulo"
POSITION = 1
NAME = t("Ordena los triunfos", "Rank the trumps")
SKILL = "trumps"
RULE_ANCHOR = "card-order"
SUMMARY = t("Del Paulo al último triunfo, según la muestra.",
          "From the Paulo down to the last trump, for each muestra.")

DEPENDS_ON = ("order", "deck_variant")
"""The ladder follows the table's order; with four players the Lanjarón deck has copas instead of espadas."""

SIZES = {1: (4,), 2: (5, 6), 3: (7,)}


Question = common.MuestraAndCards
"""The triunfos in ``cards`` are never shown already sorted, highest or lowest first."""


def ranked(question: Question) -> tuple[Card, ...]:
    trumps = paulo.ladder(question.muestra, common.rules(question.players, question.table)).trumps
    return tuple(sorted(question.cards, key=trumps.index))


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(common.PLAYERS_BY_LEVEL[level])
    pack = paulo.deck(common.rules(players, table)).cards
    if level == 3:
        # The muestra card must not be one of the three: not the Paulo, the Tuerto, nor a 3 (its Andorra).
        pack = tuple(c for c in pack if c not in (paulo.PAULO, paulo.TUERTO) and c.rank != 3)
    muestra = rng.choice(pack)
    trumps = [c for c in paulo.ladder(muestra, common.rules(players, table)).trumps if c != muestra]
    size = rng.choice(SIZES[level])
    if level == 3:
        # The hard level always has the three cards people swap: Paulo, Andorra and Tuerto.
        special = [c for c in trumps[:3]]
        rest = [c for c in trumps if c not in special]
        cards = special + rng.sample(rest, size - len(special))
        rng.shuffle(cards)  # else the three would always sit first, already in order
    else:
        cards = rng.sample(trumps, size)
    order = sorted(cards, key=trumps.index)
    # Shown neither in the answer's order nor in its exact reverse, which gives the answer away as well.
    while cards in (order, order[::-1]):
        rng.shuffle(cards)
    return Question(level, players, muestra, tuple(cards), table=table)


EASY_HINT = t("El Paulo (4 de bastos) es siempre el primero; luego vienen el 3 de la muestra (Andorra), "
              "el Tuerto (caballo de oros) y el 2 de la muestra (Malilla).",
              "The Paulo (4 of bastos) always comes first; then the 3 of the muestra suit (Andorra), "
              "the Tuerto (caballo of oros) and the 2 of the muestra suit (Malilla).")


def scene(question: Question) -> core.Scene:
    order = common.rules(question.players, question.table).order
    # At a table of its own order, that order as the engine's vocabulary words it (never the standard one above).
    hint = EASY_HINT if order == "default" else wording.both(f"paulo.order.{order}")
    widget = core.Widget(core.ORDER, t("Los triunfos, del más alto (1) al más bajo", "The trumps, from highest (1) to lowest"),
                         cards=question.cards,
                         format=t("La lista de códigos de las mismas cartas, del triunfo más alto al más bajo.",
                                  "The list of the same card codes, highest trump first."))
    return common.muestra_and_cards_scene(question, t("Ordena estos triunfos del más alto al más bajo.",
                                                      "Put these trumps in order, highest first."), widget, hint)


data = common.muestra_and_cards_data


def expected(question: Question) -> list[str]:
    return [c.code for c in ranked(question)]


parse_answer = partial(core.parse_order, deck=SPANISH_40)


@core.per_question
def explain(question: Question) -> Text:
    ladder = common.ladder_text(question.muestra.suit, question.players, question.table)
    first = ranked(question)[0]
    return t(
        f"Con esta muestra los triunfos van así, de mayor a menor: {ladder['es']}. El Paulo y el Tuerto son "
        f"triunfo siempre; el 3 y el 2 de la muestra suben por encima del rey. Aquí el más alto es {the_card(first, 'es')}.",
        f"With this muestra the trumps run, highest first: {ladder['en']}. The Paulo and the Tuerto are always "
        f"trumps; the 3 and the 2 of the muestra suit rank above the rey. Here the highest is {the_card(first, 'en')}.",
    )


def check(question: Question, answer: tuple[Card, ...]) -> core.Feedback:
    ladder = common.ladder_text(question.muestra.suit, question.players, question.table)
    return core.order_feedback(answer, ranked(question), explain(question), lambda higher, lower: t(
        f"con esta muestra {the_card(higher, 'es')} es un triunfo más alto. Orden de los triunfos: {ladder['es']}.",
        f"with this muestra {the_card(higher, 'en')} is the higher trump. Trump order: {ladder['en']}."))


position = common.muestra_and_cards_position
