"""A counter's start form offers the table options the engine declares, and reads them through the site's
one options reader (:mod:`naipes_site.options`): a refusal comes back on its field, in the page's language."""

import re

import pytest

from counters.games.cirulo.forms import CiruloStartForm
from counters.games.papayoo.forms import PapayooStartForm
from counters.games.paulo.forms import PauloStartForm
from counters.games.tute.forms import TuteStartForm
from counters.models import TableSheet
from naipes.options import accepted, option

pytestmark = pytest.mark.django_db


def text(response) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", response.content.decode()).split())


@pytest.mark.parametrize(("form", "game", "name"), [
    (PapayooStartForm, "papayoo", "ending"), (PapayooStartForm, "papayoo", "threshold"),
    (PauloStartForm, "paulo", "scoring"), (TuteStartForm, "tute", "tute"), (TuteStartForm, "tute", "ties"),
    (CiruloStartForm, "cirulo", "pack"),
])
def test_the_values_offered_are_the_engines(form, game, name):
    offered = [value for value, _ in form().fields[name].choices]
    assert offered == list(option(game, name).texts())


@pytest.mark.parametrize(("lang", "message"), [("en", "At least one round must be played."),
                                               ("es", "Hay que jugar al menos una ronda.")])
def test_an_option_the_reader_refuses_comes_back_on_its_field_in_the_pages_language(client, lang, message):
    response = client.post(f"/{lang}/counters/papayoo/", {"player": ["Ana", "Bea", "Cris"], "dealer": "1",
                                                          "ending": "rounds", "rounds": "0"})
    assert response.status_code == 400 and message in text(response)


def test_the_tute_agreements_stored_are_those_the_reader_read(client):
    response = client.post("/en/counters/tute/", {"player": ["Ana", "Bea"], "muestra": "no", "tute": "classic",
                                                  "ties": "replay", "ending": "deals"})
    assert response.status_code == 302
    assert TableSheet.objects.get().options == {"muestra": False, "tute": "classic", "ties": "replay",
                                                "ending": "deals", "target": 3}


def test_a_tute_agreement_left_out_is_the_engines_default(client):
    assert client.post("/en/counters/tute/", {"player": ["Ana", "Bea"], "ending": "points"}).status_code == 302
    assert TableSheet.objects.get().options == {"muestra": True, "tute": "source", "ties": "shared",
                                                "ending": "points", "target": 500}


@pytest.mark.parametrize("game", ["papayoo", "tute", "cirulo", "docena"])
@pytest.mark.parametrize(("lang", "hint"), [("en", "From {low} to {high} names"), ("es", "De {low} a {high} nombres")])
def test_the_player_count_above_the_name_boxes_is_the_engines(client, game, lang, hint):
    counts = accepted(game, "players")
    page = text(client.get(f"/{lang}/counters/{game}/", follow=True))
    assert hint.format(low=min(counts), high=max(counts)) in page


def test_the_paulo_board_offers_the_engines_player_counts(client):
    page = client.get("/en/counters/paulo/", follow=True).content.decode()
    offered = re.findall(r'name="players" value="(\d+)"', page)
    assert offered == [str(n) for n in accepted("paulo", "players")]


@pytest.mark.parametrize(("lang", "message"), [("en", "Paulo is played by 4, 6 or 8 players."),
                                               ("es", "Al Paulo se juega con 4, 6 u 8 jugadores.")])
def test_a_player_count_paulo_is_not_played_by_is_refused_naming_those_it_is(client, lang, message):
    response = client.post(f"/{lang}/counters/paulo/", {"team_a": "Us", "team_b": "Them", "players": "5"})
    assert response.status_code == 400 and message in text(response)
