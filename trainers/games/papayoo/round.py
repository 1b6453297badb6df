"""Papayoo: score this round. The die and each player's pile; the user enters every player's points.

Levels: 1 = three players, only the cards that could score are shown, a hint; 2 = four or five
players, whole piles; 3 = six to eight players (the ordinary 1s out at seven and eight), whole piles,
and the page no longer names the Papayoo: only the die's suit.
Every Payoo is worth its number, the Papayoo 40, the rest nothing: a round always totals 250.
Rules: source 003, scoring, and its common mistakes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from random import Random

import wording
from naipes.cards import Card, Suit
from naipes.games import papayoo
from naipes.reachable import Position
from trainers.drills import boxes, core
from trainers.drills.core import Text, t
from trainers.games.papayoo import common

SLUG = "papayoo-round"
GAME = "papayoo"
POSITION = 1
NAME = t("Cuenta la ronda", "Score this round")
SKILL = "scoring"
RULE_ANCHOR = "scoring"
DEPENDS_ON = ("shoot_the_moon",)
"""Where the table shoots the moon, a pile with every Payoo and the Papayoo scores 0 and the others 250."""
SUMMARY = t("Payoos y Papayoo: los puntos de cada montón, que suman 250.",
          "Payoos and the Papayoo: each pile's points, 250 in all.")

PLAYERS = {1: (3,), 2: (4, 5), 3: (6, 7, 8)}


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    die: Suit
    piles: tuple[tuple[str, tuple[Card, ...]], ...]


MOON_SHARE = 1 / 4
"""From level 2, at a table that shoots the moon, a quarter of the rounds end with one player taking every
point: random play alone would almost never show the rule."""


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    players = rng.choice(PLAYERS[level])
    rules = core.under(papayoo.Rules, table, players=players)
    played = papayoo.play_random_round(rules, rng)
    names = common.NAMES[:players]
    piles = tuple(zip(names, played.piles, strict=True))
    if rules.shoot_the_moon and level >= 2 and rng.random() < MOON_SHARE:
        piles = moon_piles(piles, played.die_suit)
    return Question(level, played.die_suit, piles, table=table)


def moon_piles(piles, die: Suit):
    """The same piles, sizes kept, with every scoring card swapped into the largest pile (when it can hold
    them all): a round in which its taker shot the moon."""
    scoring = {c for c in papayoo.deck().cards if c.suit is papayoo.Suit.PAYOO} | {papayoo.papayoo_card(die)}
    shooter = max(range(len(piles)), key=lambda i: len(piles[i][1]))
    if len(piles[shooter][1]) < len(scoring):
        return piles
    spare = [c for c in piles[shooter][1] if c not in scoring]
    out = []
    for i, (name, pile) in enumerate(piles):
        if i == shooter:
            continue
        out.append((i, name, tuple(c if c not in scoring else spare.pop() for c in pile)))
    taken = {c for _, _, pile in out for c in pile}
    kept = tuple(c for c in piles[shooter][1] if c not in taken) + tuple(
        c for _, pile in piles for c in pile if c in scoring and c not in piles[shooter][1])
    out.append((shooter, piles[shooter][0], kept))
    return tuple((name, pile) for _, name, pile in sorted(out))


def shown(question: Question, pile: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards drawn for a pile: all of them, or at the easy level only Payoos and 7s."""
    cards = sorted(pile, key=lambda c: (c.suit is not papayoo.Suit.PAYOO, c.suit.value, c.rank))
    if question.level == 1:
        cards = [c for c in cards if c.suit is papayoo.Suit.PAYOO or c.rank == papayoo.PAPAYOO_RANK]
    return tuple(cards)


def points(question: Question) -> dict[str, int]:
    return dict(papayoo.round_scores(dict(question.piles), question.die, rules(question)).scores)


def rules(question: Question) -> papayoo.Rules:
    return core.under(papayoo.Rules, question.table, players=len(question.piles))


def shooter(question: Question) -> str | None:
    """Who shot the moon this round, at a table that plays it."""
    return papayoo.round_scores(dict(question.piles), question.die, rules(question)).moon_shooter


EASY_HINT = t("Solo se muestran los Payoos y los 7. Cada Payoo vale su número; el Papayoo, 40; los otros 7, nada. "
              "Entre todos, la ronda suma 250.",
              "Only the Payoos and the 7s are shown. Each Payoo is worth its number, the Papayoo 40, the other "
              "7s nothing. Between everyone, the round adds up to 250.")


def scene(question: Question) -> core.Scene:
    fields = tuple(
        core.Field(name, t(f"Puntos de {name}", f"{name}'s points"), shown(question, pile), maximum=papayoo.ROUND_TOTAL)
        for name, pile in question.piles
    )
    return boxes.scene(t("Cuenta los puntos que se lleva cada jugador en esta ronda.",
                         "Count the points each player takes this round."),
                       (common.die_panel(question.die, reveal=question.level < 3),),
                       t("Los puntos de cada jugador", "Each player's points"), fields,
                       t('Un objeto {"jugador": puntos} con todos los jugadores.',
                         'An object {"player": points} with every player.'), question.level, EASY_HINT)


