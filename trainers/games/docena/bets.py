"""La Docena: what may I put in, bet or do now? The entró for the players still in, dropping out on a
caballo or sota, who may open the betting, who may cut the dejo.

Levels: 1 = the entró and dropping out, a hint; 2 = also who may open the betting; 3 = also cutting the
dejo. Every answer is the engine's: ``docena.entro``, ``can_withdraw``, ``can_open_betting``,
``can_cut_dejo``. Rules: source 004, the combination ladder and the
deal and betting.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

import wording
from naipes.cards import Card
from naipes.games import docena
from naipes.games.docena import betting
from naipes.reachable import Position
from trainers.drills import choice, core
from trainers.drills.core import Text, t
from trainers.games.docena import common

SLUG = "docena-bets"
GAME = "docena"
POSITION = 4
NAME = t("¿Qué puedo hacer ahora?", "What may I do now?")
SKILL = "setup"
RULE_ANCHOR = "round"
DEPENDS_ON = ("double_entro_from",)
"""A house may ask the 2-stone entró from more players left."""
SUMMARY = t("El entró según los que quedan, retirarse con caballo o sota, abrir el envite y cortar el dejo.",
            "The entró by players left, dropping out on a caballo or sota, opening the betting, cutting the dejo.")

KINDS = {1: ("entro", "withdraw"), 2: ("entro", "withdraw", "open"), 3: ("entro", "withdraw", "open", "dejo")}
PLAYERS_LEFT = tuple(n for n in docena.PLAYERS)


def house(table: core.Table = core.STANDARD) -> docena.Rules:
    """The table's own rules for the entró (the players left are asked for each time)."""
    return core.under(docena.Rules, table)


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    kind: str
    players_left: int
    cards: tuple[Card, ...] = ()
    mano: bool = False


def rules(players_left: int) -> docena.Rules:
    """The table: the players left are the players receiving cards, and the pack is theirs."""
    return docena.Rules(players=players_left)


def pack(players_left: int) -> tuple[Card, ...]:
    """The cards a player can hold with this many left: caballos and sotas only from six (source 004, the pack
    and card values)."""
    return docena.deck(rules(players_left)).cards


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    """A position that can happen (``position`` is checked by :func:`naipes.reachable.check`): every card
    from the pack for the players left."""
    kind = rng.choice(KINDS[level])
    players = rng.choice(PLAYERS_LEFT)
    if kind == "entro":
        return Question(level, kind, players, table=table)
    if kind == "withdraw":
        figure = rng.random() < 0.5
        if figure and not betting.withdrawal_possible(players):
            players = rng.choice([n for n in PLAYERS_LEFT if betting.withdrawal_possible(n)])
        card = core.rejection(lambda: rng.choice(pack(players)),
                              lambda c: betting.can_withdraw(c, rules(players)).legal == figure)
        return Question(level, kind, players, (card,), table=table)
    if kind == "open":
        size = rng.choice((1, 1, 3))
        mano = rng.random() < 0.4
        first = rng.random() < 0.3
        cards = core.rejection(lambda: tuple(rng.sample(pack(players), size)),
                               lambda cs: size == 3 or (docena.MALA in cs) == first)
        return Question(level, kind, players, cards, mano, table=table)
    cut = rng.random() < 0.5
    cards = core.rejection(lambda: tuple(rng.sample(pack(players), 3)), lambda cs: betting.can_cut_dejo(cs) == cut)
    return Question(level, kind, players, cards, table=table)


def entro_values(table: core.Table = core.STANDARD) -> tuple[int, ...]:
    return tuple(sorted({betting.entro(n, house(table)) for n in PLAYERS_LEFT}))


def options(question: Question) -> tuple[core.Option, ...]:
    if question.kind == "entro":
        return tuple(core.Option(str(n), t(f"{n} piedra{'s' * (n > 1)}", f"{n} stone{'s' * (n > 1)}")) for n in entro_values(question.table))
    return (core.Option("yes", core.YES), core.Option("no", core.NO))


def verdict(question: Question):
    if question.kind == "withdraw":
        return betting.can_withdraw(question.cards[0], rules(question.players_left))
    if question.kind == "open":
        return betting.can_open_betting(question.cards, mano=question.mano)
    return None


def answer_of(question: Question) -> str:
    if question.kind == "entro":
        return str(betting.entro(question.players_left, house(question.table)))
    if question.kind == "dejo":
        return "yes" if betting.can_cut_dejo(question.cards) else "no"
    return "yes" if verdict(question).legal else "no"


PROMPTS: dict[str, Text] = {
    "entro": t("¿Cuántas piedras pone de entró cada uno?", "How many stones does each player put in as entró?"),
    "withdraw": t("Es tu primera carta. ¿Puedes enseñarla, retirarte y recuperar el entró?",
                  "This is your first card. May you show it, drop out and take your entró back?"),
    "open": t("Te toca hablar. ¿Puedes abrir el envite?", "Your turn to speak. May you open the betting?"),
    "dejo": t("Se ha pedido dejo y te llega la tercera carta. ¿Puedes cortar el dejo?",
              "A dejo was asked and your third card has come. May you cut the dejo?"),
}


