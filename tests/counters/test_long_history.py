"""A sheet costs the same after ten changes as after a thousand: its page and its poll list the latest
versions only, read no snapshot, and the older versions come a page at a time, with htmx or without it.
A shared link left open all season must not make the sheet slower for everybody at the table."""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from bench.sheet_bench import build_history, papayoo_sheet
from counters.history import RECENT
from tests.counters.conftest import current

pytestmark = pytest.mark.django_db


def shape(response) -> bytes:
    """The page with every number made one digit (version 1,003 and version 13 take the same room), and
    without the CSRF tokens (masked afresh on every page) or the words of each version (an undo's line
    is longer than an edit's)."""
    html = re.sub(rb'name="csrfmiddlewaretoken" value="[^"]+"', b"", response.content)
    html = re.sub(rb'<span class="what">[^<]*</span>', b"", html)
    return re.sub(rb"\d+", b"0", html)


def sheet_with(changes: int):
    sheet = papayoo_sheet()
    build_history(sheet, changes)
    return sheet


def drawn(client, url: str) -> tuple[int, int, bool]:
    """How many queries drawing ``url`` takes, how long the page is, and whether a snapshot was read."""
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200
    snapshots = any('"before"' in q["sql"].split(" FROM ")[0] for q in queries.captured_queries)
    return len(queries), len(shape(response)), snapshots


@pytest.mark.parametrize("address", ["", "live/?since=1"])
def test_the_page_and_its_poll_cost_the_same_after_10_and_1000_changes(client, address, django_assert_num_queries):
    sheet = sheet_with(10)
    url = f"/en/counters/papayoo/{sheet.token}/{address}"
    client.get(url)  # the first request fills the site's own caches
    queries, size, snapshots = drawn(client, url)
    assert not snapshots, "a snapshot was read to draw the page"
    build_history(sheet, 990)
    with django_assert_num_queries(queries):
        assert drawn(client, url) == (queries, size, False)


def test_the_page_lists_the_latest_versions_and_a_link_to_the_older_ones(client):
    sheet = sheet_with(1000)
    html = client.get(f"/en/counters/papayoo/{sheet.token}/").content.decode()
    listed = [int(v) for v in re.findall(r'<li value="(\d+)"', html)]
    assert listed == list(range(sheet.version, sheet.version - RECENT, -1))
    assert "Every change (1000)" in html
    older = re.search(r'href="([^"]+/history/\?before=\d+)"', html).group(1)
    assert f'hx-get="{older}"' in html


def test_older_versions_come_a_page_at_a_time_down_to_the_first(client):
    sheet = sheet_with(2 * RECENT - 3)
    url = f"/es/counters/papayoo/{sheet.token}/history/?before={sheet.version - RECENT + 1}"
    fragment = client.get(url, HTTP_HX_REQUEST="true")
    lines = [int(v) for v in re.findall(r'<li value="(\d+)"', fragment.content.decode())]
    assert lines == [*range(sheet.version - RECENT, 1, -1), 1]  # the rest, and the sheet as it was started
    assert "<html" not in fragment.content.decode() and "HX-Request" in fragment["Vary"]
    # Without JavaScript the same link opens a page of its own, in the page's language, with a way back.
    whole = client.get(url).content.decode()
    assert "<html" in whole and "Versiones anteriores" in whole and "Volver a la hoja" in whole
    assert whole.count("Volver a la versión") == RECENT - 2


def test_an_older_version_listed_on_its_own_page_can_be_put_back(client, papayoo, post_round):
    sheet = papayoo(["Ana", "Bo", "Cy"])
    for _ in range(RECENT + 2):
        post_round(sheet, "C", points_0="100", points_1="100", points_2="50")
        client.post(f"/en/counters/papayoo/{sheet.token}/undo/", {"version": current(sheet)})
    html = client.get(f"/en/counters/papayoo/{sheet.token}/history/?before=4").content.decode()
    assert 'name="wanted" value="2"' in html
    response = client.post(f"/en/counters/papayoo/{sheet.token}/versions/", {"version": current(sheet), "wanted": "2"})
    assert response.status_code == 302 and sheet.round_set.count() == 1


@pytest.mark.parametrize("before", ["", "x", "-5", "9" * 40, "0"])
def test_a_garbled_older_versions_link_still_answers_a_page(client, before):
    sheet = sheet_with(30)
    assert client.get(f"/en/counters/papayoo/{sheet.token}/history/", {"before": before}).status_code == 200
    assert client.get("/en/counters/papayoo/nope/history/").status_code == 404
