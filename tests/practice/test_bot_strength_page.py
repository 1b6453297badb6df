"""The page "How strong are our bots" shows the duplicate matches' figures of the summary file the benchmark
writes (each game's ``naipes/games/<slug>/strength.json``), never typed ones, with how they were measured and how to measure them
again; ``python -m bench.bots --summary`` writes that file."""

from __future__ import annotations

import html as markup
import json
import re
from pathlib import Path

import pytest
from django.template.defaultfilters import floatformat
from django.utils import translation

import naipes.games
import wording
from bench import bots as bench
from naipes.bots import DEFAULT_LEVEL, LEVELS, games_with_bots, strength
from naipes.bots.duplicate import levels_known
from practice.games import hands

LANGS = ("es", "en")


def _row(page: str, game: str, a: str, b: str) -> str:
    table = re.search(rf'<table class="bot-strength-table" data-game="{game}">(.*?)</table>', page, re.S)
    assert table, game
    row = re.search(rf'<tr data-a="{a}" data-b="{b}">(.*?)</tr>', table.group(1), re.S)
    assert row, (game, a, b)
    return row.group(1)


def _cell(row: str, name: str) -> str:
    found = re.search(rf'class="{name}">([^<]*)<', row)
    assert found, name
    return found.group(1).strip()


@pytest.mark.parametrize("lang", LANGS)
def test_the_pages_numbers_are_the_files(client, lang):
    response = client.get(f"/{lang}/practice/bots/")
    assert response.status_code == 200
    page = markup.unescape(response.content.decode())
    measured = strength.matches()
    assert measured, "the summary file holds no match"
    with translation.override(lang):
        for m in measured:
            row = _row(page, m.game, m.a, m.b)
            assert _cell(row, "deals") == str(m.deals)
            unit = wording.text(f"bots.unit.{m.unit}", lang)
            assert _cell(row, "mean") == f"{floatformat(m.mean, 2)} {unit}"
            assert _cell(row, "low") == floatformat(m.low, 2)
            assert _cell(row, "high") == floatformat(m.high, 2)
            assert m.date in row and f"({floatformat(m.seconds, 1)} s)" in row
            assert f".venv/bin/{m.command}" in page
    for level in LEVELS:
        assert wording.text(f"bots.level.{level}.summary", lang) in page
    said = "partida duplicada" if lang == "es" else "duplicate match"
    assert said in page


@pytest.mark.parametrize("lang", LANGS)
def test_the_practice_pages_link_to_it(client, lang):
    assert f'href="/{lang}/practice/bots/"' in client.get(f"/{lang}/practice/").content.decode()
    slug, hand = next(iter(hands().items()))
    dealt = client.get(hand.url().replace("/es/", f"/{lang}/", 1).replace("/en/", f"/{lang}/", 1), follow=True)
    assert f'href="/{lang}/practice/bots/"' in dealt.content.decode(), slug


def test_the_committed_file_measures_the_first_level_of_every_game_against_the_yardstick():
    measured = strength.matches()
    with_bots = games_with_bots()
    for slug in with_bots:
        assert any(m.a == DEFAULT_LEVEL and m.b == "random" for m in strength.of_game(slug)), slug
    for m in measured:
        assert m.game in with_bots and {m.a, m.b} <= set(levels_known())
        assert m.low <= m.mean <= m.high and m.deals > 1
        assert m.command.startswith("python -m bench.bots ") and "--summary" in m.command


def test_the_benchmark_writes_the_summary_and_keeps_the_other_matches(tmp_path):
    path = tmp_path / "strength.json"
    slug = next(s for s in naipes.games.slugs() if naipes.games.piece(s, "bots") is not None)
    first = bench.run(slug, DEFAULT_LEVEL, "random", deals=3, folder=tmp_path, quiet=True)
    bench.write_summary([first], jobs=1, path=path, today="2026-01-02")
    again = bench.run(slug, "random", DEFAULT_LEVEL, deals=3, folder=tmp_path, quiet=True)
    bench.write_summary([again], jobs=1, path=path, today="2026-01-03")
    rows = json.loads(path.read_text(encoding="utf-8"))["matches"]
    assert [(r["a"], r["b"], r["date"]) for r in rows] == [(DEFAULT_LEVEL, "random", "2026-01-02"),
                                                           ("random", DEFAULT_LEVEL, "2026-01-03")]
    read = strength.matches(path)
    assert read[0].mean == round(float(first["mean"]), 4) and read[0].deals == 3
    assert read[0].command == (f"python -m bench.bots --game {slug} --a {DEFAULT_LEVEL} --b random --deals 3 "
                               f"--players {first['players']} --profile standard --jobs 1 --summary")


def test_the_documented_strength_table_is_the_files():
    """docs/benchmarks.md publishes the strength of every pair as ``python -m bench.bots --table`` prints it from the
    same summary files, so a figure there is never typed either."""
    written = (Path(__file__).resolve().parents[2] / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    assert bench.strength_table() in written
