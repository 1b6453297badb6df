"""Each judge's answer for a position: read it, ask the engine, say the verdict in one line.

A function per judge takes the query (a ``QueryDict``) and returns a :class:`Judgement`: the setup
the form shows, the pickers with the cards chosen, and the verdict or the error. Bad input never
raises: it becomes ``error``, in the page's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from django.utils.translation import gettext as _, ngettext

import wording
from judges.games import (
    TRICK_GAMES,
    Option,
    TrickGame,
    judged_options,
    read_rules,
    reason,
    suit_option,
    suits_option,
    table,
)
from judges.position import BadPosition, cards, choice, distinct, flag, lang, lenient, suits
from naipes import RulesError, docena, papayoo, tute
from naipes.cards import SPANISH_SUITS, Card, Deck
from naipes_site import content
from wording.cards import card_name, the_card


@dataclass
class Picker:
    name: str
    deck: Deck
    legend: str
    selected: tuple[Card, ...] = ()
    multiple: bool = True
    none_label: str = ""


def keep(query: Mapping, *pickers: Picker) -> None:
    """Show back in each picker whatever cards of its deck the query names."""
    for picker in pickers:
        picker.selected = lenient(query, picker.name, picker.deck)


@dataclass
class Verdict:
    headline: str
    reason: str
    cards: tuple[Card, ...] = ()
    winner: Card | None = None
    rows: list[dict] = field(default_factory=list)  # one row per card or hand judged
    data: dict = field(default_factory=dict)  # what the tests compare with the JSON API
    code: str = ""
    """The engine's reason code that ``reason`` words (the page shows it as ``data-reason``)."""


@dataclass
class Judgement:
    game: str
    kind: str
    options: list[Option]
    pickers: list[Picker]
    rule_anchor: str
    verdict: Verdict | None = None
    error: str = ""
    own_rows: str = ""
    """The template of the verdict's rows, for a judge whose verdict looks like no other kind's (the game's
    own partial, ``judges/_verdict_<slug>.html``)."""

    @property
    def rule_url(self) -> str:
        return f"/{lang()}/{self.game}/#{self.rule_anchor}"

    @property
    def rule_title(self) -> str:
        """The linked section's own title, read from the rule page so it cannot drift."""
        page = content.load_page(lang(), self.game)
        stack = list(page.toc)
        while stack:
            item = stack.pop()
            if item["id"] == self.rule_anchor:
                return item["name"]
            stack.extend(item.get("children", ()))
        return page.title


def _engine_error() -> str:
    return _("These cards cannot be together in this position under these rules. Check the cards and the options.")


def _read(judgement: Judgement, work) -> Judgement:
    try:
        work()
    except BadPosition as exc:
        judgement.error = str(exc)
    except RulesError:  # CardError included; any other exception is a bug, not the visitor's position
        judgement.error = _engine_error()
    return judgement


# -- trick games: who takes the trick, may I play this card ----------------------------------------

