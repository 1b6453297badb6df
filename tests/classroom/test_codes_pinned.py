"""A class code printed on a worksheet must name the same questions for ever: the paper outlives the site.

The code numbers the games in the order of ``naipes.GAME_SLUGS`` and each game's trainers by their
``POSITION`` (``trainers/games/<game>/``); new games go at the end of that list and new trainers take the
next position. These codes were printed before any change: if one of them now names other trainers, the
games or a game's trainers were reordered.
"""

import pytest

from trainers import class_codes as codes

PRINTED = {
    "0Y4-G0C-1SC": ("paulo", ("paulo-trumps", "paulo-trick", "paulo-is-trump", "paulo-may-play"), 1, 10, 12345),
    "464-G0C-1SY": ("cirulo", ("cirulo-settle", "cirulo-trick"), 1, 10, 12345),
    "8E4-G0C-1SK": ("tute", ("tute-count", "tute-trick", "tute-legal"), 1, 10, 12345),
    "CE4-G0C-1SQ": ("docena", ("docena-hand", "docena-compare", "docena-mala"), 1, 10, 12345),
    "GE4-G0C-1SV": ("papayoo", ("papayoo-round", "papayoo-trick", "papayoo-which-card"), 1, 10, 12345),
    "0GY-ZZZ-ZZX": ("paulo", ("paulo-may-play",), 2, 30, 2**24 - 1),
    "88Y-ZZZ-ZZN": ("tute", ("tute-legal",), 2, 30, 2**24 - 1),
}


@pytest.mark.parametrize("printed", PRINTED)
def test_a_printed_code_names_the_same_questions(printed):
    game, drills, level, n, seed = PRINTED[printed]
    assert codes.parse(printed) == codes.ClassCode(game, drills, level, n, seed)
    assert str(codes.ClassCode(game, drills, level, n, seed)) == printed


def test_a_code_for_a_trainer_that_does_not_exist_is_refused_in_words():
    """Six trainer bits, and Cirulo has two trainers: a code ticking a third one is refused, not misread."""
    code = codes.ClassCode("cirulo", ("cirulo-settle",), 1, 1, 0)
    digits = codes.normalize(str(code))[:-1]
    number = 0
    for ch in digits:
        number = number * 32 + codes.ALPHABET.index(ch)
    number |= 1 << (codes.SEED_BITS + 5 + 2 + 5)  # tick the sixth trainer of the game
    forged = [codes.ALPHABET[(number >> (5 * i)) & 31] for i in reversed(range(8))]
    forged.append(codes.ALPHABET[codes._check(forged)])
    with pytest.raises(codes.InvalidCode, match="unknown trainer"):
        codes.parse("".join(forged))


def test_new_trainers_leave_printed_codes_valid(monkeypatch):
    """A game that grows past six trainers keeps its codes: a code names only the game's first six."""
    from types import SimpleNamespace

    more = {f"cirulo-new-{i}": SimpleNamespace(GAME="cirulo", LEVELS=(1, 2, 3)) for i in range(5)}
    monkeypatch.setattr(codes, "DRILLS", {**codes.DRILLS, **more})
    assert len(codes.game_drills("cirulo")) == 6
    game, drills, level, n, seed = PRINTED["464-G0C-1SY"]
    assert codes.parse("464-G0C-1SY") == codes.ClassCode(game, drills, level, n, seed)
