"""Duplicate matches (:mod:`naipes.bots.duplicate`, ``bench/bots.py``): the seats swapped so the cards cancel out,
two equal levels at exactly 0 on every deal, the levels' figures with their interval, and a run that resumes."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import naipes.bots
import naipes.games
from bench import bots as bench_bots
from naipes.bots import LEVELS, TRIAL_LEVELS, BotError, game_bots, levels_of
from naipes.bots.duplicate import deal_difference, seatings, summary, t_95, table

DEALS = range(3)


def bot_games() -> list[str]:
    """Every game with a practice hand: each has its bots."""
    return [slug for slug in naipes.games.slugs() if naipes.games.piece(slug, "practice") is not None]


@pytest.mark.parametrize("slug", bot_games())
def test_every_game_has_a_bot_of_every_level_and_says_its_unit(slug):
    module = game_bots(slug)
    assert set(LEVELS) <= set(module.BOTS)
    assert set(module.BOTS) <= set(LEVELS + TRIAL_LEVELS), "a level no list names"
    assert module.UNIT and callable(module.scores)


def test_a_trial_level_is_known_to_the_matches_only_for_the_games_that_have_it(monkeypatch):
    assert not set(TRIAL_LEVELS) & set(LEVELS)
    first, other = bot_games()[:2]
    module = game_bots(first)
    monkeypatch.setattr(naipes.bots, "TRIAL_LEVELS", ("trial",))
    monkeypatch.setattr(module, "BOTS", {**module.BOTS, "trial": module.BOTS["beginner"]})
    assert "trial" in levels_of(module) and "trial" not in levels_of(game_bots(other))
    assert deal_difference(first, table(first), "trial", "beginner", 0) == 0
    with pytest.raises(BotError):
        deal_difference(other, table(other), "trial", "beginner", 0)


@pytest.mark.parametrize("slug", bot_games())
def test_each_seat_is_held_as_often_by_either_level(slug):
    players = naipes.game(slug).DEFAULT_RULES.players
    plays = seatings(game_bots(slug), players, "a", "b")
    for seat in range(players):
        assert Counter(levels[seat] for levels in plays) == {"a": len(plays) // 2, "b": len(plays) // 2}


@pytest.mark.parametrize("slug", bot_games())
def test_equal_levels_cancel_out_on_every_deal_and_swapping_them_turns_the_sign(slug):
    rules = table(slug)
    for seed in DEALS:
        for level in levels_of(game_bots(slug)):
            assert deal_difference(slug, rules, level, level, seed) == 0
        assert deal_difference(slug, rules, "beginner", "random", seed) == \
            pytest.approx(-deal_difference(slug, rules, "random", "beginner", seed))


def test_an_unknown_level_is_refused():
    with pytest.raises(BotError):
        deal_difference(bot_games()[0], table(bot_games()[0]), "no-such-level-exists", "beginner", 0)


def test_the_interval_is_students_t_on_the_deals():
    figures = summary([1.0, 2.0, 3.0, 4.0])
    half = 3.182 * (5 / 3) ** 0.5 / 2
    assert figures.mean == 2.5 and figures.deals == 4
    assert figures.low == pytest.approx(2.5 - half) and figures.high == pytest.approx(2.5 + half)
    assert summary([0.0, 0.0]).contains_zero()
    assert t_95(13) == 2.179 and t_95(1000) == pytest.approx(1.96, abs=1e-3)


def test_a_run_keeps_each_deal_and_resumes_where_it_stopped(tmp_path):
    game = bot_games()[0]
    first = bench_bots.run(game, "beginner", "random", deals=2, folder=tmp_path, quiet=True)
    assert first["played_now"] == 2
    path = tmp_path / next(p.name for p in tmp_path.iterdir())
    with path.open("a", encoding="utf-8") as out:
        out.write('{"seed": 2, "di')  # a run stopped in the middle of a line
    again = bench_bots.run(game, "beginner", "random", deals=4, folder=tmp_path, quiet=True)
    assert again["played_now"] == 2 and again["deals"] == 4
    seeds = [json.loads(line)["seed"] for line in path.read_text(encoding="utf-8").splitlines()[:2]]
    assert seeds == [0, 1]
    assert bench_bots.run(game, "beginner", "random", deals=4, folder=tmp_path, quiet=True)["played_now"] == 0
