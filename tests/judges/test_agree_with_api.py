"""Each judge says what the JSON API says, over random positions (hypothesis)."""

import json
from random import Random
from urllib.parse import urlencode

import pytest
from django.http import QueryDict
from django.test import Client
from hypothesis import HealthCheck, given, settings, strategies as st

import naipes
from judges import verdicts
from judges.base import trick_games
from naipes.cards import SPANISH_SUITS
from naipes.games import docena, papayoo, paulo, tute

pytestmark = pytest.mark.django_db
FIXTURES = settings(suppress_health_check=[HealthCheck.function_scoped_fixture])


def for_api(options: dict) -> dict:
    """The judge's options as the API takes them: the forty already declared is the first acuse."""
    body = {k: v for k, v in options.items() if v is not None and k != "forty"}
    if options.get("forty"):
        body["acuses"] = [options["forty"]]
    return body


def query(**fields) -> QueryDict:
    return QueryDict(urlencode({k: v for k, v in fields.items() if v not in (None, "")}, doseq=True))


def api(path: str, body: dict) -> dict:
    response = Client().post(f"/api/v1/{path}", json.dumps(body), content_type="application/json")
    assert response.status_code == 200, response.content
    return json.loads(response.content)


@st.composite
def table(draw, game: str):
    """Players, options, a deck and a hand's size for one of the trick games, as the judge and the API both take
    them: Paulo's and Tute's own options and trumps; any other trick game, its players alone."""
    if game == "paulo":
        deck_variant = draw(st.sampled_from(paulo.DECK_VARIANTS))
        players = draw(st.sampled_from((2, 4, 6, 8) if deck_variant == "lanjaron" else (4, 6, 8)))
        options = {"players": players, "order": draw(st.sampled_from(paulo.ORDERS)), "deck_variant": deck_variant}
        rules = paulo.Rules(**options)
        options["muestra"] = draw(st.sampled_from(paulo.suits(rules))).letter
        return options, paulo.deck(rules), paulo.HAND_SIZE
    if game == "tute":
        options = {"players": draw(st.integers(2, 6)),
                   "over_trump": draw(st.sampled_from(tute.VARIANTS["over_trump"])),
                   "stock_following": draw(st.sampled_from(tute.VARIANTS["stock_following"]))}
        rules = tute.Rules(**options)
        muestra = draw(st.sampled_from((None, *SPANISH_SUITS)))
        # Without muestra, the forty may already have made its suit trumps (the API takes it as the acuses).
        forty = None if muestra else draw(st.sampled_from((None, *SPANISH_SUITS)))
        return ({**options, "muestra": muestra.letter if muestra else None, "forty": forty.letter if forty else None},
                tute.deck(rules), rules.cards_per_hand)
    engine = naipes.game(game)
    players = draw(st.sampled_from(engine.PLAYERS))
    rules = engine.Rules(players=players)
    return {"players": players}, engine.deck(rules), len(engine.deal(rules, Random(0)).hands[0])


@FIXTURES
@given(data=st.data(), game=st.sampled_from(sorted(trick_games())))
def test_the_trick_judge_names_the_winner_the_api_names(data, game):
    options, deck, _size = data.draw(table(game))
    played = data.draw(st.lists(st.sampled_from(deck.cards), min_size=1, max_size=options["players"], unique=True))
    codes = [c.code for c in played]
    judged = verdicts.trick(game, query(**options, led=codes[0], cards=codes[1:]))
    assert not judged.error
    answer = api(f"{game}/trick", {**for_api(options), "cards": codes})
    assert judged.verdict.data["card"] == answer["card"]
    assert judged.verdict.data["reason"] == answer["reason"]["code"]


