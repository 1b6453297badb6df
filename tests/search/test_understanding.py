"""Reading a whole question before ranking: its shape (``search.shapes``), a position told in words and the game
it is in, a game's name said as its card, cards said as English players say them, spellings by ear, and the
questions no page answers. Each component with questions of the kind that taught it (the unseen set's tuning
questions, ``tests/search/unseen.py``)."""

import pytest

from search.index import search
from search.shapes import position, shapes_of
from search.text import words
from tests.search.quality import first_link

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "question", "shape"), [
    ("es", "hasta cuántos puntos se juega al papayoo", "end"),  # the longer phrase says it: not «cuántos puntos»
    ("es", "a cuanto se juega una partida de paulo", "end"),
    ("en", "how many rounds is a game of papayoo", "end"),
    ("es", "entre cuantos se puede jugar al papayoo", "players"),
    ("en", "papayoo with 2 players", "players"),
    ("en", "who wins the trick in tute", "trick"),  # said tightly: not "who wins … the game"
    ("es", "puedo echar el caballo de espadas", "play"),
    ("en", "do I have to play the paulo if it's my only trump", "play"),
    ("es", "cuánto vale el caballo", "points"),
    ("en", "two players tie on points in tute", "tie"),
    ("en", "how are the teams chosen in paulo", "teams"),
    ("en", "which hand wins in la docena", "hands"),
    ("en", "is papayoo like hearts", "kind"),
    ("en", "how many points are in a tute deck altogether", "total"),
    ("en", "can I declare two pairs on the same trick", "per_trick"),
    ("en", "practice a hand of tute", "practice"),
    ("en", "how am I doing in the trainers", "progress"),
    ("en", "who plays the first card in tute", "lead"),
    ("en", "does the three beat the king in tute", "order"),
    ("es", "cuantos triunfos hay en el paulo cuando la muestra es de oros", "count"),
    ("en", "when can I declare a twenty in tute", "when"),
    ("es", "que cartas me conviene pasar en el papayoo", "strategy"),
])
def test_a_questions_shape_is_read_from_the_words_that_ask_it(lang, question, shape):
    assert shape in shapes_of(question, lang, frozenset(["papayo", "tute", "paulo", "docen"]))


def test_a_question_without_a_shape_has_none():
    assert shapes_of("renuncio", "es") == frozenset() and shapes_of("the mala", "en") == frozenset()


@pytest.mark.parametrize(("question", "told"), [
    ("salen oros y solo tengo el tuerto y el rey de bastos", True),  # a card named
    ("trumps are led and I have one", True),  # a suit led and a hand held
    ("can I play this card", True),  # a card pointed at
    ("si solo me queda el tuerto de triunfo tengo que tirarlo", False),  # a rule about a card, no trick
])
def test_a_position_is_told_by_a_card_or_by_a_lead_and_a_hand(question, told):
    said = words(question)
    assert position(said, len([w for w in said if w[0].isdigit()])) is told


@pytest.mark.parametrize(("lang", "question", "expected"), [
    # Which of several sections of one subject: the one whose own question has the question's shape.
    ("es", "a cuanto se juega una partida de paulo", "/es/paulo/#end-of-game"),
    ("en", "two players tie on points in tute, who wins", "/en/tute/#ties"),
    ("es", "quien va con quien en el paulo, como se sortea", "/es/paulo/#team-draw"),
    ("es", "puedo cantar las 20 y las 40 en la misma baza", "/es/tute/#one-per-trick"),
    ("en", "is papayoo like hearts", "/en/papayoo/#overview"),
    # ...or a tool's: a hand against the computer, one's progress, the rules on one page.
    ("en", "practice a hand of tute", "/en/practice/tute/"),
    ("en", "how am I doing in the trainers", "/en/trainers/progress/"),
    ("en", "one page summary of papayoo rules", "/en/papayoo/cheatsheet/"),
])
def test_the_section_or_tool_of_the_questions_shape_comes_first(lang, question, expected):
    assert first_link(question, lang) == expected


