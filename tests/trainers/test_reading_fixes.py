"""The drills state the rules as the engine and the rule pages read them: a Paulo team goes away only in
answer to a bet (rules-decisions §9), a declined quiero pays one chino whoever is al canuto, a flor may open
in the duel of flores (rules-decisions §26)."""

from __future__ import annotations

from random import Random

import pytest

from trainers.drills import DRILLS


def paulo_chinos_question(end: str, level: int = 3):
    drill = DRILLS["paulo-chinos"]
    return next(q for seed in range(500) if (q := drill.generate(Random(seed), level)).outcome.end == end)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_team_that_accepted_goes_away_by_refusing_the_next_raise(lang):
    drill = DRILLS["paulo-chinos"]
    question = paulo_chinos_question("abandoned")
    story = drill.story(question)[lang]
    assert {"es": "no quiso la siguiente subida y se fue", "en": "refused the next raise and went away"}[lang] in story
    explanation = drill.check(question, {"chinos": 0}).explanation[lang]
    assert {"es": "después no quiere la siguiente subida", "en": "it then refuses the next raise"}[lang] in explanation


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_declined_quiero_is_not_blamed_on_al_canuto(lang):
    """Seed 3, level 3: "Us" al canuto, "Them" al quiero decline: one chino whatever the counts."""
    drill = DRILLS["paulo-chinos"]
    question = drill.generate(Random(3), 3)
    assert question.outcome.end == "quiero_declined" and drill.canuto(question) is not None
    why = drill.check(question, {"chinos": 2}).why_wrong[lang]
    assert "canuto" not in why
    assert {"es": "sea cual sea el marcador", "en": "whatever the score"}[lang] in why


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_betting_drill_lets_a_flor_open_in_the_duel(lang):
    drill = DRILLS["docena-bets"]
    question = drill.generate(Random(1), 2)
    text = drill.explain(question)[lang]
    assert {"es": "salvo en el duelo de flores", "en": "except in the duel of flores"}[lang] in text
