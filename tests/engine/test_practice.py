"""Practice hands: the engine's seats play whole hands with legal cards only, and the count holds."""

from random import Random

import pytest

from naipes.cards import SPANISH_40
from naipes.games import papayoo, tute
from naipes.games.papayoo import practice as papayoo_hand
from naipes.games.tute import practice as tute_hand
from naipes.practice import LEARNER, PracticeError

SEEDS = range(1000)


def test_bots_alone_play_a_thousand_papayoo_rounds_that_total_250():
    for seed in SEEDS:
        rules = papayoo.Rules(players=papayoo.PLAYERS[seed % len(papayoo.PLAYERS)])
        hand = papayoo_hand.autoplay(seed, rules)
        assert hand.phase == "done"
        assert sum(hand.scores().scores.values()) == papayoo.ROUND_TOTAL
        assert len(hand.tricks) == papayoo.hand_size(rules)
        # Every card dealt was played exactly once.
        assert sorted(c.code for t in hand.tricks for c in t.cards) == sorted(c.code for c in papayoo.deck(rules))


def test_bots_alone_play_a_thousand_tute_deals_that_count_120_and_10_or_end_in_a_tute():
    tutes = 0
    for seed in SEEDS:
        rules = tute.Rules(players=2 + seed % 5, muestra=seed % 3 != 0)
        hand = tute_hand.autoplay(seed, rules)
        assert hand.phase == "done"
        results = hand.results()
        if results is None:
            tutes += 1
            assert tute.is_tute(hand.hands[hand.tute_by], rules)
            continue
        points, result = results
        assert sum(p.card_points for p in points) == tute.total_points(rules) == 120
        assert sum(p.last_trick_points for p in points) == tute.LAST_TRICK_POINTS
        assert result.winners or result.reason == "tie_replay"
    assert tutes < len(SEEDS) // 10


def test_every_card_the_bots_play_is_legal_by_the_engine():
    # The log keeps the engine's verdict of each card played: none is a refusal.
    refusals = set(tute.PLAY_REASONS) - {"leads", "free_while_stock", "follows_trump", "manos_abajo",
                                         "follows_suit_strict", "follows_suit", "follows_and_beats",
                                         "follows_cannot_beat", "trumps", "overtrumps", "trump_cannot_overtrump",
                                         "free_discard", "any_card"}
    for seed in range(200):
        hand = tute_hand.autoplay(seed, tute.Rules(players=4))
        assert not {detail["reason"] for kind, _, detail in hand.log.entries if kind == "play"} & refusals


@pytest.mark.parametrize("seed", [0, 17, 123456])
def test_a_replayed_seed_gives_the_same_deal_and_the_same_bot_plays(seed):
    rules = papayoo.Rules(players=5)
    first, second = papayoo_hand.autoplay(seed, rules), papayoo_hand.autoplay(seed, rules)
    assert first.dealt == second.dealt and first.die == second.die
    assert [t.cards for t in first.tricks] == [t.cards for t in second.tricks]
    deal = tute_hand.replay(seed, tute.Rules(players=3), [])
    assert deal.hands == tute_hand.replay(seed, tute.Rules(players=3), []).hands


def test_the_learners_actions_rebuild_the_same_hand():
    rules = papayoo.Rules(players=4)
    hand = papayoo_hand.replay(9, rules, [])
    actions = [tuple(hand.hands[LEARNER][:5])]
    hand = papayoo_hand.replay(9, rules, actions)
    while hand.phase == "play":
        card = papayoo_hand.bot_play(hand, LEARNER)
        actions.append(card)
        hand = papayoo_hand.replay(9, rules, actions)
    assert hand.phase == "done" and sum(hand.scores().scores.values()) == 250


def test_an_illegal_card_is_refused_with_the_engines_reason():
    rules = papayoo.Rules(players=4)
    for seed in range(200):
        hand = papayoo_hand.replay(seed, rules, [])
        actions = [tuple(hand.hands[LEARNER][:5])]
        hand = papayoo_hand.replay(seed, rules, actions)
        # Play on until the learner must follow a suit he holds and also holds another suit.
        while hand.phase == "play":
            verdicts = hand.verdicts()
            wrong = [c for c, v in verdicts.items() if not v.legal]
            if wrong:
                with pytest.raises(PracticeError) as refused:
                    papayoo_hand.replay(seed, rules, [*actions, wrong[0]])
                assert refused.value.code == "illegal_play"
                assert refused.value.reason in ("must_follow_suit", "must_follow_payoo")
                assert refused.value.index == len(actions)
                return
            actions.append(papayoo_hand.bot_play(hand, LEARNER))
            hand = papayoo_hand.replay(seed, rules, actions)
    pytest.fail("no seed gave an illegal choice")


