"""What the search answers about Toy from its engine: only what every game shares (its players, and a position
opens its trick judge)."""

from __future__ import annotations

from search.asking import GameAnswers

ANSWERS = GameAnswers()
