"""The four trick games as the judges see them: their options, deck and the engine's answers.

Every rule comes from the engine (``naipes.<game>``) and every reason from the wording package; this
module only reads the options of a position and passes them on, as ``api/`` does for the JSON API.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from django.utils.translation import gettext as _

import wording
from judges.position import BadPosition, choice, flag, lang, suits
from naipes import cirulo, papayoo, paulo, tute
from naipes.cards import SPANISH_SUITS, Card, Deck, Suit
from naipes.tricks import Verdict
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


class TrickGame:
    slug = ""
    name = ""
    players: tuple[int, ...] = ()
    default_players = 4
    trick_anchor = "tricks"
    play_anchor = "tricks"

    def read(self, query: Mapping) -> Setup:
        raise NotImplementedError

    def options(self, setup: Setup | None, query: Mapping, *, play: bool) -> list[Option]:
        """The form's options, each showing the value of the position."""
        return [self._players(query)]

    def _players(self, query: Mapping) -> Option:
        return Option("players", str(_("Players")), tuple((str(n), str(n)) for n in self.players),
                      query.get("players") or str(self.default_players))

    def read_players(self, query: Mapping) -> int:
        return choice(query, "players", self.players, self.default_players, label=str(_("Players")))  # type: ignore[return-value]

    def winner(self, trick: tuple[Card, ...], setup: Setup) -> tuple[int, str]:
        """Index of the card that takes the trick, and the engine's reason code for it."""
        raise NotImplementedError

    def judge(self, hand: tuple[Card, ...], trick: tuple[Card, ...], setup: Setup) -> dict[Card, Verdict]:
        raise NotImplementedError

    def play_rule(self, setup: Setup, reasons: set[str]) -> str:
        """The section of the rule page that the "may I play" verdict links to."""
        return self.play_anchor

    def _suits(self, query: Mapping, name: str, suits: tuple[Suit, ...], label: str, *, none: str = "") -> Option:
        values = ((("", none),) if none else ()) + tuple((s.letter, suit_name(s, lang())) for s in suits)
        return Option(name, label, values, query.get(name, ""))


def _suit_choice(query: Mapping, name: str, suits: tuple[Suit, ...], label: str, default: Suit | None):
    letters = {s.letter: s for s in suits}
    letter = choice(query, name, tuple(letters), default.letter if default else "", label=label)
    return letters.get(letter) if letter else None  # type: ignore[arg-type]


class Paulo(TrickGame):
    slug, name = "paulo", "Paulo"
    players = paulo.PLAYERS
    trick_anchor, play_anchor = "trick-winner", "playing"

    def read(self, query: Mapping) -> Setup:
        players = self.read_players(query)
        order = choice(query, "order", paulo.ORDERS, "default", label=str(_("Order")))
        deck_variant = choice(query, "deck_variant", paulo.DECK_VARIANTS, "default", label=str(_("Deck")))
        if players == 2 and deck_variant != "lanjaron":
            raise BadPosition(_("Two players play Paulo only with the Lanjarón deck: choose it, or 4, 6 or 8 players."))
        rules = paulo.Rules(players=players, order=order, deck_variant=deck_variant,  # type: ignore[arg-type]
                            strict_follow=flag(query, "strict_follow"))
        suits = paulo.suits(rules)
        muestra = _suit_choice(query, "muestra", suits, str(_("Muestra")), suits[0])
        return Setup(players, rules, paulo.deck(rules), paulo.HAND_SIZE, muestra)

    def options(self, setup, query, *, play):
        suits = paulo.suits(setup.rules) if setup else paulo.suits(paulo.Rules())
        found = [self._players(query), self._suits(query, "muestra", suits, str(_("Muestra"))),
                 Option("order", str(_("Order")), (("default", str(_("Usual"))), ("durcal", "Dúrcal")),
                        query.get("order", "")),
                 Option("deck_variant", str(_("Deck")), (("default", str(_("Usual"))), ("lanjaron", "Lanjarón")),
                        query.get("deck_variant", ""))]
        if play:
            found.append(Option("strict_follow", str(_("Strict following (follow suit if you can)")),
                                value=query.get("strict_follow", "")))
        return found

    def winner(self, trick, setup):
        state = paulo.State(setup.trump)  # type: ignore[arg-type]
        index = paulo.trick_winner(trick, setup.rules, state=state)  # type: ignore[arg-type]
        return index, paulo.trick_winner_reason(trick, setup.rules, state=state)  # type: ignore[arg-type]

    def judge(self, hand, trick, setup):
        return paulo.judge_plays(hand, trick, setup.rules, state=paulo.State(setup.trump))  # type: ignore[arg-type]


