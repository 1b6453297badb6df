"""The La Docena rule page and cheat sheet: both languages, engine inserts, glossary and trainer links.

Facts: source 004 (La Docena); readings: docs/rules-decisions.md §22 to §27 and §33. Every number checked here
is asked of the engine too, so the page and naipes.games.docena cannot drift apart.
"""

from __future__ import annotations

import re

import pytest

import wording
from naipes.games import docena
from naipes_site import glossary
from naipes_site.games import game_infos
from tests.content.pages import html_of, inserts, sections_in_both_languages
from trainers.drills import DRILLS
from wording.games.docena import mala_note_key

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
SECTIONS_WE_PROMISE = [
    "overview", "players", "seats", "house", "latecomers", "stones", "deck", "card-values", "mala",
    "combinations", "callas", "flores", "pintas", "ladder", "forms", "nada", "ties", "round", "dealing",
    "entro", "withdraw", "first-card", "envite-negro", "all-in", "second-third-card", "dejo", "asking-dejo",
    "cutting-dejo", "another-dejo", "showdown", "worked-example", "reganche", "end", "our-readings",
    "variants", "mistakes", "strategy", "glossary",
]
INSERTS_ON_THE_PAGE = {
    "docena-deck", "docena-values", "docena-mala", "docena-ladder", "docena-forms", "docena-compare",
    "docena-showdown", "docena-entro", "docena-withdraw", "docena-may-open", "docena-dejo-cut",
}
WORKED_EXAMPLE = ["3C 1C 12E", "5O 12B 2C", "3E 2E 11C", "1B 11B 10O", "2B 1O 10C"]
TIE_EXAMPLE = ["1C 12C 10E", "5O 12E 2B", "3E 11E 1B", "12B 12O 3B"]


def section_ids(html: str) -> list[str]:
    """Section ids of the page body (the table of contents' own heading left out)."""
    return [i for i in re.findall(r'<h[23] id="([^"]+)"', html) if i != "toc-title"]


def cards_in(fragment: str) -> list[str]:
    return re.findall(r'<svg class="card[^"]*"[^>]*data-card="(\w+)"', fragment)


def rows_of(fragment: str) -> list[str]:
    body = fragment.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    return re.findall(r"<tr>(.*?)</tr>", body, re.S)


def words(lang: str, key: str) -> str:
    return wording.text(f"docena.{key}", lang)


def escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("'", "&#x27;").replace('"', "&quot;")


# --- the page in both languages ------------------------------------------------------------------


def test_both_languages_have_the_same_sections_in_the_same_order(client):
    sections = sections_in_both_languages(client, "docena")
    assert [s for s in sections if s != "toc-title"] == SECTIONS_WE_PROMISE


@pytest.mark.parametrize("lang", LANGS)
def test_every_insert_on_the_page_draws_its_cards(client, lang):
    html = html_of(client, f"/{lang}/docena/")
    found = set(re.findall(r'<div class="insert insert-(docena-[a-z-]+)">', html))
    assert found == INSERTS_ON_THE_PAGE
    for name in found - {"docena-values", "docena-entro"}:  # tables of numbers, no cards
        for fragment in inserts(html, name):
            assert cards_in(fragment), name


# --- the numbers come from the engine --------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_ladder_shows_every_rung_with_the_engines_example(client, lang):
    """Source 004, the combination ladder: 22 rungs, plus nada (rules-decisions §23) at 23; each example makes
    its own rung."""
    (ladder,) = inserts(html_of(client, f"/{lang}/docena/"), "docena-ladder")
    rows = rows_of(ladder)
    assert len(rows) == len(docena.LADDER) + 1 == 23
    for row, rung in zip(rows, docena.LADDER + (docena.NADA_RUNG,), strict=True):
        example = docena.example(rung.rank)
        assert row.startswith(f"<td><strong>{rung.rank}</strong></td>")
        assert cards_in(row) == [c.code for c in example]
        assert docena.hand_rank(example).rank == rung.rank
        assert escaped(words(lang, f"rung.{rung.key}")) in row


