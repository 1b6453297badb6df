"""Toy's inserts for its rule page (content/<lang>/toy.md): the order of the cards in a suit, from the engine."""

from __future__ import annotations

from django.template.loader import render_to_string

import wording
from naipes.cards import Card, Suit
from naipes.games import toy
from naipes_site.inserts import insert


@insert("toy-order")
def order(lang: str) -> str:
    """``[[toy-order]]``: the ranks of one suit drawn as cards, strongest first."""
    cards = [Card(rank, Suit.COPAS) for rank in toy.RANK_ORDER]
    return render_to_string("inserts/games/toy/order.html", {"cards": cards, "caption": wording.text("toy.order.caption", lang)})
