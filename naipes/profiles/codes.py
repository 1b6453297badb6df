"""Table codes: a game's options in a few characters anyone can type, read aloud or share.

A code is the game, a colon, then one part per option the table sets away from the standard, joined by
dashes: the option's letter (``LETTERS`` in ``naipes.games.<game>.profiles``) and its value. Dúrcal's Paulo is
``paulo:o1-f1-s1``: order 1 (``durcal``), follow strictly (1 = yes), scoring 1 (``cuerno``). A value is

- a choice: its place in the engine's list, the standard 0;
- yes or no: ``1`` or ``0``;
- a number: its digits (``p48``, ``t500``);
- a card: its code (``d2b``); an order of suits: their letters (``rbce``).

Case and spaces do not matter; the game may be left out where it is known. The number of players is never
in a code (the table's size is not its rules, rules-decisions §39). A code is refused with the part at
fault named: an unknown letter (:class:`BadCode`), a value the option does not take
(:class:`naipes.options.BadOption`, which names the option), or options no number of players can play
together (the game's own ``RulesError``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from naipes import RulesError
from naipes.options import BadOption, Option, declared
from naipes.profiles import TABLE_FIELDS, ProfileError, _profiles_module, module_of

_PART = re.compile(r"^([a-z])([0-9]{1,4}|[0-9][a-z]|[a-z]{3}|[a-z](?:,[a-z]){2})$")
"""A letter, then digits (a choice's place, yes or no, a number), a card's code or three suit letters."""


class BadCode(ProfileError):
    """A part of a table code that names no option of the game, or names one twice; ``part`` is it."""

    code = "bad_table_code"

    def __init__(self, game: str, part: str, why: str) -> None:
        self.game = game
        self.part = part[:20]
        super().__init__(f"{game}: {self.part!r} {why}")


def letters(game: str) -> dict[str, str]:
    """Option name → its letter in the game's codes."""
    found: dict[str, str] = _profiles_module(game).LETTERS
    return found


def _options(game: str) -> dict[str, Option]:
    return {o.name: o for o in declared(game) if o.name not in TABLE_FIELDS}


def encode(game: str, options: Mapping[str, Any]) -> str:
    """The parts of a code for the options a table sets (those equal to the standard left out), without the
    game: ``{"order": "durcal", "strict_follow": True, "scoring": "cuerno"}`` → ``o1-f1-s1``."""
    parts = []
    for name, o in _options(game).items():
        if name not in options or options[name] == o.default:
            continue
        value = options[name]
        if o.kind == "choice":
            token = str(o.values.index(value))
        elif o.kind == "bool":
            token = "1" if value else "0"
        elif o.kind == "suit_order":
            token = "".join(s.letter for s in value)
        else:
            token = o.text(value)
        parts.append(letters(game)[name] + token.lower())
    return "-".join(parts)


def looks_like_code(text: str) -> bool:
    """Whether ``text`` has the shape of a code's parts (so a misspelt profile name is not read as one)."""
    parts = [p for p in text.strip().lower().replace(" ", "").split("-") if p]
    return bool(parts) and all(_PART.match(p) for p in parts)


def decode(game: str, text: str) -> dict[str, Any]:
    """The options a code's parts set (no game prefix), as the ``Rules`` take them, checked against the
    ``Rules`` at some number of players; raises a ``RulesError`` naming what is wrong."""
    by_letter = {letter: name for name, letter in letters(game).items()}
    options = _options(game)
    found: dict[str, Any] = {}
    seen: set[str] = set()
    for part in (p for p in text.strip().lower().replace(" ", "").split("-") if p):
        match = _PART.match(part)
        if not match or match.group(1) not in by_letter:
            raise BadCode(game, part, "is not a part of a table code")
        name = by_letter[match.group(1)]
        if name in seen:
            raise BadCode(game, part, "sets an option twice")
        seen.add(name)
        value = _value(game, options[name], match.group(2))
        if value != options[name].default:
            found[name] = value
    check(game, found)
    return found


def _value(game: str, o: Option, token: str) -> Any:
    if o.kind == "choice":
        if not token.isdigit() or int(token) >= len(o.values):
            raise BadOption(game, o, token)
        return o.values[int(token)]
    if o.kind == "suit_order" and "," not in token:
        token = ",".join(token)
    return o.parse(token, game=game)


def check(game: str, options: Mapping[str, Any]) -> None:
    """Refuse options no number of players can play together (the error of the usual table size)."""
    engine = module_of(game)
    first: RulesError | None = None
    for players in (engine.DEFAULT_RULES.players, *engine.PLAYERS):
        try:
            engine.Rules(**{**options, "players": players})
            return
        except RulesError as exc:
            first = first or exc
    assert first is not None
    raise first
