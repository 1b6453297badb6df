"""La Docena's practice hand over HTTP: a signed state, every action judged again by the engine."""

import re
from urllib.parse import parse_qs, urlparse

import pytest

from naipes.games.docena import Rules, practice as engine
from naipes.practice import LEARNER
from practice.games.docena import hand as docena
from practice.models import CoachedMistake, PlayedHand
from trainers.models import ReviewCard

pytestmark = pytest.mark.django_db

BUTTONS = {engine.PASS: "do=pass", engine.ACCEPT: "do=accept", engine.FOLD: "do=fold",
           engine.WITHDRAW: "do=withdraw", engine.CUT: "do=cut"}


def _query(action) -> str:
    kind = action[0]
    if kind == engine.BET:
        return f"do=bet&stones={action[1]}"
    if kind == engine.DEJO:
        return "do=dejo-yes" if action[1] else "do=dejo-no"
    if kind == engine.DISCARD:
        return "do=discard&" + "&".join(f"discard={c.code}" for c in action[1])
    return BUTTONS[kind]


def _token(url: str) -> str:
    return parse_qs(urlparse(url).query)["h"][0]


def play_through_the_page(client, lang: str, seed: int, players: int, choose=engine.bot_action):
    """Press the buttons the learner's choices stand for until the hand ends; the last page's HTML."""
    url = f"/{lang}/practice/docena/?h={docena.sign(seed, players, [])}&coach=teach"
    actions: list = []
    hand = engine.replay(seed, Rules(players=players), actions)
    while hand.phase != "done":
        action = choose(hand, LEARNER)
        response = client.get(f"{url}&{_query(action)}")
        assert response.status_code == 302, response.content.decode()[:400]
        url, actions = response.url, [*actions, action]
        hand = engine.replay(seed, Rules(players=players), actions)
    return hand, client.get(url).content.decode()


def test_a_hand_without_a_state_is_dealt_one_and_signed_into_the_url(client):
    response = client.get("/es/practice/docena/?players=4&coach=play")
    assert response.status_code == 302
    seed, players, actions, _table = docena.unsign(_token(response.url))
    assert players == 4 and actions == [] and seed >= 0


def test_the_learner_sees_his_own_first_card_and_only_the_backs_of_the_others(client):
    hand = engine.replay(12, Rules(players=6), [])
    html = client.get(f"/en/practice/docena/?h={docena.sign(12, 6, [])}").content.decode()
    assert hand.hands[LEARNER][0].code in html or "card face down" in html
    hidden = [s for s in range(1, 6) if hand.status[s] == "in"]
    for seat in hidden:
        assert f"{hand.hands[seat][0].code}.svg" not in html
    assert html.count("1 card face down") >= len(hidden) - 1


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_whole_hand_played_through_the_page_ends_with_who_takes_the_stones(client, lang):
    for seed in range(40):
        hand, html = play_through_the_page(client, lang, seed, 5)
        if hand.ranks:
            break
    assert 'id="count-heading"' in html
    winner = hand.awards[0].winners[0]
    name = "You" if winner == LEARNER and lang == "en" else "Tú" if winner == LEARNER else str(winner + 1)
    assert name in html
    assert PlayedHand.objects.filter(game="docena").exists()


def test_a_forged_token_gets_a_clear_message_never_a_500(client):
    token = docena.sign(3, 6, [])
    response = client.get(f"/en/practice/docena/?h={token[:-3]}abc")
    assert response.status_code == 400
    assert "was changed or cut" in response.content.decode()


def _mano_seed(players: int = 6) -> int:
    return next(s for s in range(100) if s % players == LEARNER)


@pytest.mark.parametrize(("lang", "says"), [("es", "la mano no puede abrir"), ("en", "the mano may not open")])
def test_the_mano_who_bets_on_the_first_card_is_refused_with_the_rule_and_keeps_his_hand(client, lang, says):
    seed = _mano_seed()
    token = docena.sign(seed, 6, [])
    response = client.get(f"/{lang}/practice/docena/?h={token}&coach=check&do=bet&stones=2")
    assert response.status_code == 200
    html = response.content.decode()
    assert says in html.lower()
    assert f'name="h" value="{token}"' in html
    mistake = CoachedMistake.objects.get()
    assert mistake.reason == "mano_first_card"
    assert ReviewCard.objects.get().drill == "docena-bets"


