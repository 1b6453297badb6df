"""The one HTTP session the tool calls platforms with (their key sets, their token and score services), with a
time limit on every call: a slow platform delays one launch or one score, never the whole server."""

from __future__ import annotations

import requests

TIMEOUT = 5.0


class _Session(requests.Session):
    def request(self, method, url, *args, **kwargs):
        kwargs.setdefault("timeout", TIMEOUT)
        return super().request(method, url, *args, **kwargs)


session = _Session()
"""Tests mount the platform under test on it (``session.mount(origin, adapter)``)."""
