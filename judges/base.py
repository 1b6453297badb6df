"""What every game's judges share: the form's options, the setup read from a position, the base of a trick
game's judges (each game's own part is ``judges/games/<slug>.py``), and the lookups of the games' modules.

Every rule comes from the engine (``naipes.games.<game>``) and every reason from the wording package; this
module only reads the options of a position and passes them on, as ``api/`` does for the JSON API. The
table's options (players, order, deck…) are the engine's declarations, read and labelled by
:mod:`naipes_site.options`; what belongs to the position (the muestra, the forty, manos abajo) is read here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import ModuleType

from django.http import QueryDict

import wording
from judges.position import BadPosition, choice, lang
from naipes import games
from naipes.cards import Card, Deck, Suit
from naipes.options import declared
from naipes.tricks import Verdict
from naipes_site import options as table_options
from wording.cards import suit_name


@dataclass(frozen=True)
class Option:
    """A choice shown in the judge's form: a select (``values``), checkboxes (``many``) or one checkbox
    (``values`` empty)."""

    name: str
    label: str
    values: tuple[tuple[str, str], ...] = ()
    value: str = ""
    many: bool = False
    """Checkboxes, one per value (``value`` then holds the chosen ones, comma-separated)."""


@dataclass(frozen=True)
class Setup:
    """The options read from a position, and what the engine needs from them."""

    players: int
    rules: object
    deck: Deck
    hand_size: int
    trump: Suit | None = None
    options: Mapping[str, object] | None = None


def reason(game: str, code: str) -> str:
    """The engine's reason code in words, the game's own wording first, then the shared one."""
    for key in (f"{game}.reason.{code}", f"common.reason.{code}"):
        if wording.has(key):
            return wording.text(key, lang())
    return code


def read_rules(game: str, query: Mapping, names: tuple[str, ...]):
    """The game's ``Rules`` from the table options ``names`` sent in the query; a :class:`BadPosition` in the
    page's language for a value or a combination the engine refuses."""
    try:
        return table_options.read(game, query, only=names)
    except table_options.OptionsError as exc:
        raise BadPosition(exc.message) from exc


def table(game: str, query: Mapping, names: tuple[str, ...]) -> list[Option]:
    """The form's fields for some of the game's table options (as the engine declares them), each showing
    the value sent, else the default: a select, or one checkbox for true or false."""
    return [Option(f.name, f.label, value="1" if f.value == "true" else "") if f.is_flag
            else Option(f.name, f.label, f.choices, f.value)
            for f in table_options.fields(game, data=query, only=names)]


def suit_values(suits: tuple[Suit, ...]) -> tuple[tuple[str, str], ...]:
    """Each suit's letter and its name in the page's language, for a select or checkboxes."""
    return tuple((s.letter, suit_name(s, lang())) for s in suits)


def suit_option(query: Mapping, name: str, suits: tuple[Suit, ...], label: str, *, none: str = "") -> Option:
    """A select of suits showing the one sent; ``none`` labels an empty first choice."""
    return Option(name, label, ((("", none),) if none else ()) + suit_values(suits), query.get(name, ""))


def suits_option(query: Mapping, name: str, suits: tuple[Suit, ...], label: str) -> Option:
    """Checkboxes, one per suit, showing those sent."""
    chosen = ",".join(query.getlist(name)) if hasattr(query, "getlist") else ""
    return Option(name, label, suit_values(suits), chosen, many=True)


