"""Paulo: how many chinos does this hand score? No bet, an accepted bet and its raises, a bet refused or
abandoned, and the lower values when a team is al canuto (two chinos short of the medio Paulo) or al
quiero (one short).

Levels: 1 = hands played out or with a bet refused, nobody near the medio Paulo, a hint; 2 = a team al
canuto half the time; 3 = also abandoned bets and a team al quiero that declines to play. Hands that
decide the medio Paulo outright (a team al quiero winning) are left to the rule page. Every answer is
``chinos.award``. Rules: source 000, scoring and betting;
docs/rules-decisions.md §4, §7, §9.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random
from typing import Any

import wording
from naipes.games import paulo
from naipes.games.paulo import chinos
from naipes.games.paulo.chinos import HandOutcome, Score, TeamScore
from naipes.reachable import Position
from trainers.drills import boxes, core
from trainers.drills.core import Text, t

SLUG = "paulo-chinos"
GAME = "paulo"
POSITION = 5
NAME = t("¿Cuántos chinos vale la mano?", "How many chinos is this hand worth?")
SKILL = "scoring"
RULE_ANCHOR = "hand-values"
DEPENDS_ON = ("scoring",)
"""Cuernos count points (no patas, no al canuto nor al quiero); Lanjarón counts gordos, and a refused bet
adds a chico (docs/rules-decisions.md §7). The standard chinos keep the drill's own words."""
SUMMARY = t("Sin apuesta, con apuesta, no querida; y al canuto o al quiero, que cambian la cuenta.",
            "No bet, a bet, a bet refused; and al canuto or al quiero, which change the count.")

KEY = "chinos"
CHICOS = "chicos"
"""Lanjarón's second box: the maíces chicos a refused bet adds."""
UNITS: dict[str, tuple[str, str]] = {"chinos": ("chino", "chino"), "cuerno": ("tanto", "point"),
                                     "lanjaron": ("gordo", "gordo")}
"""What each scoring counts a hand in, singular (Spanish, English); a plural adds an s."""
TEAMS = (t("Nosotros", "Us"), t("Ellos", "Them"))


@dataclass(frozen=True)
class Question(core.BaseQuestion):
    score: Score
    outcome: HandOutcome


def rules(question: Question) -> paulo.Rules:
    return core.under(paulo.Rules, question.table)


def _team(rng: Random, near: str | None, scoring: paulo.Rules = chinos.DEFAULT_RULES) -> TeamScore:
    pata = chinos.pata_size(scoring)
    if pata is None:  # cuernos: points towards the 24 of a cuerno, neither patas nor al canuto
        return TeamScore(chinos=rng.randrange(chinos.CUERNO - 6))
    if near == "canuto":
        return TeamScore(chinos=pata - 2, patas=1)
    if near == "quiero":  # Lanjarón's al quiero also needs two chicos (rules-decisions §7)
        return TeamScore(chinos=pata - 2, patas=1, chicos=2) if scoring.scoring == "lanjaron" else \
            TeamScore(chinos=pata - 1, patas=1)
    patas = rng.choice((0, 1))
    return TeamScore(chinos=rng.randrange(pata - 2 if patas else pata), patas=patas)


def generate(rng: Random, level: int, table: core.Table = core.STANDARD) -> Question:
    scoring = core.under(paulo.Rules, table)

    def make() -> Question:
        near: list[str | None] = [None, None]
        if level >= 2 and rng.random() < 0.5 and scoring.scoring == "chinos":
            near[rng.randrange(2)] = "canuto"
        end = rng.choice(("played", "played", "refused"))
        if level == 3:
            end = rng.choice(("played", "refused", "abandoned", "quiero_declined"))
        if end == "quiero_declined" and scoring.scoring == "cuerno":
            end = "abandoned"  # cuernos have no al quiero
        winner = rng.randrange(2)
        if end == "quiero_declined":
            near[1 - winner] = "quiero"
        score = Score((_team(rng, near[0], scoring), _team(rng, near[1], scoring)))
        bets = 0 if end == "quiero_declined" else rng.randrange(1 if end in ("refused", "abandoned") else 0, 5)
        return Question(level, score, HandOutcome(winner=winner, end=end, bets=bets), table=table)

    def fair(q: Question) -> bool:
        try:
            prize = chinos.award(q.score, q.outcome, scoring)
        except chinos.ScoreError:
            return False
        return not prize.medio

    return core.rejection(make, fair)


