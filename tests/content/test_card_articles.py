"""A card named inside a sentence takes its own article: «la sota», «el caballo» (Spanish grammar, no game's rule)."""

import re

from naipes_site.games.cirulo import inserts as cirulo_inserts


def _winner_line(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_a_sota_that_takes_a_cirulo_trick_is_la_sota():
    html = cirulo_inserts.trick("es", cards="4C,10C,2C,7B", players="4")
    assert "Se la lleva la sota de copas" in _winner_line(html)
    assert "el sota" not in _winner_line(html)


def test_a_caballo_that_takes_a_cirulo_trick_is_el_caballo_and_english_says_it_too():
    assert "Se la lleva el caballo de copas" in _winner_line(cirulo_inserts.trick("es", cards="4C,11C,2C", players="3"))
    assert "It goes to the caballo" in _winner_line(cirulo_inserts.trick("en", cards="4C,11C,2C", players="3"))
