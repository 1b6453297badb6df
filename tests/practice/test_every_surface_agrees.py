"""One verdict, one reason, everywhere: random positions of every trick game, taken from practice hands,
judged by the JSON API, the judge pages, the practice coach and the matching drill. All four must name the
same winner and legal cards with the engine's same reason codes, the trump being the one in force when the
trick was played (without muestra a forty sung later changes nothing: docs/rules-decisions.md §19).
"""

from __future__ import annotations

import html as html_lib
import json
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings, strategies as st

import naipes.games
from naipes.cards import Card
from naipes.practice import LEARNER
from practice.games import trick_games
from tests.practice.surfaces import NoTrumps
from trainers.drills import DRILLS
from wording.cards import the_card

pytestmark = pytest.mark.django_db
POSITIONS = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- a random position: a practice hand played by the engine up to some point --------------------------


def position(slug: str, seed: int, players: int, muestra: bool, depth: int):
    """The practice hand after ``depth`` of the learner's actions (the engine choosing them), and those actions."""
    game = trick_games()[slug]
    rules = game.read_rules({"players": str(players), "muestra": "true" if muestra else "false"})
    hand = game.hand.deal(seed, rules)
    hand.run_bots()
    actions = []
    for _ in range(depth):
        if hand.phase == "done":
            break
        action = hand.learner_choice()
        hand.act(action)
        actions.append(action)
    return hand, actions


# -- the four surfaces ---------------------------------------------------------------------------------


def api(path: str, body: dict) -> dict:
    response = Client().post(f"/api/v1/{path}", json.dumps(body), content_type="application/json")
    assert response.status_code == 200, response.content
    return json.loads(response.content)


def page(path: str, query: dict) -> str:
    response = Client().get(path + "?" + urlencode({k: v for k, v in query.items() if v not in (None, "")}, doseq=True))
    assert response.status_code == 200, path
    return response.content.decode()


def judge_trick(slug: str, options: dict, cards: tuple[Card, ...]) -> tuple[str, str]:
    """The judge page's headline and the reason code it words."""
    text = page(f"/en/judges/{slug}/trick/", {**options, "led": cards[0].code, "cards": [c.code for c in cards[1:]]})
    headline = re.search(r'id="verdict-headline"><strong>(.*?)</strong>', text).group(1)
    return html_lib.unescape(headline), re.search(r'class="verdict-reason" data-reason="(\w+)"', text).group(1)


def judge_play(slug: str, options: dict, hand: list[Card], trick: list[Card]) -> dict[str, str]:
    query = {**options, "hand": [c.code for c in hand], "led": [c.code for c in trick[:1]],
             "cards": [c.code for c in trick[1:]]}
    text = page(f"/en/judges/{slug}/play/", query)
    return dict(re.findall(r'data-card="(\w+)" data-reason="(\w+)"', text))


def coach_page(slug: str, seed: int, players: int, muestra: bool, actions: list) -> str:
    query = {"seed": seed, "players": players, "coach": "check", "muestra": "" if muestra else "0",
             "a": ",".join(trick_games()[slug].format_action(a) for a in actions)}
    return page(f"/en/practice/{slug}/", query)


# -- what each game needs told, for the judge, the API and the drill -----------------------------------


SURFACES = "tests.practice.surfaces"
"""One module a trick game: what its positions need told to the judge, the API and its drills (that package
says what each holds)."""


def told(slug: str):
    """The game's module in ``tests/practice/surfaces/``, or, for a game without one, :class:`NoTrumps` on its
    trick drill."""
    module = naipes.games.modules(SURFACES).get(slug)
    if module is not None:
        return module
    trick = [drill for drill in DRILLS.values() if slug == drill.GAME and drill.SKILL == "trick"]
    assert trick, f"{slug} has no trick drill: tests/practice/surfaces/{slug}.py says what its positions need told"
    return NoTrumps(trick[0])


