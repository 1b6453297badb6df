"""Rule pages, judges and the API under a table's rules (docs/rules-decisions.md §39, §40, §41): for every game and
every named profile, the engine tables a rule page draws for the table, each judge's verdict and each API answer
are the engine's under that profile's ``Rules``; and changing one option an answer depends on changes it, on the
page, in the judge and in the API alike. Positions are drawn by hypothesis."""

from __future__ import annotations

import json
from random import Random
from typing import Any
from urllib.parse import urlencode

import pytest
from django.core.cache import caches
from django.test import Client
from hypothesis import HealthCheck, Phase, find, given, settings, strategies as st

import naipes.games
from judges.base import trick_games
from naipes import game as engine_of, profiles as named
from naipes.cards import Suit
from naipes.games import cirulo, docena
from naipes.options import option
from naipes.profiles import TABLE_FIELDS, codes
from naipes_site import table_rules
from naipes_site.inserts import render_insert
from tests.profiles.pages import inserts_left_to_the_table

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
NAMED = [pytest.param(game, p.slug, id=f"{game}-{p.slug}") for game in naipes.games.slugs()
         for p in named.profiles(game)]
TRICKS = [pytest.param(game, p.slug, id=f"{game}-{p.slug}") for game in sorted(trick_games())
          for p in named.profiles(game)]
DRAWN = settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))


def table_of(game: str, profile: str) -> table_rules.TableRules:
    return table_rules.decode(game, profile)


def custom(game: str, base: table_rules.TableRules, **changed: Any) -> table_rules.TableRules:
    """The table ``base`` with some options changed, as the table code a user would type."""
    return table_rules.decode(game, codes.encode(game, {**base.options, **changed}) or "standard")


def other_value(game: str, name: str, now: Any) -> Any:
    found = option(game, name)
    return next(v for v in found.values if v != now)


# --- rule pages: the engine tables that follow a table ---------------------------------------------------


def drawn_for(table: table_rules.TableRules, name: str, own: dict[str, str], lang: str) -> str:
    """The insert as the engine draws it under the table's own ``Rules``, the page's written arguments kept."""
    rules = table.sample()
    followed = {argument: option(table.game, opt).text(getattr(rules, opt))  # as a query writes it
                for argument, opt in table_rules.follows()[name].items()}
    return render_insert(name, lang, **{**followed, **own})


def page(lang: str, game: str, table: table_rules.TableRules) -> str:
    response = Client().get(f"/{lang}/{game}/", {"profile": table.code})
    assert response.status_code == 200
    return response.content.decode()


def test_every_game_with_table_options_has_an_engine_table_that_follows_the_table_but_papayoo():
    """Paulo's ladders, Cirulo's order and tantos, Tute's decks, La Docena's showdown and entró: Papayoo's
    options (how a game ends, the die, the moon) change no table its page draws, nor can a game whose only
    option is the players (not a table rule)."""
    games = naipes.games.slugs()
    with_options = {game for game in games if {o.name for o in engine_of(game).OPTIONS} - TABLE_FIELDS}
    assert {game for game in games if inserts_left_to_the_table(game, "es")} == with_options - {"papayoo"}
    for game in games:
        assert inserts_left_to_the_table(game, "es") == inserts_left_to_the_table(game, "en"), game


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "profile"), NAMED)
def test_a_rule_page_draws_its_engine_tables_under_the_profiles_rules(game, profile, lang):
    table = table_of(game, profile)
    html = page(lang, game, table)
    for name, own in inserts_left_to_the_table(game, lang):
        assert drawn_for(table, name, own, lang) in html, f"{game} {profile}: {name} {own}"


FOLLOWED = [pytest.param(game, name, opt, id=f"{name}-{opt}") for game in naipes.games.slugs()
            for name in sorted({insert for insert, _own in inserts_left_to_the_table(game, "es")})
            for opt in table_rules.follows()[name].values()]
