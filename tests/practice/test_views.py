"""Practice hands over HTTP: the URL holds the deal, the server judges every action again."""

import re
from urllib.parse import parse_qs, urlparse

import pytest

import wording
from naipes.games import papayoo, tute
from naipes.games.papayoo import practice as papayoo_hand
from naipes.games.tute import practice as tute_hand
from naipes.practice import LEARNER

pytestmark = pytest.mark.django_db


def test_a_hand_without_a_seed_is_dealt_one_and_shown_in_the_url(client):
    response = client.get("/es/practice/papayoo/?players=5&coach=teach")
    assert response.status_code == 302
    query = parse_qs(urlparse(response.url).query)
    assert query["players"] == ["5"] and query["coach"] == ["teach"] and query["seed"][0].isdigit()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_practice_index_offers_both_trick_games(client, lang):
    html = client.get(f"/{lang}/practice/").content.decode()
    assert f'action="/{lang}/practice/tute/"' in html
    assert f'action="/{lang}/practice/papayoo/"' in html


def test_the_learners_hand_is_the_engines_deal(client):
    html = client.get("/en/practice/tute/?seed=42&players=4&coach=check").content.decode()
    hand = tute_hand.replay(42, tute.Rules(players=4), [])
    for card in hand.hands[LEARNER]:
        assert f'name="play" value="{card.code}"' in html


def _a_moment_with_an_illegal_card():
    """A Papayoo position (4 players) where the learner holds a card the rules refuse."""
    rules = papayoo.Rules(players=4)
    for seed in range(300):
        hand = papayoo_hand.replay(seed, rules, [])
        actions: list = [tuple(hand.hands[LEARNER][:5])]
        hand = papayoo_hand.replay(seed, rules, actions)
        while hand.phase == "play":
            wrong = [c for c, v in hand.verdicts().items() if not v.legal]
            if wrong:
                return seed, actions, wrong[0]
            actions.append(papayoo_hand.bot_play(hand, LEARNER))
            hand = papayoo_hand.replay(seed, rules, actions)
    raise AssertionError("no position with an illegal card")


@pytest.mark.parametrize(("lang", "says"), [("es", "debes jugar"), ("en", "you must play")])
def test_an_illegal_card_is_refused_with_the_reason_and_the_hand_is_kept(client, lang, says):
    seed, actions, wrong = _a_moment_with_an_illegal_card()
    a = ",".join([".".join(c.code for c in actions[0]), *(c.code for c in actions[1:])])
    url = f"/{lang}/practice/papayoo/?seed={seed}&players=4&coach=check&a={a}&play={wrong.code}"
    response = client.get(url)
    assert response.status_code == 200
    html = response.content.decode()
    assert says in html.lower()
    assert f'name="a" value="{a}"' in html  # nothing lost: the same position, ready for another card


def test_a_legal_card_moves_the_hand_on_to_a_new_shareable_url(client):
    rules = tute.Rules(players=3)
    hand = tute_hand.replay(8, rules, [])
    card = next(c for c, v in hand.verdicts().items() if v.legal)
    response = client.get(f"/es/practice/tute/?seed=8&players=3&coach=check&play={card.code}")
    assert response.status_code == 302
    assert parse_qs(urlparse(response.url).query)["a"] == [card.code]


def test_a_forged_link_stops_before_the_refused_play_with_a_message(client):
    rules = tute.Rules(players=4)
    hand = tute_hand.replay(3, rules, [])
    stranger = next(c for c in tute.deck(rules) if c not in hand.hands[LEARNER])
    html = client.get(f"/en/practice/tute/?seed=3&players=4&coach=check&a={stranger.code}").content.decode()
    assert "This link holds a play the rules refuse" in html
    assert 'name="a" value=""' in html


@pytest.mark.parametrize("query", [
    "seed=abc&players=99&coach=x", "seed=1&a=" + "9Z," * 80, "seed=1&a=\ud800".encode("utf-8", "surrogatepass")
    .decode("latin-1"), "seed=1&play=%00", "seed=1&pass=1H&pass=1H&pass=2H&pass=3H&pass=4H",
    "seed=99999999999999999999999", "seed=1&say=sX", "seed=1&a=1O,1O",
])
def test_hostile_input_gets_a_page_never_a_500(client, query):
    for game in ("tute", "papayoo"):
        response = client.get(f"/es/practice/{game}/?{query}")
        assert response.status_code in (200, 302, 400), (game, query)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_whole_papayoo_round_played_through_the_page_ends_with_the_count(client, lang):
    rules = papayoo.Rules(players=3)
    hand = papayoo_hand.replay(11, rules, [])
    passed = ".".join(c.code for c in papayoo_hand.bot_pass(hand.hands[LEARNER], 5))
    url = f"/{lang}/practice/papayoo/?seed=11&players=3&coach=teach&a={passed}"
    actions = [papayoo_hand.bot_pass(hand.hands[LEARNER], 5)]
    for _ in range(40):
        hand = papayoo_hand.replay(11, rules, actions)
        if hand.phase == "done":
            break
        card = papayoo_hand.bot_play(hand, LEARNER)
        response = client.get(f"{url}&play={card.code}")
        assert response.status_code == 302
        url = response.url
        actions.append(card)
    html = client.get(url).content.decode()
    assert 'id="count-heading"' in html
    assert re.search(r"250", html)


