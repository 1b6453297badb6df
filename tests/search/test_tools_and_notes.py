"""The site's tools are found by what they do, and a rule brought from another game finds the note
that says it is not in this one (those questions are rows of the search table, ``tests/search/queries.py``);
neither is read by calling another app's view."""

import re

import pytest

from search.index import search

pytestmark = pytest.mark.django_db


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
