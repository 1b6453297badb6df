"""Whole questions in everyday words, each language: a word that asks for a kind of page (a definition, a
drill, a score sheet), a term in quotes, a game's players' own words (``search/games/<slug>.py``), and the
site's pages that are not rules (the cards, the API, the list of drills, a game's table and compare pages)."""

import pytest

from tests.search.quality import first_link

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "query", "expected"), [
    ("es", "qué significa arrastrar", "/es/glossary/#"),
    ("en", "what does renuncio mean", "/en/glossary/#"),
    ("es", "qué quiere decir la palabra baza", "/es/glossary/#baza"),
    ("en", "what is meant by 'baza' at a spanish table", "/en/glossary/#baza"),
    ("es", "un test de tute para practicar", "/es/trainers/tute-"),
    ("en", "quiz me on papayoo", "/en/trainers/papayoo-"),
    ("es", "apuntar los puntos del papayoo", "/es/counters/#papayoo"),
    ("en", "keep score of a tute game", "/en/counters/#tute"),
])
def test_a_word_that_asks_for_a_kind_of_page_brings_that_kind_first(lang, query, expected):
    assert first_link(query, lang).startswith(expected)


@pytest.mark.parametrize(("lang", "query", "expected"), [
    ("en", "paulo scored in horns", "cuerno"),
    ("en", "the wild card of la docena", "mala"),
    ("es", "el comodín de la docena", "mala"),
])
def test_a_game_s_players_words_find_its_terms(lang, query, expected):
    assert expected in first_link(query, lang)


@pytest.mark.parametrize(("lang", "query", "expected"), [
    ("es", "dibujos de todas las cartas", "/es/cards/"),
    ("en", "pictures of every card", "/en/cards/"),
    ("es", "api json para programadores", "/es/api/"),
    ("en", "api for developers", "/en/api/"),
    ("es", "todos los entrenadores", "/es/trainers/"),
    ("en", "every trainer of the site", "/en/trainers/"),
    ("es", "elegir las reglas de casa del tute", "/es/tute/table/"),
    ("en", "compare house rules of paulo", "/en/paulo/compare/"),
])
def test_the_site_s_pages_that_are_not_rules_are_found(lang, query, expected):
    assert first_link(query, lang) == expected
