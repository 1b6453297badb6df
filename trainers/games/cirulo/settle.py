"""Cirulo: settle the plate. Each player's tricks; who pays how much, who shares, what carries over.

Levels: 1 = three players, an empty plate, only the payments asked, a hint; 2 = four players, payments,
shares and what stays; 3 = five or six players with coins already in the plate, including rounds
where nobody shares or the plate does not split evenly. Rules: source 001, the plate;
docs/rules-decisions.md §12 and §14.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from random import Random

from naipes.cards import Card, Suit
from naipes.games import cirulo
from naipes.reachable import Position
from trainers.drills import boxes, core
from trainers.drills.core import Text, t

SLUG = "cirulo-settle"
GAME = "cirulo"
POSITION = 1
NAME = t("Reparte el platillo", "Settle the plate")
SKILL = "scoring"
RULE_ANCHOR = "plate"
DEPENDS_ON = ("pack", "removal_order")
"""The pack and its removal order make the cards in play, so the piles and what the oros among them cost."""
SUMMARY = t("Quién cobra qué del platillo al acabar la mano.",
          "Who collects what from the plate when the hand ends.")

NAMES: tuple[str, ...] = ("Ana", "Bruno", "Carmen", "David", "Elena", "Fermín")
PLAYERS = {1: (3,), 2: (4,), 3: (5, 6)}
CARRY = "carry"


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    pot: int
    piles: tuple[tuple[str, tuple[Card, ...]], ...]


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(PLAYERS[level])
    rules = core.under(cirulo.Rules, table, players=players)
    pot = rng.randint(1, 25) if level == 3 else 0
    want_carry = level == 3 and rng.random() < 0.5

    def make() -> Question:
        played = cirulo.play_random_round(rules, rng)
        piles = tuple((name, tuple(pile)) for name, pile in zip(NAMES, played.piles, strict=False))
        return Question(level, pot, piles, table=table)

    def wanted(q: Question) -> bool:
        # Random play sometimes lets one player sweep the table; such a round teaches little.
        sizes = [len(pile) for _, pile in q.piles]
        spread = max(sizes) <= 20 and sum(1 for size in sizes if size) >= 2
        return spread and ((settlement(q).carry_over > 0) == want_carry if level == 3 else True)

    return core.rejection(make, wanted)


@lru_cache(maxsize=1024)  # the draw, the answer, its explanation and the scene's boxes ask it
def settlement(question: Question) -> cirulo.Settlement:
    return cirulo.settle(dict(question.piles), pot=question.pot, rules=rules(question))


def rules(question: Question) -> cirulo.Rules:
    return core.under(cirulo.Rules, question.table, players=len(question.piles))


def keys(question: Question) -> list[tuple[str, Text]]:
    out: list[tuple[str, Text]] = [(f"pays-{name}", t(f"{name} paga", f"{name} pays")) for name, _ in question.piles]
    if question.level >= 2:
        out += [(f"gets-{name}", t(f"{name} cobra", f"{name} receives")) for name, _ in question.piles]
        out.append((CARRY, t("Queda en el platillo", "Stays in the plate")))
    return out


EASY_HINT = t("Solo pagan los oros: su número, y 10 la sota, el caballo y el rey. Las demás cartas no pagan.",
              "Only oros cost anything: their number, and 10 for sota, caballo and rey. Other cards cost nothing.")


def scene(question: Question) -> core.Scene:
    panels = [core.Panel(t("Platillo", "Plate"), text=t(f"Antes de pagar, el platillo tiene {question.pot} monedas.",
                                                        f"Before the payments the plate holds {question.pot} coins."))]
    for name, pile in question.piles:
        text = None if pile else t("No hizo ninguna baza.", "Took no tricks.")
        cards = tuple(sorted(pile, key=lambda c: (c.suit is not Suit.OROS, c.suit.value, -c.rank)))
        panels.append(core.Panel(t(f"Bazas de {name}", f"{name}'s tricks"), cards, text))
    return boxes.scene(t("Termina la mano. ¿Quién paga, quién cobra y qué queda en el platillo?",
                         "The deal is over. Who pays, who receives, and what stays in the plate?"),
                       panels, t("Las cuentas del platillo", "The plate's accounts"), boxes.fields(keys(question)),
                       t('Un objeto {"pays-Ana": n, "gets-Ana": n, …, "carry": n} con las casillas pedidas.',
                         'An object {"pays-Ana": n, "gets-Ana": n, …, "carry": n} with the boxes asked for.'),
                       question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"pot": question.pot, "piles": {name: [c.code for c in pile] for name, pile in question.piles},
            "asked": [key for key, _ in keys(question)]}


def expected(question: Question) -> dict[str, int]:
    found = settlement(question)
    values = {f"pays-{name}": found.pays[name] for name, _ in question.piles}
    values |= {f"gets-{name}": found.shares.get(name, 0) for name, _ in question.piles}
    values[CARRY] = found.carry_over
    return {key: values[key] for key, _ in keys(question)}


parse_answer = boxes.parse_answer


def _payment(name: str, pile: tuple[Card, ...], paid: int) -> str:
    """``Ana 10 + 1 = 11``: the tantos of each oro taken, highest first, and the sum."""
    values = [cirulo.card_value(c) for c in sorted(pile, key=lambda c: -c.rank) if c.suit is Suit.OROS]
    return f"{name} {' + '.join(map(str, values))} = {paid}" if len(values) > 1 else f"{name} {paid}"


@core.per_question
def explain(question: Question) -> Text:
    found = settlement(question)
    payers = [_payment(name, pile, found.pays[name]) for name, pile in question.piles if found.pays[name]]
    sharers = [name for name, _ in question.piles if name in found.shares]
    idle = [name for name, pile in question.piles if not pile]
    if question.pot == 1:
        before = t(f"Con la moneda que ya había, el platillo queda en {found.pot}.",
                   f"With the one coin already there, the plate then holds {found.pot}.")
    elif question.pot:
        before = t(f"Con las {question.pot} monedas que ya había, el platillo queda en {found.pot}.",
                   f"With the {question.pot} coins already there, the plate then holds {found.pot}.")
    else:
        before = t(f"El platillo queda en {found.pot}.", f"The plate then holds {found.pot}.")
    es = [f"Cada oro ganado se paga al platillo: su número, y 10 la sota, el caballo y el rey. "
          f"Pagan: {'; '.join(payers) or 'nadie'}. {before['es']}"]
    en = [f"Every oro taken is paid into the plate: its number, and 10 for the sota, caballo and rey. "
          f"Paying: {'; '.join(payers) or 'nobody'}. {before['en']}"]
    if len(sharers) == 1:
        es.append(f"Solo {sharers[0]} ganó bazas sin llevarse ningún oro, así que cobra el platillo entero: "
                  f"{found.shares[sharers[0]]}.")
        en.append(f"Only {sharers[0]} won tricks without taking any oro, so {sharers[0]} receives the whole plate: "
                  f"{found.shares[sharers[0]]}.")
    elif sharers:
        share = found.shares[sharers[0]]
        es.append(f"Lo cobran a partes iguales los que ganaron bazas sin llevarse ningún oro ({', '.join(sharers)}): "
                  f"{found.pot} entre {len(sharers)} son {share} cada uno.")
        en.append(f"It is shared equally by those who won tricks without taking any oro ({', '.join(sharers)}): "
                  f"{found.pot} split {len(sharers)} ways is {share} each.")
    if sharers and found.carry_over:
        es.append(f"El resto que no se puede repartir ({found.carry_over}) se queda en el platillo para la mano "
                  "siguiente.")
        en.append(f"What does not split evenly ({found.carry_over}) stays in the plate for the next deal.")
    elif sharers:
        es.append("El reparto es exacto: en el platillo no queda nada.")
        en.append("The split is exact: nothing stays in the plate.")
    else:
        es.append("Nadie cobra: todos los que ganaron bazas se llevaron algún oro, así que todo el platillo pasa a "
                  "la mano siguiente.")
        en.append("Nobody receives anything: everyone who won tricks took some oro, so the whole plate carries "
                  "over to the next deal.")
    if idle:
        es.append(f"Sin bazas no se paga ni se cobra: {', '.join(idle)}.")
        en.append(f"No tricks means no paying and no share: {', '.join(idle)}.")
    return t(" ".join(es), " ".join(en))


def check(question: Question, answer: Mapping[str, int]) -> core.Feedback:
    return boxes.feedback(keys(question), answer, expected(question), explain(question))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: every player's pile."""
    return Position(GAME, rules(question), tuple(pile for _, pile in question.piles))
