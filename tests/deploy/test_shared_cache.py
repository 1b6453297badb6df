"""The shared cache: Redis when REDIS_URL is set (a real redis-server on a free loopback port), the
database when PostgreSQL is used, per-process memory only for a single SQLite server."""

from __future__ import annotations

import runpy
import shutil
import socket
import subprocess
import time

import pytest

from bench.servers import free_port
from naipes_site.database import shared_cache
from naipes_site.settings import base as base_settings


def _settings_cache(monkeypatch, env: dict[str, str]) -> str:
    """The default cache the settings module picks in this environment (read afresh, as at start-up)."""
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(base_settings.__file__)["CACHES"]["default"]["BACKEND"]


def test_the_settings_pick_redis_then_the_database_then_memory(monkeypatch):
    assert _settings_cache(monkeypatch, {"REDIS_URL": "redis://127.0.0.1:1/0"}).endswith("RedisCache")
    assert _settings_cache(monkeypatch, {"DATABASE_URL": "postgres://u@127.0.0.1:1/x", "REDIS_URL": ""}).endswith(
        "DatabaseCache")
    assert _settings_cache(monkeypatch, {"DATABASE_URL": "", "REDIS_URL": ""}).endswith("LocMemCache")


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory):
    server = shutil.which("redis-server")
    if server is None:
        pytest.skip("redis-server is not installed (`make test` installs it)")
    port = free_port()
    workdir = tmp_path_factory.mktemp("redis")
    process = subprocess.Popen([server, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no", "--dir", str(workdir)], stdout=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_the_redis_cache_is_shared_between_two_clients(redis_url):
    from django.core.cache.backends.redis import RedisCache

    config = shared_cache({"ENGINE": "django.db.backends.sqlite3"}, redis_url)
    first = RedisCache(config["LOCATION"], {"KEY_PREFIX": config["KEY_PREFIX"]})
    second = RedisCache(config["LOCATION"], {"KEY_PREFIX": config["KEY_PREFIX"]})  # another app server
    first.set("sheet:1", {"rounds": 5}, 30)
    assert second.get("sheet:1") == {"rounds": 5}
    assert second.incr(first.add("hits", 0) and "hits") == 1
    first.delete("sheet:1")
    assert second.get("sheet:1") is None


@pytest.mark.django_db
def test_the_site_serves_pages_with_the_redis_cache(redis_url, client, settings):
    settings.CACHES = {**settings.CACHES, "default": shared_cache({}, redis_url)}
    from django.core.cache import cache, caches

    cache.set("ping", "pong")
    assert cache.get("ping") == "pong"
    assert client.get("/es/").status_code == 200
    caches["content"].clear()
    assert client.get("/es/cirulo/").status_code == 200
    assert cache._cache.get_client().keys("naipes:*page:*")  # the rendered page, for the other servers