def award(question: Question) -> chinos.Award:
    return chinos.award(question.score, question.outcome, rules(question))


def unit(question: Question, n: int) -> Text:
    """``n`` of what the table's scoring counts: ``3 chinos``, ``1 tanto`` / ``1 point``, ``2 gordos``."""
    es, en = UNITS[rules(question).scoring]
    return t(f"{n} {es}{'s' * (n != 1)}", f"{n} {en}{'s' * (n != 1)}")


def units_word(question: Question) -> Text:
    """The plural of what the table counts in, for a box's label: chinos, tantos (points), gordos."""
    es, en = UNITS[rules(question).scoring]
    return t(f"{es}s", f"{en}s")


def team_text(team: TeamScore, question: Question | None = None) -> Text:
    pata = t("una pata y ", "one pata and ") if team.patas else t("", "")
    if question is None or rules(question).scoring == "chinos":
        return t(f"{pata['es']}{team.chinos} chino{'s' * (team.chinos != 1)}",
                 f"{pata['en']}{team.chinos} chino{'s' * (team.chinos != 1)}")
    count = unit(question, team.chinos)
    chicos = t(f" y {team.chicos} chico{'s' * (team.chicos != 1)}", f" and {team.chicos} chico{'s' * (team.chicos != 1)}") \
        if team.chicos else t("", "")
    return t(f"{pata['es']}{count['es']}{chicos['es']}", f"{pata['en']}{count['en']}{chicos['en']}")


def bets_text(outcome: HandOutcome) -> Text:
    k = outcome.bets
    if k == 0:
        return t("Nadie apostó.", "Nobody bet.")
    if k == 1:
        return t("Hubo una apuesta, la de salida.", "There was one bet, the opening bet.")
    return t(f"Hubo {k} apuestas: la de salida y {k - 1} subida{'s' * (k > 2)}.",
             f"There were {k} bets: the opening bet and {k - 1} raise{'s' * (k > 2)}.")


def story(question: Question) -> Text:
    o = question.outcome
    won, lost = TEAMS[o.winner], TEAMS[o.loser]
    end = {
        "played": t(f"Todas las apuestas se aceptaron y «{won['es']}» ganó tres bazas.",
                    f"Every bet was accepted and “{won['en']}” took three bazas."),
        "refused": t(f"«{lost['es']}» no quiso la última apuesta y se fue.",
                     f"“{lost['en']}” refused the last bet and went away."),
        "abandoned": t(f"«{lost['es']}» aceptó todas las apuestas, no quiso la siguiente subida y se fue.",
                       f"“{lost['en']}” accepted every bet, then refused the next raise and went away."),
        "quiero_declined": t(f"«{lost['es']}», al quiero, decidió no jugar la mano.",
                             f"“{lost['en']}”, al quiero, chose not to play the hand."),
    }[o.end]
    if o.end == "played" and o.bets == 0:
        end = t(f"«{won['es']}» ganó tres bazas.", f"“{won['en']}” took three bazas.")
    bets = bets_text(o) if o.end != "quiero_declined" else t("", "")
    return t(f"{bets['es']} {end['es']}".strip(), f"{bets['en']} {end['en']}".strip())


