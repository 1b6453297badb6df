"""La Docena's expert searches the betting (:class:`naipes.games.docena.bots.DocenaExpert`): every world it deals
replays, with the engine, to the very position its seat sees (the same view: stones, who is in, the round, the turn,
what was said), keeps the seat's own cards, and gives each other seat cards that agree with what it did; it weighs
every kind of action it may take (withdraw, pass, the stakes, accept or fold, the dejo, cut or discard); and the same
view and seed give the same action, the clock only capping the search."""

from __future__ import annotations

import math
from random import Random
from typing import Any
from unittest import mock

import naipes
import naipes.bots
from naipes.bots import EXPERT, Legal, search
from naipes.cards import CABALLO, SOTA
from naipes.games.docena import bots, can_cut_dejo, practice

EXPERT_BOT = bots.BOTS[EXPERT]


def decisions(seeds: range) -> list[tuple[Any, Any, Legal]]:
    """(the hand as it stood, the seat's view, what it could do) at every decision of hands of the club player."""
    ask, found = naipes.bots.ask, []
    rules = naipes.game("docena").DEFAULT_RULES

    def spy(hand: Any, seat: int, legal: Legal) -> Any:
        found.append((seat, bots.view_for(hand, seat), legal))
        return ask(hand, seat, legal)

    with mock.patch.object(naipes.bots, "ask", spy):
        for seed in seeds:
            practice.autoplay(seed, rules, levels=("club",) * rules.players)
    return found


def test_every_world_replays_to_the_seats_own_view_with_cards_that_agree_with_what_each_seat_did():
    rng, dealt, searched = Random(3), 0, 0
    for seat, view, legal in decisions(range(6)):
        if view.round not in bots.ROUNDS_SEARCHED or len(EXPERT_BOT.candidates(view, legal)) < 2:
            continue
        searched += 1
        for _ in range(3):
            world = EXPERT_BOT.world(view, rng)
            if world is None:
                continue
            dealt += 1
            assert bots.view_for(world, seat) == view
            assert world.hands[seat] == list(view.hand)
            for kind, who, _detail in view.history:
                if kind == "withdraw":
                    assert world.dealt[who][0].rank in (CABALLO, SOTA)
                if kind == "cut":
                    assert can_cut_dejo(world.dealt[who])
    assert searched and dealt >= searched, "the worlds were seldom found"


def test_each_kind_of_action_is_weighed():
    kinds = set()
    for _seat, view, legal in decisions(range(12)):
        if view.round in bots.ROUNDS_SEARCHED:
            kinds |= {action[0] for action in EXPERT_BOT.candidates(view, legal)}
    assert {"withdraw", "pass", "bet", "accept", "fold", "dejo", "discard"} <= kinds


def test_the_same_view_and_seed_give_the_same_action_and_the_clock_only_caps():
    patient = bots.DocenaExpert(bots.Club(), search.Budget(samples=3, rollouts=12, seconds=math.inf))
    hurried = bots.DocenaExpert(bots.Club(), search.Budget(samples=3, rollouts=12, seconds=0.0))
    checked = 0
    for _seat, view, legal in decisions(range(2)):
        weighed = patient.candidates(view, legal)
        if view.round not in bots.ROUNDS_SEARCHED or len(weighed) < 2:
            continue
        first = patient.search(view, weighed, Random(9))
        assert first is not None and patient.search(view, weighed, Random(9)) == first
        assert first[2] == patient.worlds(len(weighed))
        found = hurried.search(view, weighed, Random(9))
        assert found is not None and found[2] == hurried.budget.least
        assert patient.choose(view, legal, Random(9)) == first[0] and legal.allows(first[0])
        checked += 1
    assert checked


def test_the_club_read_from_the_hand_chooses_as_from_its_view():
    club = bots.Club()
    found = decisions(range(8))
    hands = []
    ask = naipes.bots.ask

    def spy(hand: Any, seat: int, legal: Legal) -> Any:
        hands.append((hand.to_act, club.act_in(hand, seat)))
        return ask(hand, seat, legal)

    with mock.patch.object(naipes.bots, "ask", spy):
        rules = naipes.game("docena").DEFAULT_RULES
        for seed in range(8):
            practice.autoplay(seed, rules, levels=("club",) * rules.players)
    assert [club.choose(view, legal, Random(0)) for _seat, view, legal in found] == [chosen for _, chosen in hands]


def test_a_club_players_own_cards_agree_with_all_it_did():
    """The expert reads the other seats' cards by what the club would have done with them: a club player's true
    cards never miss."""
    rules = naipes.game("docena").DEFAULT_RULES
    club, read = bots.Club(), 0
    for seed in range(6):
        hand = practice.autoplay(seed, rules, levels=("club",) * rules.players)
        for seat in range(rules.players):
            view = bots.view_for(hand, seat)
            reading = bots.Reading(view, club)
            for other, positions in reading.positions.items():
                read += len(positions)
                assert reading.misses(other, hand.dealt[other]) == 0
    assert read
