"""A costly decision that is no card, as the practice pages say it: its cost, its reason and the better decision in
words (Paulo's bet against playing on without it, Papayoo's pass), in both languages."""

from __future__ import annotations

import pytest

from practice.analysis import said
from practice.games import hands


def row(chosen: str, best: str, reasons=()) -> dict:
    return {"index": 3, "trick": 1, "mistake": True, "evaluated": True, "forced": False, "exact": False,
            "chosen": chosen, "best": best, "cost": 0.8, "se": 0.2, "unit": "chinos", "alternatives": [],
            "reasons": list(reasons)}


@pytest.mark.parametrize(("lang", "words"), [("en", "play your card without betting"),
                                             ("es", "no apostar y jugar tu carta")])
def test_a_costly_paulo_bet_names_the_better_decision(lang, words):
    line = said(hands()["paulo"], row("b", "n", [{"code": "bet_lost_hand", "params": {"percent": 75}}]), lang)
    assert words in line["better"] and "0.8" in line["cost_line"]
    assert "75" in line["reasons"][0]


def test_a_costly_answer_names_going_away():
    line = said(hands()["paulo"], row("q", "x"), "en")
    assert "refuse the bet" in line["better"]


def test_a_costly_papayoo_pass_names_the_cards_of_the_better_pass():
    line = said(hands()["papayoo"], row("1H.2H.3H.4H.5H", "9H.10H.1S.2S.3S"), "en")
    assert line["better"].startswith("Better: pass ")
