"""The best use of the mala: every reading that reaches the best hand is right, and every other is told, the
same way each time, the rung it makes (and that it would be a second card when the hand holds that card).

Facts: source 004, the combination ladder (Veintiséis is «la mala (5 de oros) + el 3 de oros»; the named
flores are the 5 de oros with the 3 de oros); readings: docs/rules-decisions.md §25 (the mala as the 3 de oros
in the derived forms) and §46 (what each reading makes).
"""

from itertools import combinations
from random import Random

import pytest

from naipes.cards import SPANISH_40, Card, Suit
from naipes.games import docena
from trainers.games.docena import mala as docena_mala

C = SPANISH_40.parse
ITSELF = docena.MALA
THREE_OF_OROS = Card(3, Suit.OROS)
PACK = [c for c in docena.deck(docena.Rules(players=8)).cards if c != docena.MALA]
HANDS = [others for size in (1, 2) for others in combinations(PACK, size)]
"""Every one or two cards beside the mala, from the largest pack (8 players): the smaller packs are inside it."""


def value(hand: docena.HandRank) -> tuple[int, tuple[int, ...]]:
    return hand.rank, tuple(-f for f in hand.figures)


# --- the questions, through the API --------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize(("seed", "level"), [(7959, 1), (70, 2), (79260, 2), (39669, 2)])
def test_with_the_three_of_oros_the_mala_itself_and_a_second_three_both_make_veintiseis(client, seed, level):
    """Source 004 names Veintiséis «la mala (5 de oros) + el 3 de oros»; our reading also lets the mala be a
    second 3 de oros there (rules-decisions §25, §46): both answers are right, and the API says so."""
    asked = client.get("/api/v1/trainers/docena-mala/question", {"seed": seed, "level": level}).json()
    assert "3O" in asked["data"]["others"]
    for answer in ("5O", "3O"):
        told = client.post("/api/v1/trainers/docena-mala/answer", {"token": asked["token"], "answer": answer},
                           content_type="application/json").json()
        assert told["correct"] is True, (seed, level, answer)
        assert told["expected"] == "3O"  # the engine's own reading stays the API's answer
        assert "Veintiséis" in told["explanation"]["en"]


# --- the engine: what the mala makes as each reading ------------------------------------------------


def test_the_best_reading_is_always_the_engines_best_use_of_the_mala():
    """Over every hand: no reading beats the engine's best use, one reaches it, and the engine's own reading
    (``mala_as``) is among those that do (rules-decisions §46)."""
    for others in HANDS:
        best = docena.best_use_of_mala(others)
        made = {r: value(docena.hand_with_mala_as(others, r)) for r in docena.MALA_READINGS}
        assert min(made.values()) == value(best), others
        if best.mala_as is not None and best.rank != docena.NADA:
            assert made[best.mala_as] == value(best), others


def test_two_readings_tie_only_in_veintiseis_and_never_on_figures():
    """Two right answers happen once: the 3 de oros beside the mala, Veintiséis, itself or a second 3. No two
    readings ever make the same rung with other figures, so a wrong reading always makes a lower rung."""
    for others in HANDS:
        best = docena.best_use_of_mala(others)
        hands = {r: docena.hand_with_mala_as(others, r) for r in docena.MALA_READINGS}
        right = {r for r, h in hands.items() if value(h) == value(best)}
        assert all(h.rank > best.rank for r, h in hands.items() if r not in right), others
        if len(right) > 1 and best.mala_as is not None and best.rank != docena.NADA:
            assert best.key == "veintiseis" and THREE_OF_OROS in others and right == {THREE_OF_OROS, ITSELF}


@pytest.mark.parametrize(("others", "reading", "key"), [
    ("3O", ITSELF, "veintiseis"),               # «la mala (5 de oros) + el 3 de oros»
    ("3O", THREE_OF_OROS, "veintiseis"),        # a second 3 de oros, 13 and 13
    ("3O 2O", ITSELF, "flor_28"),               # the named flores are the mala itself
    ("3O 2O", THREE_OF_OROS, "veintiseis"),     # a second 3 beside the 3 and 2: no flor holds two 3s
    ("3O 1O", ITSELF, "flor_27"),
    ("3O 1O", Card(1, Suit.OROS), "veinticuatro"),  # a second as: the 3 and the as of oros count
    ("2O 1O", THREE_OF_OROS, "flor_26"),        # a derived flor, the mala as the 3 de oros (§25)
    ("2O 1O", Card(2, Suit.OROS), "veintitres"),  # two 2s make nothing: the 2 and the as of oros count
    ("2C 2O", Card(2, Suit.OROS), "calla_doses"),  # the third 2, though the hand holds the 2 de oros
    ("12O", Card(12, Suit.OROS), "veintitres_y_media"),  # a second rey: two reyes
    ("1O", Card(1, Suit.OROS), "veintidos_y_media"),     # a second as: two ases, not the Veinticuatro
    ("11O 1C", Card(11, Suit.OROS), "nada"),    # two caballos make no pinta
    ("12C", ITSELF, "nada"),                     # with a rey the mala makes 23½ only as a rey
    ("12C", Card(12, Suit.OROS), "veintitres_y_media"),
])
def test_what_the_mala_makes_as_each_reading(others, reading, key):
    assert docena.hand_with_mala_as(others, reading).key == key


