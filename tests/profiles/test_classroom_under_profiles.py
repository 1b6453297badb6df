"""A class code, and a live class opened from it, fix a table's rules for everyone in the class
(rules-decisions §39): every game × every named profile, its questions are drawn and judged under that
profile, and an option a drill depends on, flipped, changes the answer of some seeded question."""

from __future__ import annotations

from random import Random

import pytest

from classroom import live, sheets
from classroom.codes import MAX_QUESTIONS, ClassCode, game_drills, parse
from naipes import GAME_SLUGS, RulesError, profiles as named
from naipes.options import declared
from naipes.profiles import codes as table_codes
from tests.trainers.test_drills import form_for, wrong_for
from trainers.drills import DRILLS, new_question, table_for

PROFILES = [(game, p.slug) for game in GAME_SLUGS if game_drills(game) for p in named.profiles(game)]
SEED = 4242
N = 12


def class_codes(game: str, table: str) -> list[ClassCode]:
    """One code per trainer and level of the game, every one fixed to ``table``."""
    return [ClassCode(game, (slug,), level, N, SEED, ((game, table),))
            for slug in game_drills(game) for level in DRILLS[slug].LEVELS]


def answers(code: ClassCode) -> list:
    return [e.drill.expected(e.question) for e in sheets.entries(code)]


@pytest.mark.parametrize(("game", "slug"), PROFILES)
def test_a_class_code_fixed_to_a_profile_asks_and_judges_every_question_under_it(game, slug):
    profile = named.profile(game, slug)
    for code in class_codes(game, slug):
        assert parse(str(code)) == code
        assert code.table(game).profile == profile
        if not profile.standard:
            assert str(code).endswith(f"+{game}:{slug}")
        for e in sheets.entries(code):
            assert e.table.profile == profile
            # Drawn under the profile: the very question the drill draws under its options, with the same seed.
            direct = new_question(e.drill.SLUG, Random(sheets.question_seed(code, e.number)), code.level,
                                  profile.options)
            assert e.question == direct
            assert getattr(e.question, "table", ()) == table_for(e.drill.SLUG, profile.options)
            # Judged under it: the profile's own answer is right.
            assert sheets.answer(e).feedback.correct


def _flips(game: str, options: dict, name: str) -> list[dict]:
    """The options with ``name`` set to each other value the game plays with the rest."""
    found = next(o for o in declared(game) if o.name == name)
    flips = []
    for value in found.values or ():
        if value == options.get(name, found.default):
            continue
        candidate = {**options, name: value}
        try:
            table_codes.check(game, candidate)
        except RulesError:  # a combination no table can play is not a flip to try
            continue
        flips.append(candidate)
    return flips


DEPENDED_ON = [(game, slug, name) for game, slug in PROFILES
               for name in sorted({n for d in game_drills(game) for n in DRILLS[d].DEPENDS_ON})]

MOOT = {("tute", "sin-muestra", "over_trump"):
        "without a muestra the legal-play trainer deals no forty, so there is no trump to over-trump, and "
        "over-trumping never changes who takes a trick",
        ("cirulo", "sabelotodo", "removal_order"):
        "with 48 cards only a table of five leaves cards out, and it leaves out the lowest card of all three "
        "suits, in whatever order"}
"""Options a trainer depends on that no question can meet under one profile, and why."""


@pytest.mark.parametrize(("game", "slug", "name"), DEPENDED_ON)
def test_flipping_an_option_a_trainer_depends_on_changes_some_answer(game, slug, name):
    if (game, slug, name) in MOOT:
        pytest.skip(MOOT[game, slug, name])
    profile = named.profile(game, slug)
    drills = [d for d in game_drills(game) if name in DRILLS[d].DEPENDS_ON]
    for flipped in _flips(game, dict(profile.options), name):
        custom = table_codes.encode(game, flipped) or named.STANDARD
        for seed in range(SEED, SEED + 4):  # 30 questions per trainer, level and seed
            for d in drills:
                for level in DRILLS[d].LEVELS:
                    mine = ClassCode(game, (d,), level, MAX_QUESTIONS, seed, ((game, slug),))
                    theirs = ClassCode(game, (d,), level, MAX_QUESTIONS, seed, ((game, custom),))
                    assert mine.base == theirs.base  # the same seeds: only the rules differ
                    if answers(mine) != answers(theirs):
                        return
    pytest.fail(f"{game} {slug}: flipping {name} changed no answer of {drills}")


@pytest.mark.parametrize(("game", "slug"), PROFILES)
def test_a_trainer_that_depends_on_none_of_a_profiles_options_asks_what_the_standard_asks(game, slug):
    options = named.profile(game, slug).options
    for code in class_codes(game, slug):
        if table_for(code.drills[0], options):
            continue
        standard = ClassCode(game, code.drills, code.level, N, SEED)
        assert [e.question for e in sheets.entries(code)] == [e.question for e in sheets.entries(standard)]


@pytest.mark.django_db
@pytest.mark.parametrize(("game", "slug"), PROFILES)
def test_a_live_class_keeps_its_table_and_judges_each_answer_under_it(game, slug):
    drills = game_drills(game)
    level = next(n for n in (1, 2, 3) if all(n in DRILLS[d].LEVELS for d in drills))
    code = ClassCode(game, drills, level, len(drills), SEED, ((game, slug),))
    session, _secret = live.open_session(code, live.SELF_PACED, live.AFTER_EACH, "en")
    session.refresh_from_db()
    assert live.class_code(session) == code
    live.step(session, "start")
    student, _token = live.join(session, "Ana", "en")
    for index, e in enumerate(sheets.entries(code)):
        seen = live.question(session, index)
        assert seen.question == e.question and seen.table == code.table(game)
        e = live.question(session, index, student)  # a self-paced seat answers positions of its own
        assert e.table == code.table(game) and e.drill == seen.drill
        expected = e.drill.expected(e.question)
        right = index % 2 == 0
        form = form_for(e.scene.widget, expected if right else wrong_for(e.scene.widget, expected))
        student.session.refresh_from_db()
        saved, feedback = live.answer(student, index, form)
        assert saved.correct is feedback.correct is right


def test_a_code_printed_before_tables_is_the_standard_table_with_the_same_questions():
    old = parse("86M-G0C-1SM")
    assert old.tables == () and old.table("tute").standard
    with_standard = parse("86M-G0C-1SM+tute:standard")
    assert with_standard == old and str(with_standard) == "86M-G0C-1SM"
    durcal = ClassCode("paulo", ("paulo-trick",), 1, 5, 99, (("paulo", "durcal"),))
    plain = ClassCode("paulo", ("paulo-trick",), 1, 5, 99)
    assert sheets.question_seed(durcal, 3) == sheets.question_seed(plain, 3)
