"""What the engine answers above the results: each kind of question, in both languages, with the rule
section that explains it linked; a position opens the matching judge with the position filled in."""

import re
from urllib.parse import urlencode

import pytest

from naipes.games import papayoo, tute
from search.index import search

pytestmark = pytest.mark.django_db


def engine(query, lang):
    answer = search(query, lang).engine
    assert answer is not None, query
    return answer


def test_a_cards_value_in_tute_comes_from_the_engine_with_its_section():
    assert tute.POINTS[11] == 3
    en = engine("caballo tute", "en")
    assert en.title == "In Tute the caballo is worth 3 points." and en.url == "/en/tute/#card-values"
    es = engine("cuánto vale el caballo en el tute", "es")
    assert es.title == "En el tute, el caballo vale 3 puntos." and es.url == "/es/tute/#card-values"
    assert "as: 11" in es.lines[0] and "ace: 11" in en.lines[0]


def test_a_cirulo_oro_costs_its_tantos_and_the_other_suits_nothing():
    assert "tantos" in engine("cuanto vale el 7 de oros en el cirulo", "es").title
    assert engine("value of the oros cirulo", "en").url == "/en/cirulo/#tantos"
    assert "costs nothing" in engine("how much is the 7 of copas worth in cirulo", "en").title


def test_the_number_of_players_links_the_players_section():
    assert engine("cuantos jugadores tute", "es").url == "/es/tute/#players"
    paulo = engine("how many players paulo", "en")
    assert paulo.url == "/en/paulo/#players-and-teams" and "4, 6 or 8" in paulo.title


def test_deck_and_cards_per_hand_for_a_number_of_players():
    es = engine("cuantas cartas a cada uno papayoo 5 jugadores", "es")
    assert es.url == "/es/papayoo/#deck-by-players"
    rules = papayoo.Rules(players=5)
    assert es.lines == [f"5 jugadores: {len(papayoo.deck(rules))} cartas, {papayoo.hand_size(rules)} a cada uno, "
                        f"se pasan {papayoo.pass_count(rules)}"]
    en = engine("tute how many cards each", "en")
    assert en.url == "/en/tute/#deck" and len(en.lines) == len(tute.PLAYERS)


def test_how_many_cards_are_passed_at_papayoo():
    answer = engine("how many cards are passed papayoo 4 players", "en")
    assert answer.url == "/en/papayoo/#pass"
    assert answer.lines == [f"4 players: each passes {papayoo.pass_count(papayoo.Rules(players=4))} cards"]
    assert engine("cuantas cartas se pasan en papayoo", "es").url == "/es/papayoo/#pass"


def test_a_docena_hand_is_named_and_placed_on_the_ladder():
    en = engine("3O 3C 3E docena", "en")
    # Cards held are a hand the judge of hands shows named and placed; a kind of hand said by its ranks, the ladder.
    assert "Callá de treses" in en.title and en.lines == ["rung 1 of 23, 1 the best"]
    assert en.url == "/en/judges/docena/?a=3O%2C3C%2C3E"
    assert "puesto" in engine("3O 3C 3E docena", "es").lines[0]
    said = engine("como se llama tener tres reyes docena", "es")  # a hand said by its ranks, as at the table
    assert said.title.endswith("Callá de reyes") and said.lines == ["puesto 2 de 23, el 1 es el mejor"]
    assert said.url == "/es/docena/#ladder"


@pytest.mark.parametrize(("query", "lang", "hand"), [
    ("el as y el rey de copas que jugada es", "es", "1C,12C"),  # two ranks said with one suit: a card of each
    ("con la mala y el rey de oros que ligo", "es", "12O,5O"),  # the mala named is the five of oros
    ("the mala with the ace of coins, what hand is it", "en", "1O,5O"),  # the suits as English players say them
    ("ace and king of the same suit, what hand is that", "en", "1C,12C"),
])
def test_cards_and_a_hands_name_asked_are_la_docenas_hand_in_its_judge(query, lang, hand):
    found = engine(query, lang)  # no game named: only La Docena names its hands
    assert found.game == "docena" and found.url == f"/{lang}/judges/docena/?" + urlencode({"a": hand})


