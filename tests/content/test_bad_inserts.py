"""Every game's inserts refuse, loudly, arguments they cannot draw: a page author sees the mistake when the
page is built, not a wrong picture on the page."""

import pytest

from naipes_site.inserts import InsertError, render_insert


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        ("paulo-trick", {"example": "nope"}),
        ("paulo-legal", {"example": "nope"}),
        ("paulo-score", {"example": "nope"}),
        ("paulo-team-draw", {"example": "nope"}),
        ("paulo-deal", {"players": "5"}),
        ("paulo-deal", {"seed": "x"}),
        ("paulo-ladders", {"order": "numeric"}),
        ("paulo-orders", {"muestra": "Z"}),
        ("paulo-units", {"scoring": "points"}),
        ("paulo-hand-values", {"colour": "red"}),
        ("paulo-hand-values", {"caption": "maybe"}),
        ("paulo-decks", {"variants": "some"}),
        ("cirulo-settle", {"example": "nope"}),
        ("cirulo-order", {"suit": "X"}),
        ("cirulo-order", {"pack": "36"}),
        ("cirulo-tantos", {"layout": "diagonal"}),
        ("cirulo-deck", {"pack": "forty"}),
        ("cirulo-trick", {"cards": "5C 9C 1C 2C"}),  # no 9 in the 40-card pack
        ("cirulo-legal", {"hand": "2C 2C", "trick": "7C"}),
        ("cirulo-legal", {"hand": "2C", "trick": "7C", "players": "9"}),
        ("cirulo-check", {"extra": "1"}),
        ("tute-legal", {"example": "nope"}),
        ("tute-count", {"example": "nope"}),
        ("tute-points", {"layout": "x"}),
        ("docena-showdown", {"hands": "3C 2C | 3C 1C"}),  # a card twice
        ("docena-showdown", {"hands": "3C 2C | 4B 1C"}),  # a card outside the pack
        ("docena-showdown", {"hands": "3C 2C | 1E", "players": "9"}),
        ("docena-compare", {"pairs": "3C 2C"}),  # not two hands
        ("docena-compare", {"pairs": "3C 2C / 3E 2E", "tie": "coin"}),
        ("docena-ladder", {"layout": "poster"}),
        ("docena-ladder", {"nada": "maybe"}),
        ("docena-values", {"layout": "poster"}),
        ("docena-entro", {"double_from": "4"}),
        ("docena-mala", {"with": "5O"}),
        ("docena-mala", {"colour": "red"}),
        ("docena-deck", {"players": "6"}),
        ("papayoo-trick", {"cards": "3H 25P"}),
        ("papayoo-trick", {"cards": "3H 9H", "die": "P"}),
        ("papayoo-legal", {"hand": "2P", "colour": "red"}),
    ],
)
def test_a_bad_insert_argument_fails_loudly(name, arguments):
    with pytest.raises(InsertError):
        render_insert(name, "es", **arguments)
