"""Counters under a table's rules (docs/rules-decisions.md §44): a sheet started under a named profile keeps it,
shows it by name on the sheet, its view-only link, its poll and its CSV in the viewer's language, and checks
every entry under that profile's ``Rules``; one option flipped, and the verdict that depends on it changes.

Sheets from before tables were kept read as the table their own options make (nothing they recorded is lost).
"""

import csv
import io
import re

import pytest

import wording
from counters.forms import initial_from_table
from counters.games.docena import sheet as docena_sheet
from counters.games.papayoo import sheet as papayoo_sheet
from counters.games.paulo import board as paulo_board
from counters.models import PapayooSheet, PauloBoard, PauloHand, TableEntry, TableSheet
from counters.registry import counters
from naipes import game as engine_of, profiles as named
from naipes_site import table_rules

pytestmark = pytest.mark.django_db

COUNTER = {c.slug: c for c in counters()}
SEATS = ["Ana", "Bea", "Cris", "Dani", "Eva", "Fede", "Gil", "Hugo"]
NAMES = {"papayoo": SEATS[:5], "tute": SEATS[:3], "cirulo": SEATS[:4], "docena": SEATS[:6]}
"""The players written on a sheet's start form: these, or as few as the game's engine seats."""
EVERY_PROFILE = [(game, p.slug) for game in COUNTER for p in named.profiles(game)]


def text(response) -> str:
    html = re.sub(r"<[^>]+>", " ", response.content.decode())
    return " ".join(html.split()).replace("&#x27;", "'").replace("&quot;", '"')


def form_data(game: str, table) -> dict:
    """What the start form sends when the organiser only writes the names: its fields as drawn for the table."""
    data: dict = {"table": table.code}
    for name, value in initial_from_table(COUNTER[game].start_form, game, table).items():
        if value is True:
            data[name] = "on"
        elif value is not False:
            data[name] = value
    if game == "paulo":
        return {**data, "team_a": "Us", "team_b": "Them", "players": "4"}
    if game == "tute":
        data["ending"] = "deals"
    names = NAMES.get(game, SEATS[:min(engine_of(game).PLAYERS)])
    return {**data, "player": names, **({"dealer": "1"} if game == "papayoo" else {})}


def start(client, game: str, code: str, lang: str = "en", kept: bool = True, **changed):
    """Start a sheet from the start page as this browser's table (``kept``) or a link's ``?profile=`` draws it."""
    table = table_rules.decode(game, code)
    if kept:
        client.cookies[table_rules.cookie_name(game)] = code
    page = client.get(f"/{lang}/counters/" + ("" if kept else f"?profile={game}:{code}"))
    shown = re.search(rf'id="{game}-start-table">(.*?)</p>', page.content.decode(), re.S)
    assert shown and table.name(lang) in shown.group(1)
    assert f'<input type="hidden" name="table" value="{table.code}">' in page.content.decode()
    response = client.post(f"/{lang}/counters/{game}/", {**form_data(game, table), **changed})
    assert response.status_code == 302, text(response)[:2000]
    sheet = COUNTER[game].find(response["Location"].rstrip("/").rsplit("/", 1)[1])
    client.cookies.pop(table_rules.cookie_name(game), None)
    return sheet


def players_of(sheet) -> int:
    return sheet.players if isinstance(sheet, PauloBoard) else len(sheet.players)


@pytest.mark.parametrize(("game", "slug"), EVERY_PROFILE)
def test_a_sheet_started_under_a_profile_keeps_it_and_checks_under_its_rules(client, game, slug):
    profile = named.profile(game, slug)
    sheet = start(client, game, slug)
    assert sheet.table == slug
    assert COUNTER[game].table(sheet).profile == profile
    assert COUNTER[game].rules(sheet) == profile.rules(players=players_of(sheet))


@pytest.mark.parametrize(("game", "slug"), EVERY_PROFILE)
def test_a_link_to_a_profile_starts_the_sheet_under_it_too(client, game, slug):
    sheet = start(client, game, slug, lang="es", kept=False)
    assert COUNTER[game].table(sheet).profile == named.profile(game, slug)


