"""An open score sheet's unchanged poll is answered before the middleware stack, exactly as the view would
answer it: one indexed query of the sheet's version and the headers the stack gave the first such answer,
never a session, a CSRF check or the whole sheet loaded. A changed sheet, an unknown link or a garbled one goes
to the view as before (counters/quick_polls.py)."""

import pytest

from counters import quick_polls
from tests.counters.conftest import current
from tests.unchanged_polls import answered_alike

pytestmark = [pytest.mark.django_db, pytest.mark.postgres]

FOUR = ["Emma", "Nico", "Carmen", "Léa"]


@pytest.fixture(autouse=True)
def _nothing_recorded():
    quick_polls._stack_headers.clear()


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("view", [False, True])
def test_an_unchanged_sheet_poll_is_answered_without_the_stack_with_the_stacks_headers(
        papayoo, client, lang, view, sessions_opened, django_assert_num_queries):
    sheet = papayoo(FOUR, lang=lang)
    live = (f"/{lang}/counters/papayoo/view/{sheet.view_token}/live/" if view
            else f"/{lang}/counters/papayoo/{sheet.token}/live/")
    since = {"since": current(sheet)}
    first = client.get(live, since)  # the long way, once: its headers are recorded
    assert first.status_code == 204 and first["Content-Language"] == lang
    assert "Content-Security-Policy" in first and first["Cache-Control"] == "no-cache"
    sessions_opened.clear()
    with django_assert_num_queries(1):
        quick = client.get(live, since)
    assert sessions_opened == []
    answered_alike(first, quick)
    assert quick["ETag"] == f'"{current(sheet)}-{lang}-{"view" if view else "edit"}"'
    first_304 = client.get(live, HTTP_IF_NONE_MATCH=quick["ETag"])
    with django_assert_num_queries(1):
        again = client.get(live, HTTP_IF_NONE_MATCH=f'"old", {quick["ETag"]}')
    assert first_304.status_code == again.status_code == 304 and sessions_opened == []
    assert again["ETag"] == quick["ETag"]


def test_a_changed_sheet_is_answered_by_the_view_with_the_page(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    live = f"/en/counters/papayoo/{sheet.token}/live/"
    before = current(sheet)
    client.get(live, {"since": before})
    post_round(sheet, "C", points_0="30", points_1="72", points_2="68", points_3="80")
    assert client.get(live, {"since": before + 1}).status_code == 204
    changed = client.get(live, {"since": before})
    assert changed.status_code == 200 and f"since={before + 1}" in changed.content.decode()
    assert changed["ETag"] == f'"{before + 1}-en-edit"'
    assert client.get(live, HTTP_IF_NONE_MATCH=f'"{before}-en-edit"').status_code == 200


def test_a_poll_of_no_sheet_or_of_another_language_is_the_views(papayoo, client):
    sheet = papayoo(FOUR)
    client.get(f"/en/counters/papayoo/{sheet.token}/live/", {"since": current(sheet)})
    assert client.get("/en/counters/papayoo/NoSuchSheet/live/", {"since": "1"}).status_code == 404
    assert client.get("/en/counters/papayoo/bad%00link/live/", {"since": "1"}).status_code == 404
    assert client.get("/en/counters/nogame/x/live/", {"since": "1"}).status_code == 404
    # A Papayoo link under another game's address is no sheet of that game.
    assert client.get(f"/en/counters/paulo/{sheet.token}/live/", {"since": current(sheet)}).status_code == 404
    # The ETag names the language: a page drawn in Spanish quoting it in English is answered anew.
    assert client.get(f"/en/counters/papayoo/{sheet.token}/live/",
                      HTTP_IF_NONE_MATCH=f'"{current(sheet)}-es-edit"').status_code == 200


def test_every_game_answers_its_unchanged_poll_in_one_query(papayoo, paulo, client, django_assert_num_queries):
    response = client.post("/en/counters/tute/", {"player": ["Ana", "Bea", "Carmen"], "muestra": "yes",
                                                  "tute": "source", "ties": "shared", "ending": "deals"})
    tute = response["Location"]
    board = paulo()
    for page, version in ((tute, 1), (f"/en/counters/paulo/{board.token}/", current(board))):
        client.get(f"{page}live/", {"since": version})
        client.get(f"{page}live/", {"since": version})
        with django_assert_num_queries(1):
            assert client.get(f"{page}live/", {"since": version}).status_code == 204
