"""A shared link can no longer erase a sheet: every version is kept and can be put back, an undo can be
redone, a view-only link shows the sheet with no form, and open pages refresh themselves cheaply: the
share links, the live refresh, the running total and the undo messages."""

import re

import pytest

from counters.models import Change
from tests.counters.conftest import current, text

pytestmark = pytest.mark.django_db

FOUR = ["Emma", "Nico", "Carmen", "Léa"]


def play(post_round, sheet, rounds: int) -> None:
    for first in range(rounds):
        post_round(sheet, "C", points_0=str(10 * (first + 1)), points_1="0", points_2="0",
                   points_3=str(250 - 10 * (first + 1)))


def firsts(sheet) -> list[int]:
    return [r.scores[0] for r in sheet.round_set.all()]


def test_a_stranger_empties_a_five_round_sheet_with_five_undos_and_it_is_restorable(papayoo, post_round, client):
    sheet = papayoo(FOUR, rounds="8")
    play(post_round, sheet, 5)
    full = current(sheet)
    for _ in range(5):
        assert client.post(f"/en/counters/papayoo/{sheet.token}/undo/", {"version": current(sheet)}).status_code == 302
    assert firsts(sheet) == []
    # Each undo can be redone...
    assert client.post(f"/en/counters/papayoo/{sheet.token}/redo/", {"version": current(sheet)}).status_code == 302
    assert firsts(sheet) == [10]
    # ...and the full sheet comes back in one step from the list of versions.
    response = client.post(f"/en/counters/papayoo/{sheet.token}/versions/",
                           {"version": current(sheet), "wanted": full})
    assert response.status_code == 302
    assert firsts(sheet) == [10, 20, 30, 40, 50]
    assert f"Version {full} is back." in text(client.get(response["Location"]))


def test_renaming_the_teams_fifty_times_loses_nothing(paulo, post_hand, client):
    board = paulo()
    for _ in range(3):
        post_hand(board, 0, bets=1)
    with_hands = current(board)
    assert client.post(f"/en/counters/paulo/{board.token}/hands/1/delete/", {"version": current(board)}).status_code == 302
    for n in range(50):
        client.post(f"/en/counters/paulo/{board.token}/teams/",
                    {"version": current(board), "team_a": f"Us {n}", "team_b": "Them"})
    board.refresh_from_db()
    assert board.team_a == "Us 49" and board.hand_set.count() == 2
    assert Change.objects.filter(paulo=board).count() == 3 + 1 + 50  # nothing dropped
    response = client.post(f"/en/counters/paulo/{board.token}/versions/", {"version": current(board), "wanted": with_hands})
    assert response.status_code == 302
    board.refresh_from_db()
    assert board.teams == ("Us", "Them") and board.hand_set.count() == 3


def test_undo_says_which_round_it_undid_in_both_languages(papayoo, post_round, client):
    sheet = papayoo(["Ana", "Bo", "Carmen"], lang="es")
    for _ in range(3):
        post_round(sheet, "C", lang="es", points_0="100", points_1="100", points_2="50")
    response = client.post(f"/es/counters/papayoo/{sheet.token}/undo/", {"version": current(sheet)})
    assert "Ronda 3 deshecha (la que repartió Carmen)." in text(client.get(response["Location"]))
    response = client.post(f"/en/counters/papayoo/{sheet.token}/undo/", {"version": current(sheet)})
    assert "Round 2 undone (dealt by Bo)." in text(client.get(response["Location"]))


