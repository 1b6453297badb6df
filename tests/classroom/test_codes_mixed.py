"""Class codes that mix games: longer codes that still round-trip, next to the nine-character codes of one
game, which keep naming the same questions as before mixing existed."""

import pytest
from hypothesis import assume, given, strategies as st

from classroom import sheets
from classroom.codes import ClassCode, InvalidCode, game_drills, parse
from naipes import GAME_SLUGS
from trainers import class_codes as codes
from trainers.drills import DRILLS


@st.composite
def mixed_codes(draw):
    games = draw(st.lists(st.sampled_from(GAME_SLUGS), min_size=2, unique=True))
    drills = [d for game in games for d in draw(st.lists(st.sampled_from(game_drills(game)), min_size=1, unique=True))]
    level = draw(st.sampled_from([lv for lv in codes.LEVELS if all(lv in DRILLS[d].LEVELS for d in drills)] or [1]))
    assume(all(level in DRILLS[d].LEVELS for d in drills))
    return ClassCode(DRILLS[drills[0]].GAME, tuple(drills), level, draw(st.integers(1, codes.MAX_QUESTIONS)),
                     draw(st.integers(0, 2**codes.SEED_BITS - 1)))


TUTE_AND_PAULO = ClassCode("tute", ("tute-trick", "tute-count", "paulo-trumps"), level=1, n=6, seed=12345)


@given(mixed_codes())
def test_a_mixed_code_round_trips(code):
    text = str(code)
    assert len(codes.normalize(text)) in (12, 15)
    assert all(len(group) == 3 for group in text.split("-"))
    assert parse(text) == code
    assert parse(text.lower().replace("-", " ")) == code


@given(mixed_codes(), st.data())
def test_a_mistyped_digit_of_a_mixed_code_is_caught(code, data):
    digits = codes.normalize(str(code))
    position = data.draw(st.integers(0, len(digits) - 1))
    value = codes.ALPHABET.index(digits[position])
    wrong = (value + data.draw(st.integers(1, 31))) % 32
    assume({value, wrong} != {0, 31})
    with pytest.raises(InvalidCode):
        parse(digits[:position] + codes.ALPHABET[wrong] + digits[position + 1:])


def test_two_games_make_a_twelve_character_code_and_its_games_in_registry_order():
    assert len(str(TUTE_AND_PAULO)) == len("AAA-AAA-AAA-AAA")
    assert TUTE_AND_PAULO.games == ("paulo", "tute")
    assert TUTE_AND_PAULO.game == "paulo"
    assert TUTE_AND_PAULO.drills == ("paulo-trumps", "tute-count", "tute-trick")


def test_every_game_fits_in_fifteen_characters():
    everything = tuple(d for g in GAME_SLUGS for d in game_drills(g))
    code = ClassCode("tute", everything, 1, 30, 2**codes.SEED_BITS - 1)
    assert len(codes.normalize(str(code))) == 15
    assert parse(str(code)) == code


def test_the_order_of_ticking_does_not_change_the_code():
    again = ClassCode("paulo", ("paulo-trumps", "tute-trick", "tute-count"), 1, 6, 12345)
    assert again == TUTE_AND_PAULO and str(again) == str(TUTE_AND_PAULO)


def test_the_games_take_turns_so_a_short_set_mixes_them():
    """Paulo has one trainer ticked and Tute two: the questions go Paulo, Tute, Tute, Paulo, Tute, Tute."""
    assert TUTE_AND_PAULO.turns == ("paulo-trumps", "tute-count", "tute-trick")
    games = [sheets.entry(TUTE_AND_PAULO, n).drill.GAME for n in range(1, 7)]
    assert games[:2] == ["paulo", "tute"]
    assert sorted(set(games)) == ["paulo", "tute"]
    three = ClassCode("cirulo", ("cirulo-trick", "cirulo-settle", "docena-hand", "papayoo-round"), 1, 3, 1)
    assert {sheets.entry(three, n).drill.GAME for n in (1, 2, 3)} == {"cirulo", "docena", "papayoo"}


def test_a_one_game_code_keeps_its_nine_characters_and_its_questions():
    """Codes printed before mixing existed: same text, same trainers in the same turns."""
    code = ClassCode("tute", ("tute-trick", "tute-count"), level=2, n=10, seed=12345)
    assert str(code) == "86M-G0C-1SM"
    assert code.games == ("tute",) and code.turns == code.drills


@pytest.mark.parametrize("text", [
    "86M-G0C-1SM-0",        # ten characters: neither a one-game code nor a mixed one
    "000-000-000-000",      # no game ticked
    "ZZZ-ZZZ-ZZZ-ZZZ",      # check digit off, and more games than exist
])
def test_not_a_mixed_code(text):
    with pytest.raises(InvalidCode):
        parse(text)


def _write(value: int, length: int) -> str:
    digits = codes._digits(value, length - 1)
    return "".join(digits) + codes.ALPHABET[codes._check(digits)]


def test_a_mixed_code_of_one_game_is_refused():
    """One game is written in nine characters: the long form of it would be a second code for one set."""
    value = (1 << 8 | 0b100) << 31  # game mask: tute only; tute's first trainer
    with pytest.raises(InvalidCode, match="several games"):
        parse(_write(value, 12))


def test_a_mixed_code_padded_to_a_longer_length_is_refused():
    digits = codes.normalize(str(TUTE_AND_PAULO))[:-1]
    padded = "000" + digits
    with pytest.raises(InvalidCode, match="its own length"):
        parse(padded + codes.ALPHABET[codes._check(list(padded))])


def test_a_mixed_code_with_a_game_without_trainers_is_refused():
    value = ((0b1 << 6 | 0) << 8 | 0b101) << 31  # Paulo and Tute in the game mask, but no Paulo trainer
    with pytest.raises(InvalidCode, match="unknown trainer"):
        parse(_write(value, 12))


def test_a_mixed_code_names_only_real_trainers_of_its_games():
    with pytest.raises(InvalidCode):
        ClassCode("cirulo", ("paulo-trick", "tute-magic"), 1, 5, 0)
    with pytest.raises(InvalidCode):
        ClassCode("cirulo", ("paulo-trick", "tute-trick"), 1, 5, 0)


@given(mixed_codes())
def test_every_mixed_code_fits_the_live_sessions_column(code):
    """PostgreSQL enforces a column's length where SQLite does not: the printed code, dashes included."""
    from classroom.models import LiveSession

    assert len(str(code)) <= LiveSession._meta.get_field("class_code").max_length


def test_the_longest_code_that_can_be_written_fits_the_column_too():
    from classroom.models import LiveSession

    longest = max(codes._MIXED_LENGTHS)
    assert longest + (longest - 1) // 3 <= LiveSession._meta.get_field("class_code").max_length
