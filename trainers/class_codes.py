"""Class codes: short texts that name a whole set of questions (games, trainers, level, count, seed).

A teacher copies the code from a printed worksheet or from the projector and types it back to get
the same questions again. The code is public: it reprints the worksheet, never the answer key (see
:mod:`trainers.class_links`).

The code lives with the trainers, below every app, because more than one app reads it: the classroom
pages print and run it, and the JSON API exports its questions.

A code of one game has nine characters. Layout, most significant bits first: game (3), trainers as
a bit mask over the game's trainers by their ``POSITION`` (``trainers.drills``) (6), level - 1 (2),
questions - 1 (5), seed (24); written as eight Crockford base-32 digits and one check digit, grouped
in threes.

A code that mixes several games is longer (12 characters for two games, 15 for up to five), so a
nine-character code always means one game and every code printed before mixing existed still reads
the same. Layout, least significant bits first: seed (24), questions - 1 (5), level - 1 (2), the
games as a bit mask over ``naipes.GAME_SLUGS`` (8), then a six-bit trainer mask for each game of the
mask in registry order; the digits are padded with zeros on the left to a multiple of three
characters, check digit included.

A code may also fix the table's rules (a named profile or a custom table code, rules-decisions §39) for
some of its games: each follows the code after a ``+``, as the game, a colon and the table
(``86M-G0C-1SM+tute:o1-m0``). The questions are drawn with the same seeds whatever the table (only their
answers follow it), and a code without tables is played under the standard rules, as every code printed
before tables existed.

>>> code = ClassCode("tute", ("tute-trick", "tute-count"), level=2, n=10, seed=12345)
>>> str(code)
'86M-G0C-1SM'
>>> parse(" 86m-goc 1sm ") == code
True
>>> str(parse("86M-G0C-1SM + Tute:STANDARD"))
'86M-G0C-1SM'
"""

from __future__ import annotations

import re
import secrets
import unicodedata
from dataclasses import dataclass

from naipes import RulesError
from naipes.games import slugs
from naipes.profiles import STANDARD
from naipes_site import table_rules
from naipes_site.table_rules import TableRules
from trainers.drills import DRILLS

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U, so a handwritten code is hard to misread."""

MAX_QUESTIONS = 30
LEVELS = (1, 2, 3)
SEED_BITS = 24
_MASK_BITS = 6
_DIGITS = 8
_GAME_MASK_BITS = 8


class InvalidCode(ValueError):
    """Raised when a text is not a class code, or names trainers, a level or a count that do not exist."""


class WrongLength(InvalidCode):
    """Raised when a text has more or fewer than nine letters and digits (``count`` of them)."""

    def __init__(self, count: int) -> None:
        super().__init__(f"{count} characters, not {_DIGITS + 1} (one game) or {_MIXED_LENGTHS[0]}, "
                         f"{_MIXED_LENGTHS[1]}… (several games)")
        self.count = count


class BadCharacter(InvalidCode):
    """Raised when a text holds a character that is never in a class code (``char``)."""

    def __init__(self, char: str) -> None:
        super().__init__(f"{char!r} is not a base-32 digit")
        self.char = char


class BadCheckDigit(InvalidCode):
    """Raised when the check digit does not match: a character mistyped, or two swapped."""


class BadTable(InvalidCode):
    """Raised when a code's table part names no table of its game: ``game`` and ``text`` say which, and
    ``error`` is the engine's refusal (``naipes_site.table_rules.error_text`` words it, naming the option),
    or ``None`` when the game is not one of the code's or is given twice."""

    def __init__(self, game: str, text: str, error: RulesError | None = None) -> None:
        super().__init__(f"table {game}:{text}: {error or 'not a game of this code, or given twice'}")
        self.game = game[:20]
        self.text = text[:40]
        self.error = error


TABLE_SEPARATOR = "+"
"""Between the code and each of its tables: kept as it is in a URL's path, and not a dash, which a custom
table code uses and the class code's own digits drop."""


def game_drills(game: str) -> tuple[str, ...]:
    """The slugs of a game's trainers that a class code can name, in the order the trainers index lists
    them: the first six (the code has six trainer bits), so a seventh trainer leaves every code valid."""
    return tuple(slug for slug, drill in DRILLS.items() if game == drill.GAME)[:_MASK_BITS]