def table_text(question: Question) -> Text:
    es = f"Quedan {question.players_left} jugadores en la partida."
    en = f"{question.players_left} players are still in the game."
    if question.kind == "open":
        n = len(question.cards)
        es += " Llevas una carta." if n == 1 else f" Llevas {n} cartas."
        en += " You hold one card." if n == 1 else f" You hold {n} cards."
        es += " Eres la mano." if question.mano else " No eres la mano."
        en += " You are the mano." if question.mano else " You are not the mano."
    return t(es, en)


EASY_HINT = t("Cuantos menos jugadores quedan, más cuesta el entró. Solo un caballo o una sota de primera carta "
              "dejan retirarse, y solo entran en la baraja desde seis jugadores.",
              "The fewer players left, the dearer the entró. Only a caballo or a sota as first card lets you "
              "drop out, and they only come into the pack from six players.")


def scene(question: Question) -> core.Scene:
    panels = [core.Panel(t("La mesa", "The table"), text=table_text(question))]
    if question.cards:
        panels.append(common.hand_panel(question.cards, None))
    values = [o.value for o in options(question)]
    return choice.scene(PROMPTS[question.kind], panels, t("Elige una respuesta", "Pick one answer"), options(question),
                        t(f"Una de: {', '.join(values)}.", f"One of: {', '.join(values)}."),
                        question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"asks": question.kind, "players_left": question.players_left, "cards": [c.code for c in question.cards],
            "mano": question.mano}


def expected(question: Question) -> str:
    return answer_of(question)


parse_answer = choice.lowered


def entro_rule(table: core.Table = core.STANDARD) -> Text:
    steps = ", ".join(f"{n}: {betting.entro(n, house(table))}" for n in sorted(PLAYERS_LEFT, reverse=True))
    return t(f"El entró, por jugadores que quedan → piedras de cada uno: {steps}.",
             f"The entró, by players still in → stones each: {steps}.")


def reason(question: Question) -> Text:
    """The engine's reason for this verdict, in words."""
    if question.kind == "entro":
        n = betting.entro(question.players_left, house(question.table))
        return t(f"con {question.players_left} jugadores en la partida, cada uno pone {n}.",
                 f"with {question.players_left} players in the game, each puts in {n}.")
    if question.kind == "dejo":
        rank = docena.hand_rank(question.cards)
        name = wording.both(f"docena.kind.{rank.kind}") if wording.has(f"docena.kind.{rank.kind}") else None
        if betting.can_cut_dejo(question.cards):
            return t(f"tus tres cartas hacen {(name['es'] if name else rank.kind).lower()}, y con callá o flor se corta el dejo.",
                     f"your three cards make a {(name['en'] if name else rank.kind).lower()}, and a callá or a flor cuts the dejo.")
        return t("tus tres cartas no hacen callá ni flor, que es lo único que corta el dejo.",
                 "your three cards make neither a callá nor a flor, the only hands that cut the dejo.")
    why = wording.both(f"docena.reason.{verdict(question).reason}")
    return t(why["es"][0].lower() + why["es"][1:], why["en"][0].lower() + why["en"][1:])


@core.per_question
def explain(question: Question) -> Text:
    return t(f"{entro_rule(question.table)['es']} Con un caballo o una sota de primera carta se puede enseñar, retirarse y recuperar "
             "el entró. Con la primera carta no abren el envite ni la mano ni quien tiene la mala, y quien tiene flor "
             "no lo abre, salvo en el duelo de flores que sigue a un dejo cortado. El dejo solo lo corta quien ha hecho callá o flor con la tercera carta.",
             f"{entro_rule(question.table)['en']} With a caballo or sota as first card you may show it, drop out and take the entró "
             "back. On the first card neither the mano nor the mala's holder may open the betting, and a flor holder "
             "may not open it, except in the duel of flores after a dejo is cut. Only a player whose third card made a callá or a flor may cut the dejo.")


def check(question: Question, answer: str) -> core.Feedback:
    def why_wrong(chose: Text) -> Text:
        r = reason(question)
        return core.wrong_answer(t(f"Respondiste «{chose['es']}»: {r['es']}", f"You answered “{chose['en']}”: {r['en']}"),
                              t(f"«{chose['es']}»: {r['es']}", f"“{chose['en']}”: {r['en']}"))

    return choice.worded_feedback(options(question), answer, answer_of(question), explain(question), why_wrong)


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: the cards, from the pack for the players
    left."""
    return Position(GAME, core.under(docena.Rules, question.table, players=question.players_left),
                    (question.cards,) if question.cards else (),
                    {"players_left": question.players_left, "withdrawal": question.kind == "withdraw"})
