"""The class code, as the classroom pages know it: it lives in :mod:`trainers.class_codes`, below the apps,
so that the JSON API can read a code too (apps never import each other)."""

from trainers.class_codes import (
    ALPHABET,
    LEVELS,
    MAX_QUESTIONS,
    SEED_BITS,
    TABLE_SEPARATOR,
    BadCharacter,
    BadCheckDigit,
    BadTable,
    ClassCode,
    InvalidCode,
    WrongLength,
    game_drills,
    new,
    normalize,
    parse,
)

__all__ = ["ALPHABET", "LEVELS", "MAX_QUESTIONS", "SEED_BITS", "TABLE_SEPARATOR", "BadCharacter", "BadCheckDigit", "BadTable", "ClassCode",
           "InvalidCode", "WrongLength", "game_drills", "new", "normalize", "parse"]