@dataclass(frozen=True)
class ClassCode:
    game: str
    """The first of the code's games in registry order: the only one, unless the code mixes games."""
    drills: tuple[str, ...]
    """Trainer slugs, game by game in registry order and each game's trainers in the game's order; a
    code names trainers of other games than ``game`` when it mixes games."""
    level: int
    n: int
    """How many questions."""
    seed: int
    tables: tuple[tuple[str, str], ...] = ()
    """The table each game of the code is played under, as ``(game, code)`` (a profile's slug or a custom
    table code, ``naipes_site.table_rules``), in registry order; a game left out plays the standard rules."""

    def __post_init__(self) -> None:
        own = game_drills(self.game) if self.game in slugs() else ()
        if not own:
            raise InvalidCode(f"unknown game {self.game!r}")
        if not self.drills or any(not isinstance(d, str) or d not in DRILLS or d not in game_drills(DRILLS[d].GAME)
                                  for d in self.drills):
            raise InvalidCode(f"trainers {self.drills!r} are not trainers a class code can name")
        games = tuple(g for g in slugs() if any(g == DRILLS[d].GAME for d in self.drills))
        if self.game not in games:
            raise InvalidCode(f"trainers {self.drills!r} are not trainers of {self.game}")
        if self.level not in LEVELS or any(self.level not in DRILLS[d].LEVELS for d in self.drills):
            raise InvalidCode(f"level {self.level} out of range")
        if not 1 <= self.n <= MAX_QUESTIONS:
            raise InvalidCode(f"{self.n} questions out of range")
        if not 0 <= self.seed < 2**SEED_BITS:
            raise InvalidCode("seed out of range")
        # One order whatever order the trainers were ticked in, so equal sheets have equal codes.
        object.__setattr__(self, "game", games[0])
        object.__setattr__(self, "drills", tuple(d for g in games for d in game_drills(g) if d in self.drills))
        object.__setattr__(self, "tables", _tables(games, self.tables))

    def table(self, game: str) -> TableRules:
        """The rules the code's questions of ``game`` are asked and judged under."""
        return table_rules.decode(game, dict(self.tables).get(game, STANDARD))

    @property
    def base(self) -> str:
        """The code without its tables: what seeds its questions, so a table changes answers, not cards."""
        return str(self)[:-len(self._table_suffix())] if self.tables else str(self)

    def _table_suffix(self) -> str:
        return "".join(f"{TABLE_SEPARATOR}{game}:{code}" for game, code in self.tables)

    @property
    def games(self) -> tuple[str, ...]:
        """The games the questions come from, in registry order."""
        return tuple(dict.fromkeys(DRILLS[d].GAME for d in self.drills))

    @property
    def turns(self) -> tuple[str, ...]:
        """The trainers in the order the questions take turns among them: the games alternate, so a
        mixed set of five questions is not all from the first game. For one game, simply ``drills``."""
        by_game = [[d for d in self.drills if g == DRILLS[d].GAME] for g in self.games]
        return tuple(group[i] for i in range(max(map(len, by_game))) for group in by_game if i < len(group))

    def __str__(self) -> str:
        if len(self.games) > 1:
            digits = _mixed_digits(self)
        else:
            own = game_drills(self.game)
            mask = sum(1 << own.index(d) for d in self.drills)
            value = slugs().index(self.game)
            for part, bits in ((mask, _MASK_BITS), (self.level - 1, 2), (self.n - 1, 5), (self.seed, SEED_BITS)):
                value = (value << bits) | part
            digits = _digits(value, _DIGITS)
        digits.append(ALPHABET[_check(digits)])
        text = "".join(digits)
        return "-".join(text[i:i + 3] for i in range(0, len(text), 3)) + self._table_suffix()


def _tables(games: tuple[str, ...], tables) -> tuple[tuple[str, str], ...]:
    """Each table read and written as the table rules write it (``paulo:o1-f1-s1`` is ``durcal``), the
    standard ones left out, in registry order; raises :class:`BadTable`."""
    found: dict[str, str] = {}
    for game, text in tables:
        if game not in games or game in found:
            raise BadTable(str(game), str(text))
        try:
            found[game] = table_rules.decode(game, str(text)).code
        except RulesError as exc:
            raise BadTable(game, str(text), exc) from exc
    return tuple((g, found[g]) for g in games if g in found and found[g] != STANDARD)


_MIXED_LENGTHS = (12, 15, 18, 21)
"""The lengths of codes that mix games (check digit included): two games fit in 12 characters, five
in 15; 18 and 21 leave room for more games."""


def _digits(value: int, count: int) -> list[str]:
    return [ALPHABET[(value >> (5 * i)) & 31] for i in reversed(range(count))]


