"""Tute's named profiles (rules-decisions §39): the source's game with muestra, the same without it (its
author's preference), and the Spanish classic tute of reyes or caballos."""

from naipes.profiles import STANDARD, NotComputed, Profile

LETTERS: dict[str, str] = {"muestra": "m", "hand_size": "h", "removed_two": "d", "tute": "t", "over_trump": "o", "stock_following": "f", "ties": "e"}
"""Each option's letter in table codes (``naipes.profiles.codes``): fixed once given, as shared codes use it."""

PROFILES: tuple[Profile, ...] = (
    Profile("tute", STANDARD, {},
            ("source 002, the deal", "source 002, legal play", "rules-decisions §15", "rules-decisions §18",
             "rules-decisions §20", "rules-decisions §21"),
            "variants"),
    Profile("tute", "sin-muestra", {"muestra": False}, ("source 002, the deal", "rules-decisions §19"),
            "without-muestra"),
    Profile("tute", "clasico", {"tute": "classic"}, ("naipes-casino", "acanomas", "rules-decisions §18"), "tute"),
)

NOT_COMPUTED: tuple[NotComputed, ...] = ()
