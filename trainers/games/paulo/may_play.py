"""Paulo: which cards may I play? Assist (follow the suit led) or trump, at your choice; the Paulo is
never forced out, the Tuerto is.

Levels: 1 = four players, first to answer a lead, a hint; 2 = six players, any seat, at least one card
barred; 3 = eight players, hands holding the Paulo or the Tuerto, trump leads. Rules: source 000,
legal play (default: trumping at will, and the Paulo's exemption also when void: docs/rules-decisions.md §8).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache, partial
from random import Random

import wording
from naipes.cards import SPANISH_40, Card
from naipes.games import paulo
from naipes.reachable import Position
from naipes.tricks import Verdict
from trainers.drills import core, legal, trick
from trainers.drills.core import Text, t
from trainers.games.paulo import common

SLUG = "paulo-may-play"
GAME = "paulo"
POSITION = 4
NAME = t("¿Puedo jugar esta carta?", "May I play this card?")
SKILL = "legal"
RULE_ANCHOR = "playing"
SUMMARY = t("Asistir o fallar, y el privilegio del Paulo.",
          "Follow or trump, and the Paulo's privilege.")

DEPENDS_ON = ("deck_variant", "strict_follow")
"""Strict following bars trumping while holding the suit led; the deck deals the hands (no over-trumping in
Paulo, so the order of the trumps never bars a card)."""


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    players: int
    muestra: Card
    trick: tuple[Card, ...]
    hand: tuple[Card, ...]


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(common.PLAYERS_BY_LEVEL[level])
    rules = common.rules(players, table)

    # A deal tried is the muestra, the trick and the hand, with the state they are judged in; only the deal kept
    # becomes a Question (about nineteen are dealt, played out and rejected for each one kept at level 2).
    Tried = tuple[Card, tuple[Card, ...], tuple[Card, ...], paulo.State]

    def make() -> Tried:
        deal = common.deal(rng, players, table)
        hands = common.in_play_order(deal)
        seat = 1 if level == 1 else rng.randrange(1, players)
        state = deal.state
        plays = trick.play_out(rng, hands, seat,
                               lambda hand, so_far: paulo.legal_plays(hand, so_far, rules, state=state))
        return deal.muestra, plays, tuple(hands[seat]), state

    # The Paulo's exemption (the Paulo the only trump held, so no trump is owed) is rare in a random deal:
    # about one question in ten asks it at levels 1 and 2.
    exempt = level < 3 and rng.random() < EXEMPT_SHARE

    def wanted(tried: Tried) -> bool:
        _muestra, so_far, hand, state = tried
        if exempt:
            # The exemption is the Paulo's, so a hand without it never has it (most deals tried, told at once);
            # whether a hand with it has it, the engine's verdicts say.
            return paulo.PAULO in hand and _exempt(paulo.judge_plays(hand, so_far, rules, state=state))
        if level == 1:
            return True
        if level == 3 and not any(c in (paulo.PAULO, paulo.TUERTO) for c in hand):
            return False
        return len(paulo.legal_plays(hand, so_far, rules, state=state)) < len(hand)

    muestra, so_far, hand, _state = core.rejection(make, wanted, tries=5000 if exempt else 500)
    return Question(level, players, muestra, so_far, hand, table=table)


EXEMPT_SHARE = 0.1


def is_exempt(question: Question) -> bool:
    return _exempt(verdicts(question))


def _exempt(verdicts: Mapping[Card, Verdict]) -> bool:
    return any(v.reason == "any_card_paulo_exempt" for v in verdicts.values())


@lru_cache(maxsize=1024)  # the answer, its explanation and each wrong tick's reason ask it, and the draw before them
def verdicts(question: Question):
    return paulo.judge_plays(question.hand, question.trick, common.rules(question.players, question.table),
                             state=paulo.State(question.muestra))


EASY_HINT = t("Si sale un triunfo, hay que echar triunfo (el Paulo nunca está obligado). Si sale otro palo, "
              "puedes asistir o echar triunfo, como prefieras; solo sin ninguna de las dos cosas vale cualquier "
              "carta.",
              "If a trump is led, you must play a trump (the Paulo is never obliged). If another suit is led, "
              "you may follow it or play a trump, as you like; only with neither may you play any card.")


def scene(question: Question) -> core.Scene:
    return legal.scene(t("Te toca. ¿Qué cartas de tu mano puedes jugar?", "Your turn. Which cards of your hand may you play?"),
                       common.muestra_panel(question.muestra, question.players), question,
                       strict_rule if strict(question) else EASY_HINT)


def data(question: Question) -> dict:
    return {"muestra": question.muestra.suit.letter, "muestra_card": question.muestra.code,
            "players": question.players, "trick": [c.code for c in question.trick], "hand": [c.code for c in question.hand]}


def expected(question: Question) -> list[str]:
    return legal.expected(verdicts(question))


parse_answer = partial(legal.parse, deck=SPANISH_40)


FREE_FOLLOW = t(
    "En el Paulo, al palo que sale se asiste o se echa triunfo, a elección de cada uno; quien no tiene ni lo uno "
    "ni lo otro juega lo que quiera. Si sale triunfo, hay que echar triunfo. El Paulo es el único triunfo que "
    "nunca está obligado: si es tu único triunfo, no tienes que jugarlo. El Tuerto sí está obligado.",
    "In Paulo you answer the suit led by following it or by trumping, as you choose; with neither you may play "
    "anything. When a trump is led you must play a trump. The Paulo is the only trump never forced out: if it "
    "is your only trump you need not play it. The Tuerto has no such privilege.",
)
"""The rule explained after the answer at a table that lets a player trump while holding the suit led."""


def check(question: Question, answer: tuple[Card, ...]) -> core.Feedback:
    explanation = strict_explanation() if strict(question) else FREE_FOLLOW
    return legal.check(question.hand, answer, verdicts(question), explanation, common.reason)


def strict(question: Question) -> bool:
    return common.rules(question.players, question.table).strict_follow


def strict_rule() -> Text:
    """The table's strict following, as the engine's vocabulary words it."""
    return {lang: f"{text}." for lang, text in wording.both("paulo.strict_follow").items()}


def strict_explanation() -> Text:
    rule = strict_rule()
    return t(f"{rule['es']} Sin el palo de salida se echa triunfo, y sin ninguna de las dos cosas vale cualquier "
             "carta. Si sale triunfo, hay que echar triunfo. El Paulo es el único triunfo que nunca está obligado.",
             f"{rule['en']} Without the suit led you trump, and with neither you may play anything. When a trump is "
             "led you must play a trump. The Paulo is the only trump never forced out.")


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the trick, the hand, and the muestra (the
    dealer's fifth card, so it may be in the trick: rules-decisions §5)."""
    return Position(GAME, common.rules(question.players, question.table), (question.trick, question.hand),
                    {"trick": question.trick, "hand": question.hand, "muestra": question.muestra})
