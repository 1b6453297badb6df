"""The beginner plays exactly what the engine's seats played before the bots saw only their own seat: the same
seeded hands, every named table and number of players, played by the bots alone and against a wayward learner,
give the same log, hands and awards as recorded then (:mod:`tests.bots.record`), so every practice hand's
address replays the same hand."""

from __future__ import annotations

import json

import pytest

import naipes.games
from tests.bots import record


def recorded_games() -> list[str]:
    return [slug for slug in naipes.games.slugs() if (record.FOLDER / f"{slug}.json").exists()]


@pytest.mark.parametrize("slug", recorded_games())
def test_the_beginner_replays_every_recorded_hand(slug):
    before = json.loads((record.FOLDER / f"{slug}.json").read_text(encoding="utf-8"))
    now = record.recording(slug)
    assert now.keys() == before.keys()
    for table, runs in before.items():
        for kind, digests in runs.items():
            changed = [seed for seed, (old, new) in enumerate(zip(digests, now[table][kind], strict=True))
                       if old != new]
            assert not changed, f"{slug} {table} {kind}: seeds {changed} play otherwise"
