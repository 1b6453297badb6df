"""The production recipe with a proxy in front: Debian's nginx with ``deploy/nginx/naipes.conf`` (only its
ports and paths replaced, :mod:`bench.proxy`) before a real gunicorn of the site.

nginx keeps and serves what is the same for everyone (rule pages, cheat sheets, the glossary, the card
sheet, the bank page; static files straight from their folder), passes through every request with a cookie
a page may depend on (a kept table, a seat in a class, a learner, a session) and every page with a CSRF
form, and shows a changed page after the deploy's purge. gunicorn's access log says which requests
reached it.
"""

from __future__ import annotations

import gzip
import re
import shutil
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest
from django.db import connection

from bench.proxy import RECIPE, nginx, nginx_binary, purge
from bench.servers import ROOT, free_port, gunicorns

pytestmark = pytest.mark.django_db(transaction=True)

SAME_FOR_EVERYONE = ["/es/paulo/", "/en/paulo/cheatsheet/", "/es/glossary/", "/en/cards/", "/es/trainers/bank/"]


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    @property
    def cache(self) -> str:
        return self.headers.get("x-cache-status", "")

    @property
    def text(self) -> str:
        raw = gzip.decompress(self.body) if self.headers.get("content-encoding") == "gzip" else self.body
        return raw.decode()


@dataclass
class Proxy:
    base: str
    app_log: Path
    cache: Path
    content: Path

    def get(self, path: str, cookie: str = "", gzipped: bool = True, htmx: bool = False) -> Answer:
        request = urllib.request.Request(self.base + path)
        if gzipped:
            request.add_header("Accept-Encoding", "gzip")
        if cookie:
            request.add_header("Cookie", cookie)
        if htmx:
            request.add_header("HX-Request", "true")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return Answer(response.status, {k.lower(): v for k, v in response.headers.items()}, response.read())
        except urllib.error.HTTPError as exc:
            return Answer(exc.code, {k.lower(): v for k, v in exc.headers.items()}, exc.read())

    def app_hits(self, path: str) -> int:
        """How many requests for ``path`` gunicorn has answered (its access log; a line is written just after
        the answer is sent, so it is read until it stays the same for half a second)."""
        readings: list[int] = []
        while len(readings) < 3 or len(set(readings[-3:])) > 1:  # the same for half a second
            readings.append(self.app_log.read_text(errors="replace").count(f'"GET {path} HTTP'))
            time.sleep(0.25)
        return readings[-1]


def _database_url() -> str:
    db = connection.settings_dict
    if connection.vendor == "postgresql":
        return f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
    return f"sqlite:///{db['NAME']}"


@pytest.fixture(scope="module")
def proxy(django_db_setup, django_db_blocker, tmp_path_factory):
    if nginx_binary() is None:
        pytest.skip("nginx is not installed (`make test` installs it)")
    folder = tmp_path_factory.mktemp("nginx")
    content = folder / "content"
    shutil.copytree(ROOT / "content", content)
    env = {"DJANGO_SETTINGS_MODULE": "tests.deploy.nginx_settings", "DATABASE_URL": _database_url(),
           "LOG_LEVEL": "WARNING", "NAIPES_TEST_CONTENT_DIR": str(content)}
    with django_db_blocker.unblock():
        connection.close()  # the server's connections only, while it starts
    with gunicorns(1, env, workers=1, logs=folder) as (app,), \
            nginx(app.removeprefix("http://"), ROOT / "static", folder / "nginx", free_port()) as base:
        yield Proxy(base, folder / "a.log", folder / "nginx" / "cache", content)


@pytest.mark.parametrize("path", SAME_FOR_EVERYONE)
def test_a_page_the_same_for_everyone_is_served_by_nginx_without_reaching_gunicorn(proxy, path):
    first = proxy.get(path)
    assert first.status == 200 and first.cache == "MISS", path
    reached = proxy.app_hits(path)
    again = proxy.get(path)
    assert again.cache == "HIT" and again.body == first.body
    with_csrf_cookie = proxy.get(path, cookie="csrftoken=abcdefghijklmnopqrstuvwxyz012345; django_language=en")
    assert with_csrf_cookie.cache == "HIT" and with_csrf_cookie.body == first.body
    plain = proxy.get(path, gzipped=False)  # a copy of its own, not compressed
    assert "content-encoding" not in plain.headers and plain.text == first.text
    assert proxy.get(path, gzipped=False).cache == "HIT"
    assert proxy.app_hits(path) == reached + 1  # the plain copy's first request only
    assert again.headers["x-request-id"] != first.headers["x-request-id"]  # each answer its own id