def test_paulos_trump_ladder_for_a_muestra():
    es = engine("triunfos del paulo con muestra de copas", "es")
    assert es.url == "/es/paulo/#card-order" and es.lines[0].startswith("cuatro de bastos, tres de copas, caballo de oros")
    assert engine("paulo trumps with copas muestra", "en").lines[0].startswith("four of bastos, three of copas")


@pytest.mark.parametrize(("query", "lang", "url"), [
    # The Spanish suits as English players call them, and the suit of trumps said as players say it.
    ("tute, coins are trumps: 7 of cups led, I play the ace of cups, then the 2 of coins. who takes it?", "en",
     "/en/judges/tute/trick/?led=7C&cards=1C%2C2O&muestra=O"),
    ("paulo, swords turned up: 3 of swords against the knight of swords, which wins", "en",
     "/en/judges/paulo/trick/?led=3E&cards=11E&players=8&muestra=E"),  # espadas: the deck of eight
    ("¿el 7 de oros gana al as de copas con muestra de oros?", "es",
     "/es/judges/paulo/trick/?led=7O&cards=1C&players=6&muestra=O"),
    ("4B vs 1O paulo", "en", "/en/judges/paulo/trick/?led=4B&cards=1O&players=4"),
    ("7O contra 1C tute muestra oros", "es", "/es/judges/tute/trick/?led=7O&cards=1C&muestra=O"),
])
def test_a_position_opens_its_judge_filled_in(client, query, lang, url):
    answer = engine(query, lang)
    assert answer.url == url
    html = client.get(url).content.decode()
    assert re.search(r"(takes the trick|se lleva la baza)\.", html), html[:400]


def test_the_answer_is_drawn_first_on_the_results_page_and_in_the_header_list(client):
    page = client.get("/en/search/", {"q": "caballo tute"}).content.decode()
    assert page.index('class="search-answer"') < page.index("Card order and values</a>")
    assert "In Tute the caballo is worth 3 points." in page and "The engine answers" in page
    live = client.get("/es/search/", {"q": "4B vs 1O paulo"},
                      headers={"HX-Request": "true", "HX-Target": "site-search-results"}).content.decode()
    assert re.search(r'<a href="/es/judges/paulo/trick/\?led=4B&amp;cards=1O&amp;players=4" role="option" '
                     r'id="site-search-option-0"', live)
    assert "Abrir el juez con esta jugada" in live


def test_a_question_the_engine_does_not_know_gets_results_only():
    assert search("señas paulo", "es").engine is None
    assert search("quién reparte en el cirulo", "es").engine is None  # who deals, not how many cards


# --- under the table the browser keeps, or a link's (rules-decisions §48) --------------------------------


def results(client, query, lang="en", **params):
    response = client.get(f"/{lang}/search/", {"q": query, **params})
    assert response.status_code == 200
    return response, response.content.decode().replace("&#x27;", "'")


def answer_box(page):
    return page.split('class="search-answer"')[1].split("</li>")[0]


def test_a_muestra_the_table_cannot_deal_gets_no_ladder(client):
    """Four players play Paulo with oros and bastos: copas cannot be turned (the API refuses the position).
    Lanjarón's deck keeps copas with four, so under it the ladder is given, and named."""
    es = engine("triunfos del paulo con muestra de copas 4 jugadores", "es")
    assert "no hay muestra de copas" in es.title and es.lines == ["La baraja lleva copas con 6 u 8 jugadores."]
    assert es.table == "" and es.url == "/es/paulo/#deck"
    _response, page = results(client, "paulo trumps copas 4 players")
    assert "there is no muestra of copas" in page and "four of bastos, three of copas" not in page
    client.cookies["naipes-table-paulo"] = "lanjaron"
    _response, page = results(client, "paulo trumps copas 4 players")
    assert "four of bastos, three of copas" in page and "Table rules: Lanjarón" in page