@pytest.mark.parametrize("query", ["do=bet&stones=abc", "do=bet&stones=999", "do=discard&discard=ZZ",
                                   "do=nonsense", "do=accept", "do=cut", "do=dejo-yes&coach=%ED%A0%80x", "do=bet&stones=-1"])
def test_hostile_actions_get_a_message_never_a_500(client, query):
    response = client.get(f"/en/practice/docena/?h={docena.sign(_mano_seed(), 6, [])}&{query}")
    assert response.status_code in (200, 302)


def test_a_replayed_deal_is_the_same_hand(client):
    first = client.get(f"/en/practice/docena/?h={docena.sign(77, 7, [])}&coach=check").content.decode()
    second = client.get(f"/en/practice/docena/?h={docena.sign(77, 7, [])}&coach=check").content.decode()
    strip = re.compile(r'name="csrfmiddlewaretoken" value="[^"]*"')
    assert strip.sub("", first) == strip.sub("", second)


def test_action_codes_round_trip():
    cards = engine.deal(1, Rules(players=8)).dealt[0][:2]
    for action in [(engine.PASS,), (engine.BET, 12), (engine.ACCEPT,), (engine.FOLD,), (engine.WITHDRAW,),
                   (engine.DEJO, True), (engine.DEJO, False), (engine.DISCARD, tuple(cards)), (engine.CUT,)]:
        assert docena.parse_action(docena.format_action(action), 8) == action


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_docena_page_has_one_h1_its_language_and_no_inline_script_or_style(client, lang):
    html = client.get(f"/{lang}/practice/docena/?h={docena.sign(9, 6, [])}").content.decode()
    assert len(re.findall(r"<h1[\s>]", html)) == 1
    assert f'<html lang="{lang}">' in html and 'hreflang="es"' in html and 'hreflang="en"' in html
    assert " style=" not in html and not re.search(r"<script(?![^>]*\bsrc=)[^>]*>\s*\S", html)
    assert 'action="/' + lang + '/practice/docena/"' in client.get(f"/{lang}/practice/").content.decode()


def test_the_teaching_coach_speaks_before_each_choice_and_the_checking_coach_does_not(client):
    token = docena.sign(_mano_seed(), 6, [])
    teach = client.get(f"/en/practice/docena/?h={token}&coach=teach").content.decode()
    check = client.get(f"/en/practice/docena/?h={token}&coach=check").content.decode()
    assert "Passing costs nothing" in teach and "Passing costs nothing" not in check


def _learner_at_the_dejo():
    """A deal and the learner's actions up to his answer to the dejo."""
    from naipes.games.docena import practice as engine
    for seed in range(300):
        rules, actions = engine.Rules(players=6), []
        hand = engine.replay(seed, rules, actions)
        while hand.phase == "bet" and hand.to_act == LEARNER:
            actions.append(("pass",) if "pass" in hand.options() else ("accept",))
            hand = engine.replay(seed, rules, actions)
        if hand.phase == "dejo" and hand.to_act == LEARNER:
            return seed, actions
    raise AssertionError("no deal reached the dejo")


@pytest.mark.parametrize(("lang", "says"), [("es", "en este momento de la mano no se envida"),
                                            ("en", "nobody bets at this point of the hand")])
def test_a_bet_during_the_dejo_is_refused_as_a_refusal_and_queues_no_review(client, lang, says):
    seed, actions = _learner_at_the_dejo()
    response = client.get(f"/{lang}/practice/docena/?h={docena.sign(seed, 6, actions)}&coach=check&do=bet&stones=1")
    html = response.content.decode().lower()
    assert response.status_code == 200 and says in html
    assert "puede abrir el envite" not in html and "may open the betting" not in html
    assert not CoachedMistake.objects.exists() and not ReviewCard.objects.exists()
