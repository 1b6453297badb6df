"""Papayoo's trainers answered by its endpoints (``papayoo/trick``, as any game whose only option is its
players, and ``papayoo/score``) and the deal by the engine."""

from naipes.cards import Suit
from naipes.games import papayoo
from tests.trainers.engine_answers import by_trick_endpoint


def _round(api, d):
    found = api("POST", "papayoo/score", {"die": d["die"], "piles": d["piles"]})
    assert (found["total"], found["complete"]) == (250, True), "a played round holds every card and 250"
    return found["scores"]


def _deal(api, d):
    rules = papayoo.Rules(players=d["players"])
    if d["asks"] == "ones":
        return [f"1{s.letter}" for s in (*papayoo.ORDINARY_SUITS, Suit.PAYOO)
                if f"1{s.letter}" not in {c.code for c in papayoo.deck(rules).cards}]
    return {"hand": papayoo.hand_size(rules), "pass": papayoo.pass_count(rules)}


ANSWERS = {
    "papayoo-trick": by_trick_endpoint("papayoo"),
    "papayoo-round": _round,
    "papayoo-which-card": lambda api, d: found if (found := f"7{d['die']}") in d["cards"] else "none",
    "papayoo-deal": _deal,
}
