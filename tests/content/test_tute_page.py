"""The Tute rule page and cheat sheet: both languages, engine inserts, glossary and trainer links.

Facts: source 002 (Tute); readings: docs/rules-decisions.md §15 to §21. Every number checked here is asked of
the engine too, so the page and naipes.games.tute cannot drift apart.
"""

from __future__ import annotations

import re

import pytest

import wording
from naipes.cards import SPANISH_40
from naipes.games import tute
from naipes_site import glossary
from naipes_site.games.tute import glossary as tute_glossary, inserts as tute_inserts
from naipes_site.inserts import render_insert
from tests.content.pages import cards_drawn, html_of, inserts, promised_sections, section_ids
from trainers.drills import DRILLS
from wording.games.tute import the_card

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
P = SPANISH_40.parse
SECTIONS_WE_PROMISE = [
    "about", "players", "deck", "card-values", "dealing", "with-muestra", "without-muestra", "tricks",
    "stock-phase", "trump-lead", "manos-abajo", "acuses", "first-forty", "one-per-trick", "tute", "after-the-stock",
    "follow-and-beat", "trump-and-overtrump", "cannot-overtrump", "renuncio", "scoring", "diez-de-mesa",
    "counting", "worked-example", "ties", "variants", "mistakes", "strategy", "glossary",
]


# --- the page in both languages ------------------------------------------------------------------


def test_both_languages_have_the_same_sections_in_the_same_order(client):
    assert promised_sections(client, "tute", SECTIONS_WE_PROMISE) == SECTIONS_WE_PROMISE


@pytest.mark.parametrize("lang", LANGS)
def test_every_insert_on_the_page_draws_its_cards(client, lang):
    html = html_of(client, f"/{lang}/tute/")
    found = re.findall(r'<div class="insert insert-(tute-[a-z-]+)">', html)
    assert set(found) == {
        "tute-decks", "tute-points", "tute-trick", "tute-legal", "tute-acuse", "tute-tute", "tute-count",
    }
    for name in set(found):
        for fragment in inserts(html, name):
            assert cards_drawn(fragment) >= 1, name


@pytest.mark.parametrize("lang", LANGS)
def test_the_points_table_is_the_engines(client, lang):
    """Source 002, card points: as 11, tres 10, rey 4, caballo 3, sota 2, the rest 0; 120, 130 with the
    diez."""
    assert tute.total_points() == 120
    assert tute.total_points() + tute.LAST_TRICK_POINTS == 130
    (fragment,) = inserts(html_of(client, f"/{lang}/tute/"), "tute-points")
    assert cards_drawn(fragment) == len(tute.RANK_ORDER) == 10
    shown = re.findall(r"<td>(\d+)</td>", fragment)
    assert [int(n) for n in shown] == [tute.POINTS[rank] for rank in tute.RANK_ORDER]
    assert f"<strong>{tute.total_points()}</strong>" in fragment
    assert str(tute.total_points() + tute.LAST_TRICK_POINTS) in fragment


@pytest.mark.parametrize("lang", LANGS)
def test_the_decks_table_shows_which_twos_leave(client, lang):
    """rules-decisions §15: 3 players leave one 2 out (2O by default), 6 players all four."""
    (fragment,) = inserts(html_of(client, f"/{lang}/tute/"), "tute-decks")
    removed = sum(len(tute.removed_cards(tute.Rules(players=n))) for n in range(2, 7))
    assert cards_drawn(fragment) == removed == 5
    for players in range(2, 7):
        rules = tute.Rules(players=players)
        row = f"<td>{players}</td><td>{len(tute.deck(rules))}</td>"
        assert row in fragment


# --- worked examples are the engine's ----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_worked_count_is_computed_by_the_engine(client, lang):
    """Source 002, acuses and the last trick: card points + acuses + diez de mesa; all piles together hold the
    120."""
    ex, scores, result = tute_inserts.count_example("three")
    assert sum(s.card_points for s in scores) == tute.total_points()
    assert [s.points for s in scores] == [100, 60, 30]
    assert result == tute.DealResult((0,), "highest_total")
    fragment = inserts(html_of(client, f"/{lang}/tute/"), "tute-count")[0]
    for score in scores:
        assert f"<strong>{score.points}</strong>" in fragment
    assert cards_drawn(fragment) == len(tute.deck(ex.rules)) + 1  # every card of the pack, plus the muestra


