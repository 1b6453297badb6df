"""The coach's analysis where the learner meets it: the hint and the feedback of the "teach" level, the replay of a
finished hand and the "find the better card" puzzles of the review queue."""

from __future__ import annotations

import pytest

import wording
from naipes.games import piece, tute
from practice import analysis
from practice.games import trick_games
from practice.models import AnalysedDecision, BetterCardPuzzle
from practice.replay_views import PUZZLE_LINK
from tests.coach.hands import played
from trainers.models import Attempt, ReviewCard

pytestmark = pytest.mark.django_db

# A Tute hand at four (the default bots everywhere, the learner's seat played by the beginner): its second card,
# the two of espadas, loses a trick with points in it, and the ten of espadas was better (naipes.coach finds it).
SEED = 6
RULES = tute.Rules(players=4)
COSTLY = 1


@pytest.fixture(scope="module")
def actions():
    return played("tute", SEED, RULES)


def _query(actions, coach="teach") -> str:
    return f"seed={SEED}&players=4&coach={coach}&a={','.join(a.code for a in actions)}"


HX = {"HX-Request": "true"}


def test_the_hand_is_the_one_the_tests_describe(actions):
    assert [a.code for a in actions[:2]] == ["2C", "2E"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_at_the_teach_level_the_hand_page_offers_the_hint_and_loads_the_feedback_after_a_card(client, actions, lang):
    html = client.get(f"/{lang}/practice/tute/?{_query(actions[:2])}").content.decode()
    assert f"/{lang}/practice/tute/hint/?" in html
    assert f'hx-get="/{lang}/practice/tute/feedback/?' in html and 'hx-trigger="load"' in html
    # The hint is asked for, never sent with the page.
    assert "hint-card" not in html


def test_at_the_check_level_the_page_offers_no_hint_nor_feedback(client, actions):
    html = client.get(f"/en/practice/tute/?{_query(actions[:2], coach='check')}").content.decode()
    assert "/practice/tute/hint/" not in html and "/practice/tute/feedback/" not in html


@pytest.mark.parametrize(("lang", "said"), [("es", "Esa carta te costó unos"), ("en", "That card cost about")])
def test_a_costly_card_is_said_with_its_cost_its_reason_and_the_better_card(client, actions, lang, said):
    response = client.get(f"/{lang}/practice/tute/feedback/?{_query(actions[:COSTLY + 1])}", headers=HX)
    html = response.content.decode()
    assert response.status_code == 200
    assert said in html and wording.text("bots.unit.points", lang) in html
    data = AnalysedDecision.objects.get().data
    assert data["mistake"] and data["best"] == "10E"
    for reason in data["reasons"]:
        assert wording.text(f"coach.reason.{reason['code']}", lang, **reason["params"]) in html
    assert 'data-card="10E"' in html  # the better card's picture, after the play


def test_a_costly_card_becomes_a_puzzle_due_now_in_the_review_queue_once(client, actions):
    url = f"/en/practice/tute/feedback/?{_query(actions[:COSTLY + 1])}"
    client.get(url, headers=HX)
    client.get(url, headers=HX)
    puzzle = BetterCardPuzzle.objects.get()
    assert (puzzle.game, puzzle.seed, puzzle.index) == ("tute", SEED, COSTLY)
    card = ReviewCard.objects.get()
    assert (card.drill, card.seed) == ("practice-better-card", puzzle.pk)
    assert client.get("/en/trainers/review/next/").url == _puzzle(puzzle, "en")


@pytest.mark.parametrize(("lang", "named", "count"), [
    ("es", "Encuentra la carta mejor (una mano de práctica)", "1 pregunta para repasar hoy"),
    ("en", "Find the better card (a practice hand)", "1 question to review today"),
])
def test_the_progress_page_counts_and_lists_a_puzzle_due(client, actions, lang, named, count):
    client.get(f"/{lang}/practice/tute/feedback/?{_query(actions[:COSTLY + 1])}", headers=HX)
    html = client.get(f"/{lang}/trainers/progress/").content.decode()
    assert count in html and f'<a href="{_puzzle(BetterCardPuzzle.objects.get(), lang)}">{named}</a>' in html


def test_a_good_card_says_nothing_and_queues_nothing(client, actions):
    html = client.get(f"/en/practice/tute/feedback/?{_query(actions[:1])}", headers=HX).content.decode()
    assert "cost about" not in html and not BetterCardPuzzle.objects.exists()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_hint_is_a_card_of_the_learners_hand(client, actions, lang):
    html = client.get(f"/{lang}/practice/tute/hint/?{_query(actions[:COSTLY])}", headers=HX).content.decode()
    assert 'class="hint-card" data-card="10E"' in html


@pytest.mark.parametrize(("lang", "position"), [("es", "Baza 2 de 10"), ("en", "Trick 2 of 10")])
def test_the_replay_shows_a_trick_every_seats_cards_and_where_it_stands(client, actions, lang, position):
    response = client.get(f"/{lang}/practice/tute/replay/?{_query(actions)}&t=2")
    html = response.content.decode()
    assert response.status_code == 200 and position in html
    assert html.count("<dt>") == 4  # every seat's cards, the hand being over
    assert 'rel="prev"' in html and 'rel="next"' in html
    assert f"/{lang}/practice/tute/replay/decision/?" in html and "i=1" in html


def test_the_replay_analysis_of_a_decision_marks_the_mistake_with_its_cost_reason_and_better_card(client, actions):
    html = client.get(f"/en/practice/tute/replay/decision/?{_query(actions)}&i={COSTLY}", headers=HX).content.decode()
    assert "That card cost about" in html and "Better:" in html and 'data-card="10E"' in html
    # With every hand known: a fragment of its own, loaded after (it may take seconds more).
    assert "visible=1" in html
    url = f"/en/practice/tute/replay/decision/?{_query(actions)}&i={COSTLY}&visible=1"
    visible = client.get(url, headers=HX).content.decode()
    assert "With every hand known:" in visible and "That card cost about" in visible


def test_the_summary_shows_the_costly_cards_as_they_are_ready_and_polls_until_all_are(client, actions, monkeypatch):
    from practice import replay_views

    monkeypatch.setattr(replay_views, "SUMMARY_SECONDS", 0.0)
    url = f"/en/practice/tute/replay/summary/?{_query(actions)}"
    first = client.get(url, headers=HX).content.decode()
    assert "hx-trigger=" in first and "of your 10 decisions" in first
    for _ in range(len(actions)):
        html = client.get(url, headers=HX).content.decode()
    assert "hx-trigger=" not in html and "Trick 2" in html and "That card cost about" in html


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "Este enlace contiene una jugada que las reglas no admiten"),
    ("en", "This link holds a play the rules refuse"),
])
def test_a_forged_replay_link_gets_a_clear_page_in_the_readers_language(client, actions, lang, said):
    forged = _query(actions).replace("2E", "1O", 1)
    for url in (f"/{lang}/practice/tute/replay/?{forged}", f"/{lang}/practice/tute/replay/decision/?{forged}&i=0",
                f"/{lang}/practice/tute/feedback/?{forged}", f"/{lang}/practice/tute/hint/?{forged}"):
        response = client.get(url)
        assert response.status_code == 400 and said in response.content.decode()


