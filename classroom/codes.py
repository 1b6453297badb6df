"""Class codes: nine characters that name a whole set of questions (game, trainers, level, count, seed).

A teacher copies the code from a printed worksheet or from the projector and types it back to get
the same questions again. The code is public: it reprints the worksheet, never the answer key (see
:mod:`classroom.tokens`).

Layout, most significant bits first: game (3), trainers as a bit mask over the game's trainers in
the order of ``trainers.drills.MODULES`` (6), level - 1 (2), questions - 1 (5), seed (24); written
as eight Crockford base-32 digits and one check digit, grouped in threes.

>>> code = ClassCode("tute", ("tute-trick", "tute-count"), level=2, n=10, seed=12345)
>>> str(code)
'86M-G0C-1SM'
>>> parse(" 86m-goc 1sm ") == code
True
"""

from __future__ import annotations

import secrets
import unicodedata
from dataclasses import dataclass

from naipes import GAME_SLUGS
from trainers.drills import DRILLS

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U, so a handwritten code is hard to misread."""

MAX_QUESTIONS = 30
LEVELS = (1, 2, 3)
SEED_BITS = 24
_MASK_BITS = 6
_DIGITS = 8


class InvalidCode(ValueError):
    """Raised when a text is not a class code, or names trainers, a level or a count that do not exist."""


class WrongLength(InvalidCode):
    """Raised when a text has more or fewer than nine letters and digits (``count`` of them)."""

    def __init__(self, count: int) -> None:
        super().__init__(f"{count} characters, not {_DIGITS + 1}")
        self.count = count


class BadCharacter(InvalidCode):
    """Raised when a text holds a character that is never in a class code (``char``)."""

    def __init__(self, char: str) -> None:
        super().__init__(f"{char!r} is not a base-32 digit")
        self.char = char


class BadCheckDigit(InvalidCode):
    """Raised when the check digit does not match: a character mistyped, or two swapped."""


def game_drills(game: str) -> tuple[str, ...]:
    """The slugs of a game's trainers that a class code can name, in the order the trainers index lists
    them: the first six (the code has six trainer bits), so a seventh trainer leaves every code valid."""
    return tuple(slug for slug, drill in DRILLS.items() if game == drill.GAME)[:_MASK_BITS]


@dataclass(frozen=True)
class ClassCode:
    game: str
    drills: tuple[str, ...]
    """Trainer slugs, in the game's order."""
    level: int
    n: int
    """How many questions."""
    seed: int

    def __post_init__(self) -> None:
        own = game_drills(self.game) if self.game in GAME_SLUGS else ()
        if not own:
            raise InvalidCode(f"unknown game {self.game!r}")
        if not self.drills or any(d not in own for d in self.drills):
            raise InvalidCode(f"trainers {self.drills!r} are not trainers of {self.game}")
        if self.level not in LEVELS or any(self.level not in DRILLS[d].LEVELS for d in self.drills):
            raise InvalidCode(f"level {self.level} out of range")
        if not 1 <= self.n <= MAX_QUESTIONS:
            raise InvalidCode(f"{self.n} questions out of range")
        if not 0 <= self.seed < 2**SEED_BITS:
            raise InvalidCode("seed out of range")
        # One order whatever order the trainers were ticked in, so equal sheets have equal codes.
        object.__setattr__(self, "drills", tuple(d for d in own if d in self.drills))

    def __str__(self) -> str:
        own = game_drills(self.game)
        mask = sum(1 << own.index(d) for d in self.drills)
        value = GAME_SLUGS.index(self.game)
        for part, bits in ((mask, _MASK_BITS), (self.level - 1, 2), (self.n - 1, 5), (self.seed, SEED_BITS)):
            value = (value << bits) | part
        digits = [ALPHABET[(value >> (5 * i)) & 31] for i in reversed(range(_DIGITS))]
        digits.append(ALPHABET[_check(digits)])
        text = "".join(digits)
        return f"{text[:3]}-{text[3:6]}-{text[6:]}"


def _check(digits: list[str]) -> int:
    # Weighted sum modulo a prime: catches a mistyped digit or two swapped digits (bar 0 for Z).
    return sum((i + 1) * ALPHABET.index(d) for i, d in enumerate(digits)) % 31


def normalize(text: str) -> str:
    """Upper case without spaces or dashes, with the look-alikes O, I and L read as 0, 1 and 1.

    Whatever a phone or a copied PDF puts in: full-width letters and digits are read as plain ones
    (NFKC), and any kind of space, dash or invisible format character is dropped.

    >>> normalize("８６ｍ\u2013g0c\u00a01sm\u200b")
    '86MG0C1SM'
    """
    text = unicodedata.normalize("NFKC", str(text)).upper()
    cleaned = "".join(ch for ch in text if not ch.isspace() and unicodedata.category(ch) not in ("Pd", "Cf")
                      and ch != "\u2212")  # the minus sign, which some fonts turn a dash into
    return cleaned.translate(str.maketrans("OIL", "011"))


def parse(text: str) -> ClassCode:
    """The code in ``text``; raises :class:`InvalidCode`.

    >>> parse("86M-G0C-1SN")
    Traceback (most recent call last):
    ...
    classroom.codes.BadCheckDigit: check digit does not match
    """
    digits = normalize(text)
    wrong = next((ch for ch in digits if ch not in ALPHABET), None)
    if wrong is not None:
        raise BadCharacter(wrong)
    if len(digits) != _DIGITS + 1:
        raise WrongLength(len(digits))
    if ALPHABET.index(digits[-1]) != _check(list(digits[:-1])):
        raise BadCheckDigit("check digit does not match")
    value = 0
    for ch in digits[:-1]:
        value = value * 32 + ALPHABET.index(ch)
    fields = []
    for bits in (SEED_BITS, 5, 2, _MASK_BITS):
        fields.append(value & ((1 << bits) - 1))
        value >>= bits
    seed, n, level, mask = fields
    if value >= len(GAME_SLUGS):
        raise InvalidCode("unknown game")
    game = GAME_SLUGS[value]
    own = game_drills(game)
    if mask >> len(own):
        raise InvalidCode("unknown trainer")
    drills = tuple(d for i, d in enumerate(own) if mask >> i & 1)
    return ClassCode(game, drills, level + 1, n + 1, seed)


def new(game: str, drills: tuple[str, ...], level: int, n: int) -> ClassCode:
    """A fresh code with a random seed."""
    return ClassCode(game, tuple(drills), level, n, secrets.randbelow(2**SEED_BITS))
