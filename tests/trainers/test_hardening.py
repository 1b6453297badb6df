"""The trainers as an attacker and a sceptic sees them: the API's answers checked against the engine's
own API, questions that cannot happen at a real table, pages that give the answer away, and bodies,
queries, tokens and methods that used to crash or be half read. Each test names the bug it pins."""

import json
import re
from functools import partial
from random import Random

import pytest
from django.core import signing
from django.test import Client
from hypothesis import HealthCheck, given, settings, strategies as st

import naipes.games
from naipes.games import tute
from tests.trainers.engine_answers import by_trick_endpoint
from tests.trainers.test_drills import wrong_for
from trainers import tokens
from trainers.drills import CHOICES, DRILLS, NUMBERS, ORDER, BadAnswer
from trainers.games.papayoo import round as papayoo_round
from trainers.games.paulo import trumps as paulo_trumps
from trainers.games.tute import legal as tute_legal

# Hostile input reaches the database (also on PostgreSQL, which alone refuses some of it).
pytestmark = [pytest.mark.django_db, pytest.mark.postgres]

SEEDS = st.integers(min_value=0, max_value=2**53 - 1)
LEVELS = [(slug, level) for slug, drill in DRILLS.items() for level in drill.LEVELS]
HTTP = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                       HealthCheck.too_slow])


def api(client, method, path, body=None):
    if method == "GET":
        response = client.get(f"/api/v1/{path}", body or {})
    else:
        response = client.post(f"/api/v1/{path}", json.dumps(body), content_type="application/json")
    assert response.status_code == 200, (path, body, response.content[:400])
    return json.loads(response.content)


ENGINE_ANSWERS = "tests.trainers.engine_answers"
"""One module a game, its ``ANSWERS``: each drill's answer worked out by the engine's API (that package says how)."""


def engine_check(slug: str):
    """How the engine answers the drill's questions: its game's module in ``tests/trainers/engine_answers/``, else,
    for a trick drill, the game's ``<game>/trick`` endpoint; ``None`` for a drill nobody answers yet."""
    drill = DRILLS[slug]
    answers = getattr(naipes.games.modules(ENGINE_ANSWERS).get(drill.GAME), "ANSWERS", {})
    if slug in answers:
        return answers[slug]
    return by_trick_endpoint(drill.GAME) if drill.SKILL == "trick" else None


def engine_answer(client, slug, d):
    """What the engine's own endpoints say the answer to a trainer question is."""
    check = engine_check(slug)
    assert check, f"no engine check for {slug}: tests/trainers/engine_answers/{DRILLS[slug].GAME}.py, ANSWERS[{slug!r}]"
    return check(partial(api, client), d)


def test_every_drill_has_its_engine_check():
    """A game added to the registry writes its module there, an answer for each of its drills but a trick drill."""
    assert [slug for slug in DRILLS if engine_check(slug) is None] == []
    assert {slug for module in naipes.games.modules(ENGINE_ANSWERS).values() for slug in module.ANSWERS} <= set(DRILLS)


@pytest.mark.parametrize(("slug", "level"), LEVELS)
@HTTP
@given(seed=SEEDS)
def test_the_trainers_api_agrees_with_the_engine_api(client, slug, level, seed):
    """The question's data, sent to the engine's endpoints, gives an answer the trainer accepts. This found
    tute-legal dealing 5 and 6 cards to each of five players, which the Tute API (rightly) refuses."""
    question = client.get(f"/api/v1/trainers/{slug}/question", {"seed": seed, "level": level}).json()
    want = engine_answer(client, slug, question["data"])
    response = client.post(f"/api/v1/trainers/{slug}/answer", {"token": question["token"], "answer": want},
                           content_type="application/json")
    assert response.status_code == 200, response.content[:300]
    assert response.json()["correct"] is True, (want, response.json()["expected"])


@pytest.mark.parametrize("level", DRILLS["tute-legal"].LEVELS)
@settings(max_examples=200, deadline=None)
@given(seed=SEEDS)
def test_tute_legal_never_deals_more_cards_than_a_hand_holds(level, seed):
    question = tute_legal.generate(Random(seed), level)
    assert len(question.hand) <= tute.Rules(players=question.players).cards_per_hand


def test_tute_legal_five_players_hold_four_cards():
    # seed 0, level 3: five players, and a hand of five cards before the fix
    question = tute_legal.generate(Random(0), 3)
    assert question.players == 5 and len(question.hand) == 4


@pytest.mark.parametrize("level", DRILLS["paulo-trumps"].LEVELS)
@settings(max_examples=300, deadline=None)
@given(seed=SEEDS)
def test_paulo_trumps_are_never_shown_highest_or_lowest_first(level, seed):
    """About one level-1 question in 24 showed the four trumps exactly reversed: the answer, read backwards."""
    question = paulo_trumps.generate(Random(seed), level)
    answer = list(paulo_trumps.ranked(question))
    assert list(question.cards) not in (answer, answer[::-1])


