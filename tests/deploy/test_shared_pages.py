"""Rule pages rendered by one app server are kept in the cache the servers share (the database's or
Redis), so the others, and every worker that starts, serve them without rendering them again; a server
of another release never reads them."""

from __future__ import annotations

import shutil

import pytest
from django.core.cache import caches
from django.test import Client

from naipes_site import page_cache, release

pytestmark = pytest.mark.django_db


@pytest.fixture
def shared(settings, tmp_path):
    """A default cache on files: like the database's or Redis, every process of the machine sees it."""
    settings.CACHES = {**settings.CACHES, "default": {
        "BACKEND": "django.core.cache.backends.filebased.FileBasedCache", "LOCATION": str(tmp_path / "cache")}}
    caches["content"].clear()
    yield caches["default"]
    caches["content"].clear()


def _another_server():
    caches["content"].clear()  # its own memory is empty


def _render_refused(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("rendered again")
    monkeypatch.setattr("naipes_site.page_views.render", refuse)


def test_a_page_rendered_by_one_server_is_served_by_another_from_the_shared_cache(shared, monkeypatch):
    first = Client().get("/es/paulo/", HTTP_ACCEPT_ENCODING="gzip")
    assert first.status_code == 200
    _another_server()
    _render_refused(monkeypatch)
    again = Client().get("/es/paulo/", HTTP_ACCEPT_ENCODING="gzip")
    plain = Client().get("/es/paulo/")
    assert again.status_code == 200 and again.content == first.content and again["ETag"] == first["ETag"]
    assert plain["ETag"] == first["ETag"] and b"<h1" in plain.content
    assert Client().get("/es/paulo/", HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304


def test_a_server_of_another_release_renders_the_page_itself(shared, monkeypatch):
    Client().get("/en/tute/")
    _another_server()
    monkeypatch.setattr(release, "fingerprint", lambda: "another-release")
    rendered = []
    real = page_cache._entry
    monkeypatch.setattr(page_cache, "_entry", lambda response: rendered.append(1) or real(response))
    assert Client().get("/en/tute/").status_code == 200
    assert rendered == [1]


def test_a_failing_shared_cache_is_a_miss_not_an_error(shared, monkeypatch):
    def down(*args, **kwargs):
        raise ConnectionError("the cache server is away")
    monkeypatch.setattr(shared, "get", down)
    monkeypatch.setattr(shared, "set", down)
    assert Client().get("/es/docena/").status_code == 200


def test_one_server_alone_keeps_its_pages_in_its_own_memory_only(settings):
    settings.CACHES = {**settings.CACHES, "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                                                       "LOCATION": "alone"}}
    assert page_cache._shared() is None


def test_the_release_fingerprint_follows_the_files_bytes_not_their_times(settings, tmp_path, monkeypatch):
    settings.BASE_DIR = tmp_path
    template = tmp_path / "templates" / "page.html"
    template.parent.mkdir()
    template.write_text("<h1>Tute</h1>")
    monkeypatch.setattr(release, "_folders", lambda: [tmp_path / "templates"])

    def taken() -> str:
        release.fingerprint.cache_clear()
        return release.fingerprint()

    first = taken()
    template.touch()
    assert taken() == first  # the same release on another machine
    template.write_text("<h1>Tute y arrastre</h1>")
    assert taken() != first
    release.fingerprint.cache_clear()


def test_the_release_fingerprint_takes_a_content_folder_outside_the_project(settings, tmp_path):
    content = tmp_path / "content"
    shutil.copytree(settings.CONTENT_DIR, content)
    settings.CONTENT_DIR = content
    release.fingerprint.cache_clear()
    try:
        assert len(release.fingerprint()) == 16
    finally:
        release.fingerprint.cache_clear()
