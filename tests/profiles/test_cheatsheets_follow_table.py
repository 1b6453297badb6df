"""A cheat sheet follows the table's rules as the rule page does (docs/rules-decisions.md §40, §41, §47).

For every game, every named profile and (for a game with an option besides players) a custom code that sets every
option away from the standard (all read from ``naipes.profiles`` and the engine's ``OPTIONS``, never a list of
games typed here): each option the table could set changes what the sheet shows, the sections it changes are marked ("your table plays this way") and
no other is, and the engine tables the sheet leaves to the table are drawn under the table's ``Rules``. The
rule page keeps the same promise for what it redraws: a section it changes is marked. Both languages.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.core.cache import caches
from django.test import Client

from naipes import GAME_SLUGS, RulesError, profiles as named
from naipes.cards import Suit
from naipes.games import cirulo, paulo
from naipes.options import Option, declared, option
from naipes.profiles import TABLE_FIELDS, codes
from naipes_site import content, table_rules
from naipes_site.inserts import InsertError, render_insert
from naipes_site.markdown_ext import PageRules, chosen_lines, depends
from tests.profiles.pages import inserts_left_to_the_table

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
MARK = re.compile(r'\n?<p class="table-mark">[^<]*</p>')


@pytest.fixture(autouse=True)
def empty_cache():
    caches["content"].clear()


# --- the tables tried -------------------------------------------------------------------------------------


def table_options(game: str) -> list[Option]:
    """The options a table agrees (every ``Rules`` field but the number of players)."""
    return [o for o in declared(game) if o.name not in TABLE_FIELDS]


def other_values(o: Option, now: Any) -> list[Any]:
    """Values of ``o`` other than ``now``: every listed one, or an open number's least two and the engine's own."""
    values = list(o.values) if not o.open else [o.least, o.least + 1]  # type: ignore[operator]
    if o.optional:
        values.append(None)
    return [v for v in values if v != now]


def readable(game: str, options: dict[str, Any]) -> table_rules.TableRules | None:
    """The table these options make, as a user would type its code; ``None`` when no table can sit at it."""
    shown = {name: value for name, value in options.items() if value != option(game, name).default}
    try:
        return table_rules.decode(game, codes.encode(game, shown) or named.STANDARD)
    except RulesError:
        return None


def everything_changed(game: str) -> table_rules.TableRules:
    """A custom table that sets every option away from the standard where some table can play it so."""
    options: dict[str, Any] = {}
    for o in table_options(game):
        for value in other_values(o, o.default):
            if value is not None and readable(game, {**options, o.name: value}) is not None:
                options[o.name] = value
                break
    table = readable(game, options)
    assert table is not None and not table.standard
    return table


def tables(game: str) -> list[table_rules.TableRules]:
    """The game's named tables, and a custom one with every option changed when the game has an option a table
    agrees (a game whose only option is the number of players has just its named tables)."""
    named_tables = [table_rules.decode(game, p.slug) for p in named.profiles(game)]
    return named_tables + ([everything_changed(game)] if table_options(game) else [])


TABLES = [pytest.param(game, table.code, id=f"{game}-{table.code}") for game in GAME_SLUGS for table in tables(game)]


# --- reading a page ---------------------------------------------------------------------------------------


def sheet(lang: str, table: table_rules.TableRules, slug: str = "") -> str:
    return content.load_page(lang, slug or f"cheatsheets/{table.game}", table).html


def sections(html: str) -> dict[str, str]:
    """Each section of a page by its heading's anchor (``##`` and ``###``), up to the next heading."""
    found = {}
    parts = re.split(r'(<h[23] id="[^"]+")', html)
    for head, body in zip(parts[1::2], parts[2::2], strict=True):
        found[re.search(r'id="([^"]+)"', head).group(1)] = body  # type: ignore[union-attr]
    return found


def unmarked(html: str) -> str:
    return MARK.sub("", html)


def changed_sections(before: str, after: str) -> set[str]:
    old, new = sections(unmarked(before)), sections(unmarked(after))
    assert old.keys() == new.keys(), "a table changes which sections a page has"
    return {anchor for anchor in old if old[anchor] != new[anchor]}


def marked(html: str) -> set[str]:
    return {anchor for anchor, body in sections(html).items() if MARK.search(body)}


