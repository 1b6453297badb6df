"""Practice hands count toward the learner's progress; a play the coach refuses joins the review queue."""

import pytest

from naipes.games import papayoo, tute
from naipes.games.papayoo import practice as papayoo_hand
from naipes.games.tute import practice as tute_hand
from naipes.practice import LEARNER
from naipes_site import table_rules
from practice import progress
from practice.games import hands
from practice.games.docena import hand as docena
from practice.models import CoachedMistake, PlayedHand
from tests.practice.test_docena_views import _mano_seed
from tests.practice.test_views import _a_moment_with_an_illegal_card, play_through_the_page
from trainers.learner import COOKIE
from trainers.models import ReviewCard

# A finished hand counts once, by a constraint (also on PostgreSQL).
pytestmark = [pytest.mark.django_db, pytest.mark.postgres]


def _refused_url(lang: str = "en"):
    seed, actions, wrong = _a_moment_with_an_illegal_card()
    a = ",".join([".".join(c.code for c in actions[0]), *(c.code for c in actions[1:])])
    return seed, len(actions), f"/{lang}/practice/papayoo/?seed={seed}&players=4&coach=check&a={a}&play={wrong.code}"


def test_a_refused_play_becomes_a_review_card_due_now_for_the_games_nearest_drill(client):
    seed, position, url = _refused_url()
    response = client.get(url)
    assert response.status_code == 200
    key = response.cookies[COOKIE].value
    mistake = CoachedMistake.objects.get(learner=key)
    assert mistake.game == "papayoo" and mistake.reason.startswith("must")
    card = ReviewCard.objects.get(learner=key)
    assert card.drill == hands()["papayoo"].review_drill == "papayoo-trick" and card.level == hands()["papayoo"].review_level
    assert card.seed == progress.review_seed(seed, position)
    html = response.content.decode()
    assert "joins your review queue" in html and 'href="/en/trainers/review/"' in html


def test_reloading_a_refused_play_counts_it_once(client):
    _, _, url = _refused_url("es")
    client.get(url)
    client.get(url)
    assert CoachedMistake.objects.count() == 1 and ReviewCard.objects.count() == 1


def test_a_head_request_records_nothing(client):
    _, _, url = _refused_url()
    client.head(url)
    assert not CoachedMistake.objects.exists()


def test_a_legal_play_is_no_mistake(client):
    hand = tute_hand.replay(8, tute.Rules(players=3), [])
    card = next(c for c, v in hand.verdicts().items() if v.legal)
    client.get(f"/es/practice/tute/?seed=8&players=3&coach=check&play={card.code}")
    assert not CoachedMistake.objects.exists() and not ReviewCard.objects.exists()


def test_a_hand_played_to_its_end_counts_once_and_shows_on_the_practice_pages(client):
    rules = papayoo.Rules(players=3)
    hand = papayoo_hand.replay(11, rules, [])
    passed = papayoo_hand.bot_pass(hand.hands[LEARNER], 5)
    url = f"/en/practice/papayoo/?seed=11&players=3&coach=teach&a={'.'.join(c.code for c in passed)}"
    actions: list = [passed]
    while hand.phase != "done":
        hand = papayoo_hand.replay(11, rules, actions)
        if hand.phase == "done":
            break
        card = papayoo_hand.bot_play(hand, LEARNER)
        url = client.get(f"{url}&play={card.code}").url
        actions.append(card)
    assert PlayedHand.objects.filter(game="papayoo", seed=11).count() == 1
    html = client.get(url).content.decode()
    assert "This hand counts toward your progress: 1 hand of Papayoo played." in html
    client.get(url)  # the count page reloaded counts nothing more
    assert PlayedHand.objects.count() == 1
    index = client.get("/es/practice/").content.decode()
    assert "Has jugado 1 mano" in index


def test_a_cirulo_hand_through_the_page_counts_too(client):
    from naipes.games import cirulo
    from naipes.games.cirulo import practice as cirulo_hand

    play_through_the_page(client, "/es/practice/cirulo/?seed=3&players=4&coach=check", cirulo_hand,
                          cirulo.Rules(players=4), 3)
    assert PlayedHand.objects.get().game == "cirulo"


def test_the_mistakes_of_a_deal_are_counted_with_its_hand(client):
    key = "k" * 24
    progress.mistake(key, "tute", 5, 4, "", 0, "1O", "must_follow_suit")
    assert progress.hand_finished(key, "tute", 5, 4, "1O,2O")
    assert not progress.hand_finished(key, "tute", 5, 4, "1O,2O")
    assert progress.summary(key) == {"tute": {"hands": 1, "mistakes": 1}}


@pytest.mark.parametrize(("lang", "words"), [("es", "Has jugado 2 manos"), ("en", "You have played 2 hands")])
def test_the_hands_played_show_on_the_trainers_progress_page(client, lang, words):
    key = "a-learner-who-practised-00000000"
    client.cookies[COOKIE] = key
    for seed in (1, 2):
        assert progress.hand_finished(key, "tute", seed, 3, "")
    assert progress.hand_finished(key, "docena", 5, 4, "")
    html = client.get(f"/{lang}/trainers/progress/").content.decode()
    assert words in html
    assert f'href="/{lang}/practice/tute/"' in html and f'href="/{lang}/practice/docena/"' in html


def test_a_learner_who_never_practised_sees_no_practice_section(client):
    html = client.get("/en/trainers/progress/").content.decode()
    assert "practice-progress-title" not in html


@pytest.mark.parametrize(("lang", "said"), [("es", "<strong>Partida de media hora</strong>"),
                                            ("en", "<strong>Half-hour game</strong>")])
def test_a_play_refused_at_a_named_table_comes_back_for_review_under_that_table(client, lang, said):
    seed, position, url = _refused_url(lang)
    response = client.get(f"{url}&profile=half-hour")
    card = ReviewCard.objects.get(learner=response.cookies[COOKIE].value)
    assert card.table == "half-hour" and card.seed == progress.review_seed(seed, position)
    # The review round asks it again under the hand's table, whatever this browser keeps meanwhile.
    question = client.get(client.get(f"/{lang}/trainers/review/").url)
    assert question.status_code == 302 and "profile=half-hour" in question.url
    page = client.get(question.url)
    assert page.context["table"].code == "half-hour" and said in page.content.decode()


def test_a_play_refused_at_the_standard_table_is_reviewed_under_the_standard_table(client):
    _, _, url = _refused_url("es")
    client.get(url)
    assert ReviewCard.objects.get().table == ""


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_docena_bet_refused_at_a_custom_table_comes_back_for_review_under_that_table(client, lang):
    custom = table_rules.decode("docena", "e1")
    client.get(f"/{lang}/practice/docena/?h={docena.sign(_mano_seed(), 6, [], custom)}&coach=check&do=bet&stones=2")
    card = ReviewCard.objects.get()
    assert card.drill == "docena-bets" and card.table == custom.code
    question = client.get(client.get(f"/{lang}/trainers/review/").url)
    assert f"profile={custom.code}" in question.url
    page = client.get(question.url)
    assert page.status_code == 200 and page.context["table"].code == custom.code
