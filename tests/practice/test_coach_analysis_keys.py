"""A decision's analysis is kept by what it depends on: the deal and the decisions up to it, never those after."""

from __future__ import annotations

from hypothesis import given, strategies as st

from naipes.cards import SPANISH_40
from naipes_site import table_rules
from practice import analysis
from practice.analysis import Hand
from practice.games import trick_games

TUTE = trick_games()["tute"]
CARDS = [card for card in SPANISH_40.cards]


def _hand(seed: int, actions, level: str = "beginner", players: int = 4) -> Hand:
    rules = TUTE.read_rules({"players": str(players)})
    settings = {"seed": seed, "rules": rules, "table": table_rules.standard("tute"), "hand": {}, "level": level,
                "coach": "teach"}
    return Hand(TUTE, settings, tuple(actions))


plays = st.lists(st.sampled_from(CARDS), min_size=2, max_size=10)


@given(seed=st.integers(0, 10**9 - 1), actions=plays, other=st.sampled_from(CARDS), data=st.data())
def test_a_decisions_key_ignores_the_decisions_after_it_and_not_those_before(seed, actions, other, data):
    index = data.draw(st.integers(0, len(actions) - 2))
    later = [*actions[: index + 1], other, *actions[index + 2:]]
    assert _hand(seed, actions).key(index) == _hand(seed, later).key(index)
    earlier = [other, *actions[1:]]
    if other != actions[0]:
        assert _hand(seed, actions).key(index) != _hand(seed, earlier).key(index)


@given(seed=st.integers(0, 10**9 - 1), actions=plays)
def test_the_seed_the_level_the_players_and_the_mode_each_make_another_key(seed, actions):
    key = _hand(seed, actions).key(0)
    assert key != _hand(seed + 1, actions).key(0)
    assert key != _hand(seed, actions, level="club").key(0)
    assert key != _hand(seed, actions, players=2).key(0)
    assert key != _hand(seed, actions).key(0, all_visible=True)


@given(cost=st.floats(0, 200), se=st.floats(0, 50))
def test_the_best_card_always_solves_its_puzzle_and_a_card_solves_it_within_the_uncertainty(cost, se):
    data = {"alternatives": [{"action": "1O", "cost": 0.0, "se": 0.0}, {"action": "2O", "cost": cost, "se": se}]}
    assert analysis.solved(data, "1O") is True
    assert analysis.solved(data, "2O") == (cost <= analysis.BUDGET.z * se or cost <= analysis.BUDGET.floor)
    assert analysis.solved(data, "3O") is None  # no alternative there: no answer