@dataclass(frozen=True)
class Position:
    """A practice hand at some point, and how its page is reached: the seed, the table, the actions."""

    hand: Any
    actions: list
    seed: int
    players: int
    muestra: bool

    def coach(self, slug: str) -> str:
        return coach_page(slug, self.seed, self.players, self.muestra, self.actions)


@st.composite
def positions(draw, slug: str) -> Position:
    players = draw(st.sampled_from(trick_games()[slug].players))
    muestra = draw(st.booleans()) if getattr(told(slug), "MUESTRA_OPTIONAL", False) else True
    seed, depth = draw(st.integers(0, 10**6)), draw(st.integers(1, told(slug).LEARNER_ACTIONS))
    return Position(*position(slug, seed, players, muestra, depth), seed, players, muestra)


def in_every_game(test):
    """Run ``test(slug, data)`` once for each trick game practice deals, each time on POSITIONS' number of
    examples, which the test draws with ``data.draw(positions(slug))``."""
    return pytest.mark.parametrize("slug", sorted(trick_games()))(POSITIONS(given(data=st.data())(test)))


@in_every_game
def test_the_api_the_judge_the_coach_and_the_drill_explain_a_trick_alike(slug, data):
    at = data.draw(positions(slug))
    hand = at.hand
    if not hand.tricks:
        return
    number = len(hand.tricks) - 1
    last = hand.tricks[number]
    judge, body, trick_q, _legal_q = told(slug).tables(hand, number)
    answer = api(f"{slug}/trick", {**body, "cards": [c.code for c in last.cards]})
    winner = last.cards[answer["winner"]]
    assert (last.cards.index(winner) + last.leader) % hand.players == last.winner
    headline, judged = judge_trick(slug, judge, last.cards)
    assert headline == f"{the_card(winner, 'en').capitalize()} takes the trick."
    coached = re.search(r'class="trick-result" data-reason="(\w+)"', at.coach(slug))
    feedback = told(slug).DRILL.check(trick_q(last.cards), winner)
    assert feedback.correct
    assert answer["reason"]["code"] == judged == coached.group(1) == feedback.reason == last.why


@in_every_game
def test_the_api_the_judge_the_coach_and_the_drill_allow_the_same_cards_for_the_same_reasons(slug, data):
    at = data.draw(positions(slug))
    hand = at.hand
    if hand.phase != "play" or hand.to_play != LEARNER:
        return
    cards, trick = hand.hands[LEARNER], list(hand.trick)
    engine = {c.code: v.reason for c, v in hand.verdicts(LEARNER).items()}
    judge, body, _trick_q, legal_q = told(slug).tables(hand, None)
    body = {**body, "hand": [c.code for c in cards], "trick": [c.code for c in trick]}
    more, extra, drill_asks = getattr(told(slug), "legal_extra", lambda hand, cards: ({}, {}, True))(hand, cards)
    body.update(more)
    answer = api(f"{slug}/legal", body)
    assert {code: r["code"] for code, r in answer["reasons"].items()} == engine
    assert judge_play(slug, {**judge, **extra}, cards, trick) == engine
    coached = dict(re.findall(r'<li data-card="(\w+)" data-reason="(\w+)">',
                              at.coach(slug)))
    assert coached == engine
    if legal_q is not None and drill_asks:
        drill = told(slug).LEGAL_DRILL
        question = legal_q(tuple(cards), tuple(trick))
        feedback = drill.check(question, tuple(c for c in cards if answer["reasons"][c.code]["legal"]))
        assert feedback.correct
        assert {item.card.code: item.reason for item in feedback.items} == engine


def test_every_trick_game_is_covered_here():
    """A trick game with a practice hand has its module in ``tests/practice/surfaces/`` or is told as one with no
    trumps, with its own trick drill."""
    covered = {slug: told(slug) for slug in trick_games()}
    assert all(slug == covered[slug].DRILL.GAME and covered[slug].DRILL.SKILL == "trick" for slug in trick_games())
    assert all(covered[slug].LEGAL_DRILL is None or slug == covered[slug].LEGAL_DRILL.GAME for slug in trick_games())
    assert all(hasattr(game.engine, "trick_winner_reason") for game in trick_games().values())
