"""Every endpoint of the API catalogue, engine and trainers, sent hostile requests: never a 5xx, and
every 4xx in the JSON error shape."""

import gzip
import json
from urllib.parse import quote, urlencode

import pytest
from hypothesis import given, strategies as st

from api import catalog
from tests.fuzz.conftest import no_server_error
from tests.fuzz.strategies import CONTENT_TYPES, FUZZ, headers, query, raw_body, text
from trainers.drills import DRILLS

pytestmark = [pytest.mark.django_db, pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")]


def _params(e) -> list[str]:
    names = [p.name for p in e.params]
    for option in catalog.options(getattr(e, "game", "")) if getattr(e, "game", None) in catalog.GAME_MODULES else ():
        names.append(option)
    return names


def endpoints():
    """(id, method, paths, field names) for every endpoint the catalogue lists."""
    found = [(e.name, e.method, [e.url], _params(e)) for e in catalog.ENDPOINTS]
    slugs = [*sorted(DRILLS), "no-such-trainer", "x" * 300]
    for t in catalog.TRAINER_ENDPOINTS:
        paths = [t.url.replace("<slug>", s) for s in slugs] if "<slug>" in t.url else [t.url]
        found.append((t.name, t.method, paths, [p.name for p in t.params]))
    return found


ENDPOINTS = endpoints()


def test_the_catalogue_and_the_urlconf_agree():
    """The fuzz targets come from the catalogue; each one must resolve to a real view."""
    from django.urls import resolve

    for e in catalog.ENDPOINTS:
        assert resolve(e.url).url_name == e.name
    assert len(ENDPOINTS) == len(catalog.ENDPOINTS) + len(catalog.TRAINER_ENDPOINTS)


def _check_error_shape(response) -> None:
    if response.status_code >= 400 and response["Content-Type"].startswith("application/json"):
        body = response.content
        if response.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        error = json.loads(body)["error"]
        assert set(error["message"]) == {"es", "en"}, error


@pytest.mark.parametrize(("name", "method", "paths", "names"), ENDPOINTS, ids=[e[0] for e in ENDPOINTS])
def test_hostile_requests_never_give_a_server_error(hostile_client, name, method, paths, names):
    @FUZZ
    @given(path=st.sampled_from(paths), body=raw_body(names), pairs=query(names), content_type=CONTENT_TYPES, extra=headers,
           wrong_method=st.booleans())
    def run(path, body, pairs, content_type, extra, wrong_method):
        verb = method if not wrong_method else ("GET" if method == "POST" else "POST")
        if verb == "GET":
            # surrogatepass: a lone surrogate goes out as the (invalid UTF-8) bytes a broken client sends
            response = hostile_client.get(f"{path}?{urlencode(pairs, errors='surrogatepass')}", **extra)
        else:
            response = hostile_client.generic("POST", path, body, content_type=content_type, **extra)
        no_server_error(response, (verb, path, body[:200], pairs))
        _check_error_shape(response)

    run()


@pytest.mark.parametrize("method", ["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "BREW"])
def test_odd_methods_on_every_endpoint(hostile_client, method):
    for _name, _verb, paths, _names in ENDPOINTS:
        no_server_error(hostile_client.generic(method, paths[0]), (method, paths[0]))


@FUZZ
@given(tail=text)
def test_unknown_paths_under_the_api_are_json_404s(hostile_client, tail):
    response = hostile_client.get("/api/v1/" + quote(tail, safe="/?&=", errors="surrogatepass"))
    no_server_error(response, tail)
