"""The header's results as you type are a listbox its search box drives (static/js/search.js); the
results page's own list stays a plain list of links."""

import re

import pytest

pytestmark = pytest.mark.django_db


def test_the_headers_results_are_options_of_a_listbox_each_with_its_game_and_kind(client):
    response = client.get("/en/search/", {"q": "trick"},
                          headers={"HX-Request": "true", "HX-Target": "site-search-results"})
    html = response.content.decode()
    assert '<ol class="search-results" role="listbox" id="site-search-listbox" aria-label="Results">' in html
    options = re.findall(r'<a href="[^"]+" role="option" id="(site-search-option-\d+)" aria-selected="false" '
                         r'tabindex="-1" aria-describedby="(site-search-meta-\d+)', html)
    assert options and options[0] == ("site-search-option-1", "site-search-meta-1")
    assert html.count('role="none"') == len(options)  # the list items only hold the options


def test_the_listbox_speaks_the_pages_language(client):
    html = client.get("/es/search/", {"q": "baza"},
                      headers={"HX-Request": "true", "HX-Target": "site-search-results"}).content.decode()
    assert 'aria-label="Resultados"' in html


def test_the_results_pages_own_list_is_plain_links(client):
    page = client.get("/en/search/", {"q": "trick"}).content.decode()
    typed = client.get("/en/search/", {"q": "trick"}, headers={"HX-Request": "true", "HX-Target": "search-results"})
    for html in (page, typed.content.decode()):
        assert 'class="search-results"' in html and 'role="listbox"' not in html and 'role="option"' not in html


def test_every_page_loads_the_script_from_a_file_never_inline(client):
    html = client.get("/es/tute/").content.decode()
    assert re.search(r'<script src="/static/js/search[^"]*\.js" defer></script>', html)
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html)
