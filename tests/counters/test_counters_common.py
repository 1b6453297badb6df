"""What both counters share: the start page, the change history (undo), the version check, the language
of every message, and bad input that never becomes a 500."""

import re

import pytest

from counters import history
from counters.models import Change, PapayooRound, PapayooSheet, PauloBoard, PauloHand, TableSheet
from counters.registry import counters
from tests.counters.conftest import current

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "title", "papayoo", "paulo"), [
    ("en", "Score sheets for the real table", "Start the Papayoo sheet", "Start the Paulo board"),
    ("es", "Marcadores para la mesa de verdad", "Empezar la hoja de Papayoo", "Empezar el marcador de Paulo"),
])
def test_the_index_presents_both_counters(client, lang, title, papayoo, paulo):
    html = client.get(f"/{lang}/counters/").content.decode()
    assert html.count("<h1") == 1 and title in html
    assert 'id="papayoo"' in html and 'id="paulo"' in html
    assert papayoo in html and paulo in html
    assert f'hreflang="{"es" if lang == "en" else "en"}"' in html
    assert html.count('method="post"') == html.count('name="csrfmiddlewaretoken"') == len(counters())  # a start form each
    assert " style=" not in html


def test_the_home_page_links_reach_the_counters_anchors(client):
    home = client.get("/en/").content.decode()
    assert 'href="/en/counters/#papayoo"' in home and 'href="/en/counters/#paulo"' in home
    assert 'href="/en/counters/#tute"' in home and 'href="/en/counters/#cirulo"' in home


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", [counter.slug for counter in counters()])
def test_each_rule_page_links_to_its_counter(client, lang, game):
    html = client.get(f"/{lang}/{game}/").content.decode()
    assert f'href="/{lang}/counters/#{game}"' in html


# --- History: every change is kept and can be undone --------------------------------------------

def test_commit_remembers_the_state_before_and_undo_restores_it():
    sheet = PapayooSheet.objects.create(players=["A", "B", "C"])
    history.commit(sheet, 1, "add", lambda s: PapayooRound.objects.create(
        sheet=s, number=1, die="S", typed=["250", "", ""], piles=[[], [], []], scores=[250, 0, 0]))
    assert sheet.version == 2
    assert Change.objects.get(papayoo=sheet).before == {"entries": []}
    assert history.undo(sheet, 2).kind == "add"
    assert not sheet.round_set.exists()
    assert PapayooSheet.objects.get(pk=sheet.pk).version == 3


def test_undo_of_a_board_restores_hands_and_team_names():
    board = PauloBoard.objects.create(team_a="Us", team_b="Them")
    PauloHand.objects.create(board=board, number=1, winner=1, end="refused", bets=2)

    def rename(b):
        PauloBoard.objects.filter(pk=b.pk).update(team_a="A", team_b="B")
        b.hand_set.all().delete()
    history.commit(board, 1, "teams", rename)
    history.undo(board, 2)
    board.refresh_from_db()
    assert board.teams == ("Us", "Them")
    assert [h.as_data() for h in board.hand_set.all()] == [
        {"number": 1, "kind": "hand", "winner": 1, "end": "refused", "bets": 2}]


def test_every_change_is_kept_however_many():
    sheet = PapayooSheet.objects.create(players=["A", "B", "C"])
    for version in range(1, 60):
        history.commit(sheet, version, "edit", lambda s: None)
    assert Change.objects.filter(papayoo=sheet).count() == 59


def test_a_failed_change_leaves_the_version_where_it_was():
    sheet = PapayooSheet.objects.create(players=["A", "B", "C"])

    def broken(s):
        raise RuntimeError("disk full")
    with pytest.raises(RuntimeError):
        history.commit(sheet, 1, "add", broken)
    assert PapayooSheet.objects.get(pk=sheet.pk).version == 1
    assert not Change.objects.exists()


def test_nothing_to_undo_keeps_the_version():
    sheet = PapayooSheet.objects.create(players=["A", "B", "C"])
    with pytest.raises(history.NothingToUndo):
        history.undo(sheet, 1)
    assert PapayooSheet.objects.get(pk=sheet.pk).version == 1


def test_a_stale_rename_is_refused(paulo, client):
    board = paulo()
    url = f"/en/counters/paulo/{board.token}/teams/"
    assert client.post(url, {"version": current(board), "team_a": "A", "team_b": "B"}).status_code == 302
    stale = client.post(url, {"version": "1", "team_a": "C", "team_b": "D"})
    assert stale.status_code == 409
    board.refresh_from_db()
    assert board.teams == ("A", "B")