@pytest.mark.parametrize(("lang", "question", "judge"), [
    # A trick told in words, the game inferred from the best matches when none is named (the Tuerto is Paulo's).
    ("es", "salen oros y solo tengo el tuerto y el rey de bastos, puedo echar el rey", "/es/judges/paulo/play/"),
    ("es", "tute sin robe: salen bastos, no tengo bastos, puedo echar el caballo de espadas si tengo una copa de "
           "triunfo?", "/es/judges/tute/play/"),
])
def test_a_position_told_in_words_and_asked_whether_a_card_may_be_played_opens_the_play_judge(lang, question, judge):
    assert first_link(question, lang) == judge


@pytest.mark.parametrize(("lang", "question", "expected"), [
    ("es", "cual de los sietes es el papayoo", ("/es/papayoo/#die", "/es/glossary/#papayoo")),
    ("en", "which of the sevens is the papayoo", ("/en/papayoo/#die", "/en/glossary/#papayoo")),
    ("es", "estoy obligado a echar el paulo si es el unico triunfo que llevo", ("/es/paulo/#paulo-and-tuerto",)),
])
def test_a_games_name_said_as_its_card_is_the_card(lang, question, expected):
    assert first_link(question, lang) in expected


def test_the_games_name_said_as_the_game_stays_the_game():
    assert first_link("el papayoo es un juego de cartas frances?", "es") == "/es/papayoo/#overview"


def test_a_word_spelt_by_ear_is_mended():
    answer = search("la maliya que carta es", "es")
    assert answer.corrected == "la malilla que carta es"
    assert answer.results[0].url in {"/es/glossary/#paulo-malilla", "/es/paulo/#card-names"}


@pytest.mark.parametrize(("lang", "question"), [
    ("es", "reglas del burro para jugar con niños"),  # another game by name
    ("en", "uno card game rules"),  # ...said whole, its name an everyday word
    ("es", "reglas del pumba"),  # a game the index has no word for, asked by its rules
    ("es", "calendario del torneo de paulo en barcelona"),  # dates: no calendar here, whatever the game
])
def test_a_question_no_page_answers_is_said_to_be_off_the_site(lang, question):
    assert search(question, lang).not_found


def test_buying_back_in_is_a_rebuy_not_shopping():
    assert first_link("buying back in after losing all your stones", "en") in {"/en/docena/#reganche",
                                                                         "/en/glossary/#docena-reganche"}


@pytest.mark.parametrize(("lang", "question", "title"), [
    # The rey and caballo of one suit (or of trumps) with their worth or declaring asked: an acuse, only Tute's.
    ("en", "I have the king and knight of trumps, how many points do I get",
     "In Tute the rey and caballo of trumps are the forty: 40 points."),
    ("es", "rey y caballo de oros cuanto valen en el tute",
     "En el tute, el rey y el caballo de un palo son un acuse: 20 puntos, 40 si son del triunfo."),
    # ...the two ranks alone with their worth are the cards' values.
    ("es", "cuanto valen el rey y el caballo en el tute", "En el tute, el rey vale 4 puntos."),
])
def test_the_rey_and_caballo_of_one_suit_are_an_acuse(lang, question, title):
    assert search(question, lang).engine.title == title


@pytest.mark.parametrize(("lang", "question", "expected"), [
    ("en", "what is papayoo", "/en/papayoo/#overview"),  # no subject but the game: what kind of game it is
    ("en", "declaring tute", "/en/tute/#tute"),  # the game's name said as a thing declared
    ("en", "is the 4 of clubs a trump no matter what", "/en/paulo/#trumps"),  # the French suit of the Spanish card
    ("es", "hay triunfo en el cirulo", "/es/cirulo/#trick-winner"),  # a word of every game yields to the game named
    ("en", "what do newbies get wrong at cirulo", "/en/cirulo/#common-mistakes"),  # the named game's twin section
    ("es", "cuantos puntos suman todas las cartas del tute juntas", "/es/tute/#counting"),  # the total, not each card
    ("en", "what is a baza in spanish card games", "/en/glossary/#baza"),  # the scene set is not the term
])
def test_a_question_read_whole_finds_its_section(lang, question, expected):
    assert first_link(question, lang) == expected


def test_quiz_me_is_a_drill_not_a_class_quiz():
    assert first_link("quiz me on papayoo", "en").startswith("/en/trainers/papayoo-")
    assert first_link("a quiz of papayoo for my class", "en").startswith("/en/classroom/")
