"""Pages the same for everyone with the same address and kept tables are made once per process: the table-rules
chooser and the score sheets' start page (but their CSRF tokens), the compare page, the question bank page, the
glossary and the sheet of cards.
A kept page is the page as rendered; a browser keeping one table, or none, or reading another language, never
gets another's bytes; ``HEAD`` of a kept page renders nothing."""

from __future__ import annotations

import re

import pytest
from django.core.cache import caches
from django.test import Client

from naipes_site import table_rules

pytestmark = pytest.mark.django_db

PAGES = ["/{lang}/tute/table/", "/{lang}/tute/compare/", "/{lang}/trainers/bank/", "/{lang}/glossary/",
         "/{lang}/cards/", "/{lang}/counters/"]
TABLES = ["", "sin-muestra", "f1"]
"""No kept table, a named profile and a custom code (rules-decisions §40)."""

_TOKEN = re.compile(rb'name="csrfmiddlewaretoken" value="[^"]+"')


@pytest.fixture(autouse=True)
def nothing_kept():
    for name in ("content", "query_pages", "template_fragments"):
        caches[name].clear()


def browser(table: str) -> Client:
    client = Client()
    if table:
        client.cookies[table_rules.cookie_name("tute")] = table
    return client


def page(client: Client, address: str) -> bytes:
    response = client.get(address)
    assert response.status_code == 200, address
    return _TOKEN.sub(b"TOKEN", response.content)


@pytest.mark.parametrize("address", PAGES)
def test_a_kept_page_is_the_page_as_rendered(address):
    for lang in ("es", "en"):
        for table in TABLES:
            rendered = page(browser(table), address.format(lang=lang))
            for _ in range(3):  # the second answer is the kept page; the third comes above the middleware
                assert page(browser(table), address.format(lang=lang)) == rendered


@pytest.mark.parametrize("address", PAGES)
def test_each_table_and_language_gets_its_own_page_asked_in_turns(address):
    fresh = {}
    for lang in ("es", "en"):
        for table in TABLES:
            for name in ("content", "query_pages", "template_fragments"):
                caches[name].clear()
            fresh[lang, table] = page(browser(table), address.format(lang=lang))
    for _ in range(3):
        for (lang, table), expected in fresh.items():
            assert page(browser(table), address.format(lang=lang)) == expected, (lang, table)
    assert fresh["es", ""] != fresh["en", ""]


@pytest.mark.parametrize("table", TABLES)
def test_the_chooser_and_the_bank_name_the_kept_table(table):
    kept = table_rules.decode("tute", table) if table else table_rules.standard("tute")
    for _ in range(2):
        chooser = browser(table).get("/en/tute/table/").content.decode()
        assert f"Your table now plays: <strong>{kept.name('en')}</strong>" in chooser
        bank = browser(table).get("/en/trainers/bank/?drill=tute-trick").content.decode()
        assert f'value="{kept.shared if table else ""}" data-filled=' in bank


def test_each_browser_gets_its_own_csrf_token_in_a_kept_chooser_and_it_works():
    first, second = Client(enforce_csrf_checks=True), Client(enforce_csrf_checks=True)
    tokens = []
    for client in (first, second, first):
        html = client.get("/es/tute/table/").content.decode()
        tokens.append(re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1))
    assert tokens[0] != tokens[1]
    sent = second.post("/es/tute/table/", {"profile": "sin-muestra", "csrfmiddlewaretoken": tokens[1]})
    assert sent.status_code == 303 and sent.cookies[table_rules.cookie_name("tute")].value == "sin-muestra"


def test_a_link_with_a_bad_table_is_answered_in_words_and_not_kept(renders):
    for _ in range(2):
        response = Client().get("/en/tute/table/?profile=nonsense")
        assert response.status_code == 400
    assert renders.count("naipes_site/table_rules.html") == 2


@pytest.mark.parametrize("address", PAGES)
def test_a_page_asked_again_renders_nothing_nor_does_head(address, renders):
    client = browser("sin-muestra")
    client.get(address.format(lang="en"))
    assert renders
    renders.clear()
    for _ in range(2):
        assert client.get(address.format(lang="en")).status_code == 200
        response = client.head(address.format(lang="en"))
        assert response.status_code == 200 and response.content == b""
    assert renders == []
