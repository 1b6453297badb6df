"""Paulo's named profiles (rules-decisions §39): the sources' standard, Lanjarón and Dúrcal; Benínar and
the tables without signals are described on the page but not played by the engine."""

from naipes.profiles import STANDARD, NotComputed, Profile

LETTERS: dict[str, str] = {"order": "o", "deck_variant": "d", "strict_follow": "f", "scoring": "s", "target": "t"}
"""Each option's letter in table codes (``naipes.profiles.codes``): fixed once given, as shared codes use it."""

PROFILES: tuple[Profile, ...] = (
    Profile("paulo", STANDARD, {},
            ("source 000, the card order", "source 000, legal play", "source 000, scoring and betting",
             "rules-decisions §2", "rules-decisions §5", "rules-decisions §7", "rules-decisions §8"),
            "our-readings"),
    Profile("paulo", "lanjaron", {"deck_variant": "lanjaron", "scoring": "lanjaron"},
            ("source 000, scoring and betting", "rules-decisions §5"), "lanjaron"),
    Profile("paulo", "durcal", {"order": "durcal", "strict_follow": True, "scoring": "cuerno"},
            ("the Dúrcal rules", "rules-decisions §2", "rules-decisions §7", "rules-decisions §8"), "durcal",
            partial=("plain_suits_numerical",)),
)

NOT_COMPUTED: tuple[NotComputed, ...] = (
    NotComputed("paulo", "beninar", ("the Benínar statutes",), "beninar",
                lacks=("patas_of_twelve", "any_suit_out")),
    NotComputed("paulo", "no-signals", ("source 000, the card order",), "no-signals",
                lacks=("signals_not_computed",)),
)