@pytest.mark.parametrize(("url", "said"), [
    ("/en/practice/tute/replay/?seed=6&players=4&a=2C", "This hand is not over yet"),
    ("/en/practice/tute/replay/?seed=abc&players=4", "This link names no deal"),
    ("/es/practice/tute/replay/?players=4", "Este enlace no indica ningún reparto"),
    ("/en/practice/tute/replay/?seed=6&players=4&a=ZZ", "This link holds a play the rules refuse"),
    ("/en/practice/tute/replay/decision/?seed=6&players=4&a=2C&i=9", "This link names no decision"),
    ("/en/practice/tute/replay/?seed=6&players=4&level=wizard", "wizard"),
    ("/en/practice/tute/replay/?seed=6&players=4&profile=nowhere", "nowhere"),
])
def test_bad_replay_links_are_refused_in_words_never_a_500(client, url, said):
    response = client.get(url)
    assert response.status_code == 400 and said in response.content.decode()


@pytest.mark.parametrize("game", ["tute", "papayoo", "cirulo", "paulo"])
def test_every_game_the_coach_analyses_replays_each_trick_and_weighs_its_decisions(client, game):
    """Every trick of a hand, and one decision in five with the last (the first of Papayoo's is its pass): each
    weighing is a search of its own, half a second of CPU."""
    assert analysis.available(game)
    practice = trick_games()[game]
    rules = practice.read_rules({})
    decisions = played(game, 3, rules)
    query = f"seed=3&players={rules.players}&a={','.join(practice.format_action(d) for d in decisions)}"
    final = piece(game, "practice").replay(3, rules, decisions)
    for step in range(1, len(final.tricks) + 1):
        assert client.get(f"/es/practice/{game}/replay/?{query}&t={step}").status_code == 200
    for index in sorted({*range(0, len(decisions), 5), len(decisions) - 1}):
        response = client.get(f"/en/practice/{game}/replay/decision/?{query}&i={index}", headers=HX)
        assert response.status_code == 200 and "coach-fragment" in response.content.decode()


