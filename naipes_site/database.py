"""Read the database from a `DATABASE_URL` such as `sqlite:///path` or `postgres://user:pw@host:5432/name`."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit


def database_from_url(url: str | None, default_sqlite: Path) -> dict[str, object]:
    """Django's DATABASES entry for ``url``; SQLite in the project folder when ``url`` is empty.

    >>> database_from_url("postgres://u:p%40ss@db:5433/naipes", Path("x"))["PASSWORD"]
    'p@ss'
    >>> database_from_url("sqlite:////tmp/n.db", Path("x"))["NAME"]
    '/tmp/n.db'
    """
    if not url:
        return {"ENGINE": "django.db.backends.sqlite3", "NAME": str(default_sqlite)}
    parts = urlsplit(url)
    if parts.scheme == "sqlite":
        # sqlite:///relative.db and sqlite:////absolute/path.db, as dj-database-url reads them.
        return {"ENGINE": "django.db.backends.sqlite3", "NAME": unquote(parts.path[1:]) or str(default_sqlite)}
    if parts.scheme in {"postgres", "postgresql", "pgsql"}:
        return {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": unquote(parts.path.lstrip("/")),
            "USER": unquote(parts.username or ""),
            "PASSWORD": unquote(parts.password or ""),
            "HOST": parts.hostname or "",
            "PORT": str(parts.port or ""),
            "CONN_MAX_AGE": 60,
        }
    raise ValueError(f"Unsupported DATABASE_URL scheme: {parts.scheme!r}")