def test_the_tie_example_is_the_sources():
    """Source 002, acuses and the last trick: A 65 with the diez de mesa, B 65 -> A wins."""
    _, scores, result = tute_inserts.count_example("tie")
    assert [s.points for s in scores] == [65, 65]
    assert scores[0].last_trick_points == tute.LAST_TRICK_POINTS
    assert result == tute.DealResult((0,), "tie_diez_de_mesa")


def test_a_tie_the_diez_de_mesa_cannot_break_is_shared():
    """rules-decisions §21: two tie for first while a third took the diez de mesa -> shared win."""
    _, scores, result = tute_inserts.count_example("shared")
    assert scores[0].points == scores[1].points > scores[2].points
    assert result == tute.DealResult((0, 1), "tie_shared")


@pytest.mark.parametrize("example", sorted(tute_inserts.LEGAL))
@pytest.mark.parametrize("lang", LANGS)
def test_each_legal_plays_example_marks_what_the_engine_allows(lang, example):
    _, _, verdicts = tute_inserts.legal_verdicts(tute_inserts.LEGAL[example])
    html = render_insert("tute-legal", lang, example=example)
    assert html.count('class="verdict-ok"') == sum(v.legal for v in verdicts.values())
    assert html.count('class="verdict-bad"') == sum(not v.legal for v in verdicts.values())


def test_legal_examples_follow_the_rules_facts():
    """rules-decisions §20 (sin muestra, 40 in espadas, espadas led: only 2E) and source 002's third example
    (D must over-trump)."""
    def allowed(example):
        _, _, verdicts = tute_inserts.legal_verdicts(tute_inserts.LEGAL[example])
        return {card.code for card, v in verdicts.items() if v.legal}

    assert allowed("sin-muestra") == {"2E"}
    assert allowed("overtrump") == {"11B"}
    assert allowed("cannot-overtrump") == {"2B", "5B"}
    assert allowed("cannot-overtrump-free") == {"2B", "5B", "12O"}
    assert allowed("manos-abajo") == {"3C"}
    assert allowed("stock-free") == {"4C", "12E", "2O"}


@pytest.mark.parametrize(("example", "winner"), [("no-trump", 3), ("muestra", 1), ("strict", 3)])
def test_the_sources_three_tricks_go_where_the_engine_says(example, winner):
    """Source 002's three examples: D with 7C, B with 2E (muestra espadas), D with 11B."""
    ex = tute_inserts.TRICKS[example]
    assert tute.trick_winner(P(ex.cards), state=tute.State(ex.trump)) == winner
    html = render_insert("tute-trick", "en", example=example)
    assert f"Player {'ABCD'[winner]} ★" in html


def test_the_acuse_examples_follow_the_engine():
    """Source 002, acuses and the last trick, and rules-decisions §19: the 40 first, one per trick, none once
    the stock is gone."""
    html = render_insert("tute-acuse", "en", example="muestra")
    ex = tute_inserts.ACUSES["muestra"]
    legal = [
        tute.can_declare(
            P(ex.hand), s.suit, ex.muestra, won_trick=s.won_trick, stock_left=s.stock_left,
            declared=s.declared, declared_this_trick=s.declared_this_trick,
        ).legal
        for s in ex.steps
    ]
    assert legal == [False, False, True, False, True, False]
    assert html.count('class="verdict-ok"') == sum(legal)


def test_the_first_forty_without_muestra_is_worded_as_making_trump():
    """Source 002, acuses and the last trick: sin muestra there is no trump before the first 40; the verdict
    must not call the suit «triunfo» before the declaration makes it so."""
    for lang, words in (("es", "la primera pareja que se canta son las cuarenta"),
                        ("en", "the first pair declared is the forty")):
        html = render_insert("tute-acuse", lang, example="sin-muestra")
        assert words in html
        assert wording.text("tute.reason.declares_40", lang) not in html


def test_card_names_carry_the_right_article():
    """Spanish grammar: «la sota», «el caballo»; used by the trick insert and the tute-trick drill."""
    assert the_card(SPANISH_40.parse_one("10C"), "es") == "la sota de copas"
    assert the_card(SPANISH_40.parse_one("11C"), "es") == "el caballo de copas"
    assert the_card(SPANISH_40.parse_one("10C"), "en") == "the sota (jack) of copas"
    assert "con el siete de copas" in render_insert("tute-trick", "es", example="no-trump")