@pytest.mark.parametrize("lang", LANGS)
def test_the_forms_table_marks_the_derived_forms(client, lang):
    """rules-decisions §25: the mala forms the source does not list are marked as derived."""
    (forms,) = inserts(html_of(client, f"/{lang}/docena/"), "docena-forms")
    rows = rows_of(forms)
    every_form = [f for r in docena.LADDER + (docena.NADA_RUNG,) for f in r.forms]
    assert len(rows) == len(every_form)
    derived = escaped(words(lang, "derived"))
    assert [derived in row for row in rows] == [f.derived for f in every_form]
    assert sum(f.derived for f in every_form) == 5
    # every form made with the mala says once what the mala counts as (source 004, the combination ladder)
    rung_forms = [(r.rank, f.key) for r in docena.LADDER + (docena.NADA_RUNG,) for f in r.forms]
    for row, (rank, form) in zip(rows, rung_forms, strict=True):
        example = docena.example(rank, form)
        assert cards_in(row) == [c.code for c in example]
        key = mala_note_key(docena.hand_rank(example))
        assert (key is not None) == (docena.MALA in example), form
        if key:
            assert escaped(words(lang, key)) in row
    assert mala_note_key(docena.hand_rank("5O 2O 1O")) == "mala_as.3"
    assert mala_note_key(docena.hand_rank("5O 3O")) == "mala_as_again.3"
    # in a callá the mala is the third card of the number ("hace de tercer rey"), not "another rey de oros"
    assert mala_note_key(docena.hand_rank("5O 12C 12O")) == "mala_as_third.12"
    assert mala_note_key(docena.hand_rank("5O 2O 2C")) == "mala_as_third.2"
    assert mala_note_key(docena.hand_rank("5O 3O 2O")) == "mala_as_itself"


@pytest.mark.parametrize("lang", LANGS)
def test_the_deck_table_is_the_engines(client, lang):
    """Source 004, the pack and card values: 17 cards up to five players, 18 with six, 21 with seven, 25 with
    eight."""
    (deck,) = inserts(html_of(client, f"/{lang}/docena/"), "docena-deck")
    rows = rows_of(deck)
    sizes = {n: len(docena.deck(docena.Rules(players=n))) for n in (5, 6, 7, 8)}
    assert sizes == {5: 17, 6: 18, 7: 21, 8: 25}
    for row, (players, size) in zip(rows, sizes.items(), strict=True):
        assert f"<td>{players}</td><td>{size}</td>" in row
        assert cards_in(row) == [c.code for c in docena.DECK_ADDITIONS[players]]


@pytest.mark.parametrize("lang", LANGS)
def test_the_entro_tables_are_the_engines(client, lang):
    """Source 004, the deal and betting: 1 stone from six players up, 2 with five, 4 with four, 8 with three;
    the house may start the 2-stone entró earlier (shown from seven)."""
    default, earlier = inserts(html_of(client, f"/{lang}/docena/"), "docena-entro")
    assert [docena.entro(n) for n in (6, 5, 4, 3)] == [1, 2, 4, 8]
    for n in (6, 5, 4, 3):
        assert f"<td>{n}</td><td>{docena.entro(n)}</td>" in default
    rules = docena.Rules(double_entro_from=7)
    assert docena.entro(7, rules) == 2
    for n in (8, 7, 6, 5, 4, 3):
        assert f"<td>{n}</td><td>{docena.entro(n, rules)}</td>" in earlier


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_values_are_the_engines(client, lang):
    """Source 004, the pack and card values: 3 = 13, 2 = 12, as = 11; figures 10 (rules-decisions §22)."""
    (values,) = inserts(html_of(client, f"/{lang}/docena/"), "docena-values")
    assert docena.CARD_VALUES == {3: 13, 2: 12, 1: 11, 12: 10, 11: 10, 10: 10}
    for rank, value in docena.CARD_VALUES.items():
        assert f"<td>{words(lang, f'rank.{rank}')}</td><td>{value}</td>" in values