def data(question: Question) -> dict:
    return {"die": question.die.letter, "piles": {name: [c.code for c in pile] for name, pile in question.piles}}


def expected(question: Question) -> dict[str, int]:
    return points(question)


parse_answer = boxes.parse_answer


def _working(pile: tuple[Card, ...], die: Suit, total: int) -> Text:
    """How one pile scores, e.g. ``3 + 8 + 19 + Papayoo 40 = 70``; a pile without points scores 0."""
    parts = [str(c.rank) for c in sorted(pile, key=lambda c: c.rank) if c.suit is papayoo.Suit.PAYOO]
    if papayoo.papayoo_card(die) in pile:
        parts.append(f"Papayoo {papayoo.PAPAYOO_POINTS}")
    if not parts:
        return t("ningún punto = 0", "no points = 0")
    if len(parts) == 1:
        return t(f"{parts[0]}", f"{parts[0]}")
    return t(f"{' + '.join(parts)} = {total}", f"{' + '.join(parts)} = {total}")


def moon_text(question: Question) -> Text | None:
    """At a table that shoots the moon, the engine's words for this round's moon shot, if it is one."""
    who = shooter(question)
    return None if who is None else wording.both("papayoo.moon_shot", player=who)


def explain(question: Question, given: Mapping[str, int]) -> Text:
    right = points(question)
    typed = sum(given.values())
    die = common.die_text(question.die)
    moon = moon_text(question)
    if moon is not None:
        who = shooter(question)
        assert who is not None  # a moon shot has its shooter
        taken = _working(dict(question.piles)[who], question.die, papayoo.ROUND_TOTAL)
        return t(f"{die['es']} {who}: {taken['es']}. {moon['es']}", f"{die['en']} {who}: {taken['en']}. {moon['en']}")
    wrong = [name for name in right if given.get(name) != right[name]]
    if typed == papayoo.ROUND_TOTAL and not wrong:
        check = t(f"Tus números suman {typed}: la cuenta cuadra.", f"Your numbers add up to {typed}: the count checks out.")
    elif typed == papayoo.ROUND_TOTAL:
        check = t(f"Tus números suman {typed}, pero no basta con que la suma cuadre: "
                  "algún punto está apuntado a quien no se lo llevó.",
                  f"Your numbers add up to {typed}, but a total that checks out is not enough: "
                  "some points are written against the wrong player.")
    else:
        check = t(f"Tus números suman {typed}, no {papayoo.ROUND_TOTAL}: eso ya avisaba de un error.",
                  f"Your numbers add up to {typed}, not {papayoo.ROUND_TOTAL}: that alone showed a mistake.")
    parts = [(name, _working(pile, question.die, right[name])) for name, pile in question.piles]
    so = {lang: "; ".join(f"{name}, {working[lang]}" for name, working in parts) for lang in ("es", "en")}
    papayoo_points, total = papayoo.PAPAYOO_POINTS, papayoo.ROUND_TOTAL
    payoos = sum(1 for c in papayoo.deck().cards if c.suit is papayoo.Suit.PAYOO)
    return t(f"{die['es']} Cada Payoo vale su número y el Papayoo {papayoo_points}; las demás cartas, también los "
             f"otros 7, no valen nada. Así: {so['es']}. Los {payoos} Payoos suman {total - papayoo_points} "
             f"y con el Papayoo, {total}: la ronda siempre suma {total}. {check['es']}",
             f"{die['en']} Each Payoo is worth its number and the Papayoo {papayoo_points}; every other card, the "
             f"other 7s included, is worth nothing. So: {so['en']}. The {payoos} "
             f"Payoos add up to {total - papayoo_points}, and with the Papayoo to {total}: a round always totals "
             f"{total}. {check['en']}")


def check(question: Question, answer: Mapping[str, int]) -> core.Feedback:
    names = [name for name, _ in question.piles]
    right, piles = points(question), dict(question.piles)

    moon = moon_text(question)

    def detail(name: str) -> Text:
        working = _working(piles[name], question.die, papayoo.pile_points(piles[name], question.die))
        more = t(f" {moon['es']}", f" {moon['en']}") if moon else t("", "")
        return t(f"Su montón: {working['es']}.{more['es']}", f"That pile: {working['en']}.{more['en']}")

    return boxes.feedback(((name, t(name, name)) for name in names), answer, right,
                          explain(question, answer), detail)


def position(question: Question) -> Position:
    """What the scene shows, for the engine's reachability check: every pile at the end of the round."""
    return Position(GAME, rules(question), tuple(pile for _, pile in question.piles),
                    {"die": question.die, "round_over": True})