# --- every option changes what the sheet says, and marks where -------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "code"), TABLES)
def test_each_option_a_table_sets_changes_the_sheet_and_marks_the_sections_it_changes(game, code, lang):
    """From each table, one option at a time set to each other value: the sheet shows something else, in the
    sections that option speaks of, and those sections (only those that differ from the standard sheet) are
    marked. A sheet that names a table shows that table's rules."""
    table = table_rules.decode(game, code)
    standard = sheet(lang, table_rules.standard(game))
    before = sheet(lang, table)
    assert marked(before) == changed_sections(standard, before), code
    for o in table_options(game):
        for value in other_values(o, table.options.get(o.name, o.default)):
            changed = readable(game, {**table.options, o.name: value})
            if changed is None:
                continue  # no table can sit at it (Tute's eight-card hands with six players' rules…)
            after = sheet(lang, changed)
            assert changed_sections(before, after), f"{changed.shared}: the sheet says the same whatever {o.name} is"
            if not changed.standard:
                assert marked(after) == changed_sections(standard, after), changed.shared


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "code"), TABLES)
def test_the_sheets_engine_tables_are_drawn_under_the_tables_rules(game, code, lang):
    table = table_rules.decode(game, code)
    rules = table.sample()
    html = sheet(lang, table)
    for name, own in inserts_left_to_the_table(game, lang, f"cheatsheets/{game}"):
        followed = {argument: option(game, o).text(getattr(rules, o)) for argument, o in table_rules.follows()[name].items()}
        assert render_insert(name, lang, **{**followed, **own}) in html, f"{code}: {name}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "code"), TABLES)
def test_the_rule_page_marks_every_section_a_table_changes(game, code, lang):
    table = table_rules.decode(game, code)
    if table.standard:
        return
    page = sheet(lang, table, game)
    assert changed_sections(sheet(lang, table_rules.standard(game), game), page) <= marked(page), code


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "code"), TABLES)
def test_a_sheet_names_the_table_it_draws(game, code, lang):
    """By a link or kept by the browser, the sheet says whose rules it shows, and shows them."""
    table = table_rules.decode(game, code)
    for client, query in ((Client(), {"profile": table.code}), (Client(), {})):
        if not query:
            client.cookies[table_rules.cookie_name(game)] = table.code
        html = client.get(f"/{lang}/{game}/cheatsheet/", query).content.decode()
        assert f"<strong>{table.name(lang)}</strong>" in html
        assert unmarked(sheet(lang, table)) in unmarked(html)


# --- what the issue saw, one by one ----------------------------------------------------------------------


def section_of(lang: str, code: str, anchor: str, slug: str = "") -> str:
    game, _, rest = code.partition(":")
    return sections(sheet(lang, table_rules.decode(game, rest), slug))[anchor]


def drawn_cards(html: str) -> list[str]:
    return re.findall(r'data-card="([^"]+)"', html)


