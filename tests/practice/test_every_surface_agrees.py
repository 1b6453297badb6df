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

from naipes.cards import Card
from naipes.games import papayoo, paulo, tute
from naipes.practice import LEARNER
from practice.games import trick_games
from trainers.games.cirulo import trick as cirulo_trick
from trainers.games.papayoo import trick as papayoo_trick
from trainers.games.paulo import may_play as paulo_may_play, trick as paulo_trick
from trainers.games.tute import legal as tute_legal, trick as tute_trick
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


def tute_trump_when(hand, number: int):
    """The trump in force while trick ``number`` (from 0) was played: the acuses sung before it closed."""
    declared, closed = [], 0
    for kind, _seat, detail in hand.log.entries:
        if kind == "trick":
            if closed == number:
                break
            closed += 1
        elif kind == "acuse":
            declared.append(detail["suit"])
    return tute.trump_suit(hand.muestra, declared[:1]), (declared[0] if declared and not hand.muestra else None)


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


def tables(slug: str, hand, number: int | None):
    """(judge options, API body, trick drill question maker, legality drill question maker or None) for the
    trick ``number`` (None: the trick on the table now)."""
    players = hand.players
    if slug == "tute":
        trump, forty = tute_trump_when(hand, number) if number is not None else (hand.trump, None)
        if number is None and not hand.muestra and hand.declared:
            forty = hand.declared[0][1]
        muestra = hand.muestra.suit.letter if hand.muestra else None
        judge = {"players": players, "muestra": muestra, "forty": forty.letter if forty else None}
        body = {"players": players, "muestra": muestra, "acuses": [forty.letter] if forty else []}
        trick_q = lambda cards: tute_trick.Question(3, players, hand.muestra, forty, hand.stock_empty, cards)  # noqa: E731
        legal_q = None
        if hand.stock_empty and trump == (hand.muestra.suit if hand.muestra else None):
            legal_q = lambda h, cards: tute_legal.Question(3, players, hand.muestra, cards, h)  # noqa: E731
        return judge, body, trick_q, legal_q
    if slug == "paulo":
        options = {"players": players, "muestra": hand.muestra.suit.letter}
        return (options, dict(options),
                lambda cards: paulo_trick.Question(1, players, hand.muestra, cards),
                lambda h, cards: paulo_may_play.Question(1, players, hand.muestra, cards, h))
    if slug == "cirulo":
        return ({"players": players}, {"players": players},
                lambda cards: cirulo_trick.Question(1, players, 40, cards), None)
    return ({"players": players}, {"players": players},
            lambda cards: papayoo_trick.Question(1, players, cards), None)


DRILLS = {"tute": tute_trick, "paulo": paulo_trick, "cirulo": cirulo_trick, "papayoo": papayoo_trick}
LEGAL_DRILLS = {"tute": tute_legal, "paulo": paulo_may_play}


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
    muestra = draw(st.booleans()) if slug == "tute" else True
    seed, depth = draw(st.integers(0, 10**6)), draw(st.integers(1, LEARNER_ACTIONS[slug]))
    return Position(*position(slug, seed, players, muestra, depth), seed, players, muestra)


LEARNER_ACTIONS = {"paulo": 4, "cirulo": 9, "tute": 8, "papayoo": 10}
"""How deep into a hand a position may lie: most positions still wait for the learner's card."""


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
    judge, body, trick_q, _legal_q = tables(slug, hand, number)
    answer = api(f"{slug}/trick", {**body, "cards": [c.code for c in last.cards]})
    winner = last.cards[answer["winner"]]
    assert (last.cards.index(winner) + last.leader) % hand.players == last.winner
    headline, judged = judge_trick(slug, judge, last.cards)
    assert headline == f"{the_card(winner, 'en').capitalize()} takes the trick."
    coached = re.search(r'class="trick-result" data-reason="(\w+)"', at.coach(slug))
    feedback = DRILLS[slug].check(trick_q(last.cards), winner)
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
    judge, body, _trick_q, legal_q = tables(slug, hand, None)
    body = {**body, "hand": [c.code for c in cards], "trick": [c.code for c in trick]}
    extra: dict = {}
    if slug == "tute":
        face_down = [c for c in cards if c in hand.face_down[LEARNER]]
        body.update(stock_empty=hand.stock_empty, face_down=[c.code for c in face_down])
        extra = {"stock_empty": "1" if hand.stock_empty else "",
                 "manos_abajo": sorted({c.suit.letter for c in face_down})}
    answer = api(f"{slug}/legal", body)
    assert {code: r["code"] for code, r in answer["reasons"].items()} == engine
    assert judge_play(slug, {**judge, **extra}, cards, trick) == engine
    coached = dict(re.findall(r'<li data-card="(\w+)" data-reason="(\w+)">',
                              at.coach(slug)))
    assert coached == engine
    manos_abajo = slug == "tute" and any(hand.face_down[LEARNER])
    if legal_q is not None and not manos_abajo:
        drill = LEGAL_DRILLS[slug]
        question = legal_q(tuple(cards), tuple(trick))
        feedback = drill.check(question, tuple(c for c in cards if answer["reasons"][c.code]["legal"]))
        assert feedback.correct
        assert {item.card.code: item.reason for item in feedback.items} == engine


def test_every_trick_game_is_covered_here():
    """A sixth trick game with a practice hand gets a matching trick drill before these tests pass."""
    assert set(DRILLS) == set(trick_games())
    assert all(hasattr(game, "trick_winner_reason") for game in (tute, paulo, papayoo))
