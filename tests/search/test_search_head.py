"""A ``HEAD`` of a search answers the headers of its ``GET`` without rendering the results page
(``naipes_site.head``): the CSRF cookie only where the ``GET`` writes the token (a counted search with results
carries it for the click beacon), whether the page is kept already or not."""

from __future__ import annotations

import pytest
from django.core.cache import caches
from django.test import Client

pytestmark = pytest.mark.django_db


def _names(response) -> set[str]:
    return {name.lower() for name in response.headers} - {"content-length", "x-request-id"}


@pytest.mark.parametrize("encoding", ["", "gzip"])
@pytest.mark.parametrize("path", ["/en/search/?q=trumps", "/es/search/?q=triunfo", "/en/search/?q=zzqqxxj",
                                  "/en/search/?q=who+takes+this+trick", "/es/search/", "/en/search/?q=tute&profile=x"])
def test_a_head_of_a_search_renders_nothing_and_answers_the_headers_of_its_get(path, encoding, renders):
    caches["query_pages"].clear()  # the first HEAD finds no page kept
    for _kept in range(2):  # then the GET has kept it
        got = Client().head(path, HTTP_ACCEPT_ENCODING=encoding)
        assert "search/results.html" not in renders and "base.html" not in renders, renders
        page = Client().get(path, HTTP_ACCEPT_ENCODING=encoding)
        assert (got.status_code, _names(got), set(got.cookies)) == (page.status_code, _names(page), set(page.cookies))
        renders.clear()


def test_a_search_with_results_sets_the_csrf_cookie_on_head_as_on_get():
    caches["query_pages"].clear()
    assert "csrftoken" in Client().head("/en/search/?q=trumps").cookies
    assert "csrftoken" in Client().get("/en/search/?q=trumps").cookies
    assert "csrftoken" not in Client().head("/en/search/?q=zzqqxxj").cookies
    assert "csrftoken" not in Client().get("/en/search/?q=zzqqxxj").cookies
