"""Tute: may I declare rey and caballo now, and for how much? An acuse is forty in the trump suit and
twenty in the others; without muestra the first pair declared is the forty and makes its suit trump.
Only the winner of the trick just played declares, while stock is left, one per trick, the forty first.

Levels: 1 = with muestra, the player has just won a trick and stock is left, a hint; 2 = also trick lost,
stock gone, a second acuse in the same trick, a suit already declared, a pair not complete; 3 = also
without muestra. Every verdict is ``tute.can_declare``. Rules: source 002, acuses and the last trick.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

import wording
from naipes.cards import CABALLO, REY, SPANISH_40, SPANISH_SUITS, Card, Suit
from naipes.games import tute
from naipes.reachable import Position
from trainers.drills import choice, core
from trainers.drills.core import Text, t

SLUG = "tute-acuses"
GAME = "tute"
POSITION = 4
NAME = t("¿Puedo cantar?", "May I declare?")
SKILL = "scoring"
RULE_ANCHOR = "acuses"
DEPENDS_ON = ("muestra",)
"""Without muestra the first pair declared is the 40, whatever its suit."""
SUMMARY = t("Las veinte y las cuarenta: quién canta, cuándo y por cuánto.",
            "The twenty and the forty: who declares, when, and for how much.")

NO = "no"


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    muestra: Card | None
    hand: tuple[Card, ...]
    suit: Suit
    """The suit the player wants to declare."""
    won_trick: bool
    stock_left: bool
    declared: tuple[Suit, ...]
    """Suits already declared in this deal (by anybody)."""
    declared_this_trick: bool


PLAYERS = 4
"""The table the scenes sit at: four players, six cards each (rules-decisions §16)."""


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    """A scene that can happen (``position`` is checked by :func:`naipes.reachable.check`): a second acuse on
    this trick only after winning it while stock is left, with the pair already declared still in the hand;
    never the forty of a muestra that is its own rey or caballo (rules-decisions §19)."""
    suit = rng.choice(SPANISH_SUITS)
    pair = [Card(REY, suit), Card(CABALLO, suit)]
    if level > 1 and rng.random() < 0.15:
        pair.pop(rng.randrange(2))  # half a pair
    declared: tuple[Suit, ...] = ()
    won, stock, again = True, True, False
    others = [s for s in SPANISH_SUITS if s != suit]
    if level > 1:
        won, stock = rng.random() < 0.8, rng.random() < 0.8
        # An acuse follows a trick won, before drawing: one declared on this trick means there was stock
        # (the draw is made as before, so the other questions stay as they were).
        again = won and rng.random() < 0.15 and stock
        declared = tuple(rng.sample(others, rng.choice((0, 0, 1, 2))))
        if again and not declared:
            declared = (rng.choice(others),)
        if rng.random() < 0.1:
            declared = (*declared, suit)
    shown = list(pair)
    before: Suit | None = None
    if again:
        # The suit declared on this trick: its pair is still in the hand.
        before = rng.choice([s for s in declared if s != suit])
        shown += [Card(REY, before), Card(CABALLO, before)]
    rest = [c for c in SPANISH_40.cards if c not in shown]
    rng.shuffle(rest)
    without = level == 3 and rng.random() < 0.5
    without = without or not core.under(tute.Rules, table, players=PLAYERS).muestra
    muestra = None if without else rest.pop()
    if muestra is not None and not tute.forty_possible(muestra) and muestra.suit in declared:
        # The muestra is drawn last, after the acuses: nobody can have declared its forty.
        declared = tuple(s for s in declared if s != muestra.suit)
        again = again and before in declared
    hand = tuple(sorted(shown + rest[:6 - len(shown)], key=lambda c: (c.suit.value, c.rank)))
    return Question(level, muestra, hand, suit, won, stock, declared, again, table=table)


def verdict(question: Question):
    return tute.can_declare(question.hand, question.suit, question.muestra, won_trick=question.won_trick,
                            stock_left=question.stock_left, declared=question.declared,
                            declared_this_trick=question.declared_this_trick)


def forty() -> int:
    return tute.acuse_points(Suit.OROS, Suit.OROS, False)


def twenty() -> int:
    return tute.acuse_points(Suit.COPAS, Suit.OROS, False)


def options() -> tuple[core.Option, ...]:
    return (core.Option(NO, t("No puedo cantarlo ahora", "I may not declare it now")),
            core.Option(str(twenty()), t(f"Sí, y vale {twenty()}", f"Yes, for {twenty()}")),
            core.Option(str(forty()), t(f"Sí, y vale {forty()}", f"Yes, for {forty()}")))


def answer_of(question: Question) -> str:
    found = verdict(question)
    if not found.legal:
        return NO
    return str(twenty() if found.reason == "declares_20" else forty())


def _suits(suits) -> Text:
    return t(", ".join(core.suit_plural(s)["es"] for s in suits), ", ".join(core.suit_plural(s)["en"] for s in suits))


def situation(question: Question) -> Text:
    es, en = [], []
    if question.won_trick:
        es.append("Acabas de ganar la baza.")
        en.append("You have just won the trick.")
    else:
        es.append("La última baza la ganó otro jugador.")
        en.append("Another player won the last trick.")
    if question.declared_this_trick:
        es.append("Con esta baza ya cantaste otro palo.")
        en.append("You have already declared another suit on this trick.")
    es.append("Aún queda robe." if question.stock_left else "Ya no queda robe.")
    en.append("There is stock left." if question.stock_left else "The stock is gone.")
    if question.declared:
        names = _suits(question.declared)
        es.append(f"En esta partida ya se cantaron: {names['es']}.")
        en.append(f"Already declared in this deal: {names['en']}.")
    else:
        es.append("Nadie ha cantado todavía en esta partida.")
        en.append("Nobody has declared yet in this deal.")
    return t(" ".join(es), " ".join(en))


def muestra_panel(question: Question) -> core.Panel:
    if question.muestra is None:
        return core.Panel(t("Sin muestra", "No muestra"),
                          text=t("Se juega sin muestra: no hay triunfo hasta que alguien cante las cuarenta.",
                                 "Played without muestra: there is no trump until somebody declares the forty."))
    return core.Panel(t("Muestra", "Muestra"), (question.muestra,), core.trumps_are(question.muestra.suit))


EASY_HINT = t(f"Rey y caballo del palo del triunfo son las {forty()}; de otro palo, las {twenty()}. Se cantan "
              "al ganar una baza, y primero las cuarenta.",
              f"Rey and caballo of the trump suit make the {forty()}; of another suit, the {twenty()}. They are "
              "declared on winning a trick, the forty first.")


def scene(question: Question) -> core.Scene:
    plural = core.suit_plural(question.suit)
    panels = (muestra_panel(question), core.Panel(t("Tu mano", "Your hand"), question.hand),
              core.Panel(t("La partida", "The deal"), text=situation(question)))
    return choice.scene(t(f"Quieres cantar rey y caballo de {plural['es']}. ¿Puedes, y cuánto vale?",
                          f"You want to declare rey and caballo of {plural['en']}. May you, and for how much?"),
                        panels, t("Elige una respuesta", "Pick one answer"), options(),
                        t(f'"{NO}", "{twenty()}" o "{forty()}".', f'"{NO}", "{twenty()}" or "{forty()}".'),
                        question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"muestra": question.muestra.code if question.muestra else None, "hand": [c.code for c in question.hand],
            "suit": question.suit.letter, "won_trick": question.won_trick, "stock_left": question.stock_left,
            "declared": [s.letter for s in question.declared], "declared_this_trick": question.declared_this_trick}


def expected(question: Question) -> str:
    return answer_of(question)


parse_answer = choice.lowered


def label(value: str) -> Text:
    return next(o.label for o in options() if o.value == value and o.label is not None)


@core.per_question
def explain(question: Question) -> Text:
    why = wording.both(f"tute.reason.{verdict(question).reason}")
    return t(f"{why['es']} Solo canta quien acaba de ganar la baza, mientras queda robe, un palo por baza y las "
             f"cuarenta antes que las veinte: {forty()} en el palo del triunfo, {twenty()} en los demás. Sin "
             "muestra, las primeras que se cantan son las cuarenta y su palo pasa a ser el triunfo.",
             f"{why['en']} Only the player who has just won the trick declares, while there is stock, one suit per "
             f"trick and the forty before any twenty: {forty()} in the trump suit, {twenty()} in the others. "
             "Without muestra the first pair declared is the forty, and its suit becomes trump.")


def why_wrong(question: Question, given: str) -> Text:
    """Why the answer given is wrong, in the engine's reason for this acuse."""
    found = verdict(question)
    chose = label(given)
    if given == NO:
        head = t("Respondiste que no puedes cantar, pero sí puedes", "You answered that you may not declare, but you may")
    elif not found.legal:
        head = t(f"Respondiste «{chose['es']}», pero ahora no puedes cantar",
                 f"You answered “{chose['en']}”, but you may not declare now")
    else:
        head = t(f"Respondiste «{chose['es']}», pero vale {answer_of(question)}",
                 f"You answered “{chose['en']}”, but it is worth {answer_of(question)}")
    if found.legal:  # the verdict as a clause: "but you may: rey and caballo of … make the twenty"
        clause = wording.both(f"tute.acuse_allowed.{found.reason}")
        return t(f"{head['es']}: {clause['es']}.", f"{head['en']}: {clause['en']}.")
    reason = wording.both(f"tute.reason.{found.reason}")
    return t(f"{head['es']}: {reason['es'][0].lower()}{reason['es'][1:]}",
             f"{head['en']}: {reason['en'][0].lower()}{reason['en'][1:]}")


def check(question: Question, answer: str) -> core.Feedback:
    return choice.worded_feedback(options(), answer, answer_of(question), explain(question),
                                  lambda chose: why_wrong(question, answer))


def position(question: Question) -> Position:
    """What the scene shows and tells, for the engine's reachability check (a table of four)."""
    rules = core.under(tute.Rules, question.table, players=PLAYERS, muestra=question.muestra is not None)
    shown = ((question.muestra,) if question.muestra else (), question.hand)
    return Position(GAME, rules, shown, {
        "hand": question.hand, "muestra": question.muestra, "suit": question.suit, "won_trick": question.won_trick,
        "stock_left": question.stock_left, "declared": question.declared,
        "declared_this_trick": question.declared_this_trick})
