"""The judges' pages: a verdict from a position in the URL, in either language; bad positions told, never a 500."""

import re

import pytest

from tests.judges.conftest import page

pytestmark = pytest.mark.django_db


def test_the_index_lists_a_judge_of_each_kind_per_game(client):
    status, html = page(client, "/es/judges/")
    assert status == 200 and html.count("<h1") == 1
    for path in ("/es/judges/paulo/trick/", "/es/judges/tute/play/", "/es/judges/cirulo/trick/",
                 "/es/judges/papayoo/play/", "/es/judges/docena/", "/es/judges/tute/points/",
                 "/es/judges/papayoo/points/"):
        assert f'href="{path}"' in html, path


def test_tute_trick_the_highest_trump_wins_with_its_reason_and_rule(client):
    status, html = page(client, "/es/judges/tute/trick/", players=4, muestra="O", led="1C", cards=["3C", "2O"])
    assert status == 200
    assert "El dos de oros se lleva la baza." in html
    assert "Es el triunfo más alto de la baza." in html
    assert 'href="/es/tute/#tricks"' in html


def test_the_same_link_in_english_gives_the_same_verdict(client):
    status, html = page(client, "/en/judges/tute/trick/", players=4, muestra="O", led="1C", cards=["3C", "2O"])
    assert status == 200 and "The two of oros takes the trick." in html
    assert "It is the highest triunfo in the baza." in html


def test_without_trumps_the_highest_of_the_suit_led_wins(client):
    _status, html = page(client, "/en/judges/cirulo/trick/", players=4, led="5C", cards="12E,7C,1C")
    assert "The seven of copas takes the trick." in html
    _status, html = page(client, "/en/judges/papayoo/trick/", players=4, led="3H", cards="9H,20P,1H")
    assert "The nine of hearts takes the trick." in html and "never wins" in html


def test_paulo_trick_gives_the_engines_reason(client):
    _status, html = page(client, "/es/judges/paulo/trick/", players=4, muestra="O", led="12O", cards="4B")
    assert "El cuatro de bastos se lleva la baza." in html
    assert "Es el triunfo más alto de la baza." in html


def test_may_i_play_lists_every_card_of_the_hand_with_the_engines_reason(client):
    status, html = page(client, "/es/judges/papayoo/play/", players=4, hand="2P,10C", led="7P")
    assert status == 200
    assert "Puedes echar 1 de tus 2 cartas." in html
    assert re.search(r'class="legal".*Payoo 2', html) and re.search(r'class="illegal".*diez de tréboles', html)


def test_tute_after_the_stock_must_beat(client):
    _status, html = page(client, "/en/judges/tute/play/", players=4, muestra="B", stock_empty="1",
                         hand="11B,2B,5O", led="7E", cards="10B,4E")
    assert "You may play 1 of your 3 cards." in html


def test_docena_names_a_hand_and_compares_two(client):
    _status, html = page(client, "/es/judges/docena/", a="1C,12C")
    assert "puesto" in html and 'href="/es/docena/#ladder"' in html
    _status, html = page(client, "/en/judges/docena/", a="1C,12C", b="1E,11E")
    assert "The first hand wins." in html


def test_points_of_a_tute_pile_with_acuses_and_last_trick(client):
    _status, html = page(client, "/es/judges/tute/points/", cards="1O,3C,12E,7B", acuses=["O", "C"], muestra="O",
                         last_trick="1")
    assert "95 puntos." in html


def test_points_of_a_papayoo_pile_with_the_die(client):
    _status, html = page(client, "/en/judges/papayoo/points/", die="H", cards="7H,20P,3P")
    assert "63 points." in html


@pytest.mark.parametrize(("lang", "said"), [("en", "1 point."), ("es", "1 punto.")])
def test_a_pile_worth_one_point_is_said_in_the_singular(client, lang, said):
    _status, html = page(client, f"/{lang}/judges/papayoo/points/", die="H", cards="1P")
    assert said in html and "1 points" not in html and "1 puntos" not in html


@pytest.mark.parametrize(("path", "query", "message"), [
    ("/es/judges/paulo/trick/", {"led": "7C"}, "El siete de copas no está en la baraja de este juego con 4 jugadores"),
    ("/en/judges/tute/trick/", {"led": "4C", "cards": "4C"}, "a card can be in one place only"),
    ("/en/judges/tute/play/", {"hand": "1O,1O"}, "is chosen twice"),
    ("/es/judges/cirulo/trick/", {"players": "4", "led": "1O", "cards": "2O,3O,4O,5O"}, "Demasiadas cartas"),
    ("/en/judges/papayoo/play/", {"hand": "4Z"}, "is not a card code"),
    ("/es/judges/tute/trick/", {"players": "9"}, "no vale para «Jugadores»"),
    ("/en/judges/docena/", {"a": "1C,12C,11C,10C"}, "Too many cards"),
    ("/en/judges/docena/", {"a": "4C"}, "is not in this game&#x27;s deck for 8 players"),
    ("/en/judges/docena/", {"a": "1C", "b": "1C"}, "one place only"),
    ("/es/judges/tute/trick/", {"cards": "1C"}, "Elige primero la carta de salida"),
    ("/en/judges/papayoo/points/", {"cards": "7H"}, "Choose the suit the die shows"),
    ("/en/judges/tute/points/", {"acuses": "O,O", "cards": "1O"}, "only once"),
    ("/en/judges/tute/trick/", {"led": "1C" * 500}, "is not a card code"),
])
def test_a_bad_position_is_told_in_the_page_language_and_keeps_the_cards(client, path, query, message):
    status, html = page(client, path, **query)
    assert status == 400
    assert message in html
    assert 'role="alert"' in html