def test_the_mala_as_itself_is_shown_as_itself():
    hand = docena.hand_with_mala_as("3O", ITSELF)
    assert hand.mala_as == ITSELF and set(hand.cards) == {ITSELF, THREE_OF_OROS}


# --- the drill: verdicts and reasons ---------------------------------------------------------------


def reasons(question, card):
    feedback = docena_mala.check(question, card)
    return feedback.correct, feedback.why_wrong


@pytest.mark.parametrize("level", (1, 2, 3))
def test_every_reading_reaching_the_best_rung_is_right_and_every_other_is_told_its_worse_rung(level):
    """Many seeds at every level: each option is right exactly when it makes the best hand (by the engine),
    and a wrong one names the rung it makes, lower than the best, and a card the hand holds as a second one."""
    for seed in range(400):
        question = docena_mala.generate(Random(seed), level)
        best = docena.best_use_of_mala(question.others)
        for card in docena_mala.READINGS:
            made = docena.hand_with_mala_as(question.others, card)
            correct, why = reasons(question, card)
            assert correct == (value(made) == value(best)), (seed, question.others, card)
            if correct:
                assert why is None
                continue
            assert made.rank > best.rank
            assert f"rung {made.rank};" in why["en"] and f"el puesto {made.rank};" in why["es"]
            assert why["en"].endswith(f"rung {best.rank}.") and why["es"].endswith(f"el puesto {best.rank}.")
            held = card in question.others
            assert ("beside yours" in why["en"]) == held and ("además de" in why["es"]) == held
            assert "already hold" not in why["en"] and "ya la tienes" not in why["es"]


def test_no_reason_opens_a_reading_with_a_capital_mid_sentence():
    """«Con la mala como un caballo de oros», "with the mala as itself": the options' labels start with a
    capital, the sentences do not."""
    for others in ("3O 2O", "12C", "2C 2O", "3O"):
        question = docena_mala.Question(2, 8, C(others))
        for card in docena_mala.READINGS:
            feedback = docena_mala.check(question, card)
            for text in (feedback.why_wrong or {}).values():
                for opening in ("as ", "como "):
                    after = text.split(opening, 1)[1] if opening in text else "x"
                    assert after[0].islower() or after[0].isdigit(), text
            for lang in ("es", "en"):
                middle = feedback.answer_text[lang].split(" o " if lang == "es" else " or ")[1:]
                assert all(part[0].islower() for part in middle), feedback.answer_text


def test_both_right_readings_are_said_in_the_explanation_and_the_answer():
    question = docena_mala.Question(1, 4, C("3O"))
    assert docena_mala.accepted(question) == {"3O", "5O"}
    feedback = docena_mala.check(question, ITSELF)
    assert feedback.correct and feedback.items[0].expected == feedback.items[0].given  # no "right: another"
    assert feedback.answer_text == {"es": "Un 3 de oros o ella misma (el 5 de oros): 14. Veintiséis",
                                    "en": "A 3 of oros or itself (the 5 of oros): 14. Veintiséis (26)"}
    assert "La mala como ella misma (el 5 de oros) también la hace." in feedback.explanation["es"]
    assert "The mala as itself (the 5 of oros) makes it too." in feedback.explanation["en"]


def test_a_second_three_beside_the_three_and_the_two_makes_veintiseis_below_the_flor_de_28():
    """rules-decisions §46: a reading that is a held card is a second one, judged like any other reading."""
    question = docena_mala.Question(2, 5, C("3O 2O"))
    correct, why = reasons(question, THREE_OF_OROS)
    assert not correct
    assert why["en"] == ("With the mala as a second 3 of oros beside yours, the hand would make Veintiséis (26), "
                         "rung 14; better is Flor de 28, rung 5.")
    assert why["es"] == ("Con la mala como otro 3 de oros, además del tuyo, la mano haría Veintiséis, el puesto 14; "
                         "mejor es Flor de 28, el puesto 5.")


def test_a_reading_the_mala_cannot_take_is_refused():
    """The mala is always an oro, and never a 5 other than itself (source 004, the pack and card values)."""
    for reading in (Card(3, Suit.COPAS), Card(4, Suit.OROS)):
        with pytest.raises(docena.DocenaError):
            docena.hand_with_mala_as("3O", reading)


def test_the_hand_drill_says_how_the_hand_is_made_in_a_sentence_of_its_own():
    """«…el puesto 21. El as y una figura…», not «el puesto 21: El as…» (a capital mid-sentence)."""
    from trainers.games.docena import hand as docena_hand

    question = docena_hand.Question(1, 5, C("1C 12C"))
    why = docena_hand.check(question, 22).why_wrong
    assert why["es"].startswith("Elegiste «22. Veinte», pero estas cartas hacen Veintiuna, el puesto 21. El as")
    assert why["en"].startswith("You chose “22. Veinte (20)”, but these cards make Veintiuna (21), rung 21. The ace")
