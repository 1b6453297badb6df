"""The trainers as an attacker and a sceptic sees them: the API's answers checked against the engine's
own API, questions that cannot happen at a real table, pages that give the answer away, and bodies,
queries, tokens and methods that used to crash or be half read. Each test names the bug it pins."""

import json
import re
from random import Random

import pytest
from django.core import signing
from django.test import Client
from hypothesis import HealthCheck, given, settings, strategies as st

from naipes.games import tute
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


def engine_answer(client, slug, d):
    """What the engine's own endpoints say the answer to a trainer question is."""
    if slug in ("paulo-trumps", "paulo-is-trump"):
        trumps = api(client, "GET", "paulo/order", {"muestra": d["muestra"], "players": d["players"]})["trumps"]
        return [c for c in trumps if c in d["cards"]] if slug == "paulo-trumps" else \
            [c for c in d["cards"] if c in trumps]
    if slug == "paulo-trick":
        return api(client, "POST", "paulo/trick", {"cards": d["trick"], "muestra": d["muestra"],
                                                   "players": d["players"]})["card"]
    if slug == "paulo-may-play":
        return api(client, "POST", "paulo/legal", {"hand": d["hand"], "trick": d["trick"], "muestra": d["muestra"],
                                                   "players": d["players"]})["legal"]
    if slug == "cirulo-trick":
        return api(client, "POST", "cirulo/trick", {"cards": d["trick"], "players": d["players"],
                                                    "pack": d["pack"]})["card"]
    if slug == "cirulo-settle":
        found = api(client, "POST", "cirulo/settle", {"players": d["piles"], "pot": d["pot"]})
        values = {f"pays-{n}": found["pays"][n] for n in d["piles"]}
        values |= {f"gets-{n}": found["shares"].get(n, 0) for n in d["piles"]} | {"carry": found["carry_over"]}
        return {key: values[key] for key in d["asked"]}
    if slug == "tute-trick":
        found = api(client, "POST", "tute/trick", {"cards": d["trick"], "muestra": d["muestra"],
                                                   "acuses": [d["declared_forty"]] if d["declared_forty"] else [],
                                                   "players": d["players"]})
        assert found["trump"] == d["trump"]
        return found["card"]
    if slug == "tute-legal":
        return api(client, "POST", "tute/legal", {"hand": d["hand"], "trick": d["trick"], "muestra": d["muestra"],
                                                  "stock_empty": True, "players": d["players"]})["legal"]
    if slug == "tute-count":
        found = api(client, "POST", "tute/score", {"cards": d["taken"], "muestra": d["muestra"], "acuses": d["acuses"],
                                                   "forty_taken": d["forty_taken"], "last_trick": d["last_trick"]})
        values = {"cards": found["card_points"], "acuses": found["acuse_points"], "total": found["points"]}
        return {key: values[key] for key in d["asked"]}
    if slug == "docena-hand":
        return api(client, "GET", "docena/hand", {"cards": ",".join(d["cards"])})["rank"]
    if slug == "docena-compare":
        winner = api(client, "GET", "docena/compare", {"a": ",".join(d["a"]), "b": ",".join(d["b"]),
                                                       "players": d["players"]})["winner"]
        return d["mano"] if winner == "tie" else winner  # the mano wins ties
    if slug == "papayoo-trick":
        return api(client, "POST", "papayoo/trick", {"cards": d["trick"], "players": d["players"]})["card"]
    if slug == "papayoo-round":
        found = api(client, "POST", "papayoo/score", {"die": d["die"], "piles": d["piles"]})
        assert (found["total"], found["complete"]) == (250, True), "a played round holds every card and 250"
        return found["scores"]
    if slug == "papayoo-which-card":
        return found if (found := f"7{d['die']}") in d["cards"] else "none"
    if slug == "docena-mala":
        return api(client, "GET", "docena/hand", {"cards": ",".join([d["mala"], *d["others"]]),
                                                  "players": d["players"]})["mala_as"]
    return engine_answer_without_endpoint(slug, d)


def engine_answer_without_endpoint(slug, d):
    """The drills with no engine endpoint of their own, answered by the engine's functions from the data."""
    from naipes.cards import SPANISH_40, Suit
    from naipes.games import papayoo, tute
    from naipes.games.docena import betting
    from naipes.games.paulo import chinos

    if slug == "tute-acuses":
        verdict = tute.can_declare(SPANISH_40.parse(d["hand"]), d["suit"], d["muestra"], won_trick=d["won_trick"],
                                   stock_left=d["stock_left"], declared=d["declared"],
                                   declared_this_trick=d["declared_this_trick"])
        return "no" if not verdict.legal else "20" if verdict.reason == "declares_20" else "40"
    if slug == "paulo-chinos":
        score = chinos.Score(tuple(chinos.TeamScore(chinos=t["chinos"], patas=t["patas"]) for t in d["teams"]))
        outcome = chinos.HandOutcome(winner=d["winner"], end=d["end"], bets=d["bets"])
        return {"chinos": chinos.award(score, outcome).amount}
    if slug == "docena-bets":
        cards = SPANISH_40.parse(d["cards"])
        return {"entro": lambda: str(betting.entro(d["players_left"])),
                "withdraw": lambda: "yes" if betting.can_withdraw(cards[0]).legal else "no",
                "open": lambda: "yes" if betting.can_open_betting(cards, mano=d["mano"]).legal else "no",
                "dejo": lambda: "yes" if betting.can_cut_dejo(cards) else "no"}[d["asks"]]()
    if slug == "papayoo-deal":
        rules = papayoo.Rules(players=d["players"])
        if d["asks"] == "ones":
            return [f"1{s.letter}" for s in (*papayoo.ORDINARY_SUITS, Suit.PAYOO)
                    if f"1{s.letter}" not in {c.code for c in papayoo.deck(rules).cards}]
        return {"hand": papayoo.hand_size(rules), "pass": papayoo.pass_count(rules)}
    raise AssertionError(f"no engine check for {slug}")


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
