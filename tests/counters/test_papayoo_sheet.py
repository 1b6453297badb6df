"""The Papayoo score sheet: one test per rule of the sheet, checked against source 003, scoring,
its worked round and its common mistakes, and docs/rules-decisions.md §29 to §31.

Every round is posted as a phone would post it (plain form fields, no JavaScript).
"""

import csv
import io
import re

import pytest

from counters.games.papayoo import sheet as papayoo_sheet
from counters.models import PapayooRound, PapayooSheet
from naipes.games import papayoo as engine
from tests.counters.conftest import current, text

pytestmark = pytest.mark.django_db

EMMA_NICO_PAT_LEA = ["Emma", "Nico", "Pat", "Léa"]


def totals(sheet) -> list[int]:
    return list(papayoo_sheet.state(sheet, list(sheet.round_set.all())).totals)


# --- Starting a sheet -----------------------------------------------------------------------------

def test_a_sheet_lives_under_an_unguessable_link(papayoo):
    """Whoever has the link may edit the sheet, so nobody may guess it (secrets.token_urlsafe)."""
    first, second = papayoo(EMMA_NICO_PAT_LEA), papayoo(EMMA_NICO_PAT_LEA)
    assert first.token != second.token
    assert len(first.token) >= 22 and re.fullmatch(r"[A-Za-z0-9_-]+", first.token)


def test_names_are_trimmed_unicode_in_seating_order(papayoo):
    """Any Unicode; spaces trimmed and joined; an accent typed as a combining mark is the same letter."""
    sheet = papayoo(["  Zoë ", "Jose\u0301", "  李  雷 ", "Ōkami"])
    assert sheet.players == ["Zoë", "José", "李 雷", "Ōkami"]


def test_the_same_name_typed_two_ways_is_a_duplicate(client):
    response = client.post("/en/counters/papayoo/", {"player": ["José", "Jose\u0301", "Ana"], "ending": "rounds",
                                                     "threshold": "250"})
    assert response.status_code == 400
    assert "“José” is written twice" in text(response)


def test_rounds_default_to_one_per_player(papayoo):
    """Source 003, scoring: usually as many rounds as players."""
    sheet = papayoo(["A", "B", "C", "D", "E"])
    assert papayoo_sheet.rules_of(sheet).rounds == 5


@pytest.mark.parametrize(("names", "message"), [
    (["A", "B", "C", "D", "E", "F", "G", "H", "I"], "Papayoo is played by 3 to 8 players, and 9 names are written."),
    (["Ana", "Bo"], "Papayoo is played by 3 to 8 players, and 2 names are written."),
    (["Ana", "", "Bo", "Cy"], "Box 2 has no name."),
    (["Ana", "   ", "Bo", "Cy"], "Box 2 has no name."),
    (["Ana", "bo", "BO"], "“BO” is written twice"),
    (["Ana", "Bo", "x" * 41], "is too long: at most 40 characters."),
])
def test_bad_player_lists_are_refused_with_a_precise_message(client, names, message):
    response = client.post("/en/counters/papayoo/", {"player": names, "dealer": "1", "ending": "rounds",
                                                     "threshold": "250"})
    assert response.status_code == 400
    assert message in text(response)
    assert not PapayooSheet.objects.exists()


def test_nine_players_are_refused_in_spanish_too(client):
    names = ["A", "B", "C", "D", "E", "F", "G", "H", "I"]
    response = client.post("/es/counters/papayoo/", {"player": names, "ending": "rounds", "threshold": "250"})
    assert response.status_code == 400
    assert "Al Papayoo se juega de 3 a 8 jugadores, y hay 9 nombres escritos." in text(response)


def test_what_was_typed_is_kept_when_the_start_is_refused(client):
    response = client.post("/en/counters/papayoo/", {"player": ["Ana", "Bo", "ana"], "ending": "rounds",
                                                     "threshold": "250"})
    assert 'value="Bo"' in response.content.decode()


