"""Printed worksheets stay compact: 12 questions on at most 3 A4 pages, their answer key on at most 2.

Measured on Chromium's own PDF, counting its pages, for every game with all its trainers at the
hardest level (the biggest questions), and for a set that mixes every game.
"""

import re

import pytest

import naipes
from classroom import tokens
from trainers import class_codes as codes

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

GAMES = sorted({g for g in naipes.GAME_SLUGS if codes.game_drills(g)})


def pages(page, url: str) -> int:
    page.goto(url)
    page.emulate_media(media="print")
    pdf = page.pdf(format="A4")
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_twelve_questions_print_on_three_pages_and_the_key_on_two(page, live_server, game, lang):
    drills = codes.game_drills(game)
    level = min(max(d_levels) for d_levels in (codes.DRILLS[d].LEVELS for d in drills))
    for seed in (31337, 99):  # 99 once pushed a Cirulo sheet to a fourth page
        code = codes.ClassCode(game, drills, level, 12, seed)
        sheet = pages(page, f"{live_server.url}/{lang}/classroom/sheet/{code}/")
        key = pages(page, f"{live_server.url}/{lang}/classroom/key/{tokens.key_token(code)}/")
        assert sheet <= 3, (str(code), sheet)
        assert key <= 2, (str(code), key)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_set_mixing_every_game_prints_as_compactly(page, live_server, lang):
    everything = tuple(d for g in GAMES for d in codes.game_drills(g))
    level = min(max(codes.DRILLS[d].LEVELS) for d in everything)
    code = codes.ClassCode(GAMES[0], everything, level, 12, 31337)
    assert len(code.games) == len(GAMES)
    assert pages(page, f"{live_server.url}/{lang}/classroom/sheet/{code}/") <= 3
    assert pages(page, f"{live_server.url}/{lang}/classroom/key/{tokens.key_token(code)}/") <= 2
