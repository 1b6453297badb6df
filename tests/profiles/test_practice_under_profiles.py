"""Practice hands deal, judge, win tricks and count under the table they were asked under (docs/rules-decisions.md
§42): for every game with a practice hand and every named profile, a hand dealt from ``?profile=`` is the
engine's hand under that profile's ``Rules``, move after move, to the count; and changing one option that the
hand depends on changes what some seeded hand's page says."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

import pytest
from django.test import Client
from django.utils import translation

from naipes import profiles as named
from naipes.games.docena import practice as docena_hand
from naipes.practice import LEARNER
from naipes.profiles import codes
from naipes_site import table_rules
from practice.games import hands, trick_games
from practice.games.docena import hand as docena

pytestmark = pytest.mark.django_db

NAMED = [pytest.param(game, p.slug, id=f"{game}-{p.slug}") for game in hands() for p in named.profiles(game)]

FLIPPED = {"paulo": "strict_follow", "cirulo": "pack", "tute": "over_trump", "papayoo": "die_before_pass",
           "docena": "nada_rule"}
"""An option each game's hand depends on: who may follow with what (Paulo, Tute), the cards dealt (Cirulo),
when the die is rolled (Papayoo), how two hands with no combination compare at the showdown (La Docena). A game
whose only option is its players (not a table rule) has none to flip."""


def table_options(game: str) -> set[str]:
    return {o.name for o in table_rules.declared(game)} - named.TABLE_FIELDS


FLIPS = [param for param in NAMED if table_options(param.values[0])]


def test_every_practice_game_with_table_options_names_one_its_hand_depends_on():
    assert [game for game in hands() if table_options(game) and game not in FLIPPED] == []
    assert all(FLIPPED[game] in table_options(game) for game in FLIPPED)


def players_for(game: str, profile: named.Profile) -> int:
    hand = hands()[game]
    for players in (hand.default_players, *hand.players):
        try:
            profile.rules(players=players)
            return players
        except ValueError:
            continue
    raise AssertionError(f"no practice table seats {game}'s {profile.slug}")


def learner_actions(game: str, seed: int, rules: Any) -> list[Any]:
    """The actions the engine would take in the learner's seat, to the end of the hand."""
    if game == "docena":
        hand = docena_hand.deal(seed, rules)
        hand.run_bots()
        actions = []
        while hand.phase != "done":
            action = docena_hand.bot_action(hand, LEARNER)
            actions.append(action)
            hand.act(LEARNER, action)
            hand.run_bots()
        return actions
    hand = trick_games()[game].hand.deal(seed, rules)
    hand.run_bots()
    actions = []
    while hand.phase != "done":
        action = hand.learner_choice()
        actions.append(action)
        hand.act(action)
    return actions


def hand_url(game: str, seed: int, players: int, code: str, actions: list[Any], coach: str = "teach") -> str:
    if game == "docena":
        table = table_rules.decode(game, code)
        return f"/es/practice/docena/?{urlencode({'h': docena.sign(seed, players, actions, table), 'coach': coach})}"
    written = ",".join(trick_games()[game].format_action(a) for a in actions)
    query = {"seed": seed, "players": players, "coach": coach, "profile": code, "a": written}
    return f"/es/practice/{game}/?{urlencode(query)}"


def page_of(html: str) -> str:
    """What the hand's page says about the hand: its sections, without the links and hidden fields that
    name the table itself."""
    body = html[html.index('<div id="practice"'):]
    return re.sub(r'(href|value)="[^"]*"', "", body)


@pytest.mark.parametrize(("game", "slug"), NAMED)
def test_a_new_hand_is_dealt_under_the_profile_a_link_names(client: Client, game, slug):
    profile = named.profile(game, slug)
    response = client.get(f"/es/practice/{game}/?profile={slug}")
    assert response.status_code == 302
    query = parse_qs(urlparse(response.url).query)
    if game == "docena":
        seed, players, _actions, table = docena.unsign(query["h"][0])
    else:
        seed, players, table = int(query["seed"][0]), int(query["players"][0]), table_rules.decode(
            game, query.get("profile", ["standard"])[0])
    assert table.profile == profile
    page = client.get(response.url)
    assert page.status_code == 200
    shown = page.context["shown"]
    assert shown.table.profile == profile and shown.name == table_rules.decode(game, slug).name("es")
    if game != "docena":
        assert page.context["settings"]["rules"] == profile.rules(players=players)
    assert seed >= 0


@pytest.mark.parametrize(("game", "slug"), NAMED)
def test_every_position_of_a_hand_is_the_engines_under_the_profile(client: Client, game, slug):
    profile = named.profile(game, slug)
    players = players_for(game, profile)
    rules, seed = profile.rules(players=players), 7
    actions = learner_actions(game, seed, rules)
    for upto in range(len(actions) + 1):
        response = client.get(hand_url(game, seed, players, slug, actions[:upto]))
        assert response.status_code == 200 and not response.context["problem"], (upto, response.context["problem"])
        if game == "docena":
            hand = docena_hand.replay(seed, rules, actions[:upto])
            assert response.context["your_cards"] == hand.hands[LEARNER]
            assert response.context["centre"] == hand.centre and response.context["phase"] == hand.phase
            if hand.phase == "done":
                assert [a["stones"] for a in response.context["awards"]] == [a.stones for a in hand.awards]
            continue
        state = trick_games()[game].hand.replay(seed, rules, actions[:upto])
        context = response.context
        assert context["settings"]["rules"] == rules
        # The deal and the legal plays: the learner's cards, each judged under the profile's rules.
        assert [h["card"] for h in context["hand"]] == state.hands[LEARNER]
        if context.get("your_turn"):
            verdicts = state.verdicts(LEARNER)
            assert {h["card"]: h["legal"] for h in context["hand"]} == {c: v.legal for c, v in verdicts.items()}
        # Who took the last trick, and why.
        if state.tricks:
            assert context["last_trick"]["why_code"] == state.tricks[-1].why
            assert len(context["history"]) == len(state.tricks)
        # The count.
        if state.phase == "done":
            with translation.override("es"):
                assert context["count"] == trick_games()[game].count(state, "es")


def flipped_code(game: str, profile: named.Profile) -> str:
    option = next(o for o in table_rules.declared(game) if o.name == FLIPPED[game])
    current = profile.options.get(option.name, option.default)
    other = next(v for v in option.values if v != current)
    return codes.encode(game, {**profile.options, option.name: other}) or named.STANDARD


@pytest.mark.parametrize(("game", "slug"), FLIPS)
def test_changing_one_option_the_hand_depends_on_changes_some_seeded_hands_page(client: Client, game, slug):
    profile = named.profile(game, slug)
    players = players_for(game, profile)
    rules, other = profile.rules(players=players), flipped_code(game, profile)
    for seed in range(40):
        actions = learner_actions(game, seed, rules)
        for played in ([], actions):  # the deal as it is first shown (the die, before the pass), the count
            ours = client.get(hand_url(game, seed, players, slug, played))
            theirs = client.get(hand_url(game, seed, players, other, played))
            assert ours.status_code == theirs.status_code == 200
            if page_of(ours.content.decode()) != page_of(theirs.content.decode()):
                return
    raise AssertionError(f"{game}: {FLIPPED[game]} changed no hand of 40 under {slug}")
