"""The Cirulo rule page and cheat sheet: both languages, engine inserts, glossary and trainer links.

Facts: source 001 (Cirulo); readings: docs/rules-decisions.md §12 to §14. Every number the page shows comes
from naipes.games.cirulo through the inserts; the tests ask the engine for the same numbers, so page and engine
cannot drift apart.
"""

from __future__ import annotations

import html as html_lib
import re
from pathlib import Path

import pytest
from django.conf import settings

import wording
from naipes.cards import SPANISH_40, SPANISH_48, Suit
from naipes.games import cirulo
from naipes_site import glossary
from naipes_site.games.cirulo import glossary as cirulo_glossary, inserts as cirulo_inserts
from tests.content.own_words import copied
from tests.content.pages import cards_drawn, html_of, inserts, promised_sections, section_ids
from trainers.drills import DRILLS

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
P = SPANISH_40.parse
SECTIONS_WE_PROMISE = [
    "overview", "players", "deck", "removed-cards", "card-order", "tantos", "check-21", "dealing",
    "choosing-dealer", "deal", "lead-direction", "tricks", "follow-suit", "trick-winner", "end-of-deal",
    "declarations", "plate", "who-pays", "who-shares", "no-tricks", "carry-over", "end-of-game",
    "worked-example", "example-carry-over", "variants", "reconstruction", "pack-48", "removal-order",
    "remainder", "clean-without-tricks", "dealer-tie", "common-mistakes", "strategy", "glossary",
]
MY_FILES = [
    "content/es/cirulo.md", "content/en/cirulo.md",
    "content/es/cheatsheets/cirulo.md", "content/en/cheatsheets/cirulo.md",
]


def said(key: str, lang: str, **fields) -> str:
    """The page's wording for ``key`` as it appears in the HTML (escaped by the templates)."""
    return html_lib.escape(wording.text(f"cirulo.{key}", lang, **fields))


# --- the page in both languages ------------------------------------------------------------------


def test_both_languages_have_the_same_sections_in_the_same_order(client):
    assert promised_sections(client, "cirulo", SECTIONS_WE_PROMISE) == SECTIONS_WE_PROMISE


@pytest.mark.parametrize("lang", LANGS)
def test_page_has_front_matter_summary_and_no_raw_inserts(client, lang):
    html = html_of(client, f"/{lang}/cirulo/")
    assert 'class="summary-box"' in html
    assert "[[" not in html and "]]" not in html


# --- the inserts draw their cards ----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_deck_table_draws_the_removed_cards_of_the_engine(client, lang):
    forty, forty_eight = inserts(html_of(client, f"/{lang}/cirulo/"), "cirulo-deck")
    for table, pack in ((forty, 40), (forty_eight, 48)):
        removed = sum(len(row[2]) for row in cirulo.deck_table().rows if row[1] == pack)
        assert cards_drawn(table) == removed > 0
        for players in cirulo.PLAYERS:
            assert f"<td>{cirulo.hand_size(cirulo.Rules(players=players, pack=pack))}</td>" in table
    # Source 001, the deal: six players with 40 cards leave out 1C 1E 1B 2C; 5 with 48 leave out three aces
    assert cirulo.removed_cards(cirulo.Rules(players=6)) == P("1C 1E 1B 2C")
    assert cirulo.removed_cards(cirulo.Rules(players=5, pack=48)) == SPANISH_48.parse("1C 1E 1B")


@pytest.mark.parametrize("lang", LANGS)
def test_card_order_is_drawn_for_both_packs(client, lang):
    forty, forty_eight = inserts(html_of(client, f"/{lang}/cirulo/"), "cirulo-order")
    assert cards_drawn(forty) == len(cirulo.rank_order()) == 10
    assert cards_drawn(forty_eight) == len(cirulo.rank_order(cirulo.Rules(pack=48))) == 12
    # The prose says: rey highest, as lowest (rules-decisions §12)
    assert cirulo.rank_order()[0] == 12 and cirulo.rank_order()[-1] == 1


@pytest.mark.parametrize("lang", LANGS)
def test_tantos_tables_show_the_engine_values_and_totals(client, lang):
    html = html_of(client, f"/{lang}/cirulo/")
    forty, forty_eight = inserts(html, "cirulo-tantos")
    assert cards_drawn(forty) == 10 and cards_drawn(forty_eight) == 12
    for table, pack in ((forty, 40), (forty_eight, 48)):
        total = cirulo.oros_total(cirulo.Rules(pack=pack))
        assert said("tantos.total", lang, total=total) in table
        for _card, value in cirulo.tantos_table(cirulo.Rules(pack=pack)).rows:
            assert f"<td>{value}</td>" in table
    # rules-decisions §12: all oros make 58 (40 cards) and 75 (48 cards)
    assert cirulo.oros_total() == 58 and cirulo.oros_total(cirulo.Rules(pack=48)) == 75