@FIXTURES
@given(data=st.data(), game=st.sampled_from(sorted(trick_games())), stock_empty=st.booleans())
def test_the_play_judge_allows_the_cards_the_api_allows(data, game, stock_empty):
    options, deck, size = data.draw(table(game))
    cards = data.draw(st.lists(st.sampled_from(deck.cards), min_size=1, max_size=size + options["players"] - 1,
                               unique=True))
    hand = cards[:data.draw(st.integers(1, min(size, len(cards))))]
    played = cards[len(hand):][:options["players"] - 1]
    hand_codes, played_codes = [c.code for c in hand], [c.code for c in played]
    # The boolean of each game's "may I play" form: the stock used up (Tute), strict following (Paulo).
    # Tute's manos abajo: the suits he did not answer; the API is told the cards of them he holds, face down.
    lacked = data.draw(st.lists(st.sampled_from(SPANISH_SUITS), max_size=2, unique=True)) if game == "tute" else []
    extra = {"tute": {"stock_empty": "1" if stock_empty else "", "manos_abajo": [s.letter for s in lacked]},
             "paulo": {"strict_follow": "1" if stock_empty else ""}}.get(game, {})
    judged = verdicts.play(game, query(**options, **extra, hand=hand_codes, led=played_codes[:1], cards=played_codes[1:]))
    assert not judged.error, judged.error
    body = {**for_api(options), "hand": hand_codes, "trick": played_codes}
    if game == "tute":
        body["stock_empty"] = stock_empty
        body["face_down"] = [c.code for c in hand if c.suit in lacked]
    if game == "paulo":
        body["strict_follow"] = stock_empty
    answer = api(f"{game}/legal", body)
    assert judged.verdict.data["legal"] == answer["legal"]
    assert judged.verdict.data["reasons"] == {code: reason["code"] for code, reason in answer["reasons"].items()}


@FIXTURES
@given(data=st.data(), players=st.sampled_from(docena.PLAYERS))
def test_the_docena_judge_names_and_compares_hands_as_the_api_does(data, players):
    deck = docena.deck(docena.Rules(players=players))
    cards = data.draw(st.lists(st.sampled_from(deck.cards), min_size=2, max_size=6, unique=True))
    cut = data.draw(st.integers(1, min(3, len(cards) - 1)))
    a, b = [c.code for c in cards[:cut]], [c.code for c in cards[cut:cut + 3]]
    alone = verdicts.hand("docena", query(players=players, a=a))
    hand = json.loads(Client().get("/api/v1/docena/hand", {"players": players, "cards": ",".join(a)}).content)
    assert alone.verdict.data["hand"]["key"] == hand["key"] and alone.verdict.data["hand"]["rung"] == hand["rank"]
    both = verdicts.hand("docena", query(players=players, a=a, b=b))
    compared = json.loads(Client().get("/api/v1/docena/compare",
                                       {"players": players, "a": ",".join(a), "b": ",".join(b)}).content)
    assert both.verdict.data["winner"] == compared["winner"]


@FIXTURES
@given(data=st.data(), muestra=st.sampled_from((None, *SPANISH_SUITS)), last=st.booleans(),
       acuses=st.lists(st.sampled_from(SPANISH_SUITS), max_size=4, unique=True), forty_taken=st.booleans())
def test_the_tute_points_judge_counts_as_the_api_does(data, muestra, last, acuses, forty_taken):
    deck = tute.deck(tute.Rules())
    pile = [c.code for c in data.draw(st.lists(st.sampled_from(deck.cards), min_size=1, max_size=20, unique=True))]
    letters = [s.letter for s in acuses]
    judged = verdicts.points("tute", query(cards=pile, muestra=muestra.letter if muestra else "", acuses=letters,
                                           last_trick="1" if last else "", forty_taken="1" if forty_taken else ""))
    answer = api("tute/score", {"cards": pile, "muestra": muestra.letter if muestra else None, "acuses": letters,
                                "last_trick": last, "forty_taken": forty_taken})
    assert judged.verdict.data["points"] == answer["points"]


@FIXTURES
@given(data=st.data(), players=st.sampled_from(papayoo.PLAYERS), die=st.sampled_from(papayoo.ORDINARY_SUITS))
def test_the_papayoo_points_judge_counts_as_the_api_does(data, players, die):
    deck = papayoo.deck(papayoo.Rules(players=players))
    pile = [c.code for c in data.draw(st.lists(st.sampled_from(deck.cards), min_size=1, max_size=20, unique=True))]
    judged = verdicts.points("papayoo", query(players=players, die=die.letter, cards=pile))
    piles = {"A": pile, **{f"P{i}": [] for i in range(1, players)}}
    answer = api("papayoo/score", {"die": die.letter, "piles": piles})
    assert judged.verdict.data["points"] == answer["scores"]["A"]
