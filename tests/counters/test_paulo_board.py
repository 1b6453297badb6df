"""The Paulo chinos board: one test per rule of the board, checked against source 000, scoring and
betting, and docs/rules-decisions.md §4, §7, §9 and §10. Hands are posted as a phone posts them: winner, how
it ended, bets made.
"""

import csv
import io
import re

import pytest

from counters.games.paulo import board as paulo_board
from counters.models import PauloBoard, PauloHand
from tests.counters.conftest import current, text

pytestmark = pytest.mark.django_db

# Winner, end, bets: three accepted opening bets (3 each) make a pata; 3 + 2 + 2 more is 1 pata + 7.
TO_AL_CANUTO = [(0, "played", 1)] * 4 + [(0, "played", 0)] * 2


def score(board):
    return paulo_board.state(board, list(board.hand_set.all()))


def play(post_hand, board, hands):
    for winner, end, bets in hands:
        response = post_hand(board, winner, end, bets)
        assert response.status_code == 302, text(response)[:2000]


def team(board, index):
    return score(board).teams[index]


# --- Starting a board -----------------------------------------------------------------------------

def test_a_board_starts_with_two_named_teams_under_an_unguessable_link(paulo, client):
    board = paulo(team_a="  Los de Lanjarón ", team_b="Ellos")
    assert board.teams == ("Los de Lanjarón", "Ellos")
    assert len(board.token) >= 22 and board.token != paulo().token
    page = text(client.get(f"/en/counters/paulo/{board.token}/"))
    assert "Los de Lanjarón" in page and "0 chinos malos" in page


@pytest.mark.parametrize(("data", "message"), [
    ({"team_a": "   "}, "Every team needs a name."),
    ({"team_a": "Us", "team_b": "us"}, "Both teams are called “us”: give them different names."),
    ({"players": "5"}, "Paulo is played by 4, 6 or 8 players."),
    ({"scoring": "poker"}, "Choose one of the scorings offered."),
    ({"target": "3"}, "Choose one of the match lengths offered."),
])
def test_bad_boards_are_refused_with_a_precise_message(client, data, message):
    response = client.post("/en/counters/paulo/", {"team_a": "Us", "team_b": "Them", "players": "4",
                                                   "scoring": "chinos", **data})
    assert response.status_code == 400
    assert message in text(response)
    assert not PauloBoard.objects.exists()


# --- What a hand is worth (source 000, scoring and betting; rules-decisions §9) ------------------------

def test_a_hand_with_no_bets_is_worth_2_chinos(paulo, post_hand):
    """Source 000, scoring and betting: a hand won with no bet is worth 2 chinos."""
    board = paulo()
    play(post_hand, board, [(0, "played", 0)])
    assert team(board, 0).chinos == 2


def test_a_hand_with_no_bets_is_worth_1_when_a_team_is_al_canuto(paulo, post_hand, client):
    """Source 000, scoring and betting: with a team al canuto, 1; the opening bet drops to 2 as well."""
    board = paulo()
    play(post_hand, board, TO_AL_CANUTO)
    assert (team(board, 0).patas, team(board, 0).chinos, team(board, 0).status) == (1, 7, "al_canuto")
    page = text(client.get(f"/en/counters/paulo/{board.token}/"))
    assert "Al canuto" in page
    assert "Opening bet next hand 2" in page
    assert "A hand with no bets is worth 1" in page
    assert "No bet worth 1 chino" in page and "1 bet (opening) worth 2 chinos" in page  # the form's stakes
    play(post_hand, board, [(1, "played", 0)])
    assert team(board, 1).chinos == 1


def test_a_refused_opening_bet_takes_one_chino_off(paulo, post_hand):
    """Source 000, scoring and betting: opening bet 3 refused, the betting team takes 2."""
    board = paulo()
    play(post_hand, board, [(1, "refused", 1)])
    assert team(board, 1).chinos == 2


def test_a_refused_opening_bet_when_al_canuto_gives_1(paulo, post_hand):
    """Source 000, scoring and betting: opening bet 2 refused, 1."""
    board = paulo()
    play(post_hand, board, [*TO_AL_CANUTO, (1, "refused", 1)])
    assert team(board, 1).chinos == 1


def test_a_refused_raise_gives_the_last_accepted_value(paulo, post_hand):
    """rules-decisions §9: 3 accepted, 4 refused -> 3; 3, 4 accepted, 5 refused -> 4."""
    board = paulo()
    play(post_hand, board, [(0, "refused", 2), (1, "refused", 3)])
    assert (team(board, 0).chinos, team(board, 1).chinos) == (3, 4)