def test_a_kept_table_passes_through_and_gets_its_own_page(proxy):
    standard = proxy.get("/es/paulo/")
    assert proxy.get("/es/paulo/").cache == "HIT"
    reached = proxy.app_hits("/es/paulo/")
    for _ in range(2):
        kept = proxy.get("/es/paulo/", cookie="csrftoken=abcdefghijklmnopqrstuvwxyz012345; naipes-table-paulo=lanjaron")
        assert kept.status == 200 and kept.cache == "BYPASS"
        assert kept.body != standard.body and "Lanjarón" in kept.text
    assert proxy.app_hits("/es/paulo/") == reached + 2
    after = proxy.get("/es/paulo/")  # the table's page was not kept for the others
    assert after.cache == "HIT" and after.body == standard.body


@pytest.mark.parametrize("cookie", ["naipes_seat=a-seat-of-a-live-class", "naipes_learner=a-learner",
                                    "sessionid=a-teachers-session", "csrftoken=abc; naipes_seat=a-seat"])
def test_a_class_seat_a_learner_or_a_session_passes_through(proxy, cookie):
    proxy.get("/en/tute/")
    reached = proxy.app_hits("/en/tute/")
    answer = proxy.get("/en/tute/", cookie=cookie)
    assert answer.status == 200 and answer.cache == "BYPASS"
    assert proxy.app_hits("/en/tute/") == reached + 1


@pytest.mark.parametrize("path", ["/es/classroom/", "/en/counters/", "/es/paulo/table/"])
def test_a_page_with_a_csrf_form_is_never_kept(proxy, path):
    tokens = []
    for cookie in ("", "", "csrftoken=abcdefghijklmnopqrstuvwxyz012345"):
        answer = proxy.get(path, cookie=cookie)
        assert answer.status == 200 and answer.cache != "HIT"
        assert "private" in answer.headers["cache-control"]
        tokens.append(re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', answer.text).group(1))
    assert len(set(tokens)) == 3
    assert proxy.app_hits(path) == 3


def test_an_htmx_request_passes_through(proxy):
    proxy.get("/en/glossary/")
    assert proxy.get("/en/glossary/", htmx=True).cache == "BYPASS"


def test_static_files_are_served_from_their_folder(proxy):
    answer = proxy.get("/static/css/site.css", gzipped=False)
    assert answer.status == 200 and answer.body == (ROOT / "static" / "css" / "site.css").read_bytes()
    assert answer.headers["server"].startswith("nginx") and "x-cache-status" not in answer.headers
    assert proxy.app_hits("/static/css/site.css") == 0


def test_a_changed_page_is_seen_after_the_deploys_purge(proxy):
    page = "/en/docena/"
    before = proxy.get(page)
    assert proxy.get(page).cache == "HIT"
    source = proxy.content / "en" / "docena.md"
    source.write_text(source.read_text() + "\nA sentence the new release adds.\n")
    # Until the max-age is over (five minutes), nginx keeps serving what it has...
    kept = proxy.get(page)
    assert kept.cache == "HIT" and kept.body == before.body
    purge(proxy.cache)  # ...and a deploy empties it, as the recipe says
    fresh = proxy.get(page)
    assert fresh.cache == "MISS" and "A sentence the new release adds." in fresh.text
    assert proxy.get(page).cache == "HIT"


def test_the_recipe_trusts_only_the_csrf_and_language_cookies_by_the_names_the_settings_give(settings):
    """Any other cookie sends the request past the cache; the two it trusts are the settings' names."""
    trusted = re.search(r"\(\?:\(\?:([\w|-]+)\)=", RECIPE.read_text()).group(1).split("|")
    assert sorted(trusted) == sorted([settings.CSRF_COOKIE_NAME, settings.LANGUAGE_COOKIE_NAME])
