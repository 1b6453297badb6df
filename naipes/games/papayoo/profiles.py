"""Papayoo's named profiles (rules-decisions §39): the usual game of one round per player (source 003 leaves the
number of rounds open: no number is official), and the half-hour game of four rounds Gigamic suggests."""

from naipes.profiles import STANDARD, NotComputed, Profile

LETTERS: dict[str, str] = {"ending": "f", "rounds": "r", "threshold": "t", "die_before_pass": "d", "shoot_the_moon": "l"}
"""Each option's letter in table codes (``naipes.profiles.codes``): fixed once given, as shared codes use it."""

PROFILES: tuple[Profile, ...] = (
    Profile("papayoo", STANDARD, {}, ("source 003, scoring", "Gigamic", "rules-decisions §29", "rules-decisions §30"),
            "end-of-game"),
    Profile("papayoo", "half-hour", {"rounds": 4}, ("source 003, scoring", "Gigamic"), "end-of-game"),
)

NOT_COMPUTED: tuple[NotComputed, ...] = ()