def test_going_away_after_accepting_pays_the_whole_bet(paulo, post_hand):
    """Source 000, scoring and betting: 4 accepted, then the accepting team goes away: the other team takes
    4."""
    board = paulo()
    play(post_hand, board, [(0, "abandoned", 2)])
    assert team(board, 0).chinos == 4


def test_failing_to_follow_counts_as_going_away(paulo, post_hand):
    """rules-decisions §9: the penalty pays as if the team had gone away."""
    board = paulo()
    play(post_hand, board, [(1, "penalty", 0), (1, "penalty", 2)])
    assert team(board, 1).chinos == 2 + 4


def test_a_team_cannot_go_away_without_a_bet(paulo, post_hand):
    """rules-decisions §9: outside the al quiero decision a team goes away only in answer to a bet."""
    board = paulo()
    response = post_hand(board, 0, "refused", 0)
    assert response.status_code == 400
    assert "A team can only go away in answer to a bet" in text(response)
    assert not board.hand_set.exists()


# --- Patas, medio Paulo, Paulo (source 000, scoring and betting; rules-decisions §7) -------------------

def test_nine_chinos_make_a_pata_and_the_rest_are_chinos_buenos(paulo, post_hand, client):
    """Source 000, scoring and betting: a team with 6 chinos wins an accepted 5: 11 -> 1 pata and 2 buenos."""
    board = paulo()
    play(post_hand, board, [(0, "played", 1), (0, "played", 1), (0, "played", 3)])
    assert (team(board, 0).patas, team(board, 0).chinos_buenos, team(board, 0).chinos_malos) == (1, 2, 0)
    page = text(client.get(f"/en/counters/paulo/{board.token}/"))
    assert "2 chinos buenos" in page and "1 pata" in page


def test_two_patas_make_a_medio_paulo_and_both_teams_start_again(paulo, post_hand, client):
    """Source 000, scoring and betting and rules-decisions §7: at 18 the medio Paulo is won, the excess
    dropped, both back to 0."""
    board = paulo()
    play(post_hand, board, [(1, "played", 0), *[(0, "played", 3)] * 3, (0, "played", 2)])
    state = score(board)
    assert [(t.chinos, t.patas, t.medios) for t in state.teams] == [(0, 0, 1), (0, 0, 0)]
    assert "Medio Paulo won by: Us." in text(client.get(f"/en/counters/paulo/{board.token}/"))


def test_two_medios_paulos_make_a_paulo(paulo, post_hand):
    board = paulo()
    play(post_hand, board, [*[(0, "played", 7)] * 2, *[(0, "played", 7)] * 2])
    assert (team(board, 0).medios, team(board, 0).paulos) == (2, 1)


def test_the_winner_is_shown_when_the_match_is_complete_and_no_more_hands_are_taken(paulo, post_hand, client):
    board = paulo(target="1")
    play(post_hand, board, [(1, "played", 8), (1, "played", 8)])
    page = text(client.get(f"/en/counters/paulo/{board.token}/"))
    assert "Winner of the match: Them" in page
    assert "how did it end?" not in page
    refused = post_hand(board, 0)
    assert refused.status_code == 400
    assert "The match is already won" in text(refused)


def test_the_full_game_is_two_paulos(paulo):
    """rules-decisions §7: the counters' full game preset is 2 Paulos = 4 medios."""
    assert paulo_board.rules_of(paulo()).target_medios == 4


# --- Al quiero, quiero forzoso, carteta (source 000, scoring and betting; rules-decisions §4, §10) -----

def test_al_quiero_is_shown_and_declining_gives_the_other_team_one_chino(paulo, post_hand, client):
    """Source 000, scoring and betting: and rules-decisions §4: the quiero team declines, the opponents take
    1; it stays al quiero."""
    board = paulo()
    play(post_hand, board, [*TO_AL_CANUTO, (0, "played", 0)])
    assert team(board, 0).status == "al_quiero"
    page = text(client.get(f"/en/counters/paulo/{board.token}/"))
    assert "Al quiero" in page and "Al quiero: Us. After the deal this team decides whether to play." in page
    play(post_hand, board, [(1, "quiero_declined", 0)])
    assert (team(board, 1).chinos, team(board, 0).status) == (1, "al_quiero")


def test_only_a_team_al_quiero_may_decline_and_only_before_any_bet(paulo, post_hand):
    board = paulo()
    response = post_hand(board, 0, "quiero_declined", 0)
    assert response.status_code == 400
    assert "The team Them is not al quiero, so it cannot choose not to play." in text(response)
    play(post_hand, board, [*TO_AL_CANUTO, (0, "played", 0)])
    response = post_hand(board, 1, "quiero_declined", 1)
    assert "The al quiero decision comes before any bet" in text(response)


