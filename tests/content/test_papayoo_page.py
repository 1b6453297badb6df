"""The Papayoo rule page and cheat sheet (content/<lang>/papayoo.md): structure, inserts, engine numbers.

Readings: docs/rules-decisions.md §28 to §31. Every number the page shows is computed by
naipes.games.papayoo; these tests check that the numbers on the page are the engine's.
"""

import re
from html import unescape

import pytest

from naipes.cards import PAPAYOO_60, Suit
from naipes.games import papayoo
from naipes_site import glossary
from naipes_site.games.papayoo.inserts import example_game, example_round, moon_round
from naipes_site.inserts import render_insert
from tests.content.pages import section_ids, sections_in_both_languages

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
CARD = '<svg class="card'


def page(client, lang, path="papayoo/"):
    response = client.get(f"/{lang}/{path}")
    assert response.status_code == 200, (lang, path)
    return response.content.decode()


def cells(html):
    """The text of every table cell, tags and card pictures removed."""
    html = re.sub(r"<svg.*?</svg>", "", html, flags=re.S)
    return [unescape(re.sub(r"<[^>]+>", " ", cell)).split() for cell in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", html, re.S)]


def test_both_languages_have_the_same_sections_in_the_same_order(client):
    sections = sections_in_both_languages(client, "papayoo")
    for wanted in ("deck-by-players", "pass", "die", "following-suit", "trick-winner", "scoring",
                   "worked-example", "end-of-game", "variant-threshold", "variant-die-before-pass",
                   "variant-shoot-the-moon", "common-mistakes", "strategy", "glossary"):
        assert wanted in sections


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_shows_summary_and_every_insert(client, lang):
    html = page(client, lang)
    assert "[[" not in html
    for name in ("passes", "scoring", "die", "deck", "trick", "legal", "example", "game", "threshold", "moon",
                 "mistakes"):
        assert f'class="insert insert-papayoo-{name}"' in html, name
    assert "Gigamic" in html


@pytest.mark.parametrize("lang", LANGS)
def test_passes_table_draws_the_removed_ones_and_the_engine_numbers(lang):
    """Source 003, the deal: 20/15/12/10/8/7 cards, 5/5/4/3/3/3 passed; the four 1s leave at 7–8, 1P stays."""
    html = render_insert("papayoo-passes", lang)
    assert html.count(CARD) == 2 * len(papayoo.REMOVED_ONES)
    assert 'data-card="1P"' not in html
    rows = [row for row in re.findall(r"<tr>(.*?)</tr>", html, re.S) if "<td" in row]
    assert len(rows) == len(papayoo.PLAYERS)
    for n, row in zip(papayoo.PLAYERS, rows, strict=True):
        numbers = [words[0] for words in cells(row) if words and words[0].isdigit()]
        rules = papayoo.Rules(players=n)
        assert numbers == [str(n), str(len(papayoo.deck(rules))), str(papayoo.hand_size(rules)),
                           str(papayoo.pass_count(rules))]
        assert (CARD in row) == (n >= 7)


@pytest.mark.parametrize("lang", LANGS)
def test_scoring_table_totals_250(lang):
    """Source 003, scoring: Payoos 1 + … + 20 = 210, the Papayoo 40, every round 250."""
    html = render_insert("papayoo-scoring", lang)
    assert html.count(CARD) == 20 + 4
    numbers = [w for words in cells(html) for w in words if w.isdigit()]
    assert str(sum(range(1, 21))) == "210" and "210" in numbers
    assert str(papayoo.PAPAYOO_POINTS) in numbers
    assert numbers[-1] == str(papayoo.ROUND_TOTAL) == "250"
    for suit in papayoo.ORDINARY_SUITS:
        assert sum(papayoo.card_points(c, suit) for c in papayoo.deck(papayoo.Rules(players=8))) == 250


@pytest.mark.parametrize("lang", LANGS)
def test_die_and_deck_draw_their_cards(lang):
    die = render_insert("papayoo-die", lang)
    assert die.count(CARD) == 8
    assert sorted(re.findall(r'data-card="(\w+)"', die)) == sorted(["7S", "7H", "7C", "7D"] * 2)
    deck = render_insert("papayoo-deck", lang)
    assert deck.count(CARD) == len(PAPAYOO_60) == 60


def test_worked_example_is_the_source_round_with_its_wrong_first_count():
    """Source 003's worked round: 30 + 72 + 61 + 80 = 243, the Payoo 7 was Pat's: 68, total 250."""
    ex = example_round()
    assert ex["first"].scores == {"Emma": 30, "Nico": 72, "Pat": 61, "Léa": 80}
    assert ex["first"].total == ex["error"].total == 243
    assert ex["error"].difference == 7
    assert ex["found"] == PAPAYOO_60.parse_one("7P") and ex["owner"] == "Pat"
    assert ex["second"].scores["Pat"] == 68
    assert ex["total"] == papayoo.ROUND_TOTAL == 250


@pytest.mark.parametrize("lang", LANGS)
def test_worked_example_shows_the_engine_numbers_and_error(lang):
    ex = example_round()
    html = render_insert("papayoo-example", lang)
    text = unescape(re.sub(r"<svg.*?</svg>", "", html))
    assert f">{ex['first'].total}<" in text and f">{ex['total']}<" in text
    for name, points in ex["first"].scores.items():
        assert f">{points}<" in text, name
    assert f"<strong>{ex['second'].scores['Pat']}</strong>" in text
    assert "243" in text and "250" in text
    assert 'data-card="7C"' in html  # the Papayoo of the round, drawn
    cards_shown = sum(len(p) for p in ex["piles"].values()) + sum(len(p) for p in ex["fixed"].values()) + 1
    assert html.count(CARD) == cards_shown


@pytest.mark.parametrize("lang", LANGS)
def test_game_example_checks_every_round_and_shares_the_win(lang):
    """Source 003, scoring and rules-decisions §30: as many rounds as players, lowest total wins, ties
    shared."""
    ex = example_game()
    assert ex["checks"] == [250, 250, 250]
    assert ex["winners"] == ("Ana", "Bruno")
    html = render_insert("papayoo-game", lang)
    assert html.count("250&nbsp;✓") == 3
    assert str(ex["totals"][-1]["Ana"]) in html and "Ana" in html and "Bruno" in html


@pytest.mark.parametrize("lang", LANGS)
def test_threshold_example(lang):
    """Source 003, scoring (variants): limit 250, totals 251, 180, 240, 199: the game ends and 180 wins."""
    html = render_insert("papayoo-threshold", lang)
    assert '<strong class="verdict-ok">180</strong>' in html
    assert '<strong class="verdict-bad">251</strong>' in html
    assert "Bruno" in html.split("</table>")[1]


@pytest.mark.parametrize("lang", LANGS)
def test_moon_example_breaks_the_250_check(lang):
    """Source 003, scoring (variants): shooter 0, the others 250 each; the round totals 250 × (n − 1)."""
    ex = moon_round()
    assert ex["with"].scores == {"Ana": 0, "Bruno": 250, "Carmen": 250, "David": 250}
    assert ex["without"].total == 250 and ex["with"].total == 750
    assert ex["checked"] == (250, 750)
    with pytest.raises(papayoo.RoundDoesNotAddUp):
        papayoo.check_round_total(ex["with"].scores, papayoo.Rules(players=4))
    html = render_insert("papayoo-moon", lang)
    assert html.count(CARD) == 20 + 1 + 1  # every Payoo and the Papayoo taken, plus the die's Papayoo
    assert "<strong>750</strong>" in html


@pytest.mark.parametrize("lang", LANGS)
def test_trick_and_legal_inserts_follow_the_engine(lang):
    """Source 003, play: a discarded Payoo never wins."""
    trick = render_insert("papayoo-trick", lang, cards="3H 9H 20P 1H", die="S")
    assert trick.count(CARD) == 4
    assert papayoo.trick_winner(PAPAYOO_60.parse("3H 9H 20P 1H")) == 1
    nine = "nine of hearts" if lang == "en" else "nueve de corazones"
    assert nine in trick and "20" in trick
    papayoo_trick = render_insert("papayoo-trick", lang, cards="6D 7D 10D 4S", die="D")
    assert f" {papayoo.pile_points(PAPAYOO_60.parse('6D 7D 10D 4S'), Suit.DIAMONDS)} " in papayoo_trick
    legal = render_insert("papayoo-legal", lang, trick="7P", hand="2P 10C")
    assert legal.count("verdict-ok") == 1 and legal.count("verdict-bad") == 1
    void = render_insert("papayoo-legal", lang, trick="4H", hand="20P 7C")
    assert void.count("verdict-ok") == 2


@pytest.mark.parametrize("lang", LANGS)
def test_mistakes_are_the_engine_four_and_link_to_existing_sections(client, lang):
    """Source 003's four common mistakes, in its order."""
    html = page(client, lang)
    ids = set(section_ids(html))
    mistakes = render_insert("papayoo-mistakes", lang)
    links = re.findall(r'href="/(\w\w)/papayoo/#([\w-]+)"', mistakes)
    assert len(links) == len(papayoo.COMMON_MISTAKES) == 4
    assert all(link_lang == lang and section in ids for link_lang, section in links)


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_and_trainer_links_exist(client, lang):
    html = page(client, lang)
    linked = set(re.findall(rf'href="/{lang}/glossary/#([\w-]+)"', html))
    assert {"payoo", "papayoo", "papayoo-pase", "papayoo-dado"} <= linked
    assert linked <= glossary.ids()
    practise = "".join(re.findall(r'<p class="practise">.*?</p>', html, re.S))
    trainer_slugs = re.findall(rf'href="/{lang}/trainers/([\w-]+)/"', practise)
    from trainers.drills import DRILLS

    assert trainer_slugs == ["papayoo-which-card", "papayoo-trick", "papayoo-round"]
    assert set(trainer_slugs) <= set(DRILLS)
    for slug in trainer_slugs:
        assert client.get(f"/{lang}/trainers/{slug}/").status_code == 200


def test_every_papayoo_glossary_entry_is_bilingual():
    from naipes_site.games.papayoo.glossary import ENTRIES

    for entry in ENTRIES:
        assert entry["definition"]["es"].strip() and entry["definition"]["en"].strip()
        assert entry["id"] in {"payoo", "papayoo"} or entry["id"].startswith("papayoo-")


@pytest.mark.parametrize("lang", LANGS)
def test_cheatsheet_renders_with_its_tables(client, lang):
    html = page(client, lang, "papayoo/cheatsheet/")
    assert "[[" not in html
    assert section_ids(html) == ["deck", "round", "scoring"]
    assert html.count(CARD) == 8 + 24


@pytest.mark.parametrize("lang", LANGS)
def test_every_papayoo_trainer_links_to_its_section(client, lang):
    """The which-card drill practises the die section (the 7 of the rolled suit), not scoring."""
    from trainers.drills import DRILLS

    ids = set(section_ids(page(client, lang)))
    anchors = {drill.SLUG: drill.RULE_ANCHOR for drill in DRILLS.values() if drill.GAME == "papayoo"}
    assert anchors == {"papayoo-which-card": "die", "papayoo-trick": "trick-winner", "papayoo-round": "scoring",
                       "papayoo-deal": "deck-by-players"}
    assert set(anchors.values()) <= ids


@pytest.mark.parametrize(("lang", "found"), [("es", "aparece el Payoo 7,"), ("en", "turns up the Payoo 7,")])
def test_worked_example_names_the_forgotten_payoo(lang, found):
    """Source 003's worked round: the missing 7 points are Pat's Payoo 7 (written "Payoo", as on the page)."""
    assert found in render_insert("papayoo-example", lang)


@pytest.mark.parametrize(("lang", "reached"), [("es", "Ana lo ha alcanzado al terminar la ronda"),
                                               ("en", "Ana has reached it at the end of the round")])
def test_threshold_example_says_who_reached_the_limit(lang, reached):
    """Source 003, scoring (variants): the round is finished, then the game ends."""
    assert reached in render_insert("papayoo-threshold", lang)


@pytest.mark.parametrize(("lang", "words"), [("es", "el Payoo 1 se queda"), ("en", "the Payoo 1 stays")])
def test_cheatsheet_says_the_ones_leave_at_7_and_8_but_not_the_payoo_1(client, lang, words):
    """Source 003, the deal: 1S 1H 1C 1D leave at 7–8 players; 1P stays, so the round still totals 250."""
    html = page(client, lang, "papayoo/cheatsheet/")
    assert words in re.sub(r"\s+", " ", html)
