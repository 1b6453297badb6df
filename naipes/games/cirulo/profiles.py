"""Cirulo's named profiles (rules-decisions §39): the standard 40-card game and sabelotodo's 48 cards."""

from naipes.profiles import STANDARD, NotComputed, Profile

LETTERS: dict[str, str] = {"pack": "p", "removal_order": "r"}
"""Each option's letter in table codes (``naipes.profiles.codes``): fixed once given, as shared codes use it."""

PROFILES: tuple[Profile, ...] = (
    Profile("cirulo", STANDARD, {}, ("source 001, the deal", "rules-decisions §12", "rules-decisions §13"),
            "variants"),
    Profile("cirulo", "sabelotodo", {"pack": 48}, ("sabelotodo.org", "rules-decisions §13"), "pack-48"),
)

NOT_COMPUTED: tuple[NotComputed, ...] = (
    NotComputed("cirulo", "any-pack", ("sabelotodo.org",), "other-packs", lacks=("other_packs",)),
)
