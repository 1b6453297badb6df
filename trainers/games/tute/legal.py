"""Tute: which cards may I play once the stock is gone? Follow and beat, else trump, over-trumping a
trump already played; each card of the hand marked with its reason.

Levels: 1 = two players, a hint; 2 = three or four players, at least one card barred; 3 = four or five
players, tricks already trumped or hands void in the suit led. Rules: source 002, legal play (after the
stock is exhausted), docs/rules-decisions.md §20 (default: you must still trump if you cannot over-trump).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, partial
from random import Random

import wording
from naipes.cards import SPANISH_40, Card
from naipes.games import tute
from naipes.reachable import Position
from trainers.drills import core, legal, trick
from trainers.drills.core import Text, t

SLUG = "tute-legal"
GAME = "tute"
POSITION = 3
NAME = t("¿Qué cartas puedo jugar sin robe?", "Which cards may I play once the stock is gone?")
SKILL = "legal"
RULE_ANCHOR = "after-the-stock"
DEPENDS_ON = ("muestra", "over_trump", "removed_two")
"""A table without muestra has no trump once the stock is gone; one that frees the player who cannot
over-trump bars no card then; the 2 left out with three players makes the deal."""
SUMMARY = t("Sin robo: asistir y montar; si no se tiene el palo, fallar.",
          "With no stock: follow and beat; void in the suit, trump.")

PLAYERS = {1: (2,), 2: (3, 4, 6), 3: (4, 5, 6)}
NO_MUESTRA_SHARE = 1 / 3
"""From level 2, a third of the deals are played without muestra: no trump at all once the stock is gone."""


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    muestra: Card | None
    trick: tuple[Card, ...]
    hand: tuple[Card, ...]


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(PLAYERS[level])
    rules = core.under(tute.Rules, table, players=players)
    # Never more cards than a hand of this table holds (4 at five players): the question must be a deal
    # that can happen, and one the Tute API accepts.
    size = min({1: 4, 2: 5, 3: rng.choice((4, 5, 6))}[level], rules.cards_per_hand)
    without = level >= 2 and rng.random() < NO_MUESTRA_SHARE
    without = without or not rules.muestra  # a table without muestra deals none, at every level

    def make() -> Question:
        cards = tute.deck(rules).shuffled(rng)
        muestra = None if without else cards.pop()
        hands = [cards[i * size:(i + 1) * size] for i in range(players)]
        seat = rng.randrange(1, players)
        plays = trick.play_out(rng, hands, seat,
                               lambda hand, so_far: tute.legal_plays(hand, so_far, rules,
                                                                    state=tute.State(tute.parse_muestra(muestra), True)))
        return Question(level, players, muestra, plays, tuple(hands[seat]), table=table)

    def wanted(q: Question) -> bool:
        legal = verdicts(q)
        barred = sum(not v.legal for v in legal.values())
        if level == 1:
            return True
        if level == 3:
            if q.muestra is None:  # no trump: being void frees every card, so only following can bar one
                return barred > 0
            trump = q.muestra.suit
            led = q.trick[0].suit
            hard = (led != trump and any(c.suit == trump for c in q.trick)) or not any(c.suit == led for c in q.hand)
            return barred > 0 and hard
        return barred > 0

    return core.rejection(make, wanted, tries=500)


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong tick's reason ask it
def verdicts(question: Question):
    return tute.judge_plays(question.hand, question.trick, core.under(tute.Rules, question.table, players=question.players),
                            state=tute.State(tute.parse_muestra(question.muestra), True))


EASY_HINT = t("Sin robe: asiste al palo que salió y, si puedes, mata; si no tienes del palo, echa triunfo.",
              "With the stock gone: follow the suit led and beat it if you can; with none of it, play a trump.")


def scene(question: Question) -> core.Scene:
    table = t(f"{question.players} jugadores. ", f"{question.players} players. ")
    if question.muestra is None:
        first = core.Panel(t("Sin muestra", "No muestra"), text=t(
            f"{table['es']}Se juega sin muestra y nadie cantó las cuarenta: no hay triunfo. Ya no queda robe.",
            f"{table['en']}Played without muestra and nobody declared the forty: there is no trump. The stock is gone."))
    else:
        first = core.Panel(t("Muestra", "Muestra"), (question.muestra,),
                           t(f"{table['es']}{core.trumps_are(question.muestra.suit)['es']} Ya no queda robe: la muestra se robó "
                             "con las últimas cartas.",
                             f"{table['en']}{core.trumps_are(question.muestra.suit)['en']} The stock is gone: the muestra was "
                             "drawn with the last cards."))
    return legal.scene(t("Ya no queda robe y te toca. ¿Qué cartas puedes jugar?",
                         "The stock is gone and it is your turn. Which cards may you play?"), first, question, EASY_HINT)


def data(question: Question) -> dict:
    return {"players": question.players, "muestra": question.muestra.code if question.muestra else None,
            "stock_empty": True,
            "trick": [c.code for c in question.trick], "hand": [c.code for c in question.hand]}


def expected(question: Question) -> list[str]:
    return legal.expected(verdicts(question))


parse_answer = partial(legal.parse, deck=SPANISH_40)


STRICT_PLAY = t(
    "Cuando se acaba el robe, el juego se vuelve estricto: hay que asistir al palo que salió y, si se puede, "
    "matar (superar la mejor carta de ese palo en la mesa, salvo que la baza ya esté fallada). Quien no tiene "
    "del palo debe fallar con triunfo, y si ya hay triunfo en la mesa, montar con uno más alto; si no puede "
    "montar, echa triunfo igualmente. Solo sin palo ni triunfo vale cualquier carta.",
    "Once the stock is gone play becomes strict: you must follow the suit led and beat the best card of that "
    "suit on the table if you can (unless the trick is already trumped). With none of the suit you must trump, "
    "and over-trump a trump already played; if you cannot over-trump you still play a trump. Only with neither "
    "the suit nor a trump may you play any card.",
)
"""The rule explained after the answer at a table where who cannot over-trump still trumps."""


def check(question: Question, answer: tuple[Card, ...]) -> core.Feedback:
    explanation = free_discard_explanation() if free_discard(question) else STRICT_PLAY
    return legal.check(question.hand, answer, verdicts(question), explanation,
                       lambda code: wording.both(f"tute.reason.{code}"))


def free_discard(question: Question) -> bool:
    return core.under(tute.Rules, question.table, players=question.players).over_trump == "free_discard"


def free_discard_explanation() -> Text:
    """The rule of a table that frees the player who cannot over-trump: its last part in the engine's words."""
    rule, value = wording.both("tute.rules.over_trump"), wording.both("tute.rules.over_trump.free_discard")
    return t(
        "Cuando se acaba el robe, el juego se vuelve estricto: hay que asistir al palo que salió y, si se puede, "
        "matar (superar la mejor carta de ese palo en la mesa, salvo que la baza ya esté fallada). Quien no tiene "
        "del palo debe fallar con triunfo, y si ya hay triunfo en la mesa, montar con uno más alto. En tu mesa, "
        f"{rule['es'].lower()}: {value['es'][:1].lower()}{value['es'][1:]}. Solo sin palo ni triunfo vale "
        "cualquier carta.",
        "Once the stock is gone play becomes strict: you must follow the suit led and beat the best card of that "
        "suit on the table if you can (unless the trick is already trumped). With none of the suit you must trump, "
        f"and over-trump a trump already played. At your table, {rule['en'][:1].lower()}{rule['en'][1:]}: "
        f"{value['en'][:1].lower()}{value['en'][1:]}. Only with neither the suit nor a trump may you play any card.",
    )


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the muestra, the trick, the hand."""
    rules = core.under(tute.Rules, question.table, players=question.players, muestra=question.muestra is not None)
    shown = ((question.muestra,) if question.muestra else (), question.trick, question.hand)
    return Position(GAME, rules, shown, {"trick": question.trick, "hand": question.hand, "muestra": question.muestra})
