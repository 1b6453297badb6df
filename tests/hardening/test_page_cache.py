"""Rule pages come from memory already compressed, and a browser that has the page gets a 304."""

import gzip

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