def test_prose_values_agree_with_the_engine(client):
    """The pages say in words that oro figures are worth ten and other suits nothing (rules-decisions §12)."""
    es, en = html_of(client, "/es/cirulo/"), html_of(client, "/en/cirulo/")
    assert "valen diez tantos cada una" in es and "worth ten tantos each" in en
    assert [cirulo.card_value(c) for c in P("10O 11O 12O")] == [10, 10, 10]
    assert [cirulo.card_value(c) for c in P("12C 12E 12B 1C")] == [0, 0, 0, 0]
    assert [cirulo.card_value(c) for c in P("1O 5O 7O")] == [1, 5, 7]


@pytest.mark.parametrize("lang", LANGS)
def test_the_source_example_is_checked_by_the_engine(client, lang):
    """Source 001's example: as, sota and rey de oros make 21 tantos; rules-decisions §12."""
    (check,) = inserts(html_of(client, f"/{lang}/cirulo/"), "cirulo-check")
    assert cards_drawn(check) == 3
    ours = cirulo.tantos(P(cirulo_inserts.SOURCE_EXAMPLE_CARDS))
    assert ours == cirulo_inserts.SOURCE_EXAMPLE_TANTOS == 21
    assert f"1 + 10 + 10 = <strong>{ours}</strong>" in check
    assert "1 + 10 + 12 = <strong>23</strong>" in check  # index values fail the check
    assert "11 + 2 + 4 = <strong>17</strong>" in check  # Tute values fail it too
    assert check.count('class="verdict-ok"') == 1 and check.count('class="verdict-bad"') == 2


@pytest.mark.parametrize("lang", LANGS)
def test_legal_play_inserts_follow_the_engine(client, lang):
    follow, void = inserts(html_of(client, f"/{lang}/cirulo/"), "cirulo-legal")
    assert cards_drawn(follow) == 2 + 4 and cards_drawn(void) == 1 + 4
    # Source 001, legal play: follow suit, no need to beat; void → any card
    assert cirulo.legal_plays(P("2C 11C 5O 12B"), P("7C 10C")) == P("2C 11C")
    assert cirulo.legal_plays(P("5O 12O 3E 1B"), P("7C")) == P("5O 12O 3E 1B")
    assert follow.count('class="verdict-ok"') == 2 and follow.count('class="verdict-bad"') == 2
    assert void.count('class="verdict-ok"') == 4
    assert said("reason.must_follow_suit", lang) in follow
    assert said("reason.any_card_void", lang) in void


@pytest.mark.parametrize("lang", LANGS)
def test_trick_insert_names_the_engine_winner_and_cost(client, lang):
    (trick,) = inserts(html_of(client, f"/{lang}/cirulo/"), "cirulo-trick")
    plays = P("5C 7C 12O 2C")
    assert cards_drawn(trick) == 4
    assert cirulo.trick_winner(plays) == 1  # the 7 de copas; the rey de oros is off-suit
    assert said("trick.encirculated", lang, tantos=cirulo.tantos(plays)) in trick
    assert cirulo.tantos(plays) == 10


# --- the worked settlements ---------------------------------------------------------------------


def settlement(name: str) -> tuple[cirulo_inserts.SettleExample, cirulo.Settlement]:
    example = cirulo_inserts.SETTLE_EXAMPLES[name]
    rules = cirulo.Rules(players=example.players, pack=example.pack)
    piles = {player: cirulo.PACKS[example.pack].parse(codes) if codes else () for player, codes in example.piles.items()}
    return example, cirulo.settle(piles, pot=example.pot, rules=rules, complete=True)


def test_worked_examples_are_complete_deals():
    for name in cirulo_inserts.SETTLE_EXAMPLES:
        example, result = settlement(name)
        assert result.complete, name
        # every pile is whole bazas, one card per player each
        assert all(len(codes.split()) % example.players == 0 for codes in example.piles.values())
        assert sum(result.pays.values()) == cirulo.oros_total()


