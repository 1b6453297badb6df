"""A fault every game can meet is one error, shared: each game's own class of it (under the game's root, for
``except PauloError`` and the wording's ``<game>.error.<code>``) subclasses the one in :mod:`naipes.errors`
and keeps its code."""

from __future__ import annotations

import pytest

from naipes import GAME_SLUGS, RulesError, errors
from naipes.games import cirulo, papayoo
from naipes.games.tute import scores as tute_scores
from naipes.registry import games

SHARED = [value for value in vars(errors).values() if isinstance(value, type) and issubclass(value, RulesError)
          and value.__module__ == errors.__name__ and "code" in vars(value)]
"""The shared errors that name a fault by a code of their own (``DoesNotAddUp`` shares a shape, each total its
code)."""


def engine_errors(slug: str) -> list[type[RulesError]]:
    game = games()[slug]
    return [value for value in vars(game).values()
            if isinstance(value, type) and issubclass(value, RulesError) and value.__module__.startswith(game.__name__)]


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_a_game_error_with_a_shared_code_is_the_shared_error(slug):
    for error in engine_errors(slug):
        for shared in SHARED:
            if error.code == shared.code:
                assert issubclass(error, shared), (error, shared)


def test_every_game_says_a_bad_number_of_players_with_the_shared_error():
    for slug in GAME_SLUGS:
        assert issubclass(games()[slug].BadPlayers, errors.BadPlayers)
        assert issubclass(games()[slug].BadPlayers, getattr(games()[slug], f"{slug.capitalize()}Error"))


@pytest.mark.parametrize("error, total, expected, message", [
    (tute_scores.CardPointsDoNotAddUp, 118, 120, "the card points add up to 118, not 120"),
    (cirulo.TantosDoNotAddUp, 60, 58, "the tantos add up to 60, not 58"),
    (papayoo.RoundDoesNotAddUp, 249, 250, "the round totals 249, not 250"),
])
def test_a_total_that_does_not_add_up_keeps_both_numbers_and_what_is_missing(error, total, expected, message):
    raised = error(total, expected)
    assert isinstance(raised, errors.DoesNotAddUp)
    assert (str(raised), raised.total, raised.expected, raised.difference) == (message, total, expected,
                                                                                  expected - total)
