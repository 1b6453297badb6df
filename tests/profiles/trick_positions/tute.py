"""Tute: the muestra's suit, or without muestra the first forty declared (or none yet: docs/rules-decisions.md
§19), makes trumps; while the stock lasts any card may be played."""

from hypothesis import strategies as st

from naipes.cards import SPANISH_SUITS
from naipes.games import tute

STOCK = True


def draw_trump(draw, rules):
    return draw(st.sampled_from(SPANISH_SUITS) if rules.muestra else st.sampled_from((None, *SPANISH_SUITS)))


def state(position, *, play):
    if play:
        return {"state": tute.State(position["trump"], position["stock_empty"], ())}
    return {"state": tute.State(position["trump"])}


def api_trump(position):
    if position["rules"].muestra:
        return {"muestra": position["trump"].letter}
    return {"muestra": None, "acuses": [position["trump"].letter] if position["trump"] else []}