def _led_and_rest(query: Mapping, setup, *, most_rest: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    led = cards(query, "led", setup.deck, players=setup.players, most=1, label=_("Card led"))
    rest = cards(query, "cards", setup.deck, players=setup.players, most=most_rest, label=_("Cards played after it"))
    if rest and not led:
        raise BadPosition(_("Choose the card that was led first; the others follow it."))
    return led, rest


def _setup(spec: TrickGame, query: Mapping):
    """The options of the position; if they cannot be played, the default table and why not."""
    try:
        return spec.read(query), ""
    except BadPosition as exc:
        return spec.read({}), str(exc)
    except RulesError:
        return spec.read({}), _engine_error()


def trick(game: str, query: Mapping) -> Judgement:
    spec = TRICK_GAMES[game]
    setup, error = _setup(spec, query)
    led_picker = Picker("led", setup.deck, _("Card led"), multiple=False, none_label=_("None yet"))
    rest_picker = Picker("cards", setup.deck, _("Cards played after it"))
    judgement = Judgement(game, "trick", spec.options(setup, query, play=False), [led_picker, rest_picker],
                          spec.trick_anchor, error=error)
    if error:
        return judgement

    def work() -> None:
        led, rest = _led_and_rest(query, setup, most_rest=setup.players - 1)
        led_picker.selected, rest_picker.selected = led, rest
        distinct([(led_picker.legend, led), (rest_picker.legend, rest)])
        if not led:
            return
        played = led + rest
        index, code = spec.winner(played, setup)
        winner = played[index]
        headline = _("%(card)s takes the trick.") % {"card": the_card(winner, lang()).capitalize()}
        judgement.verdict = Verdict(headline, reason(game, code), played, winner, code=code,
                                    data={"winner": index, "card": winner.code, "reason": code})

    keep(query, led_picker, rest_picker)
    return _read(judgement, work)


def play(game: str, query: Mapping) -> Judgement:
    spec = TRICK_GAMES[game]
    setup, error = _setup(spec, query)
    hand_picker = Picker("hand", setup.deck, _("Your hand"))
    led_picker = Picker("led", setup.deck, _("Card led"), multiple=False, none_label=_("None: I lead"))
    rest_picker = Picker("cards", setup.deck, _("Cards played after it"))
    judgement = Judgement(game, "play", spec.options(setup, query, play=True),
                          [hand_picker, led_picker, rest_picker], spec.play_anchor, error=error)
    if error:
        return judgement

    def work() -> None:
        hand = cards(query, "hand", setup.deck, players=setup.players, most=setup.hand_size, label=hand_picker.legend)
        led, rest = _led_and_rest(query, setup, most_rest=setup.players - 2)
        hand_picker.selected, led_picker.selected, rest_picker.selected = hand, led, rest
        distinct([(hand_picker.legend, hand), (led_picker.legend, led), (rest_picker.legend, rest)])
        if not hand:
            return
        verdicts = spec.judge(hand, led + rest, setup)
        rows: list[dict[str, Any]] = [{"card": card, "name": card_name(card, lang()), "legal": v.legal, "reason": reason(game, v.reason),
                 "code": v.reason} for card, v in verdicts.items()]
        legal = [r for r in rows if r["legal"]]
        headline = _("You may play %(count)s of your %(total)s cards.") % {"count": len(legal), "total": len(hand)}
        if len(legal) == len(rows):
            headline = _("You may play any card of your hand.")
        why = next((r["reason"] for r in rows if not r["legal"]), rows[0]["reason"])
        judgement.rule_anchor = spec.play_rule(setup, {v.reason for v in verdicts.values()})
        judgement.verdict = Verdict(headline, why, led + rest, rows=rows,
                                    data={"legal": [r["card"].code for r in legal],
                                          "reasons": {card.code: v.reason for card, v in verdicts.items()}})

    keep(query, hand_picker, led_picker, rest_picker)
    return _read(judgement, work)


# -- La Docena: name a hand, compare two ------------------------------------------------------------

DOCENA_OPTIONS = ("players", "nada_rule")
"""The table options the La Docena judge offers."""


def _describe(rank: docena.HandRank) -> dict:
    return {"name": wording.text(f"docena.rung.{rank.key}", lang()), "rung": rank.rank, "key": rank.key,
            "form": wording.text(f"docena.form.{rank.form}", lang())}


def docena_hands(query: Mapping) -> Judgement:
    error = ""
    try:
        rules = read_rules("docena", query, judged_options("docena"))
    except BadPosition as exc:
        rules, error = docena.DEFAULT_RULES, str(exc)
    deck = docena.deck(rules)
    first, second = Picker("a", deck, _("First hand (1 to 3 cards)")), Picker("b", deck, _("Second hand (optional)"))
    judgement = Judgement("docena", "docena", table("docena", query, DOCENA_OPTIONS), [first, second], "ladder",
                          error=error, own_rows="judges/_verdict_docena.html")
    if error:
        return judgement

    def work() -> None:
        a = cards(query, "a", deck, players=rules.players, most=3, label=first.legend)
        b = cards(query, "b", deck, players=rules.players, most=3, label=second.legend)
        first.selected, second.selected = a, b
        distinct([(first.legend, a), (second.legend, b)])
        if not a:
            if b:
                raise BadPosition(_("Choose the first hand too."))
            return
        one = _describe(docena.hand_rank(a))
        if not b:
            headline = _("%(name)s: rung %(rung)s of 23.") % one
            judgement.verdict = Verdict(headline, one["form"], a, rows=[{**one, "cards": a}], data={"hand": one})
            return
        result = docena.comparison(a, b, rules)
        two = _describe(result.b)
        one = _describe(result.a)
        headline = {"a": _("The first hand wins."), "b": _("The second hand wins."),
                    "tie": _("The two hands tie.")}[result.result]
        why = reason("docena", result.reason)
        if result.deciding:
            x, y = result.deciding
            why += " " + wording.text("docena.decided_by", lang(), a=the_card(x, lang()), b=the_card(y, lang()))
        judgement.rule_anchor = "ties" if result.result == "tie" else "ladder"
        judgement.verdict = Verdict(headline, why, a + b, rows=[{**one, "cards": a}, {**two, "cards": b}],
                                    data={"winner": result.result})

    keep(query, first, second)
    return _read(judgement, work)


HAND_JUDGES: dict[str, Callable[[Mapping], Judgement]] = {"docena": docena_hands}
"""The games whose judge names and compares hands: its kind is the game's slug, its page ``judges:<slug>``."""


# -- points of a pile: Tute and Papayoo --------------------------------------------------------------

POINTS_OPTIONS = ("players",)
"""The table options a points judge offers."""


def points(game: str, query: Mapping) -> Judgement:
    return POINTS_JUDGES[game](query)


def _points_table(game: str, engine: ModuleType, query: Mapping) -> tuple[Any, Picker, str]:
    """A points judge's ``Rules`` (it asks only for the players) and its picker of the cards taken; if the rules
    cannot be, the default table and why not."""
    try:
        rules, error = read_rules(game, query, judged_options(game)), ""
    except BadPosition as exc:
        rules, error = engine.Rules(), str(exc)
    return rules, Picker("cards", engine.deck(rules), _("Cards taken in tricks")), error


def _taken(query: Mapping, pile: Picker, players: int) -> tuple[Card, ...]:
    """The cards taken in tricks, shown back in their picker."""
    pile.selected = cards(query, "cards", pile.deck, players=players, most=len(pile.deck), label=pile.legend)
    return pile.selected


def _tute_points(query: Mapping) -> Judgement:
    rules, pile, error = _points_table("tute", tute, query)
    options = [
        *table("tute", query, POINTS_OPTIONS),
        suit_option(query, "muestra", SPANISH_SUITS, str(_("Muestra")), none=str(_("No muestra"))),
        suits_option(query, "acuses", SPANISH_SUITS, str(_("Acuses declared (rey and caballo)"))),
        Option("forty_taken", str(_("Without muestra: another player declared the forty first (your first pair "
                                    "counts 20)")), value=query.get("forty_taken", "")),
        Option("last_trick", str(_("Took the last trick (diez de mesa)")), value=query.get("last_trick", "")),
    ]
    judgement = Judgement("tute", "points", options, [pile], "counting", error=error)
    if error:
        return judgement

    def work() -> None:
        taken = _taken(query, pile, rules.players)
        muestra = choice(query, "muestra", tuple(s.letter for s in SPANISH_SUITS), "", label=str(_("Muestra"))) or None
        acuses = list(suits(query, "acuses", SPANISH_SUITS, label=str(_("Acuses declared (rey and caballo)"))))
        if len(set(acuses)) != len(acuses):
            raise BadPosition(_("Each suit can be declared only once."))
        last = flag(query, "last_trick")
        if not taken and not acuses and not last:
            return
        # Without muestra the first pair is the forty only if nobody else declared one first (§19).
        result = tute.hand_points(taken, acuses, muestra, last, forty_taken=flag(query, "forty_taken"))
        headline = ngettext("%(points)s point.", "%(points)s points.", result.points) % {"points": result.points}
        why = _("%(cards)s for the cards, %(acuses)s for the acuses, %(last)s for the last trick.") % {
            "cards": result.card_points, "acuses": result.acuse_points, "last": result.last_trick_points}
        judgement.verdict = Verdict(headline, why, taken, data={"points": result.points})

    keep(query, pile)
    return _read(judgement, work)


def _papayoo_points(query: Mapping) -> Judgement:
    rules, pile, error = _points_table("papayoo", papayoo, query)
    options = [
        *table("papayoo", query, POINTS_OPTIONS),
        suit_option(query, "die", papayoo.ORDINARY_SUITS, str(_("Die"))),
    ]
    judgement = Judgement("papayoo", "points", options, [pile], "scoring", error=error)
    if error:
        return judgement

    def work() -> None:
        taken = _taken(query, pile, rules.players)
        letter = choice(query, "die", tuple(s.letter for s in papayoo.ORDINARY_SUITS), "", label=str(_("Die")))
        if not taken:
            return
        if not letter:
            raise BadPosition(_("Choose the suit the die shows: its 7 is the Papayoo."))
        die = papayoo.parse_die_suit(letter)
        total = papayoo.pile_points(taken, die)
        headline = ngettext("%(points)s point.", "%(points)s points.", total) % {"points": total}
        why = _("Each Payoo counts its number and the Papayoo, %(card)s, counts 40.") % {
            "card": the_card(papayoo.papayoo_card(die), lang())}
        judgement.verdict = Verdict(headline, why, taken, data={"points": total})

    keep(query, pile)
    return _read(judgement, work)


POINTS_JUDGES: dict[str, Callable[[Mapping], Judgement]] = {"tute": _tute_points, "papayoo": _papayoo_points}
"""Each game with a judge of the points of a pile, and its judge (what a pile holds differs from game to game)."""

POINTS_GAMES = tuple(POINTS_JUDGES)


def offered(game: str, kind: str) -> tuple[str, ...]:
    """The table options the form of ``game``'s ``kind`` of judge offers: a form sent says what it says for
    them, and the table gives the others (docs/rules-decisions.md §40)."""
    if kind in ("trick", "play"):
        return TRICK_GAMES[game].offered(play=kind == "play")
    return DOCENA_OPTIONS if kind in HAND_JUDGES else POINTS_OPTIONS
