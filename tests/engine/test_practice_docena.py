"""A practice hand of La Docena: the engine's seats only take legal actions, the stones are conserved,
and the showdown gives the centre to the hand the ladder ranks best."""

from random import Random

import pytest

from naipes.cards import SPANISH_40
from naipes.games.docena import PLAYERS, STONES, Rules, compare, entro, hand_rank, practice as docena_hand
from naipes.games.docena.practice import ACCEPT, BET, CUT, DEJO, DISCARD, FOLD, PASS, WITHDRAW
from naipes.practice import LEARNER, PracticeError

SEEDS = range(1000)


def rules_for(seed: int) -> Rules:
    return Rules(players=PLAYERS[seed % len(PLAYERS)])


def play_out_checking_every_step(hand, choose):
    """Play to the end; before each action check it is one the rules offer that seat, and after it
    that no stone was made or lost."""
    total = hand.players * STONES
    while hand.phase != "done":
        seat = hand.to_act
        action = choose(hand, seat)
        assert action[0] in hand.options(seat), (hand.seed, seat, action, hand.options(seat))
        hand.act(seat, action)
        assert sum(hand.stones) + sum(hand.put) == total
        assert min(hand.stones) >= 0
    return hand


def test_bots_alone_play_a_thousand_hands_with_legal_actions_and_every_stone_accounted_for():
    for seed in SEEDS:
        rules = rules_for(seed)
        hand = play_out_checking_every_step(docena_hand.deal(seed, rules), docena_hand.bot_action)
        assert sum(hand.stones) == rules.players * STONES
        # The whole centre went to hands still in: nobody who folded or withdrew took a stone.
        assert hand.awards and all(hand.status[w] == "in" for a in hand.awards for w in a.winners)
        assert all(set(a.winners) <= set(a.contenders) for a in hand.awards)


def test_a_learner_taking_random_legal_actions_never_breaks_a_hand():
    for seed in range(300):
        rng = Random(seed)
        rules = rules_for(seed)
        hand = docena_hand.replay(seed, rules, [])
        actions = []
        while hand.phase != "done":
            action = rng.choice(docena_hand.learner_actions(hand))
            actions.append(action)
            hand = docena_hand.replay(seed, rules, actions)
            assert sum(hand.stones) + sum(hand.put) == rules.players * STONES
        assert hand.to_act is None


def test_everyone_puts_the_entro_for_the_table_size_when_the_first_card_is_dealt():
    for players in PLAYERS:
        hand = docena_hand.deal(5, Rules(players=players))
        assert hand.put == [entro(players)] * players
        assert all(len(cards) == 1 for cards in hand.hands)


def test_the_showdown_gives_the_centre_to_the_best_hand_on_the_ladder():
    for seed in range(300):
        hand = docena_hand.autoplay(seed, rules_for(seed))
        if not hand.ranks:
            continue  # won alone, before any showdown
        main = hand.awards[0]
        winner = main.winners[0]
        for other in main.contenders:
            if other != winner:
                assert compare(hand.hands[winner], hand.hands[other], hand.rules) in ("a", "tie")
        assert hand.ranks[winner].rank == hand_rank(hand.hands[winner]).rank


def test_the_mano_may_not_open_the_betting_on_the_first_card():
    seed = next(s for s in range(1000) if s % 6 == LEARNER)  # the learner is the mano at six players
    hand = docena_hand.replay(seed, Rules(players=6), [])
    assert hand.mano == LEARNER and hand.to_act == LEARNER
    assert BET not in hand.options()
    with pytest.raises(PracticeError) as refused:
        hand.act(LEARNER, (BET, 2))
    assert refused.value.reason == "mano_first_card"


def test_only_a_caballo_or_sota_first_card_lets_the_learner_take_the_entro_back():
    for seed in range(400):
        hand = docena_hand.replay(seed, Rules(players=8), [])
        if hand.to_act != LEARNER:
            continue
        first = hand.hands[LEARNER][0]
        if first.rank in (10, 11):
            before = hand.stones[LEARNER]
            hand.act(LEARNER, (WITHDRAW,))
            assert hand.status[LEARNER] == "withdrew" and hand.stones[LEARNER] == before + entro(8)
        else:
            with pytest.raises(PracticeError) as refused:
                hand.act(LEARNER, (WITHDRAW,))
            assert refused.value.reason == "entro_stays"


def test_a_replayed_seed_gives_the_same_deal_and_the_same_bot_actions():
    for seed in (0, 17, 123456):
        first, second = docena_hand.autoplay(seed, Rules(players=7)), docena_hand.autoplay(seed, Rules(players=7))
        assert first.dealt == second.dealt and first.log.entries == second.log.entries
        assert first.stones == second.stones


def test_a_bot_keeps_its_best_pinta_at_the_dejo():
    cards = SPANISH_40.parse("1C 12C 2E")
    assert docena_hand.discard_choice(cards) == (SPANISH_40.parse_one("2E"),)


def test_without_a_flor_or_calla_the_dejo_cannot_be_cut():
    for seed in range(2000):
        rules = Rules(players=5)
        hand = docena_hand.deal(seed, rules)
        while hand.phase != "done" and not (hand.phase == "discard" and hand.to_act == LEARNER):
            seat = hand.to_act
            action = (DEJO, True) if hand.phase == "dejo" else (PASS,) if PASS in hand.options(seat) else (
                (ACCEPT,) if ACCEPT in hand.options(seat) else docena_hand.bot_action(hand, seat))
            if hand.phase == "discard" and seat != LEARNER and CUT in hand.options(seat):
                action = (DISCARD, docena_hand.discard_choice(hand.hands[seat]))
            hand.act(seat, action)
        if hand.phase == "discard" and CUT not in hand.options():
            with pytest.raises(PracticeError) as refused:
                hand.act(LEARNER, (CUT,))
            assert refused.value.reason == "cut_needs_flor_or_calla"
            return
    pytest.fail("no dejo reached the learner")


def test_a_fold_leaves_the_cards_and_the_stones_put_in_the_centre():
    for seed in range(500):
        hand = docena_hand.replay(seed, Rules(players=4), [])
        if hand.pending and hand.to_act == LEARNER:
            put = hand.put[LEARNER]
            hand.act(LEARNER, (FOLD,))
            assert hand.status[LEARNER] == "folded" and hand.put[LEARNER] in (put, 0)
            return
    pytest.fail("no bet came to the learner")
