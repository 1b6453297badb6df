"""The counters under hostile or clumsy use: double taps, two phones at once, forged and oversized input,
odd Unicode, wrong methods. Each test is the regression test of a bug found by trying it."""

import csv
import io
import re

import pytest

from counters import history
from counters.models import PapayooRound, PapayooSheet, PauloBoard, PauloHand
from tests.counters.conftest import current, saved_after_a_delete, text

pytestmark = pytest.mark.django_db

FOUR = ["Emma", "Nico", "Pat", "Léa"]
ROUND = {"points_0": "30", "points_1": "72", "points_2": "68", "points_3": "80"}
INJECTIONS = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "{{ 7|add:1 }}", "=HYPERLINK(\"x\")"]


def follow(client, response) -> str:
    assert response.status_code == 302, text(response)[:2000]
    return text(client.get(response["Location"]))


# --- The same form sent twice (double tap, resent POST) ----------------------------------------------

@pytest.mark.parametrize(("lang", "change", "told"), [
    # Bug: the second copy of a delete was refused as "someone else changed this sheet".
    ("en", "rounds/1/delete/", "Already saved: the same change was sent twice"),
    ("es", "undo/", "Ya estaba guardado"),
])
def test_a_double_tapped_delete_or_undo_changes_one_round(papayoo, post_round, client, lang, change, told):
    sheet = papayoo(FOUR)
    for _ in range(2):
        post_round(sheet, "C", **ROUND)
    version = current(sheet)
    url = f"/{lang}/counters/papayoo/{sheet.token}/{change}"
    first, second = client.post(url, {"version": version}), client.post(url, {"version": version})
    assert first.status_code == second.status_code == 302
    assert sheet.round_set.count() == 1
    assert told in follow(client, second)


def test_a_double_tapped_hand_is_scored_once(paulo, post_hand, client):
    board = paulo()
    version = current(board)
    assert post_hand(board, 0, bets=1, version=version).status_code == 302
    again = post_hand(board, 0, bets=1, version=version)
    assert board.hand_set.count() == 1
    assert "Already saved" in follow(client, again)