def test_a_team_al_quiero_that_plays_and_wins_takes_the_medio_paulo(paulo, post_hand):
    """rules-decisions §4: if it plays and wins the hand, it wins the medio Paulo whatever the bet."""
    board = paulo()
    play(post_hand, board, [*TO_AL_CANUTO, (0, "played", 0), (0, "played", 0)])
    assert team(board, 0).medios == 1


def test_in_a_quiero_forzoso_nobody_may_go_away(paulo, post_hand, client):
    board = paulo()
    play(post_hand, board, [*TO_AL_CANUTO, (0, "played", 0),
                            (1, "played", 1), (1, "played", 1), (1, "played", 1), (1, "played", 2),
                            (1, "played", 0), (1, "played", 0)])
    assert (team(board, 0).status, team(board, 1).status) == ("al_quiero", "al_quiero")
    assert "Quiero forzoso" in text(client.get(f"/en/counters/paulo/{board.token}/"))
    response = post_hand(board, 0, "refused", 1)
    assert response.status_code == 400
    assert "nobody may go away" in text(response)


def test_a_carteta_is_allowed_once_per_medio_paulo_while_nobody_has_chinos_buenos(paulo, post_hand, client):
    """Source 000, scoring and betting (carteta)."""
    board = paulo()
    url = f"/en/counters/paulo/{board.token}/carteta/"
    assert "Carteta still allowed in this medio Paulo" in text(client.get(f"/en/counters/paulo/{board.token}/"))
    assert client.post(url, {"version": current(board)}).status_code == 302
    assert board.hand_set.get().kind == "carteta"
    again = client.post(url, {"version": current(board)})
    assert again.status_code == 400
    assert "No carteta now" in text(again)
    assert "Carteta not allowed now" in text(client.get(f"/en/counters/paulo/{board.token}/"))


def test_no_carteta_once_a_team_has_chinos_buenos(paulo, post_hand, client):
    board = paulo()
    play(post_hand, board, [(0, "played", 5)])  # 7 chinos... and 3 more: a pata and 1 bueno
    play(post_hand, board, [(0, "played", 1)])
    assert team(board, 0).chinos_buenos == 1
    response = client.post(f"/en/counters/paulo/{board.token}/carteta/", {"version": current(board)})
    assert response.status_code == 400


# --- Edit, delete, undo, teams ---------------------------------------------------------------------

def test_editing_a_hand_rescores_every_later_hand(paulo, post_hand, client):
    board = paulo()
    play(post_hand, board, [(0, "played", 0), (1, "played", 1), (0, "played", 2)])
    form = client.get(f"/en/counters/paulo/{board.token}/hands/2/").content.decode()
    assert re.search(r'name="winner" value="1" checked', form)
    assert re.search(r'name="bets" value="1" checked', form)
    assert post_hand(board, 0, "played", 1, number=2).status_code == 302
    assert (team(board, 0).chinos, team(board, 0).patas, team(board, 1).chinos) == (0, 1, 0)


def test_an_edit_that_makes_a_later_hand_impossible_is_refused(paulo, post_hand):
    board = paulo()
    play(post_hand, board, [*TO_AL_CANUTO, (0, "played", 0), (1, "quiero_declined", 0)])
    response = post_hand(board, 1, "played", 0, number=7)  # hand 7 no longer makes Us al quiero
    assert response.status_code == 400
    assert "That change makes entry 8 impossible: The team Us is not al quiero" in text(response)
    assert board.hand_set.get(number=7).winner == 0


def test_delete_and_undo(paulo, post_hand, client):
    board = paulo()
    play(post_hand, board, [(0, "played", 0), (1, "played", 1), (0, "played", 2)])
    base = f"/en/counters/paulo/{board.token}/"
    assert client.post(base + "hands/2/delete/", {"version": current(board)}).status_code == 302
    assert [(h.number, h.winner) for h in board.hand_set.all()] == [(1, 0), (2, 0)]
    assert team(board, 0).chinos == 6
    assert client.post(base + "undo/", {"version": current(board)}).status_code == 302
    assert [(h.number, h.winner) for h in board.hand_set.all()] == [(1, 0), (2, 1), (3, 0)]


def test_a_stale_hand_is_refused(paulo, post_hand):
    board = paulo()
    version = current(board)
    assert post_hand(board, 0, version=version).status_code == 302
    stale = post_hand(board, 1, version=version)
    assert stale.status_code == 409
    assert "Someone else changed this sheet a moment ago" in text(stale)
    assert board.hand_set.count() == 1


