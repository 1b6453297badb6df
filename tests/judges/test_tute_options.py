"""The Tute judges' own options (docs/rules-decisions.md §34): the forty already declared makes trumps
without muestra, manos abajo binds the cards laid face down, and a forty taken by another player makes a
pile's first pair count twenty."""

import re

import pytest

from tests.judges.conftest import page

pytestmark = pytest.mark.django_db


def legal(html: str) -> list[str]:
    return re.findall(r'<li class="legal">.*?<strong>([^<]+)</strong>', html)


def test_without_muestra_the_forty_declared_in_espadas_makes_espadas_trumps(client):
    # rules-decisions §20: no muestra, the 40 in espadas declared, a 2 of espadas beats the as of copas led.
    _status, before = page(client, "/en/judges/tute/trick/", players=4, led="1C", cards="2E")
    assert "The ace of copas takes the trick." in before
    status, after = page(client, "/en/judges/tute/trick/", players=4, forty="E", led="1C", cards="2E")
    assert status == 200 and "The two of espadas takes the trick." in after
    assert "It is the highest triunfo in the baza." in after


def test_once_the_forty_made_espadas_trumps_a_player_holding_one_must_answer_an_espadas_lead(client):
    # rules-decisions §20: espadas led, hand {2E, 1C} -> only the 2E, while the stock lasts too.
    _status, free = page(client, "/en/judges/tute/play/", players=4, hand="2E,1C", led="4E")
    assert "You may play any card of your hand." in free
    _status, bound = page(client, "/es/judges/tute/play/", players=4, forty="E", hand="2E,1C", led="4E")
    assert "Puedes echar 1 de tus 2 cartas." in bound and legal(bound) == ["dos de espadas"]
    assert 'href="/es/tute/#trump-lead"' in bound


def test_with_a_muestra_the_forty_can_only_be_in_its_suit(client):
    status, html = page(client, "/en/judges/tute/trick/", muestra="O", forty="E", led="1C", cards="2E")
    assert status == 400 and "With a muestra the forty is the rey and caballo of its suit, oros" in html
    status, html = page(client, "/es/judges/tute/trick/", muestra="O", forty="O", led="1C", cards="2O")
    assert status == 200 and "El dos de oros se lleva la baza." in html


def test_manos_abajo_the_cards_of_a_suit_not_answered_must_be_played_when_it_is_led(client):
    # He did not answer copas earlier; the 5 and 7 of copas he drew since lie face down (rules-decisions §20).
    _status, free = page(client, "/en/judges/tute/play/", muestra="O", hand="5C,7C,1B", led="3C")
    assert "You may play any card of your hand." in free
    status, bound = page(client, "/en/judges/tute/play/", muestra="O", manos_abajo="C", hand="5C,7C,1B", led="3C")
    assert status == 200 and "You may play 2 of your 3 cards." in bound
    assert legal(bound) == ["five of copas", "seven of copas"]
    assert 'href="/en/tute/#manos-abajo"' in bound
    assert re.search(r'name="manos_abajo" value="C" checked', bound)  # the shared link keeps it


def test_manos_abajo_binds_only_the_suit_led_and_only_while_the_stock_lasts(client):
    _status, other = page(client, "/en/judges/tute/play/", muestra="O", manos_abajo="C", hand="5C,1B", led="3B")
    assert "You may play any card of your hand." in other
    _status, strict = page(client, "/es/judges/tute/play/", muestra="O", manos_abajo="C", stock_empty="1",
                           hand="5C,1B", led="3C")
    assert legal(strict) == ["cinco de copas"] and 'href="/es/tute/#after-the-stock"' in strict


def test_a_suit_letter_that_is_not_a_suit_is_told_not_a_500(client):
    status, html = page(client, "/es/judges/tute/play/", manos_abajo="X", hand="5C")
    assert status == 400 and "no vale para «Manos abajo»" in html


def test_points_a_forty_taken_by_another_player_makes_the_first_pair_twenty(client):
    _status, first = page(client, "/en/judges/tute/points/", cards="1O", acuses="E")
    assert "51 points." in first  # 11 for the as, 40 for the first pair: the forty
    _status, taken = page(client, "/es/judges/tute/points/", cards="1O", acuses="E", forty_taken="1")
    assert "31 puntos." in taken  # someone else made the forty: this pair is a twenty
    _status, muestra = page(client, "/en/judges/tute/points/", cards="1O", acuses="E", muestra="E", forty_taken="1")
    assert "51 points." in muestra  # with a muestra the forty is its suit's pair, whoever came first
