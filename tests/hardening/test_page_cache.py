"""Rule pages come from memory already compressed, and a browser that has the page gets a 304."""

import gzip
import os

import pytest
from django.core.cache import caches
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def empty_cache():
    caches["content"].clear()


def test_the_rule_page_is_sent_compressed_with_validators_and_cache_control():
    response = Client().get("/es/paulo/", HTTP_ACCEPT_ENCODING="gzip, br")
    assert response.status_code == 200
    assert response["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response["Vary"]
    assert response["ETag"].startswith('"') and response["Last-Modified"]
    assert "max-age=" in response["Cache-Control"]
    assert b"<h1" in gzip.decompress(response.content)


def test_the_same_bytes_come_twice_and_plain_to_a_client_without_gzip():
    client = Client()
    first = client.get("/en/tute/", HTTP_ACCEPT_ENCODING="gzip").content
    assert client.get("/en/tute/", HTTP_ACCEPT_ENCODING="gzip").content == first
    plain = client.get("/en/tute/")
    assert "Content-Encoding" not in plain
    assert plain.content == gzip.decompress(first)


def test_a_browser_that_has_the_page_gets_a_304():
    client = Client()
    etag = client.get("/es/cirulo/")["ETag"]
    again = client.get("/es/cirulo/", HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again.content == b""
    changed = client.get("/es/cirulo/", HTTP_IF_NONE_MATCH='"something-else"')
    assert changed.status_code == 200


def test_if_modified_since_gets_a_304_too():
    client = Client()
    modified = client.get("/es/docena/")["Last-Modified"]
    assert client.get("/es/docena/", HTTP_IF_MODIFIED_SINCE=modified).status_code == 304


def test_languages_and_pages_are_kept_apart():
    client = Client()
    es, en = client.get("/es/papayoo/").content, client.get("/en/papayoo/").content
    assert b'lang="es"' in es and b'lang="en"' in en
    assert client.get("/es/papayoo/cheatsheet/").content != es


def test_a_page_with_a_query_is_rendered_afresh_and_not_kept():
    client = Client()
    with_query = client.get("/es/paulo/?utm=x").content.decode()
    assert "utm=x" in with_query  # the language switch keeps the query
    assert "utm=x" not in client.get("/es/paulo/").content.decode()


def test_the_cache_is_keyed_by_host():
    client = Client()
    assert b"http://localhost/" in client.get("/es/paulo/", HTTP_HOST="localhost").content
    assert b"http://127.0.0.1/" in client.get("/es/paulo/", HTTP_HOST="127.0.0.1").content


# From the third request on, a warm page is answered above the rest of the middleware
# (naipes_site.page_cache.CachedPageMiddleware): it must be the very answer the whole stack gives.

def _warm(client, path, **headers):
    client.get(path, **headers)  # rendered and kept
    return client.get(path, **headers)  # a hit: the whole stack runs and its headers are recorded


def _headers(response):
    return {name: value for name, value in response.items() if name != "X-Request-ID"}


@pytest.mark.parametrize("path", ["/es/paulo/", "/en/papayoo/", "/es/tute/cheatsheet/"])
@pytest.mark.parametrize("encoding", ["gzip", ""])
def test_the_quick_answer_is_the_whole_stacks_answer(path, encoding):
    client = Client()
    whole = _warm(client, path, HTTP_ACCEPT_ENCODING=encoding)
    quick = client.get(path, HTTP_ACCEPT_ENCODING=encoding)
    assert quick.content == whole.content
    assert _headers(quick) == _headers(whole)
    assert quick["Content-Security-Policy"] and quick["X-Frame-Options"] and quick["Content-Language"]


@pytest.fixture
def stack_runs(monkeypatch):
    """How many requests reached the language middleware, which sits below the quick answer."""
    from django.middleware.locale import LocaleMiddleware

    calls = []
    real = LocaleMiddleware.process_request
    monkeypatch.setattr(LocaleMiddleware, "process_request", lambda self, request: calls.append(1) or real(self, request))
    return calls


def test_a_warm_page_skips_the_stack_and_still_answers_304(stack_runs):
    client = Client()
    etag = _warm(client, "/en/cirulo/")["ETag"]
    assert len(stack_runs) == 2
    assert client.get("/en/cirulo/").status_code == 200
    again = client.get("/en/cirulo/", HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again.content == b"" and again["Content-Length"] == "0"
    assert client.head("/en/cirulo/").status_code == 200
    assert len(stack_runs) == 2


def test_htmx_other_queries_and_other_pages_take_the_long_way(stack_runs):
    client = Client()
    _warm(client, "/es/docena/")
    client.get("/es/docena/", HTTP_HX_REQUEST="true")
    client.get("/es/docena/?utm=x")
    client.post("/es/docena/")
    client.get("/es/trainers/progress/")  # a learner's own page, never kept
    assert len(stack_runs) == 2 + 4


def test_an_edited_page_is_rendered_again(stack_runs):
    from naipes_site import content

    source = content.source_path("es", "paulo")
    client = Client()
    _warm(client, "/es/paulo/")
    before = source.stat()
    try:
        os.utime(source, ns=(before.st_atime_ns, before.st_mtime_ns + 1_000_000_000))
        client.get("/es/paulo/")
    finally:
        os.utime(source, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert len(stack_runs) == 3
