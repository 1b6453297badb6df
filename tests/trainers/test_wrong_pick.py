"""Feedback on the wrong pick: a wrong answer first hears why *that* answer is wrong, in the
engine's terms, before the general rule. Every drill, both languages; then one written-out case per drill."""

from random import Random

import pytest

from naipes.cards import PAPAYOO_60, SPANISH_40, SPANISH_48, Suit
from naipes.games.paulo.chinos import HandOutcome, Score, TeamScore
from tests.trainers.test_drills import wrong_for
from trainers.drills import DRILLS
from trainers.games.cirulo import trick as cirulo_trick
from trainers.games.docena import (
    bets as docena_bets,
    compare as docena_compare,
    hand as docena_hand,
    mala as docena_mala,
)
from trainers.games.papayoo import (
    deal as papayoo_deal,
    round as papayoo_round,
    trick as papayoo_trick,
    which_card as papayoo_which_card,
)
from trainers.games.paulo import (
    chinos as paulo_chinos,
    may_play as paulo_may_play,
    trick as paulo_trick,
    trumps as paulo_trumps,
)
from trainers.games.tute import (
    acuses as tute_acuses,
    count as tute_count,
    legal as tute_legal,
    trick as tute_trick,
)

C = SPANISH_40.parse
P = PAPAYOO_60.parse


def asked(drill, seeds: int):
    """The questions of ``drill`` at each of its levels for the first ``seeds`` seeds, each as ``(level, seed,
    question, right answer, an answer wrong in one item)``."""
    for level in drill.LEVELS:
        for seed in range(seeds):
            question = drill.generate(Random(seed), level)
            widget, answer = drill.scene(question).widget, drill.expected(question)
            yield level, seed, question, answer, wrong_for(widget, answer)


@pytest.mark.parametrize("slug", list(DRILLS))
def test_every_wrong_answer_says_why_in_both_languages_and_a_right_one_does_not(slug):
    drill = DRILLS[slug]
    for level, seed, question, answer, wrong_answer in asked(drill, 25):
        wrong = drill.check(question, drill.parse_answer({"answer": wrong_answer}))
        assert wrong.why_wrong and wrong.why_wrong["es"] and wrong.why_wrong["en"], (slug, level, seed)
        assert wrong.why_wrong["es"] != wrong.why_wrong["en"]
        assert drill.check(question, drill.parse_answer({"answer": answer})).why_wrong is None


def test_paulo_trick_a_plain_card_against_the_paulo():
    """Muestra copas: the ace of bastos is a plain card, and the Paulo beats it."""
    q = paulo_trick.Question(2, 6, C("7C")[0], C("1B 4B 12B 2B 5B 6B"))
    why = paulo_trick.check(q, C("1B")[0]).why_wrong
    assert why["en"].startswith("You chose the ace of bastos: with muestra copas, it is not a trump, and the four of bastos")
    assert why["es"].startswith("Elegiste el as de bastos: con muestra copas, no es triunfo")


def test_paulo_trick_a_card_of_the_suit_led_against_a_higher_one():
    q = paulo_trick.Question(1, 4, C("7O")[0], C("1B 12B 2B 3B"))  # muestra oros: 3B, 2B, 1B, 12B plain... 12B wins
    why = paulo_trick.check(q, C("1B")[0]).why_wrong["en"]
    assert "it follows the suit led, but the rey (king) of bastos ranks higher" in why
    assert "rey, caballo, sota, ace, 7, 6, 5, 4, 3, 2" in why


def test_tute_trick_off_suit_card_never_wins():
    q = tute_trick.Question(1, 3, C("7O")[0], None, False, C("3C 1E 12C"))
    why = tute_trick.check(q, C("1E")[0]).why_wrong["en"]
    assert "it is not of the suit led and nobody played a trump" in why


def test_cirulo_and_papayoo_tricks_name_the_higher_card_of_the_suit_led():
    q = cirulo_trick.Question(1, 3, 40, SPANISH_40.parse("1O 12O 7C"))
    assert "rey (king) of oros ranks higher" in cirulo_trick.check(q, C("1O")[0]).why_wrong["en"]
    assert SPANISH_48  # the 48-card order is said by the same helper
    q = papayoo_trick.Question(1, 3, P("3S 9S 20P"))
    assert "it is not of the suit led" in papayoo_trick.check(q, P("20P")[0]).why_wrong["en"]


def test_paulo_trumps_names_the_card_put_too_high():
    q = paulo_trumps.Question(1, 8, C("7C")[0], C("2C 12C 4B 11O 3C"))
    why = paulo_trumps.check(q, C("11O 4B 3C 2C 12C")).why_wrong["en"]
    assert why.startswith("You put the caballo (knight) of oros in position 1, above the four of bastos")


