"""A practice table's options are read by the site's one options reader (``naipes_site.options``): the
players, and Tute's muestra; a link made by hand with a value the start form never offers deals the usual
table for that option, as a practice link always did, and never a 500."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from django.test import Client

from practice.games import hands, trick_games

pytestmark = pytest.mark.django_db


def query_of(url: str) -> dict[str, list[str]]:
    return parse_qs(urlparse(url).query)


@pytest.mark.parametrize(("sent", "players"), [("5", 5), ("99", 99), ("two", None), ("", None), ("2", 2)])
def test_the_players_of_a_hand_are_the_ones_the_practice_table_offers(client: Client, sent, players):
    # Paulo's engine plays 2 only with the Lanjarón deck, which the practice table does not offer.
    for slug, game in trick_games().items():
        response = client.get(f"/en/practice/{slug}/?players={sent}")
        expected = players if players in game.players else game.default_players
        assert response.status_code == 302 and query_of(response.url)["players"] == [str(expected)], slug


@pytest.mark.parametrize(("sent", "muestra"), [("0", False), ("false", False), ("1", True), ("true", True),
                                               ("", True), ("banana", True)])
def test_tute_without_muestra_is_read_by_the_options_reader(client: Client, sent, muestra):
    rules = trick_games()["tute"].read_rules({"players": "3", "muestra": sent})
    assert rules.muestra is muestra and rules.players == 3
    response = client.get(f"/en/practice/tute/?players=3&muestra={sent}")
    assert query_of(response.url).get("muestra") == (None if muestra else ["false"])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_old_link_without_muestra_opens_the_same_hand(client: Client, lang):
    def hand(muestra: str) -> str:
        html = client.get(f"/{lang}/practice/tute/?seed=5&players=3&coach=check&muestra={muestra}").content.decode()
        return html[html.index('<div id="practice"'):]

    old, new = hand("0"), hand("false")
    assert old == new
    assert "muestra=false" in new and ("No muestra" in new or "Sin muestra" in new)


def test_only_the_options_a_table_offers_are_read():
    # Papayoo's engine has more options than the practice table offers; a link cannot set them.
    rules = trick_games()["papayoo"].read_rules({"players": "5", "shoot_the_moon": "true"})
    assert rules == trick_games()["papayoo"].engine.Rules(players=5)


def test_la_docena_reads_its_players_through_the_same_reader(client: Client):
    assert hands()["docena"].read_rules({"players": "7"}).players == 7
    for sent in ("7", "99", "x"):
        response = client.get(f"/en/practice/docena/?players={sent}")
        assert response.status_code == 302
        assert client.get(response.url).status_code == 200