def test_redo_after_a_new_change_is_refused_but_the_version_stays_restorable(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    play(post_round, sheet, 2)
    client.post(f"/en/counters/papayoo/{sheet.token}/undo/", {"version": current(sheet)})
    undone_at = current(sheet) - 1  # the version the undone round was part of
    play(post_round, sheet, 1)
    response = client.post(f"/en/counters/papayoo/{sheet.token}/redo/", {"version": current(sheet)})
    assert response.status_code == 400 and "There is nothing to redo" in text(response)
    client.post(f"/en/counters/papayoo/{sheet.token}/versions/", {"version": current(sheet), "wanted": undone_at})
    assert firsts(sheet) == [10, 20]


def test_a_stale_restore_is_refused_and_a_double_tapped_one_counts_once(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    play(post_round, sheet, 2)
    url = f"/en/counters/papayoo/{sheet.token}/versions/"
    stale = client.post(url, {"version": "1", "wanted": "1"})
    assert stale.status_code == 409 and firsts(sheet) == [10, 20]
    version = current(sheet)
    assert client.post(url, {"version": version, "wanted": "1"}).status_code == 302
    again = client.post(url, {"version": version, "wanted": "1"})
    assert again.status_code == 302 and firsts(sheet) == []
    assert Change.objects.filter(papayoo=sheet, kind="restore").count() == 1
    for wanted in ("99", "x", "", "9" * 5000):
        assert client.post(url, {"version": current(sheet), "wanted": wanted}).status_code == 400


def test_the_view_only_link_shows_the_sheet_with_no_form_and_no_edit_link(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    play(post_round, sheet, 1)
    page = client.get(f"/en/counters/papayoo/view/{sheet.view_token}/")
    html = page.content.decode()
    assert page.status_code == 200 and "View only" in text(page)
    assert 'method="post"' not in html and sheet.token not in html  # only the header's search form
    assert '<meta name="robots" content="noindex">' in html
    assert client.get(f"/en/counters/paulo/view/{sheet.view_token}/").status_code == 404
    assert client.get(f"/en/counters/papayoo/view/{sheet.token}/").status_code == 404  # the edit link is not a view link


def test_sheet_pages_carry_noindex_and_both_links(papayoo, paulo, client):
    sheet, board = papayoo(FOUR), paulo()
    for url, view in ((f"/es/counters/papayoo/{sheet.token}/", sheet.view_token),
                      (f"/es/counters/paulo/{board.token}/", board.view_token)):
        html = client.get(url).content.decode()
        assert '<meta name="robots" content="noindex">' in html
        assert f"/view/{view}/" in html and html.count('class="qr"') == 2


def test_the_live_poll_answers_304_or_204_when_nothing_changed_and_the_sheet_when_it_did(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    live = f"/en/counters/papayoo/{sheet.token}/live/"
    first = client.get(live)
    assert first.status_code == 200 and first["ETag"]
    assert client.get(live, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    assert client.get(live, {"since": current(sheet)}).status_code == 204
    play(post_round, sheet, 1)
    assert client.get(live, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 200
    changed = client.get(live, {"since": current(sheet) - 1})
    assert changed.status_code == 200
    assert "A change was saved on another phone" in text(changed)
    assert f"since={current(sheet)}" in changed.content.decode()
    view_live = client.get(f"/en/counters/papayoo/view/{sheet.view_token}/live/", {"since": "1"})
    assert view_live.status_code == 200 and 'method="post"' not in view_live.content.decode()


def test_a_poll_does_not_use_up_the_saved_message(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    response = post_round(sheet, "C", points_0="30", points_1="72", points_2="68", points_3="80")
    client.get(f"/en/counters/papayoo/{sheet.token}/live/", {"since": "1"})
    assert "Round 1 saved." in text(client.get(response["Location"]))


def test_the_picker_counts_what_is_picked_and_what_is_missing(papayoo, client):
    sheet = papayoo(FOUR)
    tally = client.get(f"/en/counters/papayoo/{sheet.token}/rounds/tally/",
                       {"die": "H", "cards_1": ["20P", "19P", "7H"], "points_0": "100", "points_2": "junk"})
    # Nico: 20 + 19 + the Papayoo (the 7 of the die's suit) 40 = 79; Emma 100 typed; 250 - 179 = 71.
    assert "Nico 79" in text(tally) and "Emma 100" in text(tally)
    assert "Round total: 179" in text(tally) and "71 missing to reach 250" in text(tally)
    over = client.get(f"/es/counters/papayoo/{sheet.token}/rounds/tally/", {"die": "H", "points_0": "260"})
    assert "sobran 10 sobre 250" in text(over)


def test_the_totals_list_shows_every_player_and_the_leader(papayoo, post_round, client):
    eight = ["Ana", "Bo", "Cy", "Di", "Ed", "Fa", "Gil", "Hu"]
    sheet = papayoo(eight)
    post_round(sheet, "C", **{f"points_{s}": str(p) for s, p in enumerate([35, 35, 35, 35, 35, 35, 30, 10])})
    html = client.get(f"/en/counters/papayoo/{sheet.token}/").content.decode()
    standings = html[html.index('id="standings"'):html.index("</section>", html.index('id="standings"'))]
    assert standings.count('<li class="standing') == 8
    assert re.search(r'data-player="Hu"><span class="who">Hu</span> <span class="points">10</span> <span class="badge">leads', standings)


def test_after_the_end_nothing_says_leading_or_to_go(papayoo, post_round, paulo, post_hand, client):
    sheet = papayoo(["Ana", "Bo", "Cy"], lang="es", rounds="1")
    post_round(sheet, "C", lang="es", points_0="100", points_1="100", points_2="50")
    page = text(client.get(f"/es/counters/papayoo/{sheet.token}/"))
    assert "Fin de la partida" in page and "Va ganando" not in page
    board = paulo(lang="es", team_a="Nosotros", target="1")
    for _ in range(2):
        post_hand(board, 0, bets=8, lang="es")
    page = text(client.get(f"/es/counters/paulo/{board.token}/"))
    assert "Gana la partida: Nosotros" in page
    assert "chinos malos" not in page and "Faltan" not in page