@pytest.mark.parametrize(("game", "slug"), EVERY_PROFILE)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_sheet_its_view_only_link_its_poll_and_its_csv_name_the_table(client, game, slug, lang):
    sheet = start(client, game, slug, lang=lang)
    name = wording.text(f"profiles.{game}.{slug}.name", lang)
    table_line = {"es": f"Reglas de la mesa: {name}", "en": f"Table rules: {name}"}[lang]
    assert table_line in text(client.get(f"/{lang}/counters/{game}/{sheet.token}/"))
    assert table_line in text(client.get(f"/{lang}/counters/{game}/view/{sheet.view_token}/"))
    assert table_line in text(client.get(f"/{lang}/counters/{game}/view/{sheet.view_token}/live/?since=0"))
    rows = list(csv.reader(io.StringIO(client.get(f"/{lang}/counters/{game}/{sheet.token}/csv/")
                                       .content.decode("utf-8-sig"))))
    assert rows[-1] == [{"es": "Reglas de la mesa", "en": "Table rules"}[lang], name, f"{game}:{slug}"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_options_changed_on_the_start_form_make_a_custom_table_named_by_what_it_changes(client, lang):
    # Dúrcal's table, but the organiser keeps the score in chinos: Dúrcal's order and strict following stay.
    board = start(client, "paulo", "durcal", lang=lang, scoring="chinos")
    assert board.table == "o1-f1"
    rules = paulo_board.rules_of(board)
    assert (rules.order, rules.strict_follow, rules.scoring) == ("durcal", True, "chinos")
    custom = {"es": "A medida: orden de Dúrcal; asistencia estricta", "en": "Custom: Dúrcal order; strict follow"}[lang]
    assert custom in text(client.get(f"/{lang}/counters/paulo/view/{board.view_token}/"))


# --- one option flipped, one verdict changed ----------------------------------------------------------------

def post(client, sheet, game: str, **fields):
    path = "rounds" if game == "papayoo" else "hands"
    sheet.refresh_from_db()
    return client.post(f"/en/counters/{game}/{sheet.token}/{path}/", {"version": str(sheet.version), **fields})


ALL_TO_ANA = {"die": "C", "points_0": "250", "points_1": "0", "points_2": "0", "points_3": "0", "points_4": "0"}


def test_papayoo_a_total_past_250_ends_the_game_only_under_the_threshold_ending(client):
    for code, over in (("standard", False), ("f1", True)):
        sheet = start(client, "papayoo", code)
        assert post(client, sheet, "papayoo", **ALL_TO_ANA).status_code == 302
        assert COUNTER["papayoo"].state(sheet, list(sheet.round_set.all())).over is over
        assert post(client, sheet, "papayoo", **ALL_TO_ANA).status_code == (400 if over else 302)


def test_papayoo_the_half_hour_game_ends_after_four_rounds_even_at_five_players(client):
    for code, over in (("standard", False), ("half-hour", True)):
        sheet = start(client, "papayoo", code)
        for _ in range(4):
            assert post(client, sheet, "papayoo", **ALL_TO_ANA).status_code == 302
        assert COUNTER["papayoo"].state(sheet, list(sheet.round_set.all())).over is over


def test_paulo_a_match_of_one_medio_paulo_is_won_sooner_than_the_full_game(client):
    full, short = start(client, "paulo", "standard"), start(client, "paulo", "t1")
    hands = [PauloHand(number=n, winner=0, end="played", bets=3) for n in range(1, 200)]
    played = next(n for n in range(1, 200) if COUNTER["paulo"].state(short, hands[:n]).winner is not None)
    assert COUNTER["paulo"].state(full, hands[:played]).winner is None


@pytest.mark.parametrize("slug", ["lanjaron", "durcal"])
def test_paulo_each_profile_scores_in_its_own_units(client, slug):
    standard, variant = start(client, "paulo", "standard"), start(client, "paulo", slug)
    hands = [PauloHand(number=1, winner=0, end="played", bets=2)]
    assert paulo_board.rules_of(variant).scoring == named.profile("paulo", slug).options["scoring"]
    assert COUNTER["paulo"].state(standard, hands) != COUNTER["paulo"].state(variant, hands)


def test_tute_a_tute_of_aces_counts_only_without_the_classic_rule(client):
    assert post(client, start(client, "tute", "standard"), "tute", tute_by="1", tute_rank="1").status_code == 302
    refused = post(client, start(client, "tute", "clasico"), "tute", tute_by="1", tute_rank="1")
    assert refused.status_code == 400
    assert "only the four reyes or the four caballos make a tute" in text(refused)


def test_tute_a_deal_with_no_muestra_is_asked_for_one_only_when_the_table_plays_with_muestra(client):
    deal = {"points_0": "60", "points_1": "35", "points_2": "25", "last": "0"}
    assert post(client, start(client, "tute", "standard"), "tute", **deal).status_code == 400
    assert post(client, start(client, "tute", "sin-muestra"), "tute", **deal).status_code == 302


def test_cirulo_every_oro_of_the_40_card_pack_is_not_every_oro_of_the_48_card_pack(client):
    tricks = {f"trick_{seat}": "on" for seat in range(4)}
    every_oro_of_40 = {"tantos_0": "40", "tantos_1": "18", **tricks}
    assert post(client, start(client, "cirulo", "standard"), "cirulo", **every_oro_of_40).status_code == 302
    assert post(client, start(client, "cirulo", "sabelotodo"), "cirulo", **every_oro_of_40).status_code == 400


def test_docena_the_entro_doubles_at_six_players_only_when_the_table_doubles_it_from_seven(client):
    hand = {"kind": "hand", "stakes": [1] * 6, "withdrew": [False] * 6, "winner": 0}
    for code, entro in (("standard", 1), ("d7", 2)):
        sheet = start(client, "docena", code)
        assert docena_sheet.state(sheet, []).entro == entro
        replayed = docena_sheet.state(sheet, [TableEntry(number=1, data=hand)])
        assert bool(replayed.broken) is (entro == 2)  # one stone each is short of an entró of 2


# --- sheets from before tables ------------------------------------------------------------------------------

def test_a_sheet_from_before_tables_reads_as_the_table_its_own_options_make():
    threshold = PapayooSheet.objects.create(players=["A", "B", "C"], ending="threshold")
    plain = PauloBoard.objects.create(team_a="Us", team_b="Them")
    classic = TableSheet.objects.create(game="tute", players=["A", "B"], options={"tute": "classic", "ending": "deals"})
    assert COUNTER["papayoo"].table(threshold).code == "f1"
    assert papayoo_sheet.rules_of(threshold).ending == "threshold"
    assert COUNTER["paulo"].table(plain).standard
    assert COUNTER["tute"].table(classic).profile == named.profile("tute", "clasico")


def test_a_stored_code_that_no_longer_reads_falls_back_to_the_sheets_own_options():
    sheet = PapayooSheet.objects.create(players=["A", "B", "C"], ending="threshold", table="renamed-profile")
    assert COUNTER["papayoo"].table(sheet).code == "f1"


def test_the_migration_keeps_every_sheet_as_it_was_and_reads_it_under_its_own_options(transactional_db):
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    executor = MigrationExecutor(connection)
    executor.migrate([("counters", "0004_change_history_indexes")])
    old = executor.loader.project_state([("counters", "0004_change_history_indexes")]).apps
    old.get_model("counters", "PapayooSheet").objects.create(token="t1", view_token="v1", players=["A", "B", "C"],
                                                               ending="threshold", threshold=500)
    old.get_model("counters", "TableSheet").objects.create(token="t2", view_token="v2", game="cirulo",
                                                             players=["A", "B"], options={"pack": 48})
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
    papayoo, cirulo = PapayooSheet.objects.get(token="t1"), TableSheet.objects.get(token="t2")
    assert papayoo.table == cirulo.table == ""
    assert COUNTER["papayoo"].table(papayoo).code == "f1-t500"
    assert COUNTER["cirulo"].table(cirulo).profile == named.profile("cirulo", "sabelotodo")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_match_length_the_form_does_not_list_is_offered_from_the_table_not_dropped(client, lang):
    client.cookies[table_rules.cookie_name("paulo")] = "t3"
    offered = {"es": "3 medios Paulos, como juega tu mesa", "en": "3 medios Paulos, as your table plays"}[lang]
    assert f'<option value="3" selected>{offered}</option>' in client.get(f"/{lang}/counters/").content.decode()
    board = start(client, "paulo", "t3", lang=lang)
    assert (board.target, board.table) == (3, "t3")
    assert paulo_board.rules_of(board).target_medios == 3
