"""The Paulo rule page and cheat sheet: both languages, engine inserts, glossary and trainer links.

Facts: source 000 (Paulo); readings: docs/rules-decisions.md §2 to §11. Every number checked here is asked of
the engine too, so the page and naipes.games.paulo cannot drift apart.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import settings

from naipes.cards import SPANISH_40, Suit
from naipes.games import paulo
from naipes.games.paulo import HandOutcome, Rules, Score, TeamScore
from naipes_site import glossary
from naipes_site.games.paulo import glossary as paulo_glossary, inserts as paulo_inserts
from naipes_site.inserts import render_insert
from tests.content.own_words import copied
from tests.content.pages import html_of, inserts, section_ids, sections_in_both_languages
from trainers.drills import DRILLS
from wording.cards import card_name

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
P = SPANISH_40.parse
MUESTRAS = (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
SECTIONS_WE_PROMISE = [
    "overview", "players-and-teams", "team-draw", "deck", "deal", "muestra", "six-player-deal", "trumps",
    "card-names", "card-order", "plain-suits", "durcal-order", "tricks", "trick-winner", "playing",
    "avarear", "paulo-and-tuerto", "renounce-penalty", "legal-examples", "signals", "lanjaron-signals",
    "scoring", "units", "no-bet", "betting", "hand-values", "al-quiero-al-canuto", "al-quiero-procedure",
    "quiero-forzoso", "end-of-game", "scoring-example", "carteta", "cuerno-scoring", "variants", "lanjaron",
    "beninar", "durcal", "no-signals", "strict-follow", "our-readings", "common-mistakes", "strategy", "glossary",
]
PAULO_INSERTS = {
    "paulo-team-draw", "paulo-decks", "paulo-deal", "paulo-slots", "paulo-ladders", "paulo-orders",
    "paulo-trick", "paulo-legal", "paulo-units", "paulo-hand-values", "paulo-states", "paulo-score",
    "paulo-carteta",
}
WITH_CARDS = {"paulo-team-draw", "paulo-deal", "paulo-ladders", "paulo-orders", "paulo-trick", "paulo-legal"}
TRAINER_SLUGS = ("paulo-trumps", "paulo-trick", "paulo-is-trump", "paulo-may-play")


def cards_drawn(fragment: str) -> list[str]:
    """Codes of the cards drawn in a fragment, in order."""
    return re.findall(r'<svg class="card[^"]*"[^>]*data-card="([^"]+)"', fragment)


def cells(fragment: str) -> list[list[str]]:
    """Text of each table row's cells (cards as their codes)."""
    rows = []
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", fragment, re.S):
        row = re.sub(r'<svg class="card[^>]*data-card="([^"]+)".*?</svg>', r"[\1]", row, flags=re.S)
        found = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.S)
        rows.append([re.sub(r"<[^>]+>", "", c).strip() for c in found])
    return rows


# --- the page in both languages ------------------------------------------------------------------------


def test_both_languages_have_the_same_sections_in_the_same_order(client):
    assert sections_in_both_languages(client, "paulo") == SECTIONS_WE_PROMISE


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_keeps_no_raw_insert_syntax_and_no_script(client, lang):
    html = html_of(client, f"/{lang}/paulo/")
    assert "[[" not in html and "]]" not in html
    body = html.split('<div class="rules-body">')[1]
    assert "<script" not in body and "javascript:" not in body