def test_ticked_cards_carry_the_engine_reason():
    q = paulo_may_play.Question(1, 4, C("7O")[0], C("12B"), C("1B 5O 4B 6B 2B"))
    feedback = paulo_may_play.check(q, C("1B"))
    assert feedback.why_wrong["en"].startswith("You left the")
    q = tute_legal.Question(1, 2, C("7O")[0], C("3C"), C("1C 12C 5E 2O"))
    assert tute_legal.check(q, C("1C 12C")).why_wrong["en"].startswith("You ticked the rey (king) of copas, but it does not fit:")


def test_number_drills_name_the_box_and_how_it_is_made_up():
    q = papayoo_round.generate(Random(3), 1)
    answer = dict(papayoo_round.points(q))
    first = next(iter(answer))
    why = papayoo_round.check(q, {**answer, first: answer[first] + 3}).why_wrong["en"]
    assert why.startswith(f"You wrote {answer[first] + 3} for “{first}”, but it is {answer[first]}. That pile:")
    q = tute_count.generate(Random(3), 1)
    right = tute_count.expected(q)
    key = next(iter(right))
    assert tute_count.check(q, {**right, key: right[key] + 1}).why_wrong["en"].startswith(f"You wrote {right[key] + 1}")


def test_docena_drills_say_what_the_chosen_answer_makes():
    q = docena_compare.Question(2, 5, C("3C 2C"), C("3E 2E"), mano="b")
    assert docena_compare.expected(q) == "b"
    assert "a tie goes to the mano, player B" in docena_compare.check(q, "a").why_wrong["en"]
    q = docena_hand.Question(2, 8, C("3C 3E 3B"))
    assert docena_hand.check(q, 2).why_wrong["en"].startswith("You chose")
    q = docena_mala.Question(1, 5, C("12C"))
    assert docena_mala.check(q, C("3O")[0]).why_wrong["en"].startswith("With the mala as")


def test_papayoo_which_card_another_seven_is_worth_nothing():
    q = papayoo_which_card.Question(2, Suit.HEARTS, P("7S 7H 7P"))
    why = papayoo_which_card.check(q, "7S").why_wrong["en"]
    assert "so only the 7 of" in why and "this 7 is worth nothing" in why
    assert "it is a Payoo, worth its number, 7" in papayoo_which_card.check(q, "7P").why_wrong["en"]


def test_new_drills_say_why():
    q = tute_acuses.Question(2, C("7O")[0], C("12C 11C 1E 2E 3B 4B"), Suit.COPAS, False, True, (), False)
    assert tute_acuses.expected(q) == "no"
    assert "only the player who has just won the baza may declare" in tute_acuses.check(q, "20").why_wrong["en"]
    q = paulo_chinos.Question(2, Score((TeamScore(chinos=7, patas=1), TeamScore())), HandOutcome(winner=1, bets=0))
    assert paulo_chinos.expected(q) == {"chinos": 1}
    assert "is al canuto" in paulo_chinos.check(q, {"chinos": 2}).why_wrong["en"]
    q = docena_bets.Question(1, "entro", 4)
    assert "with 4 players in the game, each puts in 4" in docena_bets.check(q, "1").why_wrong["en"]
    q = papayoo_deal.Question(1, 5, False)
    assert "12 × 5" in papayoo_deal.check(q, {"hand": 10, "pass": 4}).why_wrong["en"]


# --- what was wrong before what was right ------------------------------------------------------------


def test_the_page_lists_the_wrong_items_first_each_part_in_the_question_order():
    """Tute, trump bastos, 7E 10B 4E on the table, 11B 2B 5O in hand: ticking 11B and 2B gets 2B wrong. The
    page opens on that card, then the right ones in the question's order; ``items`` (the API's order) stays."""
    q = tute_legal.Question(3, 4, C("1B")[0], C("7E 10B 4E"), C("11B 2B 5O"))
    feedback = tute_legal.check(q, C("11B 2B"))
    assert [item.card.code for item in feedback.items] == ["11B", "2B", "5O"]
    assert [(item.card.code, item.correct) for item in feedback.wrong_first] == [("2B", False), ("11B", True), ("5O", True)]
    q = paulo_trumps.Question(1, 8, C("7C")[0], C("2C 12C 4B 11O 3C"))
    shown = paulo_trumps.check(q, C("4B 11O 3C 2C 12C")).wrong_first
    assert [item.label["en"] for item in shown] == [f"Position {n}" for n in (2, 3, 1, 4, 5)]
    assert [item.correct for item in shown] == [False, False, True, True, True]


@pytest.mark.parametrize("slug", list(DRILLS))
def test_every_drill_shows_the_same_items_wrong_ones_first(slug):
    drill = DRILLS[slug]
    for _level, _seed, question, answer, wrong_answer in asked(drill, 10):
        for given in (answer, wrong_answer):
            feedback = drill.check(question, drill.parse_answer({"answer": given}))
            items = feedback.items
            assert list(feedback.wrong_first) == [i for i in items if not i.correct] + [i for i in items if i.correct]