def test_the_pass_must_be_the_right_number_of_the_learners_own_cards():
    rules = papayoo.Rules(players=4)
    hand = papayoo_hand.replay(1, rules, [])
    with pytest.raises(PracticeError) as refused:
        papayoo_hand.replay(1, rules, [tuple(hand.hands[LEARNER][:4])])
    assert refused.value.code == "wrong_number_of_cards"
    stranger = next(c for c in papayoo.deck(rules) if c not in hand.hands[LEARNER])
    with pytest.raises(PracticeError):
        papayoo_hand.replay(1, rules, [(*hand.hands[LEARNER][:4], stranger)])


def test_a_tute_learner_who_wins_a_trick_with_a_pair_may_declare_it():
    # Search deals for a moment when the learner may sing, then sing and check the points.
    for seed in range(400):
        rules = tute.Rules(players=2)
        actions: list = []
        hand = tute_hand.replay(seed, rules, actions)
        rng = Random(seed)
        while hand.phase != "done":
            if hand.phase == "declare":
                legal = [k for k, v in hand.declarations().items() if v.legal and k != "tute"]
                if legal:
                    hand = tute_hand.replay(seed, rules, [*actions, ("sing", legal[0])])
                    seat, suit, points = hand.declared[-1]
                    assert seat == LEARNER and points in (20, 40)
                    return
                actions.append(("no_sing",))
            else:
                legal_cards = [c for c, v in hand.verdicts().items() if v.legal]
                actions.append(rng.choice(legal_cards))
            hand = tute_hand.replay(seed, rules, actions)
    pytest.fail("no deal let the learner declare")


def test_bots_alone_play_a_thousand_cirulo_rounds_whose_payments_add_up_to_the_oros():
    from naipes.games import cirulo
    from naipes.games.cirulo import practice as cirulo_hand

    for seed in SEEDS:
        rules = cirulo.Rules(players=cirulo.PLAYERS[seed % len(cirulo.PLAYERS)], pack=(40, 48)[seed % 2])
        hand = cirulo_hand.autoplay(seed, rules)
        settlement = hand.settlement()
        assert settlement.complete
        assert sum(settlement.pays.values()) == cirulo.oros_total(rules)
        assert settlement.pot == sum(settlement.shares.values()) + settlement.carry_over


def test_bots_alone_play_a_thousand_paulo_hands_until_a_team_has_three_bazas():
    from naipes.games import paulo
    from naipes.games.paulo import practice as paulo_hand

    for seed in SEEDS:
        rules = paulo.Rules(players=(4, 6, 8)[seed % 3])
        hand = paulo_hand.autoplay(seed, rules)
        assert max(hand.bazas) == paulo.TRICKS_TO_WIN > min(hand.bazas)
        assert len(hand.tricks) <= paulo.HAND_SIZE
        assert hand.chinos() == 2  # a hand won with no bet, from a fresh score (rules page: no bet)


def test_with_bets_bots_alone_play_a_thousand_paulo_hands_whose_award_is_the_score_sheets():
    from naipes.games import paulo
    from naipes.games.paulo import practice as paulo_hand

    refused = accepted = 0
    for seed in SEEDS:
        rules = paulo.Rules(players=(4, 6, 8)[seed % 3])
        hand = paulo_hand.autoplay(seed, rules, betting=True)
        assert hand.phase == "done"
        outcome = hand.outcome()
        if hand.went_away is None:
            assert max(hand.bazas) == paulo.TRICKS_TO_WIN
        else:
            refused += 1
            assert outcome.end == "refused" and outcome.winner == 1 - hand.went_away
        accepted += hand.bets > 0
        # Played out, the hand is worth every accepted bet; refused, one chino less than the bet refused.
        value = paulo.bet_value(paulo.Score(), hand.bets, rules)
        assert hand.chinos() == value
        for kind, seat, _ in hand.log.entries:
            if kind == "bet":
                assert seat >= 0
    assert refused and accepted


