"""Toy's named profiles: the standard only, since its one option, the players, is never a table's."""

from naipes.profiles import STANDARD, NotComputed, Profile

LETTERS: dict[str, str] = {}
"""Each option's letter in table codes: none, the players are never a table's."""

PROFILES: tuple[Profile, ...] = (
    Profile("toy", STANDARD, {}, ("the sixth-game test",), "players"),
)

NOT_COMPUTED: tuple[NotComputed, ...] = ()