# --- Bad input never gives a 500 --------------------------------------------------------------------

GARBAGE = [
    {}, {"version": "x"}, {"version": "-1"}, {"version": "99999999999999999999999"},
    {"version": "1", "die": "Z", "points_0": "1e9", "cards_0": ["", "P", "7", "0P"], "winner": "2", "end": "x",
     "bets": "-3", "team_a": "\x00", "team_b": "\u202e"},
    {"version": "1", "die": "C", "points_0": "٣", "points_1": "\u0661\u0660"},
]


@pytest.mark.parametrize("data", GARBAGE)
def test_garbage_posted_anywhere_never_gives_a_500(client, papayoo, paulo, data):
    sheet, board = papayoo(["A", "B", "C"]), paulo()
    PapayooRound.objects.create(sheet=sheet, number=1, die="S", typed=["250", "", ""], piles=[[], [], []],
                                scores=[250, 0, 0])
    PauloHand.objects.create(board=board, number=1, winner=0)
    urls = [
        "/en/counters/papayoo/", "/en/counters/paulo/",
        f"/en/counters/papayoo/{sheet.token}/rounds/", f"/en/counters/papayoo/{sheet.token}/rounds/1/",
        f"/en/counters/papayoo/{sheet.token}/rounds/1/delete/", f"/en/counters/papayoo/{sheet.token}/undo/",
        f"/en/counters/paulo/{board.token}/hands/", f"/en/counters/paulo/{board.token}/hands/1/",
        f"/en/counters/paulo/{board.token}/hands/1/delete/", f"/en/counters/paulo/{board.token}/carteta/",
        f"/en/counters/paulo/{board.token}/teams/", f"/en/counters/paulo/{board.token}/undo/",
    ]
    for url in urls:
        response = client.post(url, data)
        assert response.status_code < 500, url
        assert response.status_code in (302, 400, 404, 409), (url, response.status_code)


def test_points_typed_in_other_digits_are_read(papayoo, post_round):
    """A phone set to Arabic types ٢٥٠: it is still the whole number 250."""
    sheet = papayoo(["A", "B", "C"])
    assert post_round(sheet, "C", points_0="٢٥٠").status_code == 302
    assert sheet.round_set.get().scores == [250, 0, 0]


def test_every_message_of_a_spanish_page_is_spanish(papayoo, post_round, client):
    """No English interface text on a Spanish sheet (names and numbers aside)."""
    sheet = papayoo(["Ana", "Bo", "Cy"], lang="es")
    page = client.post(f"/es/counters/papayoo/{sheet.token}/rounds/", {
        "version": current(sheet), "die": "C", "points_0": "-1", "points_1": "300", "cards_2": ["20P", "20P"]})
    text = " ".join(re.sub(r"<[^>]+>", " ", page.content.decode()).split())
    for english in ("points cannot", "more than", "picked twice", "Round", "Save", "Points", "Cards"):
        assert english not in text, english
    assert "no pueden ser negativos" in text and "es más que los 250" in text and "marcado dos veces" in text


def test_every_sheet_page_keeps_the_site_rules(client, papayoo, paulo):
    """One <h1>, the language pair, no inline style or script, CSRF on every POST form, noindex: on every
    counter's sheet, its edit page and its view-only page, in both languages."""
    sheets = [("papayoo", papayoo(["Ana", "Bea", "Cris"])), ("paulo", paulo())]
    for game, data in (("tute", {"player": ["Ana", "Bea"], "ending": "deals"}),
                       ("cirulo", {"player": ["Ana", "Bea", "Cris"], "pack": "40"}),
                       ("docena", {"player": ["Ana", "Bea", "Cris"]})):
        response = client.post(f"/en/counters/{game}/", data)
        assert response.status_code == 302
        sheets.append((game, TableSheet.objects.get(token=response["Location"].rstrip("/").rsplit("/", 1)[1])))
    for game, sheet in sheets:
        for lang in ("es", "en"):
            for url in (f"/{lang}/counters/{game}/{sheet.token}/", f"/{lang}/counters/{game}/view/{sheet.view_token}/"):
                html = client.get(url).content.decode()
                assert html.count("<h1") == 1, url
                assert f'<html lang="{lang}">' in html and 'hreflang="es"' in html and 'hreflang="en"' in html
                assert " style=" not in html and "<script>" not in html
                assert html.count('method="post"') == html.count('name="csrfmiddlewaretoken"'), url
                assert '<meta name="robots" content="noindex">' in html
