"""The search's engine answers, the question bank and the score sheets' start addresses under a table's rules
(docs/rules-decisions.md §40, §44, §48), for every game, every named profile and a few table codes drawn from
the game's own options: an answer follows the table the browser keeps or a link names; each option a game's
answers declare they follow changes what some answer shows, and no other option changes any; an answer names
the table exactly when the table makes it differ from the standard one; the deck an answer gives is the
engine's deck under the table, and a number of players the table cannot seat is said so. The bank fills in the
kept table of the trainer's game and says so; a link's table wins."""

from __future__ import annotations

import re
from contextlib import suppress
from dataclasses import replace
from typing import Any

import pytest
from django.core.checks import run_checks
from django.test import Client
from django.utils import translation

from counters.registry import counters
from naipes import GAME_SLUGS, RulesError, games, profiles as named
from naipes.options import declared, option
from naipes.profiles import TABLE_FIELDS, codes
from naipes_site import table_rules
from naipes_site.games import game_info
from search import answers
from search.asking import Tables, seats
from search.games import game_answers
from search.text import words
from trainers.bank.items import drill_selection
from trainers.drills import by_game

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
NUMBERS = sorted({n for game in GAME_SLUGS for n in named.module_of(game).PLAYERS})
SUITS = ("oros", "copas", "espadas", "bastos")
PROBES = (
    "how many players", "cuantos jugadores", "how many cards each", "cuantas cartas a cada uno",
    *(f"how many cards each {n} players" for n in NUMBERS),
    *(f"trump order {suit}" for suit in SUITS), *(f"triunfos {suit} {n} jugadores" for suit in SUITS for n in NUMBERS),
    "how much is the 8oros worth", "value of the oros", "cuanto vale la sota", "value of 10copas",
    "how many cards are passed", "how many points each round total",
    "4bastos vs 1copas", "7oros contra 1copas muestra oros", "1copas vs 12espadas", "9copas vs 12copas",
    "3oros 3copas 3espadas",
)
"""Every shape of question the search answers, asked about each game in turn: none names a game."""


def other_values(game: str, name: str) -> list[Any]:
    """A few values of an option other than its standard one, as a table code can set them."""
    found = option(game, name)
    if found.kind == "suit_order":
        return [tuple(reversed(found.default)), (found.default[1], found.default[0], found.default[2])]
    values = list(found.values) or [1, 2, 3]
    return [v for v in values if v != found.default][:3]


def single_option_tables(game: str) -> list[tuple[str, table_rules.TableRules]]:
    """One table per value other than the standard of each option of the game (the players aside)."""
    found = []
    for o in declared(game):
        if o.name in TABLE_FIELDS:
            continue
        for value in other_values(game, o.name):
            try:
                found.append((o.name, table_rules.decode(game, codes.encode(game, {o.name: value}))))
            except RulesError:
                continue
    return found


def every_table(game: str) -> list[table_rules.TableRules]:
    """The game's named profiles other than the standard, a code per option and value, and a code setting every
    option the answers follow at once."""
    tables = [table_rules.decode(game, p.slug) for p in named.profiles(game) if p.options]
    tables += [table for _name, table in single_option_tables(game)]
    together = {name: other_values(game, name)[0] for name in game_answers()[game].follows}
    with suppress(RulesError):
        tables.append(table_rules.decode(game, codes.encode(game, together)))
    return list({t.code: t for t in tables}.values())


TABLES = [pytest.param(game, table.code, id=f"{game}-{table.code}") for game in GAME_SLUGS for table in every_table(game)]
NAMED = [pytest.param(game, p.slug, id=f"{game}-{p.slug}") for game in GAME_SLUGS for p in named.profiles(game) if p.options]


def section(lang: str):
    return lambda game, anchor: f"/{lang}/{game}/#{anchor}"


def asked(query: str, game: str, lang: str, tables: Tables | None = None) -> answers.EngineAnswer | None:
    with translation.override(lang):
        return answers.answer(words(query), {game}, lang, section(lang), tables)


def under(game: str, code: str) -> Tables:
    return Tables(((game, code),))


# --- each option the answers follow changes one, and no other option changes any ----------------------------


@pytest.mark.parametrize("game", GAME_SLUGS)
def test_each_option_a_games_answers_follow_changes_an_answer_and_names_the_table(game):
    for name, table in single_option_tables(game):
        if name not in game_answers()[game].follows:
            continue
        changed = [q for q in PROBES if asked(q, game, "en", under(game, table.code)) != asked(q, game, "en")]
        assert changed, f"{game}: a table of {table.code} ({name}) changes no answer, though the answers follow it"


@pytest.mark.parametrize("game", GAME_SLUGS)
def test_an_option_the_answers_do_not_follow_changes_none(game):
    for name, table in single_option_tables(game):
        if name in game_answers()[game].follows:
            continue
        for query in PROBES:
            assert asked(query, game, "en", under(game, table.code)) == asked(query, game, "en"), (
                f"{game}: {table.code} ({name}) changes the answer to {query!r}: declare it in GameAnswers.follows")


# --- under every named profile and code ------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "code"), TABLES)
@pytest.mark.parametrize("lang", LANGS)
def test_an_answer_names_the_table_exactly_when_the_table_changes_it(game, code, lang):
    table = table_rules.decode(game, code)
    for query in PROBES:
        standard, found = asked(query, game, lang), asked(query, game, lang, under(game, code))
        if found is None:
            assert standard is None, (query, standard)
            continue
        unnamed = {**vars(found), "table": ""}
        if standard is not None and unnamed == vars(standard):
            assert found.table == "", (query, found)
        else:
            assert found.table == table.name(lang), (query, found)


