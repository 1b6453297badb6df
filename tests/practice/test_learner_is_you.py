"""The learner is "you" (tú) in every sentence the practice hand builds, with the verb to match: never
«Tú se llevó», «Tú apuesta» or "You bets". Other seats keep the third person."""

import re

import pytest
from django.utils import translation

from naipes.games import paulo, tute
from naipes.games.paulo import practice as paulo_hand
from naipes.games.tute import practice as tute_hand
from naipes.practice import LEARNER
from practice.coach import said_of
from practice.games import trick_games

pytestmark = pytest.mark.django_db

THIRD_PERSON_TU = re.compile(r"\bTú (se llevó|apuesta|cantó|acusó)|Se la llevó Tú|\bYou (bets|takes|declares)\b")


def _url(slug: str, seed: int, actions: list, **extra) -> str:
    game = trick_games()[slug]
    query = "&".join(f"{k}={v}" for k, v in extra.items())
    return f"/{{lang}}/practice/{slug}/?seed={seed}&players=4&coach=teach&{query}&a=" + ",".join(
        game.format_action(a) for a in actions)


def _tute_after_the_learner_takes_a_trick() -> tuple[int, list]:
    rules = tute.Rules(players=4)
    for seed in range(100):
        actions: list = []
        hand = tute_hand.replay(seed, rules, actions)
        while hand.phase != "done":
            if hand.tricks and hand.tricks[-1].winner == LEARNER and hand.phase == "play":
                return seed, actions
            actions.append(hand.learner_choice())
            hand = tute_hand.replay(seed, rules, actions)
    raise AssertionError("no deal where the learner takes a trick")


@pytest.mark.parametrize(("lang", "took", "took_it"), [
    ("es", "Te llevaste la última baza", "Te la llevaste tú"),
    ("en", "You took the last trick", "You took it"),
])
def test_a_trick_the_learner_took_is_told_to_you(client, lang, took, took_it):
    seed, actions = _tute_after_the_learner_takes_a_trick()
    html = client.get(_url("tute", seed, actions).format(lang=lang)).content.decode()
    assert took in html and took_it in html
    assert not THIRD_PERSON_TU.search(html)


@pytest.mark.parametrize(("lang", "you_bet", "they_accept"), [
    ("es", "Apuestas tú: la mano pasaría a valer 3 chinos.", "El otro equipo acepta."),
    ("en", "You bet: the hand would be worth 3 chinos.", "The other team accepts."),
])
def test_the_learners_bet_is_told_to_you_in_a_list_of_the_bets(client, lang, you_bet, they_accept):
    rules = paulo.Rules(players=4)
    assert paulo_hand.replay(5, rules, [], betting=True).may_bet(LEARNER)  # deal 5: the learner may bet first
    html = client.get(f"/{lang}/practice/paulo/?seed=5&players=4&coach=teach&bets=1&say=b", follow=True)
    html = html.content.decode()
    history = re.search(r'<ol class="bet-history"[^>]*>(.*?)</ol>', html, re.S).group(1)
    items = re.findall(r"<li>(.*?)</li>", history)
    assert items[0] == you_bet and they_accept in items[1:]
    assert not THIRD_PERSON_TU.search(html)


@pytest.mark.parametrize(("lang", "other"), [("en", "Player 2 took it."), ("es", "El jugador 2 took it.")])
def test_another_seat_keeps_the_third_person(lang, other):
    """The seat is named in the page's language (the sentences around it come translated already)."""
    with translation.override(lang):
        with_you = said_of(LEARNER, "You took it.", "%(who)s took it.")
        with_other = said_of(LEARNER + 1, "You took it.", "%(who)s took it.")
    assert with_you == "You took it." and with_other == other
