"""La Docena's profiles (rules-decisions §39): only the source's game has a name; the table's other choices
(split ties, "nada" hands, an earlier double entró) make a custom profile."""

from naipes.profiles import STANDARD, NotComputed, Profile

LETTERS: dict[str, str] = {"tie_rule": "e", "nada_rule": "n", "double_entro_from": "d"}
"""Each option's letter in table codes (``naipes.profiles.codes``): fixed once given, as shared codes use it."""

PROFILES: tuple[Profile, ...] = (
    Profile("docena", STANDARD, {},
            ("source 004, the pack and card values", "source 004, the deal and betting", "rules-decisions §23",
             "rules-decisions §24"),
            "our-readings"),
)

NOT_COMPUTED: tuple[NotComputed, ...] = ()