def _mixed_digits(code: ClassCode) -> list[str]:
    value = 0
    for game in reversed(code.games):  # the first game's mask ends up next to the game mask
        own = game_drills(game)
        value = (value << _MASK_BITS) | sum(1 << own.index(d) for d in code.drills if d in own)
    game_mask = sum(1 << slugs().index(g) for g in code.games)
    for part, bits in ((game_mask, _GAME_MASK_BITS), (code.level - 1, 2), (code.n - 1, 5),
                       (code.seed, SEED_BITS)):
        value = (value << bits) | part
    length = next(n for n in _MIXED_LENGTHS if 5 * (n - 1) >= value.bit_length())
    return _digits(value, length - 1)


def _parse_mixed(value: int) -> ClassCode:
    fields = []
    for bits in (SEED_BITS, 5, 2, _GAME_MASK_BITS):
        fields.append(value & ((1 << bits) - 1))
        value >>= bits
    seed, n, level, game_mask = fields
    if game_mask >> len(slugs()):
        raise InvalidCode("unknown game")
    games = [g for i, g in enumerate(slugs()) if game_mask >> i & 1]
    drills: list[str] = []
    for game in games:
        mask, value = value & ((1 << _MASK_BITS) - 1), value >> _MASK_BITS
        own = game_drills(game)
        if not mask or mask >> len(own):
            raise InvalidCode("unknown trainer")
        drills += [d for i, d in enumerate(own) if mask >> i & 1]
    if value or len(games) < 2:
        raise InvalidCode("not a code of several games")
    return ClassCode(games[0], tuple(drills), level + 1, n + 1, seed)


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


_TABLE = re.compile(r"^([a-z]{1,20})\s*:\s*(\S{1,80})$")


def split_tables(text: str) -> tuple[str, list[str]]:
    """The class code's own part of ``text`` and its tables' parts: after each ``+``, or typed with spaces
    instead (each table holds a colon, which the class code never does)."""
    base, *tables = re.split(r"\s*\+\s*", unicodedata.normalize("NFKC", str(text)).strip())
    if ":" in base:
        words = base.replace(" :", ":").replace(": ", ":").split()
        first = next(i for i, word in enumerate(words) if ":" in word)
        base, tables = " ".join(words[:first]), words[first:] + tables
    return base, [t for t in tables if t]


def parse(text: str) -> ClassCode:
    """The code in ``text``, with its tables if any; raises :class:`InvalidCode`.

    >>> parse("86M-G0C-1SN")
    Traceback (most recent call last):
    ...
    trainers.class_codes.BadCheckDigit: check digit does not match
    """
    base, tables = split_tables(text)
    code = _parse_base(base)
    if not tables:
        return code
    pairs = []
    for part in tables:
        match = _TABLE.match(part.lower())
        if match is None:
            raise BadTable(part.partition(":")[0], part.partition(":")[2])
        pairs.append((match.group(1), match.group(2)))
    return ClassCode(code.game, code.drills, code.level, code.n, code.seed, tuple(pairs))


def _parse_base(text: str) -> ClassCode:
    digits = normalize(text)
    wrong = next((ch for ch in digits if ch not in ALPHABET), None)
    if wrong is not None:
        raise BadCharacter(wrong)
    if len(digits) != _DIGITS + 1 and len(digits) not in _MIXED_LENGTHS:
        raise WrongLength(len(digits))
    if ALPHABET.index(digits[-1]) != _check(list(digits[:-1])):
        raise BadCheckDigit("check digit does not match")
    value = 0
    for ch in digits[:-1]:
        value = value * 32 + ALPHABET.index(ch)
    if len(digits) != _DIGITS + 1:
        code = _parse_mixed(value)
        if normalize(str(code)) != digits:  # zeros padded past the shortest length: one set, one code
            raise InvalidCode("not written at its own length")
        return code
    fields = []
    for bits in (SEED_BITS, 5, 2, _MASK_BITS):
        fields.append(value & ((1 << bits) - 1))
        value >>= bits
    seed, n, level, mask = fields
    if value >= len(slugs()):
        raise InvalidCode("unknown game")
    game = slugs()[value]
    own = game_drills(game)
    if mask >> len(own):
        raise InvalidCode("unknown trainer")
    drills = tuple(d for i, d in enumerate(own) if mask >> i & 1)
    return ClassCode(game, drills, level + 1, n + 1, seed)


def new(game: str, drills: tuple[str, ...], level: int, n: int,
        tables: tuple[tuple[str, str], ...] = ()) -> ClassCode:
    """A fresh code with a random seed; ``drills`` may add trainers of other games to ``game``'s, and
    ``tables`` fix the rules of some of its games (``(("paulo", "durcal"),)``)."""
    return ClassCode(game, tuple(drills), level, n, secrets.randbelow(2**SEED_BITS), tuple(tables))