def test_a_stale_change_that_differs_is_still_refused(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    post_round(sheet, "C", **ROUND)
    stale = client.post(f"/en/counters/papayoo/{sheet.token}/undo/", {"version": "1"})
    assert stale.status_code == 409 and "so that was not done" in text(stale)
    assert sheet.round_set.count() == 1


# --- Two phones: the round being edited moves or disappears ------------------------------------------

def test_a_stale_edit_follows_its_round_after_an_earlier_round_is_deleted(papayoo, post_round, client):
    """Bug: phone A edits round 2 while phone B deletes round 1; A's form went to the new round 2 (the
    old round 3), and saving again overwrote that round with A's values."""
    sheet = papayoo(FOUR)
    for points in (30, 40, 50):
        assert post_round(sheet, "C", points_0=str(points), points_1=str(250 - points)).status_code == 302
    edit_page = client.get(f"/en/counters/papayoo/{sheet.token}/rounds/2/").content.decode()
    round_2 = re.search(r'name="entry" value="(\d+)"', edit_page).group(1)
    stale = saved_after_a_delete(client, sheet, f"/en/counters/papayoo/{sheet.token}/rounds/", deleted=1, edited=2,
                                 fields={"entry": round_2, "die": "C", "points_0": "45", "points_1": "205"})
    assert "the round you were editing is now round 1" in text(stale)
    html = stale.content.decode()
    assert f'action="/en/counters/papayoo/{sheet.token}/rounds/1/"' in html and 'value="45"' in html
    assert [r.scores[0] for r in sheet.round_set.all()] == [40, 50]  # nothing overwritten


def test_a_stale_edit_of_a_deleted_round_offers_what_was_typed_as_a_new_round(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    post_round(sheet, "C", points_0="30", points_1="220")
    post_round(sheet, "C", points_0="40", points_1="210")
    entry = sheet.round_set.get(number=2).pk
    stale = saved_after_a_delete(client, sheet, f"/en/counters/papayoo/{sheet.token}/rounds/", deleted=2, edited=2,
                                 fields={"entry": entry, "die": "H", "points_0": "45", "points_1": "205"})
    assert "Someone else deleted round 2 a moment ago" in text(stale)
    html = stale.content.decode()
    assert f'action="/en/counters/papayoo/{sheet.token}/rounds/#next-round"' in html
    assert 'value="45"' in html and 'value="H" checked' in html


def test_a_stale_paulo_edit_follows_its_hand(paulo, post_hand, client):
    board = paulo()
    for winner, bets in ((0, 1), (1, 2), (0, 0)):
        post_hand(board, winner, bets=bets)
    hand_2 = board.hand_set.get(number=2).pk
    stale = saved_after_a_delete(client, board, f"/en/counters/paulo/{board.token}/hands/", deleted=1, edited=2,
                                 fields={"entry": hand_2, "winner": "1", "end": "played", "bets": "3"})
    assert "the hand you were editing is now hand 1" in text(stale)
    assert [h.as_data()["bets"] for h in board.hand_set.all()] == [2, 0]


def test_undo_gives_entries_back_their_identity():
    sheet = PapayooSheet.objects.create(players=["A", "B", "C"])
    kept = PapayooRound.objects.create(sheet=sheet, number=1, die="S", typed=["250", "", ""], piles=[[], [], []],
                                       scores=[250, 0, 0])
    history.commit(sheet, 1, "delete", lambda s: s.round_set.all().delete())
    history.undo(sheet, 2)
    assert sheet.round_set.get().pk == kept.pk


def test_a_round_that_is_not_there_is_named_not_the_sheet(papayoo, client):
    """Bug: /rounds/9/ said "There is no Papayoo score sheet at this link" about a sheet that exists."""
    sheet = papayoo(FOUR)
    response = client.get(f"/es/counters/papayoo/{sheet.token}/rounds/9/")
    assert response.status_code == 404
    assert "Esta hoja no tiene ronda 9" in text(response)
    board_page = client.get(f"/en/counters/paulo/{PauloBoard.objects.create(team_a='A', team_b='B').token}/hands/3/")
    assert board_page.status_code == 404 and "This board has no hand 3" in text(board_page)


# --- The end of a Paulo match --------------------------------------------------------------------------

def test_nothing_is_accepted_once_the_match_is_won(paulo, post_hand, client):
    """Bug: a carteta was still accepted after the match was won, and a malformed hand got a 400 with no
    message at all (the form that would show it is gone)."""
    board = paulo(target="1")
    for _ in range(2):
        post_hand(board, 0, bets=8)
    carteta = client.post(f"/en/counters/paulo/{board.token}/carteta/", {"version": current(board)})
    assert carteta.status_code == 400 and "The match is already won: no carteta can be played." in text(carteta)
    for bets in ("2.5", "1"):
        refused = post_hand(board, 0, bets=bets)
        assert refused.status_code == 400 and "The match is already won" in text(refused)
    assert board.hand_set.count() == 2


def test_bets_are_counted_up_to_what_the_form_offers(paulo, post_hand):
    """Bug: 99999 bets were accepted (and too big for the database column on PostgreSQL)."""
    board = paulo()
    refused = post_hand(board, 0, bets=99999)
    assert refused.status_code == 400 and "The board counts up to 8 bets in a hand." in text(refused)
    assert not board.hand_set.exists()


# --- Names and numbers ---------------------------------------------------------------------------------

def test_joiners_stay_in_names_and_invisible_names_are_no_names(papayoo, client):
    """Bug: the zero-width joiners were dropped, breaking 👨‍👩‍👧 into three faces and misspelling Persian."""
    sheet = papayoo(["👨\u200d👩\u200d👧", "می\u200cخواهم", "\u202eAna\u200b"])
    assert sheet.players == ["👨\u200d👩\u200d👧", "می\u200cخواهم", "Ana"]
    for ghost in ("\u0301", "\u200d", "\u200b\u200c"):
        response = client.post("/en/counters/papayoo/", {"player": ["A", ghost, "B"], "ending": "rounds"})
        assert response.status_code == 400 and "Box 2 has no name." in text(response)


@pytest.mark.parametrize(("data", "message"), [
    ({"rounds": "99999999"}, "At most 100 rounds: leave the box empty for one round per player."),
    ({"dealer": "0"}, "The first dealer must be one of the 4 players."),
])
def test_forged_start_numbers_are_refused(client, data, message):
    """Bug: 99,999,999 rounds were accepted, and dealer 0 silently became player 1."""
    response = client.post("/en/counters/papayoo/", {"player": FOUR, "dealer": "1", "ending": "rounds", **data})
    assert response.status_code == 400 and message in text(response)
    assert not PapayooSheet.objects.exists()


def test_a_missing_threshold_is_the_default_not_this_field_is_required(papayoo):
    sheet = papayoo(FOUR, ending="threshold", threshold="")
    assert (sheet.ending, sheet.threshold) == ("threshold", 250)


def test_a_huge_points_box_is_named_and_cut_short(papayoo, post_round):
    """Bug: 100 KB typed in a points box gave Django's "at most 12 characters (it has 100000)"."""
    sheet = papayoo(FOUR)
    response = post_round(sheet, "C", points_0="9" * 100_000)
    assert response.status_code == 400
    assert "Emma: “999999999999…” is not a whole number of points." in text(response)


def test_a_team_name_too_long_gives_the_real_limit(client, paulo):
    """Bug: past 200 characters the limit given was 200; it is 40."""
    response = client.post("/en/counters/paulo/", {"team_a": "x" * 100_000, "team_b": "B", "players": "4",
                                                   "scoring": "chinos"})
    assert response.status_code == 400 and "is too long: at most 40 characters." in text(response)
    missing = client.post("/es/counters/paulo/", {"team_a": "A", "team_b": "B"})
    assert "Al Paulo se juega con 4, 6 u 8 jugadores: elige cuántos." in text(missing)
    assert "This field is required" not in text(missing) and "Este campo es obligatorio" not in text(missing)


def test_four_250s_are_not_read_as_a_moon_shot(papayoo, post_round):
    """Bug: with the house rule on, 250 + 250 + 0 + 0 (500: a mistake) was saved as a moon shot by Emma."""
    sheet = papayoo(FOUR, shoot_the_moon="on")
    response = post_round(sheet, "C", points_0="250", points_1="250")
    assert response.status_code == 400 and "The round adds up to 500: 250 over 250." in text(response)
    assert post_round(sheet, "C", points_0="250").status_code == 302
    assert sheet.round_set.get().scores == [0, 250, 250, 250]


def test_injected_names_are_text_everywhere(papayoo, post_round, paulo, client):
    sheet = papayoo(INJECTIONS, shoot_the_moon="on")
    saved = post_round(sheet, "C", points_1="250")
    bad = post_round(sheet, "C", points_0="-1")
    pages = [client.get(saved["Location"]), bad, client.get(f"/en/counters/papayoo/{sheet.token}/rounds/1/")]
    board = paulo(team_a=INJECTIONS[0], team_b=INJECTIONS[1])
    pages.append(client.get(f"/en/counters/paulo/{board.token}/"))
    for page in pages:
        html = page.content.decode()
        assert "<script>alert" not in html and "<img src=x" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "{{ 7|add:1 }}" in text(pages[0])  # a name, not a template
    rows = list(csv.reader(io.StringIO(client.get(f"/en/counters/papayoo/{sheet.token}/csv/").content.decode()
                                       .lstrip("\ufeff"))))
    assert rows[0][6] == "'=HYPERLINK(\"x\")"
    board.team_b = "@SUM(A1)"
    board.save()
    PauloHand.objects.create(board=board, number=1, winner=1)
    paulo_rows = list(csv.reader(io.StringIO(client.get(f"/en/counters/paulo/{board.token}/csv/").content.decode()
                                             .lstrip("\ufeff"))))
    assert all(not cell.startswith(("=", "+", "-", "@")) for row in paulo_rows for cell in row)


# --- Methods ---------------------------------------------------------------------------------------------

def test_a_copied_form_address_goes_back_to_its_sheet(papayoo, paulo, client):
    """Bug: a GET of /rounds/, /undo/... (a reloaded or shared address) was an empty 405 page."""
    sheet, board = papayoo(FOUR), paulo()
    for url, back in [("/es/counters/papayoo/", "/es/counters/#papayoo"),
                      ("/es/counters/paulo/", "/es/counters/#paulo"),
                      (f"/es/counters/paulo/{board.token}/carteta/", f"/es/counters/paulo/{board.token}/"),
                      (f"/es/counters/paulo/{board.token}/teams/", f"/es/counters/paulo/{board.token}/"),
                      (f"/es/counters/papayoo/{sheet.token}/undo/", f"/es/counters/papayoo/{sheet.token}/")]:
        response = client.get(url)
        assert (response.status_code, response["Location"]) == (302, back)


def test_other_methods_get_a_page_in_words_and_head_works(papayoo, client):
    sheet = papayoo(FOUR)
    refused = client.delete(f"/es/counters/papayoo/{sheet.token}/")
    assert refused.status_code == 405 and refused["Allow"] == "GET, HEAD"
    assert "Esta dirección solo atiende peticiones GET, HEAD" in text(refused)
    assert client.post(f"/en/counters/papayoo/{sheet.token}/csv/").status_code == 405
    assert client.head(f"/en/counters/papayoo/{sheet.token}/").status_code == 200
    assert client.head("/en/counters/").status_code == 200


# --- Renaming the teams ---------------------------------------------------------------------------------

def test_a_stale_rename_keeps_the_names_typed(paulo, post_hand, client):
    """Bug: the names typed were lost when another phone had changed the board first, and a rename sent
    without its version got a 400 with no message."""
    board = paulo()
    seen = current(board)
    post_hand(board, 0)
    stale = client.post(f"/en/counters/paulo/{board.token}/teams/", {"version": seen, "team_a": "Los Zorros",
                                                                     "team_b": "Them"})
    assert stale.status_code == 409
    html = stale.content.decode()
    assert 'value="Los Zorros"' in html and '<details class="rename" open>' in html
    assert "what you typed is kept" in text(stale)
    unversioned = client.post(f"/en/counters/paulo/{board.token}/teams/", {"team_a": "X", "team_b": "Y"})
    assert unversioned.status_code == 409 and "Someone else changed this sheet" in text(unversioned)
    assert PauloBoard.objects.get(pk=board.pk).teams == ("Us", "Them")


# --- The end of a Papayoo game, and where a refused form lands ------------------------------------------

def test_an_edit_cannot_end_the_game_before_rounds_already_played(papayoo, post_round):
    """Bug: in a game to 250, an edit could put somebody at 250 in round 1 while round 2 was kept as if
    it had been played, and the winner was read after round 2."""
    sheet = papayoo(FOUR, ending="threshold", threshold="250")
    post_round(sheet, "C", points_0="200", points_1="50")
    post_round(sheet, "C", points_1="200", points_2="50")
    refused = post_round(sheet, "C", number=1, points_0="250")
    assert refused.status_code == 400
    assert "With this change somebody reaches 250 points in round 1, so the game ended there" in text(refused)
    assert [r.scores for r in sheet.round_set.all()] == [[200, 50, 0, 0], [0, 200, 50, 0]]
    assert post_round(sheet, "C", number=2, points_1="250").status_code == 302  # the last round may end it


def test_refused_forms_land_where_their_errors_are(client, paulo):
    """Bug: a refused start (or rename) came back at the top of a long page, far from its errors."""
    html = client.get("/en/counters/").content.decode()
    assert 'action="/en/counters/papayoo/#papayoo"' in html and 'action="/en/counters/paulo/#paulo"' in html
    board = paulo()
    refused = client.post(f"/en/counters/paulo/{board.token}/teams/", {"version": current(board), "team_a": " ",
                                                                       "team_b": "Them"})
    html = refused.content.decode()
    assert refused.status_code == 400 and f'action="/en/counters/paulo/{board.token}/teams/#tools"' in html
    assert 'aria-invalid="true" aria-describedby="rename-a-errors"' in html


def test_right_to_left_names_keep_their_order_in_a_sentence(papayoo, post_round, client):
    """Bug: "a tie! עברית, مرحبا share the win": the comma took the names' direction and showed them swapped."""
    sheet = papayoo(["עברית", "Bo", "مرحبا"], rounds="1")
    post_round(sheet, "S", points_0="50", points_1="150", points_2="50")
    html = client.get(f"/en/counters/papayoo/{sheet.token}/").content.decode()
    assert "Game over: a tie! <bdi>עברית</bdi>, <bdi>مرحبا</bdi> share the win with 50 points." in html
    tagged = papayoo(["<b>فريق</b>", "Bo", "Cy"], rounds="1")
    post_round(tagged, "S", points_1="250")
    html = client.get(f"/en/counters/papayoo/{tagged.token}/").content.decode()
    assert "<bdi>&lt;b&gt;فريق&lt;/b&gt;</bdi>, <bdi>Cy</bdi> share the win" in html  # still escaped


@pytest.mark.parametrize("token", ["%00", "abc%00def", "%E2%80%AE", "a" * 65, "..", "%20"])
def test_garbled_links_are_no_sheet_without_asking_the_database(client, token, django_assert_num_queries):
    """Bug: a NUL byte in a link went into the query (PostgreSQL refuses those: a 500 there)."""
    for kind in ("papayoo", "paulo"):
        with django_assert_num_queries(0):
            response = client.get(f"/en/counters/{kind}/{token}/")
        assert response.status_code == 404 and "at this link" in text(response)


@pytest.mark.parametrize(("game", "options"), [("tute", {"muestra": "yes", "ending": "deals"}), ("cirulo", {"pack": "40"})])
def test_injected_names_on_the_table_sheets_are_text_and_csv_cells_never_run(client, game, options):
    response = client.post(f"/en/counters/{game}/", {"player": INJECTIONS, **options})
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;" in page
    assert 'onerror=alert(1)>' not in page
    token = response["Location"].rstrip("/").rsplit("/", 1)[1]
    header = next(csv.reader(io.StringIO(client.get(f"/en/counters/{game}/{token}/csv/").content.decode("utf-8-sig"))))
    assert "'=HYPERLINK(\"x\")" in header


def test_a_seat_of_thousands_of_digits_is_refused_not_a_crash():
    """The fuzz suite found it: the Tute and Docena forms read a seat number with int() unbounded."""
    from counters.games.docena.forms import DocenaEntryForm
    from counters.games.tute.forms import TuteDealForm

    for form_class in (TuteDealForm, DocenaEntryForm):
        form = form_class.__new__(form_class)
        form.players = ["Ana", "Bea", "Cris"]
        assert form._seat("1" * 5000) is None
        assert form._seat("2") == 2


@pytest.mark.parametrize("digit", ["①", "²", "٣"])
def test_digits_that_are_not_0_to_9_are_no_points_and_no_500(papayoo, post_round, digit):
    """Bug (found by `make fuzz`): «①» passes str.isdigit() and then broke int() in the running total of a
    stale round, a 500; such a box now reads as no number, fresh or stale."""
    sheet = papayoo(FOUR)
    assert post_round(sheet, "C", **{**ROUND, "points_0": digit}).status_code == 400
    post_round(sheet, "C", **ROUND)
    stale = post_round(sheet, "C", version=1, **{**ROUND, "points_0": digit})
    assert stale.status_code < 500
