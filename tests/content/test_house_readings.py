"""House readings the counters keep, stated on the rule pages in both languages, and the engine that keeps
them: a tute in a session kept on points (docs/rules-decisions.md §32) and the length of a vuelta de
reganche in La Docena (§33). The sentence on the page and the engine's answer are checked together."""

from __future__ import annotations

import re

import pytest

from naipes.games import tute
from naipes.games.docena import stones
from naipes.games.tute import scores as tute_scores
from tests.content.pages import html_of

pytestmark = pytest.mark.django_db


def page_text(client, url: str) -> str:
    html = re.sub(r"<[^>]+>", "", html_of(client, url))  # inline tags: the sentence reads on
    return " ".join(html.split())


@pytest.mark.parametrize("lang, sentence", [
    ("en", "every card point plus the diez de mesa, {points} points. The others score nothing in that deal"),
    ("es", "todos los puntos de las cartas más las diez de mesa, {points} puntos. Los demás no se apuntan nada"),
])
def test_a_tute_counts_the_whole_deal_when_points_are_added_up(client, lang, sentence):
    points = tute_scores.tute_deal_points(tute.Rules(players=3))
    assert points == tute.total_points() + tute.LAST_TRICK_POINTS == 130
    assert sentence.format(points=points) in page_text(client, f"/{lang}/tute/")
    # A session to 130 points ends with the tute's maker alone on 130.
    session = tute_scores.standing([((1,), (0, points, 0))], 3, "points", 130)
    assert session.over and session.winners == (1,) and session.points == (0, 130, 0)


@pytest.mark.parametrize("lang, sentences", [
    ("en", ["we count a round as one hand per player who sat down at the start",
            "with five players, that hand and the four after it"]),
    ("es", ["contamos la vuelta como una mano por jugador de los que se sentaron al empezar",
            "con cinco jugadores, esa mano y las cuatro siguientes"]),
])
def test_a_vuelta_de_reganche_is_one_hand_per_player(client, lang, sentences):
    text = page_text(client, f"/{lang}/docena/")
    for sentence in sentences:
        assert sentence in text
    # The first player ran out of stones in hand 3 of a five-player game with one vuelta: hands 3 to 7 are
    # the vuelta, so whoever runs out in any of them may buy back; after hand 8 nobody may.
    first_out = 3
    for hand in range(3, 8):
        assert stones.reganche_open(first_out, hand, 5, 1)
    assert not stones.reganche_open(first_out, 8, 5, 1)
    # Two vueltas are twice as many hands; a knocked-out player does not shorten them (seats are counted).
    assert stones.reganche_open(first_out, 12, 5, 2) and not stones.reganche_open(first_out, 13, 5, 2)