# --- the page before answering ------------------------------------------------------------------------


def question_section(html: str) -> str:
    return html[html.index('<section class="question"'):html.index('class="share"')]


@pytest.mark.parametrize(("slug", "level"), LEVELS)
def test_no_page_gives_the_answer_away_over_many_seeds(client, slug, level):
    drill = DRILLS[slug]
    for seed in range(12):
        question = drill.generate(Random(seed), level)
        widget = drill.scene(question).widget
        answer = drill.expected(question)
        page = client.get(f"/en/trainers/{slug}/?seed={seed}&level={level}").content.decode()
        section = question_section(page)
        assert "<!--" not in page
        assert not re.search(r"\bchecked\b", section), (slug, seed)
        assert sorted(re.findall(r'<input type="hidden" name="([^"]+)"', section)) == ["csrfmiddlewaretoken", "token"]
        spelt = {str(answer), json.dumps(answer)} | ({",".join(map(str, answer)), " ".join(map(str, answer))}
                                                    if isinstance(answer, list) and answer else set())
        for name, value in re.findall(r'\bdata-([\w-]+)="([^"]*)"', section):
            # data-card names the card drawn; no other data-* attribute may carry the answer
            assert name == "card" or value not in spelt, (slug, seed, name, value)
        if widget.kind == ORDER:
            shown = re.findall(r'name="pos-(\w+)"', section)
            assert shown not in (answer, answer[::-1]), (slug, seed, shown)
            selected = re.findall(r'<option value="(\d+)" selected>', section)
            assert selected == [str(i) for i in range(1, len(shown) + 1)]
        if widget.kind == NUMBERS:
            assert re.findall(r'<input type="number"[^>]*value="([^"]*)"', section) == [""] * len(widget.fields)
        if widget.kind == CHOICES:
            # every option is drawn alike: the right ones carry no mark of their own
            labels = re.findall(r'<label class="([^"]*)"><input type="checkbox"', section)
            assert len(set(labels)) <= 1


# --- explanations ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("slug", "level"), LEVELS)
def test_every_explanation_and_note_comes_in_both_languages(slug, level):
    drill = DRILLS[slug]
    for seed in range(25):
        question = drill.generate(Random(seed), level)
        expected = drill.expected(question)
        for answer in (expected, wrong_for(drill.scene(question).widget, expected)):
            feedback = drill.check(question, drill.parse_answer({"answer": answer}))
            explanation = feedback.explanation
            assert explanation["es"] != explanation["en"], (slug, seed)
            texts = [explanation, *(i.label for i in feedback.items if any(i.label.values())),
                     *(i.note for i in feedback.items if i.note)]  # a label may be a name: "Ana" in both
            for text in texts:
                assert set(text) == {"es", "en"}
                assert text["es"].strip() and text["en"].strip(), (slug, seed, text)
                assert "{" not in text["es"] + text["en"] and "None" not in text["es"]


# --- bodies the answer endpoint used to mishandle --------------------------------------------------------


def answer_raw(client, body, slug="paulo-trumps", **kwargs):
    return client.post(f"/api/v1/trainers/{slug}/answer", body, content_type="application/json", **kwargs)


def test_deeply_nested_json_is_a_400_not_a_500(client):
    # json.loads raised RecursionError, which the view did not catch: an HTML 500.
    response = answer_raw(client, "[" * 100_000 + "]" * 100_000)
    assert response.status_code == 400 and response.json()["error"]["code"] == "bad_json"


def test_ten_megabytes_get_a_json_400(client):
    # Django's RequestDataTooBig came back as its bare HTML "Bad Request" page.
    response = answer_raw(client, '{"answer": "' + "x" * 10_000_000 + '"}')
    assert response.status_code == 400 and response["Content-Type"] == "application/json; charset=utf-8"
    assert response.json()["error"]["code"] == "too_large"


def test_a_key_twice_is_refused(client):
    token = client.get("/api/v1/trainers/docena-compare/question?seed=3&level=1").json()["token"]
    body = json.dumps({"token": token, "answer": "a"})[:-1] + ', "answer": "b"}'
    error = answer_raw(client, body, slug="docena-compare").json()["error"]
    assert (error["code"], error["field"]) == ("duplicate_field", "answer")


def test_nan_is_not_json(client):
    assert answer_raw(client, '{"token": "x", "answer": NaN}').json()["error"]["code"] == "bad_json"


def test_a_form_post_is_blamed_on_its_content_type(client):
    response = client.post("/api/v1/trainers/paulo-trumps/answer", {"token": "x", "answer": "4B"})
    assert response.status_code == 400 and response.json()["error"]["code"] == "wrong_content_type"