EASY_HINT = t(f"Sin apuesta la mano vale {chinos.bet_value(Score(), 0)}; la apuesta de salida, "
              f"{chinos.opening_bet(Score())}, y cada subida, {chinos.raise_step()} más. Quien no quiere una "
              "apuesta da un chino menos de lo apostado.",
              f"With no bet the hand is worth {chinos.bet_value(Score(), 0)}; the opening bet "
              f"{chinos.opening_bet(Score())}, and each raise {chinos.raise_step()} more. Refusing a bet gives "
              "one chino less than was bet.")
"""The hint at the easy level, at a table that scores in chinos."""


def chinos_label(question: Question) -> tuple[tuple[str, Text], ...]:
    """The one box of a table that scores in chinos: the winners' chinos."""
    winner = TEAMS[question.outcome.winner]
    return ((KEY, t(f"Chinos para «{winner['es']}»", f"Chinos for “{winner['en']}”")),)


def scene(question: Question) -> core.Scene:
    score = core.Panel(t("El marcador antes de la mano", "The score before the hand"),
                       text=t("; ".join(f"{TEAMS[i]['es']}: {team_text(question.score[i], question)['es']}" for i in (0, 1))
                              + ".",
                              "; ".join(f"{TEAMS[i]['en']}: {team_text(question.score[i], question)['en']}" for i in (0, 1))
                              + "."))
    hand = core.Panel(t("La mano", "The hand"), text=story(question))
    if rules(question).scoring != "chinos":
        return _table_scene(question, score, hand)
    winner = TEAMS[question.outcome.winner]
    return boxes.scene(t(f"¿Cuántos chinos se lleva «{winner['es']}» con esta mano?",
                         f"How many chinos does “{winner['en']}” take for this hand?"), (score, hand),
                       t("Escribe los chinos", "Write the chinos"),
                       boxes.fields(chinos_label(question), maximum=chinos.medio_size()),
                       t('Un objeto {"chinos": número}.', 'An object {"chinos": number}.'),
                       question.level, EASY_HINT)


def _table_scene(question: Question, score: core.Panel, hand: core.Panel) -> core.Scene:
    """The scene at a table that scores in cuernos or in Lanjarón's maíces: the same hand, counted in its units
    (Lanjarón adds a box for the chicos)."""
    r, winner, words = rules(question), TEAMS[question.outcome.winner], units_word(question)

    def hint() -> Text:
        base = Score()
        none, opening, step = (unit(question, chinos.bet_value(base, 0, r)), unit(question, chinos.opening_bet(base, r)),
                               unit(question, chinos.raise_step(r)))
        chico = t(" y un maíz chico", " and a chico") if r.scoring == "lanjaron" else t("", "")
        return t(f"Sin apuesta la mano vale {none['es']}; la apuesta de salida, {opening['es']}, y cada subida, "
                 f"{step['es']} más. Quien no quiere una apuesta da lo que valía la mano antes de ella{chico['es']}.",
                 f"With no bet the hand is worth {none['en']}; the opening bet {opening['en']}, and each raise "
                 f"{step['en']} more. Refusing a bet gives what the hand was worth before it{chico['en']}.")

    fields = [core.Field(KEY, t(f"{words['es'].capitalize()} para «{winner['es']}»", f"{words['en'].capitalize()} for "
                                f"“{winner['en']}”"), maximum=chinos.medio_size(r))]
    if r.scoring == "lanjaron":
        fields.append(core.Field(CHICOS, t(f"Chicos para «{winner['es']}»", f"Chicos for “{winner['en']}”"), maximum=2))
    keys = ", ".join(f'"{f.key}": n' for f in fields)
    return boxes.scene(t(f"¿Cuántos {words['es']} se lleva «{winner['es']}» con esta mano?",
                         f"How many {words['en']} does “{winner['en']}” take for this hand?"), (score, hand),
                       t(f"Escribe los {words['es']}", f"Write the {words['en']}"), fields,
                       t(f"Un objeto {{{keys}}}.", f"An object {{{keys}}}."), question.level, hint)