def test_the_trump_ladder_follows_the_kept_order_and_names_the_table(client):
    _response, standard = results(client, "paulo trumps copas", "es")
    assert "cuatro de bastos, tres de copas, caballo de oros" in standard and "Reglas de la mesa" not in standard
    client.cookies["naipes-table-paulo"] = "durcal"
    _response, durcal = results(client, "paulo trumps copas", "es")
    assert "cuatro de bastos, caballo de oros, tres de copas" in durcal and "Reglas de la mesa: Dúrcal" in durcal


def test_a_kept_table_is_never_served_another_tables_cached_answer(client):
    """The same address under two kept tables: each gets its own answer, and the page varies on the cookie."""
    first, standard = results(client, "how many cards each cirulo 6 players")
    assert "36 cards, 6 each" in standard and "Cookie" in first["Vary"]
    client.cookies["naipes-table-cirulo"] = "sabelotodo"
    again, pack48 = results(client, "how many cards each cirulo 6 players")
    assert "48 cards, 8 each" in pack48 and "Table rules: sabelotodo" in pack48 and "Cookie" in again["Vary"]
    client.cookies["naipes-table-cirulo"] = ""
    assert answer_box(results(client, "how many cards each cirulo 6 players")[1]) == answer_box(standard)


def test_a_links_profile_answers_under_its_table_and_the_judges_link_carries_it(client):
    _response, page = results(client, "4bastos vs 1copas paulo", profile="paulo:lanjaron")
    # Lanjarón's four-player deck holds copas: the position needs four players, not six, and the judge the table.
    assert "/en/judges/paulo/trick/?led=4B&amp;cards=1C&amp;players=4&amp;profile=paulo%3Alanjaron" in page
    assert "Table rules: Lanjarón" in page and 'name="profile" value="paulo:lanjaron"' in page
    _response, plain = results(client, "4bastos vs 1copas paulo")
    assert "players=6" in answer_box(plain) and "profile=" not in answer_box(plain)


def test_a_table_that_changes_nothing_asked_is_not_named(client):
    client.cookies["naipes-table-paulo"] = "durcal"  # Dúrcal deals the standard deck
    _response, page = results(client, "how many cards each paulo 4 players")
    assert "4 players: 20 cards (oros and bastos), 5 each" in page and "Table rules" not in page


@pytest.mark.parametrize(("query", "lang", "title"), [
    ("cuanto vale la sota en el cirulo", "es", "En el cirulo, la sota de oros cuesta 10 tantos."),
    ("cuanto vale 10copas cirulo", "es", "En el cirulo solo cuestan tantos los oros: la sota de copas no cuesta nada."),
    ("cuanto vale la sota en el tute", "es", "En el tute, la sota vale 2 puntos."),
    ("cuanto vale el caballo en el tute", "es", "En el tute, el caballo vale 3 puntos."),
    ("how much is the sota worth in tute", "en", "In Tute the sota is worth 2 points."),
    ("value of 10copas cirulo", "en", "In Cirulo only the oros cost tantos: the sota (jack) of copas costs nothing."),
])
def test_the_sota_takes_la_and_every_other_card_el(query, lang, title):
    assert engine(query, lang).title == title


@pytest.mark.parametrize(("game", "lang", "title"), [
    ("cirulo", "en", "Under these rules no deck of Cirulo holds nine of copas and rey (king) of copas."),
    ("tute", "es", "Con estas reglas, ninguna baraja de Tute lleva nueve de copas y rey de copas."),
])
def test_a_position_with_a_card_the_pack_lacks_is_said_so_not_sent_to_a_judge(client, game, lang, title):
    assert engine(f"9copas vs 12copas {game}", lang).title == title
    client.cookies["naipes-table-cirulo"] = "sabelotodo"  # the 48-card pack has the nines
    if game == "cirulo":
        _response, page = results(client, "9copas vs 12copas cirulo", lang)
        assert "/en/judges/cirulo/trick/?led=9C&amp;cards=12C" in page and "Table rules: sabelotodo" in page