@pytest.mark.parametrize(("options", "message"), [
    ({"ending": "rounds", "rounds": "0"}, "At least one round must be played."),
    ({"ending": "threshold", "threshold": "300"}, "The points limit is 250 or 500."),
    ({"ending": "never"}, "Choose how the game ends."),
    ({"rounds": "four"}, "The number of rounds is a whole number, or empty for one per player."),
    ({"dealer": "7"}, "The first dealer must be one of the 4 players."),
])
def test_bad_endings_and_dealers_are_refused(client, options, message):
    data = {"player": EMMA_NICO_PAT_LEA, "dealer": "1", "ending": "rounds", "threshold": "250", **options}
    response = client.post("/en/counters/papayoo/", data)
    assert response.status_code == 400
    assert message in text(response)


# --- Entering a round (source 003, scoring, and its worked round) --------------------------------------

def test_the_sources_worked_example_243_is_refused_7_short_then_250_saves(papayoo, post_round, client):
    """Source 003's worked round: 30 + 72 + 61 + 80 = 243 (Pat forgot the Payoo 7); after the fix, 250."""
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    refused = post_round(sheet, "C", points_0="30", points_1="72", points_2="61", points_3="80")
    assert refused.status_code == 400
    assert "The round adds up to 243: 7 short of 250." in text(refused)
    html = refused.content.decode()
    for value in ("30", "72", "61", "80"):
        assert f'value="{value}"' in html  # everything typed is kept
    assert 'value="C" checked' in html
    assert not PapayooRound.objects.exists()

    saved = post_round(sheet, "C", points_0="30", points_1="72", points_2="68", points_3="80")
    assert saved.status_code == 302
    assert totals(sheet) == [30, 72, 68, 80]
    assert "Round 1 saved." in text(client.get(saved["Location"]))


def test_the_worked_example_from_the_cards_each_player_took(papayoo, post_round):
    """Source 003's worked round, the die on clubs: 7C is the Papayoo (40), 7H is worth nothing."""
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    piles = {
        "cards_0": ["3P", "8P", "19P"],                                   # Emma 30
        "cards_1": ["20P", "12P", "7C"],                                  # Nico 32 + 40 = 72
        "cards_2": ["1P", "2P", "4P", "5P", "6P", "9P", "10P", "11P", "13P"],  # Pat 61
        "cards_3": ["14P", "15P", "16P", "17P", "18P", "7H"],             # Léa 80
    }
    refused = post_round(sheet, "C", **piles)
    assert refused.status_code == 400
    assert "The round adds up to 243: 7 short of 250." in text(refused)
    assert re.search(r'name="cards_2" value="13P" checked', refused.content.decode())

    piles["cards_2"] = [*piles["cards_2"], "7P"]                          # Pat 68 with the forgotten 7
    assert post_round(sheet, "C", **piles).status_code == 302
    entry = sheet.round_set.get()
    assert entry.scores == [30, 72, 68, 80]
    assert entry.piles[1] == ["20P", "12P", "7C"]
    assert entry.typed == ["", "", "", ""]


def test_points_and_cards_can_be_mixed_in_one_round(papayoo, post_round):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    response = post_round(sheet, "C", points_0="30", cards_1=["20P", "12P", "7C"], points_2="68", points_3="80")
    assert response.status_code == 302
    assert sheet.round_set.get().scores == [30, 72, 68, 80]


def test_a_round_over_250_says_how_much_over(papayoo, post_round):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    response = post_round(sheet, "H", points_0="40", points_1="72", points_2="68", points_3="80")
    assert response.status_code == 400
    assert "The round adds up to 260: 10 over 250." in text(response)


@pytest.mark.parametrize(("fields", "message"), [
    ({"points_0": "-5"}, "Emma: points cannot be negative (-5)."),
    ({"points_1": "260"}, "Nico: 260 is more than the 250 points of a whole round."),
    ({"points_2": "12.5"}, "Pat: “12.5” is not a whole number of points."),
    ({"cards_0": ["3P", "3P"]}, "Emma: the Payoo 3 is picked twice."),
    ({"cards_0": ["20P"], "cards_2": ["20P"]}, "The Payoo 20 is in two piles: Emma and Pat."),
    ({"cards_3": ["21P"]}, "Léa: “21P” is not a Papayoo card."),
    ({"cards_1": ["20P"], "points_1": "19"}, "Nico: the cards picked are worth 20, but 19 is typed."),
    ({"die": ""}, "Which suit did the die show? Choose it first."),
    ({"die": "P"}, "The die only shows spades, hearts, clubs or diamonds."),
])
def test_bad_round_input_gets_a_precise_message_and_status_400(papayoo, post_round, fields, message):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    fields = {"die": "C", **fields}
    response = post_round(sheet, fields.pop("die"), **fields)
    assert response.status_code == 400
    assert message in text(response)
    assert not sheet.round_set.exists()


