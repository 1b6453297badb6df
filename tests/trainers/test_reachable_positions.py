"""Only reachable positions: every drill, at every level and in both languages, draws positions the engine
says can happen at a real table (the pack for that many players, the acuses that state allows, the forty
the muestra allows). Each drill exposes what it drew (``position``) and :func:`naipes.reachable.check`
answers, with the reason when it cannot happen."""

from __future__ import annotations

from random import Random

import pytest

from naipes import profiles, reachable
from naipes.cards import SPANISH_40
from naipes.games.docena import Rules as DocenaRules
from naipes.reachable import Position
from trainers.drills import DRILLS, new_question

QUESTIONS = 120
LANGS = ("es", "en")


def words(scene, lang: str) -> str:
    texts = [scene.prompt, *(p.label for p in scene.panels), *(p.text for p in scene.panels if p.text)]
    return " ".join(text[lang] for text in texts)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("slug", "level"), [(slug, level) for slug, d in DRILLS.items() for level in d.LEVELS])
def test_every_drawn_position_can_happen(slug, level, lang):
    drill = DRILLS[slug]
    for seed in range(QUESTIONS):
        question = drill.generate(Random(seed), level)
        position = drill.position(question)
        assert position.game == drill.GAME
        found = reachable.check(position)
        assert found.legal, f"{slug} seed={seed}&level={level}: {found.reason} ({words(drill.scene(question), lang)})"


UNDER_A_TABLE = 40


def _tables(drill):
    """Every named profile of the drill's game but the standard (tested above), and a table that sets every option
    the drill depends on away from the standard (its last value), which no profile may name."""
    found = [(p.slug, dict(p.options)) for p in profiles.profiles(drill.GAME) if not p.standard]
    if drill.DEPENDS_ON:
        from naipes.options import option

        found.append(("every-option", {name: option(drill.GAME, name).values[-1] for name in drill.DEPENDS_ON}))
    return found


@pytest.mark.parametrize(("slug", "level", "table", "options"),
                         [(slug, level, name, options) for slug, d in DRILLS.items() for level in d.LEVELS
                          for name, options in _tables(d)])
def test_every_position_drawn_under_a_table_can_happen_at_that_table(slug, level, table, options):
    """Under a table's rules (Dúrcal's order, the 48-card pack, Tute without muestra…) the positions a drill draws
    can happen at a table playing those rules: the position names the table's rules, and the engine checks it."""
    drill = DRILLS[slug]
    for seed in range(UNDER_A_TABLE):
        question = new_question(slug, Random(seed), level, options)
        position = drill.position(question)
        for name in drill.DEPENDS_ON:
            if name in options:
                assert getattr(position.rules, name) == options[name] or name == "muestra", (slug, name)
        found = reachable.check(position)
        assert found.legal, f"{slug} seed={seed}&level={level} under {table}: {found.reason}"


def test_every_drill_exposes_its_position():
    assert [slug for slug, d in DRILLS.items() if not callable(getattr(d, "position", None))] == []


@pytest.mark.parametrize(("seed", "level"), [(7, 1), (23, 1), (5, 2)])
def test_the_betting_drill_never_shows_a_caballo_or_sota_to_fewer_than_six(seed, level):
    """Source 004, the pack and card values: caballos and sotas come into the pack from six players."""
    question = DRILLS["docena-bets"].generate(Random(seed), level)
    assert reachable.check(DRILLS["docena-bets"].position(question)).legal
    if question.kind == "withdraw" and question.cards[0].rank in (10, 11):
        assert question.players_left >= 6


@pytest.mark.parametrize(("seed", "level"), [(7, 2), (27, 2), (17, 3), (31, 3)])
def test_the_acuses_drill_scenes_hold_together(seed, level):
    """A second acuse on this trick only after winning it, the pair still in hand; no forty of a muestra that
    is its own rey or caballo (rules-decisions §19)."""
    question = DRILLS["tute-acuses"].generate(Random(seed), level)
    assert reachable.check(DRILLS["tute-acuses"].position(question)).legal


# --- the engine's check, on the positions the old drills drew -------------------------------------------

def test_a_caballo_at_a_table_of_four_cannot_happen():
    position = Position("docena", DocenaRules(players=4), (SPANISH_40.parse("11E"),),
                        {"players_left": 4, "withdrawal": True})
    assert reachable.check(position) == reachable.Verdict(False, "card_not_in_pack")


def test_declaring_again_on_a_trick_nobody_declared_on_cannot_happen():
    from naipes.cards import Suit
    from naipes.games import tute
    hand = SPANISH_40.parse("10B 3C 12C 11E 12E 6O")
    position = Position("tute", tute.Rules(players=4), ((SPANISH_40.parse_one("3B"),), hand),
                        {"hand": hand, "muestra": SPANISH_40.parse_one("3B"), "suit": Suit.ESPADAS,
                         "won_trick": True, "declared": (), "declared_this_trick": True})
    assert reachable.check(position).reason == "declared_this_trick_unlisted"
    lost = Position("tute", tute.Rules(players=4), position.groups, {**position.facts, "won_trick": False})
    assert reachable.check(lost).reason == "declared_unwon"


def test_the_forty_of_a_muestra_that_is_its_own_caballo_cannot_happen():
    """Rules-decisions §19: the muestra is drawn last, after the acuses."""
    from naipes.cards import Suit
    from naipes.games import tute
    muestra = SPANISH_40.parse_one("11E")
    hand = SPANISH_40.parse("1B 11B 12B 5C 5E 12O")
    position = Position("tute", tute.Rules(players=4), ((muestra,), hand),
                        {"hand": hand, "muestra": muestra, "suit": Suit.BASTOS, "won_trick": False,
                         "declared": (Suit.ESPADAS, Suit.COPAS), "declared_this_trick": False})
    assert reachable.check(position).reason == "forty_impossible"