"""Paulo's units and hand values are drawn once per scoring, each in its own section, which a table's scoring
marks: no insert of theirs is left to the table."""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "name", "opt"), FOLLOWED)
def test_changing_an_option_an_engine_table_follows_redraws_it_on_the_page(game, name, opt, lang):
    """Every named profile with that one option changed: some insert left to the table is drawn anew, and the
    page shows the new drawing."""
    for profile in named.profiles(game):
        table = table_of(game, profile.slug)
        before = page(lang, game, table)
        redrawn = 0
        for value in (v for v in option(game, opt).values if v != getattr(table.sample(), opt)):
            changed = custom(game, table, **{opt: value})
            after = page(lang, game, changed)
            for insert, own in inserts_left_to_the_table(game, lang):
                if insert != name or any(arg in own for arg, o in table_rules.follows()[name].items() if o == opt):
                    continue
                old, new = drawn_for(table, insert, own, lang), drawn_for(changed, insert, own, lang)
                if old != new:
                    redrawn += 1
                    # (A variant section that writes its own argument may show the other drawing on both pages.)
                    assert old in before and after.count(new) > before.count(new), f"{profile.slug}: {insert} {own}"
        assert redrawn, f"{name} draws the same under {profile.slug} whatever {opt} is"


# --- judges and the API: drawn positions ------------------------------------------------------------------


def api(method: str, path: str, body: dict) -> dict:
    client = Client()
    if method == "GET":
        response = client.get(f"/api/v1/{path}", body)
    else:
        response = client.post(f"/api/v1/{path}", json.dumps(body), content_type="application/json")
    assert response.status_code == 200, response.content
    return json.loads(response.content)


def judge(path: str, query: dict, table: table_rules.TableRules, *, kept: bool = False):
    """A judge opened with the position alone, under the table a link names or (``kept``) the browser keeps."""
    client = Client()
    caches["query_pages"].clear()  # a verdict afresh, never a page kept from an earlier example
    fields = {k: v for k, v in query.items() if v not in (None, "", [])}
    if kept:
        client.cookies[table_rules.cookie_name(table.game)] = table.code
    else:
        fields[table_rules.QUERY] = table.code
    response = client.get(f"/en/judges/{path}?{urlencode(fields, doseq=True)}")
    judgement = response.context["judgement"]
    assert response.status_code == 200 and not judgement.error, judgement.error
    return judgement


TRUMPS = "tests.profiles.trick_positions"
"""What a game with trumps adds to a position (that package says what; a game without a module has no trumps)."""


def trumps(game: str) -> Any:
    """The game's module in ``tests/profiles/trick_positions/``, or ``None`` for a game without trumps."""
    return naipes.games.modules(TRUMPS).get(game)


def engine_state(game: str, position: dict, *, play: bool) -> dict[str, Any]:
    """The keyword arguments (``state``) the engine's trick and play functions take for this position."""
    own = getattr(trumps(game), "state", None)
    return own(position, play=play) if own else {}


@st.composite
def trick_position(draw, table: table_rules.TableRules, *, play: bool) -> dict[str, Any]:
    """Cards of the table's deck (a hand too for "may I play"), and the trump the position names."""
    game = table.game
    engine = engine_of(game)
    rules = table.sample()
    deck = engine.deck(rules)
    size = len(engine.deal(rules, Random(0)).hands[0])  # the cards a hand holds at this table
    draw_trump = getattr(trumps(game), "draw_trump", None)
    trump: Suit | None = draw_trump(draw, rules) if draw_trump else None
    most = rules.players - (1 if play else 0)
    hand_size = draw(st.integers(1, size)) if play else 0
    cards = draw(st.lists(st.sampled_from(deck.cards), min_size=hand_size + (0 if play else 1),
                          max_size=hand_size + most, unique=True))
    return {"rules": rules, "trump": trump, "hand": cards[:hand_size], "trick": cards[hand_size:],
            "stock_empty": play and getattr(trumps(game), "STOCK", False) and draw(st.booleans())}


def engine_trick(game: str, position: dict) -> tuple[str, str]:
    engine, rules, trick = engine_of(game), position["rules"], position["trick"]
    extra = engine_state(game, position, play=False)
    return (trick[engine.trick_winner(trick, rules, **extra)].code,
            engine.trick_winner_reason(trick, rules, **extra))


def engine_legal(game: str, position: dict) -> dict[str, str]:
    engine, rules = engine_of(game), position["rules"]
    extra = engine_state(game, position, play=True)
    verdicts = engine.judge_plays(position["hand"], position["trick"], rules, **extra)
    return {card.code: verdict.reason for card, verdict in verdicts.items()}