def test_a_card_not_in_play_at_seven_players_is_refused(papayoo, post_round):
    """Source 003, the deal: at 7 and 8 players the ordinary 1s leave the deck; 1P stays."""
    sheet = papayoo(["A", "B", "C", "D", "E", "F", "G"])
    response = post_round(sheet, "S", cards_0=["1S"])
    assert response.status_code == 400
    assert "A: the ace of spades is not in play with 7 players." in text(response)


def test_bad_round_messages_are_in_the_pages_language(papayoo, post_round):
    sheet = papayoo(EMMA_NICO_PAT_LEA, lang="es")
    response = post_round(sheet, "C", lang="es", points_0="30", points_1="72", points_2="61", points_3="80")
    assert "La ronda suma 243: faltan 7 para 250." in text(response)
    response = post_round(sheet, "C", lang="es", cards_0=["20P"], cards_1=["20P"])
    assert "El Payoo 20 está en dos montones: Emma y Nico." in text(response)


def test_every_sum_is_asked_of_the_engine(papayoo, post_round, monkeypatch):
    """The view never adds up a round itself: make the engine refuse everything and see it obeyed."""
    sheet = papayoo(EMMA_NICO_PAT_LEA)

    def refuse(scores, rules):
        raise engine.RoundDoesNotAddUp(249)
    monkeypatch.setattr(engine, "check_round_total", refuse)
    response = post_round(sheet, "C", points_0="30", points_1="72", points_2="68", points_3="80")
    assert "The round adds up to 249: 1 short of 250." in text(response)


# --- Shooting the moon (source 003, scoring (variants)) ------------------------------------

ALL_PAYOOS = [f"{n}P" for n in range(1, 21)]


def test_shooting_the_moon_from_the_cards_gives_0_and_250s(papayoo, post_round, client):
    """Source 003, scoring (variants): the shooter scores 0, every other player 250."""
    sheet = papayoo(EMMA_NICO_PAT_LEA, shoot_the_moon="on")
    response = post_round(sheet, "D", cards_2=[*ALL_PAYOOS, "7D"])
    assert response.status_code == 302
    assert sheet.round_set.get().scores == [250, 250, 0, 250]
    assert "Pat shot the moon" in text(client.get(response["Location"]))


def test_shooting_the_moon_typed_as_250_is_turned_into_0_and_250s(papayoo, post_round):
    sheet = papayoo(EMMA_NICO_PAT_LEA, shoot_the_moon="on")
    assert post_round(sheet, "D", points_0="250").status_code == 302
    assert sheet.round_set.get().scores == [0, 250, 250, 250]


def test_without_the_house_rule_a_moon_shot_is_just_a_250(papayoo, post_round):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    assert post_round(sheet, "D", points_0="250").status_code == 302
    assert sheet.round_set.get().scores == [250, 0, 0, 0]
    refused = post_round(sheet, "D", points_0="0", points_1="250", points_2="250", points_3="250")
    assert "The round adds up to 750: 500 over 250." in text(refused)


# --- Totals, leader, deal, end of the game (source 003, the deal and scoring; rules-decisions §29, §30) ---

def test_running_totals_leader_and_whose_deal(papayoo, post_round, client):
    """The deal passes to the left (clockwise) each round; the lowest total leads."""
    sheet = papayoo(EMMA_NICO_PAT_LEA, dealer="3")
    post_round(sheet, "C", points_0="30", points_1="72", points_2="68", points_3="80")
    post_round(sheet, "H", points_0="100", points_1="0", points_2="100", points_3="50")
    state = papayoo_sheet.state(sheet, list(sheet.round_set.all()))
    assert state.totals == (130, 72, 168, 130)
    assert [row.dealer for row in state.rows] == [2, 3]
    assert state.dealer == 0
    assert state.leaders == (1,)
    assert state.rounds_left == 2
    page = text(client.get(f"/en/counters/papayoo/{sheet.token}/"))
    assert "Deals next Emma" in page
    assert "Leading Nico" in page
    assert "Rounds left 2 of 4" in page