@pytest.mark.parametrize("lang", LANGS)
def test_the_summary_box_matches_the_engines_decks(client, lang):
    """Front matter: 40 cards, 30 for 6 players, 20 for 4 (source 000, the deal)."""
    html = html_of(client, f"/{lang}/paulo/")
    box = html.split('<dl class="summary-box">')[1].split("</dl>")[0]
    sizes = [len(paulo.deck(Rules(players=n))) for n in (8, 6, 4)]
    assert sizes == [40, 30, 20]
    assert re.findall(r"\b(40|30|20)\b", box) == ["40", "30", "20"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_insert_on_the_page_renders_and_draws_its_cards(client, lang):
    html = html_of(client, f"/{lang}/paulo/")
    found = set(re.findall(r'<div class="insert insert-(paulo-[a-z-]+)">', html))
    assert found == PAULO_INSERTS
    for name in WITH_CARDS:
        for fragment in inserts(html, name):
            assert cards_drawn(fragment), name
    for name in found - WITH_CARDS:
        for fragment in inserts(html, name):
            assert "<table" in fragment, name


# --- deck, trumps and ladders ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_deck_table_is_the_engines(client, lang):
    """Source 000, the deal: 20 / 30 / 40 cards, all dealt; Lanjarón 30 cards with 20 or 10 left over."""
    (fragment,) = inserts(html_of(client, f"/{lang}/paulo/"), "paulo-decks")
    rows = [r for r in cells(fragment) if r and r[0].isdigit()]
    expected = [
        (4, "default"), (6, "default"), (8, "default"), (2, "lanjaron"), (4, "lanjaron"),
    ]
    assert len(rows) == len(expected)
    for row, (players, variant) in zip(rows, expected, strict=True):
        rules = Rules(players=players, deck_variant=variant)
        assert row[0] == str(players)
        assert row[3:6] == [str(len(paulo.deck(rules))), str(5 * players), str(paulo.undealt(rules))]


@pytest.mark.parametrize("lang", LANGS)
def test_the_ladders_are_the_engines_for_every_muestra(client, lang):
    """Source 000, the card order (per muestra): trumps, then each plain suit, 40 cards per muestra."""
    (fragment,) = inserts(html_of(client, f"/{lang}/paulo/"), "paulo-ladders")
    ladders = fragment.split("<details")[1:]
    assert len(ladders) == len(MUESTRAS)
    for suit, ladder_html in zip(MUESTRAS, ladders, strict=True):
        assert f'id="ladder-{suit.value}"' in ladder_html.split(">")[0]
        lad = paulo.ladder(suit, Rules(players=8))
        assert cards_drawn(ladder_html) == [c.code for c in lad.cards]
        assert len(lad.cards) == 40
        assert f"</strong>: {len(lad.trumps)} triunfos." in ladder_html
    # The switcher links every ladder, with plain anchors.
    for suit in MUESTRAS:
        assert f'href="#ladder-{suit.value}"' in fragment


def test_the_prose_counts_of_trumps_are_the_engines():
    """12 triunfos with copas or espadas, 11 with oros or bastos (source 000, the card order)."""
    counts = {s: len(paulo.ladder(s, Rules(players=8)).trumps) for s in MUESTRAS}
    assert counts == {Suit.OROS: 11, Suit.COPAS: 12, Suit.ESPADAS: 12, Suit.BASTOS: 11}
    for lang in LANGS:
        text = (Path(settings.CONTENT_DIR) / lang / "paulo.md").read_text(encoding="utf-8")
        assert "**12 triunfos**" in text and "**11**" in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_durcal_comparison_swaps_only_the_second_and_third_trumps(client, lang):
    (fragment,) = inserts(html_of(client, f"/{lang}/paulo/"), "paulo-orders")
    default = [c.code for c in paulo.ladder("C", Rules(players=8)).trumps]
    durcal = [c.code for c in paulo.ladder("C", Rules(players=8, order="durcal")).trumps]
    assert cards_drawn(fragment) == default + durcal
    assert durcal[:3] == ["4B", "11O", "3C"] and default[:3] == ["4B", "3C", "11O"]
    assert default[3:] == durcal[3:]


def test_the_plain_suit_order_in_the_prose_is_the_engines():
    assert paulo.PLAIN_ORDER == (12, 11, 10, 1, 7, 6, 5, 4, 3, 2)
    lad = paulo.ladder("E", Rules(players=8))
    assert [c.code for c in lad.suits[Suit.OROS]] == ["12O", "10O", "1O", "7O", "6O", "5O", "4O", "3O", "2O"]
    assert [c.code for c in lad.suits[Suit.BASTOS]] == ["12B", "11B", "10B", "1B", "7B", "6B", "5B", "3B", "2B"]


# --- team draw and deal ----------------------------------------------------------------------------------


@pytest.mark.parametrize("example", sorted(paulo_inserts.DRAWS))
def test_the_team_draw_shown_is_the_engines(example):
    codes, players = paulo_inserts.DRAWS[example]
    cards = P(codes)
    result = paulo.draw_teams(cards, players)
    html = render_insert("paulo-team-draw", "en", example=example)
    assert f"Player {result.dealer + 1}, who got the first king, deals first" in html
    assert len(result.team) == players // 2


def test_the_example_deals_show_the_engines_muestra_and_sleeping_trumps():
    """rules-decisions §5: the muestra is the dealer's fifth card; Lanjarón deck: the pile and its
    dormidos."""
    from random import Random

    deal = paulo.deal(Rules(players=4), Random(1))
    html = render_insert("paulo-deal", "en", players="4", seed="1")
    assert deal.muestra in deal.hands[0] and deal.muestra == deal.hands[0][-1]
    assert card_name(deal.muestra, "en") in html
    lanjaron = paulo.deal(Rules(players=4, deck_variant="lanjaron"), Random(5))
    html = render_insert("paulo-deal", "en", players="4", seed="5", deck="lanjaron")
    assert len(lanjaron.stock) == 9
    assert {c.code for c in lanjaron.dormidos} >= {"4B", "11O"}, "the page says the Paulo and the Tuerto sleep"
    assert cards_drawn(html)[-len(lanjaron.dormidos):] == [c.code for c in lanjaron.dormidos]


# --- tricks and legal plays ------------------------------------------------------------------------------


@pytest.mark.parametrize("example", sorted(paulo_inserts.TRICKS))
@pytest.mark.parametrize("lang", LANGS)
def test_each_trick_example_names_the_engines_winner(example, lang):
    ex = paulo_inserts.TRICKS[example]
    cards = P(ex.cards)
    html = render_insert("paulo-trick", lang, example=example)
    assert cards_drawn(html) == [c.code for c in cards]
    for order in ex.orders:
        winner = paulo.trick_winner(cards, Rules(players=ex.players, order=order), state=paulo.State(ex.muestra))
        assert card_name(cards[winner], lang) in html


def test_the_trick_examples_say_what_the_page_says():
    """The prose: the Tuerto beats the rey; the Buitre wins without trumps; the Paulo wins a trump lead;
    the Andorra wins in our order and the Tuerto in Dúrcal's (rules-decisions §2)."""
    winners = {}
    for name, ex in paulo_inserts.TRICKS.items():
        cards = P(ex.cards)
        winners[name] = [
            cards[paulo.trick_winner(cards, Rules(players=ex.players, order=o), state=paulo.State(ex.muestra))].code for o in ex.orders
        ]
    assert winners == {"tuerto": ["11O"], "no-trump": ["11B"], "paulo": ["4B"], "andorra-tuerto": ["3B", "11O"]}


@pytest.mark.parametrize("example", sorted(paulo_inserts.TRICKS))
def test_each_trick_example_is_a_legal_first_baza(example):
    """The seats shown are those of the first baza (source 000, the deal): the dealer plays last and holds the
    muestra, a card of the muestra suit (rules-decisions §5), so a trump is always in his hand and he may
    never discard."""
    ex = paulo_inserts.TRICKS[example]
    cards = P(ex.cards)
    rules = Rules(players=ex.players)
    suit = paulo.muestra_suit(ex.muestra, rules)
    assert len(cards) == ex.players
    muestra = next(c for c in paulo.deck(rules) if c.suit is suit and c not in cards
                   and c not in (paulo.PAULO, paulo.TUERTO))
    dealer = cards[-1]
    assert paulo.judge_plays((dealer, muestra), cards[:-1], rules, state=paulo.State(suit))[dealer].legal


@pytest.mark.parametrize("example", sorted(paulo_inserts.LEGAL))
@pytest.mark.parametrize("lang", LANGS)
def test_each_legal_example_shows_the_engines_verdicts(example, lang):
    ex = paulo_inserts.LEGAL[example]
    verdicts = paulo_inserts.legal_verdicts(ex)
    html = render_insert("paulo-legal", lang, example=example)
    rows = [r for r in cells(html) if r and r[0].startswith("[")]
    assert [r[0] for r in rows] == [f"[{c.code}]" for c in verdicts]
    yes = "Sí" if lang == "es" else "Yes"
    assert [r[1] == yes for r in rows] == [v.legal for v in verdicts.values()]


def test_the_legal_examples_say_what_the_page_says():
    """Source 000, legal play, rules-decisions §8: trump at will, void must trump, Paulo never obliged, Tuerto
    obliged."""
    legal = {name: [c.code for c, v in paulo_inserts.legal_verdicts(ex).items() if v.legal]
             for name, ex in paulo_inserts.LEGAL.items()}
    assert legal["follow-or-trump"] == ["3O", "5C", "4B"]
    assert legal["strict-follow"] == ["3O"]
    assert legal["void-must-trump"] == ["4B", "6C"]
    assert legal["paulo-only"] == ["4B", "12O", "5O", "1O", "2O"]
    assert legal["tuerto-obliged"] == ["11O"]
    assert legal["avarear-tuerto"] == ["11O"]
    assert legal["avarear-paulo"] == ["4B", "12B", "5B", "7O"]
    assert legal["avarear-none"] == ["12B", "5B", "7O", "1O"]


# --- scoring ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_units_table_is_the_engines(client, lang):
    """Pata 9 chinos, medio Paulo 2 patas, Paulo 2 medios, match 2 Paulos (source 000, scoring and betting;
    rules-decisions §7)."""
    html = html_of(client, f"/{lang}/paulo/")
    first = inserts(html, "paulo-units")[0]
    values = [r[1] for r in cells(first) if len(r) == 3 and r[1].isdigit()]
    assert values == ["1", str(paulo.PATA), str(paulo.PATAS_PER_MEDIO), "2", str(Rules().target_medios)]
    assert (paulo.PATA, paulo.PATAS_PER_MEDIO, Rules().target_medios) == (9, 2, 4)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hand_values_table_is_the_engines(client, lang):
    """Source 000, scoring and betting: no bet 2 (1 al canuto); refused 3 → 2; accepted 3; raise refused → 3;
    accepted 4."""
    html = html_of(client, f"/{lang}/paulo/")
    first = inserts(html, "paulo-hand-values")[0]
    rows = [r for r in cells(first) if len(r) == 4 and r[1] in {"0", "1", "2"}]
    table = paulo.hand_values_table()
    expected = [[str(row[1]), str(row[2]), str(row[3]) if row[3] is not None else "—"]
                for row in table.rows if isinstance(row[2], int)]
    assert [r[1:] for r in rows] == expected
    assert [e[1] for e in expected] == ["2", "2", "3", "3", "4", "4", "1"]
    assert [e[2] for e in expected][:6] == ["1", "1", "2", "2", "3", "3"]


def test_the_prose_values_of_a_hand_are_the_engines():
    """The text says: no bet 2 or 1 al canuto, opening 3 or 2, raises +1, al quiero declined 1."""
    canuto = Score((TeamScore(chinos=7, patas=1), TeamScore()))
    quiero = Score((TeamScore(chinos=8, patas=1), TeamScore()))
    assert (paulo.no_bet_value(Score()), paulo.no_bet_value(canuto)) == (2, 1)
    assert (paulo.opening_bet(Score()), paulo.opening_bet(canuto), paulo.opening_bet(quiero)) == (3, 2, 3)
    assert paulo.raise_step() == 1
    assert paulo.award(quiero, HandOutcome(winner=1, end="quiero_declined")).amount == 1
    assert paulo.award(Score(), HandOutcome(winner=0, end="refused", bets=2)).amount == 3
    cuerno = Rules(scoring="cuerno")
    assert (paulo.CUERNO, paulo.no_bet_value(Score(), cuerno), paulo.opening_bet(Score(), cuerno),
            paulo.raise_step(cuerno)) == (24, 3, 6, 3)
    assert (paulo.LANJARON_PATA, paulo.medio_size(Rules(scoring="lanjaron")), paulo.CHICOS_PER_GORDO) == (10, 20, 3)
    assert paulo.chinos.TORO_SENCILLO_LIMIT == 14
    assert [len(paulo.toro_pairs(n)) for n in (4, 6)] == [4, 9]


@pytest.mark.parametrize("lang", LANGS)
def test_the_states_table_is_the_engines(client, lang):
    (fragment,) = inserts(html_of(client, f"/{lang}/paulo/"), "paulo-states")
    rows = [r for r in cells(fragment) if r and r[0].isdigit()]
    assert [int(r[0]) for r in rows] == list(paulo_inserts.STATE_TOTALS)
    for row in rows:
        score = paulo_inserts.score_for(int(row[0]))
        assert int(row[2]) == paulo.short_of_medio(score, 0)
        assert (int(row[4]), int(row[5])) == (paulo.no_bet_value(score), paulo.opening_bet(score))
    statuses = [paulo.team_status(paulo_inserts.score_for(t), 0) for t in (16, 17)]
    assert statuses == ["al_canuto", "al_quiero"]


def test_the_scoring_example_is_the_engines_and_matches_the_prose():
    """The text under the example: hand 4 goes 6 + 5 = 11 → a pata and 2; hand 8 pays 1 (al canuto);
    hand 10 pays B one chino (al quiero declined); hand 11 gives A the medio Paulo."""
    start, hands = paulo_inserts.score_rows("medio")
    assert start == Score()
    assert len(hands) == 11
    h4 = hands[3]
    assert (paulo.units(h4.before[0]), h4.award.amount, h4.after[0].patas, h4.after[0].chinos) == (6, 5, 1, 2)
    assert paulo.team_status(hands[6].after, 0) == "al_canuto"
    assert (hands[7].award.team, hands[7].award.amount) == (1, 1)
    assert paulo.team_status(hands[8].after, 0) == "al_quiero"
    assert (hands[9].outcome.end, hands[9].award.team, hands[9].award.amount) == ("quiero_declined", 1, 1)
    assert hands[10].won_medio and hands[10].after[0].medios == 1
    assert hands[10].after == Score((TeamScore(medios=1), TeamScore()))
    assert all(not h.won_medio for h in hands[:10])


@pytest.mark.parametrize("lang", LANGS)
def test_the_scoring_example_table_shows_every_hand(client, lang):
    html = html_of(client, f"/{lang}/paulo/")
    tables = inserts(html, "paulo-score")
    assert len(tables) == 2  # the quiero forzoso and the full example
    start, hands = paulo_inserts.score_rows("medio")
    rows = [r for r in cells(tables[1]) if r and r[0].isdigit()]
    assert len(rows) == len(hands)
    for row, hand in zip(rows, hands, strict=True):
        if not hand.won_medio:
            assert row[2].endswith(f": {hand.award.amount}")
    forzoso_start, (forzoso,) = paulo_inserts.score_rows("forzoso")
    assert paulo.is_quiero_forzoso(forzoso_start) and forzoso.won_medio


@pytest.mark.parametrize("lang", LANGS)
def test_the_carteta_table_is_the_engines(client, lang):
    """Source 000, scoring and betting, and rules-decisions §10: 2 cartetas at 4 players, 3 at 6, 4 at 8."""
    (fragment,) = inserts(html_of(client, f"/{lang}/paulo/"), "paulo-carteta")
    rows = [r for r in cells(fragment) if len(r) == 3 and r[1].isdigit()]
    assert len(rows) == sum(len(paulo.carteta_pairs(n)) for n in (4, 6, 8)) == 9
    assert [len(paulo.carteta_pairs(n)) for n in (4, 6, 8)] == [2, 3, 4]


# --- links ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_every_glossary_link_points_to_an_entry(client, lang):
    known = glossary.ids()
    for url in (f"/{lang}/paulo/", f"/{lang}/paulo/cheatsheet/"):
        linked = re.findall(rf'href="/{lang}/glossary/#([^"]+)"', html_of(client, url))
        assert set(linked) <= known
    page = html_of(client, f"/{lang}/paulo/")
    linked = set(re.findall(rf'href="/{lang}/glossary/#([^"]+)"', page))
    assert {e["id"] for e in paulo_glossary.ENTRIES} <= linked


def test_the_paulo_glossary_entries_are_complete_and_prefixed():
    for entry in paulo_glossary.ENTRIES:
        assert entry["id"] == "paulo" or entry["id"].startswith("paulo-")
        assert entry["term"] and entry["english"]
        assert entry["definition"]["es"].strip() and entry["definition"]["en"].strip()
    ids = [e["id"] for e in glossary.entries()]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("lang", LANGS)
def test_every_trainer_link_points_to_an_existing_trainer(client, lang):
    html = html_of(client, f"/{lang}/paulo/")
    body = html.split('<div class="rules-body">')[1]
    linked = re.findall(rf'<p class="practise">.*?href="/{lang}/trainers/([a-z0-9-]+)/"', body)
    assert linked, "the page links its trainers"
    assert set(linked) <= set(DRILLS)
    for slug in TRAINER_SLUGS:
        if slug in DRILLS:
            assert slug in linked, f"link the {slug} trainer from the page"


def test_each_paulo_trainer_points_back_to_a_section_of_the_page(client):
    ids = set(section_ids(html_of(client, "/es/paulo/")))
    anchors = {drill.SLUG: drill.RULE_ANCHOR for drill in DRILLS.values() if drill.GAME == "paulo"}
    assert {slug: anchor for slug, anchor in anchors.items() if anchor not in ids} == {}


# --- cheat sheet ---------------------------------------------------------------------------------------


def test_the_cheat_sheet_renders_in_both_languages_with_the_same_sections(client):
    ids = {}
    for lang in LANGS:
        html = html_of(client, f"/{lang}/paulo/cheatsheet/")
        assert "[[" not in html
        assert cards_drawn(html)
        for name in ("paulo-deck", "paulo-trump-summary", "paulo-hand-values"):
            assert f'<div class="insert insert-{name}">' in html
        ids[lang] = section_ids(html)
    assert ids["es"] == ids["en"] == ["deck", "trumps", "play", "scoring", "al-quiero"]


def test_the_cheat_sheet_trump_rows_are_the_engines():
    html = render_insert("paulo-trump-summary", "es")
    expected = [c.code for s in MUESTRAS for c in paulo.ladder(s, Rules(players=8)).trumps]
    assert cards_drawn(html) == expected


# --- failures are loud ---------------------------------------------------------------------------------


def test_the_pages_share_no_sentence_with_the_sources():
    """House rule: no run of 10+ words copied from the source texts (compared with the fingerprints of their
    runs the repository keeps, ``tests/content/own_words.py``)."""
    content = Path(settings.CONTENT_DIR)
    files = [content / lang / name for lang in LANGS for name in ("paulo.md", "cheatsheets/paulo.md")]
    templates = sorted((Path(paulo_inserts.__file__).parents[1] / "templates" / "inserts").glob("paulo-*.html"))
    assert copied(files + templates) == []


# --- facts the page once got wrong ------------------------------------------------------------------


def section_text(html: str, anchor: str) -> str:
    """The plain text of one section, from its heading to the next heading."""
    part = re.split(rf'<h[23] id="{anchor}"', html, maxsplit=1)[1]
    part = re.split(r"<h[23] ", part, maxsplit=1)[0]
    return " ".join(re.sub(r"<[^>]+>", " ", part).split())


@pytest.mark.parametrize(("lang", "four"), [("es", "cuatro puntos"), ("en", "four points")])
def test_durcal_differs_on_four_points(client, lang, four):
    """The page's own account: Tuerto before Andorra, plain suits in numerical order, strict following and
    cuernos. Each of the three the engine offers is linked."""
    html = html_of(client, f"/{lang}/paulo/")
    text = section_text(html, "durcal")
    assert four in text and ("dos puntos" not in text and "two points" not in text)
    durcal = html.split('id="durcal"', 1)[1].split("<h3 ", 1)[0]
    for anchor in ("#durcal-order", "#strict-follow", "#cuerno-scoring"):
        assert f'href="{anchor}"' in durcal
    assert ("por su número" if lang == "es" else "numerical order") in text


@pytest.mark.parametrize(("lang", "dealer"), [("es", "el mano mismo"), ("en", "the dealer himself")])
def test_al_quiero_the_dealer_himself_shows_and_the_other_reading_is_a_variant(client, lang, dealer):
    """rules-decisions §4 (source 000, scoring and betting): when the team al quiero is the dealer's, the
    dealer shows his trumps; the reading where his partner shows stays as a variant with its argument."""
    html = html_of(client, f"/{lang}/paulo/")
    text = section_text(html, "al-quiero-procedure")
    assert dealer in text
    assert ("enseña el compañero del mano" if lang == "es" else "the dealer's partner shows") in text
    assert "postre" in text  # the variant's argument: the one who decides is the postre or on his left
    procedure = html.split('id="al-quiero-procedure"', 1)[1].split('id="quiero-forzoso"', 1)[0]
    assert 'class="admonition variant"' in procedure


@pytest.mark.parametrize("lang", LANGS)
def test_the_mirlo_13_is_the_plain_rey_slot_not_a_clash(client, lang):
    """rules-decisions §6: the source's "13" is the first plain slot, a rey."""
    assert paulo.PLAIN_ORDER[0] == 12  # plain suits begin with the rey: source slot 13
    html = html_of(client, f"/{lang}/paulo/")
    names = section_text(html, "card-names")
    assert "13" in names and "choca" not in names and "clash" not in names.replace("no clash", "")
    assert "clashes" not in section_text(html, "our-readings") and "choca" not in section_text(html, "our-readings")


@pytest.mark.parametrize(("lang", "raise_"), [("es", "no acepta la siguiente subida"),
                                              ("en", "not accept the next raise")])
def test_going_away_is_always_in_answer_to_a_bet(client, lang, raise_):
    """Glossary irse, the hand-value row and hand 6 of the scoring example: a team that accepted goes away
    only by not accepting the next raise (rules-decisions §9); the values stay those of the engine."""
    irse = next(e for e in paulo_glossary.ENTRIES if e["id"] == "paulo-irse")["definition"][lang]
    assert ("siguiente subida" if lang == "es" else "the next raise") in irse
    assert "después de haberla aceptado" not in irse and "after accepting one," not in irse
    html = html_of(client, f"/{lang}/paulo/")
    values = cells(inserts(html, "paulo-hand-values")[0])
    away = [r for r in values if raise_ in r[0]]
    assert len(away) == 1 and away[0][1:] == ["2", "4", "3"]  # two bets, 4 chinos (3 with a team al canuto)
    example = [r for r in cells(inserts(html, "paulo-score")[-1]) if r and r[0] == "6"]
    assert raise_ in example[0][1]
    assert paulo.award(Score((TeamScore(chinos=6), TeamScore())),
                       HandOutcome(winner=0, end="abandoned", bets=1)).amount == 3


@pytest.mark.parametrize("lang", LANGS)
def test_the_slots_table_shows_cards_not_codes(client, lang):
    """The Paulo and the Tuerto are drawn; the muestra's cards are named in words, never "3X" or "11O"."""
    (fragment,) = inserts(html_of(client, f"/{lang}/paulo/"), "paulo-slots")
    assert cards_drawn(fragment) == ["4B", "11O"]
    text = re.sub(r"<svg.*?</svg>", "", fragment, flags=re.S)
    assert not re.search(r"\b\d{1,2}[XOCEB]\b", re.sub(r"<[^>]+>", " ", text))
    assert ("tres de la muestra" if lang == "es" else "three of the muestra") in text


def test_the_muestra_glossary_entry_names_the_decks_dealt_whole():
    """The muestra is the last card only when the whole pack is dealt: every deck but Lanjarón's."""
    muestra = next(e for e in paulo_glossary.ENTRIES if e["id"] == "paulo-muestra")["definition"]
    assert "baraja completa" not in muestra["es"] and "Lanjarón" in muestra["es"]
    assert "whole pack is dealt" in muestra["en"]


@pytest.mark.parametrize(("lang", "says"), [
    ("es", "El glosario del artículo llama chinos buenos a los de la segunda pata"),
    ("en", "The article's glossary calls chinos buenos those of the second pata"),
])
def test_the_carteta_at_exactly_one_pata_gives_its_reason(client, lang, says):
    """Rules-decisions §36."""
    text = " ".join(client.get(f"/{lang}/paulo/").content.decode().split())
    assert says in text
