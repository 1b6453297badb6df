"""Papayoo's standard profile is the usual game, not the official one: source 003 leaves the number of rounds
open ("almost always as many rounds as players, or four for half an hour"), rules-decisions §39."""

from __future__ import annotations

import html
import re

import pytest

import wording

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "name", "open_number", "official"), [
    ("en", "Usual game", "the rules leave the number of rounds open", "Official"),
    ("es", "Partida habitual", "las reglas dejan abierto el número de rondas", "Oficial"),
])
def test_the_table_chooser_names_one_round_per_player_the_usual_choice(client, lang, name, open_number, official):
    assert wording.text("profiles.papayoo.standard.name", lang) == name
    page = html.unescape(client.get(f"/{lang}/papayoo/table/").content.decode())
    text = " ".join(re.sub(r"<[^>]+>", " ", page).split())
    assert name in text and open_number in text
    assert official not in text