def test_the_game_ends_after_the_agreed_rounds_and_the_lowest_total_wins(papayoo, post_round, client):
    sheet = papayoo(["Ana", "Bo", "Cy"], rounds="2")
    post_round(sheet, "S", points_0="10", points_1="200", points_2="40")
    post_round(sheet, "S", points_0="50", points_1="150", points_2="50")
    page = text(client.get(f"/en/counters/papayoo/{sheet.token}/"))
    assert "Game over: Ana wins with 60 points, the lowest total." in page
    refused = post_round(sheet, "S", points_0="50", points_1="150", points_2="50")
    assert refused.status_code == 400
    assert "The game is over: no more rounds can be added." in text(refused)
    assert sheet.round_set.count() == 2


def test_equal_lowest_totals_share_the_win(papayoo, post_round, client):
    """rules-decisions §30: ties are shared wins."""
    sheet = papayoo(["Ana", "Bo", "Cy"], rounds="1")
    post_round(sheet, "S", points_0="50", points_1="150", points_2="50")
    assert "Game over: a tie! Ana, Cy share the win with 50 points." in text(client.get(
        f"/en/counters/papayoo/{sheet.token}/"))


def test_the_threshold_ending_stops_when_somebody_reaches_it(papayoo, post_round, client):
    """Source 003, scoring (variants): play until somebody reaches 250, finish that round; the lowest total
    wins."""
    sheet = papayoo(["A", "B", "C", "D"], ending="threshold", threshold="250")
    post_round(sheet, "S", points_0="100", points_1="50", points_2="60", points_3="40")
    post_round(sheet, "S", points_0="100", points_1="50", points_2="60", points_3="40")
    assert "Ends at 250 points (highest total now: 200)" in text(client.get(f"/en/counters/papayoo/{sheet.token}/"))
    post_round(sheet, "S", points_0="51", points_1="80", points_2="60", points_3="59")
    assert totals(sheet) == [251, 180, 180, 139]
    assert "Game over: D wins with 139 points" in text(client.get(f"/en/counters/papayoo/{sheet.token}/"))
    assert post_round(sheet, "S", points_0="250").status_code == 400


def test_the_500_threshold_goes_on_past_250(papayoo, post_round):
    sheet = papayoo(["A", "B", "C"], ending="threshold", threshold="500")
    post_round(sheet, "S", points_0="250")
    post_round(sheet, "S", points_0="200", points_1="50")
    assert not papayoo_sheet.state(sheet, list(sheet.round_set.all())).over
    assert post_round(sheet, "S", points_0="250").status_code == 302
    assert papayoo_sheet.state(sheet, list(sheet.round_set.all())).over


# --- Edit, delete, undo --------------------------------------------------------------------------

def test_edit_a_past_round_shows_what_was_entered_and_recounts(papayoo, post_round, client):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    post_round(sheet, "C", points_0="30", cards_1=["20P", "12P", "7C"], points_2="68", points_3="80")
    post_round(sheet, "H", points_0="250")
    form = client.get(f"/en/counters/papayoo/{sheet.token}/rounds/1/").content.decode()
    assert 'value="30"' in form and re.search(r'name="cards_1" value="7C" checked', form)
    response = post_round(sheet, "C", number=1, points_0="72", cards_1=["20P", "3P", "7C"], points_2="58",
                          points_3="57")
    assert response.status_code == 302
    assert totals(sheet) == [322, 63, 58, 57]


def test_an_edit_that_does_not_add_up_is_refused_and_keeps_the_old_round(papayoo, post_round):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    post_round(sheet, "C", points_0="30", points_1="72", points_2="68", points_3="80")
    response = post_round(sheet, "C", number=1, points_0="31", points_1="72", points_2="68", points_3="80")
    assert response.status_code == 400
    assert "1 over 250" in text(response)
    assert totals(sheet) == [30, 72, 68, 80]


def test_delete_then_undo_exactly(papayoo, post_round, client):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    for first in ("10", "20", "30"):
        post_round(sheet, "C", points_0=first, points_1="0", points_2="0", points_3=str(250 - int(first)))
    url = f"/en/counters/papayoo/{sheet.token}/"
    assert client.post(url + "rounds/2/delete/", {"version": current(sheet)}).status_code == 302
    assert [(r.number, r.scores[0]) for r in sheet.round_set.all()] == [(1, 10), (2, 30)]
    response = client.post(url + "undo/", {"version": current(sheet)})
    assert response.status_code == 302
    assert "Undone: Round 2 deleted. “Redo” brings it back." in text(client.get(response["Location"]))
    assert [(r.number, r.scores[0]) for r in sheet.round_set.all()] == [(1, 10), (2, 20), (3, 30)]