@pytest.mark.parametrize("lang", LANGS)
def test_durcal_sheet_draws_its_trumps_in_its_order_and_its_strict_following(lang):
    trumps = section_of(lang, "paulo:durcal", "trumps")
    rules = table_rules.decode("paulo", "durcal").rules(players=8)
    expected = [c.code for s in (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
                for c in paulo.ladder(s, rules).trumps]
    assert drawn_cards(trumps) == expected
    assert expected[:3] == ["4B", "11O", "3O"]  # the Tuerto before the Andorra
    play = section_of(lang, "paulo:durcal", "play")
    assert {"es": "a elegir", "en": "your choice"}[lang] not in play
    assert {"es": "Asistir estricto", "en": "Strict following"}[lang] in play


@pytest.mark.parametrize("lang", LANGS)
def test_each_paulo_scoring_has_its_own_units_on_the_sheet(lang):
    assert "chino" not in section_of(lang, "paulo:durcal", "scoring").lower()
    assert "chino" not in section_of(lang, "paulo:durcal", "al-quiero").lower()
    assert "chino" in section_of(lang, "paulo:standard", "scoring").lower()
    assert "gordo" in section_of(lang, "paulo:lanjaron", "scoring").lower()


@pytest.mark.parametrize("lang", LANGS)
def test_lanjarons_sheet_deals_from_thirty_cards_with_some_left_over(lang):
    deck = section_of(lang, "paulo:lanjaron", "deck")
    rows = re.findall(r"<tr><td>(\d+)</td><td>[^<]*</td><td>[^<]*</td><td>(\d+)</td><td>(\d+)</td><td>(\d+)</td>", deck)
    assert ("4", "30", "20", "10") in rows and ("2", "30", "10", "20") in rows
    assert ("4", "20", "20", "0") not in rows


@pytest.mark.parametrize("lang", LANGS)
def test_a_one_paulo_table_does_not_promise_two(lang):
    scoring = section_of(lang, "paulo:t2", "scoring")
    assert {"es": "partida = 2 Paulos", "en": "game = 2 Paulos"}[lang] not in scoring
    assert table_rules.decode("paulo", "t2").sample().target_medios == 2
    assert {"es": "medios Paulos para ganar la partida: <strong>2</strong>",
            "en": "medios Paulos to win the game: <strong>2</strong>"}[lang] in scoring


@pytest.mark.parametrize("lang", LANGS)
def test_the_paulo_page_marks_and_says_a_tables_match_length(lang):
    end = section_of(lang, "paulo:t2", "end-of-game", "paulo")
    assert MARK.search(end)
    assert {"es": "llega a <strong>2</strong>", "en": "reach <strong>2</strong>"}[lang] in end
    assert "<strong>2</strong>" not in section_of(lang, "paulo:standard", "end-of-game", "paulo").split("Paulos")[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_tute_free_discard_strict_following_and_replayed_ties(lang):
    stock = section_of(lang, "tute:o1-f1-e1", "stock-phase")
    assert {"es": "Juego **libre**", "en": "Free"}[lang].strip("*") not in stock
    assert {"es": "comparten la victoria", "en": "share the win"}[lang] not in section_of(lang, "tute:o1-f1-e1", "scoring")
    assert {"es": "descarte libre", "en": "free discard"}[lang] in section_of(lang, "tute:o1-f1-e1", "after-the-stock")


@pytest.mark.parametrize("lang", LANGS)
def test_without_muestra_the_stock_holds_no_muestra(lang):
    deck = section_of(lang, "tute:sin-muestra", "deck")
    assert {"es": "Robe (con la muestra)", "en": "Stock (muestra included)"}[lang] not in deck
    assert {"es": "Robe (sin muestra)", "en": "Stock (no muestra)"}[lang] in deck


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", ["cheatsheets/cirulo", "cirulo"])
def test_a_removal_order_sets_aside_the_card_the_engine_does(lang, slug):
    """cirulo:rbce at three players: the engine sets the ace of bastos aside; the sheet and the rule page
    say so in their table and in their text (item 4 of the issue for the rule page)."""
    table = table_rules.decode("cirulo", "rbce")
    expected = cirulo.removed_cards(table.rules(players=3))
    html = sheet(lang, table, slug)
    three = re.search(r"<tr><td>3</td>.*?</tr>", html, re.S).group(0)  # type: ignore[union-attr]
    assert drawn_cards(three) == [c.code for c in expected] == ["1B"]
    assert {"es": "bastos, copas y espadas", "en": "bastos, copas and espadas"}[lang] in html
    if slug == "cirulo":
        assert {"es": "quitamos primero la de copas", "en": "we remove the copas card first"}[lang] not in html


@pytest.mark.parametrize("lang", LANGS)
def test_docena_split_ties_and_nada_by_every_card(lang):
    ladder = section_of(lang, "docena:e1-n1", "ladder")
    standard = section_of(lang, "docena:standard", "ladder")
    nada = {"es": "la carta más alta; la mala", "en": "the highest card; the mala"}[lang]
    assert nada in standard and nada not in ladder
    assert {"es": "se reparten", "en": "split"}[lang] in ladder


# --- the start-up check, and the text's own grammar -------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAME_SLUGS)
def test_every_option_is_stated_on_the_cheat_sheet(game, lang):
    assert content.unstated_options(lang, game) == []


def test_the_start_up_check_names_an_option_a_sheet_leaves_unstated(monkeypatch):
    from naipes_site import checks

    monkeypatch.setattr(content, "unstated_options", lambda lang, game: ["strict_follow"] if game == "paulo" else [])
    errors = checks.every_cheat_sheet_states_every_option()
    assert [e.id for e in errors] == ["naipes.E003", "naipes.E003"]
    assert "strict_follow" in errors[0].msg and "cheatsheets/paulo.md" in errors[0].msg


def test_the_start_up_check_refuses_an_engine_table_that_follows_no_option_of_its_game(monkeypatch):
    from naipes_site.games import piece

    monkeypatch.setitem(piece("tute", "table_rules").FOLLOWS, "tute-decks", {"removed_two": "removed_three"})
    with pytest.raises(RulesError, match=r"\[\[tute-decks\]\] follows no option"):
        table_rules.check()


def test_text_follows_the_branch_the_table_chooses_and_every_branch_counts_as_following():
    rules = PageRules("tute", {"ties": "replay"})
    lines = ["## Count {#count}", "[[if ties=shared]]", "share", "[[elif ties=replay]]", "again",
             "[[if muestra=yes]]", "with", "[[else]]", "without", "[[end]]", "[[end]]", "after"]
    assert chosen_lines(lines, rules) == ["## Count {#count}", "again", "with", "after"]
    assert chosen_lines(lines, PageRules("tute", {})) == ["## Count {#count}", "share", "after"]
    assert depends("\n".join(lines), {}) == {"count": {"ties", "muestra"}}
    for broken in (["[[if ties=shared]]"], ["[[end]]"], ["[[if nothing=1]]", "[[end]]"], ["[[if ties=maybe]]", "[[end]]"]):
        with pytest.raises(InsertError):
            chosen_lines(broken, rules)
