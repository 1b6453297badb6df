"""tute-acuses never tells "you already declared on this trick" beside "the stock is gone": an acuse is
declared on winning a trick, before drawing, so one declared on this trick means there was stock. And a "no"
where the pair may be declared is told why in a sentence ("but you may: rey and caballo of … make the twenty").

Facts: source 002, acuses and the last trick; reading: docs/rules-decisions.md §19.
"""

from __future__ import annotations

from random import Random

import pytest

from naipes import profiles, reachable
from naipes.cards import SPANISH_40, Suit
from naipes.games import tute
from naipes.reachable import Position
from trainers.drills import DRILLS, new_question
from trainers.games.tute import acuses as tute_acuses

SEEDS = range(2500)
TABLES = [None, *(dict(p.options) for p in profiles.profiles("tute")), {"muestra": False}]


def told(question, lang: str) -> str:
    return tute_acuses.situation(question)[lang]


@pytest.mark.django_db
def test_the_issues_question_declares_on_this_trick_only_with_stock(client):
    asked = client.get("/api/v1/trainers/tute-acuses/question",
                       {"seed": 63421, "level": 2, "profile": "clasico"}).json()
    facts = asked["data"]
    assert not (facts["declared_this_trick"] and not facts["stock_left"]), facts


@pytest.mark.parametrize("level", DRILLS["tute-acuses"].LEVELS)
@pytest.mark.parametrize("table", TABLES, ids=lambda t: "standard" if t is None else ",".join(f"{k}={v}" for k, v in
                                                                                            sorted(t.items())))
def test_a_declaration_on_this_trick_always_had_stock_to_follow(level, table):
    seen_again = 0
    for seed in SEEDS:
        question = new_question("tute-acuses", Random(seed), level, table)
        if question.declared_this_trick:
            seen_again += 1
            assert question.stock_left and question.won_trick, (seed, question)
            assert "The stock is gone" not in told(question, "en")
            assert "Ya no queda robe" not in told(question, "es")
        found = reachable.check(tute_acuses.position(question))
        assert found.legal, (seed, found.reason)
    assert seen_again or level == 1, "levels 2 and 3 still ask about a second acuse on the same trick"


def test_a_second_acuse_on_a_trick_after_the_stock_is_gone_cannot_happen():
    hand = SPANISH_40.parse("12B 11B 4C 7C 12O 11O")
    facts = {"hand": hand, "muestra": SPANISH_40.parse_one("5E"), "suit": Suit.OROS, "won_trick": True,
             "stock_left": False, "declared": (Suit.BASTOS,), "declared_this_trick": True}
    position = Position("tute", tute.Rules(players=4), ((facts["muestra"],), hand), facts)
    assert reachable.check(position).reason == "declared_without_stock"
    with_stock = Position("tute", position.rules, position.groups, {**facts, "stock_left": True})
    assert reachable.check(with_stock).legal


@pytest.mark.parametrize("level", DRILLS["tute-acuses"].LEVELS)
def test_a_wrong_answer_where_the_pair_may_be_declared_is_told_in_a_sentence(level):
    for seed in range(300):
        question = tute_acuses.generate(Random(seed), level)
        if not tute_acuses.verdict(question).legal:
            continue
        for option in tute_acuses.options():
            if option.value == tute_acuses.expected(question):
                continue
            why = tute_acuses.check(question, option.value).why_wrong
            assert ": declares" not in why["en"] and ": acusa" not in why["es"], why
            assert why["en"].endswith(("the twenty.", "the forty.", "becomes triunfo.")), why
            assert why["es"].endswith(("las veinte.", "las cuarenta.", "el triunfo.")), why


def test_no_to_a_twenty_says_you_may_and_what_it_is_worth():
    question = tute_acuses.Question(2, SPANISH_40.parse_one("5E"), tuple(SPANISH_40.parse("12B 11B 4C 7C 6O 1E")),
                                    Suit.BASTOS, True, True, (), False)
    why = tute_acuses.check(question, tute_acuses.NO).why_wrong
    assert why == {
        "es": "Respondiste que no puedes cantar, pero sí puedes: rey y caballo de un palo que no es triunfo son las "
              "veinte.",
        "en": "You answered that you may not declare, but you may: rey and caballo of a suit that is not triunfo make "
              "the twenty.",
    }
