"""A request handed straight to the WSGI application, as gunicorn hands it, for the in-process cost tools
(:mod:`bench.answer_cost`, :mod:`bench.live_cost`): no network, no client sharing the cores."""

from __future__ import annotations

import io
import sys


def environ(method: str, path: str, *, cookie: str = "", headers: dict[str, str] | None = None,
            body: bytes = b"") -> dict:
    """The WSGI environ of a request from loopback; ``path`` may carry its query, ``headers`` are named as sent
    (``X-CSRFToken``), and a POST's ``body`` is a urlencoded form."""
    path, _, query = path.partition("?")
    made = {
        "REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": query, "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1", "HTTP_HOST": "127.0.0.1", "REMOTE_ADDR": "127.0.0.1",
        "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
        "wsgi.multithread": False, "wsgi.multiprocess": True, "wsgi.run_once": False, "wsgi.version": (1, 0),
    }
    if cookie:
        made["HTTP_COOKIE"] = cookie
    if method == "POST":
        made.update(CONTENT_TYPE="application/x-www-form-urlencoded", CONTENT_LENGTH=str(len(body)))
    for name, value in (headers or {}).items():
        made["HTTP_" + name.upper().replace("-", "_")] = value
    return made


def call(app, request: dict) -> tuple[int, list[tuple[str, str]], bytes]:
    """The status, the headers as sent (a name may come twice) and the body of ``app``'s answer to ``request``."""
    answered: dict = {}

    def start_response(status: str, headers, exc_info=None) -> None:
        answered["status"], answered["headers"] = int(status[:3]), headers

    chunks = app(request, start_response)
    body = b"".join(chunks)
    if hasattr(chunks, "close"):
        chunks.close()
    return answered["status"], answered["headers"], body
