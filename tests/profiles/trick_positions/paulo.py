"""Paulo: the muestra's suit, one of the table's suits, makes trumps."""

from hypothesis import strategies as st

from naipes.games import paulo


def draw_trump(draw, rules):
    return draw(st.sampled_from(paulo.suits(rules)))


def state(position, *, play):
    return {"state": paulo.State(position["trump"])}
