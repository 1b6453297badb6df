"""Tute: count this hand. The cards a player took, his acuses and the last trick.

Levels: 1 = card points only, a hint; 2 = card points, and the total with the diez de mesa;
3 = card points, acuses (with or without muestra) and the total. Rules: source 002, card points,
and acuses and the last trick; docs/rules-decisions.md §19 (when acuses end).

Without muestra the scene always says whether the player was the first of the deal to declare (his first
pair is then the 40) or whether another player had declared the 40 before him (all his pairs are 20s).
With muestra no acuse is ever in the muestra's suit when the muestra is its rey or caballo: the muestra is
the last card drawn, and nobody can declare once the stock is gone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from random import Random

from naipes.cards import CABALLO, REY, SPANISH_SUITS, Card, Suit
from naipes.games import tute
from naipes.reachable import Position
from trainers.drills import boxes, core
from trainers.drills.core import Text, t
from wording.cards import suit_name

SLUG = "tute-count"
GAME = "tute"
POSITION = 1
NAME = t("Cuenta los puntos", "Count this hand")
SKILL = "scoring"
RULE_ANCHOR = "counting"
DEPENDS_ON = ("muestra", "removed_two")
"""Without muestra the 40 goes to the first to declare; the 2 left out with three players makes the deal.
(The tute of four is won at once, never counted here.)"""
SUMMARY = t("Puntos de las cartas, las diez de últimas y los cantes.",
          "Card points, the ten for the last trick and the acuses.")

LABELS: dict[str, Text] = {
    "cards": t("Puntos de las cartas", "Card points"),
    "acuses": t("Puntos de los acuses", "Acuse points"),
    "total": t("Total de la mano", "Total for the hand"),
}
KEYS = {1: ("cards",), 2: ("cards", "total"), 3: ("cards", "acuses", "total")}


def labels(question: Question) -> tuple[tuple[str, Text], ...]:
    """The boxes the level asks for, each with its label."""
    return tuple((key, LABELS[key]) for key in KEYS[question.level])


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    muestra: Card | None
    taken: tuple[Card, ...]
    acuses: tuple[Suit, ...]
    last_trick: bool
    forty_by_other: Suit | None = None
    """Without muestra: the suit in which another player declared the 40 before him (None: he was first)."""


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice((2, 3, 4))
    tricks = {1: rng.randint(2, 3), 2: rng.randint(2, 4), 3: rng.randint(3, 5)}[level]
    with_muestra = (level < 3 or rng.random() < 0.5) and core.under(tute.Rules, table, players=players).muestra
    cards = tute.deck(core.under(tute.Rules, table, players=players)).shuffled(rng)  # three players: no 2 de oros (§15)
    muestra = cards.pop() if with_muestra else None
    taken = tuple(cards[: tricks * players])
    acuses: tuple[Suit, ...] = ()
    other: Suit | None = None
    if level == 3:
        suits = list(SPANISH_SUITS)
        if muestra is not None and muestra.rank in (REY, CABALLO):
            # The muestra is drawn last, when acuses are over: nobody can declare its suit.
            suits.remove(muestra.suit)
        acuses = tuple(rng.sample(suits, rng.choice((0, 1, 1, 2))))
        # The house convention: the 40 is declared before the 20s (rules-decisions §19).
        trump = muestra.suit if muestra else None
        acuses = tuple(sorted(acuses, key=lambda s: s != trump))
        if muestra is None and acuses and rng.random() < 0.35:
            other = rng.choice([s for s in SPANISH_SUITS if s not in acuses])
    last = level >= 2 and rng.random() < 0.5
    return Question(level, muestra, taken, acuses, last, other, table=table)


def points(question: Question) -> tute.HandPoints:
    return tute.hand_points(question.taken, question.acuses, question.muestra, question.last_trick,
                            forty_taken=question.forty_by_other is not None)


def _acuse_text(question: Question) -> Text:
    if not question.acuses:
        return t("No acusó nada.", "No acuses.")
    es = " y luego ".join(f"rey y caballo de {suit_name(s, 'es')}" for s in question.acuses)
    en = " and then ".join(f"rey and caballo of {suit_name(s, 'en')}" for s in question.acuses)
    said = t(f"Acusó {es}.", f"Declared {en}.")
    if question.muestra is not None:
        return said
    if question.forty_by_other is not None:
        other = question.forty_by_other
        return t(f"Otro jugador había cantado antes las cuarenta en {suit_name(other, 'es')}. {said['es']}",
                 f"Another player had already declared the forty in {suit_name(other, 'en')}. {said['en']}")
    return t(f"Nadie había cantado antes que él en esta partida. {said['es']}",
             f"Nobody had declared before him in this deal. {said['en']}")


EASY_HINT = t("As 11, tres 10, rey 4, caballo 3, sota 2; las demás cartas no valen nada.",
              "Ace 11, three 10, rey 4, caballo 3, sota 2; the other cards are worth nothing.")


def scene(question: Question) -> core.Scene:
    panels = []
    if question.muestra is not None:
        panels.append(core.Panel(t("Muestra", "Muestra"), (question.muestra,),
                                 core.trumps_are(question.muestra.suit)))
    elif question.level == 3:
        panels.append(core.Panel(t("Muestra", "Muestra"), text=t("Se juega sin muestra.", "Played without muestra.")))
    panels.append(core.Panel(t("Cartas que se llevó en sus bazas", "Cards taken in tricks"), question.taken))
    if question.level >= 2:
        last = (t("Ganó la última baza.", "Won the last trick.") if question.last_trick
                else t("No ganó la última baza.", "Did not win the last trick."))
        panels.append(core.Panel(t("Última baza", "Last trick"), text=last))
    if question.level == 3:
        panels.append(core.Panel(t("Acuses", "Acuses"), text=_acuse_text(question)))
    return boxes.scene(t("¿Cuántos puntos suma este jugador?", "How many points does this player score?"),
                       panels, t("Tu cuenta", "Your count"), boxes.fields(labels(question)),
                       t('Un objeto con los números pedidos: {"cards": …, "acuses": …, "total": …}.',
                         'An object with the numbers asked for: {"cards": …, "acuses": …, "total": …}.'),
                       question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"muestra": question.muestra.code if question.muestra else None,
            "taken": [c.code for c in question.taken],
            "acuses": [s.letter for s in question.acuses] if question.level == 3 else [],
            "forty_taken": question.forty_by_other is not None,
            "last_trick": question.last_trick, "asked": list(KEYS[question.level])}


def expected(question: Question) -> dict[str, int]:
    found = points(question)
    values = {"cards": found.card_points, "acuses": found.acuse_points, "total": found.points}
    return {key: values[key] for key in KEYS[question.level]}


parse_answer = boxes.parse_answer


@core.per_question
def explain(question: Question) -> Text:
    found = points(question)
    scoring = [c for c in question.taken if tute.card_points(c)]
    es = " + ".join(str(tute.card_points(c)) for c in scoring) or "0"
    parts = t(f"Las cartas: {es} = {found.card_points}.", f"The cards: {es} = {found.card_points}.")
    if question.level >= 2:
        last = tute.LAST_TRICK_POINTS
        bonus = (t(f" Más {last} por la última baza (las diez de mesa).", f" Plus {last} for the last trick (the diez de mesa).")
                 if question.last_trick else t(" Sin la última baza, no hay diez de mesa.",
                                               " Without the last trick there is no diez de mesa."))
        parts = t(parts["es"] + bonus["es"], parts["en"] + bonus["en"])
    if question.level == 3:
        acuses = tute.acuse_list(question.acuses, question.muestra, forty_taken=question.forty_by_other is not None)
        if acuses:
            if question.muestra:
                forty = tute.acuse_points(question.muestra.suit, question.muestra, False)
                twenty = tute.acuse_points(next(s for s in SPANISH_SUITS if s != question.muestra.suit), question.muestra, False)
                rule = t(f" Los acuses valen {forty} en el palo de la muestra y {twenty} en los demás.",
                         f" Acuses are worth {forty} in the muestra's suit and {twenty} in the others.")
            elif question.forty_by_other is not None:
                rule = t(" Sin muestra, solo la primera pareja de la partida son las cuarenta; como otro jugador "
                         "las cantó antes, todas las suyas valen 20.",
                         " Without muestra only the first pair of the deal is the forty; another player declared "
                         "it first, so all of his pairs are worth 20.")
            else:
                rule = t(" Sin muestra, la primera pareja de la partida son las cuarenta y hace triunfo su palo; "
                         "las siguientes valen 20.",
                         " Without muestra the first pair of the deal is the forty and makes its suit trumps; "
                         "later ones are worth 20.")
            listed = " + ".join(str(a.points) for a in acuses)
            parts = t(f"{parts['es']}{rule['es']} Acuses: {listed} = {found.acuse_points}.",
                      f"{parts['en']}{rule['en']} Acuses: {listed} = {found.acuse_points}.")
    if question.level >= 2:
        parts = t(f"{parts['es']} Total: {found.points}.", f"{parts['en']} Total: {found.points}.")
    return t(f"{parts['es']} {values_text()['es']}", f"{parts['en']} {values_text()['en']}")


NAMES = {1: t("as", "ace"), 3: t("tres", "three"), 12: t("rey", "rey"), 11: t("caballo", "caballo"), 10: t("sota", "sota")}


def values_text() -> Text:
    """The card values from the engine's table, highest first, and what the pack adds up to."""
    scoring = [r for r in tute.RANK_ORDER if tute.POINTS[r]]
    pack = sum(tute.POINTS.values()) * len(SPANISH_SUITS)
    return t("Valores: " + ", ".join(f"{NAMES[r]['es']} {tute.POINTS[r]}" for r in scoring) + f", el resto 0; la baraja suma {pack}.",
             "Values: " + ", ".join(f"{NAMES[r]['en']} {tute.POINTS[r]}" for r in scoring) + f", the rest 0; the pack holds {pack}.")


def check(question: Question, answer: Mapping[str, int]) -> core.Feedback:
    return boxes.feedback(labels(question), answer, expected(question), explain(question))


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the cards taken, the muestra, the acuses.
    The scene names no table, so the first that deals this many cards in whole tricks (4, 2, then 3)."""
    players = next((n for n in (4, 2, 3) if len(question.taken) % n == 0), 3)
    rules = core.under(tute.Rules, question.table, players=players, muestra=question.muestra is not None)
    shown = ((question.muestra,) if question.muestra else (), question.taken)
    return Position(GAME, rules, shown, {"muestra": question.muestra, "acuses": question.acuses,
                                         "forty_by_other": question.forty_by_other})
