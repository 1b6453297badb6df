"""A ``HEAD`` answers the status and the headers of its ``GET`` (RFC 9110 §9.3.2) without rendering the page
where its templates tell those headers (``naipes_site.head``): the CSRF cookie exactly when the ``GET`` sets it,
``Vary``, ``Content-Encoding`` as the ``GET`` is compressed, ``Content-Language``, ``Cache-Control``. Only
``Content-Length`` is left out of an unbuilt page (the length of a body never made; ``docs/production.md``,
"HEAD, 204 and 304 answers carry no body")."""

from __future__ import annotations

import pytest
from django.template import engines
from django.test import Client

from counters.models import PapayooSheet
from naipes_site import head

pytestmark = pytest.mark.django_db

SHEET_TOKEN = "headsheettoken"

PER_REQUEST = [
    "/es/tute/?unknown=1",  # a rule page with a query string of its own is rendered each time
    "/es/trainers/paulo-trumps/",  # a trainer's new question (the layout kept, the question made each time)
    "/en/trainers/tute-trick/?seed=7&level=1",  # a trainer's question by its link
    "/en/trainers/progress/",
    "/es/practice/",
    "/es/practice/tute/?players=4",
    "/en/practice/paulo/?seed=5&players=4&coach=check",
    "/es/practice/docena/?players=4&coach=play",
    "/en/counters/papayoo/{token}/",
    "/en/classroom/",
    "/es/classroom/worksheets/tute/",
    "/es/classroom/live/new/tute/",
    "/es/classroom/sheet/86M-G0C-1SM/",
    "/es/join/",
    "/en/no-such-page-exists/",
]
"""Pages rendered at each request: a ``HEAD`` of them renders no page."""

KEPT = ["/es/tute/", "/en/glossary/", "/en/judges/", "/es/judges/tute/trick/", "/en/", "/es/cards/",
        "/en/counters/", "/es/tute/table/", "/en/trainers/"]
"""Pages kept per process (or per visitor's first visit): a ``HEAD`` answers from the cache, or renders the
page once to keep it."""

API = ["/api/v1/", "/api/v1/trainers/", "/api/v1/paulo/order", "/api/v1/docena/hand?cards=5O,3O,2O",
       "/api/v1/trainers/paulo-trumps/export?level=1&count=3&seed=5&format=csv"]
"""(An answer of a few hundred bytes, such as the API's 404, is compressed only when its random padding leaves it
shorter: its ``GET`` is sometimes compressed and sometimes not, so it is not among them.)"""


@pytest.fixture(autouse=True)
def _sheet():
    PapayooSheet.objects.create(players=["Ana", "Bea", "Cris"], token=SHEET_TOKEN)


def _answer(method: str, path: str, encoding: str):
    client = Client()  # no cookie carried from one request to the next
    return getattr(client, method)(path.format(token=SHEET_TOKEN), HTTP_ACCEPT_ENCODING=encoding)


def _names(response) -> set[str]:
    return {name.lower() for name in response.headers} - {"content-length", "x-request-id"}


def _listed(value: str | None) -> set[str]:
    return {item.strip() for item in (value or "").split(",")}


def _same_as_get(path: str, encoding: str, renders: list[str] | None = None):
    got = _answer("head", path, encoding)
    if renders is not None:
        assert "base.html" not in renders, (path, renders)
    page = _answer("get", path, encoding)
    assert got.status_code == page.status_code, path
    assert _names(got) == _names(page), path
    assert set(got.cookies) == set(page.cookies), path
    for name in ("Content-Type", "Content-Language", "Content-Encoding", "Cache-Control", "Vary"):
        assert _listed(got.get(name)) == _listed(page.get(name)), (path, name)  # a list's order says nothing
    return got


@pytest.mark.parametrize("encoding", ["", "gzip"])
@pytest.mark.parametrize("path", PER_REQUEST)
def test_a_head_of_a_page_made_at_each_request_renders_no_page(path, encoding, renders):
    assert _same_as_get(path, encoding, renders).content == b""


@pytest.mark.parametrize("encoding", ["", "gzip"])
@pytest.mark.parametrize("path", KEPT + API)
def test_a_head_of_a_kept_page_or_the_api_answers_the_headers_of_its_get(path, encoding):
    assert _same_as_get(path, encoding).content == b""


def test_a_head_sets_the_csrf_cookie_exactly_when_its_get_does():
    with_form, without = "/es/join/", "/es/practice/"
    assert "csrftoken" in _answer("get", with_form, "").cookies
    assert "csrftoken" in _answer("head", with_form, "").cookies
    assert "csrftoken" not in _answer("get", without, "").cookies
    assert "csrftoken" not in _answer("head", without, "").cookies


def test_a_head_of_an_unbuilt_page_sends_no_length_and_says_it_compressed_as_its_get():
    got = _answer("head", "/es/join/", "gzip")
    page = _answer("get", "/es/join/", "gzip")
    assert "Content-Length" not in got and "Content-Length" in page
    assert got["Content-Encoding"] == page["Content-Encoding"] == "gzip"


def _template(text: str):
    return engines["django"].from_string(text).template


@pytest.mark.parametrize(("text", "context", "expected"), [
    ("<form>{% csrf_token %}</form>", {}, head.YES),
    ("<p>{{ other }}</p>", {}, head.NO),
    ("{% if shown %}{% csrf_token %}{% endif %}", {"shown": True}, head.YES),
    ("{% if shown %}{% csrf_token %}{% endif %}", {"shown": False}, head.NO),
    ("{% if a %}x{% elif b %}<i data-t='{{ csrf_token }}'>{% endif %}", {"a": False, "b": 1}, head.YES),
    ("{% with shown=flag %}{% if shown %}{% csrf_token %}{% endif %}{% endwith %}", {"flag": ""}, head.NO),
    ("{% url 'home' as here %}{% if here %}{% csrf_token %}{% endif %}", {}, head.YES),
    ("{% for r in rows %}{% csrf_token %}{% endfor %}", {"rows": []}, head.NO),
    ("{% for r in rows %}{% csrf_token %}{% endfor %}", {"rows": [1]}, head.YES),
    ("{% for r in rows %}{% if r %}{% csrf_token %}{% endif %}{% endfor %}", {"rows": [0, 1]}, head.YES),
    ("{% for r in rows %}{% if r %}{% csrf_token %}{% endif %}{% endfor %}", {"rows": [0, 0]}, head.NO),
    ("{% for a, b in rows %}{% if b %}{% csrf_token %}{% endif %}{% endfor %}", {"rows": [(1, 0)]}, head.NO),
    ("{% for r in rows %}{% if forloop.last %}{% csrf_token %}{% endif %}{% endfor %}", {"rows": [0]}, head.YES),
    ("{% load cache %}{% cache 5 k %}{% csrf_token %}{% endcache %}", {}, head.MAYBE),
    ("{% include name %}", {"name": "naipes_site/_card_picker_total.html"}, head.NO),
])
def test_whether_a_page_writes_the_token_is_read_from_its_nodes(text, context, expected, rf):
    assert head.asks_token(_template(text), context, rf.get("/")) == expected


def test_a_block_of_a_page_overrides_the_layouts():
    page = _template('{% extends "base.html" %}{% block content %}{% csrf_token %}{% endblock %}')
    assert head.is_page(page)
    assert head._Walk(None).template(page) == head.YES
    assert not head.is_page(_template("<p>a fragment</p>"))
