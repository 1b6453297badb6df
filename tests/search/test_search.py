"""Site search: the table of queries, and each promise of the search page on its own."""

import re

import pytest

from search.index import search
from search.models import Entry
from tests.search.queries import ENGLISH, SPANISH

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("query", "first"), SPANISH)
def test_spanish_query_finds_its_answer_first(query, first):
    results = search(query, "es").results
    assert results and results[0].url == f"/es{first}", [r.url for r in results[:3]]


@pytest.mark.parametrize(("query", "first"), ENGLISH)
def test_english_query_finds_its_answer_first(query, first):
    results = search(query, "en").results
    assert results and results[0].url == f"/en{first}", [r.url for r in results[:3]]


def test_the_table_holds_forty_queries_or_more_in_each_language():
    assert len(SPANISH) >= 40 and len(ENGLISH) >= 40


def test_the_index_is_read_from_the_site_not_typed():
    kinds = set(Entry.objects.values_list("kind", flat=True))
    assert {"page", "section", "glossary", "cheatsheet", "trainer", "counter", "judge", "hand"} <= kinds
    # Every rule section found links to an id the rendered page really has.
    tute = Entry.objects.get(lang="es", url="/es/tute/#renuncio")
    assert tute.title == "El renuncio" and tute.game == "tute"


def test_accents_and_case_do_not_matter():
    assert search("QUIEN GANA LA BAZA EN EL TUTE", "es").results[0].url == search(
        "quién gana la baza en el tute", "es").results[0].url
    assert search("calla", "es").results[0].url == search("callá", "es").results[0].url


def test_spanish_and_english_words_are_stemmed():
    def urls(query, lang):
        return [r.url for r in search(query, lang).results[:5]]

    assert urls("jugadores papayoo", "es") == urls("jugador papayoo", "es")
    assert urls("tricks papayoo", "en") == urls("trick papayoo", "en")


def test_the_games_own_words_work_in_either_language():
    def top(query, lang, n=3):
        return [r.url for r in search(query, lang).results[:n]]

    assert "/en/glossary/#triunfo" in top("triunfo", "en")
    assert top("baza", "en", 1) == ["/en/glossary/#baza"]
    assert top("trick", "es", 1) == top("tricks", "es", 1) == ["/es/glossary/#baza"]
    assert "/es/glossary/#triunfo" in top("trump", "es") and "/es/paulo/#trumps" in top("trump", "es", 5)


def test_a_card_is_found_by_name_number_and_code():
    for query in ("cuatro de bastos", "4 de bastos", "4B", "4b"):
        assert search(query, "es").results[0].url == "/es/glossary/#paulo", query
    assert search("four of bastos", "en").results[0].url == "/en/glossary/#paulo"
    assert search("mala", "en").results[0].url == "/en/glossary/#docena-mala"


def test_typos_are_mended_with_a_did_you_mean(client):
    answer = search("papayo", "es")
    assert answer.corrected == "papayoo" and answer.results[0].url == "/es/papayoo/"
    assert search("tutte", "en").corrected == "tute"
    html = client.get("/es/search/", {"q": "tutte"}).content.decode()
    assert "¿Querías decir <strong>tute</strong>?" in html


def test_cirulla_is_told_apart_from_cirulo(client):
    assert search("cirulla", "es").cirulla
    html = client.get("/en/search/", {"q": "Cirulla"}).content.decode()
    assert "Italian capture game" in html and 'href="/en/cirulo/"' in html
    assert "juego italiano" in client.get("/es/search/", {"q": "cirulla"}).content.decode()


def test_titles_and_glossary_terms_rank_above_passing_mentions():
    results = search("andorra", "es").results
    assert results[0].url == "/es/glossary/#paulo-andorra"
    passing = [r for r in results if "andorra" not in r.title.lower()]
    assert passing and all(r.score < results[0].score for r in passing)


def test_each_result_shows_game_title_and_a_highlighted_snippet(client):
    html = client.get("/es/search/", {"q": "robe"}).content.decode()
    assert "Tute · " in html and "<mark>robe</mark>" in html


def test_the_snippet_escapes_the_text_and_the_query(client):
    html = client.get("/es/search/", {"q": "<script>alert(1)</script> baza"}).content.decode()
    assert "<script>alert" not in html
    assert "&lt;script&gt;" in html


def test_results_page_is_not_indexed_and_the_form_is_a_search_landmark(client):
    html = client.get("/en/search/", {"q": "baza"}).content.decode()
    assert '<meta name="robots" content="noindex">' in html
    assert len(re.findall(r'<form[^>]*role="search"', html)) == 2  # the header's and the page's own


def test_every_page_has_the_search_form_in_its_header(client):
    for path in ("/es/", "/en/tute/", "/es/glossary/", "/en/judges/"):
        html = client.get(path).content.decode()
        assert re.search(r'<form class="site-search" role="search" method="get" action="/(es|en)/search/"', html), path


def test_htmx_gets_the_results_alone(client):
    response = client.get("/es/search/", {"q": "baza"}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert "<html" not in html and 'class="search-results"' in html


def test_empty_long_or_odd_queries_never_fail(client):
    for query in ("", "   ", "x" * 5000, "¿¡«»", "4Z 99O", "%00"):
        assert client.get("/es/search/", {"q": query}).status_code == 200


def test_nothing_found_is_said_in_the_page_language(client):
    html = client.get("/es/search/", {"q": "zzqqxx"}).content.decode()
    assert "No hay nada para «zzqqxx»" in html


def test_a_rebuilt_index_is_seen_by_the_next_query():
    from search.index import build

    before = search("renuncio", "es").results[0].url
    build()
    assert search("renuncio", "es").results[0].url == before
