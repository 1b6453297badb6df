"""Logging for the shipped settings: one line a record on stderr (which gunicorn and systemd keep),
each with the id of the request it belongs to.

Records carry the path, never the query string, the body, cookies or the client's address: those may
hold personal data (player names) or secrets (tokens).
"""

from __future__ import annotations

import logging
from contextvars import ContextVar

request_id_var: ContextVar[str] = ContextVar("request_id", default="-")


class RequestIdFilter(logging.Filter):
    """Adds ``request_id`` to every record (``-`` outside a request)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "request_id"):
            request = getattr(record, "request", None)
            record.request_id = getattr(request, "id", None) or request_id_var.get()
        return True


def logging_config(level: str = "INFO") -> dict[str, object]:
    """``LOGGING``: everything to stderr; Django's request log only for server errors (5xx)."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"request_id": {"()": "naipes_site.logs.RequestIdFilter"}},
        "formatters": {
            "line": {"format": "%(asctime)s %(levelname)s %(name)s request_id=%(request_id)s %(message)s"},
        },
        "handlers": {
            "stderr": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                "filters": ["request_id"],
                "formatter": "line",
            },
        },
        "root": {"handlers": ["stderr"], "level": level},
        "loggers": {
            # Handlers only on the root: the django loggers propagate to it (and to pytest's caplog).
            "django": {"handlers": [], "level": level, "propagate": True},
            # 4xx are the client's business, and a fuzzer sends thousands: only 5xx are logged.
            "django.request": {"handlers": [], "level": "ERROR", "propagate": True},
            "django.server": {"handlers": [], "level": "ERROR", "propagate": True},
        },
    }