@pytest.mark.parametrize(("method", "path", "allow"), [
    ("get", "paulo-trumps/answer", "POST"),
    ("put", "paulo-trumps/answer", "POST"),
    ("post", "paulo-trumps/question", "GET, HEAD"),
    ("delete", "", "GET, HEAD"),
])
def test_wrong_methods_get_the_json_405(client, method, path, allow):
    # These were Django's empty text/html 405s.
    response = getattr(client, method)(f"/api/v1/trainers/{path}")
    assert response.status_code == 405 and response["Allow"] == allow
    assert response.json()["error"]["code"] == "method_not_allowed"


@pytest.mark.parametrize("url", ["/api/v1/trainers/", "/api/v1/trainers/tute-count/question?seed=5&level=2",
                                 "/en/trainers/", "/es/trainers/tute-count/?seed=5&level=2", "/en/trainers/progress/"])
def test_head_works_on_trainer_urls(client, url):
    assert client.head(url).status_code == 200


def test_options_on_the_trainers_api(client):
    response = client.options("/api/v1/trainers/paulo-trumps/answer")
    assert (response.status_code, response["Allow"]) == (204, "POST, OPTIONS")


# --- queries ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("query", "code"), [
    ("seed=1&seed=2", "duplicate_field"),  # the last seed silently won
    ("level=1&level=3&seed=1", "duplicate_field"),
    ("seed=1_000", "bad_query"),  # int() reads 1000 here
    ("seed=%D9%A3", "bad_query"),  # an Arabic-Indic 3: int() reads 3
    ("seed=" + "9" * 5000, "bad_query"),
    ("seed=" + "9" * 17, "bad_seed"),
    ("level=-1", "bad_level"),
    ("level=1.0", "bad_query"),
])
def test_strict_seeds_and_levels_in_the_api(client, query, code):
    response = client.get(f"/api/v1/trainers/tute-trick/question?{query}")
    assert response.status_code == 400 and response.json()["error"]["code"] == code


def test_white_space_around_a_seed_is_fine(client):
    assert client.get("/api/v1/trainers/tute-trick/question?seed=%2042%20").json()["seed"] == 42


@pytest.mark.parametrize("query", ["seed=1&seed=2", "seed=1_000", "level=2&level=2&seed=3"])
def test_strict_seeds_and_levels_in_the_pages(client, query):
    response = client.get(f"/en/trainers/tute-trick/?{query}")
    assert response.status_code == 400 and "does not name a question" in response.content.decode()


# --- answers of the wrong shape ---------------------------------------------------------------------------


def question_and_token(client, slug, seed=5, level=2):
    body = client.get(f"/api/v1/trainers/{slug}/question?seed={seed}&level={level}").json()
    return body["data"], body["token"]


def post_answer(client, slug, token, answer):
    response = client.post(f"/api/v1/trainers/{slug}/answer", {"token": token, "answer": answer},
                           content_type="application/json")
    return response.status_code, response.json()


def test_numbers_sent_as_strings_are_refused_in_json(client):
    # {"Ana": "76"} was read as 76; the API documents numbers, as the engine API does for its fields.
    data, token = question_and_token(client, "papayoo-round")
    right = papayoo_round.expected(papayoo_round.generate(tokens.rng(5, tokens.API), 2))
    status, body = post_answer(client, "papayoo-round", token, {k: str(v) for k, v in right.items()})
    assert (status, body["error"]["code"]) == (400, "not_a_number")
    assert post_answer(client, "papayoo-round", token, right)[1]["correct"] is True


@pytest.mark.parametrize(("change", "code", "word"), [
    (lambda a: {k: v for k, v in list(a.items())[1:]}, "missing", "Ana"),
    (lambda a: {**a, "Zed": 0}, "unknown_key", "Zed"),
])
def test_a_box_missing_or_unknown_is_named(client, change, code, word):
    data, token = question_and_token(client, "papayoo-round")
    right = papayoo_round.expected(papayoo_round.generate(tokens.rng(5, tokens.API), 2))
    status, body = post_answer(client, "papayoo-round", token, change(right))
    assert (status, body["error"]["code"]) == (400, code)
    assert word in body["error"]["message"]["es"] and word in body["error"]["message"]["en"]


