"""Errors every game raises for the same fault, with the same ``code``.

Each game still has its own class, under its own root (``paulo.BadPlayers`` is a ``PauloError``), so that
``except PauloError`` and the wording's ``<game>.error.<code>`` keep working; the class lists the shared
error first, whose ``code`` and message come before the game root's:

>>> from naipes.games import paulo, tute
>>> issubclass(paulo.BadPlayers, BadPlayers), issubclass(tute.BadPlayers, BadPlayers), paulo.BadPlayers.code
(True, True, 'bad_players')
"""

from __future__ import annotations

from naipes import RulesError


class BadPlayers(RulesError):
    """A number of players the game is not played with (or one that does not match what was given)."""

    code = "bad_players"


class UnknownVariant(RulesError):
    """A value of a ``Rules`` field the engine does not know."""

    code = "unknown_variant"


class DoesNotAddUp(RulesError):
    """Numbers that must make a fixed total do not: ``total`` is what was given, ``expected`` what the rules
    make, ``difference`` how much is missing (negative: how much is over). ``says`` words it, with both."""

    says = "the numbers add up to {total}, not {expected}"

    def __init__(self, total: int, expected: int) -> None:
        super().__init__(self.says.format(total=total, expected=expected))
        self.total, self.expected, self.difference = total, expected, expected - total
