"""What a shared cache in front of the site (nginx, deploy/nginx/naipes.conf) may keep: only pages that are
the same for everyone say ``public``; a page with a form, one that sets a cookie, and one that says nothing
are ``private``. tests/deploy/test_nginx.py runs the recipe itself."""

from __future__ import annotations

import pytest
from django.core.cache import caches
from django.http import HttpResponse
from django.test import Client

from naipes_site.cache_scope import CacheScopeMiddleware

pytestmark = pytest.mark.django_db

SAME_FOR_EVERYONE = ["/es/paulo/", "/en/tute/cheatsheet/", "/es/glossary/", "/en/glossary/", "/es/cards/",
                     "/en/trainers/bank/"]
WITH_A_FORM = ["/es/classroom/", "/es/counters/", "/es/paulo/table/"]


@pytest.fixture(autouse=True)
def empty_caches():
    for name in ("content", "query_pages"):
        caches[name].clear()


def _directives(response) -> set[str]:
    return {part.strip() for part in response["Cache-Control"].split(",")}


@pytest.mark.parametrize("path", SAME_FOR_EVERYONE)
def test_a_page_the_same_for_everyone_may_be_kept_by_a_shared_cache(path):
    for _ in range(2):  # rendered, then from the page cache
        response = Client().get(path, HTTP_ACCEPT_ENCODING="gzip")
        assert response.status_code == 200
        assert {"public", "max-age=300"} <= _directives(response), path
        assert "Cookie" in response["Vary"] and response["ETag"]
        assert not response.cookies


@pytest.mark.parametrize("path", WITH_A_FORM)
def test_a_page_with_a_form_is_private_with_or_without_the_csrf_cookie(path):
    client = Client()
    for _ in range(2):
        response = client.get(path)
        assert response.status_code == 200
        assert 'name="csrfmiddlewaretoken"' in response.content.decode(), path
        assert "private" in _directives(response) and "public" not in _directives(response), path


def test_a_page_with_the_visitors_own_content_is_private():
    response = Client().get("/es/trainers/")
    assert "private" in _directives(response)


def _answered_with_a_cookie(rf, cache_control: str, cookie: str) -> HttpResponse:
    """What the middleware makes of a page that says ``cache_control`` and sets the cookie ``cookie``."""

    def view(request):
        response = HttpResponse("a page")
        response["Cache-Control"] = cache_control
        response.set_cookie(cookie, "k")
        return response

    return CacheScopeMiddleware(view)(rf.get("/es/"))


def test_a_page_that_sets_a_cookie_is_private_even_if_it_said_public(rf):
    answered = _answered_with_a_cookie(rf, "public, max-age=300", "naipes_learner")
    assert _directives(answered) == {"private", "max-age=300"}


def test_a_rule_page_for_a_kept_table_still_varies_by_cookie():
    client = Client()
    client.cookies["naipes-table-paulo"] = "lanjaron"
    response = client.get("/es/paulo/")
    assert "Cookie" in response["Vary"]


def test_a_page_that_already_keeps_out_of_every_cache_is_left_as_it_said(rf):
    assert _answered_with_a_cookie(rf, "no-store", "csrftoken").get("Cache-Control") == "no-store"
