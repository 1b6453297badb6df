"""Class codes: nine characters that round-trip to the same set of questions, and typos that are caught."""

import doctest

import pytest
from hypothesis import assume, given, strategies as st

from classroom.codes import ClassCode, InvalidCode, game_drills, parse
from naipes import GAME_SLUGS
from trainers import class_codes as codes


@st.composite
def class_codes(draw):
    game = draw(st.sampled_from(GAME_SLUGS))
    own = game_drills(game)
    chosen = draw(st.lists(st.sampled_from(own), min_size=1, unique=True))
    return ClassCode(game, tuple(chosen), draw(st.sampled_from(codes.LEVELS)),
                     draw(st.integers(1, codes.MAX_QUESTIONS)), draw(st.integers(0, 2**codes.SEED_BITS - 1)))


def test_doctests():
    assert doctest.testmod(codes).failed == 0


@given(class_codes())
def test_code_round_trips(code):
    text = str(code)
    assert len(text) == 11 and text[3] == text[7] == "-"
    assert parse(text) == code
    assert parse(text.lower().replace("-", " ")) == code


@given(class_codes(), st.integers(0, 8), st.integers(1, 31))
def test_a_mistyped_digit_is_caught(code, position, shift):
    """Every single-digit typo fails the check digit, except 0 and Z for each other (31 ≡ 0 mod 31)."""
    digits = codes.normalize(str(code))
    value = codes.ALPHABET.index(digits[position])
    wrong = (value + shift) % 32
    assume({value, wrong} != {0, 31})
    typo = digits[:position] + codes.ALPHABET[wrong] + digits[position + 1:]
    with pytest.raises(InvalidCode):
        parse(typo)


def test_look_alike_letters_read_as_digits():
    code = ClassCode("tute", ("tute-trick", "tute-count"), level=2, n=10, seed=12345)
    assert str(code) == "86M-G0C-1SM"
    assert parse("86m-goc-ism") == code
    assert parse("86M G0C 1SM") == code


def test_trainers_are_kept_in_the_games_order():
    ticked = ClassCode("paulo", ("paulo-may-play", "paulo-trumps"), 1, 5, 7)
    assert ticked.drills == ("paulo-trumps", "paulo-may-play")


@pytest.mark.parametrize("text", ["", "86M-G0C", "86M-G0C-1SM-000", "86M-G0C-1S!", "86M-G0C-1SN", "UUU-UUU-UUU"])
def test_not_a_code(text):
    with pytest.raises(InvalidCode):
        parse(text)


@pytest.mark.parametrize(("game", "drills", "level", "n"), [
    ("chess", ("tute-trick",), 1, 5),
    ("tute", (), 1, 5),
    ("tute", ("paulo-trick",), 1, 5),
    ("tute", ("tute-trick",), 0, 5),
    ("tute", ("tute-trick",), 4, 5),
    ("tute", ("tute-trick",), 1, 0),
    ("tute", ("tute-trick",), 1, 31),
])
def test_a_code_names_only_real_trainers_levels_and_counts(game, drills, level, n):
    with pytest.raises(InvalidCode):
        ClassCode(game, drills, level, n, 0)


def test_fresh_codes_differ():
    made = {str(codes.new("cirulo", ("cirulo-trick",), 1, 10)) for _ in range(20)}
    assert len(made) > 15
