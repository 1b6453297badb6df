"""Trainers under a table's rules: every drill whose answer depends on a table option asks and judges under each
named profile of its game, and changing one option it depends on changes the right answer of some seeded
question (docs/rules-decisions.md §39 and §40)."""

from __future__ import annotations

from random import Random

import pytest

from naipes import profiles
from naipes.options import declared, option
from naipes.profiles import TABLE_FIELDS
from trainers.drills import DRILLS, new_question, table_for

SEEDS = 30
DEPENDENT = {slug: d for slug, d in DRILLS.items() if d.DEPENDS_ON}


def right_answer(drill, question):
    """What the drill expects, as the API gives it, and whether the drill's own check agrees."""
    expected = drill.expected(question)
    return expected, drill.check(question, drill.parse_answer({"answer": expected})).correct


def test_every_drill_declares_the_table_options_it_depends_on():
    for slug, drill in DRILLS.items():
        names = {o.name for o in declared(drill.GAME)} - TABLE_FIELDS
        assert isinstance(drill.DEPENDS_ON, tuple), slug
        assert set(drill.DEPENDS_ON) <= names, f"{slug} depends on options its game does not have"


def test_the_drills_that_follow_a_table_are_the_ones_whose_rules_vary():
    """Paulo's trumps, tricks, legal plays and hand values, Cirulo's tricks and plate, Tute's tricks, legal plays, counts and
    acuses, La Docena's showdown and bets, Papayoo's round."""
    assert set(DEPENDENT) >= {"paulo-trumps", "paulo-trick", "paulo-is-trump", "paulo-may-play", "paulo-chinos",
                              "cirulo-trick",
                              "cirulo-settle", "tute-trick", "tute-legal", "tute-count", "tute-acuses",
                              "docena-compare", "docena-bets", "papayoo-round"}


def test_a_table_only_reaches_a_drill_through_the_options_it_depends_on():
    durcal = profiles.profile("paulo", "durcal")
    assert table_for("paulo-trumps", durcal.options) == (("order", "durcal"),)
    assert table_for("paulo-is-trump", durcal.options) == ()
    question = new_question("paulo-trumps", Random(1), 1, durcal)  # a profile, or anything with options
    assert question.table == (("order", "durcal"),)
    assert new_question("paulo-trumps", Random(1), 1, None) == new_question("paulo-trumps", Random(1), 1, {"target": 4})


@pytest.mark.parametrize(("slug", "profile"), [(slug, p.slug) for slug, d in DEPENDENT.items()
                                               for p in profiles.profiles(d.GAME)])
def test_every_question_is_asked_and_judged_under_each_named_profile(slug, profile):
    drill = DRILLS[slug]
    chosen = profiles.profile(drill.GAME, profile)
    wanted = {name: value for name, value in chosen.options.items() if name in drill.DEPENDS_ON}
    for level in drill.LEVELS:
        for seed in range(SEEDS // 3):
            question = new_question(slug, Random(seed), level, chosen.options)
            assert dict(question.table) == wanted
            rules = drill.position(question).rules
            for name, value in wanted.items():
                assert getattr(rules, name) == value, f"{slug} drew seed {seed} under another {name}"
            _, judged_right = right_answer(drill, question)
            assert judged_right, f"{slug} seed={seed} level={level} under {profile}: its own answer is judged wrong"


def _flips(drill):
    return [(drill.SLUG, name) for name in drill.DEPENDS_ON]


@pytest.mark.parametrize(("slug", "name"), [pair for d in DEPENDENT.values() for pair in _flips(d)])
def test_changing_an_option_a_drill_depends_on_changes_some_answer(slug, name):
    """For each option a drill declares, some value away from the standard changes the right answer of a question
    drawn from the same seed; a drill that declares an option it never uses fails here."""
    drill = DRILLS[slug]
    found = option(drill.GAME, name)
    for value in (v for v in found.values if v != found.default):
        for level in reversed(drill.LEVELS):
            for seed in range(SEEDS * 4):
                standard = new_question(slug, Random(seed), level)
                flipped = new_question(slug, Random(seed), level, {name: value})
                if right_answer(drill, flipped)[0] != right_answer(drill, standard)[0]:
                    assert right_answer(drill, flipped)[1]
                    return
    pytest.fail(f"no seed of {slug} answers differently when {name} changes")


def test_durcal_ranks_the_tuerto_above_the_andorra_in_rank_the_trumps():
    """Dúrcal's order (rules-decisions §2): Paulo, Tuerto, Andorra, Malilla; the level-1 hint says that order."""
    drill = DRILLS["paulo-trumps"]
    for seed in range(SEEDS):
        question = new_question("paulo-trumps", Random(seed), 1, profiles.profile("paulo", "durcal"))
        ranked = drill.expected(question)
        andorra = f"3{question.muestra.suit.letter}"
        if "11O" in ranked and andorra in ranked:
            assert ranked.index("11O") < ranked.index(andorra)
            assert drill.expected(new_question("paulo-trumps", Random(seed), 1)).index(andorra) < \
                drill.expected(new_question("paulo-trumps", Random(seed), 1)).index("11O")
            hint = drill.scene(question).hint
            assert "Tuerto, Andorra" in hint["es"] and "Tuerto, Andorra" in hint["en"]
            return
    pytest.fail("no question with both the Tuerto and the Andorra")


def test_strict_following_words_its_own_hint_and_explanation():
    drill = DRILLS["paulo-may-play"]
    question = new_question("paulo-may-play", Random(3), 1, profiles.profile("paulo", "durcal"))
    hint = drill.scene(question).hint
    explanation = drill.check(question, drill.parse_answer({"answer": drill.expected(question)})).explanation
    assert "no puede triunfar" in hint["es"] and "may not trump" in hint["en"]
    assert "como prefieras" not in hint["es"] and "as you choose" not in explanation["en"]


def test_a_table_without_muestra_deals_no_muestra_to_any_tute_drill():
    sin = profiles.profile("tute", "sin-muestra")
    for slug in ("tute-trick", "tute-legal", "tute-count", "tute-acuses"):
        for level in DRILLS[slug].LEVELS:
            for seed in range(5):
                assert new_question(slug, Random(seed), level, sin).muestra is None, slug


def test_sabelotodo_deals_every_cirulo_trick_from_the_48_card_pack():
    for level in (1, 2, 3):
        for seed in range(5):
            question = new_question("cirulo-trick", Random(seed), level, profiles.profile("cirulo", "sabelotodo"))
            assert question.pack == 48


def test_a_hand_is_counted_in_the_tables_units():
    """Dúrcal counts cuernos (points, no al canuto); Lanjarón counts gordos, and a refused bet adds a chico."""
    drill = DRILLS["paulo-chinos"]
    durcal = new_question("paulo-chinos", Random(2), 2, profiles.profile("paulo", "durcal"))
    assert "tantos" in drill.scene(durcal).prompt["es"] and "points" in drill.scene(durcal).prompt["en"]
    assert "canuto" not in drill.check(durcal, drill.parse_answer({"answer": drill.expected(durcal)})).explanation["en"]
    for seed in range(SEEDS):
        question = new_question("paulo-chinos", Random(seed), 3, profiles.profile("paulo", "lanjaron"))
        if question.outcome.end == "refused":
            assert drill.expected(question)["chicos"] == 1
            assert [f.key for f in drill.scene(question).widget.fields] == ["chinos", "chicos"]
            return
    pytest.fail("no refused bet at Lanjarón")
