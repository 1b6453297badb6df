"""The site's tools are found by what they do, and a rule brought from another game finds the note
that says it is not in this one; neither is read by calling another app's view."""

import re

import pytest

from search.index import search

pytestmark = pytest.mark.django_db


def first(query, lang):
    return search(query, lang).results[0].url


@pytest.mark.parametrize(("query", "lang", "url"), [
    ("join a class code", "en", "/en/join/"),
    ("unirme a una clase con un codigo", "es", "/es/join/"),
    ("review my mistakes", "en", "/en/trainers/review/"),
    ("repasar mis fallos", "es", "/es/trainers/review/"),
    ("play a hand of papayoo", "en", "/en/practice/papayoo/"),
    ("practicar una mano de tute contra la máquina", "es", "/es/practice/tute/"),
    ("keep score tute", "en", "/en/counters/#tute-title"),
    ("llevar la cuenta del tute", "es", "/es/counters/#tute-title"),
])
def test_a_tool_is_found_by_what_it_does(query, lang, url):
    assert first(query, lang) == url


@pytest.mark.parametrize(("query", "lang", "url"), [
    ("escoba cirulo", "es", "/es/glossary/#cirulo-escoba"),
    ("escoba cirulo", "en", "/en/glossary/#cirulo-escoba"),
    ("se puede cambiar el siete por la muestra en el tute", "es", "/es/glossary/#tute-cambiar-siete"),
    ("swap the seven of trumps for the muestra", "en", "/en/glossary/#tute-cambiar-siete"),
])
def test_a_rule_from_another_game_finds_the_not_in_this_game_note(query, lang, url):
    assert first(query, lang) == url


def test_the_note_is_on_the_glossary_page_in_both_languages(client):
    assert "no en el cirulo" in client.get("/es/glossary/").content.decode()
    assert "not in Cirulo" in client.get("/en/glossary/").content.decode()


def test_english_table_words_find_the_spanish_terms():
    assert search("renounce", "en").results[0].url in {"/en/tute/#renuncio", "/en/glossary/#tute-renuncio"}
    assert "/en/glossary/#triunfo" in [r.url for r in search("trump", "en").results[:3]]
    assert search("overtrump", "es").results  # a word of no page finds the term it stands for


def test_a_rule_sections_questions_are_not_shown_to_readers(client):
    html = client.get("/es/tute/").content.decode()
    assert "<!-- asks: cuántos jugadores pueden jugar al tute" in html  # a comment the index reads
    assert "cuántos jugadores pueden jugar" not in re.sub(r"<!--.*?-->", "", html, flags=re.S)


def test_the_index_calls_no_other_apps_view(monkeypatch):
    import django.urls

    from search import index

    def refuse(*args, **kwargs):
        raise AssertionError("the index resolved a page to render it")

    monkeypatch.setattr(django.urls, "resolve", refuse)
    assert index.build() > 0