class TrickGame:
    slug = ""
    name = ""
    trick_anchor = "tricks"
    play_anchor = "tricks"
    rules_options: tuple[str, ...] = ("players",)
    """The table options (``Rules`` fields) both judges offer."""
    play_options: tuple[str, ...] = ()
    """Those only the "may I play" judge offers."""
    position_options: tuple[str, ...] = ()
    """Table options that are also a field of the judge's position: a position that names one still follows
    the table's other options (docs/rules-decisions.md §40)."""

    def position_of_table(self, query: QueryDict) -> QueryDict:
        """A table's options as this game's judge reads its position."""
        return query

    def read(self, query: Mapping) -> Setup:
        raise NotImplementedError

    def options(self, setup: Setup | None, query: Mapping, *, play: bool) -> list[Option]:
        """The form's options, each showing the value of the position."""
        return self.table(query, play=play)

    def table(self, query: Mapping, *, play: bool) -> list[Option]:
        return table(self.slug, query, self.rules_options + (self.play_options if play else ()))

    def rules(self, query: Mapping):
        """The game's ``Rules`` from the options sent: those either judge offers, and those of the table no
        field sets (Tute's removed two, Paulo's scoring…), which :func:`judged_options` lists."""
        return read_rules(self.slug, query, judged_options(self.slug))

    def offered(self, *, play: bool) -> tuple[str, ...]:
        """The table options the judge's form offers (a form sent says what it says for them)."""
        return self.rules_options + (self.play_options if play else ())

    def winner(self, trick: tuple[Card, ...], setup: Setup) -> tuple[int, str]:
        """Index of the card that takes the trick, and the engine's reason code for it."""
        raise NotImplementedError

    def judge(self, hand: tuple[Card, ...], trick: tuple[Card, ...], setup: Setup) -> dict[Card, Verdict]:
        raise NotImplementedError

    def play_rule(self, setup: Setup, reasons: set[str]) -> str:
        """The section of the rule page that the "may I play" verdict links to."""
        return self.play_anchor


def suit_choice(query: Mapping, name: str, suits: tuple[Suit, ...], label: str, default: Suit | None):
    letters = {s.letter: s for s in suits}
    letter = choice(query, name, tuple(letters), default.letter if default else "", label=label)
    return letters.get(letter) if letter else None


class NoTrumpGame(TrickGame):
    """A game with no trumps and nothing in the position but the table's options (Cirulo, Papayoo): its
    engine module answers alike for both (``deck``, ``hand_size``, ``trick_winner``, ``judge_plays``)."""

    engine: ModuleType

    def read(self, query: Mapping) -> Setup:
        rules = self.rules(query)
        return Setup(rules.players, rules, self.engine.deck(rules), self.engine.hand_size(rules))

    def winner(self, trick, setup):
        return (self.engine.trick_winner(trick, setup.rules),
                self.engine.trick_winner_reason(trick, setup.rules))

    def judge(self, hand, trick, setup):
        return self.engine.judge_plays(hand, trick, setup.rules)


def judge_modules() -> dict[str, ModuleType]:
    """The judges' module of every game that has judges (``judges/games/<slug>.py``), in the registry's order,
    read when asked (CONTRIBUTING.md, "Adding a game": a game with ``judge=True`` and no module is named by
    :mod:`judges.checks`)."""
    return games.modules("judges.games")


def trick_games() -> dict[str, TrickGame]:
    """The games whose judges say who takes a trick and which cards may be played: each module's ``TRICK``."""
    return {slug: module.TRICK for slug, module in judge_modules().items() if hasattr(module, "TRICK")}


def position_of_table(game: str, query: QueryDict) -> QueryDict:
    """The table's options and the position as ``game``'s judge reads them (La Docena's judge: as given)."""
    games = trick_games()
    return games[game].position_of_table(query) if game in games else query


def position_options(game: str) -> tuple[str, ...]:
    games = trick_games()
    return games[game].position_options if game in games else ()


def judged_options(game: str) -> tuple[str, ...]:
    """Every option a judge of ``game`` reads from its query: all the game declares but those that are a field
    of the position (Tute's muestra suit). A judge's form offers a few; the table writes in the others
    (docs/rules-decisions.md §40), so that the judge follows every rule of the table (Tute's deck too)."""
    return tuple(o.name for o in declared(game) if o.name not in position_options(game))