@pytest.mark.parametrize(("game", "code"), TABLES + [pytest.param(g, "standard", id=f"{g}-standard") for g in GAME_SLUGS])
def test_the_deck_answered_is_the_engines_deck_under_the_table_and_a_table_too_big_is_said_so(game, code):
    table, engine = table_rules.decode(game, code), named.module_of(game)
    seated = seats(table.rules, engine.PLAYERS)
    for n in engine.PLAYERS:
        found = asked(f"how many cards each {n} players", game, "en", under(game, code))
        if game_answers()[game].deal is None:
            continue
        assert found is not None
        if n in seated:
            assert found.lines[0].startswith(f"{n} players: {len(engine.deck(table.rules(players=n)))} cards"), found
        else:
            assert found.title == f"{game_info(game).name} is not played by {n} players under these rules.", found
            assert all(str(s) in found.lines[0] for s in seated)


@pytest.mark.parametrize(("game", "code"), TABLES)
def test_a_kept_table_and_a_links_table_answer_the_same_on_the_results_page(game, code):
    table = table_rules.decode(game, code)
    query = next((q for q in PROBES if asked(q, game, "en", under(game, code)) != asked(q, game, "en")), None)
    if query is None:  # a table that changes no answer of its game: nothing to name
        return
    expected = asked(query, game, "en", under(game, code))
    kept = Client()
    kept.cookies[table_rules.cookie_name(game)] = table.code
    for client, params in ((kept, {}), (Client(), {"profile": table.shared})):
        page = client.get("/en/search/", {"q": f"{query} {game}", **params}).content.decode().replace("&#x27;", "'")
        box = page.split('class="search-answer"')[1].split("</li>")[0]
        assert f"Table rules: {table.name('en')}" in box.replace("&quot;", '"'), (query, box)
        shown = box.replace("&amp;", "&").replace("&quot;", '"')
        assert expected.title in shown and all(line in shown for line in expected.lines), (query, box)


def test_the_start_up_check_refuses_an_option_a_game_does_not_have(monkeypatch):
    assert not [m for m in run_checks() if m.id == "search.E002"]
    game = GAME_SLUGS[0]
    monkeypatch.setattr(games.module("search.games", game), "ANSWERS",
                        replace(game_answers()[game], follows=("no-such-option-exists",)))
    assert [m.id for m in run_checks() if m.id == "search.E002"] == ["search.E002"]


# --- the question bank ------------------------------------------------------------------------------------------


def field(page: str) -> str:
    return re.search(r'<input id="bank-profile"[^>]* value="([^"]*)"', page).group(1)


@pytest.mark.parametrize(("game", "code"), NAMED + [pytest.param(g, t.code, id=f"{g}-{t.code}")
                                                    for g in GAME_SLUGS for _n, t in single_option_tables(g)[:1]])
@pytest.mark.parametrize("lang", LANGS)
def test_the_bank_fills_in_each_games_kept_table_for_its_trainers_and_a_link_wins(client, game, code, lang):
    table = table_rules.decode(game, code)
    drill = dict(by_game())[game][0].SLUG
    client.cookies[table_rules.cookie_name(game)] = table.code
    page = client.get(f"/{lang}/trainers/bank/", {"drill": drill}).content.decode().replace("&#x27;", "'")
    assert field(page) == table.shared
    note = re.search(r'id="bank-profile-kept" data-bank-kept>([^<]*)<', page).group(1).replace("&quot;", '"')
    assert table.name(lang) in note and game_info(game).name in note
    other = next(g for g in GAME_SLUGS if g != game)
    assert field(client.get(f"/{lang}/trainers/bank/", {"drill": dict(by_game())[other][0].SLUG}).content.decode()) == ""
    assert field(client.get(f"/{lang}/trainers/bank/", {"drill": drill, "profile": "standard"}).content.decode()) == "standard"


# --- the score sheets' start addresses ---------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "code"), [p for p in NAMED if p.values[0] in {c.slug for c in counters()}])
def test_a_link_to_a_sheets_start_address_with_a_table_opens_its_start_form_under_it(client, game, code):
    table = table_rules.decode(game, code)
    response = client.get(f"/en/counters/{game}/", {"profile": table.shared})
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    assert f'<input type="hidden" name="table" value="{table.code}">' in page
    assert f"Table rules: <strong>{table.name('en')}</strong>" in page.split(f'id="{game}-start-table"')[1].split("</p>")[0]


@pytest.mark.parametrize(("game", "code"), TABLES)
def test_a_bank_question_names_the_table_exactly_where_the_table_changes_what_its_trainer_asks(game, code):
    table = table_rules.decode(game, code)
    line = {lang: f"{ {'es': 'Reglas de la mesa', 'en': 'Table rules'}[lang]}: {table.name(lang)}" for lang in LANGS}
    for drill in dict(by_game())[game]:
        applies = bool(set(getattr(drill, "DEPENDS_ON", ())) & set(table.options))
        for lang in LANGS:
            items = list(drill_selection(drill.SLUG, drill.LEVELS[-1], 3, 5, lang, table))
            plain = list(drill_selection(drill.SLUG, drill.LEVELS[-1], 3, 5, lang))
            for item, standard in zip(items, plain, strict=True):
                assert (item.context[0] == line[lang]) is applies, (drill.SLUG, item.context[0])
                if not applies:  # a table that changes nothing the trainer asks draws the standard question
                    assert item.expected == standard.expected and item.context == standard.context
