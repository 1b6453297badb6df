"""The same deal for everyone in a real Chromium: from the practice index to the deal of the day, the hand played
to its end (by keyboard in Spanish, by mouse in English), then everyone's scores as bars, with this hand's bar
marked, its percentile, the par, and the same counts as a table; and La Docena's betting hand, whose page is its
own, the same way by keyboard."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from naipes.bots import LEVELS
from practice import duplicate, levels
from practice.games import hands, trick_games
from practice.models import DuplicateResult
from tests.e2e.test_practice_docena import play_to_the_end

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

GAME = "cirulo"
"""A game whose hand is cards played only (no pass, declaration or bet), so every step is one card button."""

WORDS = {
    "es": {"today": "Cirulo: el reparto de hoy", "play": "Jugar este reparto", "count": "El recuento",
           "results": "Ver cómo les fue a todos en este reparto", "mine": "Tu resultado:",
           "table": "Lo mismo en una tabla", "better": "Lo hiciste mejor que el", "par": "Par:"},
    "en": {"today": "Cirulo: today’s deal", "play": "Play this deal", "count": "The count",
           "results": "See how everyone did on this deal", "mine": "Your score:",
           "table": "The same as a table", "better": "You did better than", "par": "Par:"},
}

OTHERS = [-30, -12, -5, 0, 0, 4, 9, 15, 22, 40]
"""Scores of players who finished the deal earlier today."""


def _next_card(page) -> str | None:
    """The card the engine's own seat would play in the learner's place, from the position the address names;
    ``None`` once the hand is over."""
    game = trick_games()[GAME]
    query = {name: values[-1] for name, values in parse_qs(urlparse(page.url).query).items()}
    rules = game.read_rules(query)
    level = query.get("level", LEVELS[0])
    hand = game.hand.replay(int(query["seed"]), rules, game.parse_actions(query.get("a", "")),
                            levels=levels.seats(level, rules.players))
    return None if hand.phase == "done" else hand.learner_choice().code


def _press(page, selector: str) -> None:
    """Tab to ``selector`` and press Enter, as someone without a mouse does."""
    for _ in range(200):
        if page.evaluate("sel => document.activeElement?.matches(sel)", selector):
            page.keyboard.press("Enter")
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def _go(page, lang: str, keyboard: bool, *, role: str, name: str) -> None:
    target = page.get_by_role(role, name=name)
    if not keyboard:
        target.first.click()
        return
    target.first.evaluate("el => el.setAttribute('data-test-target', '1')")
    _press(page, "[data-test-target]")


@pytest.mark.parametrize(("lang", "keyboard"), [("es", True), ("en", False)])
def test_the_deal_of_the_day_played_to_the_end_shows_everyones_scores(page, live_server, lang, keyboard):
    words = WORDS[lang]
    today = duplicate.of_the_day(GAME, trick_games()[GAME].default_players, duplicate.today())
    deal = duplicate.stored(today, day=duplicate.today())
    DuplicateResult.objects.bulk_create(DuplicateResult(deal=deal, score=s, attempt=f"earlier-{i}")
                                        for i, s in enumerate(OTHERS))

    page.goto(f"{live_server.url}/{lang}/practice/")
    _go(page, lang, keyboard, role="link", name=words["today"])
    page.wait_for_url(re.compile(rf"/{lang}/practice/deal/{deal.code}/$"))
    _go(page, lang, keyboard, role="link", name=words["play"])
    page.wait_for_url(re.compile(r"duplicate="))

    for _ in range(60):
        card = _next_card(page)
        if card is None:
            break
        before = page.url
        selector = f"button[name=play][value='{card}']"
        if keyboard:
            _press(page, selector)
        else:
            page.click(selector)
        page.wait_for_function("before => location.href !== before", arg=before)
    expect(page.get_by_role("heading", name=words["count"])).to_be_visible()
    assert DuplicateResult.objects.filter(deal=deal).count() == len(OTHERS) + 1
    score = DuplicateResult.objects.filter(deal=deal).exclude(attempt__startswith="earlier-").get().score

    _go(page, lang, keyboard, role="link", name=words["results"])
    page.wait_for_url(re.compile(r"/results/\?attempt="))
    expect(page.locator(".duplicate-mine")).to_contain_text(f"{words['mine']} {score}")
    expect(page.locator(".duplicate-mine")).to_contain_text(words["better"])
    expect(page.locator(".duplicate-par")).to_contain_text(words["par"])
    bars = page.locator(".histogram-bars li")
    assert 1 < bars.count() <= duplicate.MAX_BINS
    expect(page.locator(".histogram-bars li.mine")).to_have_count(1)
    assert page.locator(".histogram-bars li.mine .bar").bounding_box()["width"] > 0
    # The same counts as a table, for a reader who cannot see the bars.
    page.get_by_text(words["table"]).click()
    rows = page.locator(".histogram-table tbody tr")
    expect(rows).to_have_count(bars.count())
    counts = [int(rows.nth(i).locator("td").inner_text()) for i in range(rows.count())]
    assert sum(counts) == len(OTHERS) + 1


DOCENA = "docena"
"""La Docena's betting hand, whose page and signed state are its own."""

DOCENA_WORDS = {"today": "La Docena: today’s deal", "play": "Play this deal", "stones": "Who takes the stones",
                "results": "See how everyone did on this deal", "mine": "Your score:", "par": "Par:",
                "unit": "stones"}


def test_la_docenas_deal_of_the_day_played_to_the_end_by_keyboard(page, live_server):
    """From the practice index to La Docena's deal of the day, its hand played by keyboard to the showdown or the
    last fold, then everyone's stones with this hand's among them."""
    words = DOCENA_WORDS
    today = duplicate.of_the_day(DOCENA, hands()[DOCENA].default_players, duplicate.today())
    deal = duplicate.stored(today, day=duplicate.today())
    DuplicateResult.objects.bulk_create(DuplicateResult(deal=deal, score=s, attempt=f"earlier-{i}")
                                        for i, s in enumerate(OTHERS))

    page.goto(f"{live_server.url}/en/practice/")
    _go(page, "en", True, role="link", name=words["today"])
    page.wait_for_url(re.compile(rf"/en/practice/deal/{deal.code}/$"))
    _go(page, "en", True, role="link", name=words["play"])
    page.wait_for_url(re.compile(r"/en/practice/docena/\?.*duplicate="))

    play_to_the_end(page, "en", keyboard=True)
    expect(page.get_by_role("heading", name=words["stones"])).to_be_visible()
    assert DuplicateResult.objects.filter(deal=deal).count() == len(OTHERS) + 1
    score = DuplicateResult.objects.filter(deal=deal).exclude(attempt__startswith="earlier-").get().score

    _go(page, "en", True, role="link", name=words["results"])
    page.wait_for_url(re.compile(r"/results/\?attempt="))
    expect(page.locator(".duplicate-mine")).to_contain_text(f"{words['mine']} {score} {words['unit']}")
    expect(page.locator(".duplicate-par")).to_contain_text(words["par"])
    expect(page.locator(".histogram-bars li.mine")).to_have_count(1)
