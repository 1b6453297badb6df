"""Paulo: which of these cards are triunfos? The muestra suit, plus the Paulo and the Tuerto always.

Levels: 1 = four players, five cards, a hint; 2 = six players, six cards; 3 = eight players, seven
cards that always include the Paulo or the Tuerto and a card of the muestra's rank in another suit.
Rules: source 000, the card order (trumps).
"""

from __future__ import annotations

from functools import partial
from random import Random

from naipes.cards import SPANISH_40, Card
from naipes.games import paulo
from trainers.drills import core
from trainers.drills.core import Text, t
from trainers.games.paulo import common
from wording.cards import suit_name

SLUG = "paulo-is-trump"
GAME = "paulo"
POSITION = 3
NAME = t("¿Es triunfo?", "Is it a trump?")
SKILL = "trumps"
RULE_ANCHOR = "trumps"
SUMMARY = t("La muestra, el Paulo y el Tuerto: qué cartas son triunfo.",
          "The muestra, the Paulo and the Tuerto: which cards are trumps.")

DEPENDS_ON = ("deck_variant",)
"""Which cards are trumps is the same in every order; the deck (Lanjarón's at four players) is not."""

SIZES = {1: 5, 2: 6, 3: 7}


Question = common.MuestraAndCards


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(common.PLAYERS_BY_LEVEL[level])
    pack = paulo.deck(common.rules(players, table)).cards

    def make() -> Question:
        muestra, *cards = rng.sample(pack, SIZES[level] + 1)
        return Question(level, players, muestra, tuple(cards), table=table)

    def wanted(q: Question) -> bool:
        trumps = [c for c in q.cards if paulo.is_trump(c, q.muestra.suit)]
        if not 1 <= len(trumps) < len(q.cards):
            return False
        if level == 3:
            special = any(c in (paulo.PAULO, paulo.TUERTO) for c in q.cards)
            twin = any(c.rank == q.muestra.rank and c.suit != q.muestra.suit for c in q.cards)
            return special and twin
        return True

    return core.rejection(make, wanted, tries=500)


def trumps(question: Question) -> tuple[Card, ...]:
    return tuple(c for c in question.cards if paulo.is_trump(c, question.muestra.suit))


EASY_HINT = t("Mira el palo de la muestra, y no olvides las dos cartas que son triunfo siempre.",
              "Look at the muestra's suit, and do not forget the two cards that are always trumps.")


def scene(question: Question) -> core.Scene:
    widget = core.ticks_widget(question.cards, t("Marca los triunfos", "Tick the trumps"),
                               t("La lista de códigos de las cartas que son triunfo (vacía si no hay ninguna).",
                                 "The list of codes of the cards that are trumps (empty if none)."))
    return common.muestra_and_cards_scene(question, t("¿Cuáles de estas cartas son triunfos con esta muestra?",
                                                      "Which of these cards are trumps with this muestra?"),
                                          widget, EASY_HINT)


data = common.muestra_and_cards_data


def expected(question: Question) -> list[str]:
    return [c.code for c in trumps(question)]


parse_answer = partial(core.parse_ticked, deck=SPANISH_40)


def note(question: Question, card: Card) -> Text:
    suit = question.muestra.suit
    if card == paulo.PAULO:
        return t("Triunfo: el Paulo lo es siempre, y es el más alto.", "Trump: the Paulo always is, and the highest one.")
    if card == paulo.TUERTO:
        return t("Triunfo: el Tuerto lo es siempre.", "Trump: the Tuerto always is.")
    if card.suit == suit:
        return t(f"Triunfo: es de {suit_name(suit, 'es')}, el palo de la muestra.",
                 f"Trump: it is of {suit_name(suit, 'en')}, the muestra's suit.")
    plural = core.suit_plural(card.suit)
    return t(f"No es triunfo: {plural['es']} no son el palo de la muestra.",
             f"Not a trump: {plural['en']} are not the muestra's suit.")


def check(question: Question, answer: tuple[Card, ...]) -> core.Feedback:
    suit = question.muestra.suit
    explanation = t(
        f"Son triunfo todas las cartas de {suit_name(suit, 'es')} (el palo de la muestra), el Paulo (4 de bastos) y "
        "el Tuerto (caballo de oros). El Paulo no es un basto ni el Tuerto un oro: son triunfo con cualquier muestra.",
        f"The trumps are every card of {suit_name(suit, 'en')} (the muestra's suit), the Paulo (4 of bastos) and the "
        "Tuerto (caballo of oros). The Paulo is not a basto, nor is the Tuerto an oro: they are trumps with any muestra.",
    )
    return core.ticks_feedback(question.cards, answer, trumps(question), lambda c: note(question, c), explanation)


position = common.muestra_and_cards_position
