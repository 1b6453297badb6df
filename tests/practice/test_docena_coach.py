"""Where the learner meets the coach's analysis of La Docena's betting: at the "teach" level what the last decision
cost and why, once the hand is over a review of every decision (a betting hand has no tricks to replay), and each
costly decision a "find the better decision" puzzle in the review queue, solved by a decision within the analysis's
uncertainty of the best. Seed 11 at six players: betting 8 stones on a first caballo or sota, where dropping out
took the entró back, loses them in most deals the learner's view allows."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest

from naipes.games.docena import Rules, practice as engine
from practice.games.docena import hand as docena
from practice.models import BetterCardPuzzle
from trainers.models import ReviewCard

pytestmark = pytest.mark.django_db

ALL_IN = ("bet", 8)


@pytest.fixture(autouse=True)
def few_worlds(monkeypatch):
    """Sixteen worlds a decision: these tests check the pages; the bet stays clearly costly (benchmarks: depth)."""
    from naipes.coach import Budget
    from practice import analysis

    monkeypatch.setattr(analysis, "BUDGET", Budget(worlds=16, least=16, batch=8, least_other=16))


def token(actions) -> str:
    return docena.sign(11, 6, list(actions))


def finished_after_the_bet() -> list:
    """The learner bets everything at once, then plays as the beginner does to the end."""
    actions = [ALL_IN]
    hand = engine.replay(11, Rules(players=6), actions)
    while hand.phase != "done":
        actions.append(engine.bot_action(hand, 0))
        hand = engine.replay(11, Rules(players=6), actions)
    return actions


def test_the_teach_level_weighs_the_last_decision_and_queues_a_puzzle(client):
    page = client.get(f"/en/practice/docena/?{urlencode({'h': token([ALL_IN]), 'coach': 'teach'})}")
    feedback = re.search(r'id="coach-feedback"[^>]*hx-get="([^"]+)"', page.content.decode()).group(1).replace("&amp;", "&")
    assert "/en/practice/docena/feedback/" in feedback
    said = client.get(feedback, HTTP_HX_REQUEST="true").content.decode()
    assert "That decision cost about" in said and "stones" in said
    assert "did not take the centre" in said  # the reason, from the play-outs
    assert "find the better decision" in said
    puzzle = BetterCardPuzzle.objects.get(game="docena")
    assert puzzle.index == 0 and ReviewCard.objects.filter(drill="practice-better-card", seed=puzzle.pk).exists()
    spanish = client.get(feedback.replace("/en/", "/es/"), HTTP_HX_REQUEST="true").content.decode()
    assert "piedras" in spanish and "centro" in spanish


def test_the_check_level_says_nothing_of_the_cost(client):
    page = client.get(f"/en/practice/docena/?{urlencode({'h': token([ALL_IN]), 'coach': 'check'})}")
    assert "/docena/feedback/" not in page.content.decode()


def test_a_finished_hand_links_its_review_of_every_decision(client):
    actions = finished_after_the_bet()
    page = client.get(f"/es/practice/docena/?{urlencode({'h': token(actions)})}").content.decode()
    assert "/es/practice/docena/review/" in page
    review = client.get(f"/en/practice/docena/review/?{urlencode({'h': token(actions)})}")
    assert review.status_code == 200
    text = review.content.decode()
    assert text.count('<li id="decision-') == len(actions)
    assert "Decision 1: bet 8 stones" in text and "That decision cost about" in text
    es = client.get(f"/es/practice/docena/review/?{urlencode({'h': token(actions)})}").content.decode()
    assert "Decisión 1: envidar 8 piedras" in es


@pytest.mark.parametrize(("query", "status"), [({"h": "forged"}, 400), ({"h": token([("accept",)])}, 400),
                                               ({"h": token([ALL_IN])}, 400)])
def test_a_forged_refused_or_unfinished_hand_gets_a_page_that_says_so(client, query, status):
    # A changed token, an action the rules refuse (no bet to accept), a hand not over yet.
    response = client.get(f"/en/practice/docena/review/?{urlencode(query)}")
    assert response.status_code == status
    assert "<h1>" in response.content.decode()


def test_the_puzzle_offers_the_weighed_decisions_and_judges_the_answer(client):
    client.get(f"/en/practice/docena/feedback/?{urlencode({'h': token([ALL_IN])})}")
    puzzle = BetterCardPuzzle.objects.get(game="docena")
    from practice.replay_views import puzzle_url

    url = puzzle_url(puzzle.pk, 2, "")
    page = client.get(url).content.decode()
    assert 'value="b8"' in page and 'value="w"' in page
    assert "costs about" not in page  # no answer before the learner answers
    form = re.search(r'name="token" value="([^"]+)"', page).group(1)
    wrong = client.post(url, {"token": form, "action": "b8"}).content.decode()
    assert "Not yet." in wrong and "The best decision found" in wrong
    right = client.post(url, {"token": form, "action": "w"}).content.decode()
    assert "Solved." in right
    refused = client.post(url, {"token": form, "action": "b7"})
    assert refused.status_code == 400
