"""A phone (or a browser tab) talking to several app servers in turn, with its own cookies."""

from __future__ import annotations

import http.cookiejar
import itertools
import re
import urllib.error
import urllib.request
from urllib.parse import urlencode


class Phone:
    """Sends every request to the next server of ``servers``: no two requests in a row reach the same
    process, so anything kept in one process's memory shows up as a failure."""

    def __init__(self, servers: list[str]) -> None:
        self.servers = itertools.cycle(servers)
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.used: list[str] = []

    def _open(self, path: str, data: bytes | None = None) -> tuple[int, str, str]:
        base = next(self.servers)
        self.used.append(base)
        # Each server is another host:port; the cookies must follow, as they would behind one nginx.
        for cookie in list(self.jar):
            cookie.domain = "127.0.0.1"
        request = urllib.request.Request(base + path, data=data)
        if data is not None:
            request.add_header("Content-Type", "application/x-www-form-urlencoded")
        try:
            with self.opener.open(request, timeout=30) as response:
                return response.status, response.url, response.read().decode()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.url, exc.read().decode()

    def get(self, path: str) -> tuple[int, str, str]:
        return self._open(path)

    def csrf_cookie(self) -> str:
        """The CSRF cookie's value, which Django also takes as the form's token (for a form the page no
        longer shows)."""
        return next(c.value for c in self.jar if c.name == "csrftoken")

    def post(self, path: str, fields: list[tuple[str, str]]) -> tuple[int, str, str]:
        return self._open(path, urlencode(fields).encode())


def csrf(html: str) -> str:
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
