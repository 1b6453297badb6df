"""Strict following, Dúrcal's: the rule page and the engine tell one rule (docs/rules-decisions.md §45). Holding
the suit led, a player must play it and may not trump; without it, a trump is still due, as in the standard
game, and only with neither suit nor trump may he play any card."""

from __future__ import annotations

import re

import pytest

from naipes import profiles as named
from naipes.cards import SPANISH_40
from naipes.games import paulo
from naipes_site.games.paulo import inserts as paulo_inserts
from naipes_site.inserts import render_insert
from tests.content.pages import html_of

LANGS = ("es", "en")
TRUMP_STILL_DUE = {"es": "debe echar triunfo si lo tiene", "en": "must play a trump if he has one"}


def section(html: str, anchor: str) -> str:
    part = re.split(rf'<h[23] id="{anchor}"', html, maxsplit=1)[1]
    return re.split(r"<h[23] ", part, maxsplit=1)[0]


def legal_under_durcal(hand: str, trick: str, muestra: str) -> list[str]:
    rules = named.profile("paulo", "durcal").rules(players=6)
    verdicts = paulo.judge_plays(SPANISH_40.parse(hand), SPANISH_40.parse(trick), rules, state=paulo.State(muestra))
    return [card.code for card, verdict in verdicts.items() if verdict.legal]


def test_under_durcal_a_player_holding_the_suit_led_may_not_trump():
    assert legal_under_durcal("3O 7B 5C 4B 1B", "12O", "C") == ["3O"]


def test_under_durcal_a_player_without_the_suit_led_must_still_trump():
    # Bastos led, none in hand (the Paulo is no basto): the three of copas is owed, the oros are refused.
    assert legal_under_durcal("3C 12O 5O", "7B", "C") == ["3C"]
    # With neither suit nor trump, any card; with the Paulo his only trump, any card too (§8).
    assert legal_under_durcal("12O 5O 1O", "7B", "C") == ["12O", "5O", "1O"]
    assert legal_under_durcal("4B 12O 5O", "7B", "C") == ["4B", "12O", "5O"]


def test_the_pages_void_example_under_strict_following_is_a_trump_owed():
    verdicts = paulo_inserts.legal_verdicts(paulo_inserts.LEGAL["strict-follow-void"])
    assert [card.code for card, verdict in verdicts.items() if verdict.legal] == ["4B", "6C"]
    assert {verdict.reason for card, verdict in verdicts.items() if not verdict.legal} == {"must_trump"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_strict_follow_section_says_a_void_player_still_owes_a_trump_and_shows_it(client, lang):
    text = section(html_of(client, f"/{lang}/paulo/"), "strict-follow")
    plain = " ".join(re.sub(r"<[^>]+>", " ", text).split())
    assert TRUMP_STILL_DUE[lang] in plain
    assert ("Nuestra lectura" if lang == "es" else "Our reading") in plain
    assert render_insert("paulo-legal", lang, example="strict-follow-void") in text
