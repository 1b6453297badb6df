"""A drill's file is kept per process once sent, under a key of everything it depends on (drill, level, seed,
count, format, language and table), and ``HEAD`` never builds one: the bank page's download and the API's
export alike. Asked through the WSGI application, as gunicorn asks it (every chunk of the body read)."""

from __future__ import annotations

import gzip
import io
import sys

import pytest
from django.core.wsgi import get_wsgi_application
from django.http import QueryDict
from django.test import RequestFactory

from naipes_site import table_rules
from trainers.bank import download
from trainers.bank.selection import read

pytestmark = pytest.mark.django_db

BANK = "/es/trainers/bank/download/?drill=tute-count&level=2&count=6&seed=5&format=csv&lang=es"
API = "/api/v1/trainers/tute-trick/export?level=1&count=5&seed=9&format=moodle&lang=en"


@pytest.fixture(autouse=True)
def nothing_kept():
    download.kept_files.clear()
    yield
    download.kept_files.clear()


@pytest.fixture
def builds(monkeypatch) -> list[tuple]:
    """Each file whose questions were drawn, as the arguments it was drawn with."""
    drawn: list[tuple] = []
    real = download.drill_selection

    def counted(*args, **kwargs):
        drawn.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(download, "drill_selection", counted)
    return drawn


def ask(method: str, address: str, *, gzipped: bool = False) -> tuple[int, dict[str, str], bytes]:
    """The status, headers and whole body the site sends, read as a WSGI server reads it."""
    path, _, query = address.partition("?")
    environ = {"REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": query, "SERVER_NAME": "testserver",
               "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1", "HTTP_HOST": "testserver",
               "REMOTE_ADDR": "127.0.0.1", "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(),
               "wsgi.errors": sys.stderr, "wsgi.multithread": False, "wsgi.multiprocess": True,
               "wsgi.run_once": False, "wsgi.version": (1, 0)}
    if gzipped:
        environ["HTTP_ACCEPT_ENCODING"] = "gzip"
    answered: dict = {}

    def start_response(status, headers, exc_info=None):
        answered["status"], answered["headers"] = int(status[:3]), dict(headers)

    chunks = get_wsgi_application()(environ, start_response)
    body = b"".join(chunks)
    if hasattr(chunks, "close"):
        chunks.close()
    return answered["status"], answered["headers"], body


@pytest.mark.parametrize("address", [BANK, API])
def test_a_file_asked_again_is_the_same_bytes_and_is_not_drawn_again(builds, address):
    status, headers, first = ask("GET", address)
    assert status == 200 and first
    again_status, again_headers, again = ask("GET", address)
    assert again_status == 200 and again == first
    assert again_headers["Content-Disposition"] == headers["Content-Disposition"]
    assert again_headers["Content-Type"] == headers["Content-Type"]
    assert len(builds) == 1


def test_a_kept_file_sent_compressed_is_the_same_file(builds):
    _, _, plain = ask("GET", API)
    status, headers, packed = ask("GET", API, gzipped=True)
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed) == plain and len(builds) == 1


@pytest.mark.parametrize("address", [BANK, API])
def test_head_builds_no_file_and_sends_no_body(builds, address):
    status, headers, body = ask("HEAD", address)
    assert status == 200 and body == b"" and builds == []
    _, got, _ = ask("GET", address)
    assert headers["Content-Disposition"] == got["Content-Disposition"]
    status, headers, body = ask("HEAD", address)  # once the file is kept, its length is known
    assert status == 200 and body == b"" and len(builds) == 1
    assert int(headers["Content-Length"]) == len(ask("GET", address)[2])


@pytest.mark.parametrize("change", ["level=3", "count=7", "seed=6", "format=json", "lang=en"])
def test_each_part_of_the_selection_gives_its_own_file(builds, change):
    name = change.partition("=")[0]
    other = "&".join(change if part.startswith(name + "=") else part for part in BANK.split("?")[1].split("&"))
    first = ask("GET", BANK)[2]
    second = ask("GET", BANK.split("?")[0] + "?" + other)[2]
    assert second != first and len(builds) == 2
    assert ask("GET", BANK)[2] == first and len(builds) == 2


def test_a_changed_table_code_gives_another_file_and_one_table_spelled_two_ways_shares_one(builds):
    address = "/api/v1/trainers/tute-trick/export?level=1&count=8&seed=9&format=csv&lang=es"
    standard = ask("GET", address)[2]
    named = ask("GET", address + "&profile=sin-muestra")[2]
    custom = ask("GET", address + "&profile=f1")[2]
    assert len({standard, named, custom}) == 3 and len(builds) == 3
    # The profile's options written as a code are that profile (naipes_site.table_rules.decode): the same file.
    assert ask("GET", address + "&profile=tute:m0")[2] == named and len(builds) == 3
    assert ask("GET", address + "&profile=f1")[2] == custom and ask("GET", address)[2] == standard
    assert b"error" not in standard + named + custom


def test_a_download_broken_off_is_not_kept(builds):
    chosen = read(QueryDict(API.partition("?")[2]), lang="es", drill="tute-trick")
    response = download.drill_file(RequestFactory().get(API), chosen, table_rules.standard("tute"))
    next(iter(response.streaming_content))
    response.close()
    ask("GET", API)
    assert len(builds) == 2


def test_the_files_kept_are_bounded_in_bytes_the_least_used_going_first(builds, monkeypatch):
    first, second, third = (BANK.replace("seed=5", f"seed={seed}") for seed in (5, 6, 7))
    ask("GET", first)
    weight = download.kept_files.size
    kept = download._Kept(budget=weight * 5 // 2)  # room for two files of about this weight, not three
    monkeypatch.setattr(download, "kept_files", kept)
    for address in (first, second, first, third):  # the first asked again: the second is the least used
        ask("GET", address)
    assert kept.size <= kept.budget and len(kept.files) == 2
    drawn = len(builds)
    ask("GET", first)
    ask("GET", third)
    assert len(builds) == drawn
    ask("GET", second)
    assert len(builds) == drawn + 1


def test_a_file_too_big_to_keep_is_built_each_time(builds, monkeypatch):
    monkeypatch.setattr(download, "KEPT_UP_TO", 100)
    first = ask("GET", API)[2]
    assert len(first) > 100 and ask("GET", API)[2] == first
    assert len(builds) == 2


def test_a_first_download_is_not_compressed_to_be_kept_until_a_client_takes_gzip(builds):
    plain = ask("GET", API)[2]
    (kept,) = download.kept_files.files.values()
    assert set(kept) == {"plain"} and download.kept_files.size == len(plain)
    status, headers, packed = ask("GET", API, gzipped=True)
    assert status == 200 and headers["Content-Encoding"] == "gzip" and gzip.decompress(packed) == plain
    assert kept["gzip"] == packed and download.kept_files.size == len(plain) + len(packed)
    assert ask("GET", API, gzipped=True)[2] == packed and len(builds) == 1
