"""The counters pick cards with the site's one card picker (``{% card_picker %}``), folded per player, each
grid showing that player's running total as the engine counts the cards picked."""

import re

import pytest
from django.template import Context, Template

from counters.games.papayoo.sheet import PICKABLE
from naipes.cards import SPANISH_40

pytestmark = pytest.mark.django_db

FOUR = ["Emma", "Nico", "Pat", "Léa"]


def test_each_player_has_one_folded_picker_with_the_cards_worth_points(papayoo, client):
    sheet = papayoo(FOUR)
    html = client.get(f"/en/counters/papayoo/{sheet.token}/").content.decode()
    assert html.count("data-card-picker") == 4 and html.count('class="cp-fold"') == 4
    grid = html[html.index('id="picker-cards_1"'):html.index("</fieldset>", html.index('id="picker-cards_1"'))]
    assert sorted(re.findall(r'name="cards_1" value="(\w+)"', grid)) == sorted(c.code for c in PICKABLE)
    assert "counters/_card_picker" not in html and "pick-grid" not in html  # the old grid is gone


def test_a_tute_and_a_cirulo_sheet_use_the_same_picker(client):
    for game, data in (("tute", {"player": ["Ana", "Bo", "Cy"], "muestra": "yes", "tute": "source",
                                 "ties": "shared", "ending": "deals"}),
                       ("cirulo", {"player": ["Ana", "Bo", "Cy", "Di"], "pack": "40"})):
        response = client.post(f"/en/counters/{game}/", data)
        assert response.status_code == 302
        html = client.get(response["Location"]).content.decode()
        assert 'data-card-picker' in html and 'name="cards_1"' in html and 'class="cp-fold"' in html


def test_the_tally_refreshes_the_running_total_on_the_players_grid(papayoo, client):
    sheet = papayoo(FOUR, lang="es")
    tally = client.get(f"/es/counters/papayoo/{sheet.token}/rounds/tally/",
                       {"die": "H", "cards_1": ["20P", "19P", "7H"], "points_0": "100"}).content.decode()
    # Nico: 20 + 19 + the Papayoo (the 7 of the die's suit) 40 = 79; Emma typed hers, so her grid shows none.
    assert re.search(r'<output class="cp-total" id="picker-cards_1-total" hx-swap-oob="true">79 puntos</output>', tally)
    assert re.search(r'<output class="cp-total" id="picker-cards_0-total" hx-swap-oob="true"></output>', tally)


def test_a_grid_sent_back_with_an_error_is_open_and_keeps_its_total(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    response = post_round(sheet, "H", cards_1=["20P", "19P", "7H"], points_0="300")
    html = response.content.decode()
    assert '<details class="cp-fold" id="picker-cards_1-fold" open>' in html
    assert '<details class="cp-fold" id="picker-cards_0-fold">' in html
    assert 'id="picker-cards_1-total">79 points</output>' in html


def test_the_judges_radio_picker_keeps_its_none_choice_and_no_fold():
    html = Template('{% load picker %}{% card_picker "led" deck multiple=False legend="Card led" none_label="None yet" %}').render(
        Context({"deck": SPANISH_40}))
    assert 'type="radio" name="led" value="" checked' in html and "<details" not in html
    assert html.count('type="radio" name="led"') == 41


@pytest.mark.parametrize(("game", "start", "cards", "total"), [
    # Tute: as 11 + tres 10 + rey 4 = 25 card points (source 002, card points).
    ("tute", {"player": ["Ana", "Bo", "Cy"], "muestra": "yes", "tute": "source", "ties": "shared", "ending": "deals"},
     ["1O", "3C", "12E"], "25 points"),
    # Cirulo: the oros' tantos, figures 10 and the others their number: 10 + 7 + 1 = 18.
    ("cirulo", {"player": ["Ana", "Bo", "Cy", "Di"], "pack": "40"}, ["12O", "7O", "1O"], "18 points"),
])
def test_tute_and_cirulo_grids_show_their_running_total_as_cards_are_picked(client, game, start, cards, total):
    sheet_url = client.post(f"/en/counters/{game}/", start)["Location"]
    html = client.get(sheet_url).content.decode()
    assert f'hx-get="{sheet_url}hands/picked/"' in html and 'id="picker-cards_1-total"' in html
    answer = client.get(f"{sheet_url}hands/picked/", {"cards_1": cards, "cards_0": ["99Z"]}).content.decode()
    assert f'<output class="cp-total" id="picker-cards_1-total" hx-swap-oob="true">{total}</output>' in answer
    assert '<output class="cp-total" id="picker-cards_0-total" hx-swap-oob="true"></output>' in answer  # junk: none


def test_la_docena_has_no_card_grid_so_no_running_total_address(client):
    assert client.get("/en/counters/docena/abc/hands/picked/").status_code == 404


def test_a_hand_form_without_card_grids_asks_for_no_running_total(rf):
    """The shared entry form asks for the grids' running totals only at the address the counter declares: a game
    whose hand has no card grid (no ``picked`` address) gets its form, not a page that cannot be drawn."""
    from django import forms
    from django.template.loader import render_to_string

    class Form(forms.Form):
        version = forms.CharField(widget=forms.HiddenInput, initial="1")

    context = {"kind": "nogrid", "sheet": {"token": "abc"}, "form": Form(), "action": "/", "submit": "Save", "draft": "new-1"}
    html = render_to_string("counters/_entry_form.html", {**context, "picked_url": ""}, request=rf.get("/"))
    assert 'id="round-form"' in html and "hx-get" not in html
    html = render_to_string("counters/_entry_form.html", {**context, "picked_url": "/x/hands/picked/"}, request=rf.get("/"))
    assert 'hx-get="/x/hands/picked/" hx-trigger="change"' in html


def test_editing_a_saved_round_shows_each_grid_with_its_total(papayoo, post_round, client):
    sheet = papayoo(FOUR)
    saved = post_round(sheet, "H", cards_1=["20P", "19P", "7H"], points_0="100", points_2="50", points_3="21")
    assert saved.status_code == 302
    html = client.get(f"/en/counters/papayoo/{sheet.token}/rounds/1/").content.decode()
    assert '<details class="cp-fold" id="picker-cards_1-fold" open>' in html
    assert 'id="picker-cards_1-total">79 points</output>' in html  # 20 + 19 + the Papayoo of hearts 40