class Tute(TrickGame):
    """Without muestra there is no trump until the first forty is declared: its suit is trumps from then on
    (``forty``). A player who did not answer a suit while the stock lasted lays the cards of it he draws
    face down and must play them when it is asked (``manos_abajo``): docs/rules-decisions.md §19, §20, §34."""

    slug, name = "tute", "Tute"
    players = (2, 3, 4, 5, 6)
    trick_anchor, play_anchor = "tricks", "after-the-stock"

    def read(self, query: Mapping) -> Setup:
        players = self.read_players(query)
        over = choice(query, "over_trump", tute.VARIANTS["over_trump"], "must_trump", label=str(_("Cannot over-trump")))
        following = choice(query, "stock_following", tute.VARIANTS["stock_following"], "free",
                           label=str(_("While the stock lasts")))
        rules = tute.Rules(players=players, over_trump=over, stock_following=following)  # type: ignore[arg-type]
        muestra = _suit_choice(query, "muestra", SPANISH_SUITS, str(_("Muestra")), None)
        forty = _suit_choice(query, "forty", SPANISH_SUITS, str(_("The forty")), None)
        if muestra and forty and forty is not muestra:
            raise BadPosition(_("With a muestra the forty is the rey and caballo of its suit, %(suit)s: choose "
                                "no muestra, or leave the forty empty.") % {"suit": suit_name(muestra, lang())})
        trump = tute.trump_suit(muestra, [forty] if forty else [])
        lacked = set(suits(query, "manos_abajo", SPANISH_SUITS, label=str(_("Manos abajo"))))
        return Setup(players, rules, tute.deck(rules), rules.cards_per_hand, trump,
                     {"stock_empty": flag(query, "stock_empty"), "manos_abajo": lacked})

    def options(self, setup, query, *, play):
        found = [self._players(query),
                 self._suits(query, "muestra", SPANISH_SUITS, str(_("Muestra")), none=str(_("No muestra"))),
                 self._suits(query, "forty", SPANISH_SUITS,
                             str(_("Without muestra, the forty (which makes triunfo, the trump suit) was declared in")),
                             none=str(_("not declared yet")))]
        if play:
            lacked = ",".join(query.getlist("manos_abajo")) if hasattr(query, "getlist") else ""
            found += [Option("stock_empty", str(_("The stock is used up")), value=query.get("stock_empty", "")),
                      Option("manos_abajo", str(_("Manos abajo: suits you did not answer while the stock lasted "
                                                  "(the cards of them you drew lie face down)")),
                             tuple((s.letter, suit_name(s, lang())) for s in SPANISH_SUITS), lacked, many=True),
                      Option("over_trump", str(_("Cannot over-trump")),
                             (("must_trump", str(_("must still trump"))), ("free_discard", str(_("may play any card")))),
                             query.get("over_trump", "")),
                      Option("stock_following", str(_("While the stock lasts")),
                             (("free", str(_("play is free"))), ("strict", str(_("follow suit if you can")))),
                             query.get("stock_following", ""))]
        return found

    def winner(self, trick, setup):
        state = tute.State(setup.trump)
        index = tute.trick_winner(trick, setup.rules, state=state)  # type: ignore[arg-type]
        return index, tute.trick_winner_reason(trick, setup.rules, state=state)  # type: ignore[arg-type]

    def judge(self, hand, trick, setup):
        options = setup.options or {}
        # Every card he holds of a suit he did not answer was drawn since, so it lies face down.
        face_down = tute.lays_face_down(hand, options.get("manos_abajo", ()))  # type: ignore[arg-type]
        state = tute.State(setup.trump, bool(options.get("stock_empty")), face_down)
        return tute.judge_plays(hand, trick, setup.rules, state=state)  # type: ignore[arg-type]

    def play_rule(self, setup, reasons):
        if setup.options and setup.options.get("stock_empty"):
            return self.play_anchor
        if reasons & {"manos_abajo", "manos_abajo_must_follow"}:
            return "manos-abajo"
        return "trump-lead" if reasons & {"follows_trump", "must_follow_trump"} else "stock-phase"


class Cirulo(TrickGame):
    slug, name = "cirulo", "Cirulo"
    players = cirulo.PLAYERS
    trick_anchor, play_anchor = "trick-winner", "follow-suit"

    def read(self, query: Mapping) -> Setup:
        players = self.read_players(query)
        pack = choice(query, "pack", tuple(cirulo.PACKS), 40, label=str(_("Pack")))
        rules = cirulo.Rules(players=players, pack=pack)  # type: ignore[arg-type]
        return Setup(players, rules, cirulo.deck(rules), cirulo.hand_size(rules))

    def options(self, setup, query, *, play):
        return [self._players(query), Option("pack", str(_("Pack")), tuple((str(p), str(p)) for p in cirulo.PACKS),
                                             query.get("pack", ""))]

    def winner(self, trick, setup):
        return (cirulo.trick_winner(trick, setup.rules),  # type: ignore[arg-type]
                cirulo.trick_winner_reason(trick, setup.rules))  # type: ignore[arg-type]

    def judge(self, hand, trick, setup):
        return cirulo.judge_plays(hand, trick, setup.rules)  # type: ignore[arg-type]


class Papayoo(TrickGame):
    slug, name = "papayoo", "Papayoo"
    players = papayoo.PLAYERS
    default_players = papayoo.Rules().players
    trick_anchor, play_anchor = "trick-winner", "following-suit"

    def read(self, query: Mapping) -> Setup:
        players = self.read_players(query)
        rules = papayoo.Rules(players=players)
        return Setup(players, rules, papayoo.deck(rules), papayoo.hand_size(rules))

    def winner(self, trick, setup):
        return (papayoo.trick_winner(trick, setup.rules),  # type: ignore[arg-type]
                papayoo.trick_winner_reason(trick, setup.rules))  # type: ignore[arg-type]

    def judge(self, hand, trick, setup):
        return papayoo.judge_plays(hand, trick, setup.rules)  # type: ignore[arg-type]


TRICK_GAMES: dict[str, TrickGame] = {g.slug: g for g in (Paulo(), Tute(), Cirulo(), Papayoo())}
