"""The judges follow a table's rules as the rule page does (docs/rules-decisions.md §39, §40, §41), whether the
table comes from a link (``?profile=``) or is kept by the browser, and whether the judge's query names the
players or not (the players are never a table's option). For every game with judges, every named profile and
a table code per option of the game (read from the engine, ``naipes.profiles`` and ``naipes.options``):

- a judge opened under the table shows what it shows with the table's options written out in its query, and
  its table line names that table;
- each option that changes what a judge shows (a verdict, or a card refused) changes it under the table too;
  every option the judge's form offers for itself does so, and so does every option that changes the deck;
- a query whose options differ from the kept table's is judged by them, and the table line names them, never
  the table set aside.

Positions are drawn at random (seeded) from the judge's own form: its card pickers and its fields."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from functools import cache
from html import escape
from typing import Any
from urllib.parse import urlencode

import pytest
from django.core.cache import caches
from django.http import QueryDict
from django.test import Client
from django.utils import translation

from judges import checks as judge_checks, verdicts
from judges.base import position_of_table, position_options
from judges.catalog import judges
from naipes import RulesError, profiles as named
from naipes.options import declared, option
from naipes.profiles import codes
from naipes_site import table_rules

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
JUDGES = [(j.game, j.kind, j.url.split("/", 2)[2]) for j in judges()]
"""Each judge: its game, its kind and its path after the language (``judges/paulo/trick/``)."""
GAMES = sorted({game for game, _kind, _path in JUDGES})
DRAWS = 3000
"""Positions tried, at most, to find one on which two tables' verdicts differ where one must."""
GLANCE = 40
"""Positions tried for an option no field and no deck ties to the judge (it may change nothing there)."""
FOUND: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
"""Positions already found to differ, by game, judge and option: tried first under another profile."""


def judge_of(game: str, kind: str) -> Callable[[Any], verdicts.Judgement]:
    if kind == "trick":
        return lambda query: verdicts.trick(game, query)
    if kind == "play":
        return lambda query: verdicts.play(game, query)
    if kind == "points":
        return lambda query: verdicts.points(game, query)
    return lambda query: verdicts.hand(game, query)


def rule_names(game: str) -> tuple[str, ...]:
    return table_rules.rule_names(game, position_options(game))


def codes_of(game: str) -> Iterator[table_rules.TableRules]:
    """A table code per option of the game: the option set to its first value away from the standard."""
    for found in declared(game):
        if found.name in named.TABLE_FIELDS or not found.values:
            continue
        other = next((v for v in found.values if v != found.default), None)
        if other is None:
            continue
        try:
            yield table_rules.decode(game, codes.encode(game, {found.name: other}))
        except RulesError:
            continue


def tables_of(game: str) -> list[table_rules.TableRules]:
    found = [table_rules.decode(game, p.slug) for p in named.profiles(game)]
    return found + [t for t in codes_of(game) if t.code not in {f.code for f in found}]


FOLLOWS = [pytest.param(game, kind, path, table.code, id=f"{kind}-{game}-{table.code}")
           for game, kind, path in JUDGES for table in tables_of(game)]
FLIPS = [pytest.param(game, kind, path, p.slug, id=f"{kind}-{game}-{p.slug}")
         for game, kind, path in JUDGES for p in named.profiles(game)]


# --- a position drawn from the judge's own form ---------------------------------------------------------------


def players_for(table: table_rules.TableRules) -> list[int]:
    """The numbers of players the table can sit."""
    return _players_for(table.game, table.code)


@cache
def _players_for(game: str, code: str) -> list[int]:
    table, found = table_rules.decode(game, code), []
    for players in option(game, "players").values:
        try:
            table.rules(players=players)
        except RulesError:
            continue
        found.append(players)
    return found


def form(game: str, kind: str, table: table_rules.TableRules, players: int) -> verdicts.Judgement:
    """The judge's empty form under the table at that many players: its pickers (each with its deck) and its
    fields."""
    return _form(game, kind, table.code, players)


@cache
def _form(game: str, kind: str, code: str, players: int) -> verdicts.Judgement:
    with translation.override("en"):
        return judge_of(game, kind)(written(game, {"players": str(players)}, table_rules.decode(game, code)))


def written(game: str, position: dict[str, Any], table: table_rules.TableRules) -> QueryDict:
    """The position with every option of the table written out (the judge then follows no other table)."""
    query = QueryDict(mutable=True)
    for name, value in position.items():
        if isinstance(value, list):
            query.setlist(name, value)
        else:
            query[name] = value
    for name in rule_names(game):
        query[name] = option(game, name).text(table.options.get(name, option(game, name).default))
    for name in position_options(game):  # also a field of the position: the position's, else the table's
        if name in table.options and name not in position:
            query[name] = option(game, name).text(table.options[name])
    return position_of_table(game, query)


