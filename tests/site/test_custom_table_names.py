"""A custom table is named by what it changes, in words, in both languages («A medida: sin muestra; 6 cartas
por jugador», "Custom: no muestra; 6 cards each"), never by its code alone: a reader cannot tell what "m0-h6"
plays. Every option of every game the engine declares has those few words, and a count of one reads in the
singular (rules-decisions §41 for the codes)."""

from __future__ import annotations

import re

import pytest

import wording
from naipes import RulesError, profiles as named
from naipes.games import slugs
from naipes.options import declared
from naipes.profiles import codes
from naipes_site import table_rules
from wording import options as option_words

CUSTOM = {"es": "A medida: ", "en": "Custom: "}
ONE_WITH_PLURAL = re.compile(r"\b1 (rondas|rounds|medios|puntos|points|cartas|cards|jugadores|players|piedras)\b")


def values_away_from_the_standard(option):
    if option.open:
        return [option.least, option.least + 2]
    return [value for value in option.values if value != option.default]


def custom_tables(game: str):
    """One table per option and value the engine declares away from the standard (the number of players is
    the table's size, never its rules), each with the option it changes."""
    for option in declared(game):
        if option.name in named.TABLE_FIELDS:
            continue
        for value in values_away_from_the_standard(option):
            try:
                table = table_rules.decode(game, codes.encode(game, {option.name: value}))
            except RulesError:
                continue  # no number of players plays this option alone
            yield option, value, table


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", [g for g in slugs() if {o.name for o in declared(g)} - named.TABLE_FIELDS])
def test_a_custom_table_says_in_words_what_each_option_changes(game, lang):
    """Every game with a table option (a game whose only option is its players has no custom table)."""
    named_by_words = 0
    for option, value, table in custom_tables(game):
        written = option.text(value)
        base = f"{game}.rules.{option.name}"
        assert wording.has(f"{base}.{written or 'none'}.short") or wording.has(f"{base}.short"), (game, option.name)
        if table.profile is not None:
            continue  # the options of a named profile: the table is called by its name
        name = table.name(lang)
        assert name == CUSTOM[lang] + option_words.change(game, option, value, lang), name
        assert table.code not in name and not ONE_WITH_PLURAL.search(name), name
        named_by_words += 1
    assert named_by_words


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_table_changing_two_options_names_both_in_the_engines_order(lang):
    table = table_rules.decode("tute", "m0-h6")
    assert table.name(lang) == {"es": "A medida: sin muestra; 6 cartas por jugador",
                                "en": "Custom: no muestra; 6 cards each"}[lang]


def test_one_medio_paulo_and_one_round_read_in_the_singular():
    assert table_rules.decode("paulo", "t1").name("es").endswith("1 medio Paulo para ganar")
    assert table_rules.decode("papayoo", codes.encode("papayoo", {"rounds": 1})).name("en").endswith("1 round")