def test_the_cards_already_chosen_stay_chosen_beside_an_error(client):
    _status, html = page(client, "/en/judges/tute/play/", hand="1O,3O,99X")
    assert 'value="1O" checked' in html and 'value="3O" checked' in html


def test_an_unknown_game_is_not_found(client):
    assert client.get("/es/judges/docena/trick/").status_code == 404
    assert client.get("/es/judges/cirulo/points/").status_code == 404


def test_the_verdict_comes_before_the_picker_and_links_to_itself(client):
    _status, html = page(client, "/es/judges/tute/trick/", led="1C", cards="3C")
    assert html.index('id="verdict"') < html.index('class="card-picker"')
    assert 'class="share-link"' in html and "led=1C" in html


def test_every_judge_page_has_one_h1_a_language_switch_and_no_inline_script(client):
    for path in ("/es/judges/", "/en/judges/paulo/trick/", "/es/judges/tute/play/?hand=1O", "/en/judges/docena/",
                 "/es/judges/papayoo/points/"):
        html = client.get(path).content.decode()
        assert html.count("<h1") == 1, path
        assert 'hreflang="en"' in html and 'hreflang="es"' in html
        assert "<script>" not in html and "style=" not in html


def test_the_language_switch_keeps_the_position(client):
    html = client.get("/es/judges/tute/trick/", {"led": "1C", "cards": "3C"}).content.decode()
    assert re.search(r'href="/en/judges/tute/trick/\?led=1C&amp;cards=3C"', html)


def test_rule_pages_and_home_reach_the_judges_and_search(client):
    for path in ("/es/", "/en/tute/", "/es/papayoo/"):
        html = client.get(path).content.decode()
        assert re.search(r'href="/(es|en)/judges/#', html), path
        assert 'role="search"' in html


def test_the_papayoo_points_judge_names_the_papayoo_card_with_its_article(client):
    _status, english = page(client, "/en/judges/papayoo/points/", players=4, die="S", cards="7S,3P")
    assert "the Papayoo, the seven of spades, counts 40." in english
    _status, spanish = page(client, "/es/judges/papayoo/points/", players=4, die="S", cards="7S,3P")
    assert "el Papayoo, el siete de picas, cuenta 40." in spanish


@pytest.mark.parametrize(("query", "code"), [
    ({"muestra": "O", "led": "1C", "cards": ["3C", "2O"]}, "highest_trump"),
    ({"muestra": "O", "led": "1C", "cards": ["3C", "2E"]}, "highest_of_suit_led"),
    ({"led": "1C", "cards": ["3C", "2E"]}, "no_trump_yet"),
])
def test_the_english_tute_judge_says_triunfo_and_baza_as_the_paulo_judge_does(client, query, code):
    status, html = page(client, "/en/judges/tute/trick/", players=4, **query)
    reason = re.search(r'class="verdict-reason" data-reason="(\w+)">([^<]*)<', html)
    assert status == 200 and reason.group(1) == code
    # "trump" only as the gloss of the Spanish word, "triunfo (trump suit)"
    said = reason.group(2).replace("triunfo (trump suit)", "triunfo")
    assert "triunfo" in said and not re.search(r"\btrumps?\b|\btricks?\b", said)

@pytest.mark.parametrize(("lang", "said", "unsaid"), [
    ("es", "decide la siguiente carta que es distinta. Decide el as de bastos de la primera mano contra el rey de oros",
     "gana la carta más alta"),
    ("en", "the next card that differs decides. It is decided by the ace of bastos of the first hand", "the highest card wins"),
])
def test_docena_card_by_card_names_the_card_that_decided(client, lang, said, unsaid):
    """Two "nada" hands, card by card: the threes and the twos are equal, the as beats the rey."""
    _status, html = page(client, f"/{lang}/judges/docena/", players="8", a="3C,2E,1B", b="3E,2C,12O",
                         nada_rule="all_cards")
    reason = re.search(r'<p class="verdict-reason">(.*?)</p>', " ".join(html.split())).group(1)
    assert said in reason and unsaid not in reason


@pytest.mark.parametrize(("lang", "said"), [("es", r"puesto (\d+) de (\d+)"), ("en", r"rung (\d+) of (\d+)")])
def test_the_judge_and_the_site_search_count_la_docenas_ladder_alike(client, lang, said):
    """One denominator, the engine's: the 22 combinations and nada (rules-decisions §23)."""
    from naipes.games import docena

    _status, html = page(client, f"/{lang}/judges/docena/", a="3O,3C,3E")
    judged = re.search(said, html)
    searched = re.search(said, client.get(f"/{lang}/search/", {"q": "3oros 3copas 3espadas docena"}).content.decode())
    assert judged and searched, (judged, searched)
    assert judged.groups() == searched.groups() == ("1", str(docena.RUNGS))
    assert docena.RUNGS == docena.NADA == len(docena.LADDER) + 1