@pytest.mark.parametrize("lang", LANGS)
def test_the_mala_table_says_what_the_mala_stands_for(client, lang):
    """Source 004, the combination ladder: mala + 1O is Veinticuatro (the mala as the 3 of oros); with a
    non-oro 3 nothing."""
    (mala,) = inserts(html_of(client, f"/{lang}/docena/"), "docena-mala")
    rows = rows_of(mala)
    assert len(rows) == 12
    ace = rows[2]  # the default list: 3O | 2O | 1O | ...
    use = docena.best_use_of_mala("1O")
    assert (use.key, use.mala_as) == ("veinticuatro", docena.deck().parse_one("3O"))
    assert cards_in(ace) == ["5O", "1O"]
    assert escaped(words(lang, "rung.veinticuatro")) in ace
    assert escaped(words(lang, "mala_as.3")) in ace
    three = rows[0]  # the mala with the 3 de oros counts as a second 3 de oros, not as "the" 3 de oros
    assert docena.best_use_of_mala("3O").mala_as == docena.deck().parse_one("3O")
    assert escaped(words(lang, "mala_as_again.3")) in three and escaped(words(lang, "mala_as.3")) not in three
    rey = rows[3]  # 5O 12O: two reyes, the mala a second rey de oros
    assert cards_in(rey) == ["5O", "12O"] and escaped(words(lang, "mala_as_again.12")) in rey
    nothing = rows[7]
    assert cards_in(nothing)[:2] == ["5O", "3C"] and docena.best_use_of_mala("3C").rank == docena.NADA
    assert escaped(words(lang, "rung.nada")) in nothing


@pytest.mark.parametrize("lang", LANGS)
def test_the_worked_example_is_the_engines(client, lang):
    """Source 004, the deal and betting: the best rung takes the centre; here player 3's Veinticinco (3 + 2 of
    espadas)."""
    html = html_of(client, f"/{lang}/docena/")
    (example,) = inserts(html.split('id="worked-example"', 1)[1], "docena-showdown")
    assert docena.showdown_winners(WORKED_EXAMPLE) == (2,)
    ranks = [docena.hand_rank(h) for h in WORKED_EXAMPLE]
    assert [r.rank for r in ranks] == [16, 17, 15, 21, 23]
    rows = rows_of(example)
    for row, hand, rank in zip(rows, WORKED_EXAMPLE, ranks, strict=True):
        assert cards_in(row)[:len(hand.split())] == hand.split()
        assert escaped(words(lang, "insert.place").format(n=rank.rank)) in row
        assert escaped(words(lang, f"rung.{rank.key}")) in row
    assert words(lang, "insert.takes_it") in rows[2]
    assert sum(words(lang, "insert.takes_it") in row for row in rows) == 1
    summary = words(lang, "insert.showdown_winner").format(seat=3, hand=words(lang, "rung.veinticinco"))
    assert escaped(summary) in example


@pytest.mark.parametrize("lang", LANGS)
def test_the_tie_example_gives_both_rules(client, lang):
    """rules-decisions §24: mala + rey ties two reyes; the mano's side wins, the split variant shares."""
    html = html_of(client, f"/{lang}/docena/")
    (example,) = inserts(html.split('id="ties"', 1)[1].split('id="round"', 1)[0], "docena-showdown")
    assert docena.showdown_winners(TIE_EXAMPLE) == (1,)
    assert docena.showdown_winners(TIE_EXAMPLE, docena.Rules(tie_rule="split")) == (1, 3)
    seats = f" {wording.text('common.list.and', lang)} ".join(["2", "4"])
    summary = words(lang, "insert.showdown_tie").format(seats=seats, hand=words(lang, "rung.veintitres_y_media"),
                                                        seat=2)
    assert escaped(summary) in example


