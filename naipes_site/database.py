"""Read the database from a `DATABASE_URL` such as `sqlite:///path` or `postgres://user:pw@host:5432/name`."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

SQLITE_OPTIONS = {
    # WAL: readers never wait for the writer. NORMAL sync is safe with WAL (a power cut may lose the
    # last commits, never corrupt the file).
    "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
    # A write transaction takes the lock when it starts: two writers queue up instead of one failing
    # with "database is locked" when it tries to upgrade its read lock.
    "transaction_mode": "IMMEDIATE",
    "timeout": 20,  # seconds a writer waits for the lock before giving up
}


def sqlite(name: str) -> dict[str, object]:
    """Django's entry for the SQLite file ``name``, tuned for several gunicorn workers.

    >>> sqlite("x.db")["OPTIONS"]["transaction_mode"]
    'IMMEDIATE'
    """
    # SQLITE_TUNING=off: Django's defaults, only so that `python -m bench.writers` can measure the difference.
    tuned = os.environ.get("SQLITE_TUNING", "on") != "off"
    entry: dict[str, object] = {"ENGINE": "django.db.backends.sqlite3", "NAME": name,
                                "OPTIONS": dict(SQLITE_OPTIONS) if tuned else {}}
    if tuned:
        entry["ENGINE"] = "naipes_site.sqlite_queue"  # write transactions queue without sleeping
        # Each worker keeps its connection: closing one after every request was a third of a search's
        # time (the last connection to close a WAL database checkpoints it), opening one runs the pragmas.
        entry["CONN_MAX_AGE"] = SQLITE_CONNECTION_SECONDS
    return entry


SQLITE_CONNECTION_SECONDS = 600


def database_from_url(url: str | None, default_sqlite: Path) -> dict[str, Any]:
    """Django's DATABASES entry for ``url``; SQLite in the project folder when ``url`` is empty.

    >>> database_from_url("postgres://u:p%40ss@db:5433/naipes", Path("x"))["PASSWORD"]
    'p@ss'
    >>> database_from_url("sqlite:////tmp/n.db", Path("x"))["NAME"]
    '/tmp/n.db'
    """
    if not url:
        return sqlite(str(default_sqlite))
    parts = urlsplit(url)
    if parts.scheme == "sqlite":
        # sqlite:///relative.db and sqlite:////absolute/path.db, as dj-database-url reads them.
        return sqlite(unquote(parts.path[1:]) or str(default_sqlite))
    if parts.scheme in {"postgres", "postgresql", "pgsql"}:
        return {
            "ENGINE": "naipes_site.postgresql",
            "NAME": unquote(parts.path.lstrip("/")),
            "USER": unquote(parts.username or ""),
            "PASSWORD": unquote(parts.password or ""),
            "HOST": parts.hostname or "",
            "PORT": str(parts.port or ""),
            "CONN_MAX_AGE": 60,
            # A kept connection is checked before a request uses it: after a database restart the first
            # requests of every worker get a new one, not an error. The engine checks it without a round
            # trip (a poll of its socket; naipes_site/postgresql/base.py).
            "CONN_HEALTH_CHECKS": True,
        }
    raise ValueError(f"Unsupported DATABASE_URL scheme: {parts.scheme!r}")


def shared_cache(database: dict[str, object], redis_url: str | None) -> dict[str, object] | None:
    """The ``default`` cache several app servers share: Redis at ``redis_url`` when given, else a table
    of the database when it is PostgreSQL (``manage.py createcachetable``); ``None`` keeps the
    per-process memory cache of a single SQLite server.

    >>> shared_cache({"ENGINE": "django.db.backends.postgresql"}, None)["BACKEND"]
    'django.core.cache.backends.db.DatabaseCache'
    >>> shared_cache({"ENGINE": "x"}, "redis://127.0.0.1:6379/0")["LOCATION"]
    'redis://127.0.0.1:6379/0'
    >>> shared_cache({"ENGINE": "django.db.backends.sqlite3"}, "") is None
    True
    """
    if redis_url:
        return {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": redis_url,
                "KEY_PREFIX": "naipes"}
    if str(database.get("ENGINE", "")).endswith("postgresql"):
        return {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": "naipes_cache"}
    return None