@pytest.mark.parametrize(("slug", "answers"), [
    ("paulo-trumps", [["4B", "4B", "4B", "4B"], [], "4B", {"4B": 1}, [1, 2, 3, 4], None]),
    ("papayoo-round", [{"Ana": -1}, {"Ana": 1.5}, {"Ana": True}, {"Ana": None}, [1, 2], 250, {"Ana": 10**30}]),
    ("docena-hand", [0, 24, -5, "x", 5.0, True, [5], None, {"rank": 5}]),
    ("docena-compare", ["c", "", "tie", 0, ["a"], None]),
    ("paulo-is-trump", [["XX"], ["1S"], "4B", [True], [["4B"]], None]),
    ("papayoo-which-card", ["", "1S", 7, None, "none"]),  # "none" is no option below level 3
    ("tute-legal", [["8O"], "12C", {"12C": True}, [None]]),
])
def test_answers_of_the_wrong_shape_are_bilingual_400s(client, slug, answers):
    data, token = question_and_token(client, slug)
    for answer in answers:
        status, body = post_answer(client, slug, token, answer)
        assert status == 400, (slug, answer, body)
        message = body["error"]["message"]
        assert message["es"] and message["en"] and message["es"] != message["en"]


def test_the_drills_refuse_numbers_as_text_only_in_json():
    drill = DRILLS["tute-count"]
    with pytest.raises(BadAnswer):
        drill.parse_answer({"answer": {"cards": "12"}})
    from django.http import QueryDict

    assert drill.parse_answer(QueryDict("n-cards=12")) == {"cards": 12}


# --- tokens --------------------------------------------------------------------------------------------------


def signed(payload, salt=tokens.SALTS[tokens.API]):
    return signing.dumps(payload, salt=salt, compress=False)


GOOD = {"drill": "tute-trick", "level": 1, "seed": 3, "nonce": "n"}


@pytest.mark.parametrize("token", [
    signed({**GOOD, "level": 7}),  # a level the drill does not have
    signed({**GOOD, "level": -1}),
    signed({**GOOD, "seed": 2**60}),  # beyond the seeds a question is drawn from
    signed({**GOOD, "seed": -3}),
    signed({**GOOD, "level": "x"}),
    signed({k: v for k, v in GOOD.items() if k != "nonce"}),
    # Named: its text, signed at collection with the time in it, would name the test differently in each
    # pytest-xdist worker, which must all collect the same tests.
    pytest.param(signed([1, 2, 3]), id="a-list-not-a-payload"),
    signed(GOOD, salt="classroom"),  # a real signature, for another purpose
    signed({**GOOD, "drill": "tute-count"}),  # another drill
    signed(GOOD)[:-3],  # cut short
    signed(GOOD) + "x" * 600,
    "",
    None,
    7,
    ["token"],
])
def test_forged_tokens_are_refused_never_crash(client, token):
    status, body = post_answer(client, "tute-trick", token, "1O")
    assert (status, body["error"]["code"]) == (400, "bad_token")


def test_an_honest_token_passes_the_same_checks(client):
    status, body = post_answer(client, "tute-trick", signed(GOOD), "1O")
    assert status in (200, 400) and body.get("error", {}).get("code") != "bad_token"


def test_expired_by_max_age():
    token = tokens.issue("tute-trick", 1, 3)
    with pytest.raises(tokens.ExpiredToken):
        tokens.load(token, max_age=-1)
    assert tokens.load(token, max_age=60).seed == 3


def test_the_api_is_stateless_the_same_token_answers_twice(client):
    data, token = question_and_token(client, "docena-hand")
    first, again = post_answer(client, "docena-hand", token, 23), post_answer(client, "docena-hand", token, 23)
    assert first == again and first[0] == 200


@settings(max_examples=60, deadline=None)
@given(payload=st.dictionaries(st.sampled_from(["drill", "level", "seed", "nonce", "t", "review"]),
                               st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.text(max_size=6)
                               | st.floats(allow_nan=False), max_size=6))
def test_any_signed_payload_is_refused_or_read_never_a_500(payload):
    response = Client().post("/api/v1/trainers/tute-trick/answer", {"token": signed(payload), "answer": "1O"},
                             content_type="application/json")
    assert response.status_code in (200, 400)


def test_a_bug_in_a_drill_is_a_json_500_not_a_400_blaming_the_request(client, monkeypatch):
    def broken(rng, level):
        raise ValueError("a bug, not bad input")

    monkeypatch.setattr(DRILLS["tute-trick"], "generate", broken)
    response = Client(raise_request_exception=False).get("/api/v1/trainers/tute-trick/question?seed=1")
    assert response.status_code == 500 and response.json()["error"]["code"] == "internal_error"


def test_tute_trick_does_not_reward_always_picking_the_first_card():
    """Every seat takes the trick about as often, so the leader is no winning guess."""
    from collections import Counter
    from random import Random

    from trainers.games.tute import trick as tute_trick

    for level in (1, 2, 3):
        wins = Counter(tute_trick.winner(tute_trick.generate(Random(seed), level)) == 0 for seed in range(300))
        assert wins[True] < 0.5 * 300, level