def test_no_paulo_bet_before_the_postre_of_the_first_baza():
    from naipes.games import paulo
    from naipes.games.paulo import practice as paulo_hand

    hand = paulo_hand.replay(4, paulo.Rules(players=4), [], betting=True)
    # The learner is the dealer, the postre of the first baza: the earliest who may bet.
    assert len(hand.trick) == 3 and hand.may_bet(LEARNER)
    assert not paulo_hand.replay(4, paulo.Rules(players=4), [], betting=False).may_bet(LEARNER)
    with pytest.raises(PracticeError):
        paulo_hand.replay(4, paulo.Rules(players=4), [paulo_hand.BET], betting=False)
    after = paulo_hand.replay(4, paulo.Rules(players=4), [paulo_hand.BET], betting=True)
    assert after.bets == 1 or after.went_away == 1


def manos_abajo_breaches(hand: tute_hand.Hand, rules: tute.Rules, seed: int) -> list[str]:
    """Plays that break manos abajo (rules-decisions §20, §35), found from the deal and the tricks alone: a seat
    that did not answer a suit while the stock lasted lays face down the cards of it drawn afterwards, and
    must play that suit when it is led while it still holds one of them."""
    stock = list(tute.deal(rules, Random(seed)).stock)
    unanswered: list[set] = [set() for _ in range(rules.players)]
    face_down: list[set] = [set() for _ in range(rules.players)]
    breaches = []
    for number, played in enumerate(hand.tricks, 1):
        led = played.cards[0].suit
        for index, card in enumerate(played.cards):
            seat = played.seat_of(index, rules.players)
            owed = index > 0 and stock and any(c.suit is led for c in face_down[seat])
            if owed and card.suit is not led:
                breaches.append(f"seed {seed}, trick {number}: seat {seat} played {card.code} on {led.letter}")
            face_down[seat].discard(card)
            if index > 0 and stock:
                (unanswered[seat].discard if card.suit is led else unanswered[seat].add)(led)
        for seat in tute.draw_order(played.winner, rules.players) if stock else ():
            card = stock.pop(0)
            if card.suit in unanswered[seat]:
                face_down[seat].add(card)
    return breaches


def test_no_bot_play_breaks_manos_abajo_over_many_deals():
    breaches = []
    for seed in range(400):
        rules = tute.Rules(players=2 + seed % 5, muestra=seed % 3 != 0)
        breaches += manos_abajo_breaches(tute_hand.autoplay(seed, rules), rules, seed)
    assert not breaches, breaches[:5]


def test_the_reported_practice_deal_keeps_the_cards_laid_face_down():
    """The learner's link from the report: at trick 6 a bot used to keep the copas it drew face down."""
    rules = tute.Rules(players=3)
    actions = [SPANISH_40.parse_one(code) for code in ("2B", "7B", "7C", "10O", "11O", "11B")]
    hand = tute_hand.replay(30437866, rules, actions)
    assert not manos_abajo_breaches(hand, rules, 30437866)
    assert {card.code for card in hand.face_down[2]} == {"12C"}


@pytest.mark.parametrize("seed", range(5))
def test_with_the_die_before_the_pass_everyone_passes_knowing_the_papayoo(seed):
    # The house rule rolls the die before the pass; the official rules, after it.
    before = papayoo_hand.replay(seed, papayoo.Rules(players=4, die_before_pass=True), [])
    after = papayoo_hand.replay(seed, papayoo.Rules(players=4), [])
    assert before.phase == after.phase == "pass"
    assert before.die is not None and after.die is None
    passed = papayoo_hand.bot_pass(before.hands[LEARNER], before.pass_count)
    assert papayoo_hand.replay(seed, before.rules, [passed]).die == before.die


def test_once_the_die_has_spoken_the_engines_seats_pass_the_papayoo_first():
    for seed in range(60):
        hand = papayoo_hand.replay(seed, papayoo.Rules(players=4, die_before_pass=True), [])
        papayoo_card = papayoo.papayoo_card(hand.die)
        held = hand.hands[LEARNER]
        if papayoo_card in held:
            assert papayoo_card in papayoo_hand.bot_pass(held, hand.pass_count, hand.die)
            return
    raise AssertionError("no deal gave the learner the Papayoo")
