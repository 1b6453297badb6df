"""The expert searches only a couple of worlds in these tests (its budget is its own business, measured by
``bench/bots.py``), and never against the clock, so that it stays quick and the same seed gives the same card."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from naipes.bots import search

QUICK = search.Budget(samples=2, rollouts=4, seconds=math.inf, least=1)


@pytest.fixture(autouse=True, scope="session")
def quick_expert() -> Iterator[None]:
    kept = search.DEFAULT_BUDGET
    search.DEFAULT_BUDGET = QUICK
    try:
        yield
    finally:
        search.DEFAULT_BUDGET = kept