@pytest.mark.parametrize("lang", LANGS)
def test_the_comparisons_are_the_engines(client, lang):
    """Source 004, the combination ladder (tie-break: rey > caballo > sota), rules-decisions §24 (ties), §23
    (nada) and its all_cards variant."""
    html = html_of(client, f"/{lang}/docena/")
    tables = inserts(html, "docena-compare")
    assert len(tables) == 3
    nada, nada_variant, ties = tables
    expected = {
        0: [("3B 1O 12E", "5O 2E 11C", docena.DEFAULT_RULES), ("3C 2E 10B", "3E 1C 11B", docena.DEFAULT_RULES)],
        1: [("3C 2E 10B", "3E 1C 11B", docena.Rules(nada_rule="all_cards"))],
        2: [("1C 12C", "1E 11E", docena.DEFAULT_RULES), ("3C 11C", "3E 10E", docena.DEFAULT_RULES),
            ("3C 2C", "3E 2E", docena.DEFAULT_RULES), ("5O 12C", "12E 12B", docena.DEFAULT_RULES),
            ("3C 12C", "2E 1E", docena.DEFAULT_RULES)],
    }
    for table, pairs in zip((nada, nada_variant, ties), expected.values(), strict=True):
        for row, (a, b, rules) in zip(rows_of(table), pairs, strict=True):
            outcome = docena.comparison(a, b, rules)
            assert cards_in(row) == a.split() + b.split()
            assert words(lang, f"insert.result.{outcome.result}") in row
            assert escaped(words(lang, f"reason.{outcome.reason}")) in row
    assert docena.comparison("3B 1O 12E", "5O 2E 11C").reason == "natural_three_beats_mala"
    assert docena.compare("3C 2E 10B", "3E 1C 11B") == "tie"
    assert docena.compare("3C 2E 10B", "3E 1C 11B", docena.Rules(nada_rule="all_cards")) == "a"
    assert [docena.compare(a, b) for a, b, _ in expected[2]] == ["a", "a", "tie", "tie", "tie"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_betting_verdicts_are_the_engines(client, lang):
    """Source 004, the deal and betting: caballo/sota may withdraw; mano and mala may not open on the first
    card; a flor never opens; a flor or callá may cut the dejo."""
    html = html_of(client, f"/{lang}/docena/")
    (withdraw,) = inserts(html, "docena-withdraw")
    yes, no = wording.text("common.yes", lang), wording.text("common.no", lang)
    for row, code in zip(rows_of(withdraw), ("11E", "10B", "3C", "5O"), strict=True):
        legal = docena.can_withdraw(docena.deck().parse_one(code)).legal
        assert f"<strong>{yes if legal else no}</strong>" in row
    (may_open,) = inserts(html, "docena-may-open")
    verdicts = [("5O", False, False), ("3C", True, False), ("12C", False, True), ("3C 2C 1C", False, False),
                ("3C 3E 5O", False, True)]
    for row, (code, mano, legal) in zip(rows_of(may_open), verdicts, strict=True):
        assert docena.can_open_betting(code, mano=mano).legal is legal
        assert f"<strong>{yes if legal else no}</strong>" in row
    (cut,) = inserts(html, "docena-dejo-cut")
    for row, code in zip(rows_of(cut), ("3C 3E 5O", "5O 3O 2O", "3B 2B 11B", "12C 12E 1B", "3C 2C 12O"), strict=True):
        assert f"<strong>{yes if docena.can_cut_dejo(code) else no}</strong>" in row


@pytest.mark.parametrize("lang", LANGS)
def test_numbers_in_the_prose_match_the_engine(client, lang):
    """The prose names 22 combinations, nine flores, nine pintas and four callás; the front matter 17–25."""
    kinds = [r.kind for r in docena.LADDER]
    assert (len(kinds), kinds.count("flor"), kinds.count("pinta"), kinds.count("calla")) == (22, 9, 9, 4)
    html = html_of(client, f"/{lang}/docena/")
    assert "22" in html.split('id="ladder"', 1)[1][:600]
    sizes = [len(docena.deck(docena.Rules(players=n))) for n in docena.PLAYERS]
    assert f"{min(sizes)}" in html and f"{max(sizes)}" in html


# --- links ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_links_point_to_existing_entries(client, lang):
    html = html_of(client, f"/{lang}/docena/")
    linked = set(re.findall(rf'href="/{lang}/glossary/#([\w-]+)"', html))
    assert linked <= glossary.ids()
    ours = {e["id"] for e in glossary.entries() if e["game"] == "docena"}
    assert ours <= linked  # every Docena entry is reachable from the page
    assert all(i.startswith("docena-") for i in ours)


@pytest.mark.parametrize("lang", LANGS)
def test_trainer_links_point_to_existing_trainers(client, lang):
    html = html_of(client, f"/{lang}/docena/")
    linked = re.findall(rf'<p class="practise">.*?href="/{lang}/trainers/([\w-]+)/"', html)
    assert sorted(linked) == ["docena-compare", "docena-hand", "docena-mala"]
    assert set(linked) <= set(DRILLS)
    ids = section_ids(html)
    for slug in linked:
        assert DRILLS[slug].RULE_ANCHOR in ids


@pytest.mark.parametrize(("lang", "phrase"), [("es", "hace de otro rey"), ("en", "acts as a second rey")])
def test_the_mala_section_lists_every_pinta_with_an_oro(client, lang, phrase):
    """Source 004, the combination ladder (the mala with an oro): 3O → 26, 12O → 23½ (a second rey),
    2O/1O/11O/10O → the mala as the 3 de oros (25, 24, 23, 23)."""
    ranks = [docena.best_use_of_mala(c).rank for c in ("3O", "12O", "2O", "1O", "11O", "10O")]
    assert ranks == [14, 17, 15, 16, 18, 18]
    mala = html_of(client, f"/{lang}/docena/").split('id="mala"', 1)[1].split('id="combinations"', 1)[0]
    assert phrase in mala


def test_en_ver_una_backs_out_with_two_cards_before_the_third():
    """Source 004, the deal and betting (dejo): conditional answers may back out once they hold two cards,
    before the third."""
    (entry,) = [e for e in glossary.entries() if e["id"] == "docena-en-ver-una"]
    assert "dos cartas" in entry["definition"]["es"] and "tercera" in entry["definition"]["es"]
    assert "two cards" in entry["definition"]["en"] and "third" in entry["definition"]["en"]


def test_glossary_entries_are_bilingual():
    for entry in glossary.entries():
        if entry["game"] == "docena":
            assert entry["term"] and entry["english"]
            assert entry["definition"]["es"].strip() and entry["definition"]["en"].strip()


# --- the cheat sheet ---------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_cheatsheet_renders_with_the_engines_tables(client, lang):
    html = html_of(client, f"/{lang}/docena/cheatsheet/")
    assert "[[" not in html
    assert section_ids(html) == ["deck", "ladder", "round"]
    (ladder,) = inserts(html, "docena-ladder")
    rungs = docena.LADDER + (docena.NADA_RUNG,)
    height = -(-len(rungs) // 3)  # three groups side by side: rungs i, i + height, i + 2 * height share a row
    folded = [r for i in range(height) for r in rungs[i:len(rungs):height]]
    assert cards_in(ladder) == [c.code for r in folded for c in docena.example(r.rank)]
    (values,) = inserts(html, "docena-values")
    value_cells = re.findall(r"<td>([^<]*)</td>", rows_of(values)[1])
    assert value_cells[1:] == [str(v) for v in docena.CARD_VALUES.values()]
    (entro,) = inserts(html, "docena-entro")
    assert re.findall(r"<td>(\d+)</td>", rows_of(entro)[1]) == [str(docena.entro(n)) for n in (6, 5, 4, 3)]
    (deck,) = inserts(html, "docena-deck")
    assert re.findall(r"<td>(\d+)</td>", rows_of(deck)[1]) == ["17", "18", "21", "25"]
    assert [len(docena.deck(docena.Rules(players=n))) for n in (5, 6, 7, 8)] == [17, 18, 21, 25]


# --- inserts fail loudly -------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "duel"), [("es", "duelo de flores"), ("en", "duel of flores")])
def test_the_cheat_sheet_lets_a_flor_open_in_the_duel_after_the_dejo(client, lang, duel):
    """The rule page: after a dejo is cut, the flores play a duel in which a flor may open (source 004, the
    deal and betting)."""
    sheet = html_of(client, f"/{lang}/docena/cheatsheet/")
    assert duel in sheet
    assert "nunca abre" not in sheet and "never opens" not in sheet


def test_spanish_keeps_bote_for_the_jar_and_pozo_for_the_money(client):
    """Two words, as the English has jar and pot: the bote holds the stones, the last two share the pozo."""
    for url in ("/es/docena/", "/es/docena/cheatsheet/"):
        text = " ".join(re.sub(r"<[^>]+>", " ", html_of(client, url)).split())
        for sentence in re.findall(r"[^.]*\bbote\b[^.]*", text):
            assert "piedras" in sentence or "recipiente" in sentence or "casa" in sentence, sentence
        assert "reparten el pozo" in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_links_to_its_practice_hand_like_every_game_s_with_one(client, lang):
    practised = [info.slug for info in game_infos() if info.practice]
    assert "docena" in practised
    for slug in practised:
        assert f'href="/{lang}/practice/#start-{slug}"' in html_of(client, f"/{lang}/{slug}/"), slug


@pytest.mark.parametrize(("lang", "says"), [
    ("es", "Es una elección de verdad, en dos puntos"),
    ("en", "It is a real choice, on two counts"),
])
def test_the_reganche_round_is_said_to_be_a_choice_on_two_counts(client, lang, says):
    """rules-decisions §33: who counts in a round, and which hand starts the first one."""
    text = " ".join(html_of(client, f"/{lang}/docena/").split())
    assert says in text