def test_team_names_can_be_changed_and_the_change_undone(paulo, client):
    board = paulo()
    base = f"/en/counters/paulo/{board.token}/"
    response = client.post(base + "teams/", {"version": current(board), "team_a": "Ana y Bo", "team_b": "Cy y Di"})
    assert response.status_code == 302
    board.refresh_from_db()
    assert board.teams == ("Ana y Bo", "Cy y Di")
    refused = client.post(base + "teams/", {"version": current(board), "team_a": "", "team_b": "X"})
    assert refused.status_code == 400 and "Every team needs a name." in text(refused)
    client.post(base + "undo/", {"version": current(board)})
    board.refresh_from_db()
    assert board.teams == ("Us", "Them")


# --- Other scorings (source 000, scoring and betting (variants), rules-decisions §7) -------------------

def test_lanjaron_counts_gordos_and_chicos(paulo, post_hand, client):
    """Source 000, scoring and betting (Lanjarón): no bets -> 1 gordo; a refused chico still goes to the
    winner."""
    board = paulo(scoring="lanjaron")
    play(post_hand, board, [(0, "played", 0), (0, "refused", 1)])
    assert (team(board, 0).chinos, team(board, 0).chicos) == (2, 1)
    page = text(client.get(f"/en/counters/paulo/{board.token}/"))
    assert "gordos malos" in page and "1 chico" in page


def test_cuerno_scoring_counts_points(paulo, post_hand, client):
    """Source 000, scoring and betting (cuernos): 3 points a hand, 6 with an accepted bet."""
    board = paulo(scoring="cuerno")
    play(post_hand, board, [(0, "played", 0), (0, "played", 1)])
    assert team(board, 0).chinos == 9
    assert "9 points" in text(client.get(f"/en/counters/paulo/{board.token}/"))


# --- Language, links, CSV ---------------------------------------------------------------------------

def test_the_board_speaks_spanish(paulo, post_hand, client):
    board = paulo(lang="es", team_a="Nosotros", team_b="Ellos")
    response = post_hand(board, 0, "refused", 0, lang="es")
    assert "Un equipo solo puede irse cuando le apuestan" in text(response)
    assert post_hand(board, 0, "played", 0, lang="es").status_code == 302
    page = text(client.get(f"/es/counters/paulo/{board.token}/"))
    assert "Marcador de chinos del Paulo" in page
    assert "Mano 1 guardada: Para Nosotros: 2 chinos." in page
    assert "chinos malos" in page and "Apuesta inicial en la próxima mano 3" in page


def test_a_bad_board_link_is_a_translated_404(client):
    response = client.get("/es/counters/paulo/nada/")
    assert response.status_code == 404
    assert "No hay ningún marcador de Paulo en este enlace." in text(response)


def test_paulo_csv(paulo, post_hand, client):
    board = paulo()
    play(post_hand, board, [(0, "played", 0), (1, "refused", 2)])
    rows = list(csv.reader(io.StringIO(client.get(f"/en/counters/paulo/{board.token}/csv/").content.decode(
        "utf-8-sig"))))
    assert rows[0][:3] == ["Entry", "What happened", "Award"]
    assert rows[1][0] == "1" and rows[1][2] == "For Us: 2 chinos."
    assert rows[2][2] == "For Them: 3 chinos."
    assert rows[2][3:] == ["2", "0", "0", "3", "0", "0"]


def test_the_board_page_is_clean(paulo, client):
    board = paulo()
    html = client.get(f"/en/counters/paulo/{board.token}/").content.decode()
    assert html.count("<h1") == 1
    assert " style=" not in html and "<style" not in html and "hx-on" not in html
    assert html.count('method="post"') == html.count('name="csrfmiddlewaretoken"')
    assert 'class="qr"' in html


def test_stored_entries_are_rows_in_the_database(paulo, post_hand):
    board = paulo()
    play(post_hand, board, [(1, "abandoned", 3)])
    hand = PauloHand.objects.get(board=board)
    assert (hand.number, hand.kind, hand.winner, hand.end, hand.bets) == (1, "hand", 1, "abandoned", 3)


def test_a_stored_hand_the_rules_no_longer_accept_is_reported_not_a_500(paulo, client):
    """If the engine's rules change under stored entries, the board stops before the first refused one."""
    board = paulo()
    PauloHand.objects.create(board=board, number=1, winner=0, end="played", bets=0)
    PauloHand.objects.create(board=board, number=2, winner=1, end="refused", bets=0)  # impossible
    response = client.get(f"/en/counters/paulo/{board.token}/")
    assert response.status_code == 200
    assert "Entry 2 can no longer be scored, so the board stops before it: A team can only go away" in text(response)
    assert team(board, 0).chinos == 2