def data(question: Question) -> dict:
    found: dict[str, Any] = {"teams": [{"patas": tm.patas, "chinos": tm.chinos} for tm in question.score.teams],
             "winner": question.outcome.winner, "end": question.outcome.end, "bets": question.outcome.bets}
    if rules(question).scoring != "chinos":
        found["scoring"] = rules(question).scoring
    if rules(question).scoring == "lanjaron":
        for team, tm in zip(found["teams"], question.score.teams, strict=True):
            team["chicos"] = tm.chicos
    return found


def keys(question: Question) -> tuple[str, ...]:
    return (KEY, CHICOS) if rules(question).scoring == "lanjaron" else (KEY,)


def expected(question: Question) -> dict[str, int]:
    prize = award(question)
    return {KEY: prize.amount, CHICOS: prize.chicos} if rules(question).scoring == "lanjaron" else {KEY: prize.amount}


parse_answer = boxes.parse_answer


def canuto(question: Question) -> int | None:
    return next((i for i in (0, 1) if chinos.is_al_canuto(question.score, i)), None)


def table_reckoning(question: Question) -> Text:
    """How the engine gets the amount at a table that scores in cuernos or maíces."""
    o, prize, r = question.outcome, award(question), rules(question)
    amount = unit(question, prize.amount)
    chico = t(", y la apuesta no querida deja un chico", ", and the refused bet leaves a chico") if prize.chicos \
        else t("", "")
    if o.end == "quiero_declined":
        return t(f"un equipo al quiero que no juega da {amount['es']}.",
                 f"a team al quiero that does not play gives {amount['en']}.")
    if o.end == "refused":
        return t(f"quien no quiere una apuesta da lo que valía la mano antes de ella: {amount['es']}{chico['es']}.",
                 f"refusing a bet gives what the hand was worth before it: {amount['en']}{chico['en']}.")
    if o.bets == 0:
        return t(f"una mano sin apuesta vale {amount['es']}.", f"a hand with no bet is worth {amount['en']}.")
    opening, step, raises = chinos.opening_bet(question.score, r), chinos.raise_step(r), o.bets - 1
    return t(f"la apuesta de salida vale {opening} y cada subida, {step} más: {opening} + {raises} × {step} = "
             f"{amount['es']}.",
             f"the opening bet is worth {opening} and each raise {step} more: {opening} + {raises} × {step} = "
             f"{amount['en']}.")


def reckoning(question: Question) -> Text:
    """How the engine gets the amount: the value of the hand, the chino lost on a refusal, al canuto."""
    if rules(question).scoring != "chinos":
        return table_reckoning(question)
    o, amount = question.outcome, award(question).amount
    near = canuto(question)
    # A declined quiero pays the same whoever is al canuto: the canuto does not enter its reckoning.
    status = (t(f"«{TEAMS[near]['es']}» está al canuto, así que la mano vale menos: ",
                f"“{TEAMS[near]['en']}” is al canuto, so the hand is worth less: ")
              if near is not None and o.end != "quiero_declined" else t("", ""))
    if o.end == "quiero_declined":
        body = t(f"un equipo al quiero que no juega da {amount} chino, sea cual sea el marcador.",
                 f"a team al quiero that does not play gives {amount} chino, whatever the score.")
    elif o.end == "refused":
        body = t(f"la apuesta no querida pierde un chino, y queda lo que valía la mano antes de ella: {amount}.",
                 f"the refused bet loses one chino, leaving what the hand was worth before it: {amount}.")
    elif o.bets == 0:
        body = t(f"una mano sin apuesta vale {amount}.", f"a hand with no bet is worth {amount}.")
    else:
        opening, step, raises = chinos.opening_bet(question.score), chinos.raise_step(), o.bets - 1
        body = t(f"la apuesta de salida vale {opening}" + (f" y cada subida, {step} más" if raises else "")
                 + f": {opening} + {raises} × {step} = {amount}." if raises else f"la apuesta de salida vale {amount}.",
                 f"the opening bet is worth {opening}" + (f" and each raise {step} more" if raises else "")
                 + f": {opening} + {raises} × {step} = {amount}." if raises else f"the opening bet is worth {amount}.")
    return t(status["es"] + body["es"], status["en"] + body["en"])


