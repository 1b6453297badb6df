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


class ClientErrorFilter(logging.Filter):
    """A request refused as the client's fault (too many fields, too large a body, a suspicious name: Django's
    ``SuspiciousOperation``, answered 400) is logged by Django's security loggers as an ERROR with its
    traceback. Here it becomes the client error it is: one WARNING line, so that a real 500 stands out."""

    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if record.name.startswith("django.security.") and isinstance(status, int) and status < 500:
            kind = record.name.rsplit(".", 1)[-1]
            path = getattr(getattr(record, "request", None), "path", "")
            record.msg, record.args = "client error %s %s: %s path=%s", (status, kind, record.getMessage(), path)
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.exc_info, record.exc_text, record.stack_info = None, None, None
            return logging.getLogger().getEffectiveLevel() <= logging.WARNING
        return True


def logging_config(level: str = "INFO") -> dict[str, object]:
    """``LOGGING``: everything to stderr; Django's request log only for server errors (5xx)."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"request_id": {"()": "naipes_site.logs.RequestIdFilter"},
                    "client_errors": {"()": "naipes_site.logs.ClientErrorFilter"}},
        "formatters": {
            "line": {"format": "%(asctime)s %(levelname)s %(name)s request_id=%(request_id)s %(message)s"},
        },
        "handlers": {
            "stderr": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                "filters": ["client_errors", "request_id"],
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
