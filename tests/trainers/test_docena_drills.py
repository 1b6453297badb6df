"""The La Docena drills' explanations read right: what the mala counts as is said once and never as a card
the hand already holds, the three-card remark only where it applies, and both languages say the same.

Facts: source 004, the combination ladder (the mala's substitutions), docs/rules-decisions.md §23 (nada, and
the mala in a nada hand).
"""

from random import Random

import pytest

from naipes.cards import SPANISH_40
from naipes.games import docena
from trainers.games.docena import (
    common as docena_common,
    compare as docena_compare,
    hand as docena_hand,
    mala as docena_mala,
)

C = SPANISH_40.parse
DRILLS = (docena_hand, docena_compare, docena_mala)


def explanation(drill, question) -> dict[str, str]:
    feedback = drill.check(question, drill.parse_answer({"answer": drill.expected(question)}))
    assert feedback.correct
    return feedback.explanation


@pytest.mark.parametrize("drill", DRILLS, ids=lambda d: d.SLUG)
@pytest.mark.parametrize("level", (1, 2, 3))
def test_twenty_questions_per_level_explain_themselves_in_both_languages(drill, level):
    for seed in range(20):
        question = drill.generate(Random(seed), level)
        text = explanation(drill, question)
        for lang in ("es", "en"):
            assert text[lang].strip() and "{" not in text[lang], (seed, lang)
            assert ") (" not in text[lang], (seed, lang)  # no "Nada (sin combinación) (puesto 23)"
            # the mala is never said to "be" a card the hand holds; in a callá it is the third card of the number
            assert "hace de" not in text[lang].replace("hace de tercer", ""), (seed, lang)
            assert "stands for the" not in text[lang], (seed, lang)


def test_the_mala_with_the_three_of_oros_counts_as_another_three():
    """Source 004, the combination ladder: mala + 3O = Veintiséis, the mala as a 3 (still an oro): a second 3
    de oros, said once."""
    reading = docena_common.reading(docena.hand_rank("5O 3O"))
    assert reading["es"] == "La mala con el 3 de oros. La mala cuenta como otro 3 de oros."
    assert reading["en"] == "The mala with the 3 of oros. The mala counts as another 3 of oros."


@pytest.mark.parametrize(("hand", "es", "en"), [
    ("5O 2O", "un 3 de oros", "a 3 of oros"),  # derived Veinticinco
    ("5O 1O", "un 3 de oros", "a 3 of oros"),  # Veinticuatro, not 22½
    ("5O 12C", "un rey de oros", "a rey of oros"),
    ("5O 12O", "otro rey de oros", "another rey of oros"),
    ("5O 1E", "un as de oros", "an ace of oros"),
])
def test_the_mala_note_names_the_number_it_counts_as(hand, es, en):
    reading = docena_common.reading(docena.hand_rank(hand))
    assert f"La mala cuenta como {es}." in reading["es"] and reading["es"].count("La mala cuenta") == 1
    assert f"The mala counts as {en}." in reading["en"] and reading["en"].count("The mala counts") == 1


@pytest.mark.parametrize(("hand", "es", "en"), [
    ("5O 2C 2O", "dos", "two"),  # callá de doses, the 2 de oros in hand: not "another 2 de oros"
    ("5O 2C 2E", "dos", "two"),
    ("5O 12C 12O", "rey", "rey"),
])
def test_in_a_calla_the_mala_is_the_third_card_of_the_number(hand, es, en):
    """Source 004, the combination ladder: two of a number and the mala make a callá; the mala's suit does not
    matter there."""
    reading = docena_common.reading(docena.hand_rank(hand))
    assert f"La mala hace de tercer {es}." in reading["es"] and "cuenta como" not in reading["es"]
    assert f"The mala is the third {en}." in reading["en"] and "counts as" not in reading["en"]


def test_a_nada_hand_with_the_mala_says_it_counts_as_a_three():
    """rules-decisions §23: in a single-card comparison the mala is a 3 de oros that a natural 3 beats."""
    text = explanation(docena_hand, docena_hand.Question(3, 8, C("5O 11E 10C")))
    assert "la mala solo cuenta como un 3 de oros" in text["es"]
    assert "the mala only counts as a 3 of oros" in text["en"]
    compared = explanation(docena_compare, docena_compare.Question(3, 8, C("5O 11B"), C("12C 1O")))
    assert "un 3 de oros" in compared["es"] and "a 3 of oros" in compared["en"]


def test_the_three_card_remark_only_for_a_pinta_inside_three_cards():
    two = explanation(docena_hand, docena_hand.Question(1, 5, C("3C 2C")))
    three = explanation(docena_hand, docena_hand.Question(2, 5, C("3C 2C 12B")))
    flor = explanation(docena_hand, docena_hand.Question(2, 5, C("3C 2C 1C")))
    assert "tres cartas" not in two["es"] and "three-card" not in two["en"]
    assert "tres cartas" in three["es"] and "three-card" in three["en"]
    assert "tres cartas" not in flor["es"] and "three-card" not in flor["en"]


def test_the_mala_drill_offers_numbers_of_oros_not_cards_already_held():
    """Source 004, the pack and card values: the mala is any number, always oros: with 2C 2O it is a second 2
    de oros (callá de doses)."""
    question = docena_mala.Question(2, 5, C("2C 2O"))
    assert docena_mala.expected(question) == "2O"
    feedback = docena_mala.check(question, docena_mala.parse_answer({"answer": "2O"}))
    assert feedback.answer_text == {"es": "Un 2 de oros: 3. Callá de doses", "en": "A 2 of oros: 3. Callá de doses (three 2s)"}
    # in the callá the mala is the third two (not "otro 2 de oros": there is no other)
    assert "hace de tercer dos" in feedback.explanation["es"] and "the third two" in feedback.explanation["en"]
    labels = [option.label for option in docena_mala.scene(question).widget.options]
    assert labels[2] == {"es": "Un as de oros", "en": "An ace of oros"}
    assert labels[5] == {"es": "Una sota de oros", "en": "A sota of oros"}


def test_the_compare_drill_calls_the_two_seats_players():
    """The seats are players: «Jugador A (es mano)», not «Mano A (es mano)»; «Al enseñar las cartas», not «En el descubierto»."""
    question = docena_compare.Question(1, 5, C("3C 2C"), C("12E 1E"))
    scene = docena_compare.scene(question)
    labels = [option.label["es"] for option in scene.widget.options]
    assert labels == ["Jugador A (es mano)", "Jugador B"]
    assert scene.prompt["es"].startswith("Al enseñar las cartas")
    assert "descubierto" not in scene.prompt["es"]
