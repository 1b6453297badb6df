"""A counter's start form offers the table options the engine declares, and reads them through the site's
one options reader (:mod:`naipes_site.options`): a refusal comes back on its field, in the page's language."""

import re

import pytest

from counters.cirulo_forms import CiruloStartForm
from counters.forms import PapayooStartForm
from counters.models import TableSheet
from counters.paulo_forms import PauloStartForm
from counters.tute_forms import TuteStartForm
from naipes.options import option

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