def test_a_hand_without_tricks_has_no_trick_replay(client):
    """La Docena's betting hand has a page of its own, and no tricks to step through."""
    assert "docena" not in trick_games()
    assert client.get("/en/practice/docena/replay/?seed=1&players=8").status_code == 404


# --- the puzzles --------------------------------------------------------------------------------------------------


@pytest.fixture
def puzzle(client, actions):
    client.get(f"/en/practice/tute/feedback/?{_query(actions[:COSTLY + 1])}", headers=HX)
    return BetterCardPuzzle.objects.get()


def _puzzle(puzzle, lang: str) -> str:
    return f"/{lang}/practice/puzzle/{PUZZLE_LINK.sign(str(puzzle.pk))}/"


def _token(html: str) -> str:
    return html.split('name="token" value="', 1)[1].split('"', 1)[0]


@pytest.mark.parametrize(("lang", "asked"), [("es", "¿Qué carta es mejor?"), ("en", "Which card is better?")])
def test_the_puzzle_shows_the_position_and_not_its_answer(client, puzzle, lang, asked):
    html = client.get(_puzzle(puzzle, lang)).content.decode()
    assert asked in html and 'name="card" value="10E"' in html and 'name="card" value="2E"' in html
    for answer in ("coach-better", "coach-mistake", "hint-card", "data-reason", "Better:", "Mejor:"):
        assert answer not in html
    assert "10E" not in _token(html)


@pytest.mark.parametrize(("lang", "card", "said", "right"), [
    ("en", "10E", "Solved.", True), ("es", "10E", "Resuelto.", True),
    ("en", "2E", "Not yet.", False), ("es", "2E", "Todavía no.", False),
])
def test_a_puzzle_is_judged_on_the_server_and_reviewed_like_any_question(client, puzzle, lang, card, said, right):
    token = _token(client.get(_puzzle(puzzle, lang)).content.decode())
    response = client.post(_puzzle(puzzle, lang), {"token": token, "card": card})
    html = response.content.decode()
    assert response.status_code == 200 and said in html and 'data-card="10E"' in html
    attempt = Attempt.objects.get(kind=Attempt.REVIEW)
    assert (attempt.drill, attempt.seed, attempt.correct) == ("practice-better-card", puzzle.pk, right)
    assert ReviewCard.objects.get().last_review is not None


@pytest.mark.parametrize(("lang", "named"), [("es", "Sin muestra"), ("en", "Without muestra")])
def test_a_puzzle_is_asked_under_its_hands_table_and_level_whatever_the_browser_keeps(client, lang, named):
    rules = tute.Rules(players=4, muestra=False)
    first = played("tute", SEED, rules, levels=("club",) * 4, count=1)
    stored = BetterCardPuzzle.objects.create(learner="someone", game="tute", seed=SEED, players=4, index=0,
                                             position="p", query=f"seed={SEED}&players=4&profile=sin-muestra"
                                                                 f"&level=club&a={first[0].code}")
    client.cookies["naipes-table-tute"] = "clasico"
    html = client.get(_puzzle(stored, lang)).content.decode()
    assert named in html and f'name="card" value="{first[0].code}"' in html


def test_the_learners_pages_still_answer_after_a_puzzle_is_reviewed(client, puzzle):
    token = _token(client.get(_puzzle(puzzle, "en")).content.decode())
    client.post(_puzzle(puzzle, "en"), {"token": token, "card": "10E"})
    for page in ("/en/trainers/progress/", "/en/trainers/path/", "/en/trainers/review/done/",
                 "/en/trainers/progress/export/"):
        assert client.get(page).status_code == 200, page


@pytest.mark.parametrize(("lang", "said"), [("es", "caducado o ha sido alterado"), ("en", "out of date or was altered")])
def test_a_forged_puzzle_answer_is_refused_in_words(client, puzzle, lang, said):
    response = client.post(_puzzle(puzzle, lang), {"token": "forged", "card": "10E"})
    assert response.status_code == 400 and said in response.content.decode()
    assert not Attempt.objects.exists()


def test_a_card_that_may_not_be_played_is_no_answer(client, puzzle):
    token = _token(client.get(_puzzle(puzzle, "en")).content.decode())
    response = client.post(_puzzle(puzzle, "en"), {"token": token, "card": "XX"})
    assert response.status_code == 400 and "Choose one of the cards you may play." in response.content.decode()


def test_a_puzzle_is_reached_by_its_signed_link_only(client, puzzle):
    assert client.get(_puzzle(puzzle, "en")).status_code == 200
    assert client.get(f"/en/practice/puzzle/{puzzle.pk}/").status_code == 404
    assert client.get(f"/en/practice/puzzle/{puzzle.pk + 1}:forged/").status_code == 404