def judge_query(game: str, position: dict, *, play: bool) -> dict:
    trick = [c.code for c in position["trick"]]
    query: dict[str, Any] = {"led": trick[:1], "cards": trick[1:]}
    if position["trump"] is not None:
        query["muestra" if getattr(position["rules"], "muestra", True) else "forty"] = position["trump"].letter
    if play:
        query["hand"] = [c.code for c in position["hand"]]
        query["stock_empty"] = "1" if position["stock_empty"] else ""
    return query


def api_body(game: str, position: dict, table: table_rules.TableRules, *, play: bool) -> dict:
    body: dict[str, Any] = {"profile": table.shared}
    api_trump = getattr(trumps(game), "api_trump", None)
    if api_trump:
        body.update(api_trump(position))
    elif position["trump"] is not None:
        body["muestra"] = position["trump"].letter
    body["players"] = position["rules"].players
    if play:
        body.update(hand=[c.code for c in position["hand"]], trick=[c.code for c in position["trick"]])
        if getattr(trumps(game), "STOCK", False):
            body["stock_empty"] = position["stock_empty"]
    else:
        body["cards"] = [c.code for c in position["trick"]]
    return body


def judged_trick(game: str, position: dict, table, *, kept: bool = False) -> tuple[str, str]:
    data = judge(f"{game}/trick/", judge_query(game, position, play=False), table, kept=kept).verdict.data
    return data["card"], data["reason"]


def api_trick(game: str, position: dict, table) -> tuple[str, str]:
    answer = api("POST", f"{game}/trick", api_body(game, position, table, play=False))
    return answer["card"], answer["reason"]["code"]


def judged_legal(game: str, position: dict, table, *, kept: bool = False) -> dict[str, str]:
    return judge(f"{game}/play/", judge_query(game, position, play=True), table, kept=kept).verdict.data["reasons"]


def api_legal(game: str, position: dict, table) -> dict[str, str]:
    answer = api("POST", f"{game}/legal", api_body(game, position, table, play=True))
    return {code: reason["code"] for code, reason in answer["reasons"].items()}


ANSWERS = {"trick": (engine_trick, judged_trick, api_trick), "play": (engine_legal, judged_legal, api_legal)}
"""Who takes a trick, and which cards of a hand may be played: the engine's, the judge's and the API's answer."""


@pytest.mark.parametrize("kind", list(ANSWERS))
@pytest.mark.parametrize(("game", "profile"), TRICKS)
def test_the_judges_and_the_api_answer_as_the_profiles_rules_do(game, profile, kind):
    """The winner of a trick and the cards a hand may play, under a table a link names or the browser keeps."""
    table = table_of(game, profile)
    engine_answer, judged, asked = ANSWERS[kind]

    @DRAWN
    @given(position=trick_position(table, play=kind == "play"), kept=st.booleans())
    def check(position, kept):
        expected = engine_answer(game, position)
        assert judged(game, position, table, kept=kept) == expected
        assert asked(game, position, table) == expected

    check()


@pytest.mark.parametrize("profile", [p.slug for p in named.profiles("docena")])
def test_the_docena_judge_and_the_api_compare_hands_under_the_profiles_rules(profile):
    table = table_of("docena", profile)
    rules = table.sample()
    deck = docena.deck(rules)

    @DRAWN
    @given(cards=st.lists(st.sampled_from(deck.cards), min_size=2, max_size=6, unique=True), data=st.data())
    def check(cards, data):
        cut = data.draw(st.integers(1, min(3, len(cards) - 1)))
        a, b = cards[:cut], cards[cut:cut + 3]
        expected = docena.comparison(a, b, rules).result
        judged = judge("docena/", {"a": [c.code for c in a], "b": [c.code for c in b]}, table)
        assert judged.verdict.data["winner"] == expected
        answer = api("GET", "docena/compare", {"a": ",".join(c.code for c in a), "b": ",".join(c.code for c in b),
                                              "players": rules.players, "profile": table.code})
        assert answer["winner"] == expected

    check()