@pytest.mark.parametrize("lang", LANGS)
def test_a_rey_or_caballo_muestra_leaves_no_forty_is_said(client, lang):
    """Source 002, the deal (the muestra is drawn last) and rules-decisions §19 (no acuse once the stock is
    gone)."""
    html = html_of(client, f"/{lang}/tute/")
    assert ("nadie canta las cuarenta" if lang == "es" else "nobody declares the forty in that deal") in html


def test_the_tute_table_shows_both_readings():
    """rules-decisions §18: four aces win under the source rule, not under the classic one."""
    html = render_insert("tute-tute", "es")
    assert cards_drawn(html) == 16
    assert html.count('class="verdict-ok"') == 4 + 2
    assert tute.is_tute(P("1O 1C 1E 1B")) and not tute.is_tute(P("1O 1C 1E 1B"), tute.Rules(tute="classic"))


# --- links ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", ["tute/", "tute/cheatsheet/"])
@pytest.mark.parametrize("lang", LANGS)
def test_glossary_links_point_to_existing_entries(client, lang, path):
    html = html_of(client, f"/{lang}/{path}")
    linked = re.findall(rf'href="/{lang}/glossary/#([^"]+)"', html)
    assert set(linked) <= glossary.ids()
    if path == "tute/":
        assert {entry["id"] for entry in tute_glossary.ENTRIES} <= set(linked)


@pytest.mark.parametrize("lang", LANGS)
def test_trainer_links_point_to_existing_trainers(client, lang):
    html = html_of(client, f"/{lang}/tute/")
    slugs = re.findall(rf'<p class="practise">.*?href="/{lang}/trainers/([a-z0-9-]+)/"', html)
    assert {"tute-trick", "tute-legal", "tute-count"} <= set(slugs)
    assert set(slugs) <= set(DRILLS)


@pytest.mark.parametrize("lang", LANGS)
def test_each_tute_trainer_points_back_to_a_section_of_the_page(client, lang):
    sections = set(section_ids(html_of(client, f"/{lang}/tute/")))
    anchors = {drill.SLUG: drill.RULE_ANCHOR for drill in DRILLS.values() if drill.GAME == "tute"}
    assert anchors
    assert set(anchors.values()) <= sections


def test_tute_glossary_entries_are_bilingual_and_prefixed():
    ids = [entry["id"] for entry in tute_glossary.ENTRIES]
    assert len(ids) == len(set(ids))
    assert [entry["id"] for entry in glossary.entries()].count("tute-tute") == 1
    for entry in tute_glossary.ENTRIES:
        assert entry["id"].startswith("tute-")
        assert entry["definition"]["es"] and entry["definition"]["en"] and entry["english"]


# --- the cheat sheet -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_cheatsheet_renders_with_the_engines_tables(client, lang):
    html = html_of(client, f"/{lang}/tute/cheatsheet/")
    assert "[[" not in html
    assert section_ids(html) == ["deck", "card-values", "stock-phase", "acuses", "after-the-stock", "scoring"]
    (points,) = inserts(html, "tute-points")
    assert cards_drawn(points) == 10
    assert f"<strong>{tute.total_points()}</strong>" in points
    (decks,) = inserts(html, "tute-decks")
    assert cards_drawn(decks) == 5


@pytest.mark.parametrize(("lang", "name"), [("es", "texto colombiano"), ("en", "Colombian text")])
def test_every_later_mention_of_the_colombian_text_links_back_to_it(client, lang, name):
    """The page introduces «¡Cuarenta en oros!» (2011) once, in its first section; later mentions link there."""
    html = html_of(client, f"/{lang}/tute/")
    about, rest = re.split(r'<h2 id="players"', html, maxsplit=1)
    assert "¡Cuarenta en oros!" in about and "2011" in about
    mentions = re.findall(rf"(<a [^>]*>)?\s*{name}", re.sub(r"\s+", " ", rest))
    assert mentions and all(link and 'href="#about"' in link for link in mentions)


@pytest.mark.parametrize("lang", ("es", "en"))
def test_no_unsourced_duration(client, lang):
    """No source gives a Tute deal a length: the page does not invent one."""
    html = html_of(client, f"/{lang}/tute/")
    assert "15 min" not in html