def table_explanation(question: Question) -> Text:
    """The table's scoring in the engine's words, then what a hand is worth under it."""
    r, base = rules(question), Score()
    scoring = wording.both(f"paulo.scoring.{r.scoring}")
    none, opening, step = (unit(question, chinos.bet_value(base, 0, r)), unit(question, chinos.opening_bet(base, r)),
                           unit(question, chinos.raise_step(r)))
    chico = t(" y un maíz chico", " and a chico") if r.scoring == "lanjaron" else t("", "")
    return t(f"{scoring['es']}. Sin apuesta, la mano vale {none['es']}; la apuesta de salida, {opening['es']}, y "
             f"cada subida suma {step['es']}. Quien no quiere una apuesta se va y el otro equipo cobra lo que valía "
             f"la mano antes de ella{chico['es']}; lo ya aceptado se paga entero.",
             f"{scoring['en']}. With no bet the hand is worth {none['en']}; the opening bet {opening['en']}, and "
             f"each raise adds {step['en']}. A team that refuses a bet goes away and the other team takes what the "
             f"hand was worth before it{chico['en']}; what was accepted is paid in full.")


@core.per_question
def explain(question: Question) -> Text:
    if rules(question).scoring != "chinos":
        return table_explanation(question)
    canuto_score = Score((TeamScore(chinos=chinos.PATA - 2, patas=1), TeamScore()))
    medio = chinos.medio_size()
    return t(f"Sin apuesta, la mano vale {chinos.bet_value(Score(), 0)} chinos ({chinos.bet_value(canuto_score, 0)} si "
             f"algún equipo está al canuto); la apuesta de salida, {chinos.opening_bet(Score())} "
             f"({chinos.opening_bet(canuto_score)} al canuto), y cada subida suma {chinos.raise_step()}. Quien no "
             "quiere una apuesta se va y el otro equipo cobra un chino menos; lo ya aceptado se paga entero cuando "
             f"después no quiere la siguiente subida. Al canuto le faltan 2 chinos para el medio Paulo ({medio}), al quiero 1.",
             f"With no bet the hand is worth {chinos.bet_value(Score(), 0)} chinos ({chinos.bet_value(canuto_score, 0)} if "
             f"either team is al canuto); the opening bet {chinos.opening_bet(Score())} "
             f"({chinos.opening_bet(canuto_score)} al canuto), and each raise adds {chinos.raise_step()}. A team that "
             "refuses a bet goes away and the other team takes one chino less; what was accepted is paid in full when "
             f"it then refuses the next raise. Al canuto is 2 chinos short of the medio Paulo ({medio}), al quiero 1.")


def check(question: Question, answer: dict[str, int]) -> core.Feedback:
    right = expected(question)
    if rules(question).scoring == "chinos":
        labels = chinos_label(question)
    else:
        labels = tuple((f.key, f.label) for f in scene(question).widget.fields)
    feedback = boxes.feedback(labels, answer, right, explain(question))
    if feedback.correct:
        return feedback
    how = reckoning(question)
    return replace(feedback, why_wrong=core.wrong_answer(t(f"Escribiste {answer[KEY]}, pero {how['es']}",
                                                        f"You wrote {answer[KEY]}, but {how['en']}"),
                                                      t(f"{answer[KEY]} no es: {how['es']}", f"{answer[KEY]} is not it: {how['en']}")))


def position(question: Question) -> Position:
    """What the scene tells, for the engine's reachability check: the score and how the hand ended."""
    return Position(GAME, rules(question), (), {"score": question.score, "outcome": question.outcome})
