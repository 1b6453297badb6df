"""Paulo: who takes this trick? The highest triunfo, else the highest card of the suit led.

Levels: 1 = four players, a hint; 2 = six players; 3 = eight players, and
the Paulo or the Tuerto in the trick whenever the deal allows. Rules: source 000, the card order (trick
winner).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, partial
from random import Random

from naipes.cards import SPANISH_40, Card
from naipes.games import paulo
from naipes.reachable import Position
from trainers.drills import core, trick
from trainers.drills.core import Text, t
from trainers.games.paulo import common
from wording.cards import rank_order, suit_name, the_card

SLUG = "paulo-trick"
GAME = "paulo"
POSITION = 2
NAME = trick.NAME
SKILL = trick.SKILL
RULE_ANCHOR = "trick-winner"
SUMMARY = t("Triunfos por su orden; sin triunfo, el palo que sale.",
          "Trumps in their order; with none, the suit led.")

DEPENDS_ON = ("order", "deck_variant", "strict_follow")
"""The winner follows the table's order; its deck and its way of following make the tricks that can be played."""


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    muestra: Card
    trick: tuple[Card, ...]


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(common.PLAYERS_BY_LEVEL[level])
    rules = common.rules(players, table)
    # A third of the tricks at levels 1 and 2 hold no trump at all, so the plain-suit order gets practised.
    plain = level < 3 and rng.random() < PLAIN_SHARE

    def make() -> Question:
        deal = common.deal(rng, players, table)

        def legal(hand, so_far):
            allowed = paulo.legal_plays(hand, so_far, rules, state=deal.state)
            if plain:  # everyone who may keep his trumps does so
                return [c for c in allowed if not paulo.is_trump(c, deal.muestra.suit)] or allowed
            return allowed

        plays = trick.play_out(rng, common.in_play_order(deal), players, legal)
        return Question(level, players, deal.muestra, plays, table=table)

    def wanted(q: Question) -> bool:
        if level < 3:
            return has_trump(q) != plain
        return any(c in (paulo.PAULO, paulo.TUERTO) for c in q.trick)

    return core.rejection(make, wanted, tries=500 if plain else 200)


PLAIN_SHARE = 1 / 3


def has_trump(question: Question) -> bool:
    return any(paulo.is_trump(c, question.muestra.suit) for c in question.trick)


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong card's reason ask it
def winner(question: Question) -> int:
    return paulo.trick_winner(question.trick, common.rules(question.players, question.table), state=paulo.State(question.muestra))


PLAIN_ORDER = t(rank_order(paulo.PLAIN_ORDER, "es"), rank_order(paulo.PLAIN_ORDER, "en"))
"""The engine's order of a plain suit (not trumps), worded."""


EASY_HINT = t("Si se jugó algún triunfo, gana el triunfo más alto; si no, la carta más alta del palo que salió. "
              f"Fuera del triunfo el orden es {PLAIN_ORDER['es']}.",
              "If any trump was played, the highest trump wins; otherwise the highest card of the suit led. "
              f"Outside trumps the order is {PLAIN_ORDER['en']}.")


def scene(question: Question) -> core.Scene:
    return trick.scene((common.muestra_panel(question.muestra, question.players),), question.trick,
                       question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"muestra": question.muestra.suit.letter, "muestra_card": question.muestra.code,
            "players": question.players, "trick": [c.code for c in question.trick]}


def expected(question: Question) -> str:
    return question.trick[winner(question)].code


parse_answer = partial(trick.parse, deck=SPANISH_40)


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong card's reason ask it
def reason(question: Question) -> str:
    """The engine's reason code for the winning card."""
    return paulo.trick_winner_reason(question.trick, common.rules(question.players, question.table), state=paulo.State(question.muestra))


@core.per_question
def explain(question: Question) -> Text:
    win = question.trick[winner(question)]
    why = common.reason(reason(question))
    if paulo.is_trump(win, question.muestra.suit):
        ladder = common.ladder_text(question.muestra.suit, question.players, question.table)
        more = t(f"Orden de los triunfos: {ladder['es']}.", f"Trump order: {ladder['en']}.")
    else:
        led = question.trick[0].suit
        more = t(f"Salió {suit_name(led, 'es')}, y fuera del triunfo el orden es {PLAIN_ORDER['es']}; "
                 "una carta de otro palo no gana nunca.",
                 f"{suit_name(led, 'en').capitalize()} were led; outside trumps the order is {PLAIN_ORDER['en']}, "
                 "and a card of another suit never wins.")
    return t(f"Gana {the_card(win, 'es')}: {why['es'][0].lower()}{why['es'][1:]} {more['es']}",
             f"{the_card(win, 'en').capitalize()} wins: {why['en'][0].lower()}{why['en'][1:]} {more['en']}")



def why_not(question: Question, chosen: Card, winning: Card) -> Text:
    suit = question.muestra.suit
    return trick.why_not(chosen, winning, question.trick[0], is_trump=lambda c: paulo.is_trump(c, suit),
                         context=t(f"con muestra {suit_name(suit, 'es')}", f"with muestra {suit_name(suit, 'en')}"),
                         order=PLAIN_ORDER, trump_order=common.ladder_text(suit, question.players, question.table))


def check(question: Question, answer: Card) -> core.Feedback:
    return trick.check(question.trick, answer, winner(question), explain(question),
                       lambda chosen, winning: why_not(question, chosen, winning), reason=reason(question))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the trick, and the muestra (the dealer's
    fifth card, so it may be in the trick: rules-decisions §5)."""
    return Position(GAME, common.rules(question.players, question.table), (question.trick,),
                    {"trick": question.trick, "muestra": question.muestra})
