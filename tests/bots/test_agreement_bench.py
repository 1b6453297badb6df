"""The bench of the expert's agreement with a search ten times deeper (``bench/bots_agreement.py``): it samples
decisions the expert searches in every game, compares the two choices, costs a disagreement by the deeper search's
own means (never below 0), and a rerun continues from its results file."""

from __future__ import annotations

import json

import pytest

import naipes.games
from bench import bots_agreement
from naipes.bots import search


@pytest.mark.parametrize("slug", [s for s in naipes.games.slugs() if naipes.games.piece(s, "bots") is not None])
def test_the_expert_and_the_deeper_search_are_compared_on_sampled_decisions(tmp_path, slug):
    report = bots_agreement.measure(slug, 3, folder=tmp_path, quiet=True)
    assert report["decisions"] == 3 and 0 <= report["agree"] <= 3
    rows = [json.loads(line) for line in (tmp_path / f"agreement-{slug}.jsonl").read_text().splitlines()]
    assert [r["index"] for r in rows] == [0, 1, 2]
    assert all(r["cost"] >= 0 and r["choices"] >= 2 and (r["cost"] == 0 or not r["same"]) for r in rows)
    assert bots_agreement.measure(slug, 3, folder=tmp_path, quiet=True) == report


def test_the_deeper_budget_is_ten_times_the_rollouts_and_worlds_without_a_clock():
    deeper = bots_agreement.deeper(search.Budget())
    assert (deeper.rollouts, deeper.samples, deeper.seconds) == (1280, 320, float("inf"))