def draw(rng: random.Random, game: str, kind: str, tables: tuple[table_rules.TableRules, ...]) -> dict[str, Any]:
    """A position: the players (some the tables can all sit), cards for each picker from the tables' decks
    (one table's card may be no card of the other's), and a value for each field of the position."""
    sits = sorted(set.intersection(*(set(players_for(t)) for t in tables)))
    players = rng.choice(sits)
    forms = [form(game, kind, t, players) for t in tables]
    deck = sorted({c.code for f in forms for p in f.pickers for c in p.deck.cards})
    rng.shuffle(deck)
    position: dict[str, Any] = {"players": str(players)}
    for picker in forms[0].pickers:
        many = rng.randint(1, min(5, players)) if picker.multiple else rng.choice((0, 1, 1, 1))
        position[picker.name], deck = deck[:many], deck[many:]
    names = set(rule_names(game)) | {"players"}
    for field in forms[0].options:
        if field.name in names or any(field.name in t.options for t in tables):
            continue
        values = [value for value, _label in field.values]
        if field.many:
            position[field.name] = rng.sample(values, rng.randint(0, len(values)))
        elif values:
            position[field.name] = rng.choice(values)
        else:
            position[field.name] = rng.choice(("1", ""))
    return position


def shown(judgement: verdicts.Judgement) -> tuple[str, Any]:
    """What a judge shows of a position: the refusal, or the verdict (or none yet)."""
    if judgement.error:
        return ("refused", judgement.error)
    return ("verdict", judgement.verdict.data if judgement.verdict else None)


def judged_written(game: str, kind: str, position: dict[str, Any], table: table_rules.TableRules) -> tuple[str, Any]:
    with translation.override("en"):
        return shown(judge_of(game, kind)(written(game, position, table)))


def differing(game: str, kind: str, first: table_rules.TableRules, second: table_rules.TableRules,
              seed: str, name: str, draws: int) -> dict[str, Any] | None:
    """A position the two tables (one option apart, ``name``), written out, judge differently; ``None`` if none
    was found in ``draws`` tries (after those found for the same option under another table)."""
    def differs(position: dict[str, Any]) -> bool:
        return judged_written(game, kind, position, first) != judged_written(game, kind, position, second)

    sits = set(players_for(first)) & set(players_for(second))
    known = FOUND.setdefault((game, kind, name), [])
    found = next((p for p in known if int(p["players"]) in sits and differs(p)), None)
    rng = random.Random(seed)
    for _ in range(draws if found is None else 0):
        position = draw(rng, game, kind, (first, second))
        if differs(position):
            found = position
            known.append(position)
            break
    return found


# --- the judge's page, under a table from a link or kept ----------------------------------------------------


def opened(path: str, position: dict[str, Any], table: table_rules.TableRules, *, lang: str, kept: bool,
           players: bool = True):
    client = Client()
    caches["query_pages"].clear()  # a page afresh, never one kept from an earlier request
    fields = {k: v for k, v in position.items() if players or k != "players"}
    if kept:
        client.cookies[table_rules.cookie_name(table.game)] = table.code
    else:
        fields[table_rules.QUERY] = table.code
    return client.get(f"/{lang}/{path}?{urlencode(fields, doseq=True)}")


def table_line(response) -> tuple[str, str]:
    """The table line's sentence and the name it gives in bold."""
    html = response.content.decode()
    line = re.search(r'<div class="table-rules[^"]*" id="table-rules"[^>]*>\s*(.*?)</div>', html, re.S).group(1)
    return re.sub(r"<[^>]+>", "", line.split("<strong>")[0]).strip(), re.search(r"<strong>(.*?)</strong>", line).group(1)


LINE = {("es", "link"): "Reglas de un enlace:", ("en", "link"): "Rules from a link:",
        ("es", "kept"): "Reglas de la mesa:", ("en", "kept"): "Table rules:",
        ("es", "written"): "Reglas tal como las fija el formulario:", ("en", "written"): "Rules as the form sets them:"}


def names_escaped(table: table_rules.TableRules, lang: str) -> str:
    return escape(table.name(lang))


def positions(game: str, kind: str, table: table_rules.TableRules, seed: str, count: int) -> list[dict[str, Any]]:
    """Positions the table judges (no refusal), and one it refuses when there is one."""
    rng = random.Random(seed)
    found: list[dict[str, Any]] = []
    refused = None
    for _ in range(DRAWS):
        position = draw(rng, game, kind, (table,))
        if judged_written(game, kind, position, table)[0] == "verdict":
            found.append(position)
        elif refused is None:
            refused = position
        if len(found) == count:
            break
    return found + ([refused] if refused else [])