# --- one option changed: the answer that depends on it changes ---------------------------------------------


JUDGED = {"paulo": ("order", "strict_follow"), "tute": ("over_trump", "stock_following"), "cirulo": ("pack",),
          "docena": ("nada_rule",)}
"""The options a judge's and the API's answers depend on: the trump ladder and strict following (Paulo), the
over-trump and following while the stock lasts (Tute), the pack (Cirulo), hands with nothing (La Docena).
Papayoo's options decide how a game ends, never a trick or a play."""

FLIPS = [pytest.param(game, p.slug, name, id=f"{game}-{p.slug}-{name}") for game, names in JUDGED.items()
         for p in named.profiles(game) for name in names]


def test_the_options_the_judges_answer_on_are_every_option_of_theirs_a_profile_may_set():
    """No option a judge reads is left out of the flips, bar the players (not a table rule) and Paulo's deck
    (which cards there are: the trick judge above draws Lanjarón's positions from its 30 cards)."""
    for game, spec in trick_games().items():
        read = set(spec.rules_options + spec.play_options) - TABLE_FIELDS - {"deck_variant"}
        assert read <= set(JUDGED.get(game, ())), game


FOUND = settings(database=None, phases=[Phase.generate])
"""A position where two tables differ is searched for, then judged: any such position will do, so the first found
is kept as it is (shrinking it to the smallest, which the judges and the API need no more than any other, was
half of these tests' time)."""


@pytest.mark.parametrize(("game", "profile", "name"), FLIPS)
def test_changing_one_option_changes_a_judges_and_the_apis_answer(game, profile, name):
    table = table_of(game, profile)
    changed = custom(game, table, **{name: other_value(game, name, getattr(table.sample(), name))})
    if game == "docena":
        rules, other = table.sample(), changed.sample()
        deck = docena.deck(rules)
        hands = find(st.lists(st.sampled_from(deck.cards), min_size=6, max_size=6, unique=True),
                     lambda c: docena.comparison(c[:3], c[3:], rules).result
                     != docena.comparison(c[:3], c[3:], other).result, settings=settings(FOUND, max_examples=2000))
        query = {"a": [c.code for c in hands[:3]], "b": [c.code for c in hands[3:]]}
        before, after = (judge("docena/", query, t).verdict.data["winner"] for t in (table, changed))
        assert before != after
        api_query = {"a": ",".join(query["a"]), "b": ",".join(query["b"])}
        assert (api("GET", "docena/compare", {**api_query, "profile": table.code})["winner"]
                != api("GET", "docena/compare", {**api_query, "profile": changed.code})["winner"])
        return
    play = name != "order"
    # A position of both tables' decks (the 48-card pack's eights and nines are no card of the 40).
    smaller = min((table, changed), key=lambda t: len(engine_of(game).deck(t.sample()).cards))
    answer = engine_legal if play else engine_trick

    def differs(position: dict) -> bool:
        return answer(game, {**position, "rules": table.sample()}) != answer(game, {**position,
                                                                                    "rules": changed.sample()})

    if game == "cirulo":
        # The pack decides which cards there are: a 9 of the 48 is refused under the 40, judged under the 48.
        forty, fortyeight = sorted((table, changed), key=lambda t: t.sample().pack)
        position = {"rules": fortyeight.sample(), "trump": None, "trick": [c for c in cirulo.deck(fortyeight.sample()).cards
                                                                          if c not in cirulo.deck(forty.sample()).cards][:2]}
        assert judged_trick(game, position, fortyeight)
        response = Client().get(f"/en/judges/cirulo/trick/?led={position['trick'][0].code}&profile={forty.code}")
        assert response.status_code == 400 and response.context["judgement"].error
        return
    position = find(trick_position(smaller, play=play), differs, settings=settings(FOUND, max_examples=5000))
    judged, asked = (judged_legal, api_legal) if play else (judged_trick, api_trick)
    under_table = judged(game, {**position, "rules": table.sample()}, table)
    under_changed = judged(game, {**position, "rules": changed.sample()}, changed)
    assert under_table != under_changed
    assert under_table == asked(game, {**position, "rules": table.sample()}, table)
    assert under_changed == asked(game, {**position, "rules": changed.sample()}, changed)
