"""Tute's expert plays its rollouts with the beginner's card, worked out faster: the same card at every card
the bots chose in a few deals at every number of players."""

from __future__ import annotations

from random import Random
from typing import Any
from unittest import mock

import pytest

import naipes.bots
from naipes.bots import Legal
from naipes.games import tute
from naipes.games.tute import bots, practice


@pytest.mark.parametrize("players", sorted(tute.PLAYERS))
def test_the_rollouts_play_the_beginners_card(players):
    ask, compared = naipes.bots.ask, []

    def spy(hand: Any, seat: int, legal: Legal) -> Any:
        if legal.kind == "play":
            view = bots.view_for(hand, seat)
            table = bots._Table(view, list(view.trick), view.trump, view.stock)
            state = tute.State(view.trump, view.stock == 0)
            fast = bots.rollout_play(table, legal.actions, state)
            compared.append(fast == bots.BEGINNER.choose(view, legal, Random(0)))
        return ask(hand, seat, legal)

    with mock.patch.object(naipes.bots, "ask", spy):
        for seed in range(4):
            practice.autoplay(seed, tute.Rules(players=players))
    assert compared and all(compared)