def test_undo_takes_back_an_added_round_and_an_edit(papayoo, post_round, client):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    post_round(sheet, "C", points_0="30", points_1="72", points_2="68", points_3="80")
    post_round(sheet, "C", number=1, points_0="80", points_1="72", points_2="68", points_3="30")
    url = f"/en/counters/papayoo/{sheet.token}/undo/"
    assert client.post(url, {"version": current(sheet)}).status_code == 302
    assert totals(sheet) == [30, 72, 68, 80]
    assert client.post(url, {"version": current(sheet)}).status_code == 302
    assert totals(sheet) == [0, 0, 0, 0]
    nothing = client.post(url, {"version": current(sheet)})
    assert nothing.status_code == 400
    assert "There is nothing to undo." in text(nothing)


def test_a_stale_undo_is_refused(papayoo, post_round, client):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    post_round(sheet, "C", points_0="250")
    response = client.post(f"/en/counters/papayoo/{sheet.token}/undo/", {"version": "1"})
    assert response.status_code == 409
    assert sheet.round_set.count() == 1


# --- Two phones at once ----------------------------------------------------------------------------

def test_a_stale_round_is_refused_not_added_twice(papayoo, post_round):
    """Two phones enter round 1 on the same version, differently: one is saved, the other is refused."""
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    version = sheet.version
    first = post_round(sheet, "C", version=version, points_0="30", points_1="72", points_2="68", points_3="80")
    second = post_round(sheet, "C", version=version, points_0="30", points_1="72", points_2="78", points_3="70")
    assert first.status_code == 302
    assert second.status_code == 409
    assert "Someone else changed this sheet a moment ago, so your change was not saved." in text(second)
    assert sheet.round_set.count() == 1
    html = second.content.decode()
    assert 'value="78"' in html  # what the second phone typed is kept ...
    assert f'name="version" value="{version + 1}"' in html  # ... under the new version, ready to resend


def test_the_same_round_sent_twice_is_saved_once_and_said_so(papayoo, post_round, client):
    """A double tap (or two phones typing the very same round) posts the same form twice: the second
    copy is neither added again nor refused as someone else's change."""
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    version = sheet.version
    points = {"points_0": "30", "points_1": "72", "points_2": "68", "points_3": "80"}
    first = post_round(sheet, "C", version=version, **points)
    second = post_round(sheet, "C", version=version, **points)
    assert first.status_code == second.status_code == 302
    assert sheet.round_set.count() == 1 and current(sheet) == version + 1
    assert "Already saved: the same change was sent twice" in text(client.get(second["Location"]))


def test_a_stale_edit_never_overwrites_a_newer_one(papayoo, post_round):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    post_round(sheet, "C", points_0="30", points_1="72", points_2="68", points_3="80")
    seen = current(sheet)
    assert post_round(sheet, "C", number=1, version=seen, points_0="40", points_1="62", points_2="68",
                      points_3="80").status_code == 302
    stale = post_round(sheet, "C", number=1, version=seen, points_0="50", points_1="52", points_2="68",
                       points_3="80")
    assert stale.status_code == 409
    assert totals(sheet) == [40, 62, 68, 80]


def test_the_version_check_is_a_single_compare_and_swap(papayoo):
    """Even when two requests pass the early check together, only one change goes through."""
    from counters import history

    sheet = papayoo(EMMA_NICO_PAT_LEA)
    other = PapayooSheet.objects.get(pk=sheet.pk)
    history.commit(sheet, 1, "add", lambda s: None)
    with pytest.raises(history.StaleVersion):
        history.commit(other, 1, "add", lambda s: None)
    assert PapayooSheet.objects.get(pk=sheet.pk).version == 2


# --- CSV, QR, print, links ---------------------------------------------------------------------------