def play_through_the_page(client, url: str, engine, rules, seed: int):
    """Click the engine's own choice for the learner until the hand ends; the page that shows the count."""
    actions: list = []
    hand = engine.replay(seed, rules, actions)
    while hand.phase != "done":
        card = engine.bot_play(hand, LEARNER)
        response = client.get(f"{url}&play={card.code}")
        assert response.status_code == 302
        url, actions = response.url, [*actions, card]
        hand = engine.replay(seed, rules, actions)
    html = client.get(url).content.decode()
    assert 'id="count-heading"' in html
    return hand, html


def bet_through_the_page(client, url: str, seed: int):
    """A Paulo hand with bets: the learner plays and says what the engine would, each step through the page,
    until the hand ends; the hand and the page that shows the count."""
    from naipes.games import paulo
    from naipes.games.paulo import practice as paulo_hand
    from practice.games import trick_games

    rules, game, actions = paulo.Rules(players=4), trick_games()["paulo"], []
    hand = paulo_hand.replay(seed, rules, actions, betting=True)
    while hand.phase != "done":
        action = hand.learner_choice()
        key = "play" if not isinstance(action, tuple) else "say"
        response = client.get(f"{url}&{key}={game.format_action(action)}")
        assert response.status_code == 302 and "bets=1" in response.url
        url, actions = response.url, [*actions, action]
        hand = paulo_hand.replay(seed, rules, actions, betting=True)
    html = client.get(url).content.decode()
    assert 'id="count-heading"' in html
    return hand, html


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_whole_cirulo_round_through_the_page_ends_with_the_plate_settled(client, lang):
    from naipes.games import cirulo
    from naipes.games.cirulo import practice as cirulo_hand

    hand, html = play_through_the_page(client, f"/{lang}/practice/cirulo/?seed=3&players=4&coach=check",
                                       cirulo_hand, cirulo.Rules(players=4), 3)
    assert str(hand.settlement().pot) in html


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_paulo_hand_through_the_page_ends_when_a_team_has_three_bazas(client, lang):
    from naipes.games import paulo
    from naipes.games.paulo import practice as paulo_hand

    hand, html = play_through_the_page(client, f"/{lang}/practice/paulo/?seed=6&players=4&coach=teach",
                                       paulo_hand, paulo.Rules(players=4), 6)
    assert max(hand.bazas) == paulo.TRICKS_TO_WIN and "chinos" in html


def test_a_paulo_hand_with_bets_plays_through_the_page_and_counts_the_accepted_bets(client):
    from naipes.games import paulo
    from naipes.games.paulo import practice as paulo_hand

    rules = paulo.Rules(players=4)
    seed = next(s for s in range(200) if paulo_hand.autoplay(s, rules, betting=True).bets > 0)
    hand, html = bet_through_the_page(client, f"/en/practice/paulo/?seed={seed}&players=4&coach=teach&bets=1", seed)
    assert f"{hand.chinos()} chinos" in html


def test_a_paulo_bet_where_betting_is_off_is_refused_with_a_message(client):
    response = client.get("/es/practice/paulo/?seed=4&players=4&coach=check&say=b")
    assert response.status_code == 200
    assert "coach-refusal" in response.content.decode()


@pytest.mark.parametrize(("url", "code"), [
    ("/en/practice/tute/?seed=1&players=3&coach=check&muestra=0&a=2C,4E,sB", "no_trump_yet"),
    ("/es/practice/tute/?seed=7&players=4&coach=teach&muestra=0&a=6O", "no_trump_yet"),
])
def test_the_coach_explains_a_finished_trick_with_the_trump_of_that_trick(client, url, code):
    """Without muestra the forty makes its suit triunfo only from then on (rules-decisions §19): a trick won
    before it is explained as one played with no triunfo, never as "the highest triunfo takes the baza"."""
    html = client.get(url).content.decode()
    found = re.search(r'<p class="trick-result" data-reason="(\w+)">(.*?)</p>', html, re.S)
    assert found and found.group(1) == code
    lang = url[1:3]
    assert wording.text(f"tute.reason.{code}", lang) in found.group(2)
    assert wording.text("tute.reason.highest_trump", lang) not in html


def test_the_practice_page_shows_the_cards_laid_face_down(client):
    html = client.get("/en/practice/tute/?seed=30437866&players=3&coach=teach&a=2B,7B,7C,10O,11O,11B").content.decode()
    assert "laid face down (manos abajo)" in html
    html = client.get("/es/practice/tute/?seed=30437866&players=3&coach=teach&a=2B,7B,7C,10O,11O,11B").content.decode()
    assert "boca abajo (manos abajo)" in html

@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_refused_opening_bet_is_not_said_to_leave_a_value_accepted(client, lang):
    """Rules-decisions §9: refusing the opening bet gives one chino less than it; nothing had been accepted."""
    from naipes.games import paulo
    from naipes.games.paulo import practice as paulo_hand

    rules = paulo.Rules(players=4)
    seed = next(s for s in range(400) if (h := paulo_hand.autoplay(s, rules, betting=True)).went_away is not None
                and h.bets == 0)
    url = f"/{lang}/practice/paulo/?seed={seed}&players=4&coach=teach&bets=1"
    html = " ".join(bet_through_the_page(client, url, seed)[1].split())
    assert {"es": "porque no se había aceptado ninguna apuesta",
            "en": "since no bet had been accepted"}[lang] in html
    assert {"es": "el último valor aceptado", "en": "the last value accepted"}[lang] not in html