@pytest.mark.parametrize(("game", "kind", "path", "code"), FOLLOWS)
def test_a_judge_under_a_table_judges_as_its_options_written_out_and_names_it(game, kind, path, code):
    table = table_rules.decode(game, code)
    for i, position in enumerate(positions(game, kind, table, f"{kind}{game}{code}", 3)):
        lang = LANGS[i % 2]
        for kept in (False, True):
            for players in (True, False):
                expected = judged_written(game, kind, position if players else
                                          {k: v for k, v in position.items() if k != "players"}, table)
                response = opened(path, position, table, lang=lang, kept=kept, players=players)
                with translation.override("en"):
                    assert shown(response.context["judgement"])[0] == expected[0], (position, kept, players)
                if expected[0] == "verdict":
                    assert response.context["judgement"].verdict.data == expected[1], (position, kept, players)
                assert table_line(response) == (LINE[lang, "kept" if kept else "link"], names_escaped(table, lang))


@pytest.mark.parametrize(("game", "kind", "path", "profile"), FLIPS)
def test_each_option_that_changes_a_judges_verdict_changes_it_under_the_table(game, kind, path, profile):
    """Each option of the game, changed from the profile's: where the judge's verdict with the options written
    out changes, the judge under either table (link or kept) shows that table's verdict; and the options its
    form offers, and those that change the deck, are among those found to change it."""
    table = table_rules.decode(game, profile)
    # The fields a "may I play" judge shares with "who takes the trick" (Paulo's order) are the trick's business.
    shared = set(verdicts.offered(game, "trick")) if kind == "play" else set()
    offered = set(verdicts.offered(game, kind)) - shared - named.TABLE_FIELDS
    required = offered | deck_options(game, table)
    changing = set()
    for name in rule_names(game):
        now = table.options.get(name, option(game, name).default)
        for value in (v for v in option(game, name).values if v != now):
            try:
                changed = table_rules.decode(game, codes.encode(game, {**table.options, name: value})
                                             or named.STANDARD)
            except RulesError:
                continue
            position = differing(game, kind, table, changed, f"{kind}{game}{profile}{name}", name,
                                 DRAWS if name in required else GLANCE)
            if position is None:
                if name not in required:
                    break  # a glance at one other value is enough for an option nothing ties to the judge
                continue
            changing.add(name)
            for kept in (False, True):
                answers = []
                for each in (table, changed):
                    expected = judged_written(game, kind, position, each)
                    response = opened(path, position, each, lang="en", kept=kept)
                    with translation.override("en"):
                        answers.append(shown(response.context["judgement"]))
                    assert answers[-1][0] == expected[0] and (expected[0] == "refused" or answers[-1] == expected), \
                        (name, value, position, kept)
                assert answers[0] != answers[1], (name, value, position, kept)
            break
    assert offered <= changing, f"{kind} judge of {game}: a field that changes nothing"
    assert deck_options(game, table) <= changing, f"{kind} judge of {game} ignores an option of the deck"


def deck_options(game: str, table: table_rules.TableRules) -> set[str]:
    """The options that change the game's deck (the engine's ``deck``) at some number of players, from the table."""
    engine = named.module_of(game)
    found = set()
    for name in rule_names(game):
        for value in option(game, name).values:
            for players in option(game, "players").values:
                try:
                    before = engine.deck(table.rules(players=players)).cards
                    after = engine.deck(table.rules(players=players, **{name: value})).cards
                except RulesError:
                    continue
                if before != after:
                    found.add(name)
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "kind", "path", "profile"), FLIPS)
def test_a_query_that_sets_the_kept_table_aside_names_what_it_applies(game, kind, path, profile, lang):
    """A link written out under another table (each option changed in turn, then the standard) opened where
    this profile is kept: the judge follows the link's options and its line names them, never the kept table
    (unless the options come to the same)."""
    table = table_rules.decode(game, profile)
    others = [table_rules.standard(game), *codes_of(game)]
    position = positions(game, kind, table, f"aside{kind}{game}{profile}", 1)[0]
    for other in others:
        if not set(players_for(other)) & {int(position["players"])}:
            continue
        query = written(game, position, other)
        client = Client()
        caches["query_pages"].clear()
        client.cookies[table_rules.cookie_name(game)] = table.code
        response = client.get(f"/{lang}/{path}?{query.urlencode()}")
        applied = table_rules.as_written(query, table, position_options(game), verdicts.offered(game, kind))
        sentence, name = table_line(response)
        if applied.options == table.options:
            assert (sentence, name) == (LINE[lang, "kept"], names_escaped(table, lang))
        else:
            assert (sentence, name) == (LINE[lang, "written"], names_escaped(applied, lang)), other.code
            assert name != names_escaped(table, lang)
            # What it applies is the link's table as far as this judge reads it: the same verdict.
            assert shown(response.context["judgement"])[0] == judged_written(game, kind, position, other)[0]


def test_the_judges_start_up_check_finds_nothing_to_say():
    """The check the served site runs for claims no drawn position can see (judges/checks.py)."""
    assert judge_checks.problems() == []