def test_csv_export_has_every_round_and_the_totals(papayoo, post_round, client):
    sheet = papayoo(["=Emma", "Nico", "Pat", "Léa"])
    post_round(sheet, "C", points_0="30", points_1="72", points_2="68", points_3="80")
    post_round(sheet, "H", points_0="0", points_1="0", points_2="0", points_3="250")
    response = client.get(f"/en/counters/papayoo/{sheet.token}/csv/")
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert "attachment" in response["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0] == ["Round", "Dealer", "Die", "'=Emma", "Nico", "Pat", "Léa"]  # no formula in a name
    assert rows[1] == ["1", "'=Emma", "clubs", "30", "72", "68", "80"]
    assert rows[2] == ["2", "Nico", "hearts", "0", "0", "0", "250"]
    assert rows[3] == ["Total", "", "", "30", "72", "68", "330"]


def test_csv_headers_follow_the_language(papayoo, client):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    rows = list(csv.reader(io.StringIO(client.get(f"/es/counters/papayoo/{sheet.token}/csv/").content.decode(
        "utf-8-sig"))))
    assert rows[0][:3] == ["Ronda", "Reparte", "Dado"]


def test_the_sheet_page_has_an_inline_svg_qr_code_and_no_inline_style(papayoo, client):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    html = client.get(f"/en/counters/papayoo/{sheet.token}/").content.decode()
    assert re.search(r'<svg role="img" aria-label="QR code[^"]*" focusable="false" viewBox="[^"]+" class="qr">'
                     r'<title>QR code', html)
    assert f"http://testserver/en/counters/papayoo/{sheet.token}/" in html
    assert " style=" not in html and "<style" not in html
    assert not re.search(r"<script(?![^>]*\bsrc=)", html)
    assert "hx-on" not in html
    assert html.count("<h1") == 1
    assert "/static/css/counters.css" in html and "/static/js/counters.js" in html


def test_every_form_carries_a_csrf_token(papayoo, post_round, client):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    post_round(sheet, "C", points_0="250")
    for url in ("/en/counters/", f"/en/counters/papayoo/{sheet.token}/", f"/en/counters/papayoo/{sheet.token}/rounds/1/"):
        html = client.get(url).content.decode()
        assert html.count('method="post"') == html.count('name="csrfmiddlewaretoken"') > 0


def test_a_post_without_the_csrf_token_is_refused(papayoo):
    from django.test import Client

    sheet = papayoo(EMMA_NICO_PAT_LEA)
    strict = Client(enforce_csrf_checks=True)
    response = strict.post(f"/en/counters/papayoo/{sheet.token}/rounds/", {"version": "1", "die": "C",
                                                                           "points_0": "250"})
    assert response.status_code == 403


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "There is no Papayoo score sheet at this link."),
    ("es", "No hay ninguna hoja de Papayoo en este enlace."),
])
def test_a_bad_link_says_so_in_the_pages_language(client, lang, message):
    for url in (f"/{lang}/counters/papayoo/not-a-sheet/", f"/{lang}/counters/papayoo/{'x' * 200}/"):
        response = client.get(url)
        assert response.status_code == 404
        assert message in text(response)


def test_bad_links_and_methods_never_give_a_500(papayoo, client):
    sheet = papayoo(EMMA_NICO_PAT_LEA)
    base = f"/en/counters/papayoo/{sheet.token}/"
    assert client.get(base + "rounds/9/").status_code == 404
    assert client.post(base + "rounds/9/delete/", {"version": "1"}).status_code == 404
    # A copied or reloaded address of a form goes back to the sheet; other methods get a page in words.
    for path in ("rounds/", "undo/", "rounds/1/delete/"):
        response = client.get(base + path)
        assert (response.status_code, response["Location"]) == (302, base)
    refused = client.put(base + "rounds/")
    assert refused.status_code == 405 and refused["Allow"] == "POST"
    assert "This address only answers POST requests" in text(refused)
    assert client.post(base + "rounds/", {"version": "banana", "die": "C"}).status_code == 409
    assert client.post(base + "rounds/", {}).status_code == 409
    assert client.post("/en/counters/papayoo/nope/rounds/", {"version": "1"}).status_code == 404


def test_the_print_stylesheet_hides_the_forms():
    from pathlib import Path

    from django.conf import settings

    css = (Path(settings.BASE_DIR) / "static" / "css" / "counters.css").read_text()
    print_rules = css[css.index("@media print"):]
    for selector in (".round-entry", ".sheet-tools", ".share"):
        assert selector in print_rules