@pytest.mark.parametrize("lang", LANGS)
def test_first_example_pays_shares_and_keeps_the_remainder(client, lang):
    """Source 001, the plate: payers pay their tantos, clean trick-takers share, the remainder stays
    (rules-decisions §14)."""
    example, result = settlement("five")
    assert result.pays == {"Ana": 21, "Bea": 0, "Cris": 0, "Dani": 37, "Eva": 0}
    assert result.pot == 3 + 58 == 61
    assert result.shares == {"Bea": 30, "Cris": 30} and result.carry_over == 1
    assert result.status["Eva"] == "no_tricks"
    first, _second = inserts(html_of(client, f"/{lang}/cirulo/"), "cirulo-settle")
    assert cards_drawn(first) == sum(len(c.split()) for c in example.piles.values()) == 40
    both = f" {wording.text('common.list.and', lang)} "
    assert said("settle.previous_pot", lang, coins=example.pot) in first
    assert said(
        "settle.payments", lang, names=f"Ana{both}Dani", detail="Ana 21, Dani 37", paid=58, pot=result.pot
    ) in first
    assert said("settle.no_tricks", lang, names="Eva") in first
    assert said("settle.sharers", lang, names=f"Bea{both}Cris", pot=61, count=2, share=30) in first
    assert said("settle.remainder", lang, given=60, rest=result.carry_over) in first
    assert said("settle.check", lang, paid=58) in first


@pytest.mark.parametrize("lang", LANGS)
def test_second_example_carries_the_whole_plate_over(client, lang):
    """rules-decisions §14: the only clean player took no trick, so nobody collects and everything carries
    over."""
    example, result = settlement("nobody")
    assert result.shares == {} and result.carry_over == result.pot == 58
    assert result.status["Dani"] == "no_tricks"
    _first, second = inserts(html_of(client, f"/{lang}/cirulo/"), "cirulo-settle")
    assert cards_drawn(second) == 40
    assert said("settle.nobody", lang, pot=58) in second


def test_second_example_cris_pays_despite_a_clean_trick():
    """Source 001, the plate: the page says Cris has a clean trick yet pays: three bazas, only two oros."""
    example, result = settlement("nobody")
    cris = SPANISH_40.parse(example.piles["Cris"])
    tricks, oros = len(cris) // example.players, sum(1 for c in cris if c.suit is Suit.OROS)
    assert (tricks, oros) == (3, 2)
    assert result.status["Cris"] == "pays" and "Cris" not in result.shares
    # and every other player who won tricks took some oro (no one qualifies)
    assert {name for name, status in result.status.items() if status == "shares"} == set()


# --- links ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_links_exist_and_keep_the_language(client, lang):
    html = html_of(client, f"/{lang}/cirulo/")
    linked = re.findall(r'href="/(es|en)/glossary/#([^"]+)"', html)
    assert len(linked) >= 10
    known = glossary.ids()
    for link_lang, entry in linked:
        assert link_lang == lang
        assert entry in known, entry
    for entry in cirulo_glossary.ENTRIES:
        assert f"/{lang}/glossary/#{entry['id']}" in html, entry["id"]


def test_glossary_entries_are_complete_and_unique():
    all_ids = [e["id"] for e in glossary.entries()]
    assert len(all_ids) == len(set(all_ids))
    for entry in cirulo_glossary.ENTRIES:
        assert entry["term"] and entry["english"]
        assert entry["definition"]["es"] and entry["definition"]["en"]


@pytest.mark.parametrize("lang", LANGS)
def test_trainer_links_point_to_existing_trainers(client, lang):
    html = html_of(client, f"/{lang}/cirulo/")
    linked = re.findall(r'<p class="practise">.*?href="/(?:es|en)/trainers/([^"/]+)/"', html)
    assert linked == ["cirulo-trick", "cirulo-settle"]
    for slug in linked:
        assert slug in DRILLS, slug
        assert slug.startswith("cirulo-")


# --- the cheat sheet -----------------------------------------------------------------------------


def test_cheatsheet_renders_in_both_languages_with_the_same_sections(client):
    pages = {lang: html_of(client, f"/{lang}/cirulo/cheatsheet/") for lang in LANGS}
    assert section_ids(pages["es"]) == section_ids(pages["en"]) == ["players-deck", "order-tantos", "play", "plate"]
    for html in pages.values():
        for deck, pack in zip(inserts(html, "cirulo-deck"), (40, 48), strict=True):
            removed = [cirulo.removed_cards(cirulo.Rules(players=n, pack=pack)) for n in cirulo.PLAYERS]
            assert cards_drawn(deck) == sum(len(cards) for cards in removed)
        (tantos,) = inserts(html, "cirulo-tantos")
        assert cards_drawn(tantos) == 10
        assert f"<strong>{cirulo.oros_total()}</strong>" in tantos
        (order,) = inserts(html, "cirulo-order")
        assert cards_drawn(order) == 10


# --- inserts fail loudly -------------------------------------------------------------------------


# --- written in our own words --------------------------------------------------------------------


def test_pages_share_no_long_run_of_words_with_the_sources():
    """No run of 10+ words copied from the source texts (their fingerprints, ``tests/content/own_words.py``)."""
    assert copied(Path(settings.BASE_DIR) / f for f in MY_FILES) == []
